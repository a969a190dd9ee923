import { CACHE_POLICY } from "~/lib/cache-policy";
import type { Route } from "./+types/robots.txt";
import { closedAreas } from "~/content/pages";
import { robotsTxt } from "~/lib/feeds";
import { getEnv } from "~/server/context.server";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(getEnv(context).SITE_URL, closedAreas), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_POLICY.feed },
  });
}
