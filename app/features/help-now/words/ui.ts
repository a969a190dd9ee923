/** The words of /help-now's own screens around the questions and the plan (buttons, counts, notes). */
export const HELP_NOW_UI = {
  start: "Start",
  /** "Step {step} of {count}" */
  stepCount: "Step {step} of {count}",
  oneQuestion: "One question, then your plan",
  stateLabel: "State or territory",
  stateSkip: "I'd rather not say",
  next: "Next",
  showPlan: "Show my plan",
  back: "Back",
  startOver: "Start over",
  planTitle: { me: "Your plan", helper: "Your plan to help" },
  /** "For {state}. " */
  forState: "For {state}. ",
  inOrder: "Do the steps in order, starting at the top.",
  helperNote:
    "Do these steps together with the person you help. Where a step says “they”, it means them. Sit beside them when they call: banks usually need to hear from them.",
  print: "Print this plan",
  pdf: "Download large-print PDF",
  change: "Change answers",
  missingTitle: "Some answers are missing",
  missingText: "We need a few more answers to make your plan. Nothing is lost: the answers you gave are kept.",
  missingBack: "Go back to the questions",
  copy: "Copy the summary",
  copied: "Copied.",
  copyFailed: "Could not copy. Select the text and copy it by hand.",
  pdfMissing: "Some answers are missing, so there is no plan to print. Go back to /help-now and answer the questions.",
  /** After a link to a page only in English: nothing in English, " (en inglés)" in Spanish. */
  inEnglish: "",
  pdfTitleEnd: "what to do now",
  pdfOnline: "This plan online",
  pdfUrgent: "Scam happening now? Call the National Elder Fraud Hotline: {{fact:elderFraudHotline}} ({{fact:elderFraudHotlineHours}}).",
  call: "Call",
  pdfFile: "my_scam_help_plan.pdf",
} as const;
