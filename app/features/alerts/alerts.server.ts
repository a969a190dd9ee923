import type { Lang } from "~/lib/i18n";
import { ALERTS_PER_PAGE, type AlertFields, type PublishedAlert, slugify, uniqueSlug } from "./alerts";

export interface StoredAlert extends PublishedAlert {
  id: number;
  status: "draft" | "published";
  publishedAt: string;
  sentAt: string | null;
  createdAt: string;
}

export interface SendCounts {
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
}

export interface OperatorAlert extends StoredAlert {
  sends: SendCounts;
}

const COLUMNS = `id, slug, title, summary, body, what_to_do AS whatToDo, scam_type AS scamType, severity, status,
  title_es AS titleEs, summary_es AS summaryEs, body_es AS bodyEs, what_to_do_es AS whatToDoEs,
  COALESCE(published_at, '') AS publishedAt, sent_at AS sentAt, created_at AS createdAt, updated_at AS updatedAt`;

async function takenSlugs(db: D1Database, base: string, exceptId: number | null): Promise<Set<string>> {
  const { results } = await db
    // substr, not LIKE: D1 refuses long LIKE patterns, and an address may be 80 characters.
    .prepare("SELECT slug FROM alerts WHERE (slug = ?1 OR substr(slug, 1, length(?1) + 1) = ?1 || '-') AND id IS NOT ?2")
    .bind(base, exceptId)
    .all<{ slug: string }>();
  return new Set(results.map((r) => r.slug));
}

/** The editor's fields in the order of the columns both statements write: title ... severity, then the Spanish four. */
function fieldValues(f: AlertFields): unknown[] {
  return [f.title, f.summary, f.body, f.whatToDo, f.scamType, f.severity, f.titleEs, f.summaryEs, f.bodyEs, f.whatToDoEs];
}

export async function createAlert(db: D1Database, fields: AlertFields, now: Date): Promise<number> {
  const base = slugify(fields.title);
  const slug = uniqueSlug(base, await takenSlugs(db, base, null));
  const stamp = now.toISOString();
  const row = await db
    .prepare(
      `INSERT INTO alerts (slug, title, summary, body, what_to_do, scam_type, severity, title_es, summary_es, body_es, what_to_do_es, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(slug, ...fieldValues(fields), stamp, stamp)
    .first<{ id: number }>();
  if (!row) throw new Error("alert insert returned no row");
  return row.id;
}

/** Saves the fields. The address follows the title until the alert is first published, then stays. */
export async function updateAlert(db: D1Database, id: number, fields: AlertFields, now: Date): Promise<boolean> {
  const current = await db
    .prepare("SELECT published_at AS publishedAt FROM alerts WHERE id = ?")
    .bind(id)
    .first<{ publishedAt: string | null }>();
  if (!current) return false;
  let slugUpdate = "";
  const binds: unknown[] = [...fieldValues(fields), now.toISOString()];
  if (current.publishedAt === null) {
    const base = slugify(fields.title);
    slugUpdate = ", slug = ?";
    binds.push(uniqueSlug(base, await takenSlugs(db, base, id)));
  }
  binds.push(id);
  await db
    .prepare(
      `UPDATE alerts SET title = ?, summary = ?, body = ?, what_to_do = ?, scam_type = ?, severity = ?,
         title_es = ?, summary_es = ?, body_es = ?, what_to_do_es = ?, updated_at = ?${slugUpdate} WHERE id = ?`,
    )
    .bind(...binds)
    .run();
  return true;
}

export function alertById(db: D1Database, id: number): Promise<StoredAlert | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM alerts WHERE id = ?`).bind(id).first<StoredAlert>();
}

/** Publishes (the first time sets the date the public sees); true when the alert exists. */
export async function publishAlert(db: D1Database, id: number, now: Date): Promise<boolean> {
  const row = await db
    .prepare(
      "UPDATE alerts SET status = 'published', published_at = COALESCE(published_at, ?1), updated_at = ?1 WHERE id = ?2 RETURNING id",
    )
    .bind(now.toISOString(), id)
    .first();
  return row !== null;
}

