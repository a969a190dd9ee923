/**
 * The alert queue's consumer (wrangler.toml, ALERT_JOBS; its messages are in queue.server.ts):
 * confirmation and welcome emails, and sending an alert to every confirmed subscriber. Sending
 * fans out page by page: a "fanout" job writes one alert_sends row per subscriber and queues
 * "deliver" jobs of DELIVER_BATCH subscribers each. A deliver job claims its rows, sends, and marks
 * each row sent as soon as the sender accepts it, so a retry or a copy of the job never emails
 * anyone twice. Nothing here logs an address.
 */
import { href } from "react-router";
import { alertEmail, confirmEmail, type EmailFacts, welcomeEmail } from "./emails";
import { ALERT_SENDING, alertIn, alertLabels, alertPath, type PublishedAlert } from "./alerts";
import { EMAIL_WORDS_BY_LANG } from "./words/languages";
import type { Lang } from "~/lib/i18n";
import { CONFIRMATION_DAYS } from "~/lib/retention";
import { EMERGENCY_LINE, SITE_NAME } from "~/content/site";
import { logFault } from "~/server/route.server";
import type { Services } from "~/server/services.server";
import { alertById } from "./alerts.server";
import { ALERT_LINKS, confirmCode } from "./links.server";
import { type AlertJob, isJob } from "./queue.server";
import type { OutgoingEmail } from "~/server/mail.server";
import { subscriberById } from "./subscribers.server";

const {
  fanoutPage: FANOUT_PAGE,
  deliverBatch: DELIVER_BATCH,
  sendGroup: SEND_GROUP,
  maxAttempts: MAX_ATTEMPTS,
  deadLetterQueue: DEAD_LETTER_QUEUE,
} = ALERT_SENDING;

/** What the consumer uses. */
type JobDeps = Pick<Services, "db" | "queue" | "mail" | "siteUrl" | "secrets" | "clock">;

/** The site and the hotline, named in the email's language (the number is the same fact). */
export function emailFacts(siteUrl: string, lang: Lang = "en"): EmailFacts {
  const { hotline } = EMAIL_WORDS_BY_LANG[lang];
  return {
    siteName: SITE_NAME,
    siteUrl,
    hotline: { name: hotline.name, display: EMERGENCY_LINE.display, tel: EMERGENCY_LINE.tel, hours: hotline.hours },
  };
}

/** RFC 8058: mail programs show their own "Unsubscribe" and POST to the link, with no cookie. */
function listHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/**
 * An alert's email for one subscriber (also the operator's preview), with the one-click headers, in
 * the subscriber's language: its Spanish version for a Spanish reader, or the English one, said to be
 * in English, when it has none.
 */
export function alertEmailFor(alert: PublishedAlert, siteUrl: string, token: string, lang: Lang = "en"): Omit<OutgoingEmail, "to"> {
  const unsubscribe = ALERT_LINKS.unsubscribe(siteUrl, token, lang);
  const translated = alertIn(alert, lang);
  const page = ALERT_LINKS.page(siteUrl, translated ? alertPath(alert.slug, lang) : alertPath(alert.slug));
  const content = alertEmail(
    translated ?? alert,
    { page, unsubscribe },
    emailFacts(siteUrl, lang),
    alertLabels(alert, lang),
    EMAIL_WORDS_BY_LANG[lang],
    translated === null,
  );
  return { ...content, headers: listHeaders(unsubscribe) };
}

