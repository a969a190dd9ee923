// node scripts/trace-paint.mjs [paths]: records a Chromium performance trace of each page (a cold
// load in a fresh browser context, after one warm-up load) and prints, from the trace, when
// DOMContentLoaded, load, the first paint, the first contentful paint and the largest contentful
// paint happened, in seconds from navigation start, and when the page was hydrated (React set
// html[data-hydrated]). The figures the audit's observed columns come
// from, without Lighthouse; docs/decisions/0031-first-paint.md says what they showed.
// Serves build/ (run `npx react-router build` first) on PORT (default 8796) behind the audit's
// compressing proxy, or measures BASE=http://host:port when given. TRACE_RUNS (default 3) loads
// per page, median shown; TRACE_THROTTLE=1 emulates Lighthouse's mobile slow 4G and 4x slower CPU;
// TRACE_VERBOSE=1 lists every request's finish time in the last run; TRACE_FLAGS adds Chromium flags.
// It also sums the main thread's tasks after the first contentful paint (decision 0043).
import { writeFileSync } from "node:fs";
import { chromium, devices } from "@playwright/test";
import { serveBuiltSite } from "./built-site.mjs";
import { CHROMIUM_PATH, mergeDisabledFeatures, PLAYWRIGHT_ARGS } from "./chromium.ts";
import { run } from "./env.mjs";

const paths = process.argv.slice(2).filter((a) => a.startsWith("/"));
if (paths.length === 0) paths.push("/", "/check", "/scam-database");
const runs = Math.max(1, Number(process.env.TRACE_RUNS ?? 3));
const throttle = process.env.TRACE_THROTTLE === "1";
const flags = (process.env.TRACE_FLAGS ?? "").split(" ").filter(Boolean);
// Lighthouse's trace also takes screenshots (disabled-by-default-devtools.screenshot); TRACE_CATEGORIES adds categories.
const CATEGORIES = ["devtools.timeline", "loading", "blink.user_timing", "disabled-by-default-devtools.timeline", "rail"];
CATEGORIES.push(...(process.env.TRACE_CATEGORIES ?? "").split(",").filter(Boolean));

// As the audit does: the pages read D1 (alerts, search), and a state behind the migrations fails there.
if (!process.env.BASE) run("Migrate local D1 (.wrangler/state)", "npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"]);
const site = process.env.BASE ? { base: process.env.BASE, stop() {} } : await serveBuiltSite(Number(process.env.PORT ?? 8796));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: mergeDisabledFeatures([...PLAYWRIGHT_ARGS, ...flags]) });
const version = browser.version();

