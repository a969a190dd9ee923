/** The words of the /if-targeted page around its content (headings, buttons); the Spanish twin is es/si-es-victima-page.ts. */
export interface IfTargetedPage {
  lang: "en" | "es";
  /** Before a helpline's name, for screen readers ("Call", "Llamar a"). */
  call: string;
  print: string;
  emergencyPlan: string;
  /** Read before a step's number by screen readers ("Step 1."). */
  step: string;
  recoveryPlan: string;
  report: string;
  learnMore: string;
  /** The callout into the personal plan, and the checklist's own words: null keeps their English words. */
  callout: { name: string; ask: string; askHelper: string; text: string; cta: string; to: string } | null;
  checklist: { note: string; clear: string; cleared: string } | null;
}

export const IF_TARGETED_PAGE: IfTargetedPage = {
  lang: "en",
  call: "Call",
  print: "Print this plan",
  emergencyPlan: "Emergency action plan",
  step: "Step ",
  recoveryPlan: "Recovery plan",
  report: "Report it to the authorities",
  learnMore: "Learn how to protect yourself next time",
  callout: null,
  checklist: null,
};
