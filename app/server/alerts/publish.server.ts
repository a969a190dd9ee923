/** What the operator's buttons do beyond saving: publish, unpublish and send, and what follows. */
import { alertPath } from "~/lib/alerts";
import { bumpAlertsVersion } from "../edge-cache.server";
import { submitUrls } from "../indexnow.server";
import { logFault } from "../route.server";
import { readSecrets } from "../secrets.server";
import { alertById, markAlertSent, publishAlert, unpublishAlert } from "./alerts.server";
import { type AlertJob, enqueue } from "./jobs.server";
import { askEarlierSubscribers } from "./subscribers.server";

/** The pages that show an alert. */
function alertPages(slug: string): string[] {
  return [alertPath(slug), "/alerts", "/", "/alerts/rss.xml"];
}

/**
 * After any change the public sees: fresh pages everywhere (the edge cache version), and, on
 * publish with an IndexNow key, the new address offered to search engines in the background.
 */
export async function refreshAlertPages(env: Env, ctx: ExecutionContext, slug: string, published: boolean, now: Date): Promise<void> {
  await bumpAlertsVersion(env, now, alertPages(slug));
  const key = readSecrets(env).indexNowKey;
  if (published && key) ctx.waitUntil(submitUrls(env.SITE_URL, key, alertPages(slug).slice(0, 3)).then(() => undefined));
}

export async function publish(env: Env, ctx: ExecutionContext, id: number, now: Date): Promise<boolean> {
  if (!(await publishAlert(env.DB, id, now))) return false;
  const alert = await alertById(env.DB, id);
  if (alert) await refreshAlertPages(env, ctx, alert.slug, true, now);
  return true;
}

export async function unpublish(env: Env, ctx: ExecutionContext, id: number, now: Date): Promise<boolean> {
  if (!(await unpublishAlert(env.DB, id, now))) return false;
  const alert = await alertById(env.DB, id);
  if (alert) await refreshAlertPages(env, ctx, alert.slug, false, now);
  return true;
}

export type SendOutcome = "queued" | "already" | "notPublished" | "unavailable";

/** Starts sending a published alert to every confirmed subscriber, once. */
export async function sendToSubscribers(env: Env, id: number, now: Date): Promise<SendOutcome> {
  const alert = await alertById(env.DB, id);
  if (alert?.status !== "published") return "notPublished";
  if (!(await markAlertSent(env.DB, id, now))) return "already";
  try {
    await enqueue(env.ALERT_JOBS as Queue<AlertJob>, [{ kind: "fanout", alertId: id, afterId: 0 }]);
    return "queued";
  } catch (error) {
    logFault("alert send queue", error);
    await env.DB.prepare("UPDATE alerts SET sent_at = NULL WHERE id = ?").bind(id).run();
    return "unavailable";
  }
}

/** The daily job, and the dashboard's button: ask sign-ups from before confirmation emails, once. */
export async function askEarlierSubscribersJob(env: Env, now: Date): Promise<number> {
  let jobs: AlertJob[] = [];
  try {
    jobs = await askEarlierSubscribers(env.DB, now);
    await enqueue(env.ALERT_JOBS as Queue<AlertJob>, jobs);
    return jobs.length;
  } catch (error) {
    logFault("ask earlier subscribers", error);
    // Not asked after all: clear their deadlines so they are asked next time, never deleted unasked.
    const ids = jobs.map((j) => (j.kind === "confirm" ? j.subscriberId : 0));
    if (ids.length > 0)
      await env.DB.prepare(
        "UPDATE newsletter_subscribers SET confirm_expires_at = NULL WHERE id IN (SELECT value FROM json_each(?)) AND confirmed_at IS NULL",
      )
        .bind(JSON.stringify(ids))
        .run()
        .catch((e) => logFault("ask earlier subscribers: undo", e));
    return 0;
  }
}
