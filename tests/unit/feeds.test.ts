import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { BLOG_POSTS } from "~/features/blog/words/posts";
import { closedAreas, indexedPages, PAGES } from "~/features/pages/manifest";
import { SEARCH_INDEX } from "~/features/search/build-index";
import { escapeXml, postFeedItems, robotsTxt, rssXml, sitemapXml } from "~/lib/feeds";
import { searchItems } from "~/features/search/search";
import { filterSitemap } from "~/features/pages/sitemap-filter";

const SITE = "https://www.example.org";
const parser = new XMLParser({ ignoreAttributes: false });

describe("sitemap.xml", () => {
  const xml = sitemapXml(indexedPages, SITE);

  it("is well-formed XML", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  it("lists every indexed page of the registry once, as an absolute URL with lastmod", () => {
    const urls = [parser.parse(xml).urlset.url].flat() as { loc: string; lastmod: string }[];
    expect(urls.map((u) => u.loc).sort()).toEqual(indexedPages.map((p) => `${SITE}${p.url === "/" ? "/" : p.url}`).sort());
    expect(urls.every((u) => /^\d{4}-\d{2}-\d{2}$/.test(u.lastmod))).toBe(true);
  });

  it("leaves out pages that are not indexed", () => {
    const hidden = PAGES.filter((p) => !p.indexed).map((p) => p.url);
    expect(hidden).toContain("/search");
    for (const url of hidden) expect(xml).not.toContain(`<loc>${SITE}${url}</loc>`);
  });
});

describe("robots.txt", () => {
  it("points to the sitemap and keeps crawlers out of /admin", () => {
    const txt = robotsTxt(SITE, closedAreas);
    expect(txt).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(txt).toMatch(/^Disallow: \/admin$/m);
  });
});

describe("blog RSS feed", () => {
  const items = postFeedItems(BLOG_POSTS);
  const xml = rssXml({ title: "Blog", description: "Posts", path: "/blog" }, items, SITE);

  it("is well-formed RSS 2.0 with one item per post", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = parser.parse(xml).rss;
    expect(rss["@_version"]).toBe("2.0");
    const entries = [rss.channel.item].flat();
    expect(entries).toHaveLength(BLOG_POSTS.length);
    expect(entries[0].link).toBe(`${SITE}/blog/${BLOG_POSTS[0]!.slug}`);
    expect(new Date(entries[0].pubDate).toISOString().slice(0, 10)).toBe(BLOG_POSTS[0]!.date);
  });

  it("escapes text that would break XML", () => {
    expect(escapeXml(`Tom & "Jerry" <b>`)).toBe("Tom &amp; &quot;Jerry&quot; &lt;b&gt;");
  });
});

describe("sitemap page filter", () => {
  const pages = [
    { title: "Phone Scams", description: "Calls", category: "Education" },
    { title: "Privacy", description: "We never sell data", category: "Legal" },
    { title: "Recovery Hub", description: "After a phone scam", category: "Emergency" },
  ];

  it("matches text in the title or description, ignoring case", () => {
    expect(filterSitemap(pages, "PHONE", "All").map((p) => p.title)).toEqual(["Phone Scams", "Recovery Hub"]);
  });

  it("combines text and category", () => {
    expect(filterSitemap(pages, "phone", "Emergency").map((p) => p.title)).toEqual(["Recovery Hub"]);
  });

  it("shows everything for empty text and All", () => {
    expect(filterSitemap(pages, "  ", "All")).toHaveLength(3);
  });

  it("finds nothing when nothing matches", () => {
    expect(filterSitemap(pages, "lottery", "All")).toEqual([]);
  });
});

describe("site search over everything the site teaches", () => {
  it("finds scam guides as scam_guide, posts as blog_post and modules as pages", () => {
    const types = (q: string) => new Set(searchItems(SEARCH_INDEX, q).map((r) => r.type));
    expect([...types("grandparent")]).toEqual(expect.arrayContaining(["scam_guide", "blog_post"]));
    expect(searchItems(SEARCH_INDEX, "Secure Your Devices")[0]!.url).toBe("/protect-yourself/secure-devices");
  });

  it("ranks title matches above excerpt and category matches", () => {
    const results = searchItems(SEARCH_INDEX, "romance");
    const firstNonTitle = results.findIndex((r) => !r.title.toLowerCase().includes("romance"));
    const lastTitle = results.map((r) => r.title.toLowerCase().includes("romance")).lastIndexOf(true);
    expect(firstNonTitle === -1 || firstNonTitle > lastTitle).toBe(true);
  });
});
