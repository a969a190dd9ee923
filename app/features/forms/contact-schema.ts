import { z } from "zod";
import { CONTACT_LIMITS, CONTACT_SUBJECTS, TYPED_PHONE_PATTERN } from "./contact";
import { defineForm } from "~/lib/forms";

const { name, email, phone, messageMin, messageMax } = CONTACT_LIMITS;
const SUBJECTS = CONTACT_SUBJECTS.map((s) => s.value) as [string, ...string[]];
const tellMore = `Please tell us a little more (at least ${messageMin} characters).`;

/** The contact form: every problem is told next to its field, in plain words. */
export const contactForm = defineForm(
  z.object({
    firstName: z.string({ error: "Please enter your first name." }).max(name, `Please keep your first name under ${name} characters.`),
    lastName: z.string({ error: "Please enter your last name." }).max(name, `Please keep your last name under ${name} characters.`),
    email: z
      .email({
        error: (issue) =>
          issue.input === undefined
            ? "Please enter your email address, so we can reply."
            : "Please enter a full email address, like name@example.com.",
      })
      .max(email, "Please enter a full email address, like name@example.com."),
    phone: z
      .string()
      .max(phone, "Please enter a phone number using digits, like 555-123-4567, or leave it empty.")
      .regex(TYPED_PHONE_PATTERN, "Please enter a phone number using digits, like 555-123-4567, or leave it empty.")
      .optional(),
    subject: z.enum(SUBJECTS, { error: "Please choose a topic." }),
    message: z
      .string({ error: tellMore })
      .min(messageMin, tellMore)
      .max(messageMax, {
        error: (issue) => `Please shorten your message to ${messageMax} characters or fewer (it has ${String(issue.input).length}).`,
      }),
  }),
);
