export const EMAIL_MAX_LENGTH = 254;

/** Words the newsletter form shows; kept here so an `es` version can sit beside them. */
export const NEWSLETTER_TEXT = {
  title: "Free Scam Alerts",
  intro: "Get a short email when a new scam starts spreading. No spam. Leave any time.",
  label: "Your email address",
  button: "Activate My Scam Shield",
  pending: "Activating Shield...",
  successTitle: "Your Scam Shield is active!",
  successText:
    'Thank you. We will email you when a new scam starts targeting older adults. You can leave the list at any time by replying "stop".',
} as const;

export const NEWSLETTER_ERRORS = {
  blank: "Please enter your email address.",
  malformed: "Please enter a full email address, like name@example.com.",
  tooLong: `That email address is too long. Please use one of ${EMAIL_MAX_LENGTH} characters or fewer.`,
  unavailable: "We could not sign you up just now. Please try again in a few minutes.",
  tooMany: "There have been several sign-ups from your connection in a short time. Please wait 10 minutes and try again.",
} as const;
