import { data, href, redirect } from "react-router";
import { AlertEditor } from "~/features/alerts/ui/alert-editor";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { EDITOR_NOT_SAVED, type EditorResult, invalidEditor } from "~/features/alerts/alerts";
import { staticMeta } from "~/lib/route-meta";
import { alertForm } from "~/features/alerts/schema";
import { subscriberCounts } from "~/features/alerts/subscribers.server";
import { saveAlert } from "~/features/alerts/workflow.server";
import { requireSameOrigin } from "~/features/operator/auth.server";
import { getServices } from "~/server/context.server";
import { readSubmission } from "~/server/request.server";
import { orUnavailable } from "~/server/route.server";
import type { Route } from "./+types/admin.alerts.new";

/** `?title=&scamType=`: a draft started from a pattern of readers' reports (/admin/reports). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const counts = await orUnavailable("new alert: subscribers", () => subscriberCounts(db));
  const query = new URL(request.url).searchParams;
  const start = { title: query.get("title")?.slice(0, 120) ?? "", scamType: query.get("scamType")?.slice(0, 40) ?? "" };
  return { recipients: counts?.confirmed ?? 0, start: start.title || start.scamType ? start : undefined };
}

export const meta = staticMeta({
  title: "Write a new alert",
  description: "Write a scam alert.",
  path: "/admin/alerts/new",
  noindex: true,
});

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  requireSameOrigin(request, services.siteUrl);
  const submission = await readSubmission(request, alertForm, 32 * 1024);
  if (!submission.ok) return data(invalidEditor(submission), { status: submission.status });
  const result = await saveAlert(services, null, submission.data);
  if (result.kind === "unavailable") return data<EditorResult>(EDITOR_NOT_SAVED, { status: 503 });
  if (result.kind === "notFound") throw data(null, { status: 404 });
  if (result.kind === "preview") return redirect(href("/admin/alerts/:id/preview", { id: String(result.id) }));
  // The new alert moves to its own address, and the note goes with it.
  return redirect(`${href("/admin/alerts/:id", { id: String(result.id) })}?note=${result.kind === "ask" ? "ask" : result.note}`);
}

export default function NewAlert({ loaderData, actionData }: Route.ComponentProps) {
  const invalid = actionData?.kind === "invalid" ? actionData : null;
  return (
    <>
      <PageHeader title="Write a new alert">It is saved as a draft until you publish it.</PageHeader>
      <div className="container-page py-8">
        {actionData?.kind === "done" ? (
          <Alert tone={actionData.tone} live className="mb-6">
            {actionData.message}
          </Alert>
        ) : null}
        {invalid ? (
          <Alert tone="destructive" live title="Please check the alert" className="mb-6">
            {invalid.message ?? "Some fields need a change. Each one says what."}
          </Alert>
        ) : null}
        <AlertEditor
          alert={null}
          values={invalid?.values ?? loaderData.start}
          errors={invalid?.errors}
          recipients={loaderData.recipients}
          canSend
          published={false}
        />
      </div>
    </>
  );
}
