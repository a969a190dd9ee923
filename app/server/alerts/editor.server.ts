/** The operator's alert editor, shared by "new alert" and "edit alert": save, then what the button asked. */
import { data, redirect } from "react-router";
import type { AlertFields } from "~/lib/alerts";
import type { FieldErrors, FieldValues } from "~/lib/forms";
import { alertActionForm, alertForm } from "~/lib/schemas/alerts";
import { readSubmission } from "../request.server";
import { logFault } from "../route.server";
import { alertById, createAlert, updateAlert } from "./alerts.server";
import { publish, type SendOutcome, sendToSubscribers, unpublish } from "./publish.server";
import { subscriberCounts } from "./subscribers.server";

export type EditorField = keyof AlertFields;

export type EditorResult =
  | { kind: "invalid"; values: FieldValues<EditorField>; errors: FieldErrors<EditorField>; message: string | null }
  | { kind: "confirmSend"; recipients: number }
  | { kind: "done"; tone: "safe" | "destructive"; message: string };

const UNAVAILABLE = "The change could not be saved right now. Please try again in a few minutes.";

const SEND_WORDS: Record<SendOutcome, { tone: "safe" | "destructive"; message: string }> = {
  queued: { tone: "safe", message: "Sending has started. The counts below show how it goes." },
  already: { tone: "destructive", message: "This alert was already sent. An alert is only ever sent once." },
  notPublished: { tone: "destructive", message: "Publish the alert before sending it." },
  unavailable: { tone: "destructive", message: "Sending could not start just now. Nothing was sent. Please try again in a few minutes." },
};

async function confirmedCount(env: Env): Promise<number> {
  return (await subscriberCounts(env.DB)).confirmed;
}

/** Sends only after the operator said yes to "Send this alert to N subscribers?" (the Dialog, or the page without JavaScript). */
async function sendIfConfirmed(env: Env, id: number, confirmed: boolean, now: Date): Promise<EditorResult> {
  if (!confirmed) return { kind: "confirmSend", recipients: await confirmedCount(env) };
  const words = SEND_WORDS[await sendToSubscribers(env, id, now)];
  return { kind: "done", ...words };
}

/** The editor form: saves (creating the alert when `id` is null), then previews, publishes or sends. */
export async function submitEditor(request: Request, env: Env, ctx: ExecutionContext, id: number | null) {
  const submission = await readSubmission(request, alertForm, 32 * 1024);
  if (!submission.ok) {
    const { title, summary, body, whatToDo, scamType, severity } = submission.values;
    return data<EditorResult>(
      {
        kind: "invalid",
        values: { title, summary, body, whatToDo, scamType, severity },
        errors: submission.errors,
        message: submission.formError,
      },
      { status: submission.status },
    );
  }
  const { intent, send, confirmed, ...fields } = submission.data;
  const now = new Date();
  try {
    let alertId = id;
    if (alertId === null) alertId = await createAlert(env.DB, fields, now);
    else if (!(await updateAlert(env.DB, alertId, fields, now))) throw data(null, { status: 404 });
    if (intent === "preview") return redirect(`/admin/alerts/${alertId}/preview`);
    if (intent === "publish") {
      await publish(env, ctx, alertId, now);
      if (send === "on") {
        const result = await sendIfConfirmed(env, alertId, confirmed === "yes", now);
        return id === null ? redirect(`/admin/alerts/${alertId}?published=1&ask=${result.kind === "confirmSend" ? 1 : 0}`) : result;
      }
      return id === null
        ? redirect(`/admin/alerts/${alertId}?published=1`)
        : ({ kind: "done", tone: "safe", message: "Published." } satisfies EditorResult);
    }
    // A saved published alert refreshes its pages too.
    const saved = await alertById(env.DB, alertId);
    if (saved?.status === "published") await publish(env, ctx, alertId, now);
    return id === null
      ? redirect(`/admin/alerts/${alertId}?saved=1`)
      : ({ kind: "done", tone: "safe", message: "Saved." } satisfies EditorResult);
  } catch (error) {
    if (error instanceof Response || (error && typeof error === "object" && "type" in error)) throw error;
    logFault("alert editor", error);
    return data<EditorResult>({ kind: "done", tone: "destructive", message: UNAVAILABLE }, { status: 503 });
  }
}

/** The buttons beside a saved alert: unpublish, or send. */
export async function submitAlertAction(request: Request, env: Env, ctx: ExecutionContext, id: number) {
  const submission = await readSubmission(request, alertActionForm, 1024);
  if (!submission.ok)
    return data<EditorResult>(
      { kind: "done", tone: "destructive", message: submission.formError ?? "That button is not known." },
      { status: 400 },
    );
  const now = new Date();
  try {
    if (submission.data.intent === "unpublish") {
      if (!(await unpublish(env, ctx, id, now))) throw data(null, { status: 404 });
      return { kind: "done", tone: "safe", message: "Unpublished. The alert is a draft again and is off the site." } satisfies EditorResult;
    }
    return await sendIfConfirmed(env, id, submission.data.confirmed === "yes", now);
  } catch (error) {
    if (error && typeof error === "object" && "type" in error) throw error;
    logFault("alert action", error);
    return data<EditorResult>({ kind: "done", tone: "destructive", message: UNAVAILABLE }, { status: 503 });
  }
}
