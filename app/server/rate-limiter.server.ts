import { DurableObject } from "cloudflare:workers";
import { hitWindow, refundWindow, type WindowState } from "~/lib/rate-window";

export interface LimitHit {
  allowed: boolean;
  retryAfterSeconds: number;
}

const STATE_KEY = "window";

/**
 * One counter per key (a rule and a hashed address group, or a rule's global count). A Durable
 * Object handles one request at a time and its storage calls here are synchronous, so parallel
 * attempts are each counted (KV cannot do this: it is read, then written). When the window closes
 * an alarm deletes everything it held.
 */
export class RateLimiter extends DurableObject<Env> {
  hit(limit: number, windowSeconds: number): LimitHit {
    const now = Date.now();
    const { state, allowed, retryAfterSeconds } = hitWindow(this.read(), now, limit, windowSeconds * 1000);
    this.write(state);
    return { allowed, retryAfterSeconds };
  }

  refund(): void {
    const state = refundWindow(this.read(), Date.now());
    if (state) this.write(state);
  }

  override async alarm(): Promise<void> {
    const state = this.read();
    if (state && Date.now() < state.resetAt) await this.ctx.storage.setAlarm(state.resetAt);
    else await this.ctx.storage.deleteAll();
  }

  private read(): WindowState | null {
    return (this.ctx.storage.kv.get<WindowState>(STATE_KEY) as WindowState | undefined) ?? null;
  }

  private write(state: WindowState): void {
    this.ctx.storage.kv.put(STATE_KEY, state);
    // Not awaited: the alarm is only for clean-up, and the write above is already durable in order.
    void this.ctx.storage.setAlarm(state.resetAt);
  }
}
