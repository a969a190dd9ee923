import { CACHE_POLICY } from "~/lib/cache-policy";
import type { Route } from "./+types/sitemap.xml";
import { indexedPages } from "~/features/pages/manifest";
import { alertPath } from "~/features/alerts/alerts";
import { sitemapXml } from "~/lib/feeds";
import { publishedAlerts } from "~/features/alerts/alerts.server";
import { getServices } from "~/server/context.server";
import { orUnavailable } from "~/server/route.server";

/** Every indexed page of the registry, and every published alert (from D1; left out when D1 is down). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, siteUrl } = getServices(context);
  const alerts = (await orUnavailable("sitemap: alerts", () => publishedAlerts(db, 50_000))) ?? [];
  const pages = [...indexedPages, ...alerts.map((a) => ({ url: alertPath(a.slug), lastModified: a.updatedAt.slice(0, 10) }))];
  return new Response(sitemapXml(pages, siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_POLICY.feed },
  });
}
