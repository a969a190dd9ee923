import type { PostFrontmatter } from "./blog-frontmatter";

export interface PostSummary extends PostFrontmatter {
  slug: string;
  /** False for a post that has frontmatter but no text yet. */
  hasBody: boolean;
}

/** Up to 3 related articles, excluding the current one: same category first, then newest. */
export const RELATED_POSTS_MAX = 3;

export function relatedPosts(posts: readonly PostSummary[], current: PostSummary, max = RELATED_POSTS_MAX): PostSummary[] {
  const others = posts.filter((p) => p.slug !== current.slug);
  const byDate = (a: PostSummary, b: PostSummary) => b.date.localeCompare(a.date);
  const same = others.filter((p) => p.category === current.category).sort(byDate);
  const rest = others.filter((p) => p.category !== current.category).sort(byDate);
  return [...same, ...rest].slice(0, max);
}

/** The blog's featured article: the newest marked featured, else the newest. */
export function featuredPost(posts: readonly PostSummary[]): PostSummary | undefined {
  const sorted = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  return sorted.find((p) => p.featured) ?? sorted[0];
}

export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

/** Splits "---\nyaml\n---\nbody" into its two parts; a file without frontmatter has none. */
export function splitFrontmatter(source: string): { frontmatter: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { frontmatter: match[1]!, body: match[2]! } : { frontmatter: "", body: source };
}

/** Blog post slugs: lower-case words joined by dashes, as in the file names. */
export const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The words of an MDX body without its markup: import/export lines, tags, link addresses, emphasis,
 * heading and list marks and table rules go; the text of links and headings stays.
 */
export function mdxToPlainText(mdx: string): string {
  return mdx
    .replace(/^(?:import|export)\s.*$/gm, "")
    .replace(/<[^>]*\btitle="([^"]*)"[^>]*>/g, "\n$1\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*$/gm, "")
    .replace(/\|/g, " ")
    .replace(/(\*\*|__|\*|`)/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}
