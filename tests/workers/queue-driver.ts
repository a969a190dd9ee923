import worker from "@built-worker";
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";

/** wrangler.toml: max_batch_size = 10, max_retries = 5. */
const BATCH_SIZE = 10;
const MAX_RETRIES = 5;

export interface SentEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

interface Pending {
  id: string;
  body: unknown;
  attempts: number;
}

/** The producer side of Cloudflare Queues, in memory: what the Worker queues waits here. */
export class FakeQueue {
  pending: Pending[] = [];
  enqueued: unknown[] = [];
  private next = 0;

  async send(body: unknown) {
    this.push(body);
  }

  async sendBatch(messages: Iterable<{ body: unknown }>) {
    const list = [...messages];
    if (list.length > 100) throw new Error("sendBatch takes at most 100 messages");
    for (const m of list) this.push(m.body);
  }

  private push(body: unknown) {
    // Through JSON, as a real queue stores it.
    const copy = JSON.parse(JSON.stringify(body));
    this.enqueued.push(copy);
    this.pending.push({ id: `m${++this.next}`, body: copy, attempts: 1 });
  }
}

/**
 * The sender faked at the binding: it accepts, refuses (`refuse`), or "crashes": after `crashAfter`
 * accepted emails the consumer invocation dies, so it accepts nothing more in that invocation.
 */
export class FakeEmail {
  accepted: SentEmail[] = [];
  calls = 0;
  crashed = false;
  constructor(private options: { refuse?: (email: SentEmail, call: number) => boolean; crashAfter?: number } = {}) {}

  async send(email: SentEmail) {
    this.calls++;
    if (this.crashed) throw new Error("the invocation has died (test)");
    if (this.options.crashAfter !== undefined && this.accepted.length >= this.options.crashAfter) {
      this.crashed = true;
      this.options.crashAfter = undefined;
      throw new Error("the invocation has died (test)");
    }
    // Real services quote the recipient in their errors; the site must never log it.
    if (this.options.refuse?.(email, this.calls)) throw new Error(`the email service refused <${email.to}> (test)`);
    this.accepted.push(email);
    return { messageId: `test-${this.accepted.length}` };
  }
}

export interface DrainReport {
  batches: number;
  deadLettered: unknown[];
  crashes: number;
}

/**
 * Runs the built Worker's queue handler the way Cloudflare does: batches of 10 in order; acked
 * messages leave; retried ones come back with one more attempt; after 5 retries a message goes to
 * the dead-letter queue (whose consumer is the same Worker). When an invocation dies, every message
 * of its batch comes back.
 */
export async function drain(queue: FakeQueue, email: FakeEmail, overrides: Partial<Env> = {}): Promise<DrainReport> {
  const bindings = { ...env, SITE_URL: "https://scamshield.example", ...overrides, ALERT_JOBS: queue, EMAIL: email } as unknown as Env;
  const report: DrainReport = { batches: 0, deadLettered: [], crashes: 0 };
  while (queue.pending.length > 0) {
    const taken = queue.pending.splice(0, BATCH_SIZE);
    const batch = createMessageBatch(
      "scam-alert-jobs",
      taken.map((m) => ({ id: m.id, timestamp: Date.now(), attempts: m.attempts, body: m.body })),
    );
    const ctx = createExecutionContext();
    report.batches++;
    await worker.queue!(batch as never, bindings, ctx);
    const result = await getQueueResult(batch, ctx);
    const died = email.crashed;
    if (died) {
      email.crashed = false;
      report.crashes++;
    }
    const retried = new Set(result.retryMessages.map((r) => r.msgId));
    const again: Pending[] = [];
    for (const m of taken) {
      const acked = !died && (result.ackAll || result.explicitAcks.includes(m.id)) && !retried.has(m.id);
      const implicit = !died && result.outcome === "ok" && !retried.has(m.id) && !result.retryBatch.retry;
      if (acked || implicit) continue;
      if (m.attempts > MAX_RETRIES) {
        report.deadLettered.push(m.body);
        const deadBatch = createMessageBatch("scam-alert-jobs-dead", [
          { id: `${m.id}-dead`, timestamp: Date.now(), attempts: 1, body: m.body },
        ]);
        const deadCtx = createExecutionContext();
        await worker.queue!(deadBatch as never, bindings, deadCtx);
        await getQueueResult(deadBatch, deadCtx);
        continue;
      }
      again.push({ ...m, attempts: m.attempts + 1 });
    }
    // A retried message comes back after the others already waiting (its backoff delay).
    queue.pending.push(...again);
  }
  return report;
}
