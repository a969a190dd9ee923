import { firstDayKept, keepSince, RETENTION_DAYS } from "~/lib/retention";

export interface RetentionReport {
  contactMessages: number;
  events: number;
  unconfirmedSignups: number;
  unsubscribed: number;
  outbox: number;
  reported: number;
  reportStories: number;
}

/**
 * The daily Cron Trigger (wrangler.toml): deletes contact messages and usage counts past their
 * period, sign-ups whose confirmation time ran out, addresses that left the alerts 30 days ago,
 * reported numbers' counts older than the checker's window, report stories after a year
 * and the local outbox, in one batch so a failure deletes nothing
 * half-way. Returns how many rows went, never what they held.
 */
export async function deleteExpired(db: D1Database, now: Date): Promise<RetentionReport> {
  const stamp = now.toISOString();
  const [contact, events, signups, unsubscribed, outbox, reported, stories] = await db.batch([
    db.prepare("DELETE FROM contact_messages WHERE created_at < ?").bind(keepSince(now, RETENTION_DAYS.contactMessages)),
    db.prepare("DELETE FROM events WHERE created_at < ?").bind(keepSince(now, RETENTION_DAYS.events)),
    db
      .prepare(
        "DELETE FROM newsletter_subscribers WHERE confirmed_at IS NULL AND confirm_expires_at IS NOT NULL AND confirm_expires_at < ?",
      )
      .bind(stamp),
    db
      .prepare("DELETE FROM newsletter_subscribers WHERE unsubscribed_at IS NOT NULL AND unsubscribed_at < ?")
      .bind(keepSince(now, RETENTION_DAYS.unsubscribed)),
    db.prepare("DELETE FROM outbox WHERE created_at < ?").bind(keepSince(now, RETENTION_DAYS.outbox)),
    db.prepare("DELETE FROM reported_counts WHERE day < ?").bind(firstDayKept(now, RETENTION_DAYS.reported)),
    db
      .prepare("UPDATE scam_reports SET story = NULL WHERE story IS NOT NULL AND created_at < ?")
      .bind(keepSince(now, RETENTION_DAYS.reportStories)),
  ]);
  const report = {
    contactMessages: contact?.meta.changes ?? 0,
    events: events?.meta.changes ?? 0,
    unconfirmedSignups: signups?.meta.changes ?? 0,
    unsubscribed: unsubscribed?.meta.changes ?? 0,
    outbox: outbox?.meta.changes ?? 0,
    reported: reported?.meta.changes ?? 0,
    reportStories: stories?.meta.changes ?? 0,
  };
  console.log("retention: deleted", JSON.stringify(report));
  return report;
}
