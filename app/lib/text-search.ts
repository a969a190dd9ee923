/**
 * Search that finds what people type (docs/decisions/0023-site-search.md): whole words in any form ("scammed" finds
 * "scam", "gift cards" finds "gift card"), small typos ("pasword"), the start of a word, and an
 * editable list of everyday synonyms ("grandson" also looks for "grandparent"). MiniSearch does
 * the indexing and ranking (docs/decisions/0023-site-search.md); this module only says how words
 * are cut and compared, so the site search and the scam database match the same way.
 */
import MiniSearch, { type Query, type SearchOptions } from "minisearch";
import { stemmer } from "stemmer";

/** Everyday synonyms: a word people type, and the words the site uses for the same thing. */
export type Synonyms = Readonly<Record<string, readonly string[]>>;

/** Words that carry no meaning in a query ("my mom sent money": "my" goes). */
const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could did do does for from had has have he her him his how i if in into is it its " +
    "me my myself of on or our she so than that the their them then there they this to too up us was we were what when where " +
    "which who why will with would you your yours am im ive someone something somebody just got get"
  ).split(" "),
);

/** Words as a reader types them: letters and digits, apostrophes dropped ("don't" is "dont"). */
export function tokenize(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/['’]/g, "")
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** The form a word is indexed and looked up under: its stem, or nothing for a stop word. */
export function termOf(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return /^\d+$/.test(lower) ? lower : stemmer(lower);
}

/** The synonym list keyed by stem, so "grandsons" finds the entry written "grandson". */
function synonymIndex(synonyms: Synonyms): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [word, others] of Object.entries(synonyms)) {
    const key = termOf(word);
    if (key) index.set(key, [...(index.get(key) ?? []), ...others]);
  }
  return index;
}

/** Typo tolerance grows with the word: none up to 4 letters ("bail" must not find "mail"), 1 from 5, 2 from 9. */
function fuzziness(term: string): number | false {
  return term.length < 5 ? false : term.length < 9 ? 1 : 2;
}

export interface TextSearchField<T> {
  name: string;
  /** How much a match here counts against a match in the body (1). */
  boost: number;
  get: (item: T) => string;
}

export interface TextSearch<T> {
  /**
   * Items that match, best first. Every word of the query (or one of its synonyms) must match;
   * when fewer than `atLeast` items match every word, items that match some words follow.
   */
  search: (query: string, atLeast?: number) => T[];
}

function miniSearchOptions<T>(fields: readonly TextSearchField<T>[]) {
  return { fields: fields.map((f) => f.name), tokenize, processTerm: termOf };
}

/** The index of `items` as JSON, to make at build time and restore with `createTextSearch(..., saved)`. */
export function textSearchIndexJson<T>(items: readonly T[], fields: readonly TextSearchField<T>[]): string {
  const index = new MiniSearch<Record<string, string | number>>(miniSearchOptions(fields));
  index.addAll(items.map((item, id) => Object.fromEntries([["id", id], ...fields.map((f) => [f.name, f.get(item)])])));
  return JSON.stringify(index);
}

/**
 * A search over `items`. `saved` is `textSearchIndexJson` of the same items and fields, made at
 * build time: restoring it costs a tenth of indexing (stemming every word is the slow part).
 * Without it the index is made here, as the unit tests do.
 */
export function createTextSearch<T>(
  items: readonly T[],
  fields: readonly TextSearchField<T>[],
  synonyms: Synonyms,
  saved: string = textSearchIndexJson(items, fields),
): TextSearch<T> {
  const bySynonym = synonymIndex(synonyms);
  const index = MiniSearch.loadJSON<Record<string, string | number>>(saved, miniSearchOptions(fields));
  if (index.documentCount !== items.length)
    throw new Error(`The saved search index has ${index.documentCount} items, not ${items.length}: rebuild`);

  const options: SearchOptions = {
    boost: Object.fromEntries(fields.map((f) => [f.name, f.boost])),
    prefix: (term) => term.length >= 4,
    fuzzy: fuzziness,
    // A synonym or a near spelling counts for less than the word itself.
    weights: { fuzzy: 0.5, prefix: 0.6 },
  };

  /** One query word and its synonyms: any of them may match. */
  function wordQuery(word: string): Query | null {
    const term = termOf(word);
    if (!term) return null;
    const others = bySynonym.get(term) ?? [];
    if (others.length === 0) return word;
    // A synonym counts for less than the word typed; a synonym phrase ("tech support") needs all its words.
    const synonym = (phrase: string): Query => ({ ...options, boost: scaled(options.boost, 0.7), combineWith: "AND", queries: [phrase] });
    return { ...options, combineWith: "OR", queries: [word, ...others.map(synonym)] };
  }

  function run(words: Query[], combineWith: "AND" | "OR"): number[] {
    return index.search({ ...options, combineWith, queries: words }).map((r) => r.id as number);
  }

  return {
    search(query, atLeast = 1) {
      const words = tokenize(query)
        .map(wordQuery)
        .filter((q): q is Query => q !== null);
      if (words.length === 0) return [];
      const ids = run(words, "AND");
      if (ids.length < atLeast && words.length > 1) for (const id of run(words, "OR")) if (!ids.includes(id)) ids.push(id);
      return ids.map((id) => items[id]!);
    },
  };
}

function scaled(boost: SearchOptions["boost"], by: number): Record<string, number> {
  return Object.fromEntries(Object.entries(boost ?? {}).map(([k, v]) => [k, v * by]));
}
