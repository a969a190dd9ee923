import { data } from "react-router";

/**
 * The route contract (docs/decisions/0008-route-contract.md): a missing page or record is thrown
 * as a 404 and shown by the nearest error boundary.
 */
export function notFound(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}

/** A redirect, a Response or a `data()` answer thrown on purpose: rethrown, never logged as a fault. */
export function isThrownAnswer(error: unknown): boolean {
  return error instanceof Response || (typeof error === "object" && error !== null && "type" in error);
}

/**
 * A service (D1, KV, storage, email) failed: logged with what failed, never with what a person
 * typed. An email service may quote the recipient in its error, so addresses are blanked out.
 */
export function logFault(what: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${what} failed:`, message.replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, "[address]"));
}

/** A read that needs a service: its value, or null (logged) when the service is down, so the page can say so and show the rest. */
export async function orUnavailable<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    logFault(what, error);
    return null;
  }
}
