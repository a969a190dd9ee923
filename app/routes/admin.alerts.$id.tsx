import { data, Link } from "react-router";
import { AlertEditor } from "~/components/admin/alert-editor";
import { AlertStatus } from "~/components/admin/alert-status";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { alertIdFrom, EDITOR_NOTES, type NoteName } from "~/lib/alerts";
import { staticMeta } from "~/lib/route-meta";
import { operatorAlerts } from "~/server/alerts/alerts.server";
import { submitAlertAction, submitEditor } from "~/server/alerts/editor.server";
import { subscriberCounts } from "~/server/alerts/subscribers.server";
import { requireOperator, requireSameOrigin } from "~/server/auth.server";
import { getCtx, getEnv } from "~/server/context.server";
import { isThrownAnswer, notFound } from "~/server/route.server";
import type { Route } from "./+types/admin.alerts.$id";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  await requireOperator(request, env);
  const id = alertIdFrom(params.id) ?? notFound();
  try {
    const [alerts, counts] = await Promise.all([operatorAlerts(env.DB), subscriberCounts(env.DB)]);
    const alert = alerts.find((a) => a.id === id) ?? notFound();
    const url = new URL(request.url);
    return {
      alert,
      recipients: counts.confirmed,
      // After creating: what the button did, by name (app/server/alerts/editor.server.ts).
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
  const env = getEnv(context);
  await requireOperator(request, env);
  requireSameOrigin(request, env);
  const id = alertIdFrom(params.id) ?? notFound();
  const status = new URL(request.url).searchParams.get("do") === "status";
  return status ? submitAlertAction(request, env, getCtx(context), id) : submitEditor(request, env, getCtx(context), id);
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
        <Link to="/admin/alerts" className="btn-secondary">
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
