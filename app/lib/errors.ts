import { isRouteErrorResponse } from "react-router";

/** True for a thrown 404 (a page or record that does not exist). */
export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}
