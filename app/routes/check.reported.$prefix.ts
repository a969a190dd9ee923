import { CACHE_POLICY } from "~/lib/cache-policy";
import { PREFIX_PATTERN } from "~/features/checker/reported";
import { REPORT_WINDOW_DAYS, reportedByPrefix } from "~/features/checker/reported.server";
import { getServices } from "~/server/context.server";
import { logFault } from "~/server/route.server";
import type { Route } from "./+types/check.reported.$prefix";

const json = (body: unknown, status: number, cache: string) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": cache } });

/**
 * GET /check/reported/<5 hex characters>: every reported hash with that prefix and its counts in the
 * last 30 days (app/features/checker/reported.ts). The prefix is never logged or stored.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const prefix = params.prefix;
  if (!PREFIX_PATTERN.test(prefix)) {
    return json({ error: "Send the first 5 characters of a SHA-256 hash, in lower-case hex." }, 400, CACHE_POLICY.api);
  }
  const { db, clock } = getServices(context);
  try {
    const hashes = await reportedByPrefix(db, prefix, clock.now());
    return json({ prefix, days: REPORT_WINDOW_DAYS, hashes }, 200, CACHE_POLICY.lookup);
  } catch (error) {
    logFault("reported lookup", error);
    return json({ error: "The reported list cannot be read right now." }, 503, CACHE_POLICY.api);
  }
}
