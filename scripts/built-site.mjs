// Shared by npm run audit and scripts/trace-paint.mjs: the built Worker (build/) served by
// `vite preview` on loopback, behind a proxy that compresses text as the edge would send it.
import { createServer, request as httpRequest } from "node:http";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { serve, waitFor } from "./env.mjs";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Serves build/ on 127.0.0.1:`upstreamPort` and the compressing proxy on the next port. Resolves
 * once the home page answers, with the proxy's address and the function that stops both.
 */
export async function serveBuiltSite(upstreamPort) {
  const proxyPort = upstreamPort + 1;
  const base = `http://127.0.0.1:${proxyPort}`;
  console.log(`\n▶ Serving the built Worker on 127.0.0.1:${upstreamPort}, compressed through ${base}`);
  const stopServer = serve(["vite", "preview", "--host", "127.0.0.1", "--port", String(upstreamPort), "--strictPort"]);
  /** Brotli or gzip on text, as Cloudflare sends it; workerd on loopback sends it raw. */
  const proxy = createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: upstreamPort,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, "accept-encoding": "identity" },
      },
      (answer) => {
        const accepts = String(req.headers["accept-encoding"] ?? "");
        const encoding = COMPRESSIBLE.test(answer.headers["content-type"] ?? "")
          ? accepts.includes("br")
            ? "br"
            : accepts.includes("gzip")
              ? "gzip"
              : null
          : null;
        const headers = { ...answer.headers };
        if (encoding) {
          delete headers["content-length"];
          headers["content-encoding"] = encoding;
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        if (!encoding) return answer.pipe(res);
        const squeeze = encoding === "br" ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
        answer.pipe(squeeze).pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));
  await waitFor(`${base}/`);
  return {
    base,
    stop() {
      proxy.close();
      stopServer();
    },
  };
}
