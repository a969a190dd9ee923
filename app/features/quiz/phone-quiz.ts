import type { QuizQuestion } from "./quiz";

/** Phone quiz question. D1 keeps it as a snake_case row, mapped in app/features/quiz/phone-quiz.server.ts. */
export interface PhoneQuizQuestion {
  id: number;
  slug: string;
  title: string;
  scenario: string;
  transcript: string;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  stats: string;
  active: boolean;
  audioUrl: string | null;
  audioUrlEs: string | null;
  transcriptEs: string | null;
}

/** Email, text and phone items all run through the same quiz flow. */
export function toQuizQuestion(item: {
  question: string;
  options: readonly string[];
  explanation: string;
  correctAnswer: number;
}): QuizQuestion {
  return { question: item.question, options: item.options, correctIndex: item.correctAnswer, explanation: item.explanation };
}
