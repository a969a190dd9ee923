/** The site search's index as JSON, made at build time from the content (vite.config.ts, `siteSearchIndex`). */
declare module "virtual:site-search-index" {
  const json: string;
  export default json;
}

/** The checker's figures on its labelled corpus, made at build time (vite.config.ts, `checkerScorecard`). */
declare module "virtual:checker-scorecard" {
  const scorecard: import("../features/checker/types").Scorecard;
  export default scorecard;
}
