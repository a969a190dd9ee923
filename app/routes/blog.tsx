import { href } from "react-router";
import type { Route } from "./+types/blog";
import { PostCard } from "~/features/blog/ui/post-card";
import { NewsletterSignup } from "~/features/forms/ui/newsletter-signup";
import { PageHeader } from "~/components/ui/page-header";
import { BLOG_POSTS } from "~/features/blog/words/posts";
import { featuredPost } from "~/features/blog/blog";
import { dataMeta } from "~/lib/route-meta";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";

export function loader() {
  const featured = featuredPost(BLOG_POSTS);
  return { ...pageData("/blog"), featured, others: BLOG_POSTS.filter((p) => p.slug !== featured?.slug) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...dataMeta(loaderData?.seo, matches),
  { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Scam Shield for Seniors blog", href: href("/blog/rss.xml") },
];
export const headers = pageHeaders("/blog");

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { featured, others } = loaderData;
  return (
    <>
      <PageHeader title="Scam Prevention Blog">
        <p>New scams explained in plain words, with the warning signs and what to do.</p>
        <p className="mt-4">
          <a href="#articles" className="btn-primary">
            Explore the articles
          </a>
        </p>
      </PageHeader>
      <div className="container-page grid gap-8 py-8 lg:grid-cols-[3fr_1fr]">
        <section id="articles" aria-labelledby="articles-title" tabIndex={-1} className="focus:outline-none">
          <h2 id="articles-title" className="text-3xl">
            Featured article
          </h2>
          {featured ? (
            <div className="mt-4">
              <PostCard post={featured} large />
            </div>
          ) : null}
          <h2 className="mt-10 text-3xl">More articles</h2>
          <ul className="mt-4 grid gap-6 md:grid-cols-2">
            {others.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <a href={href("/blog/rss.xml")} className="inline-flex min-h-11 items-center">
              Follow the blog by RSS
            </a>
          </p>
        </section>
        <aside aria-label="Scam alerts by email">
          <NewsletterSignup source="blog" />
        </aside>
      </div>
    </>
  );
}
