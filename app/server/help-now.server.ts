import { HELP_NOW } from "~/content/help-now";
import { QUESTIONS, type StepView } from "~/content/help-now/questions";
import { pageSeo } from "~/content/page-seo";
import { answerParams, answerQuery, buildPlan, firstProblemStep, isComplete, type Plan, QUESTION_ORDER, stepToShow } from "~/lib/help-now";
import { readAnswers } from "~/lib/schemas/help-now";

/** The screen of /help-now the address asks for (nothing is stored: the answers are the address). */
export function helpNowStep(url: URL): StepView {
  const { answers, invalid } = readAnswers(url.searchParams);
  const { step, question: id, problem } = stepToShow(answers, invalid, Number(url.searchParams.get("step") ?? "1"));
  const question = QUESTIONS[id];
  const current = answers[id];
  return {
    step,
    question,
    ask: question.ask[answers.for ?? "me"],
    ...(problem ? { problem } : {}),
    carried: answerParams(answers, id),
    chosen: current === undefined ? [] : Array.isArray(current) ? (current.length ? current : ["none"]) : [current],
    backHref: step > 1 ? `/help-now?${answerQuery(answers, [["step", String(step - 1)]])}` : null,
  };
}

export type PlanResult = { ok: true; plan: Plan; query: string } | { ok: false; fixHref: string; answered: number };

/** The plan for the answers in the address, or where to go back to when one is missing or unknown. */
export function helpNowPlan(url: URL, now: Date): PlanResult {
  const { answers, invalid } = readAnswers(url.searchParams);
  if (invalid.length || !isComplete(answers)) {
    const step = firstProblemStep(answers, invalid);
    return {
      ok: false,
      fixHref: `/help-now?${answerQuery(answers, [["step", String(step)]])}`,
      answered: QUESTION_ORDER.filter((q) => answers[q] !== undefined).length,
    };
  }
  return { ok: true, plan: buildPlan(answers, HELP_NOW, now), query: answerQuery(answers) };
}

export const helpNowSeo = { step: pageSeo("/help-now"), plan: pageSeo("/help-now/plan") };
