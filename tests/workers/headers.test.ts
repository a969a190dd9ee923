import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, postForm } from "./helpers";

const PASSWORD = "correct horse battery staple";

/** The nonce the CSP allows, and the nonce of every executable script in the page. */
function nonces(response: Response, html: string) {
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  const allowed = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !attrs.includes("application/ld+json"));
  return { scriptSrc, allowed, scripts: scripts.map((attrs) => /nonce="([^"]*)"/.exec(attrs)?.[1] ?? null) };
}

let operator: string;
beforeAll(async () => {
  operator = (await postForm("/admin/login", { password: PASSWORD })).headers.get("Set-Cookie")!.split(";")[0]!;
});

describe("Content-Security-Policy: inline scripts run only with this answer's nonce", () => {
  it.each([
    ["a prerendered page", "/about", {}],
    ["a prerendered page with a text size", "/privacy", { Cookie: "text-size=large" }],
    ["a dynamic page", "/search?q=phone", {}],
    ["a page after a form post", "/tools/message-analyzer", {}],
    ["an operator page", "/admin", "operator"],
  ] as const)("%s (%s)", async (_, path, extra) => {
    const headers = extra === "operator" ? { Cookie: operator } : extra;
    // Twice: the second answer of a page the same for everyone comes from the Worker's page memory.
    for (let i = 0; i < 2; i++) {
      const response =
        path === "/tools/message-analyzer"
          ? await postForm(path, { message: "Your account is suspended. Act now." })
          : await SELF.fetch(`${ORIGIN}${path}`, { headers });
      const html = await response.text();
      expect(response.status).toBe(200);
      const { scriptSrc, allowed, scripts } = nonces(response, html);
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(allowed).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      expect(scripts.length).toBeGreaterThan(0);
      expect(new Set(scripts)).toEqual(new Set([allowed]));
    }
  });

  it.each(["/about", "/search?q=phone", "/"])(
    "gives every answer a new nonce, also for the same page kept by the Worker (%s)",
    async (path) => {
      const [a, b] = await Promise.all([SELF.fetch(`${ORIGIN}${path}`), SELF.fetch(`${ORIGIN}${path}`)]);
      const c = await SELF.fetch(`${ORIGIN}${path}`);
      const all = [nonces(a, await a.text()).allowed, nonces(b, await b.text()).allowed, nonces(c, await c.text()).allowed];
      expect(new Set(all).size).toBe(3);
    },
  );

  it("keeps the rest of the policy strict", async () => {
    const csp = (await SELF.fetch(`${ORIGIN}/`)).headers.get("Content-Security-Policy")!;
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
  });
});

describe("cache policies, by name", () => {
  it.each([
    ["/about", "no-cache"],
    // The same for everyone (kept by the Worker); private only when the alerts could not be read.
    ["/search?q=phone", "no-cache"],
    ["/blog/rss.xml", "public, max-age=3600"],
    ["/sitemap.xml", "public, max-age=3600"],
    ["/robots.txt", "public, max-age=3600"],
    ["/guides/phone-scams.pdf", "public, max-age=3600"],
  ])("%s: %s", async (path, policy) => {
    const response = await SELF.fetch(`${ORIGIN}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(policy);
  });

  it("HTML varies by the text-size cookie and carries no validators", async () => {
    const response = await SELF.fetch(`${ORIGIN}/about`);
    expect(response.headers.get("Vary")).toContain("Cookie");
    expect(response.headers.get("ETag")).toBeNull();
  });
});

describe("cookies are Secure when the page came over HTTPS", () => {
  it("the text-size cookie", async () => {
    const secure = await SELF.fetch("https://localhost:8787/text-size", {
      method: "POST",
      body: new URLSearchParams({ size: "large" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://localhost:8787" },
      redirect: "manual",
    });
    expect(secure.headers.get("Set-Cookie")).toMatch(/^text-size=large;.*; Secure$/);
    const plain = await postForm("/text-size", { size: "large" });
    expect(plain.headers.get("Set-Cookie")).not.toContain("Secure");
  });

  it("the quiz progress cookie", async () => {
    const fields = { quiz: "sms", answers: "0,0,0,0,0,0,0,0", advanced: "0", next: "1" };
    const secure = await SELF.fetch("https://localhost:8787/scam-quizzes", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://localhost:8787" },
    });
    expect(secure.headers.get("Set-Cookie")).toMatch(/^quiz-progress=.*; Secure$/);
  });
});
