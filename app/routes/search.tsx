import type { Route } from "./+types/search";
import { SiteSearch } from "~/components/search/site-search";
import { PageHeader } from "~/components/ui/page-header";
import { SEARCH_INDEX } from "~/content/search-index";
import { pageMeta } from "~/lib/route-meta";
import { pageSeo } from "~/content/page-seo";
import { canSearch, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchItems } from "~/lib/search";

export const meta = pageMeta;

export function loader({ request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  return { query, results: canSearch(query) ? searchItems(SEARCH_INDEX, query) : null, seo: pageSeo("/search") };
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
