import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { inspectPdf } from "../support/pdf-inspect";
import { ORIGIN, postForm } from "./helpers";
import { HOTLINE } from "../support/hotline";

const GRANDPARENT = "for=me&contact=phone&story=family&paid=gift-card&shared=none&state=FL";

describe("/help-now: the answers travel in the address, nothing is kept", () => {
  it("starts with who it is for and the common cases as buttons, and is never cached", async () => {
    const res = await SELF.fetch(`${ORIGIN}/help-now`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("Who is this for?");
    expect(html).toContain("What is happening?");
    expect(html).toMatch(/<button(?=[^>]*type="submit")(?=[^>]*name="path")(?=[^>]*value="family")[^>]*>/);
    expect(html).toMatch(/<input(?=[^>]*type="radio")(?=[^>]*name="for")(?=[^>]*value="me")(?=[^>]*checked)[^>]*>/);
  });

  it("a quick path's question is one tap: each answer a button that goes to the plan", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/help-now?for=me&path=family`)).text();
    expect(html).toContain("Have you paid or sent anything yet?");
    expect(html).toMatch(/<form(?=[^>]*method="get")[^>]*action="\/help-now\/plan"/);
    expect(html).toMatch(/<button(?=[^>]*type="submit")(?=[^>]*name="paid")(?=[^>]*value="none")[^>]*>/);
    expect(html).toMatch(/<input type="hidden" name="story" value="family"\/?>/);
  });

  it("the six questions keep their addresses", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/help-now?step=1`)).text();
    expect(html).toContain("Step 1 of 6");
    expect(html).toContain("Who is this for?");
  });

  it("carries earlier answers as hidden fields and asks the next question", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/help-now?for=helper&contact=text&step=3`)).text();
    expect(html).toContain("Step 3 of 6");
    expect(html).toContain("What did the scammer say?");
    expect(html).toMatch(/<input type="hidden" name="for" value="helper"\/?>/);
    expect(html).toMatch(/<input type="hidden" name="contact" value="text"\/?>/);
  });

  it("brings back a question left empty, with a message, and never a 500", async () => {
    const res = await SELF.fetch(`${ORIGIN}/help-now?for=me&step=3`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Step 2 of 6");
    expect(html).toContain("Please choose one answer to go on.");
  });

  it("answers unknown values with a clear message", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/help-now?for=robot&step=2`)).text();
    expect(html).toContain("Step 1 of 6");
    expect(html).toContain("We did not understand the answer in the web address.");
  });
});

describe("/help-now/plan", () => {
  it("builds the plan at request time, not cached, with the steps in order", async () => {
    const res = await SELF.fetch(`${ORIGIN}/help-now/plan?${GRANDPARENT}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("This is a scam.");
    expect(html).toContain("Scammers are professionals. This is not your fault.");
    const order = ["Stop the money: do this now", "Who can help", "Report it", "Your report summary", "Watch out for a second scam"].map(
      (t) => html.indexOf(`>${t}</h2>`),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain("Tell the attorney general of Florida");
    expect(html).toContain(`href="${HOTLINE.href}"`);
    expect(html).toMatch(/Open now|Closed now|[Cc]losed today \(holiday/);
  });

  it("answers missing or unknown answers with 400, a message and a way back that keeps the rest", async () => {
    const res = await SELF.fetch(`${ORIGIN}/help-now/plan?for=me&contact=phone&story=dragon`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Some answers are missing");
    expect(html).toContain('href="/help-now?for=me&amp;contact=phone&amp;step=3"');
  });

  it("serves the plan as a large-print PDF, made per request and never cached", async () => {
    const res = await SELF.fetch(`${ORIGIN}/help-now/plan.pdf?${GRANDPARENT}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Disposition")).toContain("attachment");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const pdf = await inspectPdf(bytes);
    expect(pdf.marked).toBe(true);
    expect(pdf.fonts.every((f) => f.embedded === "FontFile2")).toBe(true);
    expect(pdf.links.map((l) => l.uri)).toContain(HOTLINE.href);
    expect(pdf.artifacts).toContain(`Page 1 of ${pdf.pages}`);
  });

  it("refuses a PDF of an incomplete plan with a plain 400", async () => {
    const res = await SELF.fetch(`${ORIGIN}/help-now/plan.pdf?for=me`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Some answers are missing");
  });
});

describe("/family-kit", () => {
  it("shows a new code word on each visit, never cached", async () => {
    const word = async () => {
      const res = await SELF.fetch(`${ORIGIN}/family-kit`);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      return /data-testid="code-word"[^>]*>([a-z]+ [a-z]+)</.exec(await res.text())?.[1];
    };
    const words = new Set([await word(), await word(), await word(), await word()]);
    expect([...words].every((w) => w && /^[a-z]+ [a-z]+$/.test(w))).toBe(true);
    expect(words.size).toBeGreaterThan(1);
  });

  it("sends the wallet card or fridge sheet straight back as a PDF, never cached", async () => {
    for (const format of ["card", "sheet"]) {
      const res = await postForm("/family-kit", { name1: "Ann", phone1: "555-123-4567", format });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("application/pdf");
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      expect(res.headers.get("Content-Disposition")).toContain(format === "card" ? "wallet_card" : "fridge_sheet");
    }
  });

  it("answers a bad number with 400, the message beside the field and what was typed", async () => {
    const res = await postForm("/family-kit", { name1: "Ann", phone1: "call me maybe", format: "card" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please enter the first number like 202-555-0123, or with an extension like 202-555-0123 ext 4.");
    expect(html).toContain('value="call me maybe"');
    expect(html).toContain('value="Ann"');
  });
});