/** Retries wait longer each time: 30 s, 1, 2, 4, 8 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

async function sendConfirm(job: { subscriberId: number }, deps: JobDeps): Promise<void> {
  const s = await subscriberById(deps.db, job.subscriberId);
  // Confirmed, left or deleted since: nothing to ask.
  if (!s || s.confirmedAt !== null || s.unsubscribedAt !== null || s.confirmExpiresAt === null) return;
  if (Date.parse(s.confirmExpiresAt) < deps.clock.now().getTime()) return;
  const code = await confirmCode(deps.secrets.emailLinkSecret, s.token, s.confirmExpiresAt);
  const unsubscribe = ALERT_LINKS.unsubscribe(deps.siteUrl, s.token, s.lang);
  const content = confirmEmail(
    { confirm: ALERT_LINKS.confirm(deps.siteUrl, code, s.lang), unsubscribe },
    emailFacts(deps.siteUrl, s.lang),
    CONFIRMATION_DAYS,
    EMAIL_WORDS_BY_LANG[s.lang],
  );
  await deps.mail.send({ to: s.email, ...content, headers: listHeaders(unsubscribe) });
}

async function sendWelcome(job: { subscriberId: number }, deps: JobDeps): Promise<void> {
  const s = await subscriberById(deps.db, job.subscriberId);
  if (!s || s.confirmedAt === null || s.unsubscribedAt !== null) return;
  const unsubscribe = ALERT_LINKS.unsubscribe(deps.siteUrl, s.token, s.lang);
  const alerts = ALERT_LINKS.page(deps.siteUrl, s.lang === "es" ? href("/es/alertas") : href("/alerts"));
  const content = welcomeEmail({ alerts, unsubscribe }, emailFacts(deps.siteUrl, s.lang), EMAIL_WORDS_BY_LANG[s.lang]);
  await deps.mail.send({ to: s.email, ...content, headers: listHeaders(unsubscribe) });
}

async function fanOut(job: { alertId: number; afterId: number }, deps: JobDeps): Promise<void> {
  const alert = await alertById(deps.db, job.alertId);
  // Unpublished while sending: stop adding people.
  if (alert?.status !== "published") return;
  const { results } = await deps.db
    .prepare(
      "SELECT id FROM newsletter_subscribers WHERE id > ? AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL ORDER BY id LIMIT ?",
    )
    .bind(job.afterId, FANOUT_PAGE)
    .all<{ id: number }>();
  if (results.length === 0) return;
  const ids = results.map((r) => r.id);
  await deps.db
    .prepare("INSERT OR IGNORE INTO alert_sends (alert_id, subscriber_id) SELECT ?, value FROM json_each(?)")
    .bind(job.alertId, JSON.stringify(ids))
    .run();
  const jobs: AlertJob[] = [];
  for (let i = 0; i < ids.length; i += DELIVER_BATCH)
    jobs.push({ kind: "deliver", alertId: job.alertId, subscriberIds: ids.slice(i, i + DELIVER_BATCH) });
  if (ids.length === FANOUT_PAGE) jobs.push({ kind: "fanout", alertId: job.alertId, afterId: ids.at(-1)! });
  await deps.queue.send(jobs);
}

/** Sends one deliver job; returns how many of its emails the sender refused this time. */
async function deliver(job: { alertId: number; subscriberIds: number[] }, claim: string, lastTry: boolean, deps: JobDeps): Promise<number> {
  const { db } = deps;
  const stamp = () => deps.clock.now().toISOString();
  const ids = JSON.stringify(job.subscriberIds);
  // Rows still queued, or claimed by this same job on an earlier try (never a copy's).
  const { results: claimed } = await db
    .prepare(
      `UPDATE alert_sends SET status = 'sending', claimed_by = ?1, updated_at = ?2
       WHERE alert_id = ?3 AND subscriber_id IN (SELECT value FROM json_each(?4))
         AND (status = 'queued' OR (status = 'sending' AND claimed_by = ?1))
       RETURNING subscriber_id AS id`,
    )
    .bind(claim, stamp(), job.alertId, ids)
    .all<{ id: number }>();
  if (claimed.length === 0) return 0;
  const mark = (status: "sent" | "failed" | "skipped", subscriberIds: number[]) =>
    db
      .prepare(
        `UPDATE alert_sends SET status = ?1, updated_at = ?2 WHERE alert_id = ?3 AND claimed_by = ?4 AND subscriber_id IN (SELECT value FROM json_each(?5))`,
      )
      .bind(status, stamp(), job.alertId, claim, JSON.stringify(subscriberIds))
      .run();

  const alert = await alertById(db, job.alertId);
  const { results: people } = await db
    .prepare(
      `SELECT id, email, token, lang FROM newsletter_subscribers
       WHERE id IN (SELECT value FROM json_each(?)) AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL`,
    )
    .bind(JSON.stringify(claimed.map((c) => c.id)))
    .all<{ id: number; email: string; token: string; lang: Lang }>();
  const active = new Set(people.map((p) => p.id));
  const gone = claimed.map((c) => c.id).filter((id) => !active.has(id));
  if (alert?.status !== "published") {
    await mark(
      "skipped",
      claimed.map((c) => c.id),
    );
    return 0;
  }
  if (gone.length > 0) await mark("skipped", gone);

  const refused: number[] = [];
  let firstReason: unknown = null;
  for (let i = 0; i < people.length; i += SEND_GROUP) {
    const group = people.slice(i, i + SEND_GROUP);
    const results = await Promise.allSettled(
      group.map((p) => deps.mail.send({ to: p.email, ...alertEmailFor(alert, deps.siteUrl, p.token, p.lang) })),
    );
    const accepted = group.filter((_, k) => results[k]!.status === "fulfilled").map((p) => p.id);
    for (const [k, result] of results.entries()) {
      if (result.status === "rejected") {
        firstReason ??= result.reason;
        refused.push(group[k]!.id);
      }
    }
    // Recorded before the next group: whatever stops this job later, these people are not emailed again.
    if (accepted.length > 0) await mark("sent", accepted);
  }
  // One line per job, not per email: a service that is down would otherwise flood the log.
  if (refused.length > 0) logFault(`alert email (${refused.length} of ${people.length} in a job)`, firstReason);
  if (refused.length > 0 && lastTry) await mark("failed", refused);
  return lastTry ? 0 : refused.length;
}

