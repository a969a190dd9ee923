import { CACHE_POLICY } from "~/lib/cache-policy";
import { getServices } from "~/server/context.server";
import { allSubscribers, toCsv } from "~/features/operator/dashboard.server";
import { logFault } from "~/server/route.server";
import type { Route } from "./+types/admin.subscribers.csv";

/** The alert list as CSV, with where each address stands (only confirmed ones are emailed). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, clock } = getServices(context);
  let rows: string[][];
  try {
    rows = (await allSubscribers(db)).map((s) => [s.email, s.source, s.createdAt, s.status]);
  } catch (error) {
    logFault("subscriber export", error);
    return new Response("The subscriber list cannot be read right now. Please try again in a few minutes.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_POLICY.operator, "Retry-After": "60" },
    });
  }
  return new Response(toCsv(["email", "source", "signed_up", "status"], rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${clock.now().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": CACHE_POLICY.operator,
    },
  });
}
