import { type AlertJob, type AlertQueue, alertQueue } from "./alerts/queue.server";
import { createMail, type Mail } from "./alerts/sender.server";
import { createEdgeCache, type EdgeCache } from "./edge-cache.server";
import { createIndexNow, type IndexNow } from "./indexnow.server";
import type { RateLimiter } from "./rate-limiter.server";
import { readSecrets, type Secrets } from "./secrets.server";
import { createStorage } from "./storage/index.server";
import type { Storage } from "./storage/port.server";

export interface Clock {
  now(): Date;
}

/**
 * What the server code may use, built once per request (and per cron run and queue batch) from the
 * Worker's bindings (docs/decisions/0026-services.md). A server function takes the few it needs,
 * e.g. `{ db, clock }`, never the bindings themselves.
 */
export interface Services {
  /** The public address of the site (SITE_URL): links, feeds, the same-origin check. */
  siteUrl: string;
  /** D1: subscribers, alerts and their sends, contact messages, events, quiz questions, the outbox. */
  db: D1Database;
  /** The alert queue's producer (ALERT_JOBS). */
  queue: AlertQueue;
  /** Email, from EMAIL_FROM; running locally, every email is also kept in the outbox. */
  mail: Mail;
  /** Guide PDFs and quiz audio: Supabase when its secrets are set, else R2 (decision 0005). */
  storage: Storage;
  /** The pages that show alerts, kept at the edge, and the alerts version that keys them. */
  edgeCache: EdgeCache;
  /** Operator sessions (KV). */
  sessions: KVNamespace;
  /** Rate-limit counters (decision 0009). */
  rateLimiter: DurableObjectNamespace<RateLimiter>;
  secrets: Secrets;
  clock: Clock;
  /** Offers new addresses to search engines when INDEXNOW_KEY is set. */
  indexNow: IndexNow;
  /** Work that may finish after the answer. */
  waitUntil(work: Promise<unknown>): void;
}

const systemClock: Clock = { now: () => new Date() };

/**
 * The one place that reads the bindings. Each service is a thin wrapper over its binding; mail and
 * storage are made on first use (Supabase's client costs a little), so a request that needs
 * neither never makes them.
 */
export function createServices(env: Env, ctx: ExecutionContext): Services {
  const secrets = readSecrets(env);
  let mail: Mail | undefined;
  let storage: Storage | undefined;
  const waitUntil = (work: Promise<unknown>) => ctx.waitUntil(work);
  return {
    siteUrl: env.SITE_URL,
    db: env.DB,
    queue: alertQueue(env.ALERT_JOBS as Queue<AlertJob>),
    get mail() {
      mail ??= createMail(env.EMAIL, env.EMAIL_FROM, env.SITE_URL, env.DB);
      return mail;
    },
    get storage() {
      storage ??= createStorage(secrets.supabase, { guides: env.GUIDES, quizAudio: env.QUIZ_AUDIO });
      return storage;
    },
    edgeCache: createEdgeCache(env.SITE_STATE, env.SITE_URL, waitUntil),
    sessions: env.SESSIONS,
    rateLimiter: env.RATE_LIMITER,
    secrets,
    clock: systemClock,
    indexNow: createIndexNow(env.SITE_URL, secrets.indexNowKey),
    waitUntil,
  };
}
