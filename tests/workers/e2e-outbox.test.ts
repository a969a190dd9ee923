import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callWorker, ORIGIN } from "./helpers";

/*
 * The browser tests read the outbox at /__e2e/outbox (playwright.config.ts sets E2E_OUTBOX=on for
 * their server). Anywhere else the address is a page like any unknown one: a 404.
 */
const to = "outbox-reader@example.org";
const path = `/__e2e/outbox?to=${encodeURIComponent(to)}`;

async function keptEmail() {
  await env.DB.prepare("DELETE FROM outbox WHERE to_address = ?").bind(to).run();
  await env.DB.prepare("INSERT INTO outbox (to_address, subject, text, html, headers) VALUES (?, 'Hello', 'Plain text', '<p>Hi</p>', '{}')")
    .bind(to)
    .run();
}

describe("the browser tests' outbox", () => {
  it("answers 404 without E2E_OUTBOX, as the site does everywhere but in the browser tests", async () => {
    await keptEmail();
    const res = await SELF.fetch(`${ORIGIN}${path}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Plain text");
  });

  it("answers 404 with E2E_OUTBOX set on a site that is not on this machine", async () => {
    await keptEmail();
    const res = await callWorker(path, { E2E_OUTBOX: "on", SITE_URL: "https://scamshield.example" });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Plain text");
  });

  it("lists one address's emails, subject and text, with E2E_OUTBOX=on on this machine", async () => {
    await keptEmail();
    const res = await callWorker(path, { E2E_OUTBOX: "on" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual([{ subject: "Hello", text: "Plain text" }]);
    const other = await callWorker("/__e2e/outbox?to=nobody%40example.org", { E2E_OUTBOX: "on" });
    expect(await other.json()).toEqual([]);
  });
});
