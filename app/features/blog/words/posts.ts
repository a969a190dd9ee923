import { parse } from "yaml";
import { mdxToPlainText, POST_SLUG, splitFrontmatter, type PostSummary } from "../blog";
import { postFrontmatterSchema } from "../blog-frontmatter";

/**
 * Every blog post's frontmatter, read from the MDX files as text (so this list loads anywhere,
 * even where MDX is not compiled) and checked against the schema: a bad post stops the build.
 * Server-side only: loaders hand pages what they need.
 */
const sources = import.meta.glob<string>("./posts/*.mdx", { query: "?raw", import: "default", eager: true });

export function parsePost(path: string, source: string): PostSummary {
  const slug = path.replace(/^.*\//, "").replace(/\.mdx$/, "");
  if (!POST_SLUG.test(slug)) throw new Error(`Blog post file name ${path} must be lower-case words joined by dashes`);
  const { frontmatter, body } = splitFrontmatter(source);
  const parsed = postFrontmatterSchema.safeParse(parse(frontmatter) ?? {});
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".") || "frontmatter"}: ${i.message}`).join("; ");
    throw new Error(`Blog post ${path} has bad frontmatter: ${problems}`);
  }
  return { ...parsed.data, slug, hasBody: body.trim() !== "" };
}

/** Newest first. */
export const BLOG_POSTS: readonly PostSummary[] = Object.entries(sources)
  .map(([path, source]) => parsePost(path, source))
  .sort((a, b) => b.date.localeCompare(a.date));

/** A post's body as plain words (the MDX without frontmatter, markup or links' addresses): for search and the reading-level test. */
export function postPlainText(slug: string): string {
  const source = sources[`./posts/${slug}.mdx`];
  return source === undefined ? "" : mdxToPlainText(splitFrontmatter(source).body);
}

export function findPost(slug: string | undefined): PostSummary | undefined {
  return BLOG_POSTS.find((p) => p.slug === slug);
}
