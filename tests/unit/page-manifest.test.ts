/// <reference types="node" />
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  closedAreas,
  findPage,
  indexedPages,
  type PageEntry,
  PAGES,
  prerenderPaths,
  ROUTES,
  routeEntry,
  routePattern,
  servedAs,
} from "~/features/pages/manifest";
import { CACHE_POLICY, renderedPolicy, servingHeaders } from "~/lib/cache-policy";
import routes from "~/routes";
import { flatten, RESOURCE_ROUTES, type RouteConfig } from "../support/route-table";

/** Every page route of the route table (the operator's too), as an address or a route path. */
const pageRoutes = flatten(routes as RouteConfig[])
  .filter((r) => r.index || (r.path && r.path !== "*" && !RESOURCE_ROUTES.includes(r.path)))
  .map((r) => ({ path: r.index ? "/" : `/${r.path}`, file: r.file }));

describe("page manifest: how a page is served gives its cache policy", () => {
  it.each([
    ["prerendered", undefined, CACHE_POLICY.dynamicPage],
    ["prerendered", "personal", CACHE_POLICY.personal],
    ["edge", undefined, CACHE_POLICY.prerenderedPage],
    ["shared", undefined, CACHE_POLICY.prerenderedPage],
    ["private", undefined, CACHE_POLICY.dynamicPage],
    ["personal", undefined, CACHE_POLICY.personal],
    ["operator", undefined, CACHE_POLICY.operator],
  ] as const)("%s (answers: %s): %s when rendered", (serving, answers, policy) => {
    expect(renderedPolicy(serving, answers)).toBe(policy);
    expect(servingHeaders(serving, answers)({ loaderHeaders: new Headers() })).toEqual({ "Cache-Control": policy });
  });

  it("lets a shared page's loader say it could not read its data, and no other page's", () => {
    const loaderHeaders = new Headers({ "Cache-Control": CACHE_POLICY.dynamicPage });
    for (const serving of ["edge", "shared"] as const) {
      expect(servingHeaders(serving)({ loaderHeaders })["Cache-Control"]).toBe(CACHE_POLICY.dynamicPage);
    }
    for (const serving of ["prerendered", "private", "personal", "operator"] as const) {
      expect(servingHeaders(serving)({ loaderHeaders })["Cache-Control"]).toBe(renderedPolicy(serving));
    }
  });

  it("builds exactly the prerendered pages, and offers search engines only indexed ones", () => {
    expect(prerenderPaths).toEqual(PAGES.filter((p) => p.serving === "prerendered").map((p) => p.url));
    expect(indexedPages.every((p) => p.indexed)).toBe(true);
  });

  it("marks only a prerendered page's answers as personal (other pages are served one way)", () => {
    for (const entry of [...PAGES, ...ROUTES]) if (entry.answers) expect(entry.serving).toBe("prerendered");
  });

  it("closes the operator's area to search engines", () => {
    expect(closedAreas).toEqual(["/admin"]);
  });
});

describe("page manifest: what the Worker asks of an address", () => {
  it.each([
    ["/", "edge"],
    ["/alerts", "edge"],
    ["/alerts/rss.xml", "edge"],
    ["/alerts/texts-about-unpaid-tolls", "edge"],
    ["/alerts/confirm", "personal"],
    ["/alerts/unsubscribe", "personal"],
    ["/search", "shared"],
    ["/about", "prerendered"],
    ["/scam-types/phone-scams", "prerendered"],
    ["/scam-types/no-such-guide", "prerendered"],
    ["/scam-quizzes", "private"],
    ["/help-now/plan", "personal"],
    ["/admin", "operator"],
    ["/admin/alerts/3/preview", "operator"],
  ] as const)("%s is served %s", (path, serving) => {
    expect(servedAs(path)?.serving).toBe(serving);
  });

  it.each([
    "/no-such-page",
    "/alerts/Bad_Slug",
    "/alerts/texts-about-unpaid-tolls.data",
    "/search.data",
    "/administrator",
    "/help-now/plan.pdf",
  ])("%s is no page of the manifest", (path) => {
    expect(servedAs(path)).toBeNull();
  });

  it("reads a route path as a pattern: a slug per parameter, everything under an area", () => {
    expect(routePattern("/blog/:slug").test("/blog/a-post-2")).toBe(true);
    expect(routePattern("/blog/:slug").test("/blog/a/b")).toBe(false);
    expect(routePattern("/blog/:slug").test("/blog/A_Post")).toBe(false);
    expect(routePattern("/alerts/rss.xml").test("/alerts/rssaxml")).toBe(false);
    expect(routePattern("/admin/*").test("/admin")).toBe(true);
    expect(routePattern("/admin/*").test("/admin/x/y")).toBe(true);
  });
});

