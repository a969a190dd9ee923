import { Outlet } from "react-router";
import { RootErrorBoundary } from "~/components/errors/error-screen";
import { pageHeaders } from "~/server/route.server";

/** Every operator page, its .data answers and its error pages: never kept by a browser or a proxy. */
export const headers = pageHeaders("/admin/*");

export default function OperatorArea() {
  return <Outlet />;
}

/** Errors under /admin stop here, so their answers keep the operator cache policy. */
export const ErrorBoundary = RootErrorBoundary;
