/** Sitemap page tabs. */
export const SITEMAP_CATEGORIES = ["All", "Main", "Protection", "Education", "Resources", "Emergency", "Blog", "Legal"] as const;
export type SitemapCategory = (typeof SITEMAP_CATEGORIES)[number];

export function isSitemapCategory(value: unknown): value is SitemapCategory {
  return typeof value === "string" && (SITEMAP_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Search text and category filter combine: an item shows when the text matches title or
 * description (case-insensitive) and the category matches or is All.
 */
export function filterSitemap<T extends { title: string; description: string; category: string }>(
  pages: readonly T[],
  text: string,
  category: SitemapCategory,
): T[] {
  const q = text.trim().toLowerCase();
  return pages.filter(
    (p) =>
      (category === "All" || p.category === category) &&
      (q === "" || p.title.toLowerCase().includes(q) || p.description.toLowerCase().includes(q)),
  );
}
