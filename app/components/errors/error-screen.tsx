import type { ComponentType } from "react";
import { href, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { EmergencyLink } from "~/components/layout/emergency-link";

/**
 * The fallback for anything that went wrong: 'Unexpected Application Error!'
 * followed by the status. A visitor never sees an error's message or stack; in development the
 * message shows, to help.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const response = isRouteErrorResponse(error) ? error : null;
  const detail = response
    ? `${response.status} ${response.statusText}`.trim()
    : import.meta.env.DEV && error instanceof Error
      ? error.message
      : "500 Internal Server Error";
  return (
    <div className="container-page py-12">
      <h1 className="text-3xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg" data-testid="error-detail">
        {detail}
      </p>
      <p className="mt-6">
        {response?.status === 503 ? "Part of the site is not working right now. " : "Something went wrong on our side. "}
        Please try again in a few minutes, or go back to the <Link to={href("/")}>home page</Link>. If a scam is happening right now, call{" "}
        <EmergencyLink className="font-bold" />.
      </p>
    </div>
  );
}

/**
 * A route's error boundary: its own not-found words for a thrown 404 (a page, guide, post or module
 * that does not exist), the fallback screen for anything else.
 */
export function notFoundBoundary(NotFound: ComponentType) {
  return function RouteErrorBoundary() {
    const error = useRouteError();
    return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorScreen error={error} />;
  };
}

/** The root boundary (and the operator area's). */
export function RootErrorBoundary() {
  return <ErrorScreen error={useRouteError()} />;
}
