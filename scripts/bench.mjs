// npm run bench: two measures against the budgets below. Run `npm run build` first.
// 1. The JavaScript each page loads (gzipped, at most 130 KB), from the built files and the route
//    manifest (the same list React Router's <Scripts> takes; the served HTML no longer preloads it).
// 2. Edge throughput: the built Worker and a bare Worker that answers "ok" (scripts/bench/
//    bare-worker.js), both in workerd on loopback, side by side in one run, 10 connections each.
//    A prerendered page must reach 80% of the bare Worker's requests per second, a page rendered
//    per request 50%; the extra milliseconds per request estimate the CPU it costs (workerd runs
//    one request at a time). BENCH_SECONDS sets the time per target (default 10); --sizes-only
//    skips the throughput part.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { matchRoutes } from "react-router";
import { run, serve, waitFor } from "./env.mjs";

const BUDGET_KB = 130;
const client = "build/client";

const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(client, file))).length);
  return sizes.get(file);
};

let over = 0;
const manifestFile = readdirSync(join(client, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
const manifest = JSON.parse(
  readFileSync(join(client, "assets", manifestFile), "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;\s*$/, ""),
);
// Every registry page: the entry and the module and imports of each route it matches.
const routeTree = (parentId) =>
  Object.values(manifest.routes)
    .filter((r) => r.parentId === parentId)
    .map((r) => ({ id: r.id, path: r.path, index: r.index, children: routeTree(r.id) }));
const tree = routeTree(undefined);
const rows = JSON.parse(readFileSync("build/pages.json", "utf8")).map(({ url, prerender }) => {
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const { route } of matchRoutes(tree, url) ?? []) {
    for (const s of [manifest.routes[route.id].module, ...(manifest.routes[route.id].imports ?? [])]) scripts.add(s);
  }
  const kb = [...scripts].reduce((sum, s) => sum + gz(s), 0) / 1024;
  if (kb > BUDGET_KB) over++;
  return { page: prerender ? url : `${url} (rendered)`, kb };
});
rows.sort((a, b) => b.kb - a.kb);
for (const { page, kb } of rows) console.log(`${kb > BUDGET_KB ? "OVER" : "ok  "} ${kb.toFixed(1).padStart(6)} KB  ${page}`);
console.log(`\n${rows.length} pages, budget ${BUDGET_KB} KB of gzipped JavaScript each: ${over} over.`);
if (process.argv.includes("--sizes-only")) process.exit(over > 0 ? 1 : 0);

// Edge throughput, side by side.
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const SITE_PORT = 8792;
const BARE_PORT = 8793;
const RATIOS = [
  { name: "prerendered page", path: "/scam-types/phone-scams", floor: 0.8 },
  { name: "rendered page (search)", path: "/search?q=phone", floor: 0.5 },
];

/** Requests per second at 10 connections, after a short warm-up the figures leave out. */
async function throughput(url) {
  const once = (duration) =>
    new Promise((resolve, reject) =>
      autocannon({ url, connections: 10, duration }, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await once(2);
  const result = await once(seconds);
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

run("Migrate local D1 (.wrangler/state)", "npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"]);
console.log(`\n▶ Serving the built Worker on 127.0.0.1:${SITE_PORT} and a bare Worker on 127.0.0.1:${BARE_PORT}`);
// One after the other: started together, the two local runtimes trip over each other's registration.
const wranglerDev = (port, ...args) =>
  serve(["wrangler", "dev", ...args, "--ip", "127.0.0.1", "--port", String(port), "--show-interactive-dev-session=false"]);
const stops = [wranglerDev(BARE_PORT, "--config", "scripts/bench/bare-worker.toml")];
await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
// Served the same way as the bare Worker (wrangler dev), from the build, with the local D1/KV state.
stops.push(wranglerDev(SITE_PORT, "--config", "build/server/wrangler.json", "--persist-to", ".wrangler/state"));
await waitFor(`http://127.0.0.1:${SITE_PORT}/`);

const bare = await throughput(`http://127.0.0.1:${BARE_PORT}/`);
const measured = [{ target: 'bare Worker ("ok")', "requests/s": Math.round(bare), ratio: "1.00", "extra ms/request": "", floor: "" }];
let under = 0;
for (const { name, path, floor } of RATIOS) {
  const rps = await throughput(`http://127.0.0.1:${SITE_PORT}${path}`);
  const ratio = rps / bare;
  if (ratio < floor) under++;
  measured.push({
    target: `${name}: ${path}`,
    "requests/s": Math.round(rps),
    ratio: ratio.toFixed(2),
    "extra ms/request": (1000 / rps - 1000 / bare).toFixed(2),
    floor: `${ratio < floor ? "UNDER " : ""}${floor}`,
  });
}
for (const stop of stops) stop();
console.log(`\nEdge throughput, ${seconds} s per target, 10 connections, the same machine and run:`);
console.table(measured);
console.log(under === 0 ? "Both ratios meet their floors." : `${under} ratio(s) under the floor.`);
process.exit(over > 0 || under > 0 ? 1 : 0);
