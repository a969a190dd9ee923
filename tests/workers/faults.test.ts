import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
// The built Worker itself, called with bindings switched to failing ones (SELF always has the real ones).
import { callWorker as call, freshAddress, ORIGIN, postForm } from "./helpers";

const PASSWORD = "correct horse battery staple";
const STACK = /\n\s+at\s|\.(?:js|ts):\d+:\d+/;

/** A binding whose every method fails, as a service that is down does. */
function failing(name: string): never {
  const fail = () => {
    throw new Error(`${name} is down (test)`);
  };
  return new Proxy(fail, { get: () => fail, apply: fail }) as never;
}

/** D1 that reads but fails every statement matching `pattern` (a write that breaks half-way). */
function failingWrites(pattern: RegExp): D1Database {
  return new Proxy(env.DB, {
    get(target, prop) {
      if (prop !== "prepare") return Reflect.get(target, prop);
      return (sql: string) => {
        const statement = target.prepare(sql);
        if (!pattern.test(sql)) return statement;
        const reject = () => Promise.reject(new Error("D1 write failed (test)"));
        return new Proxy(statement, {
          get: (s, p) => (p === "bind" ? () => ({ run: reject, all: reject, first: reject }) : p === "run" ? reject : Reflect.get(s, p)),
        });
      };
    },
  });
}

function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, { headers, redirect: "manual" });
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": freshAddress(), ...headers },
    redirect: "manual",
  });
}

/** Every answer to a fault: not a 500, no stack, and plain words. */
async function expectCalm(response: Response, status: number, words: string | RegExp) {
  const body = await response.text();
  expect(response.status).toBe(status);
  expect(body).not.toMatch(STACK);
  expect(body.replace(/<!-- -->/g, "")).toMatch(words);
  return body;
}

const CONTACT = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.org",
  subject: "current",
  message: "A caller says my grandson is in jail.",
};

let operator: string;
beforeAll(async () => {
  const res = await postForm("/admin/login", { password: PASSWORD });
  operator = res.headers.get("Set-Cookie")!.split(";")[0]!;
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM contact_messages").run();
  await env.DB.prepare("DELETE FROM newsletter_subscribers").run();
  await env.DB.prepare("DELETE FROM events").run();
});

describe("when D1 is down", () => {
  const DB = failing("D1");

  it("the quiz center still serves the email and text quizzes, and says the phone quiz cannot load", async () => {
    const html = await expectCalm(await call(get("/scam-quizzes"), { DB }), 200, "The phone quiz cannot load right now");
    expect(html).toContain("Email Phishing Test");
    expect(html).toContain("Text Message Challenge");
    const step = await call(post("/scam-quizzes?tab=email", { quiz: "email", answers: "", pick: "1" }), { DB });
    expect(step.status).toBe(200);
    await expectCalm(await call(post("/scam-quizzes", { quiz: "phone", answers: "", pick: "1" }), { DB }), 503, "phone quiz cannot load");
  });

  it("the contact form says it cannot send and keeps every word typed", async () => {
    const html = await expectCalm(await call(post("/contact", CONTACT), { DB }), 503, "We could not send your message just now");
    expect(html).toContain(CONTACT.message);
    expect(html).toContain('value="ann@example.org"');
  });

  it("the newsletter says it cannot sign up now and keeps the address", async () => {
    const html = await expectCalm(
      await call(post("/newsletter", { email: "mary@example.org" }), { DB }),
      503,
      "We could not sign you up just now",
    );
    expect(html).toContain('value="mary@example.org"');
  });

  it("an analytics beacon gets a 503 the page ignores", async () => {
    const request = new Request(`${ORIGIN}/api/events`, {
      method: "POST",
      body: JSON.stringify({ name: "footer_link_click", fields: { link: "x" } }),
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
    });
    await expectCalm(await call(request, { DB }), 503, "cannot be saved");
  });

  it("the dashboard says, part by part, what it cannot load", async () => {
    const html = await expectCalm(await call(get("/admin", { Cookie: operator }), { DB }), 200, "This cannot be loaded right now");
    expect(html.match(/This cannot be loaded right now/g)).toHaveLength(4);
    await expectCalm(
      await call(post("/admin", { id: "1", handled: "1" }, { Cookie: operator }), { DB }),
      503,
      "could not be saved right now",
    );
    await expectCalm(await call(get("/admin/subscribers.csv", { Cookie: operator }), { DB }), 503, "cannot be read right now");
  });

  it("the quiz audio page says it cannot fetch the questions", async () => {
    await expectCalm(await call(get("/admin/quiz-audio", { Cookie: operator }), { DB }), 200, "Failed to fetch quiz questions");
  });

  it("every prerendered page is still served", async () => {
    await expectCalm(await call(get("/if-targeted"), { DB }), 200, "If You");
  });
});

