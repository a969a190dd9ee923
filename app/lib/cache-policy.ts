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
  /** The checker's reported lookup (/check/reported/<prefix>): the same for everyone; the list changes daily. */
  lookup: "public, max-age=3600",
  /** API answers. */
  api: "no-store",
} as const;

export type CachePolicy = (typeof CACHE_POLICY)[keyof typeof CACHE_POLICY];

/**
 * How a page is served. The page manifest (app/features/pages/manifest.ts) gives every page one, and the
 * page's cache policy, the Worker's handling and the prerender list follow from it.
 */
export type Serving =
  /** Built to HTML at build time: one file for everyone. A query or a form's answer is rendered per request. */
  | "prerendered"
  /** Rendered from D1, the same for everyone: kept in the Worker's memory and in the edge cache (the pages that show alerts). */
  | "edge"
  /** Rendered per request, the same for everyone: kept in the Worker's memory only (search results). */
  | "shared"
  /** Rendered for each reader (it reads their cookie): kept by their browser only, which checks back each time. */
  | "private"
  /** Holds what one person chose or typed: never kept. */
  | "personal"
  /** The operator's pages: never kept. */
  | "operator";

/**
 * The Cache-Control of a page the Worker renders (a prerendered page's own file gets
 * `prerenderedPage` from the Worker). `answers: "personal"` marks a prerendered page whose query
 * or form answer holds what a person typed.
 */
export function renderedPolicy(serving: Serving, answers?: "personal"): CachePolicy {
  switch (serving) {
    case "prerendered":
      return answers === "personal" ? CACHE_POLICY.personal : CACHE_POLICY.dynamicPage;
    case "edge":
    case "shared":
      return CACHE_POLICY.prerenderedPage;
    case "private":
      return CACHE_POLICY.dynamicPage;
    case "personal":
      return CACHE_POLICY.personal;
    case "operator":
      return CACHE_POLICY.operator;
  }
}

/**
 * A page route's `headers` for how it is served. A page the same for everyone (edge, shared) whose
 * loader could not read its data says `dynamicPage` itself, and a private answer is never kept.
 */
export function servingHeaders(serving: Serving, answers?: "personal") {
  const policy = renderedPolicy(serving, answers);
  const shared = serving === "edge" || serving === "shared";
  return ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
    "Cache-Control": (shared && loaderHeaders.get("Cache-Control")) || policy,
  });
}

/** A route's `headers` export for one policy. */
export function cacheHeaders(policy: CachePolicy) {
  return () => ({ "Cache-Control": policy });
}
