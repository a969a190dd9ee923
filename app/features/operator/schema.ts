import { href } from "react-router";
import { z } from "zod";
import { AUDIO_LANGUAGES } from "~/features/quiz";
import { defineForm } from "~/lib/forms";

/** Only a path under /admin, in plain printable characters: never another site, never a header break. */
export const adminPath = z
  .string()
  .max(300)
  .regex(/^\/admin(?:[/?#][\x21-\x7e]*)?$/)
  .refine((path) => !path.startsWith("//"))
  .catch(href("/admin"));

export const signInForm = defineForm(
  z.object({
    password: z.string({ error: "Please enter the password." }).max(200, "That password is not right. Please try again."),
    redirectTo: adminPath.default(href("/admin")),
  }),
  { untrimmed: ["password"] },
);

export const markHandledForm = defineForm(
  z.object({
    id: z.coerce.number({ error: "That message could not be found." }).int().min(1, "That message could not be found."),
    handled: z.enum(["0", "1"]).default("0"),
  }),
);

const questionSlug = z.string({ error: "Please select a file and question" }).regex(/^[a-z0-9-]{1,80}$/, "Question not found");

export const questionToggleForm = defineForm(z.object({ slug: questionSlug, active: z.enum(["0", "1"]).default("0") }));

/** The text fields sent with an audio file; the file itself is checked by the audio rules. */
export const audioUploadForm = defineForm(
  z.object({
    question: questionSlug,
    language: z.enum(AUDIO_LANGUAGES).catch("en").default("en"),
    transcript: z.string().max(5000, "Please keep the transcript under 5,000 characters.").optional(),
  }),
);

export const indexNowForm = defineForm(
  z.object({
    intent: z.enum(["page", "all"]).catch("page").default("page"),
    path: z
      .string()
      .max(300)
      .regex(/^\/[\x21-\x7e]*$/)
      .catch("/")
      .default("/"),
  }),
);

/** A decision on one reader's report or removal request (/admin/reports). */
export const reportDecisionForm = defineForm(
  z.object({
    id: z.coerce.number({ error: "That report could not be found." }).int().min(1, "That report could not be found."),
    decision: z.enum(["approve", "reject"], { error: "Please choose to approve or reject." }),
    story: z.string().max(1000, "Please keep the story to 1,000 characters or fewer.").optional(),
    pattern: z.string().max(80, "Please keep the pattern's name under 80 characters.").optional(),
  }),
);
