import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { callWorker, freshAddress, ORIGIN, postForm } from "./helpers";

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

  it("locks an address after five wrong passwords, even for the right one", async () => {
    const address = { "CF-Connecting-IP": freshAddress() };
    for (let i = 0; i < 5; i++) expect((await postForm("/admin/login", { password: `wrong-${i}` }, address)).status).toBe(401);
    const res = await postForm("/admin/login", { password: PASSWORD }, address);
    expect(res.status).toBe(429);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await res.text()).toContain("Please wait 15 minutes");
  });

  it("counts 40 wrong passwords sent at the same moment as 40: five are checked, the rest refused", async () => {
    const address = { "CF-Connecting-IP": freshAddress() };
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => postForm("/admin/login", { password: `guess-${i}` }, address)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    expect((await postForm("/admin/login", { password: PASSWORD }, address)).status).toBe(429);
  });

  it("counts every address of one IPv6 /64 together", async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let i = 1; i <= 5; i++) await postForm("/admin/login", { password: "wrong" }, { "CF-Connecting-IP": `${prefix}::${i}` });
    expect((await postForm("/admin/login", { password: PASSWORD }, { "CF-Connecting-IP": `${prefix}::99` })).status).toBe(429);
    expect((await postForm("/admin/login", { password: PASSWORD }, { "CF-Connecting-IP": `${prefix}0::1` })).status).toBe(302);
  });

  it("does not count a right password as a failure", async () => {
    const address = { "CF-Connecting-IP": freshAddress() };
    for (let i = 0; i < 4; i++) await postForm("/admin/login", { password: "wrong" }, address);
    for (let i = 0; i < 3; i++) expect((await postForm("/admin/login", { password: PASSWORD }, address)).status).toBe(302);
    expect((await postForm("/admin/login", { password: "wrong" }, address)).status).toBe(401);
    expect((await postForm("/admin/login", { password: PASSWORD }, address)).status).toBe(429);
  });

  it("does not put requests without an address in one bucket with everyone", async () => {
    for (let i = 0; i < 6; i++) await postForm("/admin/login", { password: "wrong" });
    expect((await postForm("/admin/login", { password: PASSWORD }, { "CF-Connecting-IP": freshAddress() })).status).toBe(302);
  });

  it("answers a redirect target with a line break by going to the dashboard, not with an error", async () => {
    const res = await postForm("/admin/login", { password: PASSWORD, redirectTo: "/admin\r\nSet-Cookie: evil=1" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin");
    const page = await SELF.fetch(`${ORIGIN}/admin/login?redirectTo=${encodeURIComponent("/admin\nX: y")}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="redirectTo" value="/admin"');
  });

  it("marks the session cookie Secure when the request came over HTTPS", async () => {
    const res = await SELF.fetch("https://localhost:8787/admin/login", {
      method: "POST",
      body: new URLSearchParams({ password: PASSWORD }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://localhost:8787" },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Set-Cookie")).toMatch(/; Secure/i);
    const plain = await postForm("/admin/login", { password: PASSWORD });
    expect(plain.headers.get("Set-Cookie")).not.toMatch(/; Secure/i);
  });

  it("on a site without operator secrets, sign-in is closed (403) and says why, for any password", async () => {
    for (const password of [PASSWORD, "a\u0000b", "<script>alert(1)</script>"]) {
      const request = new Request(`${ORIGIN}/admin/login`, {
        method: "POST",
        body: new URLSearchParams({ password }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
      });
      const res = await callWorker(request, { ADMIN_PASSWORD_HASH: undefined, SESSION_SECRET: undefined });
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("Sign-in is not set up yet.");
    }
  });

  it("refuses a sign-in posted from another site", async () => {
    const res = await postForm("/admin/login", { password: PASSWORD }, { Origin: "https://evil.example" });
    expect([400, 403]).toContain(res.status);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("signs out without a valid session as an ordinary redirect that clears the cookie", async () => {
    for (const cookie of [undefined, "__operator=not-a-signed-value", "__operator=abc.def"]) {
      const res = await postForm("/admin/logout", {}, cookie ? { Cookie: cookie } : {});
      expect(res.status).toBe(302);
      expect(res.headers.get("Set-Cookie")).toMatch(/__operator=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
    }
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

describe("the operator's pages are never cached", () => {
  it.each(["/admin", "/admin.data", "/admin/quiz-audio", "/admin/quiz-audio.data", "/admin/indexnow", "/admin/subscribers.csv"])(
    "%s answers private, no-store",
    async (path) => {
      const cookie = await signIn();
      const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    },
  );

  it("so does the sign-in page and an operator page's error", async () => {
    expect((await SELF.fetch(`${ORIGIN}/admin/login`)).headers.get("Cache-Control")).toBe("private, no-store");
    const cookie = await signIn();
    const res = await postForm("/admin", { id: "999999", handled: "1" }, { Cookie: cookie });
    expect(res.status).toBe(404);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
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

  it("counts subscribers in the database and lists the newest ten", async () => {
    const cookie = await signIn();
    const values = Array.from(
      { length: 12 },
      (_, i) => `('person${i}@example.org', 'home', '2026-11-${String(i + 1).padStart(2, "0")}T10:00:00.000Z')`,
    );
    await env.DB.prepare(`INSERT INTO newsletter_subscribers (email, source, created_at) VALUES ${values.join(",")}`).run();
    const html = await (await SELF.fetch(`${ORIGIN}/admin`, { headers: { Cookie: cookie } })).text();
    expect(html.replace(/<!-- -->/g, "")).toContain("Newsletter subscribers (12)");
    expect(html).toContain("person11@example.org");
    expect(html).not.toContain("person1@example.org");
    expect(html).not.toContain("person0@example.org");
  });

  it("lists the secrets still to set before going live", async () => {
    const cookie = await signIn();
    const without = await callWorker(new Request(`${ORIGIN}/admin`, { headers: { Cookie: cookie } }), { ADDRESS_HASH_SECRET: undefined });
    expect((await without.text()).replace(/<!-- -->/g, "")).toContain("These secrets are not set: ADDRESS_HASH_SECRET.");
    expect(await (await SELF.fetch(`${ORIGIN}/admin`, { headers: { Cookie: cookie } })).text()).not.toContain("These secrets are not set");
  });

  it("writes each message's address as a mailto: link that cannot add recipients or a subject", async () => {
    const cookie = await signIn();
    await env.DB.prepare(
      "INSERT INTO contact_messages (first_name, last_name, email, subject, message, dedupe_key) VALUES ('Ann','Lee','ann+x@example.org?cc=evil@example.com&subject=hi','report','Help please','k9')",
    ).run();
    const html = await (await SELF.fetch(`${ORIGIN}/admin`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain('href="mailto:ann%2Bx@example.org%3Fcc%3Devil@example.com%26subject%3Dhi"');
  });

  it("exports subscribers as CSV, defusing spreadsheet formulas", async () => {
    const cookie = await signIn();
    await env.DB.prepare(
      "INSERT INTO newsletter_subscribers (email, source) VALUES ('=cmd@evil.example', 'home'), ('mary@example.org', 'blog')",
    ).run();
    const res = await SELF.fetch(`${ORIGIN}/admin/subscribers.csv`, { headers: { Cookie: cookie } });
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    const csv = await res.text();
    expect(csv.split("\r\n")[0]).toBe("email,source,signed_up,status");
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
