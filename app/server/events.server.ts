import { EVENT_BODY_MAX_BYTES, parseAnalyticsEvent } from "~/lib/analytics-events";
import { readLimited } from "./request.server";

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });

/** True when the request carries Do Not Track or Global Privacy Control. */
export function requestRefusesTracking(request: Request): boolean {
  return request.headers.get("DNT") === "1" || request.headers.get("Sec-GPC") === "1";
}

/**
 * POST /api/events: stores one known event with its allowed fields. Bad input is a 400 with a
 * reason; a request that refuses tracking is answered 204 and nothing is stored.
 */
export async function receiveEvent(db: D1Database, request: Request): Promise<Response> {
  if (requestRefusesTracking(request)) return new Response(null, { status: 204 });
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
  await db.prepare("INSERT INTO events (name, fields) VALUES (?, ?)").bind(parsed.event.name, JSON.stringify(parsed.event.fields)).run();
  return new Response(null, { status: 204 });
}
