import { describe, expect, it } from "vitest";
import { SEARCH_DELAY_MS, searchItems, searchResultHref, type SearchItem } from "~/lib/search";

const item = (over: Partial<SearchItem> & { id: string }): SearchItem => ({
  type: "page",
  title: "Untitled",
  excerpt: "",
  category: "Main",
  url: `/${over.id}`,
  ...over,
});

const ITEMS: SearchItem[] = [
  item({ id: "gift", title: "Gift card scams", excerpt: "Nobody real asks for payment in gift cards." }),
  item({ id: "phone", title: "Phone scams", excerpt: "Callers pretend to be your grandson.", category: "Protection" }),
  item({ id: "guide", title: "Staying safe", excerpt: "A short guide.", category: "Education" }),
  item({ id: "tool", title: "Link checker", excerpt: "Check a link.", url: "/tools/grandson" }),
];
const ids = (results: SearchItem[]) => results.map((r) => r.id);

describe("searchItems", () => {
  it("returns nothing for fewer than 3 characters", () => {
    expect(searchItems(ITEMS, "ph")).toEqual([]);
  });

  it("does not count surrounding spaces towards the 3 characters", () => {
    expect(searchItems(ITEMS, "  ph  ")).toEqual([]);
  });

  it("searches at exactly 3 characters", () => {
    expect(ids(searchItems(ITEMS, "pho"))).toEqual(["phone"]);
  });

  it("matches a substring of the title ignoring case", () => {
    expect(ids(searchItems(ITEMS, "GIFT CARD"))).toEqual(["gift"]);
  });

  it("matches a substring of the excerpt", () => {
    expect(ids(searchItems(ITEMS, "grandson"))).toEqual(["phone"]);
  });

  it("matches a substring of the category", () => {
    expect(ids(searchItems(ITEMS, "educat"))).toEqual(["guide"]);
  });

  it("does not match other fields such as the url or id", () => {
    expect(searchItems(ITEMS, "tools/")).toEqual([]);
  });

  it("lists title matches before excerpt and category matches", () => {
    const items = [item({ id: "excerpt", title: "Other", excerpt: "About phone calls" }), item({ id: "title", title: "Phone tips" })];
    expect(ids(searchItems(items, "phone"))).toEqual(["title", "excerpt"]);
  });
});

describe("searchResultHref", () => {
  it("links a scam_guide to /scam-types/{id}", () => {
    expect(searchResultHref(item({ id: "romance", type: "scam_guide", url: "/x" }))).toBe("/scam-types/romance");
  });

  it("links a blog_post to /blog/{id}", () => {
    expect(searchResultHref(item({ id: "new-scam", type: "blog_post", url: "/x" }))).toBe("/blog/new-scam");
  });

  it("links a page to its own url", () => {
    expect(searchResultHref(item({ id: "about", type: "page", url: "/about-us" }))).toBe("/about-us");
  });
});

it("waits 300 ms before searching", () => {
  expect(SEARCH_DELAY_MS).toBe(300);
});
