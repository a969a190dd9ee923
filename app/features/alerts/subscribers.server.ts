import { CONFIRMATION_DAYS } from "~/lib/retention";
import type { Lang } from "~/lib/i18n";
import type { AlertJob } from "./queue.server";
import { newToken } from "./links.server";

export interface Subscriber {
  id: number;
  /** The language the reader chose for the emails. */
  lang: Lang;
  email: string;
  token: string;
  confirmedAt: string | null;
  confirmExpiresAt: string | null;
  unsubscribedAt: string | null;
}

const COLUMNS =
  "id, lang, email, token, confirmed_at AS confirmedAt, confirm_expires_at AS confirmExpiresAt, unsubscribed_at AS unsubscribedAt";

export function confirmDeadline(now: Date): string {
  return new Date(now.getTime() + CONFIRMATION_DAYS * 86_400_000).toISOString();
}

/**
 * A sign-up, in one statement so two at once cannot race: a new address is stored unconfirmed
 * with a fresh deadline; a known unconfirmed or unsubscribed one gets a fresh deadline (and must
 * confirm again); a confirmed one is left alone, its language too (anyone can type an address: only
 * its owner, by confirming, sets it). The caller shows the same answer in every case.
 * Returns the confirmation email to send, if any.
 */
export async function requestSignup(db: D1Database, email: string, source: string, now: Date, lang: Lang = "en"): Promise<AlertJob | null> {
  const row = await db
    .prepare(
      `INSERT INTO newsletter_subscribers (email, source, token, confirm_expires_at, lang) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (email) DO UPDATE SET
         lang = CASE WHEN confirmed_at IS NULL OR unsubscribed_at IS NOT NULL THEN excluded.lang ELSE lang END,
         confirm_expires_at = CASE WHEN confirmed_at IS NULL OR unsubscribed_at IS NOT NULL THEN excluded.confirm_expires_at ELSE confirm_expires_at END,
         confirmed_at = CASE WHEN unsubscribed_at IS NOT NULL THEN NULL ELSE confirmed_at END,
         unsubscribed_at = NULL
       RETURNING id, confirmed_at AS confirmedAt`,
    )
    .bind(email, source, newToken(), confirmDeadline(now), lang)
    .first<{ id: number; confirmedAt: string | null }>();
  if (!row || row.confirmedAt !== null) return null;
  return { kind: "confirm", subscriberId: row.id };
}

export type ConfirmOutcome = "confirmed" | "already" | "unknown";

/** Confirms by token; only the first use starts the alerts (and sends the welcome). */
export async function confirmSubscriber(
  db: D1Database,
  token: string,
  now: Date,
): Promise<{ outcome: ConfirmOutcome; job: AlertJob | null }> {
  const updated = await db
    .prepare(
      "UPDATE newsletter_subscribers SET confirmed_at = ?1, confirm_expires_at = NULL WHERE token = ?2 AND confirmed_at IS NULL AND unsubscribed_at IS NULL RETURNING id",
    )
    .bind(now.toISOString(), token)
    .first<{ id: number }>();
  if (updated) return { outcome: "confirmed", job: { kind: "welcome", subscriberId: updated.id } };
  const known = await db.prepare("SELECT confirmed_at AS confirmedAt FROM newsletter_subscribers WHERE token = ?").bind(token).first();
  return { outcome: known ? "already" : "unknown", job: null };
}

export function subscriberByToken(db: D1Database, token: string): Promise<Subscriber | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE token = ?`).bind(token).first<Subscriber>();
}

export function subscriberById(db: D1Database, id: number): Promise<Subscriber | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE id = ?`).bind(id).first<Subscriber>();
}

/** Stops the alerts; true when the token matched an address. Saying it twice is not an error. */
export async function unsubscribe(db: D1Database, token: string, now: Date): Promise<boolean> {
  const row = await db
    .prepare("UPDATE newsletter_subscribers SET unsubscribed_at = COALESCE(unsubscribed_at, ?1) WHERE token = ?2 RETURNING id")
    .bind(now.toISOString(), token)
    .first();
  return row !== null;
}

/** Deletes the address and every record of what was sent to it; true when there was one. */
export async function deleteSubscriber(db: D1Database, token: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT id, email FROM newsletter_subscribers WHERE token = ?")
    .bind(token)
    .first<{ id: number; email: string }>();
  if (!row) return false;
  await db.batch([
    db.prepare("DELETE FROM alert_sends WHERE subscriber_id = ?").bind(row.id),
    db.prepare("DELETE FROM outbox WHERE to_address = ?").bind(row.email),
    db.prepare("DELETE FROM newsletter_subscribers WHERE id = ?").bind(row.id),
  ]);
  return true;
}

export interface SubscriberCounts {
  confirmed: number;
  pending: number;
  unsubscribed: number;
  /** Sign-ups from before confirmation emails, not asked yet. */
  notAsked: number;
}

export async function subscriberCounts(db: D1Database): Promise<SubscriberCounts> {
  const row = await db
    .prepare(
      `SELECT
         COALESCE(SUM(CASE WHEN unsubscribed_at IS NULL AND confirmed_at IS NOT NULL THEN 1 ELSE 0 END), 0) AS confirmed,
         COALESCE(SUM(CASE WHEN unsubscribed_at IS NULL AND confirmed_at IS NULL AND confirm_expires_at IS NOT NULL THEN 1 ELSE 0 END), 0) AS pending,
         COALESCE(SUM(CASE WHEN unsubscribed_at IS NOT NULL THEN 1 ELSE 0 END), 0) AS unsubscribed,
         COALESCE(SUM(CASE WHEN unsubscribed_at IS NULL AND confirmed_at IS NULL AND confirm_expires_at IS NULL THEN 1 ELSE 0 END), 0) AS notAsked
       FROM newsletter_subscribers`,
    )
    .first<SubscriberCounts>();
  return row ?? { confirmed: 0, pending: 0, unsubscribed: 0, notAsked: 0 };
}

/**
 * Sign-ups from before confirmation emails are asked once: each gets a deadline (so it is never
 * asked again, and is deleted if it does not confirm) and a confirmation email.
 */
export async function askEarlierSubscribers(db: D1Database, now: Date, limit = 1000): Promise<AlertJob[]> {
  const { results } = await db
    .prepare(
      `UPDATE newsletter_subscribers SET confirm_expires_at = ?1
       WHERE id IN (SELECT id FROM newsletter_subscribers WHERE confirmed_at IS NULL AND confirm_expires_at IS NULL AND unsubscribed_at IS NULL ORDER BY id LIMIT ?2)
       RETURNING id`,
    )
    .bind(confirmDeadline(now), limit)
    .all<{ id: number }>();
  return results.map((r) => ({ kind: "confirm", subscriberId: r.id }) satisfies AlertJob);
}
