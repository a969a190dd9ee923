import { createRequestHandler, RouterContextProvider } from "react-router";
import { CACHE_POLICY } from "../app/lib/cache-policy";
import { newNonce, setSecurityHeaders, withSecurityHeaders } from "../app/lib/security-headers";
import { textSizeFromCookie } from "../app/lib/text-size";
import { nonceContext, servicesContext } from "../app/server/context.server";
import { BODY_MESSAGES } from "../app/lib/body-messages";
import { langOfPath } from "../app/lib/i18n";
import { BODY_MAX_BYTES, declaredTooLarge, discardBody } from "../app/server/request.server";
import { handleAlertQueue } from "../app/features/alerts/jobs.server";
import { askEarlierSubscribersJob } from "../app/features/forms/newsletter.server";
import { answer, isSignedOut, isKeepable, keep, recall } from "../app/server/page-memory.server";
import { deleteExpired } from "../app/server/retention.server";
import { createServices } from "../app/server/services.server";
import { E2E_OUTBOX_PATH, outboxAnswer } from "../app/server/mail.server";

export { RateLimiter } from "../app/server/rate-limiter.server";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/**
 * Finishes an HTML answer: the reader's text size from the cookie (so the page is right before any
 * script runs), no validators (the same file differs per cookie), and, on a prerendered file, the
 * fresh nonce on the scripts it was built with.
 */
function finishHtml(response: Response, request: Request, nonce: string, prerendered: boolean): Response {
  const out = new Response(response.body, response);
  setSecurityHeaders(sharedHeaders(out.headers, prerendered), nonce);
  const size = textSizeFromCookie(request.headers.get("Cookie"));
  if (size === "normal" && !prerendered) return out;
  const rewriter = new HTMLRewriter();
  if (size !== "normal") {
    // As markTextSize does for a kept page: the size on <html>, and its button pressed.
    rewriter.on("html", { element: (el) => void el.setAttribute("data-text-size", size) });
    rewriter.on('form[action="/text-size"] button[name="size"]', {
      element: (el) => void el.setAttribute("aria-pressed", String(el.getAttribute("value") === size)),
    });
  }
  if (prerendered) rewriter.on("[nonce]", { element: (el) => void el.setAttribute("nonce", nonce) });
  return rewriter.transform(out);
}

/** The headers of an HTML page that is the same for everyone but its text size. */
function sharedHeaders(headers: Headers, prerendered: boolean): Headers {
  headers.append("Vary", "Cookie");
  headers.delete("ETag");
  headers.delete("Last-Modified");
  if (prerendered) headers.set("Cache-Control", CACHE_POLICY.prerenderedPage);
  return headers;
}

/**
 * Answers from, or through, the page memory (app/server/page-memory.server.ts): a page the same
 * for everyone is read or rendered once per isolate, then joined with each request's nonce.
 */
async function throughMemory(
  key: string,
  request: Request,
  nonce: string,
  prerendered: boolean,
  produce: () => Promise<{ response: Response; hit: boolean }>,
): Promise<Response> {
  const head = request.method === "HEAD";
  const size = textSizeFromCookie(request.headers.get("Cookie"));
  const kept = recall(key);
  if (kept) return answer(kept, nonce, size, head);
  const { response, hit } = await produce();
  if (head || !isKeepable(response)) return finish(response, request, nonce, prerendered || hit);
  const page = await keep(key, response, sharedHeaders(new Headers(response.headers), prerendered));
  return answer(page, nonce, size, false);
}

function finish(response: Response, request: Request, nonce: string, prerendered = false): Response {
  const html = (response.headers.get("Content-Type") ?? "").includes("text/html");
  return html ? finishHtml(response, request, nonce, prerendered) : withSecurityHeaders(response, nonce);
}

/** Asks the asset store for the whole file: a 304 would let the browser reuse HTML of another text size. */
function withoutValidators(request: Request): Request {
  if (!request.headers.has("If-None-Match") && !request.headers.has("If-Modified-Since")) return request;
  const headers = new Headers(request.headers);
  headers.delete("If-None-Match");
  headers.delete("If-Modified-Since");
  return new Request(request, { headers });
}

/** A body over every route's limit, refused before routing, in the language of the address it was sent to. */
function tooLarge(pathname: string): Response {
  const lang = langOfPath(pathname);
  const say = BODY_MESSAGES[lang];
  const page = `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${say.tooLargeTitle}</title><h1>${say.tooLargeTitle}</h1><p>${say.tooLarge}</p><p><a href="${say.home.to}">${say.home.label}</a></p></html>`;
  return new Response(page, { status: 413, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": CACHE_POLICY.api } });
}

export default {
  async fetch(request, env, ctx) {
    const nonce = newNonce();
    if (declaredTooLarge(request, BODY_MAX_BYTES)) {
      await discardBody(request);
      return finish(tooLarge(new URL(request.url).pathname), request, nonce);
    }
    const url = new URL(request.url);
    const readable = (request.method === "GET" || request.method === "HEAD") && !request.headers.has("Range");
    // A query string (?tab=, ?q=) changes what a page shows, so the Worker renders it; a plain
    // address is served from the prerendered files, which this isolate keeps once read.
    if (readable && url.search === "") {
      const file = await throughMemory(`file:${url.pathname}`, request, nonce, true, async () => ({
        response: await env.ASSETS.fetch(withoutValidators(request)),
        hit: false,
      }));
      if (file.status !== 404) return file;
    }
    const services = createServices(env, ctx);
    // Test-only, and off unless the browser tests' server switches it on; otherwise a 404 below.
    if (services.e2eOutbox && url.pathname === E2E_OUTBOX_PATH && readable)
      return finish(await outboxAnswer(services.db, url.searchParams.get("to") ?? ""), request, nonce);
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(nonceContext, nonce);
    const render = () => requestHandler(request, context);
    // The page manifest (app/features/pages/manifest.ts) says which pages are the same for everyone; it is
    // loaded with the pages, so a prerendered file never waits for it.
    const served = readable && isSignedOut(request) ? (await import("../app/features/pages/manifest")).servedAs(url.pathname) : null;
    const edge = served?.serving === "edge" && request.method === "GET" && url.search === "";
    if (edge || served?.serving === "shared") {
      // Pages that show alerts (and search, which finds them): rendered from D1 once, then kept by
      // this isolate and, for the alert pages, in the edge cache; the alerts version is in the key.
      const version = await services.edgeCache.version().catch(() => null);
      if (version !== null) {
        let cached: "HIT" | "MISS" = "HIT";
        const out = await throughMemory(`page:${url.pathname}${url.search}@${version}`, request, nonce, false, async () => {
          const produced = edge ? await services.edgeCache.serve(request, render) : { response: await render(), hit: false };
          if (!produced.hit) cached = "MISS";
          return produced;
        });
        if (edge) out.headers.set("X-Edge-Cache", cached);
        return out;
      }
    }
    const response = await render();
    // A route that answered without reading the body (a redirect, a 405): read it now, see discardBody.
    await discardBody(request);
    return finish(response, request, nonce);
  },

  async scheduled(controller, env, ctx) {
    const services = createServices(env, ctx);
    const now = new Date(controller.scheduledTime);
    ctx.waitUntil(Promise.all([deleteExpired(services.db, now), askEarlierSubscribersJob(services, now)]));
  },

  async queue(batch, env, ctx) {
    await handleAlertQueue(batch, createServices(env, ctx));
  },
} satisfies ExportedHandler<Env>;