describe("page manifest and route table agree", () => {
  it.each(pageRoutes.map((r) => r.path))("page route %s has its entry (a page or a route path), which its headers read", (path) => {
    expect(() => routeEntry(path.startsWith("/admin") ? "/admin/*" : path)).not.toThrow();
  });

  it.each(ROUTES.map((r) => r.path))("route entry %s is a route of the table", (path) => {
    const paths = flatten(routes as RouteConfig[]).map((r) => `/${r.path}`);
    expect(paths.some((p) => p === path || (path.endsWith("/*") && p.startsWith(path.slice(0, -1))))).toBe(true);
  });

  it.each(PAGES.filter((p) => !pageRoutes.some((r) => r.path === p.url)).map((p) => [p.url, p] as const))(
    "%s, a page of a route with a parameter, is served as that route says",
    (url, page) => {
      const route = ROUTES.find((r) => routePattern(r.path).test(url));
      expect(page.serving).toBe(route?.serving);
    },
  );

  it.each(pageRoutes.map((r) => [r.path, r.file] as const))("route %s reads its headers from the manifest", (path, file) => {
    const source = readFileSync(`app/${file}`, "utf8");
    if (path.startsWith("/admin")) {
      // The operator's pages take theirs from their layout.
      expect(readFileSync("app/routes/admin.layout.tsx", "utf8")).toContain('headers = pageHeaders("/admin/*")');
    } else {
      // One module may serve a page and its counterpart in the other language (app/routes.ts): it
      // names one of the two, and both are served alike.
      const counterpart = findPage(path)?.counterpart ?? ROUTES.find((r) => r.path === path)?.counterpart;
      const named = [path, counterpart].filter((p) => p !== undefined && source.includes(`headers = pageHeaders("${p}")`));
      expect(named.length, `${file} names ${path} or its counterpart`).toBeGreaterThan(0);
      const servedBy = (p: string) => ({ serving: routeEntry(p).serving, answers: routeEntry(p).answers });
      if (!named.includes(path) && counterpart) expect(servedBy(counterpart)).toEqual(servedBy(path));
    }
  });

  /** Whatever makes a page differ between requests; a file built once would freeze it. */
  const PER_REQUEST = [/Cookie/, /context/, /new Date\(/, /Math\.random/, /makeCodeWord/];
  const prerenderedFiles = [
    ...new Set(pageRoutes.filter((r) => servedAs(r.path.replace(/:slug/, "a-slug"))?.serving === "prerendered").map((r) => r.file)),
  ];

  it.each(prerenderedFiles)("%s, prerendered, reads nothing of the request but its query", (file) => {
    const source = readFileSync(`app/${file}`, "utf8");
    const loader = /export (?:async )?function loader[\s\S]*?\n}\n|export const loader = .*\n/.exec(source)?.[0] ?? "";
    expect(loader).not.toBe("");
    for (const pattern of PER_REQUEST) expect(loader, `${file}: ${pattern}`).not.toMatch(pattern);
  });
});

/** What is wrong with the pages' counterparts in other languages: each must exist, name this page back and be in another language. */
function counterpartProblems(pages: readonly Pick<PageEntry, "url" | "lang" | "counterpart">[]): string[] {
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  return pages.flatMap((page) => {
    if (!page.counterpart) return [];
    const other = byUrl.get(page.counterpart);
    if (!other) return [`${page.url}: counterpart ${page.counterpart} is not in the manifest`];
    if (other.counterpart !== page.url) return [`${page.url}: ${other.url} does not name it back`];
    if (other.lang === page.lang) return [`${page.url}: ${other.url} is in the same language`];
    return [];
  });
}

describe("page manifest: languages", () => {
  it("gives every page a language: Spanish under /es, English elsewhere", () => {
    for (const page of PAGES) expect(page.lang, page.url).toBe(page.url === "/es" || page.url.startsWith("/es/") ? "es" : "en");
  });

  it("gives every Spanish page an English counterpart, but the guides written in Spanish first", () => {
    const spanish = PAGES.filter((page) => page.lang === "es");
    expect(spanish.map((page) => page.url)).toEqual(expect.arrayContaining(["/es", "/es/ayuda-ahora", "/es/ayuda-ahora/plan"]));
    for (const page of spanish.filter((p) => !p.url.startsWith("/es/guias/")))
      expect(findPage(page.counterpart ?? "")?.lang, page.url).toBe("en");
    const spanishFirst = spanish.filter((p) => !p.counterpart).map((p) => p.url);
    expect(spanishFirst).toContain("/es/guias/notarios-e-inmigracion");
    for (const url of spanishFirst) expect(url).toMatch(/^\/es\/guias\//);
    expect(findPage("/es/guias/estafa-de-los-abuelos")?.counterpart).toBe("/scam-types/grandparent-scams");
  });

  it("pairs every page with a counterpart that exists, names it back and is in another language", () => {
    expect(counterpartProblems(PAGES)).toEqual([]);
  });

  it("finds a missing, one-way or same-language counterpart", () => {
    const es: PageEntry["lang"] = "es";
    expect(
      counterpartProblems([
        { url: "/about", lang: "en", counterpart: "/es/acerca" },
        { url: "/es/acerca", lang: es, counterpart: "/about" },
        { url: "/privacy", lang: "en", counterpart: "/es/privacidad" },
        { url: "/contact", lang: "en", counterpart: "/es/contacto" },
        { url: "/es/contacto", lang: es },
        { url: "/blog", lang: "en", counterpart: "/blog-en" },
        { url: "/blog-en", lang: "en", counterpart: "/blog" },
      ]),
    ).toEqual([
      "/privacy: counterpart /es/privacidad is not in the manifest",
      "/contact: /es/contacto does not name it back",
      "/blog: /blog-en is in the same language",
      "/blog-en: /blog is in the same language",
    ]);
  });
});
