import { data, href, Link, redirect } from "react-router";
import { AlertEditor } from "~/features/alerts/ui/alert-editor";
import { AlertStatus } from "~/features/alerts/ui/alert-status";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { alertIdFrom, EDITOR_NOT_SAVED, EDITOR_NOTES, type EditorResult, invalidEditor, type NoteName } from "~/features/alerts/alerts";
import { staticMeta } from "~/lib/route-meta";
import { alertActionForm, alertForm } from "~/features/alerts/schema";
import { operatorAlerts } from "~/features/alerts/alerts.server";
import { subscriberCounts } from "~/features/alerts/subscribers.server";
import { type AlertResult, saveAlert, sendAlert, unpublish } from "~/features/alerts/workflow.server";
import { requireSameOrigin } from "~/features/operator/auth.server";
import { getServices } from "~/server/context.server";
import { readSubmission } from "~/server/request.server";
import { isThrownAnswer, notFound, orUnavailable } from "~/server/route.server";
import type { Route } from "./+types/admin.alerts.$id";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const id = alertIdFrom(params.id) ?? notFound();
  try {
    const [alerts, counts] = await Promise.all([operatorAlerts(db), subscriberCounts(db)]);
    const alert = alerts.find((a) => a.id === id) ?? notFound();
    const url = new URL(request.url);
    return {
      alert,
      recipients: counts.confirmed,
      // After creating: what the button did, by name (app/routes/admin.alerts.new.tsx).
      note: url.searchParams.get("note"),
    };
  } catch (error) {
    if (isThrownAnswer(error)) throw error;
    throw data(null, { status: 503, statusText: "Service Unavailable" });
  }
}

export const meta = staticMeta({
  title: "Edit alert",
  description: "Edit, publish and send a scam alert.",
  path: "/admin/alerts",
  noindex: true,
});

/** The editor form, or (`?do=status`) the unpublish and send buttons. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const services = getServices(context);
  requireSameOrigin(request, services.siteUrl);
  const id = alertIdFrom(params.id) ?? notFound();
  if (new URL(request.url).searchParams.get("do") !== "status") {
    const submission = await readSubmission(request, alertForm, 32 * 1024);
    if (!submission.ok) return data(invalidEditor(submission), { status: submission.status });
    return answer(await saveAlert(services, id, submission.data), services.db, "alert editor");
  }
  const submission = await readSubmission(request, alertActionForm, 1024);
  if (!submission.ok)
    return data<EditorResult>(
      { kind: "done", tone: "destructive", message: submission.formError ?? "That button is not known." },
      { status: 400 },
    );
  const { intent, confirmed } = submission.data;
  const result = intent === "unpublish" ? await unpublish(services, id) : await sendAlert(services, id, confirmed === "yes");
  return answer(result, services.db, "alert action");
}

/** What the page says after a step: the note, or "Send this alert to N subscribers?" (`what` names a failure in the log). */
async function answer(result: AlertResult, db: D1Database, what: string) {
  if (result.kind === "notFound") throw data(null, { status: 404 });
  if (result.kind === "unavailable") return data<EditorResult>(EDITOR_NOT_SAVED, { status: 503 });
  if (result.kind === "preview") return redirect(href("/admin/alerts/:id/preview", { id: String(result.id) }));
  if (result.kind === "done") return data<EditorResult>(EDITOR_NOTES[result.note]);
  const counts = await orUnavailable(what, () => subscriberCounts(db));
  if (!counts) return data<EditorResult>(EDITOR_NOT_SAVED, { status: 503 });
  return data<EditorResult>({ kind: "confirmSend", recipients: counts.confirmed });
}

export default function EditAlert({ loaderData, actionData }: Route.ComponentProps) {
  const { alert, recipients } = loaderData;
  const invalid = actionData?.kind === "invalid" ? actionData : null;
  const note = loaderData.note && !actionData ? loaderData.note : null;
  const ask = actionData?.kind === "confirmSend" || note === "ask";
  const message = actionData?.kind === "done" ? actionData : note && note in EDITOR_NOTES ? EDITOR_NOTES[note as NoteName] : null;
  return (
    <>
      <PageHeader title={alert.title}>
        <Link to={href("/admin/alerts")} className="btn-secondary">
          All alerts
        </Link>
      </PageHeader>
      <div className="container-page space-y-8 py-8">
        {message ? (
          <Alert tone={message.tone} live>
            {message.message}
          </Alert>
        ) : null}
        {invalid ? (
          <Alert tone="destructive" live title="Please check the alert">
            {invalid.message ?? "Some fields need a change. Each one says what."}
          </Alert>
        ) : null}
        <AlertStatus
          id={alert.id}
          slug={alert.slug}
          status={alert.status}
          publishedAt={alert.publishedAt}
          sentAt={alert.sentAt}
          sends={alert.sends}
          recipients={recipients}
          askToSend={ask}
        />
        <section aria-labelledby="edit-alert">
          <h2 id="edit-alert" className="mb-4 text-2xl">
            Edit
          </h2>
          <AlertEditor
            key={alert.updatedAt}
            alert={alert}
            values={invalid?.values}
            errors={invalid?.errors}
            recipients={recipients}
            canSend={alert.sentAt === null}
            published={alert.status === "published"}
          />
        </section>
      </div>
    </>
  );
}
