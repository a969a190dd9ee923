/**
 * /help-now in each language: the same questions, answers and plan logic, with each language's
 * words (English here and in this folder, Spanish in es/, each twin typed like the English) and
 * addresses. Server code picks one by the page's language; the page gets `pageWords` as loader data.
 */
import type { Lang, Translation } from "~/lib/i18n";
import type { HelpNowCatalogue, PlanLanguage } from "../data";
import * as es from "./es/index";
import { PLAN_LANGUAGE as ES_PLAN } from "./es/language";
import * as esQuestions from "./es/questions";
import { HELP_NOW_UI as ES_UI } from "./es/ui";
import { HELP_NOW } from "./index";
import { PLAN_LANGUAGE } from "./language";
import * as en from "./questions";
import { HELP_NOW_UI } from "./ui";

/** The three addresses of the crisis path in one language. */
export interface HelpNowPaths {
  start: string;
  plan: string;
  pdf: string;
}

export const HELP_NOW_PATHS: Readonly<Record<Lang, HelpNowPaths>> = {
  en: { start: "/help-now", plan: "/help-now/plan", pdf: "/help-now/plan.pdf" },
  es: { start: "/es/ayuda-ahora", plan: "/es/ayuda-ahora/plan", pdf: "/es/ayuda-ahora/plan.pdf" },
};

/** What the pages show around the questions and the plan: plain data, so it travels as loader data. */
export interface HelpNowPageWords {
  lang: Lang;
  paths: HelpNowPaths;
  intro: Translation<typeof en.HELP_NOW_INTRO>;
  start: Translation<typeof en.START>;
  stepProblem: Translation<typeof en.STEP_PROBLEM>;
  plan: Translation<typeof en.PLAN_WORDS>;
  summaryHint: string;
  ui: Translation<typeof HELP_NOW_UI>;
  when: PlanLanguage["when"];
}

export interface HelpNowLanguage {
  catalogue: HelpNowCatalogue;
  plan: PlanLanguage;
  questions: typeof en.QUESTIONS;
  quick: typeof en.QUICK_QUESTIONS;
  page: HelpNowPageWords;
}

export const HELP_NOW_LANGUAGES: Readonly<Record<Lang, HelpNowLanguage>> = {
  en: {
    catalogue: HELP_NOW,
    plan: PLAN_LANGUAGE,
    questions: en.QUESTIONS,
    quick: en.QUICK_QUESTIONS,
    page: {
      lang: "en",
      paths: HELP_NOW_PATHS.en,
      intro: en.HELP_NOW_INTRO,
      start: en.START,
      stepProblem: en.STEP_PROBLEM,
      plan: en.PLAN_WORDS,
      summaryHint: en.SUMMARY_HINT,
      ui: HELP_NOW_UI,
      when: PLAN_LANGUAGE.when,
    },
  },
  es: {
    catalogue: es.HELP_NOW,
    plan: ES_PLAN,
    questions: esQuestions.QUESTIONS,
    quick: esQuestions.QUICK_QUESTIONS,
    page: {
      lang: "es",
      paths: HELP_NOW_PATHS.es,
      intro: esQuestions.HELP_NOW_INTRO,
      start: esQuestions.START,
      stepProblem: esQuestions.STEP_PROBLEM,
      plan: esQuestions.PLAN_WORDS,
      summaryHint: esQuestions.SUMMARY_HINT,
      ui: ES_UI,
      when: ES_PLAN.when,
    },
  },
};
