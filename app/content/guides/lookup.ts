import { guideTypeFromSlug } from "~/lib/guides";
import type { ScamGuide } from "../types";
import { SCAM_GUIDES } from "./index";

/** The guide for a /scam-types/{slug} address, by the spec's slug-to-type rule; undefined when none. */
export function findGuideBySlug(slug: string | undefined): ScamGuide | undefined {
  if (!slug) return undefined;
  const type = guideTypeFromSlug(slug);
  return SCAM_GUIDES.find((g) => g.type === type);
}
