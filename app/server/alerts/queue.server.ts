/**
 * The alert queue's messages (wrangler.toml, ALERT_JOBS) and its producer. Sign-up, confirmation
 * and sending put jobs on it; the consumer (jobs.server.ts) runs them.
 */
import { ALERT_SENDING } from "~/lib/alerts";

export type AlertJob =
  | { kind: "confirm"; subscriberId: number }
  | { kind: "welcome"; subscriberId: number }
  | { kind: "fanout"; alertId: number; afterId: number }
  | { kind: "deliver"; alertId: number; subscriberIds: number[] };

/** A message as the consumer may trust it: anything else on the queue is dropped. */
export function isJob(body: unknown): body is AlertJob {
  if (typeof body !== "object" || body === null) return false;
  const job = body as Record<string, unknown>;
  const id = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
  switch (job.kind) {
    case "confirm":
    case "welcome":
      return id(job.subscriberId);
    case "fanout":
      return id(job.alertId) && id(job.afterId);
    case "deliver":
      return (
        id(job.alertId) &&
        Array.isArray(job.subscriberIds) &&
        job.subscriberIds.length <= ALERT_SENDING.deliverBatch &&
        job.subscriberIds.every(id)
      );
    default:
      return false;
  }
}

export interface AlertQueue {
  /** Queues jobs, 100 to a call (the Queues limit per sendBatch). */
  send(jobs: readonly AlertJob[]): Promise<void>;
}

export function alertQueue(queue: Queue<AlertJob>): AlertQueue {
  return {
    async send(jobs) {
      for (let i = 0; i < jobs.length; i += 100) await queue.sendBatch(jobs.slice(i, i + 100).map((body) => ({ body })));
    },
  };
}
