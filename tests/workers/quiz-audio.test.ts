import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ORIGIN, postForm } from "./helpers";

const PASSWORD = "correct horse battery staple";

function fixture(name: string): Uint8Array {
  return Uint8Array.from(atob(env.AUDIO_FIXTURES[name]!), (c) => c.charCodeAt(0));
}

async function signIn(): Promise<string> {
  const res = await postForm("/admin/login", { password: PASSWORD, redirectTo: "/admin" });
  return res.headers.get("Set-Cookie")!.split(";")[0]!;
}

async function upload(
  cookie: string | null,
  file: { bytes: Uint8Array; name: string; type: string } | null,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  if (file) form.set("file", new File([file.bytes as BlobPart], file.name, { type: file.type }));
  for (const [k, v] of Object.entries({ question: "grandparent-emergency", language: "en", transcript: "Grandma, it's me.", ...fields }))
    form.set(k, v);
  return SELF.fetch(`${ORIGIN}/admin/quiz-audio`, {
    method: "POST",
    body: form,
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });
}

const mp3 = (name: string) => ({ bytes: fixture(name), name, type: "audio/mpeg" });

async function storedKeys() {
  return (await env.QUIZ_AUDIO.list({ prefix: "phone/" })).objects.map((o) => o.key);
}

describe("quiz audio upload", () => {
  let cookie: string;
  beforeEach(async () => {
    for (const key of await storedKeys()) await env.QUIZ_AUDIO.delete(key);
    await env.DB.prepare("UPDATE phone_quiz_questions SET audio_url = NULL, audio_url_es = NULL").run();
    cookie = await signIn();
  });

  it("stores a real 15-second MP3 under a new name, records its URL, and the quiz plays it", async () => {
    const res = await upload(cookie, mp3("tone-15s.mp3"));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Audio uploaded and mapped to");
    const keys = await storedKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^phone\/grandparent-emergency-\d{13}\.mp3$/);
    const object = await env.QUIZ_AUDIO.get(keys[0]!);
    expect(object?.httpMetadata?.contentType).toBe("audio/mpeg");
    expect(object?.httpMetadata?.cacheControl).toContain("3600");
    const row = await env.DB.prepare("SELECT audio_url FROM phone_quiz_questions WHERE slug = 'grandparent-emergency'").first<{
      audio_url: string;
    }>();
    expect(row!.audio_url).toBe(`/media/quiz-audio/${keys[0]}`);
    const served = await SELF.fetch(`${ORIGIN}${row!.audio_url}`);
    expect(served.headers.get("Content-Type")).toBe("audio/mpeg");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await served.arrayBuffer()).byteLength).toBe(fixture("tone-15s.mp3").byteLength);
    expect(await (await SELF.fetch(`${ORIGIN}/scam-quizzes`)).text()).toContain(row!.audio_url.replace(/&/g, "&amp;"));
  });

  it("stores Spanish audio as phone/{slug}-es-{version}.mp3", async () => {
    expect((await upload(cookie, mp3("tone-15s.mp3"), { language: "es" })).status).toBe(200);
    expect(await storedKeys()).toEqual([expect.stringMatching(/^phone\/grandparent-emergency-es-\d{13}\.mp3$/)]);
  });

  it("replaces a recording: the question switches to the new file and the old one is removed", async () => {
    expect((await upload(cookie, mp3("tone-15s.mp3"))).status).toBe(200);
    const [first] = await storedKeys();
    await new Promise((r) => setTimeout(r, 5));
    expect((await upload(cookie, mp3("tone-15s.mp3"), { transcript: "Second take." })).status).toBe(200);
    const keys = await storedKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(first);
    const row = await env.DB.prepare("SELECT audio_url, transcript FROM phone_quiz_questions WHERE slug = 'grandparent-emergency'").first<{
      audio_url: string;
      transcript: string;
    }>();
    expect(row).toEqual({ audio_url: `/media/quiz-audio/${keys[0]}`, transcript: "Second take." });
  });

  it.each([
    [
      "a file that is not an MP3 by type or name",
      { bytes: fixture("not-mp3.wav"), name: "call.wav", type: "audio/wav" },
      "Please upload an MP3 file",
    ],
    ["a WAV renamed .mp3", { bytes: fixture("not-mp3.wav"), name: "call.mp3", type: "audio/mpeg" }, "Unable to load audio file"],
    [
      "a file over 1.5 MB",
      { bytes: new Uint8Array(1.6 * 1024 * 1024).fill(0xff), name: "big.mp3", type: "audio/mpeg" },
      "File must be under 1.5MB",
    ],
    ["a recording under 10 seconds", mp3("tone-5s.mp3"), "Audio must be between 10-60 seconds"],
    ["a recording over 60 seconds", mp3("tone-65s.mp3"), "Audio must be between 10-60 seconds"],
    // Its header still claims 15 s; the size gives it away (refused as unreadable or as too short).
    [
      "a cut-off MP3",
      { bytes: fixture("tone-15s.mp3").slice(0, 20_000), name: "cut.mp3", type: "audio/mpeg" },
      /Unable to load audio file|Audio must be between 10-60 seconds/,
    ],
    [
      "text named .mp3",
      { bytes: new TextEncoder().encode("hello, this is not audio at all ".repeat(20)), name: "fake.mp3", type: "audio/mpeg" },
      "Unable to load audio file",
    ],
  ])("refuses %s with its message and stores nothing", async (_, file, message) => {
    const res = await upload(cookie, file);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await res.text()).toMatch(message);
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses an upload without a question", async () => {
    const res = await upload(cookie, mp3("tone-15s.mp3"), { question: "" });
    expect(await res.text()).toContain("Please select a file and question");
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses an upload for a question that does not exist", async () => {
    const res = await upload(cookie, mp3("tone-15s.mp3"), { question: "no-such-question" });
    expect(res.status).toBe(404);
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses an upload without a session and stores nothing", async () => {
    const res = await upload(null, mp3("tone-15s.mp3"));
    expect(res.status).toBe(302);
    expect(await storedKeys()).toEqual([]);
  });

  it("activates and deactivates a question", async () => {
    const off = await postForm("/admin/quiz-audio", { slug: "medicare-card-renewal", active: "0" }, { Cookie: cookie });
    expect(off.status).toBe(200);
    const row = await env.DB.prepare("SELECT active FROM phone_quiz_questions WHERE slug = 'medicare-card-renewal'").first<{
      active: number;
    }>();
    expect(row!.active).toBe(0);
    await postForm("/admin/quiz-audio", { slug: "medicare-card-renewal", active: "1" }, { Cookie: cookie });
  });
});
