import { progressValue } from "~/features/quiz/quiz";
import { describe, expect, it } from "vitest";
import { EMAIL_QUIZ } from "~/features/quiz/words/email";
import { SMS_QUIZ } from "~/features/quiz/words/sms";
import {
  certificationTier,
  EMPTY_PROGRESS,
  overallPercent,
  parseProgress,
  progressFromCookie,
  QUIZ_LABELS,
  recordResult,
  resultGrade,
  serializeProgress,
  type QuizCenterProgress,
} from "~/features/quiz/quiz-center";

const all = (phone: number, email: number, sms: number): QuizCenterProgress =>
  recordResult(recordResult(recordResult(EMPTY_PROGRESS, "phone", phone, 5), "email", email, 10), "sms", sms, 8);

describe("quiz content", () => {
  it("has the ten email items in their agreed order", () => {
    expect(EMAIL_QUIZ.map((q) => q.id)).toEqual([
      "bank-fraud-alert",
      "ssa-benefits",
      "order-shipped",
      "microsoft-security",
      "netflix-suspension",
      "paypal-alert",
      "irs-refund",
      "overdue-utility",
      "medicare-update",
      "lottery-win",
    ]);
  });

  it("has the eight text items in their agreed order", () => {
    expect(SMS_QUIZ.map((q) => q.id)).toEqual([
      "bank-alert",
      "package-delivery",
      "irs-refund",
      "toll-payment",
      "medicare",
      "ssa-suspension",
      "amazon-account",
      "utility-disconnection",
    ]);
  });

  it.each([...EMAIL_QUIZ, ...SMS_QUIZ].map((q) => [q.id, q] as const))("%s has a valid answer and red flags", (_, q) => {
    expect(q.correctAnswer).toBeGreaterThanOrEqual(0);
    expect(q.correctAnswer).toBeLessThan(q.options.length);
    expect(q.redFlags.length).toBeGreaterThanOrEqual(2);
  });
});

describe("button labels", () => {
  it("are Next Question / Next Email / Next Message and the three Complete labels", () => {
    expect(QUIZ_LABELS.phone).toMatchObject({ next: "Next Question", complete: "Complete Quiz" });
    expect(QUIZ_LABELS.email).toMatchObject({ next: "Next Email", complete: "Complete Test" });
    expect(QUIZ_LABELS.sms).toMatchObject({ next: "Next Message", complete: "Complete Challenge" });
  });
});

describe("progress bar: (index plus 1 if answered) / total, max 100", () => {
  it.each([
    [0, false, 10, 0],
    [0, true, 10, 10],
    [4, false, 8, 50],
    [7, true, 8, 100],
    [9, true, 8, 100],
  ])("index %i answered %s of %i -> %f", (index, answered, total, expected) => {
    expect(progressValue(index, answered, total)).toBe(expected);
  });
});

describe("result messages (phone and email 100/80/60, text 100/75/50)", () => {
  it.each([
    ["phone", 100, "perfect"],
    ["phone", 80, "excellent"],
    ["phone", 79, "good"],
    ["phone", 60, "good"],
    ["phone", 59, "practice"],
    ["email", 100, "perfect"],
    ["email", 80, "excellent"],
    ["email", 60, "good"],
    ["email", 50, "practice"],
    ["sms", 100, "perfect"],
    ["sms", 75, "excellent"],
    ["sms", 74, "good"],
    ["sms", 50, "good"],
    ["sms", 49, "practice"],
  ] as const)("%s at %i%% is %s", (kind, pct, grade) => {
    expect(resultGrade(kind, pct)).toBe(grade);
  });
});

describe("certification", () => {
  it("is not earned until all three quizzes are complete", () => {
    expect(certificationTier(recordResult(recordResult(EMPTY_PROGRESS, "phone", 5, 5), "email", 10, 10))).toBeNull();
  });

  it("counts percent over the sum of the completed maximums (5, 10, 8)", () => {
    expect(overallPercent(recordResult(EMPTY_PROGRESS, "phone", 4, 5))).toBe(80);
    expect(overallPercent(all(5, 10, 8))).toBe(100);
    expect(overallPercent(all(4, 9, 7))).toBe(87);
  });

  it.each([
    [23, "Scam Detection Master"],
    [22, "Scam Detection Master"], // 95.7%
    [21, "Senior Protection Expert"], // 91.3%
    [20, "Senior Protection Expert"], // 87.0%
    [19, "Digital Guardian"], // 82.6%
    [18, "Digital Guardian"], // 78.3%
    [17, "Scam Fighter"], // 73.9%
    [0, "Scam Fighter"],
  ])("%i of 23 is %s", (total, tier) => {
    const sms = Math.min(8, total);
    const email = Math.min(10, total - sms);
    const phone = total - sms - email;
    expect(certificationTier(all(phone, email, sms))).toBe(tier);
  });

  // A phone quiz of 2 active questions makes the maximum 20, so the boundaries are exact.
  const of20 = (score: number) => {
    const sms = Math.min(8, score);
    const email = Math.min(10, score - sms);
    return recordResult(recordResult(recordResult(EMPTY_PROGRESS, "phone", score - sms - email, 2), "email", email, 10), "sms", sms, 8);
  };

  it.each([
    [19, 95, "Scam Detection Master"],
    [18, 90, "Senior Protection Expert"],
    [17, 85, "Senior Protection Expert"],
    [16, 80, "Digital Guardian"],
    [15, 75, "Digital Guardian"],
    [14, 70, "Scam Fighter"],
  ])("%i of 20 (%i%%) is %s", (score, pct, tier) => {
    expect(overallPercent(of20(score))).toBe(pct);
    expect(certificationTier(of20(score))).toBe(tier);
  });
});

describe("progress cookie", () => {
  it("round-trips scores and completed quizzes", () => {
    const progress = all(4, 9, 7);
    expect(parseProgress(serializeProgress(progress))).toEqual(progress);
    expect(serializeProgress(progress)).toBe("p:4/5,e:9/10,s:7/8");
  });

  it("drops impossible or malformed parts", () => {
    expect(parseProgress("p:6/5,e:x/10,s:9/8,q:1/1")).toEqual(EMPTY_PROGRESS);
    expect(parseProgress("e:3/10,junk")).toEqual({ scores: { email: { score: 3, total: 10 } }, completed: ["email"] });
  });

  it("is read from a Cookie header among others", () => {
    expect(progressFromCookie("a=1; quiz-progress=s:8/8").completed).toEqual(["sms"]);
    expect(progressFromCookie(null)).toEqual(EMPTY_PROGRESS);
  });
});
