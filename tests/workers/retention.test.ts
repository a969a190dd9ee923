import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import worker from "@built-worker";
import { beforeEach, describe, expect, it } from "vitest";

const NOW = new Date("2026-11-23T03:17:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const daysAhead = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

async function runDailyJob() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: NOW.getTime(), cron: "17 3 * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const column = async (sql: string) => (await env.DB.prepare(sql).all<{ v: string }>()).results.map((r) => r.v);

describe("the daily clean-up (Cron Trigger) deletes what is past its time, as /privacy says", () => {
  beforeEach(async () => {
    await env.DB.batch([
      env.DB.prepare("DELETE FROM contact_messages"),
      env.DB.prepare("DELETE FROM events"),
      env.DB.prepare("DELETE FROM newsletter_subscribers"),
    ]);
  });

  it("contact messages after 90 days", async () => {
    const insert =
      "INSERT INTO contact_messages (first_name, last_name, email, subject, message, dedupe_key, created_at) VALUES ('A','B','a@b.co','report','Old enough message', ?, ?)";
    await env.DB.batch([
      env.DB.prepare(insert).bind("old", daysAgo(91)),
      env.DB.prepare(insert).bind("edge", daysAgo(89)),
      env.DB.prepare(insert).bind("new", daysAgo(1)),
    ]);
    await runDailyJob();
    expect(await column("SELECT dedupe_key AS v FROM contact_messages ORDER BY v")).toEqual(["edge", "new"]);
  });

  it("usage counts after 90 days", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO events (name, created_at) VALUES ('old', ?)").bind(daysAgo(120)),
      env.DB.prepare("INSERT INTO events (name, created_at) VALUES ('recent', ?)").bind(daysAgo(30)),
    ]);
    await runDailyJob();
    expect(await column("SELECT name AS v FROM events")).toEqual(["recent"]);
  });

  it("sign-ups whose confirmation time ran out, and no others", async () => {
    const insert = "INSERT INTO newsletter_subscribers (email, confirmed_at, confirm_expires_at) VALUES (?, ?, ?)";
    await env.DB.batch([
      env.DB.prepare(insert).bind("expired@example.org", null, daysAgo(1)),
      env.DB.prepare(insert).bind("waiting@example.org", null, daysAhead(3)),
      env.DB.prepare(insert).bind("confirmed@example.org", daysAgo(20), daysAgo(13)),
      env.DB.prepare(insert).bind("from-before@example.org", null, null),
    ]);
    await runDailyJob();
    expect(await column("SELECT email AS v FROM newsletter_subscribers ORDER BY v")).toEqual([
      "confirmed@example.org",
      "from-before@example.org",
      "waiting@example.org",
    ]);
  });

  it("addresses that left the alerts after 30 days, and the local outbox after 7", async () => {
    const left = "INSERT INTO newsletter_subscribers (email, confirmed_at, unsubscribed_at) VALUES (?, ?, ?)";
    const mail = "INSERT INTO outbox (to_address, subject, text, html, created_at) VALUES ('a@example.org', ?, '', '', ?)";
    await env.DB.batch([
      env.DB.prepare("DELETE FROM outbox"),
      env.DB.prepare(left).bind("left-long-ago@example.org", daysAgo(60), daysAgo(31)),
      env.DB.prepare(left).bind("left-lately@example.org", daysAgo(60), daysAgo(29)),
      env.DB.prepare(left).bind("staying@example.org", daysAgo(60), null),
      env.DB.prepare(mail).bind("old", daysAgo(8)),
      env.DB.prepare(mail).bind("new", daysAgo(6)),
    ]);
    await runDailyJob();
    expect(await column("SELECT email AS v FROM newsletter_subscribers ORDER BY v")).toEqual([
      "left-lately@example.org",
      "staying@example.org",
    ]);
    expect(await column("SELECT subject AS v FROM outbox")).toEqual(["new"]);
  });
});

it("the privacy page states the same periods the job keeps", async () => {
  const html = (await (await SELF.fetch("http://localhost:8787/privacy")).text()).replace(/<!-- -->/g, "");
  expect(html).toContain("we delete them 90 days after they arrive");
  expect(html).toContain("We delete them after 90 days.");
  expect(html).toContain("not confirmed within 7 days is deleted");
  expect(html).toContain("we keep your address for 30 days");
});

it("counts the dashboard's 30 days of events through the time index, not by reading every event", async () => {
  const plan = await env.DB.prepare(
    "EXPLAIN QUERY PLAN SELECT name, COUNT(*) AS count FROM events WHERE created_at >= ? GROUP BY name ORDER BY count DESC, name",
  )
    .bind(daysAgo(30))
    .all<{ detail: string }>();
  expect(plan.results.map((r) => r.detail).join(" | ")).toMatch(/SEARCH events USING COVERING INDEX events_created \(created_at>\?\)/);
});
