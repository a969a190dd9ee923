/**
 * Readers' scam reports in D1 (migrations/0008_reports.sql): saved after redaction, moderated by
 * the operator, and, for a number or website reported often enough, published to the checker's
 * lookup (reported_counts, as a hash only).
 */
import { hashKey, runCheck, setDayCounts } from "~/features/checker/index.server";
import { dayCounts, isPublishable } from "./publish";
import { redactStory } from "./redact";
import type { Ask, Channel, Claim, ForWhom, Loss } from "./report";

export interface NewReport {
  channel: Channel;
  claimed: Claim;
  asked: Ask;
  contact?: string;
  lost?: Loss;
  state?: string;
  story?: string;
  forWhom: ForWhom;
}

/** The key the checker looks a number or website up by (E.164 or registrable domain), or an email in lower case. */
export function contactKey(contact: string | undefined): string | null {
  const text = contact?.trim() ?? "";
  if (text === "") return null;
  const email = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.exec(text);
  if (email) return text.toLowerCase();
  return runCheck(text).reportable[0]?.key ?? null;
}

export async function saveReport(db: D1Database, report: NewReport): Promise<number> {
  const redacted = report.story ? redactStory(report.story, report.contact ?? "") : null;
  const row = await db
    .prepare(
      `INSERT INTO scam_reports (kind, channel, claimed, asked, lost, state, for_whom, contact, contact_key, story, removed)
       VALUES ('report', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      report.channel,
      report.claimed,
      report.asked,
      report.lost ?? null,
      report.state ?? null,
      report.forWhom,
      report.contact ?? null,
      contactKey(report.contact),
      redacted?.text ?? null,
      redacted ? JSON.stringify(redacted.removed) : null,
    )
    .first<{ id: number }>();
  return row?.id ?? 0;
}

export async function saveRemovalRequest(db: D1Database, request: { contact: string; story?: string }): Promise<number> {
  const redacted = request.story ? redactStory(request.story, request.contact) : null;
  const row = await db
    .prepare("INSERT INTO scam_reports (kind, contact, contact_key, story, removed) VALUES ('removal', ?, ?, ?, ?) RETURNING id")
    .bind(request.contact, contactKey(request.contact), redacted?.text ?? null, redacted ? JSON.stringify(redacted.removed) : null)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

export interface QueuedReport {
  id: number;
  createdAt: string;
  kind: "report" | "removal";
  channel: string | null;
  claimed: string | null;
  asked: string | null;
  lost: string | null;
  state: string | null;
  forWhom: string | null;
  contact: string | null;
  contactKey: string | null;
  story: string | null;
  removed: string | null;
  status: "pending" | "approved" | "rejected";
  pattern: string | null;
  /** Approved reports of the same number or website in the last 30 days, this one not counted. */
  sameContact: number;
}

const COLUMNS = `id, created_at AS createdAt, kind, channel, claimed, asked, lost, state, for_whom AS forWhom, contact,
  contact_key AS contactKey, story, removed, status, pattern`;

/** The queue: pending first (oldest first), then the last decisions. */
export async function reportQueue(db: D1Database, now: Date, limit = 50): Promise<QueuedReport[]> {
  const from = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS},
        (SELECT COUNT(*) FROM scam_reports other WHERE other.contact_key = r.contact_key AND other.id != r.id
          AND other.kind = 'report' AND other.status = 'approved' AND other.created_at >= ?1) AS sameContact
       FROM scam_reports r
       ORDER BY CASE status WHEN 'pending' THEN 0 ELSE 1 END, CASE status WHEN 'pending' THEN created_at END ASC, reviewed_at DESC
       LIMIT ?2`,
    )
    .bind(from, limit)
    .all<QueuedReport>();
  return results;
}

export type Decision = { id: number; decision: "approve" | "reject"; story?: string; pattern?: string };

export interface DecisionResult {
  found: boolean;
  /** The number or website reached the threshold and is now in the checker's lookup. */
  published: boolean;
  /** An owner's removal was approved: the number or website left the lookup. */
  removed: boolean;
  /** It has enough reports, but its owner had it taken off the lookup before: it stays off. */
  heldOff: boolean;
}

const NOT_FOUND: DecisionResult = { found: false, published: false, removed: false, heldOff: false };
const DECIDED: DecisionResult = { ...NOT_FOUND, found: true };

/**
 * Approves or rejects one item. An edited story is redacted again. Approving a report whose number or
 * website now has enough independent reports writes its daily counts to the lookup, unless its owner
 * had it removed. A removal request is emptied once decided (the owner's number and words are not
 * kept); approving it deletes the counts, rejects that number's reports and keeps only its hash, so
 * it is never published again.
 */
