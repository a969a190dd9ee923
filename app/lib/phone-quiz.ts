import type { QuizQuestion } from "./quiz";

/** Phone quiz question (spec 2, section 3), as stored in D1. */
export interface PhoneQuizQuestion {
  id: number;
  slug: string;
  title: string;
  scenario: string;
  transcript: string;
  question: string;
  options: string[];
  correct_answer: number;
  explanation: string;
  stats: string;
  active: boolean;
  audio_url: string | null;
  audio_url_es: string | null;
  transcript_es: string | null;
}

/** Email, text and phone items all run through the same quiz flow. */
export function toQuizQuestion(
  item: { question: string; options: readonly string[]; explanation: string } & ({ correct_answer: number } | { correctAnswer: number }),
): QuizQuestion {
  const correctIndex = "correct_answer" in item ? item.correct_answer : item.correctAnswer;
  return { question: item.question, options: item.options, correctIndex, explanation: item.explanation };
}
