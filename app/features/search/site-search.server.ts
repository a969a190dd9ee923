import SAVED_INDEX from "virtual:site-search-index";
import { siteTextSearch } from "./build-index";
import type { SearchItem } from "./search";
import type { TextSearch } from "~/lib/text-search";

let search: TextSearch<SearchItem> | undefined;

/**
 * The site's full-text search, restored from the index vite.config.ts made at build time on the
 * first search in this Worker, then kept: it stays on the server and no page carries it.
 */
export function siteSearch(): TextSearch<SearchItem> {
  search ??= siteTextSearch(SAVED_INDEX);
  return search;
}
