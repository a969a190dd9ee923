import type { PhoneQuizQuestion } from "~/lib/phone-quiz";

interface Row {
  id: number;
  slug: string;
  title: string;
  scenario: string;
  transcript: string;
  question: string;
  options: string;
  correct_answer: number;
  explanation: string;
  stats: string;
  active: number;
  audio_url: string | null;
  audio_url_es: string | null;
  transcript_es: string | null;
}

function toQuestion(row: Row): PhoneQuizQuestion {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    scenario: row.scenario,
    transcript: row.transcript,
    question: row.question,
    options: JSON.parse(row.options) as string[],
    correct_answer: row.correct_answer,
    explanation: row.explanation,
    stats: row.stats,
    active: row.active === 1,
    audio_url: row.audio_url,
    audio_url_es: row.audio_url_es,
    transcript_es: row.transcript_es,
  };
}

/** The phone quiz: the questions the operator has left active, in their set order. */
export async function listActivePhoneQuestions(db: D1Database): Promise<PhoneQuizQuestion[]> {
  const { results } = await db.prepare("SELECT * FROM phone_quiz_questions WHERE active = 1 ORDER BY position, id").all<Row>();
  return results.map(toQuestion);
}
