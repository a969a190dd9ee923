import type { Route } from "./+types/indexnow-key.txt";
import { validKey } from "~/lib/indexnow";
import { getEnv } from "~/server/context.server";

/** The key file the IndexNow protocol checks (keyLocation): the key, as plain text. */
export function loader({ context }: Route.LoaderArgs) {
  const key = (getEnv(context) as Env & { INDEXNOW_KEY?: string }).INDEXNOW_KEY;
  if (!validKey(key)) return new Response("Not found", { status: 404 });
  return new Response(key, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
