import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ALERT_SENDING } from "~/features/alerts/alerts";
import { drain, FakeEmail, FakeQueue } from "./queue-driver";
import { HOTLINE } from "../support/hotline";

async function reset() {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM alert_sends"),
    env.DB.prepare("DELETE FROM newsletter_subscribers"),
    env.DB.prepare("DELETE FROM outbox"),
    env.DB.prepare("DELETE FROM alerts WHERE slug LIKE 'test-%'"),
  ]);
}

/** `count` confirmed subscribers reader1@example.org..., made by SQLite itself (fast enough for 100,000). */
async function confirmedSubscribers(count: number, from = 1) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT CAST(?1 AS INTEGER) UNION ALL SELECT i + 1 FROM n WHERE i < CAST(?2 AS INTEGER))
     INSERT INTO newsletter_subscribers (email, source, token, confirmed_at)
     SELECT 'reader' || i || '@example.org', 'test', printf('%032x', i), '2026-11-01T00:00:00.000Z' FROM n`,
  )
    .bind(from, from + count - 1)
    .run();
}

async function publishedAlert(slug = "test-alert"): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO alerts (slug, title, summary, body, what_to_do, scam_type, severity, status, published_at, sent_at)
     VALUES (?, 'Fake toll texts', 'A text says you owe a toll.', 'Do not tap the link.', 'Delete the text.', 'text-scams', 'warning', 'published', '2026-11-20T10:00:00.000Z', '2026-11-20T10:00:00.000Z')
     RETURNING id`,
  )
    .bind(slug)
    .first<{ id: number }>();
  return row!.id;
}

async function sendCounts(alertId: number) {
  const { results } = await env.DB.prepare("SELECT status, COUNT(*) AS n FROM alert_sends WHERE alert_id = ? GROUP BY status")
    .bind(alertId)
    .all<{ status: string; n: number }>();
  return Object.fromEntries(results.map((r) => [r.status, r.n]));
}

function perAddress(email: FakeEmail): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of email.accepted) counts.set(e.to, (counts.get(e.to) ?? 0) + 1);
  return counts;
}

const { deliverBatch: DELIVER_BATCH, fanoutPage: FANOUT_PAGE, maxAttempts: MAX_ATTEMPTS } = ALERT_SENDING;

