import { href, Link } from "react-router";
import { formatDate } from "~/lib/dates";
import { readTimeLabel, type PostSummary } from "../blog";
import { track } from "~/lib/track";

/** A teaser for a blog post; `large` for the featured one. */
export function PostCard({ post, large = false, headingLevel = 3 }: { post: PostSummary; large?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`card flex h-full flex-col ${large ? "md:flex-row md:gap-6" : ""}`}>
      <img
        src={post.image}
        alt={post.imageAlt}
        width={640}
        height={360}
        loading="lazy"
        className={`rounded-lg bg-gray-100 ${large ? "md:w-1/2" : ""}`}
      />
      <div className="mt-4 flex flex-1 flex-col">
        <p className="font-bold text-brand">{post.category}</p>
        <Heading className={`mt-1 ${large ? "text-3xl" : "text-xl"}`}>
          <Link
            to={href("/blog/:slug", { slug: post.slug })}
            onClick={() => track("blog_interaction", { action: "open_post", slug: post.slug })}
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1">{post.excerpt}</p>
        <p className="mt-3 text-muted">
          <time dateTime={post.date}>{formatDate(post.date)}</time> · {readTimeLabel(post.readTime)}
        </p>
        <p className="mt-4">
          {/* A second way in for the mouse (screen readers and the keyboard use the title's link); its hidden
              words give crawlers and link lists more than a bare "Read More". */}
          <Link to={href("/blog/:slug", { slug: post.slug })} className="btn-secondary" aria-hidden="true" tabIndex={-1}>
            Read More<span className="sr-only">: {post.title}</span>
          </Link>
        </p>
      </div>
    </article>
  );
}
