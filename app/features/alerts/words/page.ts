/**
 * The words of the alert pages (/alerts, an alert's page, the feed), in English; the Spanish twin
 * is words/es/page.ts. They reach the pages as loader data.
 */
import type { Translation } from "~/lib/i18n";

export const ALERT_PAGE = {
  lang: "en",
  listPath: "/alerts",
  feedPath: "/alerts/rss.xml",
  title: "Scam alerts",
  intro: "New scams that are spreading now, in plain words, with what to do. The newest is first.",
  feed: "Follow the alerts by RSS",
  feedTitle: "Scam Shield for Seniors scam alerts",
  listName: "Alerts",
  unavailable: "The alerts cannot be loaded right now. Please try again in a few minutes.",
  none: "There are no alerts yet. Sign up and we will email you the first one.",
  signupName: "Get alerts by email",
  all: "All scam alerts",
  from: "Scam alert from Scam Shield for Seniors",
  updated: "updated",
  whatToDo: "What to do",
  help: "Need help now?",
  call: "Call the National Elder Fraud Hotline, free, {{fact:elderFraudHotlineHours}}:",
  callName: "Call the National Elder Fraud Hotline: {{fact:elderFraudHotline}}",
  helpNow: "Get help now",
  helpNowPath: "/help-now",
  guide: "Read our guide:",
  /** Before a guide written in the page's own language. */
  guideOwn: "Read our guide:",
  notFound: {
    title: "Alert not found",
    description: "We could not find that scam alert. It may have been taken down.",
    back: "See all scam alerts",
  },
} as const;

export type AlertPageWords = Translation<typeof ALERT_PAGE>;
