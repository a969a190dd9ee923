import { CACHE_POLICY } from "~/lib/cache-policy";
import { EVENT_BODY_MAX_BYTES, parseAnalyticsEvent } from "~/lib/analytics-events";
import { countAttempt } from "./rate-limit.server";
import { declaredTooLarge, discardBody, isSameOrigin, readLimited } from "./request.server";
import { logFault } from "./route.server";
import type { Services } from "./services.server";

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "Cache-Control": CACHE_POLICY.api } });

const nothing = (status: number) => new Response(null, { status, headers: { "Cache-Control": CACHE_POLICY.api } });

/** True when the request carries Do Not Track or Global Privacy Control. */
export function requestRefusesTracking(request: Request): boolean {
  return request.headers.get("DNT") === "1" || request.headers.get("Sec-GPC") === "1";
}

/** The beacon comes from this site's own pages: a browser names the page's origin (or says same-origin). */
function fromOwnPages(request: Request, siteUrl: string): boolean {
  if (request.headers.has("Origin")) return isSameOrigin(request, siteUrl);
  return request.headers.get("Sec-Fetch-Site") === "same-origin";
}

/**
 * POST /api/events: stores one known event with its allowed fields. Bad input is a 400 with a
 * reason; another site's post is a 403; a request that refuses tracking is answered 204 and
 * nothing is stored; a flood is refused (429); a database failure is a 503 the page ignores.
 */
export async function receiveEvent(
  services: Pick<Services, "db" | "siteUrl" | "rateLimiter" | "secrets">,
  request: Request,
): Promise<Response> {
  if (!fromOwnPages(request, services.siteUrl)) {
    await discardBody(request);
    return json({ error: "Events are accepted only from this site's pages." }, 403);
  }
  if (requestRefusesTracking(request) || declaredTooLarge(request, EVENT_BODY_MAX_BYTES)) {
    await discardBody(request);
    return requestRefusesTracking(request) ? nothing(204) : json({ error: "Event too large." }, 413);
  }
  const bytes = await readLimited(request, EVENT_BODY_MAX_BYTES);
  if (!bytes) return json({ error: "Event too large." }, 413);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return json({ error: "The body must be JSON." }, 400);
  }
  const parsed = parseAnalyticsEvent(body);
  if (!parsed.ok) return json({ error: parsed.error }, 400);
  const attempt = await countAttempt(services, request, "events");
  if (attempt.outcome === "refused") return json({ error: "Too many events. Please slow down." }, 429);
  try {
    await services.db
      .prepare("INSERT INTO events (name, fields) VALUES (?, ?)")
      .bind(parsed.event.name, JSON.stringify(parsed.event.fields))
      .run();
  } catch (error) {
    logFault("analytics event save", error);
    return json({ error: "Events cannot be saved right now." }, 503);
  }
  return nothing(204);
}
