import type { HomeMessageResult } from "../home-tools";
import type { HomeToolSetup } from "./home-tool";

const RISK_TONE = { destructive: "destructive", caution: "caution", neutral: "info" } as const;

/**
 * The home page's message analyzer: its words, its rule and what its result shows. A module of its
 * own, so the link checker's page does not load it.
 */
export const MESSAGE_ANALYZER: HomeToolSetup<HomeMessageResult> = {
  id: "message-analyzer",
  name: "message",
  label: "Paste the message you received",
  hint: "A text, an email or words from a letter. Nothing you paste is saved.",
  submit: "Analyze Message",
  why: "Paste a message in the box first. Then this button checks it.",
  check: async (message) => (await import("../run-check")).analyzeHomeMessage(message),
  show: (result) => ({
    tone: RISK_TONE[result.riskColor],
    title: `${result.riskLevel} Risk`,
    text: result.advice,
    counts: [
      { label: "Pressure to act fast", count: result.urgencyScore },
      { label: "Talk of money or prizes", count: result.moneyScore },
      { label: "Threats", count: result.threatScore },
      { label: "Requests for private details", count: result.infoScore },
    ],
    foundLabel: "Warning words found:",
    found: result.detectedWords,
  }),
};
