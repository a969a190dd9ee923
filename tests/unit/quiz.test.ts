import { describe, expect, it } from "vitest";
import { QUICK_QUIZ } from "~/features/quiz/words/quick-quiz";
import {
  applyQuizStep,
  homeQuizMessage,
  parseAnswers,
  progressFrom,
  quizState,
  quizStepFrom,
  scoreAnswers,
  START,
  type QuizProgress,
  type QuizStep,
} from "~/features/quiz/quiz";

// QUICK_QUIZ correct answers are 1, 2, 2.
const run = (steps: QuizStep[], from: QuizProgress = START) => steps.reduce((p, step) => applyQuizStep(QUICK_QUIZ, p, step), from);
const pick = (option: number): QuizStep => ({ type: "pick", option });
const next: QuizStep = { type: "next" };

describe("QUICK_QUIZ content", () => {
  it("has exactly 3 questions", () => {
    expect(QUICK_QUIZ).toHaveLength(3);
  });

  it.each(QUICK_QUIZ.map((q, i) => [i, q] as const))("question %i has 4 options and a valid correctIndex", (_, q) => {
    expect(q.options).toHaveLength(4);
    expect(Number.isInteger(q.correctIndex) && q.correctIndex >= 0 && q.correctIndex < 4).toBe(true);
  });
});

describe("scoreAnswers", () => {
  it("counts only correct picks", () => {
    expect(scoreAnswers(QUICK_QUIZ, [1, 0, 2])).toBe(2);
  });

  it("ignores answers beyond the last question", () => {
    expect(scoreAnswers(QUICK_QUIZ, [1, 2, 2, 2])).toBe(3);
  });
});

describe("quizState", () => {
  it("starts on question 1, unanswered, score 0", () => {
    expect(quizState(QUICK_QUIZ, [], false)).toEqual({ current: 0, picked: null, score: 0, complete: false });
  });

  it("stays on the answered question with the pick shown until Next", () => {
    expect(quizState(QUICK_QUIZ, [1], false)).toEqual({ current: 0, picked: 1, score: 1, complete: false });
  });

  it("moves to the next question after Next", () => {
    expect(quizState(QUICK_QUIZ, [1], true)).toEqual({ current: 1, picked: null, score: 1, complete: false });
  });

  it("is complete after Next on the last answer", () => {
    expect(quizState(QUICK_QUIZ, [1, 2, 0], true)).toEqual({ current: 3, picked: null, score: 2, complete: true });
  });
});

describe("applyQuizStep", () => {
  it("locks the answer after one pick, ignoring a second pick", () => {
    expect(run([pick(0), pick(1)])).toEqual({ answers: [0], advanced: false });
  });

  it("ignores Next before a pick", () => {
    expect(run([next])).toEqual(START);
  });

  it("allows Next after a pick", () => {
    expect(run([pick(1), next])).toEqual({ answers: [1], advanced: true });
  });

  it("is complete after Next on the last question", () => {
    const p = run([pick(1), next, pick(2), next, pick(2), next]);
    expect(quizState(QUICK_QUIZ, p.answers, p.advanced)).toMatchObject({ complete: true, score: 3 });
  });

  it("ignores picks once complete", () => {
    const done = run([pick(1), next, pick(2), next, pick(2), next]);
    expect(run([pick(0)], done)).toEqual(done);
  });

  it("resets to question 1 and score 0 on retake", () => {
    const p = run([pick(1), next, pick(2), next, pick(2), next, { type: "retake" }]);
    expect(quizState(QUICK_QUIZ, p.answers, p.advanced)).toEqual({ current: 0, picked: null, score: 0, complete: false });
  });

  it.each([-1, 4, 1.5, Number.NaN])("ignores out-of-range pick %s", (option) => {
    expect(run([pick(option)])).toEqual(START);
  });
});

describe("parseAnswers", () => {
  it("reads comma-separated option indexes", () => {
    expect(parseAnswers("1,2,0", QUICK_QUIZ)).toEqual([1, 2, 0]);
  });

  it("returns nothing for an empty or missing value", () => {
    expect(parseAnswers(null, QUICK_QUIZ)).toEqual([]);
    expect(parseAnswers("", QUICK_QUIZ)).toEqual([]);
  });

  it("stops at the first non-number", () => {
    expect(parseAnswers("1,x,2", QUICK_QUIZ)).toEqual([1]);
  });

  it("stops at an empty slot or anything that is not plain digits", () => {
    expect(parseAnswers("0,,1", QUICK_QUIZ)).toEqual([0]);
    expect(parseAnswers("0x1", QUICK_QUIZ)).toEqual([]);
    expect(parseAnswers(" 1", QUICK_QUIZ)).toEqual([]);
  });

  it("drops an out-of-range index", () => {
    expect(parseAnswers("1,4", QUICK_QUIZ)).toEqual([1]);
  });

  it("drops answers beyond the number of questions", () => {
    expect(parseAnswers("1,2,2,0", QUICK_QUIZ)).toEqual([1, 2, 2]);
  });
});

describe("quizStepFrom (the quiz form's fields)", () => {
  it("reads retake", () => {
    expect(quizStepFrom({ retake: "1" })).toEqual({ type: "retake" });
  });

  it("reads next", () => {
    expect(quizStepFrom({ next: "1" })).toEqual({ type: "next" });
  });

  it("reads a pick", () => {
    expect(quizStepFrom({ pick: 2 })).toEqual({ type: "pick", option: 2 });
  });

  it("returns null for a form with no step", () => {
    expect(quizStepFrom({ answers: "1" })).toBeNull();
  });
});

describe("progressFrom", () => {
  it("reads answers and advanced=1", () => {
    expect(progressFrom({ answers: "1,2", advanced: "1" }, QUICK_QUIZ)).toEqual({ answers: [1, 2], advanced: true });
  });

  it("treats missing fields as the start", () => {
    expect(progressFrom({}, QUICK_QUIZ)).toEqual(START);
  });
});

describe("homeQuizMessage", () => {
  it("gives Perfect! for 3 out of 3", () => {
    expect(homeQuizMessage(3, 3).title).toBe("Perfect!");
  });

  it("gives Great job! for 2 out of 3", () => {
    expect(homeQuizMessage(2, 3).title).toBe("Great job!");
  });

  it.each([1, 0])("suggests reviewing the guides for %i out of 3", (score) => {
    expect(homeQuizMessage(score, 3).text).toContain("Review our protection guides");
  });
});
