import { Outlet } from "react-router";
import { RootErrorBoundary } from "~/components/errors/error-screen";
import { requireOperator } from "~/features/operator/auth.server";
import { getServices } from "~/server/context.server";
import { pageHeaders } from "~/features/pages/page-data.server";
import type { Route } from "./+types/admin.layout";

/** The two operator pages open to everyone, by their paths in app/routes.ts. */
const OPEN = new Set(["admin/login", "admin/logout"]);

/**
 * Every other page, action and download under /admin needs a signed-in operator: checked here,
 * once per request, before any loader or action runs. A signed-out visitor is sent to sign in and
 * comes back after.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context, pattern }) => {
    if (!OPEN.has(pattern.replace(/^\//, ""))) await requireOperator(request, getServices(context));
  },
];

/** Every operator page, its .data answers and its error pages: never kept by a browser or a proxy. */
export const headers = pageHeaders("/admin/*");

export default function OperatorArea() {
  return <Outlet />;
}

/** Errors under /admin stop here, so their answers keep the operator cache policy. */
export const ErrorBoundary = RootErrorBoundary;
