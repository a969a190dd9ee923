import { CACHE_POLICY } from "~/lib/cache-policy";
import { logFault } from "./route.server";

/** One email as the site writes it. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The port every email goes through: a send either resolves (accepted) or throws. */
export interface EmailSender {
  send(email: OutgoingEmail): Promise<void>;
}

/**
 * True when the site runs on this machine (SITE_URL on localhost): then every email is also kept
 * in the outbox table for /admin/outbox. A deployed site has its real address in SITE_URL, so it
 * never keeps one.
 */
export function outboxEnabled(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

/** Cloudflare Email Service through the `send_email` binding (wrangler simulates it locally). */
export function cloudflareSender(binding: SendEmail, from: string): EmailSender {
  return {
    async send(email) {
      await binding.send({ from, to: email.to, subject: email.subject, text: email.text, html: email.html, headers: email.headers });
    },
  };
}

/** Keeps a copy of each email the inner sender accepted. A failing copy never fails the send. */
export function withOutbox(inner: EmailSender, db: D1Database): EmailSender {
  return {
    async send(email) {
      await inner.send(email);
      try {
        await db
          .prepare("INSERT INTO outbox (to_address, subject, text, html, headers) VALUES (?, ?, ?, ?, ?)")
          .bind(email.to, email.subject, email.text, email.html, JSON.stringify(email.headers))
          .run();
      } catch (error) {
        logFault("outbox copy", error);
      }
    },
  };
}

/** The mail service: whom the site's emails come from, and the sender that sends them. */
export interface Mail extends EmailSender {
  from: string;
}

/** The binding, plus the outbox when running locally. */
export function createMail(binding: SendEmail, from: string, siteUrl: string, db: D1Database): Mail {
  const sender = cloudflareSender(binding, from);
  const { send } = outboxEnabled(siteUrl) ? withOutbox(sender, db) : sender;
  return { from, send };
}

/** Where the browser tests read the outbox (workers/app.ts; on only with `Services.e2eOutbox`). */
export const E2E_OUTBOX_PATH = "/__e2e/outbox";

/**
 * The emails kept for one address, oldest first, as JSON: the browser tests wait for an email by
 * asking for this until it is there, instead of reloading /admin/outbox as a signed-in operator.
 */
export async function outboxAnswer(db: D1Database, to: string): Promise<Response> {
  const { results } = await db
    .prepare("SELECT subject, text FROM outbox WHERE to_address = ? ORDER BY id")
    .bind(to)
    .all<{ subject: string; text: string }>();
  return Response.json(results, { headers: { "Cache-Control": CACHE_POLICY.api } });
}
