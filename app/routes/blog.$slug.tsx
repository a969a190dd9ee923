import { data } from "react-router";
import type { Route } from "./+types/blog.$slug";
import { BlogPost, PostNotFound } from "~/components/blog/blog-post";
import { BLOG_POSTS, findPost } from "~/content/blog/posts";
import { relatedPosts } from "~/lib/blog";
import { dataMeta } from "~/lib/route-meta";
import { renderPostBody } from "~/server/blog.server";

export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  if (!post) return data({ post: null, body: null, related: [] }, { status: 404 });
  return { post, body: post.hasBody ? renderPostBody(post.slug) : null, related: relatedPosts(BLOG_POSTS, post) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  dataMeta(
    loaderData?.post
      ? { title: loaderData.post.title, description: loaderData.post.excerpt, path: `/blog/${loaderData.post.slug}` }
      : {
          title: "Blog Post Not Found",
          description: "The blog post you're looking for doesn't exist.",
          path: location.pathname,
          noindex: true,
        },
    matches,
  );

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, body, related } = loaderData;
  if (!post) return <PostNotFound />;
  return <BlogPost post={post} body={body} related={related} />;
}
