import type { ContactMessage } from "~/features/forms";
import { keepSince } from "~/lib/retention";

/** What the operator's dashboard shows: messages, subscribers and event counts. Rows are mapped to camelCase here. */
interface MessageRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  handled: number;
  created_at: string;
}

export interface Subscriber {
  email: string;
  source: string;
  createdAt: string;
  /** Where the address stands on the alert list (double opt-in: docs/decisions/0018-alerts.md). */
  status: "confirmed" | "pending" | "unsubscribed";
}

export async function recentMessages(db: D1Database, limit = 100): Promise<ContactMessage[]> {
  const { results } = await db
    .prepare("SELECT * FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT ?")
    .bind(limit)
    .all<MessageRow>();
  return results.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    handled: r.handled === 1,
    createdAt: r.created_at,
  }));
}

export async function markHandled(db: D1Database, id: number, handled: boolean): Promise<boolean> {
  const result = await db
    .prepare("UPDATE contact_messages SET handled = ? WHERE id = ?")
    .bind(handled ? 1 : 0, id)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

type SubscriberRow = { email: string; source: string; created_at: string; status: Subscriber["status"] };
const toSubscriber = (r: SubscriberRow): Subscriber => ({ email: r.email, source: r.source, createdAt: r.created_at, status: r.status });
const SUBSCRIBER_COLUMNS = `email, source, created_at,
  CASE WHEN unsubscribed_at IS NOT NULL THEN 'unsubscribed' WHEN confirmed_at IS NOT NULL THEN 'confirmed' ELSE 'pending' END AS status`;

/** How many have signed up, and the newest few: counted by the database, not by loading the list. */
export async function subscriberSummary(db: D1Database, latest = 10): Promise<{ count: number; latest: Subscriber[] }> {
  const [count, rows] = await db.batch<{ count: number } | SubscriberRow>([
    db.prepare("SELECT COUNT(*) AS count FROM newsletter_subscribers"),
    db.prepare(`SELECT ${SUBSCRIBER_COLUMNS} FROM newsletter_subscribers ORDER BY created_at DESC LIMIT ?`).bind(latest),
  ]);
  return {
    count: (count?.results[0] as { count: number } | undefined)?.count ?? 0,
    latest: ((rows?.results ?? []) as SubscriberRow[]).map(toSubscriber),
  };
}

/** Every subscriber, for the CSV the operator downloads. */
export async function allSubscribers(db: D1Database): Promise<Subscriber[]> {
  const { results } = await db
    .prepare(`SELECT ${SUBSCRIBER_COLUMNS} FROM newsletter_subscribers ORDER BY created_at DESC`)
    .all<SubscriberRow>();
  return results.map(toSubscriber);
}

/** Event counts per name over the last `days` days (read through the created_at index). */
export async function eventCounts(db: D1Database, days = 30, now = new Date()): Promise<{ name: string; count: number }[]> {
  const { results } = await db
    .prepare("SELECT name, COUNT(*) AS count FROM events WHERE created_at >= ? GROUP BY name ORDER BY count DESC, name")
    .bind(keepSince(now, days))
    .all<{ name: string; count: number }>();
  return results;
}

/** RFC 4180 CSV; cells that start like a formula are prefixed so spreadsheets do not run them. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