describe("scam alerts when a service is down", () => {
  const DB = failing("D1");

  it("the home page still shows, without the latest alert, and is not kept at the edge", async () => {
    const res = await call(get("/"), { DB });
    const html = await expectCalm(res, 200, "Free Scam Alerts");
    expect(html).not.toContain("Latest scam alert");
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("the alerts pages and feed say they cannot load, and are not kept", async () => {
    const list = await call(get("/alerts"), { DB });
    await expectCalm(list, 200, "The alerts cannot be loaded right now");
    expect(list.headers.get("Cache-Control")).toBe("private, no-cache");
    await expectCalm(await call(get("/alerts/texts-about-unpaid-tolls"), { DB }), 503, "Part of the site is not working right now");
    await expectCalm(await call(get("/alerts/rss.xml"), { DB }), 503, "not available right now");
    await expectCalm(await call(get(`/alerts/confirm?c=${"a".repeat(32)}.1.${"b".repeat(64)}`), { DB }), 400, "This link does not work");
    await expectCalm(await call(get(`/alerts/unsubscribe?t=${"a".repeat(32)}`), { DB }), 503, "cannot be done just now");
    await expectCalm(
      await call(post(`/alerts/unsubscribe?t=${"a".repeat(32)}`, { intent: "unsubscribe" }), { DB }),
      503,
      "cannot be done just now",
    );
  });

  it("the sign-up says it cannot sign up when the queue is down, and keeps the address", async () => {
    const html = await expectCalm(
      await call(post("/newsletter", { email: "queue-down@example.org" }), { ALERT_JOBS: failing("Queue") }),
      503,
      "We could not sign you up just now",
    );
    expect(html).toContain('value="queue-down@example.org"');
  });

  it("the operator's alert pages say what they cannot do", async () => {
    await expectCalm(await call(get("/admin/alerts", { Cookie: operator }), { DB }), 200, "This cannot be loaded right now");
    await expectCalm(await call(get("/admin/alerts/1", { Cookie: operator }), { DB }), 503, "Part of the site is not working right now");
    await expectCalm(
      await call(post("/admin/alerts/1?do=status", { intent: "send", confirmed: "yes" }, { Cookie: operator }), {
        ALERT_JOBS: failing("Queue"),
      }),
      200,
      /Sending could not start just now|Publish the alert before sending it|already sent/,
    );
  });
});

describe("when a write fails half-way", () => {
  async function upload(DB: D1Database, QUIZ_AUDIO: R2Bucket = env.QUIZ_AUDIO) {
    const bytes = Uint8Array.from(atob(env.AUDIO_FIXTURES["tone-15s.mp3"]!), (c) => c.charCodeAt(0));
    const form = new FormData();
    form.set("file", new File([bytes], "call.mp3", { type: "audio/mpeg" }));
    form.set("question", "grandparent-emergency");
    form.set("transcript", "A new transcript that must not go live alone.");
    const request = new Request(`${ORIGIN}/admin/quiz-audio`, {
      method: "POST",
      body: form,
      headers: { Origin: ORIGIN, Cookie: operator },
    });
    return call(request, { DB, QUIZ_AUDIO });
  }

  const keys = async () => (await env.QUIZ_AUDIO.list({ prefix: "phone/" })).objects.map((o) => o.key);
  const row = () => env.DB.prepare("SELECT audio_url, transcript FROM phone_quiz_questions WHERE slug = 'grandparent-emergency'").first();

  beforeEach(async () => {
    for (const key of await keys()) await env.QUIZ_AUDIO.delete(key);
    await env.QUIZ_AUDIO.put("phone/grandparent-emergency-1700000000000.mp3", new Uint8Array([0xff, 0xfb]));
    await env.DB.prepare(
      "UPDATE phone_quiz_questions SET audio_url = '/media/quiz-audio/phone/grandparent-emergency-1700000000000.mp3', transcript = 'The old transcript.' WHERE slug = 'grandparent-emergency'",
    ).run();
  });

  it("a recording whose question cannot be switched is removed again: the old recording and transcript stay live together", async () => {
    const before = await row();
    await expectCalm(await upload(failingWrites(/^UPDATE phone_quiz_questions/)), 503, "keeps its old recording");
    expect(await row()).toEqual(before);
    expect(await keys()).toEqual(["phone/grandparent-emergency-1700000000000.mp3"]);
  });

  it("a recording that cannot be stored changes nothing", async () => {
    const before = await row();
    await expectCalm(await upload(env.DB, failing("R2")), 503, "Upload Failed");
    expect(await row()).toEqual(before);
    expect(await keys()).toEqual(["phone/grandparent-emergency-1700000000000.mp3"]);
  });
});

describe("when KV (operator sessions) is down", () => {
  const SESSIONS = failing("KV");

  it("an operator page sends to sign-in, and sign-in says it is not available", async () => {
    const page = await call(get("/admin", { Cookie: operator }), { SESSIONS });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toContain("/admin/login");
    await expectCalm(await call(get("/admin/login"), { SESSIONS }), 200, "Operator sign-in");
    await expectCalm(await call(post("/admin/login", { password: PASSWORD }), { SESSIONS }), 503, "Sign-in is not available right now");
  });

  it("signing out still clears the cookie", async () => {
    const res = await call(post("/admin/logout", {}, { Cookie: operator }), { SESSIONS });
    expect(res.status).toBe(302);
    expect(res.headers.get("Set-Cookie")).toMatch(/__operator=;/);
  });
});

describe("when R2 is down", () => {
  it("a guide download answers 503 for the 'PDF Generation Required' notice", async () => {
    const res = await call(get("/guides/phone-scams.pdf"), { GUIDES: failing("R2") });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "storage_error" });
  });

  it("a recording answers 503, not a crash", async () => {
    await expectCalm(
      await call(get("/media/quiz-audio/phone/grandparent-emergency-1700000000000.mp3"), { QUIZ_AUDIO: failing("R2") }),
      503,
      "unavailable",
    );
  });
});

describe("when Supabase Storage is down", () => {
  const SUPABASE = { SUPABASE_URL: "https://supabase-down.test", SUPABASE_SERVICE_ROLE_KEY: "test-key" };

  it("a guide download answers 503 for the 'PDF Generation Required' notice", async () => {
    const res = await call(get("/guides/phone-scams.pdf"), SUPABASE);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "storage_error" });
  });
});

describe("when the rate-limit counter is down", () => {
  const RATE_LIMITER = failing("Durable Object");

  it("public forms still work (a flood guard must not lock out a person in trouble)", async () => {
    await expectCalm(await call(post("/contact", CONTACT), { RATE_LIMITER }), 200, "We received your message");
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_messages").first<{ n: number }>())!.n).toBe(1);
  });

  it("sign-in waits rather than going unguarded", async () => {
    await expectCalm(await call(post("/admin/login", { password: PASSWORD }), { RATE_LIMITER }), 503, "Sign-in is not available right now");
  });
});
