import { addressGroup } from "~/lib/client-address";
import { hmacHex } from "./hash.server";
import type { LimitHit } from "./rate-limiter.server";
import type { Services } from "./services.server";

interface Rule {
  /** Attempts one address group may make in a window. */
  perAddress: number;
  /**
   * Attempts everyone together may make in a window: the ceiling when addresses are many or unknown.
   * Left out where every page would call it (one object for all requests is a bottleneck).
   */
  everyone?: number;
  windowSeconds: number;
}

/** Every rate limit of the site (README, "What the site stores"). */
export const RATE_LIMITS = {
  /** Operator sign-in: wrong passwords only (a right one is given back). */
  signIn: { perAddress: 5, everyone: 50, windowSeconds: 15 * 60 },
  contact: { perAddress: 5, everyone: 100, windowSeconds: 10 * 60 },
  newsletter: { perAddress: 5, everyone: 300, windowSeconds: 10 * 60 },
  /** Scam reports and removal requests (/report). */
  report: { perAddress: 5, everyone: 300, windowSeconds: 10 * 60 },
  events: { perAddress: 60, windowSeconds: 60 },
} as const satisfies Record<string, Rule>;

export type RuleName = keyof typeof RATE_LIMITS;

/** "allowed", "refused" (with when to come back), or "unavailable" when the counter cannot be reached. */
export type LimitOutcome =
  | { outcome: "allowed"; keys: string[] }
  | { outcome: "refused"; retryAfterSeconds: number }
  | { outcome: "unavailable" };

/**
 * The address Cloudflare's edge saw. Without it (a local request) there is no per-address count,
 * and only the everyone ceiling applies, so one unknown sender never shares a bucket with all others.
 */
function clientGroup(request: Request): string | null {
  return addressGroup(request.headers.get("CF-Connecting-IP"));
}

type Counters = Pick<Services, "rateLimiter" | "secrets">;

async function hit({ rateLimiter }: Counters, key: string, limit: number, windowSeconds: number): Promise<LimitHit> {
  return rateLimiter.getByName(key).hit(limit, windowSeconds);
}

/**
 * Counts one attempt under a rule before the work is done: first against the sender's address
 * group (hashed with a secret, never stored as is), then against everyone's ceiling.
 */
export async function countAttempt(counters: Counters, request: Request, rule: RuleName): Promise<LimitOutcome> {
  const { perAddress, windowSeconds, everyone }: Rule = RATE_LIMITS[rule];
  const group = clientGroup(request);
  try {
    const keys: string[] = [];
    if (group) {
      const key = `${rule}:${await hmacHex(counters.secrets.addressHashSecret, `${rule}|${group}`, 16)}`;
      const own = await hit(counters, key, perAddress, windowSeconds);
      if (!own.allowed) return { outcome: "refused", retryAfterSeconds: own.retryAfterSeconds };
      keys.push(key);
    }
    if (everyone !== undefined) {
      const all = await hit(counters, `${rule}:everyone`, everyone, windowSeconds);
      if (!all.allowed) return { outcome: "refused", retryAfterSeconds: all.retryAfterSeconds };
      keys.push(`${rule}:everyone`);
    }
    return { outcome: "allowed", keys };
  } catch (error) {
    console.error(`rate limit '${rule}' unavailable:`, error instanceof Error ? error.message : String(error));
    return { outcome: "unavailable" };
  }
}

/** Gives back the attempts counted for a request that turned out fine (a right password). */
export async function refundAttempt({ rateLimiter }: Pick<Services, "rateLimiter">, counted: LimitOutcome): Promise<void> {
  if (counted.outcome !== "allowed") return;
  try {
    await Promise.all(counted.keys.map((key) => rateLimiter.getByName(key).refund()));
  } catch (error) {
    console.error("rate limit refund failed:", error instanceof Error ? error.message : String(error));
  }
}
