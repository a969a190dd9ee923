import { href } from "react-router";
import { HELP_NOW } from "./words/index";
import { type HelpNowScreen, QUESTIONS, QUICK_QUESTIONS, type StepView } from "./words/questions";
import { federalHoliday } from "./federal-holidays";
import {
  answerParams,
  answerQuery,
  firstOpenStep,
  firstProblemStep,
  isComplete,
  NONE,
  type PartialAnswers,
  type Path,
  PATH_PRESETS,
  PATH_QUESTIONS,
  QUESTION_ORDER,
  type QuestionId,
  stepToShow,
} from "./help-now";
import { buildPlan, type Plan } from "./plan";
import { readAnswers, readPath } from "./schema";

const withPath = (answers: PartialAnswers, path: Path, extra: [string, string][] = []) =>
  `${href("/help-now")}?${answerQuery(answers, [["path", path], ...extra])}`;

/** What the current answer looks like as chosen cards ("none" for an empty list). */
function chosenOf(answers: PartialAnswers, id: QuestionId): string[] {
  const current = answers[id];
  if (current === undefined) return [];
  return Array.isArray(current) ? (current.length ? current : [NONE]) : [current];
}

/**
 * The screen of /help-now the address asks for (nothing is stored: the answers are the address).
 * No path and no step: the start screen. A path: its questions, one tap each on a quick path.
 * A step without a path: the full six questions (the addresses of the plan's "Change answers").
 */
export function helpNowScreen(url: URL): HelpNowScreen {
  const params = url.searchParams;
  const read = readAnswers(params);
  const named = readPath(params);
  if (!named && !params.has("step")) return { screen: "start", start: { for: read.answers.for ?? "me" } };
  const path = named ?? "full";
  const answers: PartialAnswers = { ...PATH_PRESETS[path], ...read.answers };
  const requested = params.has("step") ? Number(params.get("step")) : firstOpenStep(answers, path);
  const { step, question: id, problem } = stepToShow(answers, read.invalid, requested, path);
  const questions = PATH_QUESTIONS[path];
  const quick = path === "full" ? undefined : QUICK_QUESTIONS[path][id];
  // "More than one way": the quick question again, as check cards.
  const multi = quick !== undefined && params.get("more") === id;
  const full = QUESTIONS[id];
  const audience = answers.for ?? "me";
  const carried: [string, string][] = [...answerParams(answers, id), ...(path === "full" ? [] : ([["path", path]] as [string, string][]))];
  const view: StepView = {
    path,
    step,
    count: questions.length,
    question: id,
    ask: (quick ?? full).ask[audience],
    ...((quick ?? full).hint ? { hint: (quick ?? full).hint } : {}),
    kind: quick && !multi ? "tap" : full.kind,
    choices: quick?.choices ?? full.choices,
    ...(problem ? { problem } : {}),
    carried,
    chosen: chosenOf(answers, id),
    backHref:
      step > 1
        ? path === "full"
          ? `${href("/help-now")}?${answerQuery(answers, [["step", String(step - 1)]])}`
          : withPath(answers, path, [["step", String(step - 1)]])
        : `${href("/help-now")}?${answerQuery(answers.for ? { for: answers.for } : {})}`,
    more:
      quick?.more && !multi
        ? {
            href: withPath(answers, path, [
              ["step", String(step)],
              ["more", id],
            ]),
            label: quick.more,
          }
        : null,
    last: step === questions.length,
  };
  return { screen: "step", view };
}

export type PlanResult = { ok: true; plan: Plan; query: string } | { ok: false; fixHref: string; answered: number };

/**
 * The plan for the answers in the address, or where to go back to when one is missing or unknown.
 * "Open now" follows the server's clock and the federal holidays the helplines close on.
 */
export function helpNowPlan(url: URL, now: Date): PlanResult {
  const { answers, invalid } = readAnswers(url.searchParams);
  if (invalid.length || !isComplete(answers)) {
    const step = firstProblemStep(answers, invalid);
    return {
      ok: false,
      fixHref: `${href("/help-now")}?${answerQuery(answers, [["step", String(step)]])}`,
      answered: QUESTION_ORDER.filter((q) => answers[q] !== undefined).length,
    };
  }
  return { ok: true, plan: buildPlan(answers, HELP_NOW, now, federalHoliday), query: answerQuery(answers) };
}
