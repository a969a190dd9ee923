/**
 * The words of the alert list's emails and of an alert's labels, in English; the Spanish twin is
 * words/es/emails.ts. `{name}`-style slots are filled by emails.ts.
 */
import type { Translation } from "~/lib/i18n";

export const EMAIL_WORDS = {
  lang: "en",
  hotline: {
    name: "National Elder Fraud Hotline",
    hours: "{{fact:elderFraudHotlineHours}}",
    /** "Need help now? Call the {name}, free: {number} ({hours})." */
    ask: "Need help now?",
    call: "Call the {name}, free:",
  },
  footer: {
    why: "You get this email because you signed up for free scam alerts from {site}.",
    stop: "Stop these emails",
    stopHow: "one click, no sign-in",
  },
  alert: {
    subject: "Scam alert: {title}",
    whatToDo: "What to do",
    readOnline: "Read this alert on our website",
    /** Above an alert sent in English to a reader who chose another language. */
    onlyEnglish: "",
  },
  confirm: {
    subject: "Please confirm your scam alerts",
    heading: "One more step",
    asked: "Someone, we hope you, asked for free scam alerts from {site} at this address.",
    button: "Yes, send me scam alerts",
    worksFor: "The link works for {days} days. If the button does not work, copy this link into your browser:",
    openLink: "To start your alerts, open this link (it works for {days} days):",
    notYou:
      "If you did not ask for scam alerts, ignore this email. We will not email you again, and we delete your address in {days} days.",
    removeNow: "To remove your address now instead:",
    remove: "remove my address",
    sentBy: "This email was sent by {site} because the address was typed into our sign-up form.",
  },
  welcome: {
    subject: "Your scam alerts are on",
    lines: [
      "Thank you for signing up. We will email you when a new scam starts spreading, with plain steps to stay safe.",
      "We never ask for money, passwords or codes. An email that does is not from us.",
    ],
    latest: "See the latest alerts",
  },
} as const;

export type EmailWords = Translation<typeof EMAIL_WORDS>;
