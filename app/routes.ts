import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The route table, in the order of spec 1, section 2. Every page here is also in app/content/pages.ts. */
export default [
  index("routes/home.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog.rss.xml.ts"),
  route("blog/:slug", "routes/blog.$slug.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("search", "routes/search.tsx"),
  route("protect-yourself", "routes/protect-yourself.tsx"),
  route("protect-yourself/:slug", "routes/protect-yourself.$slug.tsx"),
  route("resources", "routes/resources.tsx"),
  route("if-targeted", "routes/if-targeted.tsx"),
  route("examples", "routes/examples.tsx"),
  route("scam-types", "routes/scam-types.tsx"),
  // The dedicated 2025 social media guide is matched before the generic guide route.
  route("scam-types/social-media-scams-2025", "routes/scam-types.social-media-scams-2025.tsx"),
  route("scam-types/:slug", "routes/scam-types.$slug.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("caregiver-guide", "routes/caregiver-guide.tsx"),
  route("recovery-hub", "routes/recovery-hub.tsx"),
  route("2025-trends", "routes/2025-trends.tsx"),
  route("tools/link-checker", "routes/tools.link-checker.tsx"),
  route("tools/message-analyzer", "routes/tools.message-analyzer.tsx"),
  route("tools/quiz", "routes/tools.quiz.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("text-size", "routes/text-size.ts"),
  route("api/events", "routes/api.events.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
