/** The route table as the page tests read it. */
export type RouteConfig = { path?: string; index?: boolean; file: string; children?: RouteConfig[] };

/** Every route, the nested ones too. */
export const flatten = (list: RouteConfig[]): RouteConfig[] => list.flatMap((r) => [r, ...flatten(r.children ?? [])]);

/** Routes that answer requests but are not pages: feeds, files, the text-size form, the checker's reported lookup, the operator's sign-out and download. */
export const RESOURCE_ROUTES = [
  "text-size",
  "api/events",
  "check/reported/:prefix",
  "sitemap.xml",
  "robots.txt",
  "blog/rss.xml",
  "alerts/rss.xml",
  "es/alertas/rss.xml",
  "guides/:file",
  "help-now/plan.pdf",
  "es/ayuda-ahora/plan.pdf",
  "indexnow-key.txt",
  "media/quiz-audio/*",
  "admin/logout",
  "admin/subscribers.csv",
];
