import type { PageLink, PagePath } from "./page-path";
import { absoluteUrl } from "./seo";

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** sitemap.xml: one <url> per indexed page, absolute, with its last modification date. */
export function sitemapXml(pages: readonly { url: string; lastModified: string }[], siteUrl: string): string {
  const urls = pages
    .map((p) => `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, p.url))}</loc>\n    <lastmod>${p.lastModified}</lastmod>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything but the `closed` areas (the operator's, from the page manifest) and the API, and where the sitemap is. */
export function robotsTxt(siteUrl: string, closed: readonly string[]): string {
  const disallow = [...closed, "/api/"].map((path) => `Disallow: ${path}\n`).join("");
  return `User-agent: *\nAllow: /\n${disallow}\nSitemap: ${absoluteUrl(siteUrl, "/sitemap.xml" satisfies PagePath)}\n`;
}

export interface FeedItem {
  title: string;
  path: string;
  description: string;
  /** ISO date, or date and time. */
  date: string;
  category: string;
  author: string;
}

/** Blog posts as feed items: each links to its page under /blog. */
export function postFeedItems(
  posts: readonly { slug: string; title: string; excerpt: string; date: string; category: string; author: string }[],
): FeedItem[] {
  return posts.map((p) => ({
    title: p.title,
    // Typed, not built by href(): the Worker tests load this module into workerd, where react-router cannot be loaded alone.
    path: `/blog/${p.slug}` satisfies PageLink,
    description: p.excerpt,
    date: p.date,
    category: p.category,
    author: p.author,
  }));
}

/** RSS 2.0 date format (RFC 822). A bare date is taken at noon UTC so the day is right in every time zone of the US. */
export function rfc822(isoDate: string): string {
  return new Date(isoDate.length === 10 ? `${isoDate}T12:00:00Z` : isoDate).toUTCString();
}

/** The blog as an RSS 2.0 feed. */
export function rssXml(
  channel: { title: string; description: string; path: string /** RSS's own form: "en-us", "es-us". */; language?: string },
  items: readonly FeedItem[],
  siteUrl: string,
): string {
  const link = absoluteUrl(siteUrl, channel.path);
  const entries = items
    .map((item) => {
      const url = escapeXml(absoluteUrl(siteUrl, item.path));
      return [
        "    <item>",
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <description>${escapeXml(item.description)}</description>`,
        `      <category>${escapeXml(item.category)}</category>`,
        `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
        `      <pubDate>${rfc822(item.date)}</pubDate>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const newest = items
    .map((i) => i.date)
    .sort()
    .at(-1);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language ?? "en-us")}</language>`,
    `    <atom:link href="${escapeXml(absoluteUrl(siteUrl, `${channel.path}/rss.xml`))}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>` : "",
    entries,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n");
}
