import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "./helpers";

describe("feeds from the Worker", () => {
  it("serves sitemap.xml with absolute URLs from SITE_URL", async () => {
    const res = await SELF.fetch(`${ORIGIN}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain("<loc>http://localhost:8787/scam-types/phone-scams</loc>");
    expect(xml).not.toContain("<loc>http://localhost:8787/search</loc>");
  });

  it("serves robots.txt that disallows /admin and names the sitemap", async () => {
    const text = await (await SELF.fetch(`${ORIGIN}/robots.txt`)).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Sitemap: http://localhost:8787/sitemap.xml");
  });

  it("serves the blog RSS feed", async () => {
    const res = await SELF.fetch(`${ORIGIN}/blog/rss.xml`);
    expect(res.headers.get("Content-Type")).toContain("application/rss+xml");
    expect(await res.text()).toContain("<link>http://localhost:8787/blog/cloned-vs-hacked-social-media</link>");
  });

  it("answers an unknown blog post with 404", async () => {
    const res = await SELF.fetch(`${ORIGIN}/blog/no-such-post?x=1`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Blog Post Not Found");
  });

  it("filters the sitemap page from its query string", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/sitemap?category=Legal`)).text();
    expect(html).toMatch(/Showing <!-- -->1<!-- --> of <!-- -->\d+<!-- --> pages/);
  });
});
