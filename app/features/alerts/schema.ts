import { z } from "zod";
import { ALERT_LIMITS, ALERT_SCAM_TYPES, ALERT_SEVERITIES } from "./alerts";
import { defineForm } from "~/lib/forms";

const text = (label: string, max: number) =>
  z
    .string({ error: `Please write the ${label}.` })
    .min(1, `Please write the ${label}.`)
    .max(max, `The ${label} is too long: please keep it to ${max} characters or fewer.`);

/** The operator's alert editor: the alert's fields, and which button was pressed. */
export const alertForm = defineForm(
  z.object({
    title: text("title", ALERT_LIMITS.title),
    summary: text("short summary", ALERT_LIMITS.summary),
    body: text("alert text", ALERT_LIMITS.body),
    whatToDo: text("steps under What to do", ALERT_LIMITS.whatToDo),
    scamType: z.enum(
      ALERT_SCAM_TYPES.map((t) => t.id),
      { error: "Please choose the kind of scam." },
    ),
    severity: z.enum(
      ALERT_SEVERITIES.map((s) => s.id),
      { error: "Please choose how serious it is." },
    ),
    intent: z.enum(["save", "preview", "publish"]).catch("save"),
    /** The Switch "Also email it to subscribers" (only with publish). */
    send: z.enum(["on"]).optional().catch(undefined),
    /** The operator answered "yes" to "Send this alert to N subscribers?". */
    confirmed: z.enum(["yes"]).optional().catch(undefined),
  }),
);

/** The buttons beside a saved alert: unpublish, or send to subscribers (after the same question). */
export const alertActionForm = defineForm(
  z.object({
    intent: z.enum(["unpublish", "send"], { error: "That button is not known." }),
    confirmed: z.enum(["yes"]).optional().catch(undefined),
  }),
);

/**
 * The unsubscribe page's two buttons, and RFC 8058's one-click POST from mail programs, which
 * carries only "List-Unsubscribe=One-Click" (the token is in the address).
 */
export const unsubscribeForm = defineForm(
  z.object({
    intent: z.enum(["unsubscribe", "delete"]).catch("unsubscribe").default("unsubscribe"),
    "List-Unsubscribe": z.literal("One-Click").optional().catch(undefined),
  }),
);