export async function decide(db: D1Database, decision: Decision, now: Date): Promise<DecisionResult> {
  const item = await db
    .prepare(`SELECT ${COLUMNS}, 0 AS sameContact FROM scam_reports r WHERE id = ?`)
    .bind(decision.id)
    .first<QueuedReport>();
  if (!item) return NOT_FOUND;
  const status = decision.decision === "approve" ? "approved" : "rejected";
  const at = now.toISOString();
  if (item.kind === "removal") return decideRemoval(db, item, status, at);
  const story = decision.story === undefined ? item.story : redactStory(decision.story, item.contact ?? "").text || null;
  await db
    .prepare("UPDATE scam_reports SET status = ?, story = ?, pattern = ?, reviewed_at = ? WHERE id = ?")
    .bind(status, story, decision.pattern?.trim() || item.pattern, at, item.id)
    .run();
  if (status !== "approved" || !item.contactKey) return DECIDED;
  const hash = await hashKey(item.contactKey);
  const { results } = await db
    .prepare("SELECT created_at AS createdAt, story FROM scam_reports WHERE contact_key = ? AND kind = 'report' AND status = 'approved'")
    .bind(item.contactKey)
    .all<{ createdAt: string; story: string | null }>();
  if (!isPublishable(results, now)) return DECIDED;
  const removed = await db.prepare("SELECT 1 AS yes FROM removed_contacts WHERE hash = ?").bind(hash).first();
  if (removed) return { ...DECIDED, heldOff: true };
  const rows = [...dayCounts(results, now)].map(([day, count]) => ({ hash, day, count }));
  await setDayCounts(db, "readers", rows, now);
  return { ...DECIDED, published: true };
}

async function decideRemoval(db: D1Database, item: QueuedReport, status: "approved" | "rejected", at: string): Promise<DecisionResult> {
  const forget = db
    .prepare(
      "UPDATE scam_reports SET status = ?, contact = NULL, contact_key = NULL, story = NULL, removed = NULL, reviewed_at = ? WHERE id = ?",
    )
    .bind(status, at, item.id);
  if (status !== "approved" || !item.contactKey) {
    await forget.run();
    return DECIDED;
  }
  const hash = await hashKey(item.contactKey);
  await db.batch([
    forget,
    db.prepare("INSERT INTO removed_contacts (hash, removed_at) VALUES (?, ?) ON CONFLICT (hash) DO NOTHING").bind(hash, at),
    db.prepare("DELETE FROM reported_counts WHERE hash = ? AND source = 'readers'").bind(hash),
    db
      .prepare("UPDATE scam_reports SET status = 'rejected', reviewed_at = ? WHERE contact_key = ? AND kind = 'report'")
      .bind(at, item.contactKey),
  ]);
  return { ...DECIDED, removed: true };
}

/** The approved reports of the last 12 months, for /reports; one state's only when `state` is given. */
export async function approvedReports(db: D1Database, now: Date, state?: string): Promise<import("./stats").ReportRow[]> {
  const from = new Date(now.getTime() - 365 * 86_400_000).toISOString();
  const { results } = await db
    .prepare(
      `SELECT created_at AS createdAt, channel, claimed, lost, state FROM scam_reports
       WHERE kind = 'report' AND status = 'approved' AND created_at >= ?1 AND (?2 IS NULL OR state = ?2)`,
    )
    .bind(from, state ?? null)
    .all<import("./stats").ReportRow>();
  return results;
}

/** A few short approved stories, newest first, for /reports. */
export async function approvedStories(db: D1Database, limit = 3): Promise<{ story: string; claimed: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT story, claimed FROM scam_reports WHERE kind = 'report' AND status = 'approved' AND story IS NOT NULL
       AND length(story) BETWEEN 40 AND 400 ORDER BY reviewed_at DESC LIMIT ?`,
    )
    .bind(limit)
    .all<{ story: string; claimed: string }>();
  return results;
}

/** This calendar month's (UTC) approved reports, counted by who the scammers said they were. */
export async function monthClaimCounts(db: D1Database, now: Date): Promise<Record<string, number>> {
  const { results } = await db
    .prepare(
      `SELECT claimed, COUNT(*) AS count FROM scam_reports
       WHERE kind = 'report' AND status = 'approved' AND created_at >= ? GROUP BY claimed`,
    )
    .bind(`${now.toISOString().slice(0, 7)}-01`)
    .all<{ claimed: string; count: number }>();
  return Object.fromEntries(results.map((row) => [row.claimed, row.count]));
}
