/**
 * A Spanish guide (/es/guias/{slug}): the English guide's sections (~/content/types ScamGuide), in
 * Spanish, plus the pages its facts were read on. A guide with an English twin names it; the
 * others are written for Spanish-speaking readers first (issue 30: the scams that target them).
 */
import type { GuideSource, ScamGuide } from "~/content/types";

export type GuiaSource = GuideSource;

export interface GuiaEs extends Omit<ScamGuide, "type" | "id"> {
  /** The Spanish slug, e.g. "estafa-de-los-abuelos". */
  id: string;
  /** The English guide's slug when the same guide exists in English ("grandparent-scams"). */
  counterpart?: string;
  /** Where each fact on the page was read; shown at the end of the page. */
  sources: readonly GuiaSource[];
}
