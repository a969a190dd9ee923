/**
 * The alert workflow: what the operator's editor and buttons do (save, publish, unpublish, send).
 * Each step returns a result; the routes (admin.alerts.new, admin.alerts.$id) turn it into an
 * answer. A service that fails is the result `unavailable`, logged (decision 0011).
 */
import { href } from "react-router";
import type { z } from "zod";
import { alertPath, type NoteName } from "./alerts";
import type { alertForm } from "./schema";
import { logFault } from "~/server/route.server";
import type { Services } from "~/server/services.server";
import { alertById, createAlert, markAlertSent, publishAlert, unpublishAlert, updateAlert } from "./alerts.server";

type Workflow = Pick<Services, "db" | "queue" | "edgeCache" | "indexNow" | "clock" | "waitUntil">;

/** The editor form as sent: the alert's fields, the button, the send switch and the answer to its question. */
export type EditorInput = z.output<typeof alertForm.schema>;

export type AlertResult =
  /** Saved; the operator asked to see it as a page and as an email. */
  | { kind: "preview"; id: number }
  /** Done: what to tell the operator. */
  | { kind: "done"; id: number; note: NoteName }
  /** Saved (and published), but sending waits for a yes to "Send this alert to N subscribers?". */
  | { kind: "ask"; id: number }
  | { kind: "notFound" }
  | { kind: "unavailable" };

async function orUnavailable(what: string, step: () => Promise<AlertResult>): Promise<AlertResult> {
  try {
    return await step();
  } catch (error) {
    logFault(what, error);
    return { kind: "unavailable" };
  }
}

/** The pages that show an alert, in both languages (the Spanish ones list it only with a Spanish version). */
function alertPages(slug: string): string[] {
  return [
    alertPath(slug),
    href("/alerts"),
    href("/"),
    href("/alerts/rss.xml"),
    alertPath(slug, "es"),
    href("/es/alertas"),
    href("/es/alertas/rss.xml"),
  ];
}

/**
 * After any change the public sees: fresh pages everywhere (the edge cache version), and, on
 * publish with an IndexNow key, the new address offered to search engines in the background.
 */
async function refreshAlertPages({ edgeCache, indexNow, waitUntil }: Workflow, slug: string, published: boolean, now: Date) {
  await edgeCache.bump(now, alertPages(slug));
  if (published && indexNow.key) waitUntil(indexNow.submit(alertPages(slug).slice(0, 3)).then(() => undefined));
}

async function publish(services: Workflow, id: number, now: Date): Promise<void> {
  if (!(await publishAlert(services.db, id, now))) return;
  const alert = await alertById(services.db, id);
  if (alert) await refreshAlertPages(services, alert.slug, true, now);
}

/** Starts sending a published alert to every confirmed subscriber, once, after the operator said yes. */
async function sendIfConfirmed({ db, queue }: Workflow, id: number, confirmed: boolean, now: Date): Promise<AlertResult> {
  if (!confirmed) return { kind: "ask", id };
  const alert = await alertById(db, id);
  if (alert?.status !== "published") return { kind: "done", id, note: "notPublished" };
  if (!(await markAlertSent(db, id, now))) return { kind: "done", id, note: "already" };
  try {
    await queue.send([{ kind: "fanout", alertId: id, afterId: 0 }]);
    return { kind: "done", id, note: "queued" };
  } catch (error) {
    logFault("alert send queue", error);
    await db.prepare("UPDATE alerts SET sent_at = NULL WHERE id = ?").bind(id).run();
    return { kind: "done", id, note: "unavailable" };
  }
}

/** The editor: saves (creating the alert when `id` is null), then previews, publishes or sends. */
export async function saveAlert(services: Workflow, id: number | null, input: EditorInput): Promise<AlertResult> {
  const { intent, send, confirmed, ...fields } = input;
  const { db } = services;
  const now = services.clock.now();
  return orUnavailable("alert editor", async () => {
    let alertId = id;
    if (alertId === null) alertId = await createAlert(db, fields, now);
    else if (!(await updateAlert(db, alertId, fields, now))) return { kind: "notFound" };
    if (intent === "preview") return { kind: "preview", id: alertId };
    if (intent === "publish") {
      await publish(services, alertId, now);
      return send === "on"
        ? sendIfConfirmed(services, alertId, confirmed === "yes", now)
        : { kind: "done", id: alertId, note: "published" };
    }
    // A saved published alert refreshes its pages too.
    if ((await alertById(db, alertId))?.status === "published") await publish(services, alertId, now);
    return { kind: "done", id: alertId, note: "saved" };
  });
}

/** The button beside a published alert: off the site, a draft again. */
export async function unpublish(services: Workflow, id: number): Promise<AlertResult> {
  const now = services.clock.now();
  return orUnavailable("alert action", async () => {
    if (!(await unpublishAlert(services.db, id, now))) return { kind: "notFound" };
    const alert = await alertById(services.db, id);
    if (alert) await refreshAlertPages(services, alert.slug, false, now);
    return { kind: "done", id, note: "unpublished" };
  });
}

/** The button "Send to subscribers" beside a published alert. */
export async function sendAlert(services: Workflow, id: number, confirmed: boolean): Promise<AlertResult> {
  const now = services.clock.now();
  return orUnavailable("alert action", () => sendIfConfirmed(services, id, confirmed, now));
}
