import { href } from "react-router";
import { containsText } from "~/lib/contains-text";
/** Search runs only at 3 or more characters; empty input clears the results. */
export const SEARCH_MIN_LENGTH = 3;
/** Search delay: 300 ms after the last key, so a search waits for a pause in typing. */
export const SEARCH_DELAY_MS = 300;
export const SEARCH_MAX_LENGTH = 200;

export type SearchItemType = "page" | "scam_guide" | "blog_post" | "alert";

export interface SearchItem {
  id: string;
  type: SearchItemType;
  title: string;
  excerpt: string;
  category: string;
  /** Where the result leads; see `searchResultHref`. */
  url: string;
  /** Set on a page in another language than English (a Spanish page's result is marked so). */
  lang?: "es";
}

/**
 * "Results link to /scam-types/{id} when the type is scam_guide and to /blog/{id} when the type is
 * blog_post"; any other page links to its own address.
 */
export function searchResultHref(item: SearchItem): string {
  if (item.type === "scam_guide") return href("/scam-types/:slug", { slug: item.id });
  if (item.type === "blog_post") return href("/blog/:slug", { slug: item.id });
  return item.url;
}

export function canSearch(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_LENGTH;
}

/** How many results a search shows at most: enough to choose from, few enough to read. */
export const SEARCH_MAX_RESULTS = 12;

/**
 * The site search: pages ranked by the full-text index (`ranked`, best first), then any page the
 * substring rule finds that the index did not ("a match is a case-insensitive substring of the
 * title, excerpt or category"), title matches first.
 */
export function searchItems(items: readonly SearchItem[], query: string, ranked: readonly SearchItem[] = []): SearchItem[] {
  if (!canSearch(query)) return [];
  const inTitle = items.filter((item) => containsText([item.title], query));
  const elsewhere = items.filter((item) => !inTitle.includes(item) && containsText([item.excerpt, item.category], query));
  const results = ranked.slice(0, SEARCH_MAX_RESULTS);
  for (const item of [...inTitle, ...elsewhere]) if (!results.includes(item)) results.push(item);
  return results;
}

/**
 * The substring rule for the site search and the scam database, kept beside the word search
 * (app/lib/text-search.ts): a case-insensitive substring of any of `fields`. Light on purpose:
 * pages load this module, never the word search.
 */
