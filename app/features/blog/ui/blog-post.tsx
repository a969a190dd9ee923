import { useRef } from "react";
import { href, Link } from "react-router";
import { ShareMenu } from "~/components/share/share-menu";
import { useRememberedTicks } from "~/components/ui/checklist";
import { PrintButton } from "~/components/ui/print-button";
import { ArticleData } from "~/components/ui/structured-data";
import { readTimeLabel, type PostSummary } from "../blog";
import { formatDate } from "~/lib/dates";
import { PostCard } from "./post-card";
import { Paragraph } from "~/components/ui/rich-text";

export const POST_TEXT = {
  notFoundTitle: "Blog Post Not Found",
  notFoundText: "The blog post you're looking for doesn't exist.",
  beingDeveloped:
    "This blog post content is being developed. Please check back soon for comprehensive information about scam prevention and protection strategies.",
} as const;

function BackToBlog() {
  return (
    <Link to={href("/blog")} className="btn-secondary no-print">
      <span aria-hidden="true">←</span> Back to Blog
    </Link>
  );
}

/** A blog post: hero, back button, share, the body (HTML rendered on the server) and related articles. */
export function BlogPost({ post, body, related }: { post: PostSummary; body: string | null; related: readonly PostSummary[] }) {
  const path = href("/blog/:slug", { slug: post.slug });
  const bodyRef = useRef<HTMLDivElement>(null);
  useRememberedTicks(bodyRef);
  return (
    <article>
      <ArticleData title={post.title} description={post.excerpt} path={path} dateModified={post.date} datePublished={post.date} />
      <header className="bg-brand-soft">
        <div className="container-page max-w-3xl py-8">
          <BackToBlog />
          <p className="mt-6 font-bold text-brand">
            {post.category} · {readTimeLabel(post.readTime)}
          </p>
          <h1 className="mt-2 text-4xl">{post.title}</h1>
          <Paragraph className="mt-3 text-xl">{post.excerpt}</Paragraph>
          <p className="mt-3">
            By {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time>
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ShareMenu title={post.title} path={path} content={`blog:${post.slug}`} />
            <PrintButton label="Print this article" />
          </div>
        </div>
      </header>
      <div className="container-page max-w-3xl py-8">
        {body ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is the site's own MDX, rendered on the server at build time; nobody else writes it.
          <div ref={bodyRef} className="post-body text-lg" dangerouslySetInnerHTML={{ __html: body }} />
        ) : (
          <div className="rounded-xl border-2 border-gray-300 p-5">
            <Paragraph>{POST_TEXT.beingDeveloped}</Paragraph>
            <p className="mt-4 flex flex-wrap gap-3">
              <Link to={href("/protect-yourself")} className="btn-primary">
                Protect Yourself
              </Link>
              <Link to={href("/examples")} className="btn-secondary">
                See Scam Examples
              </Link>
            </p>
          </div>
        )}
      </div>
      {related.length > 0 ? (
        <aside aria-labelledby="related-title" className="container-page py-8 no-print">
          <h2 id="related-title" className="text-3xl">
            Related articles
          </h2>
          <ul className="mt-4 grid gap-6 md:grid-cols-3">
            {related.map((p) => (
              <li key={p.slug}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}
