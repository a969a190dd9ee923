import { z } from "zod";
import { defineForm } from "~/lib/forms";
import { LANGS } from "~/lib/i18n";
import { EMAIL_MAX_LENGTH, NEWSLETTER_ERRORS } from "./newsletter";

/**
 * The scam-alert sign-up: type email, required; a submission that is
 * blank after trimming is ignored. The server also refuses what cannot be an address, so nothing unusable is stored.
 */
export const newsletterForm = defineForm(
  z.object({
    email: z
      .email({ error: (issue) => (issue.input === undefined ? NEWSLETTER_ERRORS.blank : NEWSLETTER_ERRORS.malformed) })
      .max(EMAIL_MAX_LENGTH, NEWSLETTER_ERRORS.tooLong)
      .transform((email) => email.toLowerCase()),
    /** Which form on the site it came from (home, blog...), for the operator's list. */
    source: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/)
      .catch("home")
      .default("home"),
    /** The language the reader wants the alerts in. */
    lang: z.enum(LANGS).catch("en").default("en"),
    /** The language of the page the form is on: the answer is in it. */
    pageLang: z.enum(LANGS).catch("en").default("en"),
  }),
);
