/**
 * The path every reader's post to /report and /report/mine takes: from the site's own page only,
 * checked with the form's schema, a bot's (honeypot) answered as sent and dropped, counted against
 * the rate limit, then saved. A refusal carries back what was typed, so nothing is lost.
 */
import type { z } from "zod";
import type { FieldErrors, FieldName, FieldValues, FormDefinition } from "~/lib/forms";
import { honeypotFilled } from "~/lib/forms";
import { countAttempt } from "~/server/rate-limit.server";
import { isSameOrigin, readSubmission } from "~/server/request.server";
import { logFault } from "~/server/route.server";
import type { Services } from "~/server/services.server";
import { REPORT_WORDS } from "./words/report";

export type Received<S extends z.ZodObject> =
  | { ok: true; data: z.output<S> }
  | { ok: false; status: number; values: FieldValues<FieldName<S>>; errors: FieldErrors<FieldName<S>>; formError: string | null };

export async function receive<S extends z.ZodObject>(
  services: Services,
  request: Request,
  form: FormDefinition<S>,
  what: string,
  save: (data: z.output<S>) => Promise<unknown>,
): Promise<Received<S>> {
  // Only from the site's own page: a form on another site cannot file reports in a reader's name.
  if (!isSameOrigin(request, services.siteUrl)) throw new Response("This form must be sent from the site's own pages.", { status: 403 });
  const submission = await readSubmission(request, form);
  if (!submission.ok) return submission;
  const refused = (status: number, formError: string) => ({ ok: false as const, status, values: submission.values, errors: {}, formError });
  // A bot filled the hidden field: answer as if sent, store nothing.
  if (honeypotFilled(submission.form)) return { ok: true, data: submission.data };
  const attempt = await countAttempt(services, request, "report");
  if (attempt.outcome === "refused") return refused(429, REPORT_WORDS.tooMany);
  try {
    await save(submission.data);
  } catch (error) {
    logFault(`${what} save`, error);
    return refused(503, REPORT_WORDS.unavailable);
  }
  return { ok: true, data: submission.data };
}
