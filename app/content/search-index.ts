import type { SearchItem } from "~/lib/search";
import { indexedPages } from "./pages";

/** Everything the site search looks through: every indexed page of the registry. */
export const SEARCH_INDEX: readonly SearchItem[] = indexedPages.map((p) => ({
  id: p.url,
  type: "page",
  title: p.title,
  excerpt: p.description,
  category: p.category,
  url: p.url,
}));
