/**
 * The page manifest: every public page with its words (title, description), its language, how it
 * is served and whether search engines may index it, and the addresses that name many pages
 * (`ROUTES`). Everything that treats pages differently reads it: the Worker (what to keep in
 * memory and in the edge cache), each page route's `headers` (its cache policy), the prerender
 * list, the sitemap, robots.txt, the site search and the page-by-page browser tests
 * (docs/decisions/0029-page-manifest.md). A test fails if the route table and this list disagree.
 */
// react-router.config.ts loads this file for the prerender list without the "~" alias or JSX, so it
// imports the pages it lists by their own relative paths (biome.json lets this one file do so).
import { BLOG_POSTS } from "../blog/words/posts";
import { SCAM_GUIDES } from "../../content/guides/index";
import { GUIAS } from "../../content/es/guias/index";
import { TRAINING_MODULES } from "../../content/modules/index";
import type { Lang, PageEntry, RouteEntry, ServedAs } from "./page-entry";
import { STATIC_PAGES, UPDATED } from "./static-pages";

export type { Lang, PageCategory, PageEntry, RouteEntry, ServedAs, Serving } from "./page-entry";

/** One page per training module, scam guide and blog post, from their content, served as their `ROUTES` entry says. */
const MODULE_PAGES: PageEntry[] = TRAINING_MODULES.map((m) => ({
  url: `/protect-yourself/${m.slug}`,
  lang: "en",
  title: m.title,
  description: m.description,
  category: "Protection",
  lastModified: UPDATED,
  serving: "prerendered",
  indexed: true,
}));

/** The English guide a Spanish guide is the twin of, by its slug. */
const SPANISH_TWIN = new Map(GUIAS.filter((g) => g.counterpart).map((g) => [g.counterpart, `/es/guias/${g.id}`]));

/** A guide's page, in either language. */
const guidePage = (
  url: string,
  lang: Lang,
  g: { title: string; summary: string; lastUpdated: string },
  counterpart?: string,
): PageEntry => ({
  url,
  lang,
  ...(counterpart ? { counterpart } : {}),
  title: g.title,
  description: g.summary,
  category: "Education",
  lastModified: g.lastUpdated,
  serving: "prerendered",
  indexed: true,
});

const GUIDE_PAGES: PageEntry[] = SCAM_GUIDES.map((g) => guidePage(`/scam-types/${g.id}`, "en", g, SPANISH_TWIN.get(g.id)));
const GUIA_PAGES: PageEntry[] = GUIAS.map((g) =>
  guidePage(`/es/guias/${g.id}`, "es", g, g.counterpart ? `/scam-types/${g.counterpart}` : undefined),
);

const POST_PAGES: PageEntry[] = BLOG_POSTS.map((p) => ({
  url: `/blog/${p.slug}`,
  lang: "en",
  title: p.title,
  description: p.excerpt,
  category: "Blog",
  lastModified: p.date,
  serving: "prerendered",
  indexed: true,
}));

export const PAGES: readonly PageEntry[] = [...STATIC_PAGES, ...MODULE_PAGES, ...GUIDE_PAGES, ...GUIA_PAGES, ...POST_PAGES];

/**
 * The addresses that are not one page of the list: routes with a parameter (their pages from
 * content are listed above; an alert's page comes from D1), the alerts feed, and the operator's
 * area, which is not public and so not a page of the list.
 */
export const ROUTES: readonly RouteEntry[] = [
  // The feed shows the alerts too, so it is kept at the edge with the pages that do.
  { path: "/alerts/rss.xml", serving: "edge" },
  { path: "/alerts/:slug", serving: "edge" },
  { path: "/es/alertas/rss.xml", serving: "edge", counterpart: "/alerts/rss.xml" },
  { path: "/es/alertas/:slug", serving: "edge", counterpart: "/alerts/:slug" },
  { path: "/scam-types/:slug", serving: "prerendered" },
  { path: "/es/guias/:slug", serving: "prerendered", counterpart: "/scam-types/:slug" },
  { path: "/protect-yourself/:slug", serving: "prerendered" },
  { path: "/blog/:slug", serving: "prerendered" },
  { path: "/admin/*", serving: "operator" },
];

/** A `:slug` is lower-case words joined by dashes; an address with anything else is no page of the route. */
const SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";

/** A route path as a pattern of addresses: `:name` matches one slug, a final `/*` the address and everything under it. */
export function routePattern(path: string): RegExp {
  const area = path.endsWith("/*");
  const segments = (area ? path.slice(0, -2) : path).split("/").map((s) => (s.startsWith(":") ? SLUG : s.replace(/[.]/g, "\\.")));
  return new RegExp(`^${segments.join("/")}${area ? "(?:/.*)?" : ""}$`);
}

const BY_URL = new Map(PAGES.map((p) => [p.url, p]));
const ROUTE_PATTERNS = ROUTES.map((route) => ({ route, pattern: routePattern(route.path) }));

export function findPage(url: string): PageEntry | undefined {
  return BY_URL.get(url);
}

/** Looks a page up by url; a page missing from the registry is a bug, so this throws. */
export function page(url: string): PageEntry {
  const entry = findPage(url);
  if (!entry) throw new Error(`Page ${url} is not in the page registry (app/features/pages/manifest.ts)`);
  return entry;
}

/** What the manifest says of an address: its page, else the route whose pattern it matches, else null (no page). */
export function servedAs(pathname: string): ServedAs | null {
  return findPage(pathname) ?? ROUTE_PATTERNS.find(({ pattern }) => pattern.test(pathname))?.route ?? null;
}

/** A page route's entry, by the url or route path it is written with (a route's `headers`); throws if it is missing. */
export function routeEntry(path: string): ServedAs {
  const entry = findPage(path) ?? ROUTES.find((route) => route.path === path);
  if (!entry) throw new Error(`${path} is not in the page manifest (app/features/pages/manifest.ts)`);
  return entry;
}

export const prerenderPaths = PAGES.filter((p) => p.serving === "prerendered").map((p) => p.url);
export const indexedPages = PAGES.filter((p) => p.indexed);
/** The areas search engines are asked to stay out of (robots.txt): the operator's. */
export const closedAreas = ROUTES.filter((r) => r.serving === "operator").map((r) => r.path.replace(/\/\*$/, ""));
