import { data } from "react-router";
import type { Route } from "./+types/home";
import { LatestAlert } from "~/components/home/latest-alert";
import { CommonScams } from "~/components/home/common-scams";
import { Hero } from "~/components/home/hero";
import { InteractiveTools } from "~/components/home/interactive-tools";
import { AdditionalResources, LatestArticles, ShareAndDisclaimer, Testimonials } from "~/components/home/more-sections";
import { BLOG_POSTS } from "~/content/blog/posts";
import { ADDITIONAL_RESOURCES, ADVANCED_TRAINING, COMMON_SCAMS, DISCLAIMER, HERO, HERO_STATS } from "~/content/home";
import { QUICK_QUIZ } from "~/content/quick-quiz";
import { TESTIMONIALS } from "~/content/testimonials";
import { readTimeLabel } from "~/lib/blog";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/route-meta";
import { alertTeaser } from "~/lib/alerts";
import { CACHE_POLICY } from "~/lib/cache-policy";
import { publishedAlerts } from "~/server/alerts/alerts.server";
import { getServices } from "~/server/context.server";
import { orUnavailable } from "~/server/route.server";
import { pageData, pageHeaders } from "~/server/page-data.server";

/**
 * The home page's longer content travels as data (dates already in words), keeping the page's
 * JavaScript within budget. The latest alert comes from D1; the page is kept in the edge cache and
 * refreshed when an alert is published (app/server/edge-cache.server.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const latest = await orUnavailable("home: latest alert", () => publishedAlerts(getServices(context).db, 1));
  const articles = BLOG_POSTS.slice(0, 3).map((post) => ({
    ...post,
    dateLabel: formatDate(post.date),
    readTimeLabel: readTimeLabel(post.readTime),
  }));
  const payload = {
    ...pageData("/", {
      hero: HERO,
      heroStats: HERO_STATS,
      scams: COMMON_SCAMS,
      quiz: QUICK_QUIZ,
      training: ADVANCED_TRAINING,
      resources: ADDITIONAL_RESOURCES,
      disclaimer: DISCLAIMER,
      testimonials: TESTIMONIALS,
    }),
    articles,
    latestAlert: latest?.[0] ? alertTeaser(latest[0]) : null,
  };
  // Without the alert the page is still whole, but it is not kept at the edge.
  return latest ? payload : data(payload, { headers: { "Cache-Control": CACHE_POLICY.dynamicPage } });
}

export const meta = pageMeta;
export const headers = pageHeaders("/");

export default function Home({ loaderData }: Route.ComponentProps) {
  const { articles, latestAlert } = loaderData;
  const { hero, heroStats, scams, quiz, training, resources, disclaimer, testimonials } = loaderData.words;
  return (
    <>
      <Hero hero={hero} stats={heroStats} />
      {latestAlert ? <LatestAlert alert={latestAlert} /> : null}
      <CommonScams scams={scams} />
      <InteractiveTools quiz={quiz} training={training} />
      <AdditionalResources resources={resources} />
      <Testimonials testimonials={testimonials} />
      <LatestArticles articles={articles} />
      <ShareAndDisclaimer disclaimer={disclaimer} />
    </>
  );
}
