import { href, redirect } from "react-router";
import { CACHE_POLICY } from "~/lib/cache-policy";
import { requireSameOrigin, signOut } from "~/features/operator/auth.server";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/admin.logout";

/** Signs out (with or without a valid session: the cookie is cleared either way). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  requireSameOrigin(request, services.siteUrl);
  const headers = await signOut(request, services);
  headers.set("Cache-Control", CACHE_POLICY.operator);
  throw redirect(href("/"), { headers });
}

export function loader() {
  return redirect(href("/admin"), { headers: { "Cache-Control": CACHE_POLICY.operator } });
}
