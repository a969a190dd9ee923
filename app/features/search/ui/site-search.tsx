import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Answer, actionToAnswer } from "~/components/forms/answer";
import { HelpNowCallout, type HelpNowCalloutWords } from "~/features/help-now";
import { EmergencyLink } from "~/components/layout/emergency-link";
import { isCrisisQuery } from "../crisis-words";
import { canSearch, SEARCH_DELAY_MS, SEARCH_MAX_LENGTH, searchResultHref, type SearchItem } from "../search";
import { SEARCH_WORDS, type SearchWords } from "../words/search";
import { track } from "~/lib/track";

/** The search's words in the page's language, and the plan's callout in it (English: the callout's own). */
interface Said {
  words: SearchWords;
  callout?: HelpNowCalloutWords | undefined;
}

/** "Talk to a person": the hotline as a tap-to-call link, with its hours. */
function HotlineLine({ words }: Said) {
  return (
    <>
      {words.callHotline} <EmergencyLink className="font-bold" name={words.callName} /> ({words.hotlineHours}).
    </>
  );
}

/** Above the results of a search that sounds like a scam happening now: the plan and the hotline first. */
function CrisisHelp({ words, callout }: Said) {
  return (
    <div className="mb-6 space-y-3" data-testid="search-help-now">
      <p className="text-2xl font-bold">{words.crisisTitle}</p>
      <HelpNowCallout words={callout} />
      <p className="text-lg">
        <HotlineLine words={words} />
      </p>
    </div>
  );
}

/** The list of results, shared by the live search and the server-rendered /search page. */
export function SearchResults({
  query,
  results,
  words = SEARCH_WORDS,
  callout,
}: { query: string; results: readonly SearchItem[] } & Partial<Said>) {
  const crisis = isCrisisQuery(query);
  if (results.length === 0) {
    return (
      <div data-testid="search-empty">
        {crisis ? <CrisisHelp words={words} callout={callout} /> : null}
        <p className="text-lg font-bold">{words.empty.replace("{q}", query)}</p>
        <p>{words.hint}</p>
        {/* An empty result is never a dead end: the three ways to get help are always here (the first two in the box above). */}
        <ul className="mt-4 space-y-3" aria-label={words.otherWays}>
          {crisis ? null : (
            <>
              <li>
                <Link to={words.helpNowPath} className="btn-danger">
                  {words.helpNow}
                </Link>
              </li>
              <li>
                <HotlineLine words={words} />
              </li>
            </>
          )}
          <li>
            <Link to={words.checkPath} className="inline-flex min-h-11 items-center font-bold">
              {words.check}
            </Link>
          </li>
        </ul>
      </div>
    );
  }
  return (
    <div>
      {crisis ? <CrisisHelp words={words} callout={callout} /> : null}
      <p className="font-bold">
        {results.length} {(results.length === 1 ? words.resultOne : words.resultMany).replace("{q}", query)}
      </p>
      <ol className="mt-3 space-y-3" data-testid="search-results">
        {results.map((item, position) => (
          // On a Spanish page, an English page's result says it is in English.
          <li
            key={`${item.type}:${item.id}`}
            className="rounded-xl border-2 border-gray-300 p-4"
            lang={item.lang ?? (words.lang === "es" ? "en" : undefined)}
          >
            <Link
              to={searchResultHref(item)}
              hrefLang={item.lang ?? (words.lang === "es" ? "en" : undefined)}
              className="inline-flex min-h-11 items-center text-lg font-bold"
              onClick={() => track("search_result_click", { result_id: item.id, result_type: item.type, position })}
            >
              {item.title}
            </Link>
            {/* A page's category is an English word (the page list's); an alert's is in its language. */}
            <p className="text-muted" lang={item.lang && item.type !== "alert" ? "en" : undefined}>
              {item.category}
              {item.lang ? ` · ${words.spanish}` : ""}
            </p>
            <p>{item.excerpt}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

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
  words = SEARCH_WORDS,
  callout,
}: {
  initialQuery?: string;
  /** Results the server already found for `initialQuery` (the /search page). */
  initialResults?: SearchItem[] | null;
  label: string;
  placeholder?: string;
  extraButton?: React.ReactNode;
} & Partial<Said>) {
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
      fetcher.load(`${words.path}?q=${encodeURIComponent(query.trim())}`);
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
      <form method="get" action={actionToAnswer(words.path, "search")} role="search" className="space-y-3">
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
            {words.button}
          </button>
          {query !== "" ? (
            <button type="button" className="btn-secondary" onClick={clear}>
              {words.clear}
            </button>
          ) : null}
        </div>
        {extraButton}
      </form>
      <Answer formId="search" aria-live="polite" className="mt-4">
        {loading && canSearch(query) ? <p data-testid="search-loading">{words.loading}</p> : null}
        {!loading && shown ? <SearchResults query={shown.query} results={shown.results} words={words} callout={callout} /> : null}
      </Answer>
    </div>
  );
}
