import type { Route } from "./+types/search";
import { SiteSearch } from "~/features/search/ui/site-search";
import { PageHeader } from "~/components/ui/page-header";
import { SEARCH_INDEX } from "~/features/search/build-index";
import { data } from "react-router";
import { CACHE_POLICY } from "~/lib/cache-policy";
import { pageMeta } from "~/lib/route-meta";
import { registryPath } from "~/lib/dates";
import { langOfPath } from "~/lib/i18n";
import { alertIn, alertSearchItem } from "~/features/alerts/alerts";
import { canSearch, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchItem, searchItems } from "~/features/search/search";
import { SEARCH_WORDS_BY_LANG } from "~/features/search/words/languages";
import { IF_TARGETED_PAGE as SI_ES_VICTIMA_PAGE } from "~/content/es/si-es-victima-page";
import { searchAlerts } from "~/features/alerts/alerts.server";
import { getServices } from "~/server/context.server";
import { orUnavailable } from "~/server/route.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import { siteSearch } from "~/features/search/site-search.server";

export const meta = pageMeta;
export const headers = pageHeaders("/search");

/**
 * The site's pages from the built index, after any published scam alerts that match (they are the
 * newest news). One module for /search and /es/buscar (app/routes.ts): in Spanish the Spanish pages
 * and alerts come first, and the words are Spanish.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = registryPath(url.pathname);
  const lang = langOfPath(path);
  const page = {
    ...pageData(path, SEARCH_WORDS_BY_LANG[lang]),
    callout: lang === "es" ? (SI_ES_VICTIMA_PAGE.callout ?? undefined) : undefined,
  };
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  if (!canSearch(query)) return { query, results: null, ...page };
  const alerts = await orUnavailable("search: alerts", () => searchAlerts(getServices(context).db, query, 5, lang));
  const found: SearchItem[] = [
    ...(alerts ?? []).flatMap((alert) => {
      const shown = alertIn(alert, lang);
      return shown ? [alertSearchItem(shown, lang)] : [];
    }),
    ...searchItems(SEARCH_INDEX, query, siteSearch().search(query, 3)),
  ];
  // The reader's language first; the order within each language is the search's.
  const results = lang === "es" ? [...found.filter((r) => r.lang === "es"), ...found.filter((r) => r.lang !== "es")] : found;
  const payload = { query, results, ...page };
  return alerts ? payload : data(payload, { headers: { "Cache-Control": CACHE_POLICY.dynamicPage } });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, results, words, callout } = loaderData;
  const minimum = String(SEARCH_MIN_LENGTH);
  return (
    <>
      <PageHeader title={words.title}>{words.intro.replace("{n}", minimum)}</PageHeader>
      <div className="container-page py-8">
        <SiteSearch key={query} initialQuery={query} initialResults={results} label={words.label} words={words} callout={callout} />
        {query !== "" && !results ? (
          <p role="alert" className="mt-4 font-bold">
            {words.tooShort.replace("{n}", minimum)}
          </p>
        ) : null}
      </div>
    </>
  );
}
