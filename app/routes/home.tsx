import type { Route } from "./+types/home";
import { CommonScams } from "~/components/home/common-scams";
import { Hero } from "~/components/home/hero";
import { InteractiveTools } from "~/components/home/interactive-tools";
import { AdditionalResources, LatestArticles, ShareAndDisclaimer, Testimonials } from "~/components/home/more-sections";
import { BLOG_POSTS } from "~/content/blog/posts";
import { COMMON_SCAMS } from "~/content/home";
import { TESTIMONIALS } from "~/content/testimonials";
import { readTimeLabel } from "~/lib/blog";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/route-meta";
import { pageSeo } from "~/content/page-seo";

/** The home page's longer content travels as data (dates already in words), keeping the page's JavaScript within budget. */
export function loader() {
  const articles = BLOG_POSTS.slice(0, 3).map((post) => ({
    ...post,
    dateLabel: formatDate(post.date),
    readTimeLabel: readTimeLabel(post.readTime),
  }));
  return { seo: pageSeo("/"), scams: COMMON_SCAMS, testimonials: TESTIMONIALS, articles };
}

export const meta = pageMeta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { scams, testimonials, articles } = loaderData;
  return (
    <>
      <Hero />
      <CommonScams scams={scams} />
      <InteractiveTools />
      <AdditionalResources />
      <Testimonials testimonials={testimonials} />
      <LatestArticles articles={articles} />
      <ShareAndDisclaimer />
    </>
  );
}
