import { CACHE_POLICY } from "~/lib/cache-policy";
import { validKey } from "~/lib/indexnow";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/indexnow-key.txt";

/** The key file the IndexNow protocol checks (keyLocation): the key, as plain text. */
export function loader({ context }: Route.LoaderArgs) {
  const key = getServices(context).secrets.indexNowKey;
  if (!validKey(key)) return new Response("Not found", { status: 404 });
  return new Response(key, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_POLICY.feed } });
}