/** The consumer of ALERT_JOBS: each message is acked when done, or retried later with backoff. */
export async function runAlertJobs(batch: MessageBatch<unknown>, deps: JobDeps): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      const job = message.body;
      if (!isJob(job)) {
        console.error("alert queue: dropped a message of unknown shape");
        message.ack();
        return;
      }
      try {
        let refused = 0;
        if (job.kind === "confirm") await sendConfirm(job, deps);
        else if (job.kind === "welcome") await sendWelcome(job, deps);
        else if (job.kind === "fanout") await fanOut(job, deps);
        else refused = await deliver(job, message.id, message.attempts >= MAX_ATTEMPTS, deps);
        if (refused > 0) message.retry({ delaySeconds: backoffSeconds(message.attempts) });
        else message.ack();
      } catch (error) {
        logFault(`alert queue ${job.kind}`, error);
        message.retry({ delaySeconds: backoffSeconds(message.attempts) });
      }
    }),
  );
}

/** The dead-letter queue: a deliver job that failed every try leaves its unsent rows marked failed. */
export async function runDeadAlertJobs(batch: MessageBatch<unknown>, deps: JobDeps): Promise<void> {
  for (const message of batch.messages) {
    const job = message.body;
    if (isJob(job) && job.kind === "deliver") {
      await deps.db
        .prepare(
          `UPDATE alert_sends SET status = 'failed', updated_at = ?1
           WHERE alert_id = ?2 AND subscriber_id IN (SELECT value FROM json_each(?3)) AND status IN ('queued', 'sending')`,
        )
        .bind(deps.clock.now().toISOString(), job.alertId, JSON.stringify(job.subscriberIds))
        .run();
    } else if (isJob(job)) {
      console.error(`alert queue: a ${job.kind} job failed every try`);
    }
    message.ack();
  }
}

/** The Worker's queue handler: which queue the batch came from picks the consumer. */
export async function handleAlertQueue(batch: MessageBatch<unknown>, deps: JobDeps): Promise<void> {
  if (batch.queue === DEAD_LETTER_QUEUE) await runDeadAlertJobs(batch, deps);
  else await runAlertJobs(batch, deps);
}
