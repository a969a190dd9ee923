import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CONFIRM_SUBJECT } from "~/features/alerts/emails";
import { NEWSLETTER_ERRORS, NEWSLETTER_TEXT, senderOf } from "~/features/forms/newsletter";
import { freshAddress, postForm } from "./helpers";

async function subscribers() {
  const { results } = await env.DB.prepare("SELECT email, source FROM newsletter_subscribers ORDER BY email").all();
  return results;
}

describe("POST /newsletter", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM newsletter_subscribers").run();
  });

  it("stores a valid address and shows the success card", async () => {
    const res = await postForm("/newsletter", { email: "  Mary@Example.org ", source: "home" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(NEWSLETTER_TEXT.successTitle);
    expect(await subscribers()).toEqual([{ email: "mary@example.org", source: "home" }]);
  });

  it("says where the email went, who sends it and its subject, and the answer is never kept", async () => {
    const res = await postForm("/newsletter", { email: "  Ann@Example.org ", source: "alerts" }, { "CF-Connecting-IP": freshAddress() });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const text = (await res.text()).replace(/<!-- -->/g, "");
    expect(text).toContain(`${NEWSLETTER_TEXT.successText}</p>`);
    expect(text).toContain(`${NEWSLETTER_TEXT.sentTo} <strong>ann@example.org</strong>.`);
    const { name, address } = senderOf(env.EMAIL_FROM);
    expect(name).toBeTruthy();
    expect(text).toContain(
      `${NEWSLETTER_TEXT.lookFor} <strong>${name}</strong> (${address}) ${NEWSLETTER_TEXT.withSubject} <strong>“${CONFIRM_SUBJECT}”</strong>.`,
    );
    expect(text).toContain(NEWSLETTER_TEXT.arrival);
    // The subject is the confirmation email's own (the local queue writes it within seconds).
    const sentSubject = async () =>
      (await env.DB.prepare("SELECT subject FROM outbox WHERE to_address = ?").bind("ann@example.org").first<{ subject: string }>())
        ?.subject;
    await vi.waitFor(async () => expect(await sentSubject()).toBe(CONFIRM_SUBJECT), { timeout: 20_000, interval: 100 });
  });

  it("refuses a blank address with a message and stores nothing", async () => {
    const res = await postForm("/newsletter", { email: "   " });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(NEWSLETTER_ERRORS.blank);
    expect(await subscribers()).toEqual([]);
  });

  it("refuses a malformed address with a message and stores nothing", async () => {
    const res = await postForm("/newsletter", { email: "mary at example" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please enter a full email address, like name@example.com.");
    expect(await subscribers()).toEqual([]);
  });

  it("treats a second sign-up with the same address as a success, keeping one row", async () => {
    expect((await postForm("/newsletter", { email: "sam@example.org" })).status).toBe(200);
    const again = await postForm("/newsletter", { email: "SAM@example.org" });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(NEWSLETTER_TEXT.successTitle);
    expect(await subscribers()).toHaveLength(1);
  });

  it("refuses an oversized body with 413 and stores nothing", async () => {
    const res = await postForm("/newsletter", { email: "big@example.org", filler: "x".repeat(10_000) });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("too long");
    expect(await subscribers()).toEqual([]);
  });

  it("answers a filled honeypot as success without storing", async () => {
    const res = await postForm("/newsletter", { email: "bot@example.org", website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await subscribers()).toEqual([]);
  });

  it("holds its rate limit under parallel sign-ups from one address, keeping the typed address", async () => {
    const address = { "CF-Connecting-IP": freshAddress() };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => postForm("/newsletter", { email: `reader${i}@example.org` }, address)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(7);
    expect(await refused[0]!.text()).toMatch(/value="reader\d+@example.org"/);
    expect(await subscribers()).toHaveLength(5);
  });
});
