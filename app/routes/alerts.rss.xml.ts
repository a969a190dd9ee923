import { href } from "react-router";
import { SITE_NAME } from "~/content/site";
import { alertPath, scamTypeOf } from "~/features/alerts/alerts";
import { CACHE_POLICY } from "~/lib/cache-policy";
import { rssXml } from "~/lib/feeds";
import { publishedAlerts } from "~/features/alerts/alerts.server";
import { getServices } from "~/server/context.server";
import { logFault } from "~/server/route.server";
import type { Route } from "./+types/alerts.rss.xml";

/** The alerts as RSS 2.0, newest first; kept in the edge cache and refreshed on publish. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, siteUrl } = getServices(context);
  try {
    const alerts = await publishedAlerts(db);
    const xml = rssXml(
      { title: `${SITE_NAME} scam alerts`, description: "New scams that are spreading now, with what to do.", path: href("/alerts") },
      alerts.map((a) => ({
        title: a.title,
        path: alertPath(a.slug),
        description: a.summary,
        date: a.publishedAt,
        category: scamTypeOf(a.scamType).label,
        author: SITE_NAME,
      })),
      siteUrl,
    );
    return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": CACHE_POLICY.feed } });
  } catch (error) {
    logFault("alerts feed", error);
    return new Response("The alerts feed is not available right now.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_POLICY.api, "Retry-After": "300" },
    });
  }
}
