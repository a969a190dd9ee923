import { page, routeEntry } from "./manifest";
import { servingHeaders } from "~/lib/cache-policy";
import type { SeoInput } from "~/lib/seo";

/** What every page's loader returns: its title and description from the page manifest, and its text. */
export interface PageData<W> {
  seo: SeoInput;
  /** The page's text from app/content, handed over whole (never spread among the loader's keys). */
  words: W;
}

/**
 * A page's loader data (app/features/pages/manifest.ts). The text travels as loader data, not as an import
 * in the page's script: it then reaches the browser once, in the page, and not a second time
 * inside its script (the 130 KB budget of `npm run bench`). A loader with data of its own returns
 * this with its data beside it.
 */
export function pageData<W = undefined>(url: string, words?: W): PageData<W> {
  const entry = page(url);
  return { seo: { title: entry.title, description: entry.description, path: entry.url, noindex: !entry.indexed }, words: words as W };
}

/** The loader of a page that needs nothing but its manifest entry and its text. */
export function registryPage<W = undefined>(url: string, words?: W): () => PageData<W> {
  const data = pageData(url, words);
  return () => data;
}

/**
 * A page route's `headers`: the cache policy that follows from how the page manifest serves it.
 * `path` is written as in the manifest: a page's url ("/about") or a route's path ("/alerts/:slug").
 */
export function pageHeaders(path: string) {
  const { serving, answers } = routeEntry(path);
  return servingHeaders(serving, answers);
}
