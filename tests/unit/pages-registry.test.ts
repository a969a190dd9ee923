import { describe, expect, it } from "vitest";
import { PAGES, prerenderPaths } from "~/features/pages/manifest";
import routes from "~/routes";
import { RESOURCE_ROUTES } from "../support/route-table";

const CATEGORIES = ["Main", "Protection", "Education", "Resources", "Emergency", "Blog", "Legal"];
/** The operator's pages are not public pages, so they are not in the registry. */
const isAdmin = (path: string) => path === "admin" || path.startsWith("admin/");

type RouteEntry = { path?: string; index?: boolean };
/** Each page route as a pattern: ":slug" matches one path segment; the catch-all matches nothing here. */
const routePatterns = (routes as RouteEntry[])
  .filter((r) => r.index || (r.path && r.path !== "*" && !RESOURCE_ROUTES.includes(r.path)))
  .map((r) => new RegExp(`^${r.index ? "/" : `/${r.path!.replace(/:[^/]+/g, "[^/]+")}`}$`));
const staticPageRoutes = (routes as RouteEntry[])
  .filter((r) => r.index || (r.path && r.path !== "*" && !r.path.includes(":") && !RESOURCE_ROUTES.includes(r.path) && !isAdmin(r.path)))
  .map((r) => (r.index ? "/" : `/${r.path}`));

describe("page registry", () => {
  it("has a unique url for every page", () => {
    expect(new Set(PAGES.map((p) => p.url)).size).toBe(PAGES.length);
  });

  it.each(PAGES.map((p) => [p.url, p] as const))("%s starts with /", (url) => {
    expect(url.startsWith("/")).toBe(true);
  });

  it.each(PAGES.map((p) => [p.url, p] as const))("%s has a title, description and allowed category", (_, p) => {
    expect(p.title.trim()).not.toBe("");
    expect(p.description.trim()).not.toBe("");
    expect(CATEGORIES).toContain(p.category);
  });

  it.each(PAGES.map((p) => [p.url, p] as const))("%s has an ISO lastModified date", (_, p) => {
    expect(p.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${p.lastModified}T00:00:00Z`).toISOString().slice(0, 10)).toBe(p.lastModified);
  });

  it.each(PAGES.map((p) => [p.url, p] as const))("%s is in prerenderPaths exactly when prerender is true", (url, p) => {
    expect(prerenderPaths.includes(url)).toBe(p.serving === "prerendered");
  });

  it("lists no path twice or outside the registry in prerenderPaths", () => {
    expect(prerenderPaths).toHaveLength(PAGES.filter((p) => p.serving === "prerendered").length);
  });
});

describe("route table and registry agree", () => {
  it("reads the index route as / and leaves out resource and catch-all routes", () => {
    expect(staticPageRoutes).toContain("/");
    expect(staticPageRoutes.some((url) => ["/*", "/text-size", "/api/events"].includes(url))).toBe(false);
  });

  it.each(staticPageRoutes)("route %s is in the registry", (url) => {
    expect(PAGES.map((p) => p.url)).toContain(url);
  });

  it.each(PAGES.map((p) => p.url))("registry page %s is a route", (url) => {
    expect(routePatterns.some((pattern) => pattern.test(url))).toBe(true);
  });

  it("does not take an unknown address for a page", () => {
    expect(routePatterns.some((pattern) => pattern.test("/no/such/page"))).toBe(false);
  });

  it("has a catch-all route for pages that do not exist", () => {
    expect((routes as RouteEntry[]).some((r) => r.path === "*")).toBe(true);
  });
});
