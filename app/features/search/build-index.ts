import type { SearchItem, SearchItemType } from "./search";
import { createTextSearch, type TextSearch, type TextSearchField, textSearchIndexJson } from "~/lib/text-search";
import { BLOG_POSTS } from "~/features/blog";
import { SCAM_GUIDES } from "~/content/guides/index";
import { pageText } from "./page-text";
import { indexedPages } from "~/features/pages";
import { SCAM_RECORDS } from "~/content/scam-database";
import { SEARCH_SYNONYMS } from "./words/synonyms";
import type { ScamRecord } from "~/content/types";

const guideIds = new Set(SCAM_GUIDES.map((g) => g.id));
const postCategory = new Map(BLOG_POSTS.map((p) => [p.slug, p.category]));

function typeOf(url: string): { type: SearchItemType; id: string } {
  const [, section, slug] = url.split("/");
  if (section === "scam-types" && slug && guideIds.has(slug)) return { type: "scam_guide", id: slug };
  if (section === "blog" && slug) return { type: "blog_post", id: slug };
  return { type: "page", id: url };
}

/**
 * Everything the site search looks through: every indexed page of the registry (so every guide,
 * module, post and help page), built when the Worker is built. Server-side only.
 */
export const SEARCH_INDEX: readonly SearchItem[] = indexedPages.map((p) => {
  const { type, id } = typeOf(p.url);
  return {
    id,
    type,
    title: p.title,
    excerpt: p.description,
    category: (type === "blog_post" && postCategory.get(id)) || p.category,
    url: p.url,
    ...(p.lang === "es" ? { lang: "es" as const } : {}),
  };
});

const FIELDS: readonly TextSearchField<SearchItem>[] = [
  { name: "title", boost: 5, get: (item) => item.title },
  { name: "excerpt", boost: 2, get: (item) => item.excerpt },
  { name: "category", boost: 1, get: (item) => item.category },
  // The words of the page itself (app/features/search/page-text.ts): guides, modules, posts, help pages, database records, examples.
  { name: "body", boost: 1, get: (item) => pageText(item.url) },
];

/** The full-text index as JSON: vite.config.ts makes it at build time (the `virtual:site-search-index` module). */
export function siteSearchIndexJson(): string {
  return textSearchIndexJson(SEARCH_INDEX, FIELDS);
}

/** The full-text search of every page, from the index made at build time (or made now, without one). */
export function siteTextSearch(saved?: string): TextSearch<SearchItem> {
  return createTextSearch(SEARCH_INDEX, FIELDS, SEARCH_SYNONYMS, saved);
}

let database: TextSearch<ScamRecord> | undefined;

/** The scam database's word search: ten records, so it is made on first use. Every word must match. */
export function databaseTextSearch(): TextSearch<ScamRecord> {
  database ??= createTextSearch(
    SCAM_RECORDS,
    [
      { name: "title", boost: 3, get: (r) => r.title },
      { name: "keywords", boost: 3, get: (r) => r.keywords.join(", ") },
      { name: "type", boost: 2, get: (r) => r.type },
      { name: "category", boost: 2, get: (r) => r.category },
      { name: "body", boost: 1, get: (r) => [r.description, ...r.redFlags, ...r.protectionTips].join("\n") },
    ],
    SEARCH_SYNONYMS,
  );
  return database;
}
