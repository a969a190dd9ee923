import { href } from "react-router";
import { BlogPost, POST_TEXT } from "~/features/blog/ui/blog-post";
import { renderPostBody } from "~/features/blog/post-body.server";
import { notFoundPanel } from "~/components/errors/not-found-panel";
import { BLOG_POSTS, findPost } from "~/features/blog/words/posts";
import { relatedPosts } from "~/features/blog/blog";
import { metaWithNotFound } from "~/lib/route-meta";
import { notFound } from "~/server/route.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import type { Route } from "./+types/blog.$slug";
import { SHOWS_OWN_DATE } from "~/components/layout/last-updated";

export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.slug) ?? notFound();
  return {
    ...pageData(`/blog/${post.slug}`, post),
    body: post.hasBody ? renderPostBody(post.slug) : null,
    related: relatedPosts(BLOG_POSTS, post),
  };
}

const NOT_FOUND = {
  title: POST_TEXT.notFoundTitle,
  description: POST_TEXT.notFoundText,
  back: { to: href("/blog"), label: "Back to Blog" },
};

export const meta = metaWithNotFound(NOT_FOUND);
export const headers = pageHeaders("/blog/:slug");

/** No second "Last updated" line from the layout: the post shows its date under its title. */
export const handle = SHOWS_OWN_DATE;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { words, body, related } = loaderData;
  return <BlogPost post={words} body={body} related={related} />;
}

/** An unknown post: 'Blog Post Not Found', with a 404 status. */
export const ErrorBoundary = notFoundPanel(NOT_FOUND);