/** One cold load of `url` in a fresh context (empty cache), traced; returns the trace's events. */
async function traceLoad(url) {
  // Lighthouse's mobile device: a Moto G Power's screen.
  const context = await browser.newContext({ ...devices["Moto G4"], viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle) {
    // Lighthouse's "slow 4G" as DevTools applies it (150 ms RTT, 1.6 Mbps, scaled for packet-level throttling) and a 4x slower CPU.
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  }
  // When the page is hydrated, on the page's own clock (from navigation start, as the trace's figures).
  await page.addInitScript(() => {
    window.__hydrated = new Promise((resolve) => {
      new MutationObserver((_, observer) => {
        observer.disconnect();
        window.__hydratedAt = performance.now();
        resolve();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
    });
  });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: "load" });
  // LCP and late paints are only final once the page has settled.
  await page.waitForLoadState("networkidle");
  // Not waitForSelector: that puts Playwright's own script in the page, whose compile and run are
  // main-thread tasks of 16 to 22 ms in the trace (decision 0043).
  await page.evaluate(() => window.__hydrated);
  await page.waitForTimeout(500);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const hydrated = await page.evaluate(() => window.__hydratedAt ?? Number.NaN);
  await context.close();
  return { events: trace.traceEvents ?? trace, hydrated };
}

/** DCL, load, first paint, FCP and LCP of the main-frame navigation to `url`, in ms from its start. */
function timings(events, url) {
  const starts = events.filter(
    (e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === url,
  );
  const start = starts.at(-1);
  if (!start) throw new Error(`No navigationStart for ${url} in the trace.`);
  const frame = start.args.frame;
  const sorted = [...events].sort((a, b) => a.ts - b.ts);
  const navigationId = start.args.data.navigationId;
  const at = (name, filter = () => true) => {
    const found = sorted.filter(
      (e) => e.name === name && e.ts >= start.ts && (e.args?.frame === frame || e.args?.data?.frame === frame) && filter(e),
    );
    return found.length === 0 ? Number.NaN : (found[0].ts - start.ts) / 1000;
  };
  const ofNavigation = (e) => !e.args?.data?.navigationId || e.args.data.navigationId === navigationId;
  const lcps = events.filter(
    (e) => e.name === "largestContentfulPaint::Candidate" && e.args?.frame === frame && e.ts >= start.ts && ofNavigation(e),
  );
  const requests = new Map();
  for (const e of events) {
    if (e.name === "ResourceSendRequest" && e.ts >= start.ts) requests.set(e.args.data.requestId, { url: e.args.data.url, sent: e.ts });
    if (e.name === "ResourceFinish" && requests.has(e.args.data.requestId)) requests.get(e.args.data.requestId).finished = e.ts;
  }
  // The page's main thread after the first contentful paint: its tasks' time, the blocking time
  // they would count at Lighthouse's four times slower CPU (a task of d ms blocks 4d − 50 ms), and
  // V8's compile events in them (only with TRACE_CATEGORIES=disabled-by-default-v8.compile; they
  // nest, so a share rather than a time). Decision 0043.
  const fcpTs = sorted.find((e) => e.name === "firstContentfulPaint" && e.args?.frame === frame && e.ts >= start.ts && ofNavigation(e))?.ts;
  const onMain = (e) => e.pid === start.pid && e.tid === start.tid && e.ph === "X" && fcpTs !== undefined && e.ts >= fcpTs;
  const tasks = events.filter((e) => onMain(e) && e.name === "RunTask").map((e) => e.dur / 1000);
  const main = {
    taskMs: tasks.reduce((sum, d) => sum + d, 0),
    blockingMs: tasks.reduce((sum, d) => sum + Math.max(0, 4 * d - 50), 0),
    compileMs: events
      .filter((e) => onMain(e) && /compile/i.test(e.name) && !/background/i.test(e.name))
      .reduce((sum, e) => sum + e.dur / 1000, 0),
  };
  return {
    ...main,
    // The devtools marks, not blink.user_timing's: those also fire for the about:blank in between.
    dcl: at("MarkDOMContent"),
    load: at("MarkLoad"),
    fp: at("firstPaint", ofNavigation),
    fcp: at("firstContentfulPaint", ofNavigation),
    lcp: lcps.length === 0 ? Number.NaN : (lcps.at(-1).ts - start.ts) / 1000,
    requests: [...requests.values()].map((r) => ({
      url: r.url.replace(url.replace(/\/[^/]*$/, ""), ""),
      sentMs: (r.sent - start.ts) / 1000,
      doneMs: r.finished ? (r.finished - start.ts) / 1000 : Number.NaN,
    })),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => (Number.isNaN(ms) ? "—" : (ms / 1000).toFixed(2));
const rows = [];
try {
  console.log(
    `Chromium ${version}, ${throttle ? "slow 4G + 4x CPU" : "no throttling"}, ${runs} run(s) per page${flags.length ? `, flags ${flags.join(" ")}` : ""}`,
  );
  for (const path of paths) {
    const url = new URL(path, site.base).href;
    await traceLoad(url); // warm-up: the Worker's first request for this page is not measured
    const measured = [];
    for (let i = 0; i < runs; i++) {
      const { events, hydrated } = await traceLoad(url);
      if (process.env.TRACE_SAVE) writeFileSync(`${process.env.TRACE_SAVE}-${path.replace(/\W+/g, "_")}-${i}.json`, JSON.stringify(events));
      measured.push({ ...timings(events, url), hydrated });
    }
    const pick = (key) => median(measured.map((m) => m[key]));
    const row = {
      page: path,
      "DCL s": seconds(pick("dcl")),
      "load s": seconds(pick("load")),
      "FP s": seconds(pick("fp")),
      "FCP s": seconds(pick("fcp")),
      "LCP s": seconds(pick("lcp")),
    };
    row["FP − DCL s"] = seconds(median(measured.map((m) => m.fp - m.dcl)));
    row["hydrated s"] = seconds(pick("hydrated"));
    row["main after FCP ms"] = Math.round(pick("taskMs"));
    row["blocking ×4 ms"] = Math.round(pick("blockingMs"));
    if (CATEGORIES.includes("disabled-by-default-v8.compile")) row["compile on main ms"] = Math.round(pick("compileMs"));
    row["script requests"] = measured.at(-1).requests.filter((r) => /\.js(\?|$)/.test(r.url)).length;
    rows.push(row);
    if (process.env.TRACE_VERBOSE) {
      console.log(`\n${path}, last run: first paint at ${seconds(measured.at(-1).fp)} s; requests (sent → finished, s):`);
      for (const r of measured.at(-1).requests.sort((a, b) => a.doneMs - b.doneMs))
        console.log(`  ${seconds(r.sentMs)} → ${seconds(r.doneMs)}  ${r.url}`);
    }
  }
} finally {
  await browser.close();
  site.stop();
}
console.table(rows);
