import { CACHE_POLICY } from "~/lib/cache-policy";
import type { Lang } from "~/lib/i18n";
import { planPdf } from "./plan-pdf.server";
import type { HelpNowScreen, StepView } from "./words/questions";
import { HELP_NOW_LANGUAGES } from "./words/languages";
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
import { buildPlan, type PlanResult } from "./plan";
import { readAnswers, readPath } from "./schema";

const withPath = (start: string, answers: PartialAnswers, path: Path, extra: [string, string][] = []) =>
  `${start}?${answerQuery(answers, [["path", path], ...extra])}`;

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
export function helpNowScreen(url: URL, lang: Lang = "en"): HelpNowScreen {
  const { questions: QUESTIONS, quick: QUICK_QUESTIONS, page } = HELP_NOW_LANGUAGES[lang];
  const start = page.paths.start;
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
          ? `${start}?${answerQuery(answers, [["step", String(step - 1)]])}`
          : withPath(start, answers, path, [["step", String(step - 1)]])
        : `${start}?${answerQuery(answers.for ? { for: answers.for } : {})}`,
    more:
      quick?.more && !multi
        ? {
            href: withPath(start, answers, path, [
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

/**
 * The plan for the answers in the address, or where to go back to when one is missing or unknown.
 * "Open now" follows the server's clock and the federal holidays the helplines close on.
 */
export function helpNowPlan(url: URL, now: Date, lang: Lang = "en"): PlanResult {
  const { catalogue, plan, page } = HELP_NOW_LANGUAGES[lang];
  const { answers, invalid } = readAnswers(url.searchParams);
  if (invalid.length || !isComplete(answers)) {
    const step = firstProblemStep(answers, invalid);
    return {
      ok: false,
      fixHref: `${page.paths.start}?${answerQuery(answers, [["step", String(step)]])}`,
      answered: QUESTION_ORDER.filter((q) => answers[q] !== undefined).length,
    };
  }
  return { ok: true, plan: buildPlan(answers, catalogue, now, federalHoliday, plan), query: answerQuery(answers) };
}

/** A question screen's loader data in one language: the screen and the words around it. */
export function helpNowScreenData(url: URL, lang: Lang) {
  return { screen: helpNowScreen(url, lang), words: HELP_NOW_LANGUAGES[lang].page };
}

/** The plan page's loader data in one language ("open now" by `now`, the server's clock). */
export function helpNowPlanData(url: URL, now: Date, lang: Lang) {
  return { result: helpNowPlan(url, now, lang), words: HELP_NOW_LANGUAGES[lang].page };
}

/** GET …/plan.pdf?answers in one language: the plan as a large-print PDF, made for this request only. */
export async function helpNowPlanPdf(url: URL, now: Date, lang: Lang, siteUrl: string): Promise<Response> {
  const { page } = HELP_NOW_LANGUAGES[lang];
  const result = helpNowPlan(url, now, lang);
  if (!result.ok)
    return new Response(page.ui.pdfMissing, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_POLICY.personal },
    });
  const planUrl = new URL(`${page.paths.plan}?${result.query}`, siteUrl).toString();
  const bytes = await planPdf(result.plan, planUrl, page);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${page.ui.pdfFile}"`,
      "Cache-Control": CACHE_POLICY.personal,
    },
  });
}