export async function unpublishAlert(db: D1Database, id: number, now: Date): Promise<boolean> {
  const row = await db
    .prepare("UPDATE alerts SET status = 'draft', updated_at = ?1 WHERE id = ?2 RETURNING id")
    .bind(now.toISOString(), id)
    .first();
  return row !== null;
}

/** Marks a published alert as sent, once: true only for the call that marked it. */
export async function markAlertSent(db: D1Database, id: number, now: Date): Promise<boolean> {
  const row = await db
    .prepare("UPDATE alerts SET sent_at = ?1 WHERE id = ?2 AND status = 'published' AND sent_at IS NULL RETURNING id")
    .bind(now.toISOString(), id)
    .first();
  return row !== null;
}

/** The published alerts, newest first; in Spanish, only those with a Spanish version. */
export async function publishedAlerts(db: D1Database, limit = ALERTS_PER_PAGE, lang: Lang = "en"): Promise<StoredAlert[]> {
  const spanishOnly = lang === "es" ? "AND title_es IS NOT NULL" : "";
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM alerts WHERE status = 'published' ${spanishOnly} ORDER BY published_at DESC, id DESC LIMIT ?`)
    .bind(limit)
    .all<StoredAlert>();
  return results;
}

export function publishedAlert(db: D1Database, slug: string): Promise<StoredAlert | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM alerts WHERE status = 'published' AND slug = ?`).bind(slug).first<StoredAlert>();
}

/**
 * Published alerts whose title, summary or body contain the words, as the site search matches
 * (a plain substring, any case; instr, not LIKE, so no character is special and no length too long).
 */
/** Accented letters and their plain ones: SQLite's lower() knows only A to Z. */
const ACCENTS: readonly (readonly [string, string])[] = [..."áéíóúüñÁÉÍÓÚÜÑ"].map((letter) => [
  letter,
  letter.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase(),
]);

/** A column's text in lower case without accents, in SQL: "Policía" and "POLICIA" both read "policia". */
const folded = (column: string) =>
  ACCENTS.reduce((expression, [from, to]) => `replace(${expression}, '${from}', '${to}')`, `lower(${column})`);

/** The same folding in JavaScript, for what the reader typed. */
const foldQuery = (query: string) => query.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

export async function searchAlerts(db: D1Database, query: string, limit = 10, lang: Lang = "en"): Promise<StoredAlert[]> {
  // In Spanish, the Spanish version's words (an alert without one is not found); typed with or without accents.
  const [title, summary, body] = (lang === "es" ? ["title_es", "summary_es", "body_es"] : ["title", "summary", "body"]).map(folded);
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM alerts WHERE status = 'published'
       AND (instr(${title}, ?1) > 0 OR instr(${summary}, ?1) > 0 OR instr(${body}, ?1) > 0)
       ORDER BY instr(${title}, ?1) > 0 DESC, published_at DESC LIMIT ?2`,
    )
    .bind(foldQuery(query), limit)
    .all<StoredAlert>();
  return results;
}

/** Every alert for the operator, newest first, with how its sending went. */
export async function operatorAlerts(db: D1Database): Promise<OperatorAlert[]> {
  const [alerts, counts] = await db.batch<StoredAlert | (SendCounts & { alertId: number })>([
    db.prepare(`SELECT ${COLUMNS} FROM alerts ORDER BY created_at DESC, id DESC`),
    db.prepare(
      `SELECT alert_id AS alertId,
         SUM(CASE WHEN status IN ('queued', 'sending') THEN 1 ELSE 0 END) AS queued,
         SUM(CASE WHEN status = 'sent' THEN 1 ELSE 0 END) AS sent,
         SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END) AS failed,
         SUM(CASE WHEN status = 'skipped' THEN 1 ELSE 0 END) AS skipped
       FROM alert_sends GROUP BY alert_id`,
    ),
  ]);
  const byAlert = new Map(((counts?.results ?? []) as (SendCounts & { alertId: number })[]).map((c) => [c.alertId, c]));
  return ((alerts?.results ?? []) as StoredAlert[]).map((a) => {
    const c = byAlert.get(a.id);
    return { ...a, sends: { queued: c?.queued ?? 0, sent: c?.sent ?? 0, failed: c?.failed ?? 0, skipped: c?.skipped ?? 0 } };
  });
}
