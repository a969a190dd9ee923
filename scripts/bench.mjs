// npm run bench: two measures against the budgets below. Run `npm run build` first.
// 1. The JavaScript each page loads at start, from the built files and the route manifest (the same
//    list React Router's <Scripts> takes; the served HTML no longer preloads it): at most 120 KB
//    gzipped and at most 8 script requests (the entry, the matched routes' modules and their static
//    imports; a module a page imports later, on first use, is not counted).
// 2. Edge throughput, in workerd on loopback (wrangler dev), 10 connections, side by side: the built
//    Worker and three baselines (scripts/bench/bare-worker.js): the plain bare Worker, answering
//    "ok" with no asset routing; the same Worker behind the site's asset routing (run_worker_first),
//    which locally is a hop through the runtime's router on every request; and that routed Worker
//    answering the prerendered page's own bytes; and, for reference, the asset store alone serving
//    the page's file with no Worker code at all (scripts/bench/assets-alone.toml). The targets take
//    turns in short rounds (the machine is shared and noisy); each figure is the median of the
//    rounds, with their spread.
//    Search results must reach 50% of the plain bare Worker's requests per second; a prerendered
//    page 80% of the routed bare Worker answering the same bytes, that is, the site's own code.
//    Against the plain bare Worker the prerendered page's figure is printed but not a pass or fail:
//    here the routing hop and the bytes alone bring a Worker that does nothing else to 0.7 to 0.8
//    of it, and the asset store alone, with no code, about the same (docs/decisions/0019).
//    BENCH_ROUNDS (default 7) and BENCH_SECONDS (per round and target, default 2) set the length,
//    BENCH_PORT the first of its four ports (default 8792); --sizes-only skips it.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { matchRoutes } from "react-router";
import { run, serve, waitFor } from "./env.mjs";

const BUDGET_KB = 120;
const MAX_SCRIPTS = 8;
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
  const isOver = kb > BUDGET_KB || scripts.size > MAX_SCRIPTS;
  if (isOver) over++;
  return { page: prerender ? url : `${url} (rendered)`, kb, count: scripts.size, isOver };
});
rows.sort((a, b) => b.kb - a.kb);
for (const { page, kb, count, isOver } of rows) {
  console.log(`${isOver ? "OVER" : "ok  "} ${kb.toFixed(1).padStart(6)} KB ${String(count).padStart(3)} scripts  ${page}`);
}
console.log(
  `\n${rows.length} pages, budget ${BUDGET_KB} KB of gzipped JavaScript and ${MAX_SCRIPTS} script requests at start each: ${over} over.`,
);
if (process.argv.includes("--sizes-only")) process.exit(over > 0 ? 1 : 0);

// Edge throughput, side by side.
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const SITE_PORT = Number(process.env.BENCH_PORT ?? 8792);
const BARE_PORT = SITE_PORT + 1;
const ROUTED_PORT = SITE_PORT + 2;
const ASSETS_PORT = SITE_PORT + 3;
const PLAIN = "plain bare";
const ROUTED = "routed bare";
const BYTES = "routed bare with the same bytes";
const PAGE = "/scam-types/phone-scams";
const TARGETS = [
  { name: `${PLAIN} Worker ("ok", no asset routing)`, url: `http://127.0.0.1:${BARE_PORT}/`, baseline: PLAIN },
  { name: `${ROUTED} Worker ("ok", behind the asset routing)`, url: `http://127.0.0.1:${ROUTED_PORT}/`, baseline: ROUTED },
  { name: `${ROUTED} Worker answering ${PAGE}'s bytes`, url: `http://127.0.0.1:${ROUTED_PORT}${PAGE}`, baseline: BYTES },
  { name: `asset store alone (no Worker code) serving ${PAGE}`, url: `http://127.0.0.1:${ASSETS_PORT}${PAGE}` },
  { name: `prerendered page: ${PAGE}`, url: `http://127.0.0.1:${SITE_PORT}${PAGE}`, floor: 0.8, of: BYTES },
  { name: "rendered page (search): /search?q=phone", url: `http://127.0.0.1:${SITE_PORT}/search?q=phone`, floor: 0.5, of: PLAIN },
];

