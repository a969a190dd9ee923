import { CONFIRMATION_DAYS } from "./retention";

export const EMAIL_MAX_LENGTH = 254;

/** Words the newsletter form shows; kept here so an `es` version can sit beside them. */
export const NEWSLETTER_TEXT = {
  title: "Free Scam Alerts",
  intro: "Get a short email when a new scam starts spreading. No spam. Leave any time.",
  label: "Your email address",
  // Says what it does (issue 14); the pending label is the spec's.
  button: "Email me scam alerts",
  pending: "Activating Shield...",
  // Double opt-in (issue 12): the same answer for a new and a known address.
  successTitle: "Check your email to finish",
  successText: `We sent you an email with a link. Open it and tap the link within ${CONFIRMATION_DAYS} days to start your alerts. If you do not see it, look in your spam or junk folder. Every alert has a link to stop them.`,
} as const;

export const NEWSLETTER_ERRORS = {
  blank: "Please enter your email address.",
  malformed: "Please enter a full email address, like name@example.com.",
  tooLong: `That email address is too long. Please use one of ${EMAIL_MAX_LENGTH} characters or fewer.`,
  unavailable: "We could not sign you up just now. Please try again in a few minutes.",
  tooMany: "There have been several sign-ups from your connection in a short time. Please wait 10 minutes and try again.",
} as const;
