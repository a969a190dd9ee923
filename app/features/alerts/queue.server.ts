/**
 * The alert queue's messages (wrangler.toml, ALERT_JOBS). Sign-up, confirmation and sending put
 * jobs on it through the services' queue; the consumer (jobs.server.ts) checks and runs them.
 */
import { ALERT_SENDING } from "./alerts";

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
