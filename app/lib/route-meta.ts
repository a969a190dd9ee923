import type { MetaDescriptor } from "react-router";
import { page } from "~/content/pages";
import { seoMeta, type SeoInput } from "./seo";

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The site's base URL, from the root loader (SITE_URL in wrangler.toml or .dev.vars). */
export function siteUrlFrom(matches: Matches): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "http://localhost:8787";
}

/** Meta for a page in the registry, by its url. */
export function registryMeta(url: string, matches: Matches): MetaDescriptor[] {
  const entry = page(url);
  return seoMeta({ title: entry.title, description: entry.description, path: entry.url, noindex: !entry.indexed }, siteUrlFrom(matches));
}

/** Meta for a page whose words come from its data (a post, a guide). */
export function dataMeta(input: SeoInput, matches: Matches): MetaDescriptor[] {
  return seoMeta(input, siteUrlFrom(matches));
}
