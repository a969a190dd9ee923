import { z } from "zod";
import { CHECK_KINDS, CHECK_MAX_LENGTH } from "./types";
import { defineForm } from "~/lib/forms";
import { LINK_MAX_LENGTH, MESSAGE_MAX_LENGTH } from "./limits";
import { CHECK_WORDS, tooLongError } from "./words/words";

/** The link checker's form (nothing pasted is stored or logged). */
export const linkCheckForm = defineForm(
  z.object({
    link: z
      .string({ error: "Please paste a link to check." })
      .max(LINK_MAX_LENGTH, `Please paste a link of no more than ${LINK_MAX_LENGTH} characters.`),
  }),
);

/** The message analyzer's form (nothing pasted is stored or logged). */
export const messageAnalysisForm = defineForm(
  z.object({
    message: z
      .string({ error: "Please paste the message you want to check." })
      .max(MESSAGE_MAX_LENGTH, `Please paste no more than ${MESSAGE_MAX_LENGTH} characters.`),
  }),
);

/** /check's one box (nothing pasted is stored or logged). */
export const checkForm = defineForm(
  z.object({
    text: z.string({ error: CHECK_WORDS.errors.empty }).max(CHECK_MAX_LENGTH, tooLongError(CHECK_WORDS)),
    kind: z.enum(["auto", ...CHECK_KINDS], { error: CHECK_WORDS.errors.kind }).optional(),
  }),
);
