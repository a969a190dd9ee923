import type { MetaDescriptor } from "react-router";
import { seoMeta, type SeoInput } from "./seo";

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The site's base URL, from the root loader (SITE_URL in wrangler.toml or .dev.vars). */
export function siteUrlFrom(matches: Matches): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "http://localhost:8787";
}

/**
 * Meta tags from the `seo` a route's loader returned. Loaders (server only) look pages up in the
 * registry, so the registry and the content behind it never ship to the browser.
 */
export function dataMeta(input: SeoInput | undefined, matches: Matches): MetaDescriptor[] {
  if (!input) return [];
  return seoMeta(input, siteUrlFrom(matches));
}
