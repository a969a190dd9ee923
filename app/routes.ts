import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The route table, in the order of spec 1, section 2. Every page here is also in app/content/pages.ts. */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("search", "routes/search.tsx"),
  route("tools/link-checker", "routes/tools.link-checker.tsx"),
  route("tools/message-analyzer", "routes/tools.message-analyzer.tsx"),
  route("tools/quiz", "routes/tools.quiz.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("text-size", "routes/text-size.ts"),
  route("api/events", "routes/api.events.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
