import { z } from "zod";
import { ALERT_LIMITS, ALERT_SCAM_TYPES, ALERT_SEVERITIES, SPANISH_FIELDS } from "./alerts";
import { defineForm } from "~/lib/forms";

const text = (label: string, max: number) =>
  z
    .string({ error: `Please write the ${label}.` })
    .min(1, `Please write the ${label}.`)
    .max(max, `The ${label} is too long: please keep it to ${max} characters or fewer.`);

/** A Spanish field: optional, within the English field's limit; empty is none. */
const spanish = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The Spanish ${label} is too long: please keep it to ${max} characters or fewer.`)
    .transform((value) => (value === "" ? null : value))
    .optional()
    .transform((value) => value ?? null);

/** The operator's alert editor: the alert's fields, and which button was pressed. */
export const alertForm = defineForm(
  z
    .object({
      titleEs: spanish("title", ALERT_LIMITS.title),
      summaryEs: spanish("short summary", ALERT_LIMITS.summary),
      bodyEs: spanish("alert text", ALERT_LIMITS.body),
      whatToDoEs: spanish("steps under What to do", ALERT_LIMITS.whatToDo),
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
    })
    .superRefine((alert, ctx) => {
      // A Spanish version is the whole alert or none: a reader never gets half of one.
      const given = SPANISH_FIELDS.filter((field) => alert[field] !== null);
      if (given.length === 0 || given.length === SPANISH_FIELDS.length) return;
      for (const field of SPANISH_FIELDS)
        if (alert[field] === null) ctx.addIssue({ code: "custom", path: [field], message: SPANISH_INCOMPLETE });
    }),
);

/** Said beside each empty Spanish field when others are filled. */
export const SPANISH_INCOMPLETE = "Fill in all four Spanish fields, or leave them all empty.";

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
