import type { SearchItem, SearchItemType } from "~/lib/search";
import { BLOG_POSTS } from "./blog/posts";
import { SCAM_GUIDES } from "./guides/index";
import { indexedPages } from "./pages";

const guideIds = new Set(SCAM_GUIDES.map((g) => g.id));
const postCategory = new Map(BLOG_POSTS.map((p) => [p.slug, p.category]));

function typeOf(url: string): { type: SearchItemType; id: string } {
  const [, section, slug] = url.split("/");
  if (section === "scam-types" && slug && guideIds.has(slug)) return { type: "scam_guide", id: slug };
  if (section === "blog" && slug) return { type: "blog_post", id: slug };
  return { type: "page", id: url };
}

/**
 * Everything the site search looks through: every indexed page of the registry (so every guide,
 * module, post and help page), built when the Worker is built. Server-side only.
 */
export const SEARCH_INDEX: readonly SearchItem[] = indexedPages.map((p) => {
  const { type, id } = typeOf(p.url);
  return {
    id,
    type,
    title: p.title,
    excerpt: p.description,
    category: (type === "blog_post" && postCategory.get(id)) || p.category,
    url: p.url,
  };
});
