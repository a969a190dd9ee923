import { CONFIRMATION_DAYS } from "~/lib/retention";

export const EMAIL_MAX_LENGTH = 254;

/** Words the newsletter form shows; kept here so an `es` version can sit beside them. */
export const NEWSLETTER_TEXT = {
  lang: "en",
  title: "Free Scam Alerts",
  intro: "Get a short email when a new scam starts spreading. No spam. Leave any time.",
  label: "Your email address",
  // Says what it does; the pending label is the site's agreed wording.
  button: "Email me scam alerts",
  pending: "Activating Shield...",
  // Double opt-in (docs/decisions/0018-alerts.md): the same answer for a new and a known address.
  successTitle: "Check your email to finish",
  successText: `We sent you an email with a link. Open it and tap the link within ${CONFIRMATION_DAYS} days to start your alerts. If you do not see it, look in your spam or junk folder. Every alert has a link to stop them.`,
  // What to look for: an older reader may not know which email is ours, or may have mistyped the address.
  sentTo: "We sent an email to",
  lookFor: "Look for an email from",
  withSubject: "with the subject",
  arrival: "It can take a few minutes to arrive. If the address above has a mistake, please sign up again.",
  languageLegend: "Language of the alerts",
  languages: { en: "English", es: "Español (Spanish)" },
} as const;

export type NewsletterWords = import("~/lib/i18n").Translation<typeof NEWSLETTER_TEXT>;

/** The sender as a reader sees it in their inbox: "Scam Shield Alerts <alerts@...>" is a name and an address. */
export function senderOf(from: string): { name: string | null; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(from);
  if (!match) return { name: null, address: from.trim() };
  return { name: match[1] || null, address: match[2]! };
}

/** What the sign-up answers once it has taken an address: where the email went, and how to know it. */
export interface SignupSent {
  ok: true;
  /** The form's words in the language chosen, for the answer page without JavaScript. */
  words?: NewsletterWords;
  email: string;
  from: { name: string | null; address: string };
  subject: string;
}

export const NEWSLETTER_ERRORS = {
  blank: "Please enter your email address.",
  malformed: "Please enter a full email address, like name@example.com.",
  tooLong: `That email address is too long. Please use one of ${EMAIL_MAX_LENGTH} characters or fewer.`,
  unavailable: "We could not sign you up just now. Please try again in a few minutes.",
  tooMany: "There have been several sign-ups from your connection in a short time. Please wait 10 minutes and try again.",
} as const;
