import { SITE_NAME } from "~/content/site";
import { alertIn, alertLabels, alertPath } from "~/features/alerts/alerts";
import { ALERT_PAGE_BY_LANG } from "~/features/alerts/words/languages";
import { CACHE_POLICY } from "~/lib/cache-policy";
import { rssXml } from "~/lib/feeds";
import { LANG_TAG, langOfPath } from "~/lib/i18n";
import { publishedAlerts } from "~/features/alerts/alerts.server";
import { getServices } from "~/server/context.server";
import { logFault } from "~/server/route.server";
import type { Route } from "./+types/alerts.rss.xml";

/**
 * The alerts as RSS 2.0, newest first; kept in the edge cache and refreshed on publish. The same
 * module serves /es/alertas/rss.xml: the alerts that have a Spanish version, in Spanish.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl } = getServices(context);
  const lang = langOfPath(new URL(request.url).pathname);
  const words = ALERT_PAGE_BY_LANG[lang];
  try {
    const alerts = (await publishedAlerts(db, undefined, lang)).flatMap((alert) => alertIn(alert, lang) ?? []);
    const xml = rssXml(
      { title: words.feedTitle, description: words.intro, path: words.listPath, language: LANG_TAG[lang].toLowerCase() },
      alerts.map((a) => ({
        title: a.title,
        path: alertPath(a.slug, lang),
        description: a.summary,
        date: a.publishedAt,
        category: alertLabels(a, lang).type,
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
