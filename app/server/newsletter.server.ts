import type { z } from "zod";
import type { newsletterForm } from "~/lib/schemas/newsletter";
import { type AlertJob, enqueue } from "./alerts/jobs.server";
import { requestSignup } from "./alerts/subscribers.server";

/**
 * A sign-up: stored unconfirmed and sent a confirmation email through the alert queue (double
 * opt-in). A known address gets the same treatment, or none when it is already confirmed, and the
 * page says the same either way. Throws when D1 or the queue cannot be reached.
 */
export async function subscribe(env: Env, signup: z.output<typeof newsletterForm.schema>, now: Date): Promise<void> {
  const job = await requestSignup(env.DB, signup.email, signup.source, now);
  if (job) await enqueue(env.ALERT_JOBS as Queue<AlertJob>, [job]);
}
