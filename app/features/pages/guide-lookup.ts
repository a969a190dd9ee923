import { guideTypeFromSlug } from "./guides";
import type { ScamGuide } from "~/content/types";
import { SCAM_GUIDES } from "~/content/guides/index";

/** The guide for a /scam-types/{slug} address, by the slug-to-type rule (guides.ts); undefined when none. */
export function findGuideBySlug(slug: string | undefined): ScamGuide | undefined {
  if (!slug) return undefined;
  const type = guideTypeFromSlug(slug);
  return SCAM_GUIDES.find((g) => g.type === type);
}