/** Requests per second at 10 connections for `duration` seconds. */
async function throughput(url, duration) {
  const result = await new Promise((resolve, reject) =>
    autocannon({ url, connections: 10, duration }, (error, result) => (error ? reject(error) : resolve(result))),
  );
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

run("Migrate local D1 (.wrangler/state)", "npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"]);
console.log(
  `\n▶ Serving the built Worker on 127.0.0.1:${SITE_PORT}, the bare Worker on ${BARE_PORT}, behind the asset routing on ${ROUTED_PORT} and the asset store alone on ${ASSETS_PORT}`,
);
// A server already on one of the ports would be measured in place of the bench's own.
for (const port of [SITE_PORT, BARE_PORT, ROUTED_PORT, ASSETS_PORT]) {
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is taken; set BENCH_PORT to the first of four free ones.`);
}
// One after the other: started together, the local runtimes trip over each other's registration.
const wranglerDev = (port, ...args) =>
  serve(["wrangler", "dev", ...args, "--ip", "127.0.0.1", "--port", String(port), "--show-interactive-dev-session=false"]);
const stops = [wranglerDev(BARE_PORT, "--config", "scripts/bench/bare-worker.toml")];
await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
stops.push(wranglerDev(ROUTED_PORT, "--config", "scripts/bench/bare-worker-routed.toml"));
await waitFor(`http://127.0.0.1:${ROUTED_PORT}/`);
stops.push(wranglerDev(ASSETS_PORT, "--config", "scripts/bench/assets-alone.toml"));
await waitFor(`http://127.0.0.1:${ASSETS_PORT}${PAGE}`);
// Served the same way as the bare Worker (wrangler dev), from the build, with the local D1/KV state.
stops.push(wranglerDev(SITE_PORT, "--config", "build/server/wrangler.json", "--persist-to", ".wrangler/state"));
await waitFor(`http://127.0.0.1:${SITE_PORT}/`);

// A warm-up the figures leave out, then the rounds, every other one in reverse order so that no
// target always runs right after the same one.
for (const target of TARGETS) await throughput(target.url, 2);
const perRound = new Map(TARGETS.map((t) => [t, []]));
for (let round = 0; round < rounds; round++) {
  for (const target of round % 2 ? [...TARGETS].reverse() : TARGETS) perRound.get(target).push(await throughput(target.url, seconds));
}
for (const stop of stops) stop();

const rps = new Map(TARGETS.map((t) => [t, median(perRound.get(t))]));
const baseline = Object.fromEntries(TARGETS.filter((t) => t.baseline).map((t) => [t.baseline, rps.get(t)]));
let under = 0;
const measured = TARGETS.map((target) => {
  const [low, high] = [Math.min(...perRound.get(target)), Math.max(...perRound.get(target))];
  const ratio = target.floor ? rps.get(target) / baseline[target.of] : 1;
  if (ratio < target.floor) under++;
  return {
    target: target.name,
    "requests/s": Math.round(rps.get(target)),
    "rounds' spread": `${Math.round(low)}–${Math.round(high)}`,
    "ms/request": (1000 / rps.get(target)).toFixed(2),
    [`vs ${PLAIN}`]: (rps.get(target) / baseline[PLAIN]).toFixed(2),
    [`vs ${ROUTED}`]: (rps.get(target) / baseline[ROUTED]).toFixed(2),
    floor: target.floor ? `${ratio.toFixed(2)} ${ratio < target.floor ? "UNDER" : "≥"} ${target.floor} of ${target.of}` : "",
  };
});
console.log(`\nEdge throughput, 10 connections, medians of ${rounds} rounds of ${seconds} s per target, taking turns in one run:`);
console.table(measured);
console.log(under === 0 ? "Both ratios meet their floors." : `${under} ratio(s) under the floor.`);
process.exit(over > 0 || under > 0 ? 1 : 0);
