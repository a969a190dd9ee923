/**
 * The site's job queue (wrangler.toml, ALERT_JOBS) as a producer. What a job is, and the check
 * a job passes when it comes back, belong to the feature that queues it (the alerts' queue.server.ts).
 */
export interface JobQueue {
  /** Queues jobs, 100 to a call (the Queues limit per sendBatch). */
  send(jobs: readonly unknown[]): Promise<void>;
}

export function jobQueue(queue: Queue): JobQueue {
  return {
    async send(jobs) {
      for (let i = 0; i < jobs.length; i += 100) await queue.sendBatch(jobs.slice(i, i + 100).map((body) => ({ body })));
    },
  };
}
