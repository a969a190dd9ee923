import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceContext } from "~/components/layout/nonce";
import { startAfterFirstPaint } from "~/lib/page-start";
import { nonceContext } from "~/server/context.server";

export const streamTimeout = 5_000;

/** React Router's Workers entry, plus the CSP nonce on every inline script it writes, and scripts that wait for the first paint (lib/page-start). */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.get(nonceContext);
  let shellRendered = false;
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceContext value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext>,
    {
      nonce,
      // React moves a large finished Suspense boundary (the checker's answer) out of place, hidden,
      // for a script to show: never here, where every page must read without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        status = 500;
        // Errors in the shell reject and are logged by handleError; these come later in the stream.
        if (shellRendered) logError(error, request);
      },
    },
  );
  shellRendered = true;
  // Crawlers and prerendering wait for the whole page.
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  return new Response(startAfterFirstPaint(body), { headers: responseHeaders, status });
}

/**
 * Server errors are logged here, with the method and path only: never the query string or the body,
 * which may hold what a person typed (privacy page). Visitors never see the message or stack.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // A refusal (a 404, a POST to a page that takes none) is an answer, not a fault.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logError(error, request);
};

function logError(error: unknown, request: Request): void {
  const { pathname } = new URL(request.url);
  console.error(`${request.method} ${pathname} failed:`, error instanceof Error ? (error.stack ?? error.message) : String(error));
}
