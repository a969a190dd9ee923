/**
 * Message analyzer (spec 1, section 5): "It counts matches from four word lists ... Total of 3 or
 * more: High (destructive style; advice not to respond). 1 to 2: Medium (caution; verify through
 * official channels). 0: Low." Risk thresholds (section 9): 1 for Medium, 3 for High.
 */
export const URGENCY_WORDS = ["urgent", "immediate", "expire", "suspended", "act now", "deadline"];
export const MONEY_WORDS = ["money", "payment", "refund", "prize", "lottery", "inheritance"];
export const THREAT_WORDS = ["suspended", "locked", "banned", "legal action", "arrest"];
export const INFO_WORDS = ["ssn", "social security", "password", "pin", "account number"];

export const MEDIUM_RISK_THRESHOLD = 1;
export const HIGH_RISK_THRESHOLD = 3;

export type RiskLevel = "Low" | "Medium" | "High";
/**
 * The style a result is shown in: 'destructive' is red, 'caution' amber, 'neutral' plain. Low is
 * never green: finding no scam words does not make a message safe (issue 11).
 */
export type RiskColor = "destructive" | "caution" | "neutral";

export interface MessageAnalysis {
  riskLevel: RiskLevel;
  riskColor: RiskColor;
  advice: string;
  urgencyScore: number;
  moneyScore: number;
  threatScore: number;
  infoScore: number;
  detectedWords: string[];
}

/** A word counts when it appears anywhere in the message, ignoring case (one count per word). */
function found(text: string, words: readonly string[]): string[] {
  return words.filter((word) => text.includes(word));
}

export function riskLevelFor(total: number): RiskLevel {
  if (total >= HIGH_RISK_THRESHOLD) return "High";
  if (total >= MEDIUM_RISK_THRESHOLD) return "Medium";
  return "Low";
}

export const RISK_RESULT: Record<RiskLevel, { riskColor: RiskColor; advice: string }> = {
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

export function analyzeMessage(message: string): MessageAnalysis {
  const text = message.toLowerCase();
  const urgency = found(text, URGENCY_WORDS);
  const money = found(text, MONEY_WORDS);
  const threat = found(text, THREAT_WORDS);
  const info = found(text, INFO_WORDS);
  const total = urgency.length + money.length + threat.length + info.length;
  const riskLevel = riskLevelFor(total);
  return {
    riskLevel,
    ...RISK_RESULT[riskLevel],
    urgencyScore: urgency.length,
    moneyScore: money.length,
    threatScore: threat.length,
    infoScore: info.length,
    detectedWords: [...new Set([...urgency, ...money, ...threat, ...info])],
  };
}
