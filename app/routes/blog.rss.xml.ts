import { href } from "react-router";
import { CACHE_POLICY } from "~/lib/cache-policy";
import type { Route } from "./+types/blog.rss.xml";
import { BLOG_POSTS } from "~/features/blog/words/posts";
import { SITE_NAME } from "~/content/site";
import { postFeedItems, rssXml } from "~/lib/feeds";
import { getServices } from "~/server/context.server";

export function loader({ context }: Route.LoaderArgs) {
  const items = postFeedItems(BLOG_POSTS);
  const xml = rssXml(
    {
      title: `${SITE_NAME} blog`,
      description: "New scams explained in plain words, with the warning signs and what to do.",
      path: href("/blog"),
    },
    items,
    getServices(context).siteUrl,
  );
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": CACHE_POLICY.feed } });
}
