/**
 * The home page's link checker and message analyzer: the checker's answer (the same as /check's) in
 * the home tools' own words. The listed words are signs of the checker, strong where the home tools
 * say WARNING or High and weak where they say Medium, so those levels stand, and the checker's other
 * signs can only raise them: a warning is a WARNING or High, any other sign a Medium. One
 * exception, on purpose: the listed link words do not warn on an official organisation's own page or
 * a .gov/.mil one (the FTC's page about crypto scams is not a scam).
 */
import { checkInput } from "./check";
import { countListedWords, type RiskLevel } from "./message";
import type { CheckDirectory, Signal } from "./types";

export type LinkCheckLevel = "warning" | "https" | "insecure";

/**
 * The style a result is shown in: 'destructive' is red, 'caution' amber, 'neutral' plain. Low is
 * never green: finding no scam words does not make a message safe.
 */
export type RiskColor = "destructive" | "caution" | "neutral";

const LINK_RESULT: Record<LinkCheckLevel, { title: string; message: string }> = {
  warning: {
    title: "WARNING: This link looks suspicious",
    message:
      "Do not click it. It has signs that scammers use, listed below. If it came in a message, delete the message. If you think it might be real, go to the company's website by typing the address yourself, or call the number on your card or statement.",
  },
  https: {
    title: "This link uses HTTPS",
    message:
      "HTTPS means the connection is private. It does not mean the website is honest. Check that the web address is spelled exactly right before you click, and never enter passwords or card numbers on a page you reached from a message.",
  },
  insecure: {
    title: "This link does not use secure HTTPS",
    message:
      "Exercise extreme caution. Real websites for banks, shops and agencies start with https://. But https:// alone does not prove a site is safe. Do not enter any personal or payment information on this site.",
  },
};

const RISK_RESULT: Record<RiskLevel, { riskColor: RiskColor; advice: string }> = {
  High: {
    riskColor: "destructive",
    advice:
      "High risk: this message has many signs of a scam. Do not respond, do not click any links, and do not call any number in it. Delete it. If it claims to be from your bank or a government office, call them using the number on your card, statement or their official website.",
  },
  Medium: {
    riskColor: "caution",
    advice:
      "Medium risk: be careful. This message has some warning signs. Before you do anything, verify it through official channels: call the company or agency using a number you already know is real, not one from the message.",
  },
  Low: {
    riskColor: "neutral",
    advice:
      "Low risk: we did not find common scam words or tricks. That does not mean the message is safe: scammers change their words all the time. Never send money, codes or personal details to someone you have not checked yourself.",
  },
};

export interface HomeLinkResult {
  level: LinkCheckLevel;
  title: string;
  message: string;
  /** The listed link words found, in list order. */
  matches: string[];
  /** The checker's other signs. */
  signals: Signal[];
}

export interface HomeMessageResult {
  riskLevel: RiskLevel;
  riskColor: RiskColor;
  advice: string;
  urgencyScore: number;
  moneyScore: number;
  threatScore: number;
  infoScore: number;
  detectedWords: string[];
  /** The tricks the checker found (its other signs). */
  signals: Signal[];
}

/** A link: the WARNING for any warning; otherwise the note on whether it starts with https://. */
export function checkLinkForHome(input: string, directory: CheckDirectory): HomeLinkResult {
  const result = checkInput(input, directory, "link");
  const level = result.outcome === "warning" ? "warning" : input.trim().toLowerCase().startsWith("https://") ? "https" : "insecure";
  return { level, ...LINK_RESULT[level], matches: result.listed, signals: result.signals.filter((found) => found.id !== "listed-word") };
}

/** A message: High for a warning, Medium for any other sign, Low for none, with the listed-word counts. */
export function analyzeMessageForHome(message: string, directory: CheckDirectory): HomeMessageResult {
  const result = checkInput(message, directory, "message");
  const riskLevel: RiskLevel = result.outcome === "warning" ? "High" : result.signals.length > 0 ? "Medium" : "Low";
  return {
    ...countListedWords(result.listed),
    riskLevel,
    ...RISK_RESULT[riskLevel],
    signals: result.signals.filter((found) => found.id !== "listed-words"),
  };
}
