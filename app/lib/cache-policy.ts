/**
 * Every Cache-Control the site sends, by name (docs/decisions/0008-route-contract.md). Pages carry
 * the reader's text size, set from a cookie, so HTML is never shared between readers.
 */
export const CACHE_POLICY = {
  /** Prerendered HTML: the same file for all, but the Worker sets the text size, so browsers check back each time. */
  prerenderedPage: "no-cache",
  /** Pages rendered per request (search results, form answers). */
  dynamicPage: "private, no-cache",
  /** RSS, sitemap.xml, robots.txt: the same for everyone for an hour. */
  feed: "public, max-age=3600",
  /** Guide PDFs and recordings under a fixed name: they change only on a deploy or an upload. */
  file: "public, max-age=3600",
  /** Hashed build files and versioned recordings: a new version has a new name. */
  immutable: "public, max-age=31536000, immutable",
  /** Everything under /admin (pages, their .data, the CSV): never kept by a browser or a proxy. */
  operator: "private, no-store",
  /** What holds a person's own answers or typed numbers (the personal plan, its PDF, the family kit): never kept. */
  personal: "private, no-store",
  /** API answers. */
  api: "no-store",
} as const;

export type CachePolicy = (typeof CACHE_POLICY)[keyof typeof CACHE_POLICY];

/**
 * The `headers` export of a page kept in the edge cache (the pages that show alerts): the loader
 * may say `dynamicPage` when it could not read its data, and a private answer is never kept.
 */
export function edgePageHeaders({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE_POLICY.prerenderedPage };
}

/** A route's `headers` export for one policy. */
export function cacheHeaders(policy: CachePolicy) {
  return () => ({ "Cache-Control": policy });
}
