import { createRequestHandler, RouterContextProvider } from "react-router";
import { withSecurityHeaders } from "../app/lib/security-headers";
import { textSizeFromCookie } from "../app/lib/text-size";
import { workerContext } from "../app/server/context.server";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/**
 * Sets the reader's chosen text size on HTML, so the page is right before any script runs. The
 * same file gives different HTML per cookie, so HTML carries no validators a browser could reuse.
 */
function applyTextSize(response: Response, request: Request): Response {
  const size = textSizeFromCookie(request.headers.get("Cookie"));
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.includes("text/html")) return response;
  const varied = new Response(response.body, response);
  varied.headers.append("Vary", "Cookie");
  varied.headers.delete("ETag");
  varied.headers.delete("Last-Modified");
  varied.headers.set("Cache-Control", "no-cache");
  if (size === "normal") return varied;
  return new HTMLRewriter().on("html", { element: (el) => void el.setAttribute("data-text-size", size) }).transform(varied);
}

/** Asks the asset store for the whole file: a 304 would let the browser reuse HTML of another text size. */
function withoutValidators(request: Request): Request {
  if (!request.headers.has("If-None-Match") && !request.headers.has("If-Modified-Since")) return request;
  const headers = new Headers(request.headers);
  headers.delete("If-None-Match");
  headers.delete("If-Modified-Since");
  return new Request(request, { headers });
}

export default {
  async fetch(request, env, ctx) {
    // A query string (?tab=, ?q=) changes what a page shows, so the Worker renders it; a plain
    // address is served from the prerendered files.
    if ((request.method === "GET" || request.method === "HEAD") && new URL(request.url).search === "") {
      const asset = await env.ASSETS.fetch(withoutValidators(request));
      if (asset.status !== 404) return withSecurityHeaders(applyTextSize(asset, request));
    }
    const context = new RouterContextProvider();
    context.set(workerContext, { env, ctx });
    const response = await requestHandler(request, context);
    return withSecurityHeaders(applyTextSize(response, request));
  },
} satisfies ExportedHandler<Env>;
