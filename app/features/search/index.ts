// The feature's face: what routes and other features may use.
export type { SearchItem } from "./search";
export { SiteSearch } from "./ui/site-search";
/** The same component, loaded when first needed (app/components/ui/later.tsx). */
export const loadSiteSearch = () => import("./ui/site-search").then((module) => module.SiteSearch);
