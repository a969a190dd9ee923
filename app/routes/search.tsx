import type { Route } from "./+types/search";
import { SiteSearch } from "~/features/search/ui/site-search";
import { PageHeader } from "~/components/ui/page-header";
import { SEARCH_INDEX } from "~/features/search/build-index";
import { data } from "react-router";
import { CACHE_POLICY } from "~/lib/cache-policy";
import { pageMeta } from "~/lib/route-meta";
import { alertSearchItem } from "~/features/alerts/alerts";
import { canSearch, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchItem, searchItems } from "~/features/search/search";
import { searchAlerts } from "~/features/alerts/alerts.server";
import { getServices } from "~/server/context.server";
import { orUnavailable } from "~/server/route.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import { siteSearch } from "~/features/search/site-search.server";

export const meta = pageMeta;
export const headers = pageHeaders("/search");

/** The site's pages from the built index, after any published scam alerts that match (they are the newest news). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  if (!canSearch(query)) return { query, results: null, ...pageData("/search") };
  const alerts = await orUnavailable("search: alerts", () => searchAlerts(getServices(context).db, query, 5));
  const results: SearchItem[] = [
    ...(alerts ?? []).map(alertSearchItem),
    ...searchItems(SEARCH_INDEX, query, siteSearch().search(query, 3)),
  ];
  const payload = { query, results, ...pageData("/search") };
  return alerts ? payload : data(payload, { headers: { "Cache-Control": CACHE_POLICY.dynamicPage } });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
  return (
    <>
      <PageHeader title="Search the site">Type at least {SEARCH_MIN_LENGTH} letters, for example "text" or "quiz".</PageHeader>
      <div className="container-page py-8">
        <SiteSearch key={query} initialQuery={query} initialResults={results} label="What are you looking for?" />
        {query !== "" && !results ? (
          <p role="alert" className="mt-4 font-bold">
            Please type at least {SEARCH_MIN_LENGTH} letters to search.
          </p>
        ) : null}
      </div>
    </>
  );
}
