import { describe, expect, it } from "vitest";
import { BLOG_POSTS, parsePost } from "~/features/blog/words/posts";
import { featuredPost, relatedPosts, splitFrontmatter, type PostSummary } from "~/features/blog/blog";

const GOOD = `---
title: "A good title for a post"
excerpt: "A short excerpt that says what the post is about."
author: "Scam Shield for Seniors Editorial Team"
date: "2025-07-10"
category: "Romance Scams"
readTime: 10
image: "/images/blog/heart.svg"
imageAlt: "A heart"
featured: false
---

Body text.
`;

const post = (slug: string, category: string, date: string, featured = false): PostSummary => ({
  slug,
  category,
  date,
  featured,
  title: slug,
  excerpt: "",
  author: "",
  readTime: 5,
  image: "",
  imageAlt: "",
  hasBody: true,
});

describe("post frontmatter is checked", () => {
  it("accepts a complete post and reads its slug from the file name", () => {
    const p = parsePost("./posts/good-post.mdx", GOOD);
    expect(p.slug).toBe("good-post");
    expect(p.readTime).toBe(10);
    expect(p.hasBody).toBe(true);
  });

  it("refuses a post without a title", () => {
    expect(() => parsePost("./posts/x.mdx", GOOD.replace(/title: .*\n/, ""))).toThrow(/bad frontmatter: title/);
  });

  it("refuses a date that is not an ISO date", () => {
    expect(() => parsePost("./posts/x.mdx", GOOD.replace('"2025-07-10"', '"July 10, 2025"'))).toThrow(/date/);
  });

  it("refuses a read time that is not a whole number of minutes", () => {
    expect(() => parsePost("./posts/x.mdx", GOOD.replace("readTime: 10", 'readTime: "ten"'))).toThrow(/readTime/);
  });

  it("refuses unknown fields (a typo would otherwise be silently ignored)", () => {
    expect(() => parsePost("./posts/x.mdx", GOOD.replace("featured: false", "featured: false\nfeatrued: true"))).toThrow(/bad frontmatter/);
  });

  it("refuses a file name that is not a slug", () => {
    expect(() => parsePost("./posts/Bad Name.mdx", GOOD)).toThrow(/lower-case/);
  });

  it("marks a post with frontmatter only as having no body", () => {
    expect(parsePost("./posts/empty.mdx", GOOD.replace("Body text.\n", "")).hasBody).toBe(false);
  });

  it("splits frontmatter from the body", () => {
    expect(splitFrontmatter("---\na: 1\n---\nHello")).toEqual({ frontmatter: "a: 1", body: "Hello" });
  });
});

describe("the site's posts", () => {
  it("include the first six posts, newest first", () => {
    expect(BLOG_POSTS.map((p) => p.slug)).toEqual(
      expect.arrayContaining([
        "how-to-spot-romance-scams-on-dating-apps",
        "investment-scams-too-good-to-be-true-returns",
        "email-phishing-protecting-your-personal-information",
        "cloned-vs-hacked-social-media",
        "ai-voice-cloning-grandparent-scams",
      ]),
    );
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(6);
    const dates = BLOG_POSTS.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(BLOG_POSTS.every((p) => p.hasBody)).toBe(true);
  });

  it("use the agreed read times for the first posts", () => {
    const minutes = (slug: string) => BLOG_POSTS.find((p) => p.slug === slug)?.readTime;
    expect(minutes("how-to-spot-romance-scams-on-dating-apps")).toBe(10);
    expect(minutes("investment-scams-too-good-to-be-true-returns")).toBe(15);
    expect(minutes("email-phishing-protecting-your-personal-information")).toBe(8);
  });
});

describe("related articles (up to 3, excluding the current one)", () => {
  const posts = [
    post("a", "Phone", "2025-01-01"),
    post("b", "Phone", "2025-03-01"),
    post("c", "Email", "2025-05-01"),
    post("d", "Social", "2025-04-01"),
    post("e", "Phone", "2025-02-01"),
  ];

  it("never includes the current post and returns at most 3", () => {
    const related = relatedPosts(posts, posts[0]!);
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.slug)).not.toContain("a");
  });

  it("puts the same category first, newest first, then the newest others", () => {
    expect(relatedPosts(posts, posts[0]!).map((p) => p.slug)).toEqual(["b", "e", "c"]);
  });

  it("returns fewer when there are fewer other posts", () => {
    expect(relatedPosts(posts.slice(0, 2), posts[0]!).map((p) => p.slug)).toEqual(["b"]);
  });
});

describe("featured post", () => {
  it("is the newest post marked featured", () => {
    expect(featuredPost([post("a", "x", "2025-01-01", true), post("b", "x", "2025-06-01")])?.slug).toBe("a");
  });

  it("falls back to the newest post", () => {
    expect(featuredPost([post("a", "x", "2025-01-01"), post("b", "x", "2025-06-01")])?.slug).toBe("b");
  });
});
