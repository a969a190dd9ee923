// npm run snapshot -- <dir>: the HTML of every registry page, as the Worker serves it, written to
// <dir> with asset hashes and nonces blanked, so two builds can be compared with `diff -r`.
// A change that should not change what readers see (a refactor) must leave the two directories
// equal. The loader data streamed after the page, the script that names the route modules (their
// files change when code moves), React's generated ids and the family kit's random code word are
// left out: they change without changing what a reader sees. Run `npm run build` first; it starts `vite preview` on SNAPSHOT_PORT (default 8795).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { serve, waitFor } from "./env.mjs";

const out = process.argv[2];
if (!out) {
  console.error("Usage: npm run snapshot -- <dir>");
  process.exit(2);
}
const port = process.env.SNAPSHOT_PORT ?? "8795";
const base = `http://127.0.0.1:${port}`;

// Pages with a query or an unknown address render other branches of the same routes.
const EXTRA = [
  "/alerts/texts-about-unpaid-tolls",
  "/alerts/no-such-alert",
  "/alerts/confirm?c=broken",
  "/alerts/unsubscribe?t=00000000000000000000000000000000",
  "/admin/login",
  "/search?q=quiz",
  "/search?q=grandson%20jail",
  "/search?q=zzzzzz",
  "/no-such-page",
  "/examples?tab=email",
  "/sitemap?category=Emergency",
  "/blog/no-such-post",
  "/scam-types/no-such-guide",
  "/help-now?step=1",
  "/help-now?for=me&path=family",
  "/help-now?for=helper&path=paid&paid=bank-transfer&step=2",
  "/help-now/plan?for=me&contact=phone&story=family&paid=gift-card&shared=none&state=FL",
  "/help-now/plan?for=helper&contact=social&story=romance&paid=wire&shared=ssn&shared=medicare",
  "/tools/link-checker?url=https%3A%2F%2Fwww.ftc.gov%2F",
  "/tools/link-checker?url=http%3A%2F%2Fpaypa1-secure.xyz%2Flogin",
  "/robots.txt",
  "/sitemap.xml",
  "/alerts/rss.xml",
  "/blog/rss.xml",
];

const pages = JSON.parse(readFileSync("build/pages.json", "utf8")).map((p) => p.url);
const urls = [...new Set([...pages, ...EXTRA])];

const normalise = (text) =>
  text
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/'nonce-[^']*'/g, "'nonce-'")
    .replace(/(assets\/[\w.-]+?)-[\w-]{8}\.(js|css|woff2|svg|png)/g, "$1-HASH.$2")
    .replace(/<script nonce="">window\.__reactRouterContext\.streamController\.enqueue\(.*?<\/script>/gs, "<script>LOADER-DATA</script>")
    .replace(/<script nonce="" type="module" async="">[\s\S]*?<\/script>/g, "<script>ROUTE-MODULES</script>")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/_R_\w+_/g, "_R_")
    .replace(/(data-testid="code-word"[^>]*>)[^<]*/g, "$1CODE-WORD");

const stop = serve(["vite", "preview", "--port", port, "--strictPort"]);
try {
  await waitFor(`${base}/about`);
  mkdirSync(out, { recursive: true });
  for (const url of urls) {
    const response = await fetch(base + url, { redirect: "manual" });
    const name = url === "/" ? "index" : url.slice(1).replace(/[/?&=%]/g, "_");
    writeFileSync(
      join(out, `${name}.txt`),
      `${response.status} ${response.headers.get("Content-Type")}\n${normalise(await response.text())}`,
    );
  }
  console.log(`${urls.length} pages written to ${out}`);
} finally {
  stop();
}
