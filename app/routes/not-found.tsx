import { notFoundBoundary } from "~/components/errors/error-screen";
import { NotFoundScreen } from "~/components/errors/not-found-screen";
import { pageMeta } from "~/lib/route-meta";
import { notFound } from "~/server/route.server";

export const meta = pageMeta;

/** Any other address: thrown as a 404 and shown by this route's boundary, the not-found screen. */
export function loader(): never {
  notFound();
}

export default NotFoundScreen;

export const ErrorBoundary = notFoundBoundary(NotFoundScreen);
