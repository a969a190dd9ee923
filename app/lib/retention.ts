/**
 * How long the site keeps what people send (stated on /privacy; the daily job in
 * app/server/retention.server.ts deletes what is past its time).
 */
export const RETENTION_DAYS = {
  /** Contact messages: long enough to answer and follow up, then gone. */
  contactMessages: 90,
  /** Usage counts: the dashboard shows 30 days; a little more is kept to compare months. */
  events: 90,
  /** An address that left the alerts: kept this long so an alert already on its way skips it, then deleted. */
  unsubscribed: 30,
  /** Reported numbers and addresses (only their hashes): the checker counts the last 30 days, then they go. */
  reported: 30,
  /** The story of a reader's scam report (its choices, the counts, are kept). */
  reportStories: 365,
  /** The local outbox (only when the site runs on this machine). */
  outbox: 7,
} as const;

/** A sign-up not confirmed within this many days of its confirmation email is deleted. */
export const CONFIRMATION_DAYS = 7;

/** The oldest moment a record may come from and still be kept, as D1 stores times (ISO 8601, UTC). */
export function keepSince(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}

/** The first day (YYYY-MM-DD, UTC) of a window of `days` days that ends today: a count kept per day is kept from then on. */
export function firstDayKept(now: Date, days: number): string {
  return new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}

/** How long the Worker keeps a page that is the same for everyone (a search results page among them) in its memory. */
export const PAGE_MEMORY_MINUTES = 10;
