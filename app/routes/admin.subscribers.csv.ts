import type { Route } from "./+types/admin.subscribers.csv";
import { requireOperator } from "~/server/auth.server";
import { getEnv } from "~/server/context.server";
import { subscribers, toCsv } from "~/server/dashboard.server";

/** The newsletter list as CSV, for the operator's mail tool. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  await requireOperator(request, env);
  const rows = (await subscribers(env.DB)).map((s) => [s.email, s.source, s.created_at]);
  return new Response(toCsv(["email", "source", "signed_up"], rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
