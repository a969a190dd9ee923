import { data } from "react-router";
import type { Route } from "./+types/home";
import { LatestAlert } from "~/features/alerts/ui/latest-alert";
import { CommonScams } from "~/features/home/ui/common-scams";
import { Hero } from "~/features/home/ui/hero";
import { Later, later } from "~/components/ui/later";
import { LowerSections } from "~/features/home/ui/more-sections";
import { BLOG_POSTS } from "~/features/blog/words/posts";
import { ADDITIONAL_RESOURCES, ADVANCED_TRAINING, COMMON_SCAMS, DISCLAIMER, HERO, HERO_STATS } from "~/content/home";
import { QUICK_QUIZ } from "~/features/quiz/words/quick-quiz";
import { TESTIMONIALS } from "~/content/testimonials";
import { readTimeLabel } from "~/features/blog/blog";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/route-meta";
import { alertTeaser } from "~/features/alerts/alerts";
import { CACHE_POLICY } from "~/lib/cache-policy";
import { publishedAlerts } from "~/features/alerts/alerts.server";
import { getServices } from "~/server/context.server";
import { orUnavailable } from "~/server/route.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";

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

// The page below its first screen (the quiz, the checkers, the stories, the share menu) loads as
// it comes near (app/components/ui/later.tsx): its code is not part of the page's start.
const lower = later(import.meta.env.SSR ? LowerSections : null, () =>
  import("~/features/home/ui/more-sections").then((module) => module.LowerSections),
);

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
      <Later part={lower} props={{ quiz, training, resources, testimonials, articles, disclaimer }} />
    </>
  );
}
