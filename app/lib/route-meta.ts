import type { ChromeWords } from "~/lib/chrome-words";
import { type Lang, langOfPath } from "~/lib/i18n";
import { type MetaDescriptor, useRouteLoaderData } from "react-router";
import type { FormConstraints } from "./forms";
import { isNotFound } from "./errors";
import { type SeoInput, seoMeta } from "./seo";

export type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

export interface MetaArgs {
  loaderData?: unknown;
  matches: Matches;
  error?: unknown;
  location: { pathname: string };
}

interface SiteFacts {
  siteUrl: string;
  siteName: string;
}

/** What the root loader gives every page (app/root.tsx). */
export interface RootData extends SiteFacts {
  /** The sign-up form is on many pages, so its rules travel with the root's data. */
  forms: { newsletter: FormConstraints<"email"> };
  /** The page's "Last updated" date from the page manifest, or null for an address it does not list. */
  lastUpdated: string | null;
  /** That date in words, in the page's language. */
  lastUpdatedText: string | null;
  /** The page's language, its counterpart in the other language, and the layout's words in its language. */
  lang: Lang;
  counterpart: { lang: Lang; url: string } | null;
  alternates: { hrefLang: string; url: string }[];
  chrome: ChromeWords;
}

/**
 * The root's data with the site's address and name always there: before the root's data exists
 * (the root's own error screen), links are made against the local address.
 */
function withSite(root: Partial<RootData> | undefined): Partial<RootData> & SiteFacts {
  return { ...root, siteUrl: root?.siteUrl ?? "http://localhost:8787", siteName: root?.siteName ?? "" };
}

/** The site's address and name, from the root loader (SITE_URL in wrangler.toml or .dev.vars). */
export function siteFrom(matches: Matches): SiteFacts {
  return withSite(matches.find((m) => m?.id === "root")?.loaderData as Partial<RootData> | undefined);
}

/** The root loader's data in a component, typed once. */
export function useRootData(): Partial<RootData> & SiteFacts {
  return withSite(useRouteLoaderData<RootData>("root"));
}

/** Meta tags from a `seo` value (registry pages, or a record a loader found). */
export function dataMeta(input: SeoInput | undefined, matches: Matches): MetaDescriptor[] {
  if (!input) return [];
  const { siteUrl, siteName } = siteFrom(matches);
  return seoMeta(input, siteUrl, siteName);
}

const NOT_FOUND = { title: "Page Not Found", description: "We could not find that page." };
const FAILED = { title: "Something went wrong", description: "This page could not be shown just now." };

/**
 * The one `meta` of every page: the `seo` its loader returned, or, when the loader threw, a
 * not-found or error title that search engines are told not to index. Loaders (server only) look
 * pages up in the registry, so the registry never ships to the browser.
 */
export function metaWithNotFound(notFound: { title: string; description: string }, spanish?: { title: string; description: string }) {
  return (args: MetaArgs): MetaDescriptor[] => {
    if (args.error != null) {
      const missing = spanish && langOfPath(args.location.pathname) === "es" ? spanish : notFound;
      const words = isNotFound(args.error) ? missing : FAILED;
      return dataMeta({ ...words, path: args.location.pathname, noindex: true }, args.matches);
    }
    return dataMeta((args.loaderData as { seo?: SeoInput } | undefined)?.seo, args.matches);
  };
}

export const pageMeta = metaWithNotFound(NOT_FOUND);

/** The `meta` of a page whose words are fixed (the operator's pages). */
export function staticMeta(seo: SeoInput) {
  return (args: MetaArgs): MetaDescriptor[] => dataMeta(seo, args.matches);
}
