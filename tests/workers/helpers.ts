import worker from "@built-worker";
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";

export const ORIGIN = "http://localhost:8787";

/**
 * The built Worker called with some bindings replaced (a failing D1, no secrets, another SITE_URL):
 * it builds its services from them as it does in production. SELF always has the real ones.
 */
export async function callWorker(request: Request | string, bindings: Record<string, unknown> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const asked = typeof request === "string" ? new Request(`${ORIGIN}${request}`) : request;
  const response = await worker.fetch(asked as Parameters<typeof worker.fetch>[0], { ...env, ...bindings } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A fresh client address, so one test's rate-limit counts never reach another's. */
export function freshAddress(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `198.51.${n()}.${n()}`;
}

export function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, ...headers },
    redirect: "manual",
  });
}

/** A JSON post as the site's own pages send it (same origin). */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
  });
}
