/**
 * The words of the site search (/search and the home page's box), in English; the Spanish twin is
 * words/es/search.ts (/es/buscar). `{q}`, `{n}` and `{name}` are filled in where they are shown.
 */
import type { Translation } from "~/lib/i18n";

export const SEARCH_WORDS = {
  lang: "en",
  /** Where the box searches and posts without JavaScript. */
  path: "/search",
  title: "Search the site",
  intro: 'Type at least {n} letters, for example "text" or "quiz".',
  label: "What are you looking for?",
  button: "Search",
  tooShort: "Please type at least {n} letters to search.",
  loading: "Searching protection guides...",
  empty: 'No results found for "{q}"',
  hint: "Try searching for phone scams, text scams or social media.",
  clear: "Clear",
  helpNow: "Get help now: a scam is happening",
  helpNowPath: "/help-now",
  crisisTitle: "Get help now",
  callHotline: "Talk to a person: call the National Elder Fraud Hotline,",
  hotlineHours: "{{fact:elderFraudHotlineShortHours}}",
  callName: "Call the National Elder Fraud Hotline: {{fact:elderFraudHotline}}",
  check: "Check a link, message or phone number",
  checkPath: "/check",
  otherWays: "Other ways to get help",
  resultOne: 'result for "{q}"',
  resultMany: 'results for "{q}"',
  spanish: "Español",
} as const;

export type SearchWords = Translation<typeof SEARCH_WORDS>;
