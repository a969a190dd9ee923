import { SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ORIGIN, postForm } from "./helpers";

const GRANDMA = "Grandma its me, I am in jail. Please dont tell mom. I need $2000 in Target gift cards today for bail";

describe("/check without JavaScript: the server answers and keeps nothing", () => {
  afterEach(() => vi.restoreAllMocks());

  it("serves the empty page with its one box", async () => {
    const res = await SELF.fetch(`${ORIGIN}/check`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Paste a link, a text message or email, or a phone number");
    // The form posts back to /check and, without JavaScript, lands on its answer (docs/decisions/0022-answers-in-view-and-focus.md).
    expect(html).toContain('action="/check#check-answer"');
  });

  it("answers a message with every sign, marks the words, and is never cached or logged", async () => {
    const logged = [vi.spyOn(console, "log"), vi.spyOn(console, "error"), vi.spyOn(console, "warn"), vi.spyOn(console, "info")];
    const res = await postForm("/check", { text: GRANDMA, kind: "auto" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("Warning: signs of a scam");
    expect(html).toContain("It asks for gift cards");
    expect(html).toMatch(/<mark[^>]*>Please dont tell mom<\/mark>/);
    expect(html).toContain('href="/help-now"');
    // In place, not streamed hidden for a script to reveal (app/entry.server.tsx): read without JavaScript.
    expect(html).not.toMatch(/<div hidden id="S:\d+"><section[^>]*data-testid="check-result"/);
    expect(html).toMatch(/<section[^>]*data-testid="check-result"/);
    for (const spy of logged) for (const call of spy.mock.calls) expect(JSON.stringify(call)).not.toContain("jail");
  });

  it("answers a link, a number and the kind the reader chose", async () => {
    const link = await (await postForm("/check", { text: "https://www.usps.com.track-parcel.xyz/" })).text();
    expect(link).toContain("Warning: signs of a scam");
    expect(link).toContain("the website is really track-parcel.xyz");
    const official = await (await postForm("/check", { text: "1-800-772-1213" })).text();
    expect(official).toContain("This is the real number of the Social Security Administration");
    expect(official).toContain("caller ID can be faked");
    const asMessage = await (await postForm("/check", { text: "876-397-1234", kind: "message" })).text();
    expect(asMessage).toContain("The message you pasted");
  });

  it("explains an empty box or an unknown kind with a 400, keeping what was typed", async () => {
    const empty = await postForm("/check", { text: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Please paste a link, a message or a phone number to check.");
    const unknown = await postForm("/check", { text: "hello there", kind: "fax" });
    expect(unknown.status).toBe(400);
    const html = await unknown.text();
    expect(html).toContain("Please choose what you pasted.");
    expect(html).toContain("hello there");
  });

  it("refuses more than 5,000 characters with a plain message", async () => {
    const res = await postForm("/check", { text: "a".repeat(5001) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please paste no more than 5,000 characters.");
  });

  it("home tools answer with the raised level without JavaScript, never cached", async () => {
    const link = await postForm("/tools/link-checker", { link: "https://paypa1.com/login" });
    expect(link.headers.get("Cache-Control")).toBe("private, no-store");
    const linkHtml = await link.text();
    expect(linkHtml).toContain("WARNING: This link looks suspicious");
    expect(linkHtml).toContain("It looks like PayPal");
    expect(linkHtml).toContain("Check it in more detail");
    const message = await (await postForm("/tools/message-analyzer", { message: "pay with bitcoin" })).text();
    expect(message).toContain("High Risk");
    expect(message).toContain("It asks for money by wire, cryptocurrency");
  });
});

describe("/check/how-well-it-works: the checker's figures, made when the site is built", () => {
  it("shows each kind's scams caught and false alarms, adding up to the whole, and what no checker can do", async () => {
    const res = await SELF.fetch(`${ORIGIN}/check/how-well-it-works`);
    expect(res.status).toBe(200);
    const text = (await res.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    const items = Number(text.match(/on (\d+) real examples/)?.[1]);
    const row = (label: string) => {
      const found = text.match(new RegExp(`${label} (\\d+) of (\\d+) \\((\\d+)%\\) (\\d+) of (\\d+) \\((\\d+)%\\)`));
      expect(found, label).not.toBeNull();
      const [caught, scams, caughtPct, alarms, legit, alarmPct] = found!.slice(1).map(Number) as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      expect(caughtPct).toBe(Math.round((100 * caught) / scams));
      expect(alarmPct).toBe(Math.round((100 * alarms) / legit));
      return { caught, scams, alarms, legit };
    };
    const kinds = ["Links", "Messages", "Phone numbers"].map(row);
    const all = row("All");
    expect(all.scams).toBe(kinds.reduce((sum, kind) => sum + kind.scams, 0));
    expect(all.caught).toBe(kinds.reduce((sum, kind) => sum + kind.caught, 0));
    expect(all.legit).toBe(kinds.reduce((sum, kind) => sum + kind.legit, 0));
    expect(items).toBeGreaterThanOrEqual(all.scams + all.legit);
    expect(items).toBeGreaterThanOrEqual(300);
    expect(text).toContain("What no checker can do");
    expect(text).toContain("Caller ID can be faked");
  });

  it("is linked from every page's footer and listed in the sitemap", async () => {
    const home = await (await SELF.fetch(`${ORIGIN}/about`)).text();
    expect(home).toMatch(/<a[^>]*href="\/check\/how-well-it-works"[^>]*>Checker Results<\/a>/);
    const sitemap = await (await SELF.fetch(`${ORIGIN}/sitemap.xml`)).text();
    expect(sitemap).toContain("/check/how-well-it-works</loc>");
  });
});
