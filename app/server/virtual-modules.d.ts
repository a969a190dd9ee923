/** The site search's index as JSON, made at build time from the content (vite.config.ts, `siteSearchIndex`). */
declare module "virtual:site-search-index" {
  const json: string;
  export default json;
}
