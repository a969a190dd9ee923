import { describe, expect, it } from "vitest";
import { CHECK_DIRECTORY } from "~/features/checker/words/official";
import { analyzeMessageForHome } from "~/features/checker/home-tools";
import { countListedWords, listedWordsIn } from "~/features/checker/message";

/** The listed-word count alone: the four word lists, and the level for the total. */
const countWords = (message: string) => countListedWords(listedWordsIn(message));
/** The home page's message analyzer, as the reader sees it (the checker's tricks can raise the listed-word level). */
const analyzeMessage = (message: string) => analyzeMessageForHome(message, CHECK_DIRECTORY);

describe("the listed-word count and the home page's message analyzer", () => {
  it.each(["urgent", "immediate", "expire", "act now", "deadline"])("counts urgency word %s", (word) => {
    const r = countWords(`hello ${word} there`);
    expect([r.urgencyScore, r.moneyScore, r.threatScore, r.infoScore]).toEqual([1, 0, 0, 0]);
  });

  it.each(["money", "payment", "refund", "prize", "lottery", "inheritance"])("counts money word %s", (word) => {
    const r = countWords(`hello ${word} there`);
    expect([r.urgencyScore, r.moneyScore, r.threatScore, r.infoScore]).toEqual([0, 1, 0, 0]);
  });

  it.each(["locked", "banned", "legal action", "arrest"])("counts threat word %s", (word) => {
    const r = countWords(`hello ${word} there`);
    expect([r.urgencyScore, r.moneyScore, r.threatScore, r.infoScore]).toEqual([0, 0, 1, 0]);
  });

  it.each(["ssn", "social security", "password", "pin", "account number"])("counts info word %s", (word) => {
    const r = countWords(`hello ${word} there`);
    expect([r.urgencyScore, r.moneyScore, r.threatScore, r.infoScore]).toEqual([0, 0, 0, 1]);
  });

  it("counts suspended in both urgency and threat, giving Medium at total 2", () => {
    const r = countWords("Your card is suspended");
    expect([r.urgencyScore, r.threatScore]).toEqual([1, 1]);
    expect(r.riskLevel).toBe("Medium");
  });

  it("gives Low at 0 matches, never in the green 'safe' style, and never calls the message safe", () => {
    const r = analyzeMessage("See you at lunch on Sunday");
    expect([r.riskLevel, r.riskColor]).toEqual(["Low", "neutral"]);
    expect(r.advice).toMatch(/does not mean the message is safe/);
  });

  it("gives Medium and caution at 1 match", () => {
    // One listed word and no trick ("You won a prize" is now the prize trick, a warning).
    const r = analyzeMessage("Thanks, the money for the raffle tickets came.");
    expect([r.riskLevel, r.riskColor]).toEqual(["Medium", "caution"]);
  });

  it("gives Medium at 2 matches", () => {
    expect(countWords("Send payment for your refund").riskLevel).toBe("Medium");
  });

  it("gives High and destructive at 3 matches", () => {
    const r = analyzeMessage("Urgent: send payment or face arrest");
    expect([r.riskLevel, r.riskColor]).toEqual(["High", "destructive"]);
  });

  it("matches words ignoring case", () => {
    const r = countWords("URGENT LOTTERY");
    expect([r.urgencyScore, r.moneyScore]).toEqual([1, 1]);
  });

  it("lists each detected word once", () => {
    expect(countWords("suspended, suspended! urgent urgent").detectedWords).toEqual(["urgent", "suspended"]);
  });

  it("advises not to respond at High", () => {
    expect(analyzeMessage("urgent payment arrest").advice).toMatch(/do not respond/i);
  });

  it("advises verifying through official channels at Medium", () => {
    expect(analyzeMessage("prize").advice).toMatch(/official channels/i);
  });
});
