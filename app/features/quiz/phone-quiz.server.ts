import type { PhoneQuizQuestion } from "./phone-quiz";

/** A question as D1 stores it: snake_case columns, options as JSON text, active as 0 or 1. */
type Row = Pick<PhoneQuizQuestion, "id" | "slug" | "title" | "scenario" | "transcript" | "question" | "explanation" | "stats"> & {
  options: string;
  correct_answer: number;
  active: number;
  audio_url: string | null;
  audio_url_es: string | null;
  transcript_es: string | null;
};

function toQuestion(row: Row): PhoneQuizQuestion {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    scenario: row.scenario,
    transcript: row.transcript,
    question: row.question,
    options: JSON.parse(row.options) as string[],
    correctAnswer: row.correct_answer,
    explanation: row.explanation,
    stats: row.stats,
    active: row.active === 1,
    audioUrl: row.audio_url,
    audioUrlEs: row.audio_url_es,
    transcriptEs: row.transcript_es,
  };
}

/** The phone quiz: the questions the operator has left active, in their set order. */
export async function listActivePhoneQuestions(db: D1Database): Promise<PhoneQuizQuestion[]> {
  const { results } = await db.prepare("SELECT * FROM phone_quiz_questions WHERE active = 1 ORDER BY position, id").all<Row>();
  return results.map(toQuestion);
}

/** Every phone question, active or not, for the operator's list. */
export async function listAllPhoneQuestions(db: D1Database): Promise<PhoneQuizQuestion[]> {
  const { results } = await db.prepare("SELECT * FROM phone_quiz_questions ORDER BY position, id").all<Row>();
  return results.map(toQuestion);
}

export async function findPhoneQuestion(db: D1Database, slug: string): Promise<PhoneQuizQuestion | null> {
  const row = await db.prepare("SELECT * FROM phone_quiz_questions WHERE slug = ?").bind(slug).first<Row>();
  return row ? toQuestion(row) : null;
}

export async function setPhoneQuestionActive(db: D1Database, slug: string, active: boolean): Promise<boolean> {
  const result = await db
    .prepare("UPDATE phone_quiz_questions SET active = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE slug = ?")
    .bind(active ? 1 : 0, slug)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/**
 * Points the question at its new recording (and transcript, when one was given) for one language,
 * in one statement: the page plays the old recording or the new one, never a mix.
 */
export async function setPhoneQuestionAudio(
  db: D1Database,
  slug: string,
  language: "en" | "es",
  url: string,
  transcript: string,
): Promise<void> {
  const [urlColumn, transcriptColumn] = language === "es" ? ["audio_url_es", "transcript_es"] : ["audio_url", "transcript"];
  const keepTranscript = transcript.trim() === "";
  await db
    .prepare(
      `UPDATE phone_quiz_questions SET ${urlColumn} = ?, ${transcriptColumn} = CASE WHEN ? THEN ${transcriptColumn} ELSE ? END, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE slug = ?`,
    )
    .bind(url, keepTranscript ? 1 : 0, transcript.trim(), slug)
    .run();
}
