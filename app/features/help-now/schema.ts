import { z } from "zod";
import {
  AUDIENCES,
  CONTACT_WAYS,
  NONE,
  type Path,
  PATHS,
  PAYMENTS,
  type PartialAnswers,
  QUESTION_ORDER,
  type QuestionId,
  SHARED,
  STORIES,
} from "./help-now";
import { US_STATES } from "./us-states";

const STATE_CODES = US_STATES.map((s) => s.code) as [string, ...string[]];

/** Choose-all-that-apply: each value known, "none" alone or ignored beside real answers, no repeats. */
function chooseAll<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .array(z.enum([...values, NONE]))
    .min(1)
    .max(values.length + 1)
    .transform((chosen) => [...new Set(chosen.filter((v) => v !== NONE))] as T[number][]);
}

/**
 * The personal plan's answers as they travel in the address (one schema for every step and the
 * plan). Each answer is checked on its own, so one we do not understand never loses the others.
 */
export const helpNowAnswers = z.object({
  for: z.enum(AUDIENCES),
  contact: z.enum(CONTACT_WAYS),
  story: z.enum(STORIES),
  paid: chooseAll(PAYMENTS),
  shared: chooseAll(SHARED),
  // "" is the state question's "I'd rather not say".
  state: z.union([z.enum(STATE_CODES), z.literal("")]),
});

/** The answers the address carries: the ones understood, and the questions whose answer was not. */
export function readAnswers(params: URLSearchParams): { answers: PartialAnswers; invalid: QuestionId[] } {
  const answers: Record<string, unknown> = {};
  const invalid: QuestionId[] = [];
  for (const q of QUESTION_ORDER) {
    const raw = q === "paid" || q === "shared" ? params.getAll(q) : params.get(q);
    if (raw === null || (Array.isArray(raw) && raw.length === 0)) continue;
    const result = helpNowAnswers.shape[q].safeParse(raw);
    if (!result.success) invalid.push(q);
    else if (result.data !== "") answers[q] = result.data;
  }
  return { answers: answers as PartialAnswers, invalid };
}

/** The path through the questions the address names; none (or one we do not know) is the start screen's choice. */
export function readPath(params: URLSearchParams): Path | null {
  const result = z.enum(PATHS).safeParse(params.get("path"));
  return result.success ? result.data : null;
}
