import { redirect } from "react-router";
import type { Route } from "./+types/admin.logout";
import { requireSameOrigin, signOut } from "~/server/auth.server";
import { getEnv } from "~/server/context.server";

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  requireSameOrigin(request, env);
  throw redirect("/", { headers: await signOut(request, env) });
}

export function loader() {
  return redirect("/admin");
}
