import { CACHE_POLICY } from "~/lib/cache-policy";
import type { Route } from "./+types/sitemap.xml";
import { indexedPages } from "~/content/pages";
import { sitemapXml } from "~/lib/feeds";
import { getEnv } from "~/server/context.server";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(indexedPages, getEnv(context).SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_POLICY.feed },
  });
}
