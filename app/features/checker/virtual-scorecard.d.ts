/** The checker's figures on its labelled corpus, made at build time (vite.config.ts, `checkerScorecard`). */
declare module "virtual:checker-scorecard" {
  const scorecard: import("./types").Scorecard;
  export default scorecard;
}
