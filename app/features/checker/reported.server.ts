/**
 * The reported list in D1 (migrations/0007_reported.sql): hashes only, counted per day and source.
 * Nothing here logs a prefix or a hash: a lookup leaves no trace.
 */
import { firstDayKept, RETENTION_DAYS } from "~/lib/retention";
import { PREFIX_PATTERN, type ReportedHash } from "./reported";

/** Reports older than this are not counted, and the daily job deletes them. */
export const REPORT_WINDOW_DAYS = RETENTION_DAYS.reported;

export type ReportSource = "readers" | "ftc";

/** One day's count for one hash. */
export interface DayCount {
  hash: string;
  day: string;
  count: number;
}

/** The first day still counted: reports from this day on are "in the last 30 days". */
export function windowStart(now: Date): string {
  return firstDayKept(now, REPORT_WINDOW_DAYS);
}

/** Every hash that starts with `prefix`, with its counts in the window. The prefix must be 5 hex characters. */
export async function reportedByPrefix(db: D1Database, prefix: string, now: Date): Promise<ReportedHash[]> {
  if (!PREFIX_PATTERN.test(prefix)) throw new Error("reported lookup: not a prefix");
  // Hex digits sort before "g": the range is every hash with the prefix, read from the primary key.
  const { results } = await db
    .prepare(
      `SELECT hash,
        SUM(CASE WHEN source = 'readers' THEN count ELSE 0 END) AS readers,
        SUM(CASE WHEN source = 'ftc' THEN count ELSE 0 END) AS ftc
      FROM reported_counts WHERE hash >= ?1 AND hash < ?2 AND day >= ?3 GROUP BY hash ORDER BY hash`,
    )
    .bind(prefix, `${prefix}g`, windowStart(now))
    .all<ReportedHash>();
  return results.map((row) => ({ hash: row.hash, readers: Number(row.readers), ftc: Number(row.ftc) }));
}

/** The most rows one D1 batch writes; a day's FTC file has a few thousand numbers. */
const BATCH_ROWS = 500;

/**
 * Sets the counts of `source` for the days given (an upload of the same file twice counts once).
 * Days outside the window are skipped. Returns how many rows were written.
 */
export async function setDayCounts(db: D1Database, source: ReportSource, counts: readonly DayCount[], now: Date): Promise<number> {
  const from = windowStart(now);
  const kept = counts.filter((row) => row.day >= from && row.count > 0);
  const statement = db.prepare(
    "INSERT INTO reported_counts (hash, source, day, count) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (hash, source, day) DO UPDATE SET count = excluded.count",
  );
  for (let start = 0; start < kept.length; start += BATCH_ROWS) {
    await db.batch(kept.slice(start, start + BATCH_ROWS).map((row) => statement.bind(row.hash, source, row.day, row.count)));
  }
  return kept.length;
}

/** What the operator sees: how many numbers and addresses are counted now, by source. */
export async function reportedTotals(db: D1Database, now: Date): Promise<Record<ReportSource, number>> {
  const { results } = await db
    .prepare("SELECT source, COUNT(DISTINCT hash) AS hashes FROM reported_counts WHERE day >= ? GROUP BY source")
    .bind(windowStart(now))
    .all<{ source: ReportSource; hashes: number }>();
  const totals: Record<ReportSource, number> = { readers: 0, ftc: 0 };
  for (const row of results) totals[row.source] = Number(row.hashes);
  return totals;
}
