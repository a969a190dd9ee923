import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ORIGIN, postForm } from "./helpers";

const PASSWORD = "correct horse battery staple";

async function signIn(): Promise<string> {
  const res = await postForm("/admin/login", { password: PASSWORD, redirectTo: "/admin" });
  expect(res.status).toBe(302);
  return res.headers.get("Set-Cookie")!.split(";")[0]!;
}

async function clearLocks() {
  for (const prefix of ["rl:", "lock:"]) {
    const keys = await env.SESSIONS.list({ prefix });
    await Promise.all(keys.keys.map((k) => env.SESSIONS.delete(k.name)));
  }
}

describe("operator sign-in", () => {
  beforeEach(clearLocks);

  it("signs in with the right password and opens the dashboard", async () => {
    const cookie = await signIn();
    const res = await SELF.fetch(`${ORIGIN}/admin`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Operator dashboard");
  });

  it("refuses a wrong password with a message and no session", async () => {
    const res = await postForm("/admin/login", { password: "guess" });
    expect(res.status).toBe(401);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await res.text()).toContain("That password is not right.");
  });

  it("slows down repeated failures: after five wrong passwords even the right one waits", async () => {
    for (let i = 0; i < 5; i++) await postForm("/admin/login", { password: `wrong-${i}` });
    const res = await postForm("/admin/login", { password: PASSWORD });
    expect(res.status).toBe(429);
    expect(await res.text()).toContain("Please wait 15 minutes");
  });

  it("refuses a sign-in posted from another site", async () => {
    const res = await postForm("/admin/login", { password: PASSWORD }, { Origin: "https://evil.example" });
    expect([400, 403]).toContain(res.status);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("signs out", async () => {
    const cookie = await signIn();
    const out = await postForm("/admin/logout", {}, { Cookie: cookie });
    expect(out.status).toBe(302);
    const res = await SELF.fetch(`${ORIGIN}/admin`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
  });
});

describe("every admin page and action needs a session", () => {
  it.each(["/admin", "/admin/subscribers.csv", "/admin/quiz-audio", "/admin/indexnow"])(
    "GET %s without a session goes to sign-in",
    async (path) => {
      const res = await SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toContain("/admin/login?redirectTo=");
    },
  );

  it("POST /admin without a session changes nothing", async () => {
    await env.DB.prepare("DELETE FROM contact_messages").run();
    await env.DB.prepare(
      "INSERT INTO contact_messages (first_name, last_name, email, subject, message, dedupe_key) VALUES ('A','B','a@b.co','report','Hello there','k1')",
    ).run();
    const { id } = (await env.DB.prepare("SELECT id FROM contact_messages").first<{ id: number }>())!;
    const res = await postForm("/admin", { id: String(id), handled: "1" });
    expect(res.status).toBe(302);
    expect((await env.DB.prepare("SELECT handled FROM contact_messages").first<{ handled: number }>())!.handled).toBe(0);
  });
});

describe("dashboard", () => {
  beforeEach(async () => {
    await clearLocks();
    await env.DB.prepare("DELETE FROM contact_messages").run();
    await env.DB.prepare("DELETE FROM newsletter_subscribers").run();
  });

  it("marks a message handled, but only from the site's own pages", async () => {
    const cookie = await signIn();
    await env.DB.prepare(
      "INSERT INTO contact_messages (first_name, last_name, email, subject, message, dedupe_key) VALUES ('Ann','Lee','a@b.co','report','Help please','k2')",
    ).run();
    const { id } = (await env.DB.prepare("SELECT id FROM contact_messages").first<{ id: number }>())!;
    const foreign = await postForm("/admin", { id: String(id), handled: "1" }, { Cookie: cookie, Origin: "https://evil.example" });
    expect([400, 403]).toContain(foreign.status);
    expect((await env.DB.prepare("SELECT handled FROM contact_messages").first<{ handled: number }>())!.handled).toBe(0);
    const noOrigin = await SELF.fetch(`${ORIGIN}/admin`, {
      method: "POST",
      body: new URLSearchParams({ id: String(id), handled: "1" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    });
    expect(noOrigin.status).toBe(403);
    const res = await postForm("/admin", { id: String(id), handled: "1" }, { Cookie: cookie });
    expect(res.status).toBe(200);
    expect((await env.DB.prepare("SELECT handled FROM contact_messages").first<{ handled: number }>())!.handled).toBe(1);
  });

  it("exports subscribers as CSV, defusing spreadsheet formulas", async () => {
    const cookie = await signIn();
    await env.DB.prepare(
      "INSERT INTO newsletter_subscribers (email, source) VALUES ('=cmd@evil.example', 'home'), ('mary@example.org', 'blog')",
    ).run();
    const res = await SELF.fetch(`${ORIGIN}/admin/subscribers.csv`, { headers: { Cookie: cookie } });
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    const csv = await res.text();
    expect(csv.split("\r\n")[0]).toBe("email,source,signed_up");
    expect(csv).toContain("mary@example.org,blog,");
    expect(csv).toContain("'=cmd@evil.example");
  });
});

describe("IndexNow", () => {
  beforeEach(clearLocks);

  it("serves the key file", async () => {
    const res = await SELF.fetch(`${ORIGIN}/indexnow-key.txt`);
    expect(await res.text()).toBe("test-indexnow-key-0123");
  });

  it("asks a visitor who is not signed in to sign in", async () => {
    const res = await postForm("/admin/indexnow", { intent: "all", path: "/" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toContain("/admin/login");
  });

  it("submits the current page and all pages for an operator", async () => {
    const cookie = await signIn();
    const page = await postForm("/admin/indexnow", { intent: "page", path: "/sitemap" }, { Cookie: cookie });
    expect((await page.text()).replace(/<!-- -->/g, "")).toContain("✅ Page Submitted");
    const all = await postForm("/admin/indexnow", { intent: "all", path: "/" }, { Cookie: cookie });
    expect(await all.text()).toContain("✅ Submission Successful");
  }, 20_000);
});
