/**
 * Pages that are the same for every reader, kept as text in this isolate's memory, so a request
 * for one costs a lookup and a string join instead of an asset read, an edge cache read or a
 * render (at the edge, CPU per request decides throughput and the 10 ms limit: docs/decisions/0019-fast-first-paint.md).
 *
 * A page is kept split at its script nonce: an answer is the parts joined with a fresh nonce, and
 * the reader's text size set on <html>. Nothing personal is kept: the Worker keeps only pages whose
 * loaders read no cookie, only answers that set none, and a signed-in operator always gets a fresh
 * render. Memory is per isolate and
 * short-lived (search words are in a kept search page: /privacy says so); entries expire after
 * PAGE_MEMORY_MINUTES and the oldest go first past MAX_BYTES.
 */
import { isSecurityHeader, securityHeaders } from "~/lib/security-headers";
import { markTextSize, type TextSize } from "~/lib/text-size";
import { OPERATOR_COOKIE } from "~/lib/operator";
import { PAGE_MEMORY_MINUTES } from "~/lib/retention";

const MAX_BYTES = 16 * 1024 * 1024;
const MAX_AGE_MS = PAGE_MEMORY_MINUTES * 60 * 1000;

export interface KeptPage {
  parts: readonly string[];
  status: number;
  headers: readonly [string, string][];
  expires: number;
  bytes: number;
}

const pages = new Map<string, KeptPage>();
let keptBytes = 0;

function forget(key: string): void {
  const page = pages.get(key);
  if (!page) return;
  keptBytes -= page.bytes;
  pages.delete(key);
}

/** The kept page under `key`, if it has not expired. */
export function recall(key: string, now = Date.now()): KeptPage | null {
  const page = pages.get(key);
  if (!page) return null;
  forget(key);
  if (page.expires <= now) return null;
  // Back in as the most recently used.
  pages.set(key, page);
  keptBytes += page.bytes;
  return page;
}

/** Whether a request may get (or leave) a page meant for everyone: not from a signed-in operator. */
export function isSignedOut(request: Request): boolean {
  const cookie = request.headers.get("Cookie");
  return !cookie?.split(";").some((part) => part.trim().startsWith(`${OPERATOR_COOKIE}=`));
}

/** Whether an answer can be kept for everyone: a full HTML page, with no cookie, not private. */
export function isKeepable(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").includes("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !/private|no-store/.test(response.headers.get("Cache-Control") ?? "")
  );
}

/** Reads the whole answer and keeps it under `key`; `headers` are those every later answer gets. */
export async function keep(key: string, response: Response, headers: Headers, now = Date.now()): Promise<KeptPage> {
  const html = await response.text();
  const nonce = html.match(/ nonce="([^"]+)"/)?.[1];
  const page: KeptPage = {
    parts: nonce ? html.split(nonce) : [html],
    status: response.status,
    // Each answer adds its own security headers (its CSP names its nonce).
    headers: [...headers].filter(([name]) => !isSecurityHeader(name)),
    expires: now + MAX_AGE_MS,
    // UTF-16 in memory.
    bytes: html.length * 2,
  };
  forget(key);
  pages.set(key, page);
  keptBytes += page.bytes;
  for (const oldest of pages.keys()) {
    if (keptBytes <= MAX_BYTES) break;
    forget(oldest);
  }
  return page;
}

/**
 * The kept page as an answer, with this request's nonce (in the page and its security headers) and
 * text size, built in one go rather than copied afterwards to add headers.
 */
export function answer(page: KeptPage, nonce: string, size: TextSize, head: boolean): Response {
  const html = markTextSize(page.parts.join(nonce), size);
  return new Response(head ? null : html, { status: page.status, headers: [...page.headers, ...securityHeaders(nonce)] });
}

/** For tests: how much is kept. */
export function keptPages(): { count: number; bytes: number } {
  return { count: pages.size, bytes: keptBytes };
}
