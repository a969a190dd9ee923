import { createEdgeCache, type EdgeCache } from "./edge-cache.server";
import { createIndexNow, type IndexNow } from "./indexnow.server";
import { createMail, type Mail, outboxEnabled } from "./mail.server";
import { type JobQueue, jobQueue } from "./queue.server";
import type { RateLimiter } from "./rate-limiter.server";
import { readSecrets, type Secrets } from "./secrets.server";
import { createStorage } from "./storage/index.server";
import type { Storage } from "./storage/port.server";

export interface Clock {
  now(): Date;
}

/**
 * What the server code may use, built once per request (and per cron run and queue batch) from the
 * Worker's bindings (docs/decisions/0027-services.md). A server function takes the few it needs,
 * e.g. `{ db, clock }`, never the bindings themselves.
 */
export interface Services {
  /** The public address of the site (SITE_URL): links, feeds, the same-origin check. */
  siteUrl: string;
  /** D1: subscribers, alerts and their sends, contact messages, events, quiz questions, the outbox. */
  db: D1Database;
  /** The job queue's producer (ALERT_JOBS). */
  queue: JobQueue;
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
  /**
   * The browser tests' view of the outbox (`/__e2e/outbox`, workers/app.ts): on only where the
   * outbox is kept (SITE_URL on this machine) and when the tests' server sets E2E_OUTBOX=on
   * (playwright.config.ts). Never in wrangler.toml, so a deployed site answers that address 404.
   */
  e2eOutbox: boolean;
}

const systemClock: Clock = { now: () => new Date() };

/**
 * One request's services. Each is a thin wrapper over its binding; mail and storage are made on
 * first use (Supabase's client costs a little), so a request that needs neither never makes them.
 * A class rather than an object literal with getters: one is built for every request the Worker
 * renders, and a class's getters, on its prototype, cost nothing to build.
 */
class RequestServices implements Services {
  readonly siteUrl: string;
  readonly db: D1Database;
  readonly queue: JobQueue;
  readonly edgeCache: EdgeCache;
  readonly sessions: KVNamespace;
  readonly rateLimiter: DurableObjectNamespace<RateLimiter>;
  readonly secrets: Secrets;
  readonly clock = systemClock;
  readonly indexNow: IndexNow;
  readonly waitUntil: (work: Promise<unknown>) => void;
  readonly e2eOutbox: boolean;
  readonly #bindings: Env;
  #mail: Mail | undefined;
  #storage: Storage | undefined;

  constructor(bindings: Env, ctx: ExecutionContext) {
    this.#bindings = bindings;
    this.siteUrl = bindings.SITE_URL;
    this.db = bindings.DB;
    this.queue = jobQueue(bindings.ALERT_JOBS);
    this.waitUntil = (work) => ctx.waitUntil(work);
    this.edgeCache = createEdgeCache(bindings.SITE_STATE, bindings.SITE_URL, this.waitUntil);
    this.sessions = bindings.SESSIONS;
    this.rateLimiter = bindings.RATE_LIMITER;
    this.secrets = readSecrets(bindings);
    this.indexNow = createIndexNow(bindings.SITE_URL, this.secrets.indexNowKey);
    this.e2eOutbox = (bindings as Env & { E2E_OUTBOX?: string }).E2E_OUTBOX === "on" && outboxEnabled(bindings.SITE_URL);
  }

  get mail(): Mail {
    const { EMAIL, EMAIL_FROM, SITE_URL, DB } = this.#bindings;
    this.#mail ??= createMail(EMAIL, EMAIL_FROM, SITE_URL, DB);
    return this.#mail;
  }

  get storage(): Storage {
    const { GUIDES, QUIZ_AUDIO } = this.#bindings;
    this.#storage ??= createStorage(this.secrets.supabase, { guides: GUIDES, quizAudio: QUIZ_AUDIO });
    return this.#storage;
  }
}

/** The one place that reads the Worker's bindings (and, through readSecrets, its secrets). */
export function createServices(env: Env, ctx: ExecutionContext): Services {
  return new RequestServices(env, ctx);
}
