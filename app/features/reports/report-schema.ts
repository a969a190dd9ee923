import { z } from "zod";
import { defineForm } from "~/lib/forms";
import { US_STATES } from "~/features/help-now";
import { ASKS, CHANNELS, CLAIMS, CONTACT_MAX, FOR_WHOM, LOSSES, STORY_MAX, valuesOf } from "./report";

const STATE_CODES = US_STATES.map((state) => state.code) as [string, ...string[]];

/** "Tell us about a scam": only how, who and for whom are needed; every problem is told beside its field. */
export const reportForm = defineForm(
  z.object({
    channel: z.enum(valuesOf(CHANNELS), { error: "Please choose how they reached you." }),
    claimed: z.enum(valuesOf(CLAIMS), { error: "Please choose who they said they were, or “Someone else”." }),
    asked: z.enum(valuesOf(ASKS), { error: "Please choose what they asked for, or “Nothing yet”." }),
    contact: z.string().max(CONTACT_MAX, `Please keep the number, address or link under ${CONTACT_MAX} characters.`).optional(),
    lost: z.enum(valuesOf(LOSSES), { error: "Please choose an amount from the list, or leave it empty." }).optional(),
    state: z.enum(STATE_CODES, { error: "Please choose a state from the list, or leave it empty." }).optional(),
    story: z
      .string()
      .max(STORY_MAX, {
        error: (issue) => `Please shorten what happened to ${STORY_MAX} characters or fewer (it has ${String(issue.input).length}).`,
      })
      .optional(),
    forWhom: z.enum(valuesOf(FOR_WHOM), { error: "Please choose whether this is for you or for someone you help." }),
  }),
);

/** "This is my number or my website": an owner asks for it to be taken off the list. */
export const removalForm = defineForm(
  z.object({
    contact: z
      .string({ error: "Please enter your number or your website's address." })
      .max(CONTACT_MAX, `Please keep the number or address under ${CONTACT_MAX} characters.`),
    story: z
      .string()
      .max(500, { error: (issue) => `Please shorten your message to 500 characters or fewer (it has ${String(issue.input).length}).` })
      .optional(),
  }),
);
