/**
 * The home page's link checker and message analyzer, raised by the signs /check finds.
 * The spec's rules decide first and are never lowered: a found strong sign (or two weak ones) can
 * only turn a link into a WARNING and a message into High; weak signs make a Low message Medium.
 * One exception, on purpose: the spec's link words do not warn on an official organisation's own
 * page or a .gov/.mil one (the FTC's page about crypto scams is not a scam).
 */
import { checkLink, LINK_WARNING, type LinkCheckResult } from "../link-check";
import { analyzeMessage, type MessageAnalysis, riskLevelFor, RISK_RESULT, type RiskLevel } from "../message-analysis";
import { checkInput } from "./index";
import { isOwnPage } from "./link";
import type { CheckDirectory, Signal } from "./types";

export interface HomeLinkResult extends LinkCheckResult {
  signals: Signal[];
}

export interface HomeMessageResult extends MessageAnalysis {
  signals: Signal[];
}

export function checkLinkForHome(input: string, directory: CheckDirectory): HomeLinkResult {
  const spec = checkLink(input, { ownSite: isOwnPage(input, directory) });
  const check = checkInput(input, directory, "link");
  if (spec.level === "warning" || check.outcome !== "warning") return { ...spec, signals: check.signals };
  return { ...spec, ...LINK_WARNING, level: "warning", signals: check.signals };
}

const RANK: Record<RiskLevel, number> = { Low: 0, Medium: 1, High: 2 };

export function analyzeMessageForHome(message: string, directory: CheckDirectory): HomeMessageResult {
  const spec = analyzeMessage(message);
  const check = checkInput(message, directory, "message");
  // Only the tricks count here; the spec's own words were already counted by analyzeMessage.
  const tricks = check.signals.filter((found) => found.id !== "listed-words");
  const found: RiskLevel = check.outcome === "warning" && tricks.length > 0 ? "High" : tricks.length > 0 ? "Medium" : riskLevelFor(0);
  const riskLevel = RANK[found] > RANK[spec.riskLevel] ? found : spec.riskLevel;
  return { ...spec, riskLevel, ...RISK_RESULT[riskLevel], signals: tricks };
}
