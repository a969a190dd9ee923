import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN, postForm } from "./helpers";
import { HOTLINE } from "../support/hotline";

describe("pages from the Worker", () => {
  it("answers an unknown path with 404 and the not-found screen", async () => {
    const res = await SELF.fetch(`${ORIGIN}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("Return to Safety");
  });

  it("sends the security headers on rendered pages", async () => {
    const res = await SELF.fetch(`${ORIGIN}/search?q=quiz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });

  it("renders search results on the server", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/search?q=quiz`)).text();
    expect(html).toContain('href="/tools/quiz"');
  });

  it("searches every page's words from the index built into the Worker: synonyms, plurals and typos", async () => {
    const firstResults = async (q: string) => {
      const html = await (await SELF.fetch(`${ORIGIN}/search?q=${encodeURIComponent(q)}`)).text();
      const list = html.split('data-testid="search-results"')[1] ?? "";
      return [...list.matchAll(/<li[^>]*><a[^>]*href="([^"]+)"/g)].map((m) => m[1]).slice(0, 3);
    };
    expect(await firstResults("grandson jail bail")).toContain("/scam-types/grandparent-scams");
    expect(await firstResults("someone remote into my computer")).toContain("/scam-types/tech-support");
    expect(await firstResults("pasword")).toContain("/protect-yourself/secure-devices");
    const empty = await (await SELF.fetch(`${ORIGIN}/search?q=qwertyuiop`)).text();
    expect(empty).toContain('href="/help-now"');
    expect(empty).toContain('href="/check"');
    expect(empty).toContain(`href="${HOTLINE.href}"`);
  });

  it("filters the scam database with the same matching", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/scam-database?q=${encodeURIComponent("grandson in jail")}`)).text();
    expect(html).toContain("Found 1 scam(s) matching &quot;grandson in jail&quot;");
  });

  it("renders the text size chosen in the cookie", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/search?q=quiz`, { headers: { Cookie: "text-size=larger" } })).text();
    expect(html).toMatch(/<html[^>]*data-text-size="larger"/);
  });

  it("marks the reader's size button as pressed in both text-size controls (top bar and footer)", async () => {
    const pressed = (html: string) =>
      [...html.matchAll(/value="(normal|large|larger)" aria-pressed="(true|false)"/g)].map((m) => `${m[1]}=${m[2]}`);
    const large = ["normal=false", "large=true", "larger=false"];
    // /help-now is never kept: the Worker's HTMLRewriter marks it as it streams. /about is a
    // prerendered page, answered the second time from the Worker's memory (markTextSize).
    for (const path of ["/help-now", "/about", "/about"]) {
      const html = await (await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: "text-size=large" } })).text();
      expect(pressed(html), path).toEqual([...large, ...large]);
    }
    const plain = await (await SELF.fetch(`${ORIGIN}/help-now`)).text();
    expect(plain).toContain('value="normal" aria-pressed="true"');
  });

  it("sets the text-size cookie and goes back to the same page", async () => {
    const res = await postForm("/text-size", { size: "large" }, { Referer: `${ORIGIN}/privacy` });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/privacy");
    expect(res.headers.get("Set-Cookie")).toContain("text-size=large");
  });

  it("never sends a reader to another site after changing text size", async () => {
    const res = await postForm("/text-size", { size: "large" }, { Referer: "https://evil.example/x" });
    expect(res.headers.get("Location")).toBe("/");
  });

  it("checks a link without JavaScript", async () => {
    const res = await postForm("/tools/link-checker", { link: "http://bit.ly/abc" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("WARNING: This link looks suspicious");
  });

  it("asks for a link when the link checker gets none", async () => {
    const res = await postForm("/tools/link-checker", { link: "  " });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please paste a link to check.");
  });

  it("analyzes a message without JavaScript", async () => {
    const res = await postForm("/tools/message-analyzer", { message: "URGENT: your account is suspended. Send payment now." });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("High Risk");
  });
});

describe("routing failures", () => {
  it("shows 'Unexpected Application Error!' with the status when a page cannot take the request", async () => {
    const res = await postForm("/search", { q: "x" });
    expect(res.status).toBe(405);
    const html = await res.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("405 Method Not Allowed");
  });

  it("survives a malformed text-size cookie", async () => {
    const res = await SELF.fetch(`${ORIGIN}/search?q=quiz`, { headers: { Cookie: "text-size=%E0%A4%A" } });
    expect(res.status).toBe(200);
  });
});
