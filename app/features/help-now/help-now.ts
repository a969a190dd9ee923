/**
 * The personal plan's questions (/help-now): the answers a person gives, the paths through the
 * questions, and which question to show. The plan built from the answers is in help-now-plan.ts.
 */
import type { StateCode } from "./us-states";

export const AUDIENCES = ["me", "helper"] as const;
export const CONTACT_WAYS = ["phone", "text", "email", "social", "popup", "door", "letter"] as const;
export const STORIES = [
  "family",
  "government",
  "bank",
  "tech",
  "prize",
  "romance",
  "investment",
  "job",
  "charity",
  "package",
  "other",
] as const;
export const PAYMENTS = ["gift-card", "wire", "bank-transfer", "payment-app", "card", "crypto", "cash"] as const;
export const SHARED = ["ssn", "bank-login", "medicare", "code", "remote-access"] as const;
/** The answer "no" / "nothing" of the two choose-all-that-apply questions. */
export const NONE = "none";

export type Audience = (typeof AUDIENCES)[number];
export type ContactWay = (typeof CONTACT_WAYS)[number];
export type Story = (typeof STORIES)[number];
export type Payment = (typeof PAYMENTS)[number];
export type Shared = (typeof SHARED)[number];

export interface HelpNowAnswers {
  for: Audience;
  /** How it started; the quick paths do not ask. */
  contact?: ContactWay;
  story: Story;
  /** Every way they paid; empty when nothing was paid. */
  paid: Payment[];
  /** Everything shared; empty when nothing was; missing when not asked (the family path). */
  shared?: Shared[];
  state?: StateCode;
}

/** Every question, in the order the full path asks them; each is one screen. */
export const QUESTION_ORDER = ["for", "contact", "story", "paid", "shared", "state"] as const;
export type QuestionId = (typeof QUESTION_ORDER)[number];

/**
 * The ways through the questions. The start screen offers the common cases, and each quick path
 * asks only what its plan needs, one tap per screen; "full" asks all six for everything else.
 * "shared" adds what was shared to a plan made on the family path.
 */
export const PATHS = ["full", "family", "paid", "access", "shared"] as const;
export type Path = (typeof PATHS)[number];
export const QUICK_PATHS = ["family", "paid", "access"] as const satisfies readonly Path[];
export type QuickPath = (typeof QUICK_PATHS)[number];

export const PATH_QUESTIONS: Readonly<Record<Path, readonly QuestionId[]>> = {
  full: QUESTION_ORDER,
  family: ["paid"],
  paid: ["paid", "story", "shared"],
  access: ["shared", "paid", "story"],
  shared: ["shared"],
};

/** What choosing a path answers by itself. */
export const PATH_PRESETS: Readonly<Record<Path, Partial<HelpNowAnswers>>> = {
  full: {},
  family: { story: "family" },
  paid: {},
  access: {},
  shared: {},
};

/** A plan needs these; the rest make it more exact. */
const PLAN_NEEDS: readonly QuestionId[] = ["for", "story", "paid"];

export type PartialAnswers = Partial<HelpNowAnswers>;

/** The answers as address parameters, in question order (the plan's address, the hidden fields of each step). */
export function answerParams(answers: PartialAnswers, except?: QuestionId): [string, string][] {
  const out: [string, string][] = [];
  for (const q of QUESTION_ORDER) {
    if (q === except) continue;
    const value = answers[q];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) out.push([q, NONE]);
      for (const v of value) out.push([q, v]);
    } else out.push([q, value]);
  }
  return out;
}

export function answerQuery(answers: PartialAnswers, extra: [string, string][] = []): string {
  return new URLSearchParams([...answerParams(answers), ...extra]).toString();
}

export function isComplete(answers: PartialAnswers): answers is HelpNowAnswers {
  return PLAN_NEEDS.every((q) => answers[q] !== undefined);
}

export type StepProblem = "missing" | "invalid";

/** Every question of a path must be answered to go past it, but the state, which may be skipped. */
const mustAnswer = (q: QuestionId) => q !== "state";

/** The first question of a path not answered yet (1-based), or 1 when all are: where a path starts. */
export function firstOpenStep(answers: PartialAnswers, path: Path = "full"): number {
  const i = PATH_QUESTIONS[path].findIndex((q) => mustAnswer(q) && answers[q] === undefined);
  return i === -1 ? 1 : i + 1;
}

/**
 * Which question to show. A person goes to the step they asked for unless an earlier answer of the
 * path is missing or was not understood; then that question comes back, with a message when they
 * just tried to go past it or when the address carried an answer we do not know.
 */
export function stepToShow(
  answers: PartialAnswers,
  invalid: readonly QuestionId[],
  requested: number,
  path: Path = "full",
): { step: number; question: QuestionId; problem?: StepProblem } {
  const questions = PATH_QUESTIONS[path];
  const wanted = Number.isInteger(requested) && requested >= 1 && requested <= questions.length ? requested : 1;
  for (let i = 0; i < wanted - 1; i++) {
    const q = questions[i]!;
    if (invalid.includes(q)) return { step: i + 1, question: q, problem: "invalid" };
    if (mustAnswer(q) && answers[q] === undefined) {
      return { step: i + 1, question: q, ...(i === wanted - 2 ? { problem: "missing" as const } : {}) };
    }
  }
  const question = questions[wanted - 1]!;
  return { step: wanted, question, ...(invalid.includes(question) ? { problem: "invalid" as const } : {}) };
}

/** The first question the plan cannot do without, for the "go back" link of an incomplete plan (full path). */
export function firstProblemStep(answers: PartialAnswers, invalid: readonly QuestionId[]): number {
  const i = QUESTION_ORDER.findIndex((q) => invalid.includes(q) || (PLAN_NEEDS.includes(q) && answers[q] === undefined));
  return i === -1 ? 1 : i + 1;
}
