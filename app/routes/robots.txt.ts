import { CACHE_POLICY } from "~/lib/cache-policy";
import type { Route } from "./+types/robots.txt";
import { closedAreas } from "~/features/pages/manifest";
import { robotsTxt } from "~/lib/feeds";
import { getServices } from "~/server/context.server";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(getServices(context).siteUrl, closedAreas), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_POLICY.feed },
  });
}
