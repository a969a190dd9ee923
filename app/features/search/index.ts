// The feature's face: what routes and other features may use.
export type { SearchItem } from "./search";
export { SiteSearch } from "./ui/site-search";
