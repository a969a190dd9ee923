import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { freshAddress, postForm } from "./helpers";
import { HOTLINE } from "../support/hotline";

const VALID = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.org",
  phone: "555-123-4567",
  subject: "report",
  message: "A caller said my grandson was in jail.",
};

async function messages() {
  const { results } = await env.DB.prepare("SELECT first_name, email, subject, message FROM contact_messages ORDER BY id").all();
  return results;
}

describe("POST /contact", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM contact_messages").run();
    const keys = await env.SESSIONS.list({ prefix: "rl:" });
    await Promise.all(keys.keys.map((k) => env.SESSIONS.delete(k.name)));
  });

  it("stores a valid message and confirms the 24-hour reply", async () => {
    const res = await postForm("/contact", VALID);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Thank you, Ann. We received your message and will reply by email within 24 hours.");
    expect(await messages()).toEqual([{ first_name: "Ann", email: "ann@example.org", subject: "report", message: VALID.message }]);
  });

  it("answers a message about a scam happening now with whom to call, not a wait of 24 hours", async () => {
    const res = await postForm("/contact", { ...VALID, subject: "current" });
    expect(res.status).toBe(200);
    const html = await res.text();
    const start = html.indexOf('id="contact-answer"');
    const answer = html.slice(start, html.indexOf("</section>", start));
    expect(answer).toContain("Thank you, Ann. We received your message and will answer by email.");
    expect(answer).not.toContain("24 hours");
    expect(answer).toContain(`href="${HOTLINE.href}"`);
    expect(answer).toContain('href="tel:+18779083360"');
    expect(answer).toContain("Monday to Friday, 8 a.m. to 8 p.m. Eastern Time");
    expect(answer).toContain('href="/help-now"');
  });

  it("refuses missing fields with a message next to each and stores nothing", async () => {
    const res = await postForm("/contact", { ...VALID, firstName: "", email: "", message: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please enter your first name.");
    expect(html).toContain("Please enter your email address, so we can reply.");
    expect(html).toContain("Please tell us a little more");
    expect(html).toContain('value="Lee"');
    expect(await messages()).toEqual([]);
  });

  it("refuses a message that is too long, keeping the other fields", async () => {
    const res = await postForm("/contact", { ...VALID, message: "x".repeat(4001) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please shorten your message to 4000 characters or fewer");
    expect(await messages()).toEqual([]);
  });

  it("refuses an oversized body without reading it whole", async () => {
    const res = await postForm("/contact", { ...VALID, message: "x".repeat(20_000) });
    expect(res.status).toBe(413);
    expect(await messages()).toEqual([]);
  });

  it("answers a filled honeypot as sent but stores nothing", async () => {
    const res = await postForm("/contact", { ...VALID, website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await messages()).toEqual([]);
  });

  it("stores a double submit once", async () => {
    expect((await postForm("/contact", VALID)).status).toBe(200);
    expect((await postForm("/contact", VALID)).status).toBe(200);
    expect(await messages()).toHaveLength(1);
  });

  it("slows down a flood of messages from one address, keeping what was typed", async () => {
    const address = { "CF-Connecting-IP": freshAddress() };
    for (let i = 0; i < 5; i++)
      expect((await postForm("/contact", { ...VALID, message: `Message number ${i} about a scam` }, address)).status).toBe(200);
    const res = await postForm("/contact", { ...VALID, message: "One message too many today" }, address);
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(html).toContain("Please wait 10 minutes");
    // Someone in a scam right now is not left waiting: the hotline, as a tap-to-call link.
    const summary = html.slice(html.indexOf('data-testid="error-summary"'));
    const [href, number] = [HOTLINE.href, HOTLINE.text].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    expect(summary).toMatch(
      new RegExp(`If a scam is happening right now, call the National Elder Fraud Hotline: <a href="${href}"[^>]*>${number}</a>`),
    );
    expect(html).toContain("One message too many today");
    expect(await messages()).toHaveLength(5);
  });

  it("counts a flood sent at the same moment: no more than five get through", async () => {
    const address = { "CF-Connecting-IP": freshAddress() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postForm("/contact", { ...VALID, message: `Parallel message ${i} about a scam` }, address)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(15);
    expect(await messages()).toHaveLength(5);
  });

  it("shows the errors in a summary that links to each field, with the schema's rules on the inputs", async () => {
    const html = await (await postForm("/contact", { ...VALID, firstName: "", email: "nope" })).text();
    expect(html).toContain('data-testid="error-summary"');
    expect(html).toContain('href="#contact-firstName"');
    expect(html).toContain('href="#contact-email"');
    expect(/<input[^>]*id="contact-email"[^>]*>/.exec(html)?.[0]).toContain('aria-describedby="contact-email-error"');
    const firstName = /<input[^>]*id="contact-firstName"[^>]*>/.exec(html)?.[0] ?? "";
    expect(firstName).toContain('maxLength="60"');
    expect(firstName).toContain('required=""');
    expect(firstName).toContain('aria-invalid="true"');
    expect(/<input[^>]*id="contact-email"[^>]*>/.exec(html)?.[0]).toContain('type="email"');
    expect(/<textarea[^>]*id="contact-message"[^>]*>/.exec(html)?.[0]).toContain('minLength="10"');
  });
});
