/** What the operator's dashboard shows: messages, subscribers and event counts. */
export interface ContactMessageRow {
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

export async function recentMessages(db: D1Database, limit = 100): Promise<ContactMessageRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT ?")
    .bind(limit)
    .all<ContactMessageRow>();
  return results;
}

export async function markHandled(db: D1Database, id: number, handled: boolean): Promise<boolean> {
  const result = await db
    .prepare("UPDATE contact_messages SET handled = ? WHERE id = ?")
    .bind(handled ? 1 : 0, id)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

export async function subscribers(db: D1Database): Promise<{ email: string; source: string; created_at: string }[]> {
  const { results } = await db
    .prepare("SELECT email, source, created_at FROM newsletter_subscribers ORDER BY created_at DESC")
    .all<{ email: string; source: string; created_at: string }>();
  return results;
}

/** Event counts per name over the last `days` days. */
export async function eventCounts(db: D1Database, days = 30): Promise<{ name: string; count: number }[]> {
  const since = new Date(Date.now() - days * 86_400_000).toISOString();
  const { results } = await db
    .prepare("SELECT name, COUNT(*) AS count FROM events WHERE created_at >= ? GROUP BY name ORDER BY count DESC, name")
    .bind(since)
    .all<{ name: string; count: number }>();
  return results;
}

/** RFC 4180 CSV; cells that start like a formula are prefixed so spreadsheets do not run them. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
