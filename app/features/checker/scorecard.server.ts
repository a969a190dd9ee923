/**
 * The checker's figures on the labelled corpus, made at build time by the same code as
 * `npm run bench:checker` (tests/support/checker-scorecard.ts, through vite.config.ts), so the page
 * always shows the figures of the checker it ships with.
 */
import scorecard from "virtual:checker-scorecard";

export const CHECKER_SCORECARD = scorecard;
