import { data, Form, redirect } from "react-router";
import { TextField } from "~/components/forms/field";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { formConstraints } from "~/lib/forms";
import { staticMeta } from "~/lib/route-meta";
import { adminPath, signInForm } from "~/features/operator/schema";
import { isOperator, SIGN_IN_MESSAGES, signIn } from "~/features/operator/auth.server";
import { getServices } from "~/server/context.server";
import { isSameOrigin, readSubmission } from "~/server/request.server";
import type { Route } from "./+types/admin.login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const to = adminPath.parse(new URL(request.url).searchParams.get("redirectTo") ?? undefined);
  if (await isOperator(request, getServices(context))) throw redirect(to);
  return { to, constraints: formConstraints(signInForm) };
}

export const meta = staticMeta({
  title: "Operator sign-in",
  description: "Sign in to manage the site.",
  path: "/admin/login",
  noindex: true,
});

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  if (!isSameOrigin(request, services.siteUrl))
    return data({ error: "This form must be sent from the site's own pages." }, { status: 403 });
  const submission = await readSubmission(request, signInForm, 2048);
  if (!submission.ok) {
    const error = submission.formError ?? (submission.errors.password ? SIGN_IN_MESSAGES.blank : SIGN_IN_MESSAGES.wrong);
    return data({ error }, { status: submission.status });
  }
  const result = await signIn(request, services, submission.data.password);
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  throw redirect(submission.data.redirectTo, { headers: result.headers });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Operator sign-in">For the people who run this site. Visitors never need to sign in.</PageHeader>
      <div className="container-page max-w-lg py-8">
        {actionData?.error ? <Alert tone="destructive" title={actionData.error} live className="mb-6" /> : null}
        <Form method="post" className="space-y-4">
          <input type="hidden" name="redirectTo" value={loaderData.to} />
          <TextField
            formId="admin"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            constraint={loaderData.constraints.password}
          />
          <button type="submit" className="btn-primary">
            Sign in
          </button>
        </Form>
      </div>
    </>
  );
}
