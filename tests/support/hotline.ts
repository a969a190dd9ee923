import { FACT } from "../../app/facts";
import { expandFacts } from "../../app/lib/text-links";

/**
 * The National Elder Fraud Hotline as the pages show it, read from the fact list
 * (app/facts.ts), so a changed number is still one edit: `text` is the number shown,
 * `href` its tel: link.
 */
export const HOTLINE = {
  text: FACT.elderFraudHotline.value,
  href: `tel:${expandFacts("{{tel:elderFraudHotline}}", { elderFraudHotline: FACT.elderFraudHotline })}`,
  hours: FACT.elderFraudHotlineHours.value,
} as const;
