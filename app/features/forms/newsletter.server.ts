import type { z } from "zod";
import type { newsletterForm } from "./newsletter-schema";
import type { AlertJob } from "~/features/alerts/index.server";
import { askEarlierSubscribers, requestSignup } from "~/features/alerts/index.server";
import { logFault } from "~/server/route.server";
import type { Services } from "~/server/services.server";

type SignUps = Pick<Services, "db" | "queue">;

/**
 * A sign-up: stored unconfirmed and sent a confirmation email through the alert queue (double
 * opt-in). A known address gets the same treatment, or none when it is already confirmed, and the
 * page says the same either way. Throws when D1 or the queue cannot be reached.
 */
export async function subscribe({ db, queue }: SignUps, signup: z.output<typeof newsletterForm.schema>, now: Date): Promise<void> {
  const job = await requestSignup(db, signup.email, signup.source, now, signup.lang);
  if (job) await queue.send([job]);
}

/** The daily job, and the dashboard's button: ask sign-ups from before confirmation emails, once. */
export async function askEarlierSubscribersJob({ db, queue }: SignUps, now: Date): Promise<number> {
  let jobs: AlertJob[] = [];
  try {
    jobs = await askEarlierSubscribers(db, now);
    await queue.send(jobs);
    return jobs.length;
  } catch (error) {
    logFault("ask earlier subscribers", error);
    // Not asked after all: clear their deadlines so they are asked next time, never deleted unasked.
    const ids = jobs.map((j) => (j.kind === "confirm" ? j.subscriberId : 0));
    if (ids.length > 0)
      await db
        .prepare(
          "UPDATE newsletter_subscribers SET confirm_expires_at = NULL WHERE id IN (SELECT value FROM json_each(?)) AND confirmed_at IS NULL",
        )
        .bind(JSON.stringify(ids))
        .run()
        .catch((e) => logFault("ask earlier subscribers: undo", e));
    return 0;
  }
}
