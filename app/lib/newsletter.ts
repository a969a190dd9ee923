import { z } from "zod";

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
} as const;

export type EmailCheck = { ok: true; email: string } | { ok: false; error: string };

/**
 * Spec 1, section 5: "type email, required. Submission is ignored if it is blank after trimming."
 * The server also refuses what cannot be an address, so nothing unusable is stored.
 */
export function checkNewsletterEmail(raw: unknown): EmailCheck {
  const email = typeof raw === "string" ? raw.trim() : "";
  if (email === "") return { ok: false, error: NEWSLETTER_ERRORS.blank };
  if (email.length > EMAIL_MAX_LENGTH) return { ok: false, error: NEWSLETTER_ERRORS.tooLong };
  if (!z.email().safeParse(email).success) return { ok: false, error: NEWSLETTER_ERRORS.malformed };
  return { ok: true, email: email.toLowerCase() };
}

/** Honeypot field: hidden from people, filled in by bots. */
export const HONEYPOT_FIELD = "website";
