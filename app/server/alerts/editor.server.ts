/** The operator's alert editor, shared by "new alert" and "edit alert": save, then what the button asked. */
import { data, redirect } from "react-router";
import { type AlertFields, EDITOR_NOTES as NOTES, type EditorNote, type NoteName } from "~/lib/alerts";
import type { FieldErrors, FieldValues } from "~/lib/forms";
import { alertActionForm, alertForm } from "~/lib/schemas/alerts";
import { readSubmission } from "../request.server";
import { isThrownAnswer, logFault } from "../route.server";
import { alertById, createAlert, updateAlert } from "./alerts.server";
import { publish, sendToSubscribers, unpublish } from "./publish.server";
import { subscriberCounts } from "./subscribers.server";

export type EditorField = keyof AlertFields;

type Note = EditorNote;

export type EditorResult =
  | { kind: "invalid"; values: FieldValues<EditorField>; errors: FieldErrors<EditorField>; message: string | null }
  | { kind: "confirmSend"; recipients: number }
  | Note;

const UNAVAILABLE: Note = {
  kind: "done",
  tone: "destructive",
  message: "The change could not be saved right now. Please try again in a few minutes.",
};

/** Sends only after the operator said yes to "Send this alert to N subscribers?" (the Dialog, or the page without JavaScript). */
async function sendIfConfirmed(env: Env, id: number, confirmed: boolean, now: Date): Promise<NoteName | "ask"> {
  if (!confirmed) return "ask";
  return sendToSubscribers(env, id, now);
}

async function resultOf(env: Env, name: NoteName | "ask"): Promise<EditorResult> {
  return name === "ask" ? { kind: "confirmSend", recipients: (await subscriberCounts(env.DB)).confirmed } : NOTES[name];
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
    let note: NoteName | "ask" = "saved";
    if (intent === "publish") {
      await publish(env, ctx, alertId, now);
      note = send === "on" ? await sendIfConfirmed(env, alertId, confirmed === "yes", now) : "published";
    } else if ((await alertById(env.DB, alertId))?.status === "published") {
      // A saved published alert refreshes its pages too.
      await publish(env, ctx, alertId, now);
    }
    // A new alert moves to its own address, and the note goes with it.
    return id === null ? redirect(`/admin/alerts/${alertId}?note=${note}`) : await resultOf(env, note);
  } catch (error) {
    if (isThrownAnswer(error)) throw error;
    logFault("alert editor", error);
    return data<EditorResult>(UNAVAILABLE, { status: 503 });
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
      return NOTES.unpublished;
    }
    return await resultOf(env, await sendIfConfirmed(env, id, submission.data.confirmed === "yes", now));
  } catch (error) {
    if (isThrownAnswer(error)) throw error;
    logFault("alert action", error);
    return data<EditorResult>(UNAVAILABLE, { status: 503 });
  }
}
