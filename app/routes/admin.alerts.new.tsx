import { AlertEditor } from "~/components/admin/alert-editor";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { staticMeta } from "~/lib/route-meta";
import { submitEditor } from "~/server/alerts/editor.server";
import { subscriberCounts } from "~/server/alerts/subscribers.server";
import { requireOperator, requireSameOrigin } from "~/server/auth.server";
import { getCtx, getEnv } from "~/server/context.server";
import { orUnavailable } from "~/server/route.server";
import type { Route } from "./+types/admin.alerts.new";

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  await requireOperator(request, env);
  const counts = await orUnavailable("new alert: subscribers", () => subscriberCounts(env.DB));
  return { recipients: counts?.confirmed ?? 0 };
}

export const meta = staticMeta({
  title: "Write a new alert",
  description: "Write a scam alert.",
  path: "/admin/alerts/new",
  noindex: true,
});

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  await requireOperator(request, env);
  requireSameOrigin(request, env);
  return submitEditor(request, env, getCtx(context), null);
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
          values={invalid?.values}
          errors={invalid?.errors}
          recipients={loaderData.recipients}
          canSend
          published={false}
        />
      </div>
    </>
  );
}
