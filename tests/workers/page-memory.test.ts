import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
// The built Worker itself, for calls with a failing binding (SELF always has the real ones).
import { callWorker as call, ORIGIN } from "./helpers";

/** A page's markup with its nonces blanked, to compare two answers of the same page. */
const withoutNonces = (html: string) => html.replaceAll(/nonce="[^"]+"/g, 'nonce=""');

/** D1 whose every statement fails, as a database that is down. */
const downDb = new Proxy(env.DB, {
  get: (target, prop) =>
    prop === "prepare"
      ? () => {
          throw new Error("D1 is down (test)");
        }
      : Reflect.get(target, prop),
});

describe("pages the same for everyone, kept by the Worker (app/server/page-memory.server.ts)", () => {
  it.each(["/scam-types/phone-scams", "/search?q=gift+card", "/alerts"])(
    "answers %s the same way the second time, with the reader's text size",
    async (path) => {
      const first = await SELF.fetch(`${ORIGIN}${path}`);
      const firstHtml = await first.text();
      const second = await SELF.fetch(`${ORIGIN}${path}`);
      expect(second.status).toBe(200);
      expect(withoutNonces(await second.text())).toBe(withoutNonces(firstHtml));
      for (const name of ["Content-Type", "Cache-Control", "Vary", "X-Content-Type-Options"]) {
        expect(second.headers.get(name), name).toBe(first.headers.get(name));
      }
      expect(second.headers.get("Vary")).toContain("Cookie");
      expect(second.headers.get("Cache-Control")).toBe("no-cache");

      const larger = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: "quiz-progress=x; text-size=larger" } });
      const largerHtml = await larger.text();
      expect(largerHtml).toMatch(/^<!DOCTYPE html><html data-text-size="larger" lang="en"/);
      // The reader's size button is the pressed one, without JavaScript too.
      expect(largerHtml).toContain('value="larger" aria-pressed="true"');
      expect(largerHtml).toContain('value="normal" aria-pressed="false"');
      // Every text-size control on the page (the phone menu's and the footer's) is marked.
      const unmarked = largerHtml
        .replace(' data-text-size="larger"', "")
        .replaceAll('value="larger" aria-pressed="true"', 'value="larger" aria-pressed="false"')
        .replaceAll('value="normal" aria-pressed="false"', 'value="normal" aria-pressed="true"');
      expect(withoutNonces(unmarked)).toBe(withoutNonces(firstHtml));

      const head = await SELF.fetch(`${ORIGIN}${path}`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("Content-Type")).toContain("text/html");
      expect(await head.text()).toBe("");
    },
  );

  it("never keeps a search answered without the alerts (D1 down), and never serves it later", async () => {
    const path = "/search?q=road+tolls";
    const degraded = await call(path, { DB: downDb });
    expect(degraded.status).toBe(200);
    expect(degraded.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(await degraded.text()).not.toContain("/alerts/texts-about-unpaid-tolls");
    const healthy = await call(path);
    expect(healthy.headers.get("Cache-Control")).toBe("no-cache");
    expect(await healthy.text()).toContain("/alerts/texts-about-unpaid-tolls");
  });

  it("renders afresh for a signed-in operator: no kept page, no edge cache", async () => {
    await SELF.fetch(`${ORIGIN}/alerts`);
    expect((await SELF.fetch(`${ORIGIN}/alerts`)).headers.get("X-Edge-Cache")).toBe("HIT");
    const signedIn = await SELF.fetch(`${ORIGIN}/alerts`, { headers: { Cookie: "text-size=large; __operator=anything" } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("X-Edge-Cache")).toBeNull();
    expect(await signedIn.text()).toContain('data-text-size="large"');
  });
});
