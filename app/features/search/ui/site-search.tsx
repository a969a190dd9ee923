import { useEffect, useId, useRef, useState } from "react";
import { href, Link, useFetcher } from "react-router";
import { Answer, actionToAnswer } from "~/components/forms/answer";
import { HelpNowCallout } from "~/features/help-now";
import { EmergencyLink } from "~/components/layout/emergency-link";
import { EMERGENCY_LINE } from "~/content/site";
import { isCrisisQuery } from "../crisis-words";
import { canSearch, SEARCH_DELAY_MS, SEARCH_MAX_LENGTH, searchResultHref, type SearchItem } from "../search";
import { track } from "~/lib/track";

export const SEARCH_TEXT = {
  loading: "Searching protection guides...",
  empty: (q: string) => `No results found for "${q}"`,
  hint: "Try searching for phone scams, text scams or social media.",
  clear: "Clear",
  helpNow: "Get help now: a scam is happening",
  crisisTitle: "Get help now",
  callHotline: (name: string) => `Talk to a person: call the ${name},`,
  check: "Check a link, message or phone number",
} as const;

/** "Talk to a person": the hotline as a tap-to-call link, with its hours. */
function HotlineLine() {
  return (
    <>
      {SEARCH_TEXT.callHotline(EMERGENCY_LINE.name)} <EmergencyLink className="font-bold" /> ({EMERGENCY_LINE.shortHours}).
    </>
  );
}

/** Above the results of a search that sounds like a scam happening now: the plan and the hotline first. */
function CrisisHelp() {
  return (
    <div className="mb-6 space-y-3" data-testid="search-help-now">
      <p className="text-2xl font-bold">{SEARCH_TEXT.crisisTitle}</p>
      <HelpNowCallout />
      <p className="text-lg">
        <HotlineLine />
      </p>
    </div>
  );
}

/** The list of results, shared by the live search and the server-rendered /search page. */
export function SearchResults({ query, results }: { query: string; results: readonly SearchItem[] }) {
  const crisis = isCrisisQuery(query);
  if (results.length === 0) {
    return (
      <div data-testid="search-empty">
        {crisis ? <CrisisHelp /> : null}
        <p className="text-lg font-bold">{SEARCH_TEXT.empty(query)}</p>
        <p>{SEARCH_TEXT.hint}</p>
        {/* An empty result is never a dead end: the three ways to get help are always here (the first two in the box above). */}
        <ul className="mt-4 space-y-3" aria-label="Other ways to get help">
          {crisis ? null : (
            <>
              <li>
                <Link to={href("/help-now")} className="btn-danger">
                  {SEARCH_TEXT.helpNow}
                </Link>
              </li>
              <li>
                <HotlineLine />
              </li>
            </>
          )}
          <li>
            <Link to={href("/check")} className="inline-flex min-h-11 items-center font-bold">
              {SEARCH_TEXT.check}
            </Link>
          </li>
        </ul>
      </div>
    );
  }
  return (
    <div>
      {crisis ? <CrisisHelp /> : null}
      <p className="font-bold">
        {results.length} {results.length === 1 ? "result" : "results"} for "{query}"
      </p>
      <ol className="mt-3 space-y-3" data-testid="search-results">
        {results.map((item, position) => (
          <li key={`${item.type}:${item.id}`} className="rounded-xl border-2 border-gray-300 p-4" lang={item.lang}>
            <Link
              to={searchResultHref(item)}
              hrefLang={item.lang}
              className="inline-flex min-h-11 items-center text-lg font-bold"
              onClick={() => track("search_result_click", { result_id: item.id, result_type: item.type, position })}
            >
              {item.title}
            </Link>
            <p className="text-muted" lang={item.lang ? "en" : undefined}>
              {item.category}
              {item.lang ? " · Español" : ""}
            </p>
            <p>{item.excerpt}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

export const SEARCH_ROUTE = href("/search");

/**
 * Site search: runs from 3 characters after a 300 ms pause, shows
 * 'Searching protection guides...', then results or the empty message; Clear resets it. The index
 * stays on the server (the /search loader), so no page carries it; pressing Search opens
 * /search?q=, scrolled to the results.
 */
export function SiteSearch({
  initialQuery = "",
  initialResults = null,
  label,
  placeholder,
  extraButton,
}: {
  initialQuery?: string;
  /** Results the server already found for `initialQuery` (the /search page). */
  initialResults?: SearchItem[] | null;
  label: string;
  placeholder?: string;
  extraButton?: React.ReactNode;
}) {
  const id = useId();
  const fetcher = useFetcher<{ query: string; results: SearchItem[] | null }>();
  const [query, setQuery] = useState(initialQuery);
  const [waiting, setWaiting] = useState(false);
  const [cleared, setCleared] = useState(false);
  const typed = useRef(false);

  // Only the query starts a search: depending on the fetcher would start one per response.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    if (!typed.current) return;
    if (!canSearch(query)) {
      setWaiting(false);
      return;
    }
    setWaiting(true);
    const timer = setTimeout(() => {
      setWaiting(false);
      fetcher.load(`${SEARCH_ROUTE}?q=${encodeURIComponent(query.trim())}`);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const fresh = fetcher.data && typed.current ? fetcher.data : null;
  useEffect(() => {
    if (fresh?.results) track("scam_search", { query: fresh.query.slice(0, 100), results: fresh.results.length });
  }, [fresh]);

  const loading = waiting || fetcher.state === "loading";
  const shown =
    cleared || (typed.current && !canSearch(query))
      ? null
      : fresh?.results
        ? { query: fresh.query, results: fresh.results }
        : !typed.current && initialResults
          ? { query: initialQuery, results: initialResults }
          : null;

  function clear() {
    setQuery("");
    setCleared(true);
  }

  return (
    <div>
      {/* biome-ignore lint/a11y/useSemanticElements: role="search" on the form is what older screen readers announce; <search> is new. */}
      <form method="get" action={actionToAnswer(SEARCH_ROUTE, "search")} role="search" className="space-y-3">
        <label htmlFor={`${id}-q`} className="block text-lg font-bold">
          {label}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            className="input min-w-0 flex-1 basis-64"
            placeholder={placeholder}
            maxLength={SEARCH_MAX_LENGTH}
            value={query}
            onChange={(event) => {
              typed.current = true;
              setCleared(false);
              setQuery(event.target.value);
            }}
          />
          <button type="submit" className="btn-primary">
            Search
          </button>
          {query !== "" ? (
            <button type="button" className="btn-secondary" onClick={clear}>
              {SEARCH_TEXT.clear}
            </button>
          ) : null}
        </div>
        {extraButton}
      </form>
      <Answer formId="search" aria-live="polite" className="mt-4">
        {loading && canSearch(query) ? <p data-testid="search-loading">{SEARCH_TEXT.loading}</p> : null}
        {!loading && shown ? <SearchResults query={shown.query} results={shown.results} /> : null}
      </Answer>
    </div>
  );
}
