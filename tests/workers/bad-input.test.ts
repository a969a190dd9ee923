import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { badBodies, GET_PATHS, MARKUP_PIECES, POST_ROUTES } from "./bad-input-corpus";
import { freshAddress, ORIGIN, postForm } from "./helpers";

const PASSWORD = "correct horse battery staple";
const STACK = /\n\s+at\s|\.(?:js|ts):\d+:\d+|Unexpected Server Error/;

/** Everything a request could have written: rows of every table, and stored files. */
async function snapshot(): Promise<string> {
  const [counts, quiz] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM contact_messages) AS contact, (SELECT COUNT(*) FROM newsletter_subscribers) AS subscribers, (SELECT COUNT(*) FROM events) AS events, (SELECT SUM(handled) FROM contact_messages) AS handled, (SELECT group_concat(id || status || title || updated_at || COALESCE(sent_at, '')) FROM alerts) AS alerts, (SELECT COUNT(*) FROM alert_sends) AS sends, (SELECT COUNT(*) FROM newsletter_subscribers WHERE unsubscribed_at IS NOT NULL) AS unsubscribed, (SELECT COUNT(*) FROM scam_reports) AS reports, (SELECT COUNT(*) FROM reported_counts) AS reported",
    ),
    env.DB.prepare("SELECT slug, active, audio_url, audio_url_es, transcript, transcript_es FROM phone_quiz_questions ORDER BY id"),
  ]);
  const files = await Promise.all([env.QUIZ_AUDIO.list(), env.GUIDES.list()]);
  return JSON.stringify([counts?.results, quiz?.results, files.map((f) => f.objects.map((o) => o.key))]);
}

/** The rules every answer keeps, whatever was sent. */
async function expectSafe(response: Response, label: string) {
  const body = await response.text();
  expect(response.status, `${label}: status`).toBeLessThan(500);
  expect(body, `${label}: a stack trace`).not.toMatch(STACK);
  // A page must never echo markup unescaped (data answers are JSON-like and never rendered as HTML).
  if ((response.headers.get("Content-Type") ?? "").includes("text/html")) {
    for (const piece of MARKUP_PIECES) expect(body, `${label}: reflected markup`).not.toContain(piece);
  }
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  return response.status;
}

let operator: string;
beforeAll(async () => {
  operator = (await postForm("/admin/login", { password: PASSWORD })).headers.get("Set-Cookie")!.split(";")[0]!;
  await env.DB.prepare(
    "INSERT OR IGNORE INTO contact_messages (first_name, last_name, email, subject, message, dedupe_key) VALUES ('Ann','Lee','a@b.co','report','A message to mark','bad-input-row')",
  ).run();
});

describe.each(POST_ROUTES)("POST $path", ({ path, fields, operator: needsSession }) => {
  it.each(badBodies(fields))(
    "answers $name without a 5xx, a stack, reflected markup or a partial write",
    async ({ name, contentType, body }) => {
      const before = await snapshot();
      const headers: Record<string, string> = { Origin: ORIGIN, "CF-Connecting-IP": freshAddress() };
      if (contentType) headers["Content-Type"] = contentType;
      if (needsSession) headers.Cookie = operator;
      const response = await SELF.fetch(`${ORIGIN}${path}`, { method: "POST", body: body(), headers, redirect: "manual" });
      const status = await expectSafe(response, `${path} with ${name}`);
      if (status >= 400) expect(await snapshot(), `${path} with ${name}: a refused request changed stored data`).toBe(before);
    },
  );
});

describe("GET routes with odd addresses", () => {
  it.each(GET_PATHS)("%s", async (path) => {
    const before = await snapshot();
    await expectSafe(await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: operator }, redirect: "manual" }), path);
    expect(await snapshot()).toBe(before);
  });
});

describe("oversized bodies", () => {
  it("refuses a body over the Worker's limit with 413, again and again, before reading it into memory", async () => {
    for (let i = 0; i < 5; i++) {
      const response = await SELF.fetch(`${ORIGIN}/text-size`, {
        method: "POST",
        body: "size=".padEnd(5 * 1024 * 1024, "z"),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
      });
      expect(response.status).toBe(413);
      expect(await response.text()).toContain("What you sent is too long");
    }
    expect((await postForm("/text-size", { size: "large" })).status).toBe(303);
  });

  it("refuses a body over a form's own limit with 413 and a message, even without a declared length", async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`message=${"x".repeat(40_000)}`));
        controller.close();
      },
    });
    const response = await SELF.fetch(`${ORIGIN}/tools/message-analyzer`, {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("What you sent is too long");
  });
});
