/**
 * A counting window for rate limits: it opens at the first attempt and lasts `windowMs`; an attempt
 * over the limit opens a fresh window, so a locked-out sender stays locked while it keeps trying.
 */
export interface WindowState {
  count: number;
  /** When the window closes (ms since the epoch). */
  resetAt: number;
}

export interface Hit {
  state: WindowState;
  allowed: boolean;
  /** Whole seconds until the window closes. */
  retryAfterSeconds: number;
}

export function hitWindow(previous: WindowState | null, now: number, limit: number, windowMs: number): Hit {
  const open = previous && now < previous.resetAt ? previous : { count: 0, resetAt: now + windowMs };
  const count = open.count + 1;
  const allowed = count <= limit;
  const state = { count, resetAt: allowed ? open.resetAt : now + windowMs };
  return { state, allowed, retryAfterSeconds: Math.max(1, Math.ceil((state.resetAt - now) / 1000)) };
}

/** Gives back one attempt (a right password does not count as a failure). */
export function refundWindow(previous: WindowState | null, now: number): WindowState | null {
  if (!previous || now >= previous.resetAt) return null;
  return { count: Math.max(0, previous.count - 1), resetAt: previous.resetAt };
}
