/** A multiple-choice question: question, four options, correct index, explanation. */
export interface QuizQuestion {
  question: string;
  options: readonly string[];
  correctIndex: number;
  explanation: string;
}

/** Where a person is in a quiz, derived from the answers given so far (one index per question). */
export interface QuizState {
  /** Index of the question on screen; equals the number of questions once complete. */
  current: number;
  /** The answer picked for the current question, locked once given; null while unanswered. */
  picked: number | null;
  score: number;
  complete: boolean;
}

/**
 * Progress bar value (every quiz runner shows it): (index plus 1 if answered) divided by total, at most 100.
 */
export function progressValue(index: number, answered: boolean, total: number): number {
  if (total === 0) return 0;
  return Math.min(100, ((index + (answered ? 1 : 0)) / total) * 100);
}

export function isCorrect(question: QuizQuestion, answer: number): boolean {
  return question.correctIndex === answer;
}

/** Scores the answers given so far, counting each correct pick once. */
export function scoreAnswers(questions: readonly QuizQuestion[], answers: readonly number[]): number {
  return answers.reduce((score, answer, i) => {
    const question = questions[i];
    return question && isCorrect(question, answer) ? score + 1 : score;
  }, 0);
}

/**
 * "The answer is locked after one selection": `answers` holds one pick per answered question;
 * `advanced` says whether the person pressed Next after the last pick.
 */
export function quizState(questions: readonly QuizQuestion[], answers: readonly number[], advanced: boolean): QuizState {
  const given = answers.slice(0, questions.length);
  const score = scoreAnswers(questions, given);
  if (given.length === 0) return { current: 0, picked: null, score, complete: false };
  const lastIndex = given.length - 1;
  if (!advanced) return { current: lastIndex, picked: given[lastIndex]!, score, complete: false };
  const complete = given.length >= questions.length;
  return { current: given.length, picked: null, score, complete };
}

/** Parses "0,2,1" (answers carried in a form) into valid option indexes; anything else is dropped. */
export function parseAnswers(value: string | null | undefined, questions: readonly QuizQuestion[]): number[] {
  if (!value) return [];
  const answers: number[] = [];
  for (const part of value.split(",")) {
    const question = questions[answers.length];
    if (!question || !/^\d+$/.test(part)) break;
    const n = Number(part);
    if (n >= question.options.length) break;
    answers.push(n);
  }
  return answers;
}

/**
 * Home quiz result: a score of 2 or more gives the 'Great job' message, 3
 * gives 'Perfect', below 2 suggests reviewing the guides.
 */
export function homeQuizMessage(score: number, total: number): { title: string; text: string } {
  if (score >= 3 && score === total) {
    return { title: "Perfect!", text: "You spotted every scam. You are well prepared. Share what you know with a friend." };
  }
  if (score >= 2) {
    return { title: "Great job!", text: "You know the main warning signs. Keep learning to stay a step ahead of scammers." };
  }
  return {
    title: "Keep learning",
    text: "Scammers are clever, and these questions are tricky. Review our protection guides to learn the warning signs, then try again.",
  };
}

/** What a person has done so far: one pick per answered question, and whether they moved on. */
export interface QuizProgress {
  answers: number[];
  advanced: boolean;
}

export type QuizStep = { type: "pick"; option: number } | { type: "next" } | { type: "retake" };

export const START: QuizProgress = { answers: [], advanced: false };

/**
 * One step of the quiz flow: the question, then the answer is locked and an
 * explanation shows, then next or complete. The final screen has a retake button that resets to
 * question 1 and score 0. A second pick on an answered question changes nothing.
 */
export function applyQuizStep(questions: readonly QuizQuestion[], progress: QuizProgress, step: QuizStep): QuizProgress {
  if (step.type === "retake") return START;
  const state = quizState(questions, progress.answers, progress.advanced);
  if (state.complete) return progress;
  if (step.type === "next") return state.picked === null ? progress : { answers: progress.answers, advanced: true };
  const question = questions[state.current];
  if (state.picked !== null || !question) return progress;
  if (!Number.isInteger(step.option) || step.option < 0 || step.option >= question.options.length) return progress;
  return { answers: [...progress.answers, step.option], advanced: false };
}

/** A quiz step as the quiz forms' one schema reads it (app/features/quiz/schema.ts). */
export interface QuizStepFields {
  answers?: string;
  advanced?: "0" | "1";
  pick?: number;
  next?: string;
  retake?: string;
}

/** Which button was pressed: a pick, Next, or Retake. */
export function quizStepFrom(fields: QuizStepFields): QuizStep | null {
  if (fields.retake !== undefined) return { type: "retake" };
  if (fields.next !== undefined) return { type: "next" };
  if (fields.pick !== undefined) return { type: "pick", option: fields.pick };
  return null;
}

export function progressFrom(fields: QuizStepFields, questions: readonly QuizQuestion[]): QuizProgress {
  return { answers: parseAnswers(fields.answers, questions), advanced: fields.advanced === "1" };
}
