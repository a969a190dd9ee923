import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/admin.login";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { dataMeta } from "~/lib/route-meta";
import { isOperator, requireSameOrigin, signIn } from "~/server/auth.server";
import { getEnv } from "~/server/context.server";
import { readForm } from "~/server/request.server";

/** Only a path on this site: never send an operator elsewhere after signing in. */
function safeRedirect(to: string | null): string {
  return to && to.startsWith("/admin") && !to.startsWith("//") ? to : "/admin";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const to = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await isOperator(request, getEnv(context))) throw redirect(to);
  return { to };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  dataMeta({ title: "Operator sign-in", description: "Sign in to manage the site.", path: "/admin/login", noindex: true }, matches);

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  requireSameOrigin(request, env);
  const read = await readForm(request, 2048);
  if (!read.ok) return data({ error: read.error }, { status: read.status });
  const result = await signIn(request, env, String(read.form.get("password") ?? ""));
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  throw redirect(safeRedirect(String(read.form.get("redirectTo") ?? "")), { headers: result.headers });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Operator sign-in">For the people who run this site. Visitors never need to sign in.</PageHeader>
      <div className="container-page max-w-lg py-8">
        {actionData?.error ? <Alert tone="destructive" title={actionData.error} live className="mb-6" /> : null}
        <Form method="post" className="space-y-4">
          <input type="hidden" name="redirectTo" value={loaderData.to} />
          <div>
            <label htmlFor="admin-password" className="block font-bold">
              Password
            </label>
            <input id="admin-password" name="password" type="password" autoComplete="current-password" required className="input mt-1" />
          </div>
          <button type="submit" className="btn-primary">
            Sign in
          </button>
        </Form>
      </div>
    </>
  );
}