describe("alert fan-out through the queue", () => {
  beforeEach(reset);

  it("sends one email to each confirmed subscriber, none to pending or unsubscribed ones, with one-click headers", async () => {
    await confirmedSubscribers(120);
    await env.DB.batch([
      env.DB.prepare("UPDATE newsletter_subscribers SET unsubscribed_at = '2026-11-21T00:00:00.000Z' WHERE email = 'reader7@example.org'"),
      env.DB.prepare(
        "UPDATE newsletter_subscribers SET confirmed_at = NULL, confirm_expires_at = '2026-12-30T00:00:00.000Z' WHERE email = 'reader8@example.org'",
      ),
    ]);
    const alertId = await publishedAlert();
    const queue = new FakeQueue();
    await queue.send({ kind: "fanout", alertId, afterId: 0 });
    const email = new FakeEmail();
    await drain(queue, email);

    const counts = perAddress(email);
    expect(counts.size).toBe(118);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.has("reader7@example.org")).toBe(false);
    expect(counts.has("reader8@example.org")).toBe(false);
    expect(await sendCounts(alertId)).toEqual({ sent: 118 });

    const one = email.accepted.find((e) => e.to === "reader1@example.org")!;
    expect(one.subject).toBe("Scam alert: Fake toll texts");
    expect(one.from).toBe(env.EMAIL_FROM);
    const unsubscribe = `https://scamshield.example/alerts/unsubscribe?t=${"1".padStart(32, "0")}`;
    expect(one.headers["List-Unsubscribe"]).toBe(`<${unsubscribe}>`);
    expect(one.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(one.text).toContain(unsubscribe);
    expect(one.html).toContain(unsubscribe.replace(/&/g, "&amp;"));
    expect(one.text).toContain(HOTLINE.text);
    expect(one.text).toContain("1. Delete the text.");
    // No tracking: no remote images, no pixels, no script.
    expect(one.html).not.toMatch(/<img|<script|url\(/i);
    expect(one.html).toMatch(/font-size:20px/);
  });

  it("retries a refused email with backoff and sends it once the service accepts it", async () => {
    await confirmedSubscribers(60);
    const alertId = await publishedAlert();
    const queue = new FakeQueue();
    await queue.send({ kind: "fanout", alertId, afterId: 0 });
    let refusals = 0;
    const email = new FakeEmail({ refuse: (e) => e.to === "reader3@example.org" && refusals++ < 2 });
    await drain(queue, email);
    const counts = perAddress(email);
    expect(counts.size).toBe(60);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(refusals).toBe(3);
    expect(await sendCounts(alertId)).toEqual({ sent: 60 });
  });

  it(`marks an email failed after ${MAX_ATTEMPTS} tries, and sends the rest of its batch once`, async () => {
    await confirmedSubscribers(DELIVER_BATCH);
    const alertId = await publishedAlert();
    const queue = new FakeQueue();
    await queue.send({ kind: "fanout", alertId, afterId: 0 });
    const email = new FakeEmail({ refuse: (e) => e.to === "reader5@example.org" });
    const logged = vi.spyOn(console, "error");
    const report = await drain(queue, email);
    const lines = logged.mock.calls.map((args) => args.join(" "));
    logged.mockRestore();
    expect(lines.some((l) => l.includes("alert email (1 of 1 in a job) failed: the email service refused <[address]>"))).toBe(true);
    expect(lines.some((l) => l.includes("@"))).toBe(false);
    expect(email.calls).toBe(DELIVER_BATCH - 1 + MAX_ATTEMPTS);
    expect(perAddress(email).size).toBe(DELIVER_BATCH - 1);
    expect(await sendCounts(alertId)).toEqual({ sent: DELIVER_BATCH - 1, failed: 1 });
    expect(report.deadLettered).toEqual([]);
  });

  it("never sends twice when the same deliver job arrives twice, or a fanout page is repeated", async () => {
    await confirmedSubscribers(30);
    const alertId = await publishedAlert();
    const queue = new FakeQueue();
    await queue.send({ kind: "fanout", alertId, afterId: 0 });
    await queue.send({ kind: "fanout", alertId, afterId: 0 });
    const email = new FakeEmail();
    await drain(queue, email);
    const again = { kind: "deliver", alertId, subscriberIds: [1, 2, 3] };
    await queue.send(again);
    await drain(queue, email);
    expect(email.accepted).toHaveLength(30);
    expect(await sendCounts(alertId)).toEqual({ sent: 30 });
  });

  it("skips a person who left after the alert was queued", async () => {
    await confirmedSubscribers(10);
    const alertId = await publishedAlert();
    // As the fanout left it: ten rows queued. Then one person leaves before the deliver job runs.
    await env.DB.prepare("INSERT INTO alert_sends (alert_id, subscriber_id) SELECT ?, id FROM newsletter_subscribers").bind(alertId).run();
    await env.DB.prepare(
      "UPDATE newsletter_subscribers SET unsubscribed_at = '2026-11-21T00:00:00.000Z' WHERE email = 'reader4@example.org'",
    ).run();
    const { results } = await env.DB.prepare("SELECT id FROM newsletter_subscribers ORDER BY id").all<{ id: number }>();
    const queue = new FakeQueue();
    await queue.send({ kind: "deliver", alertId, subscriberIds: results.map((r) => r.id) });
    const email = new FakeEmail();
    await drain(queue, email);
    expect(email.accepted).toHaveLength(9);
    expect(perAddress(email).has("reader4@example.org")).toBe(false);
    expect(await sendCounts(alertId)).toEqual({ sent: 9, skipped: 1 });
  });

  it("drops a message of unknown shape without failing the batch", async () => {
    const queue = new FakeQueue();
    await queue.send({ kind: "deliver", alertId: 1, subscriberIds: "all" });
    await queue.send({ kind: "send-everyone" });
    const email = new FakeEmail();
    const report = await drain(queue, email);
    expect(report.batches).toBe(1);
    expect(email.calls).toBe(0);
  });

  it("fans out to 100,000 subscribers in exact batches, each emailed once, and resumes after a crash half-way without a duplicate", {
    timeout: 240_000,
  }, async () => {
    const total = 100_000;
    await confirmedSubscribers(total);
    const alertId = await publishedAlert();
    const queue = new FakeQueue();
    await queue.send({ kind: "fanout", alertId, afterId: 0 });
    const email = new FakeEmail({ crashAfter: total / 2 + 17 });
    const report = await drain(queue, email);

    const jobs = queue.enqueued as { kind: string; subscriberIds?: number[] }[];
    const deliver = jobs.filter((j) => j.kind === "deliver");
    expect(deliver).toHaveLength(total / DELIVER_BATCH);
    expect(deliver.every((j) => j.subscriberIds!.length === DELIVER_BATCH)).toBe(true);
    // One fanout per page of 1,000, and the last one finds the list ends.
    expect(jobs.filter((j) => j.kind === "fanout")).toHaveLength(total / FANOUT_PAGE + 1);
    expect(report.crashes).toBe(1);
    expect(report.batches).toBeGreaterThanOrEqual(Math.ceil(jobs.length / 10));

    expect(email.accepted).toHaveLength(total);
    const counts = perAddress(email);
    expect(counts.size).toBe(total);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(await sendCounts(alertId)).toEqual({ sent: total });
  });
});
