import type { MetaDescriptor } from "react-router";

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/about"; made absolute against the site URL. */
  path: string;
  noindex?: boolean;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

/** Title, description and absolute canonical link for a page: the three things the layout needs from it. */
export function seoMeta({ title, description, path, noindex }: SeoInput, siteUrl: string, siteName: string): MetaDescriptor[] {
  const canonical = absoluteUrl(siteUrl, path);
  const fullTitle = !siteName || title.includes(siteName) ? title : `${title} | ${siteName}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: "website" },
  ];
  if (siteName) tags.push({ property: "og:site_name", content: siteName });
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
