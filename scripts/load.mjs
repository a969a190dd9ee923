// npm run load: holds 100 connections for 30 s each on a prerendered page, a rendered page, a
// form and the scam report form, against the built Worker served on loopback as `npm start` serves
// it, and prints requests per second, p99 latency and errors. Exits non-zero on any error or
// non-2xx answer, except the report form's intended 429s (its rate limit); every report accepted
// there must be stored exactly once.
// LOAD_SECONDS and LOAD_CONNECTIONS change the run; PORT the port. A benchmark, not part of npm test.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import autocannon from "autocannon";
import { build, run, serve, waitFor } from "./env.mjs";

const port = Number(process.env.PORT ?? 8798);
const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const base = `http://127.0.0.1:${port}`;

const TARGETS = [
  { name: "prerendered page", path: "/scam-types/phone-scams" },
  { name: "rendered page (search)", path: "/search?q=gift+card" },
  {
    name: "form (message analyzer)",
    path: "/tools/message-analyzer",
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: "message=Your+account+is+suspended.+Act+now+and+pay+the+fee+with+a+gift+card.",
  },
  {
    name: "scam report (429 past its rate limit)",
    path: "/report",
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    report: true,
  },
];

// Each report carries its own mark, so the stored ones can be counted one by one afterwards.
const RUN = `load-${Date.now().toString(36)}`;
let reportsSent = 0;
const reportBody = () =>
  new URLSearchParams({
    channel: "text",
    claimed: "delivery",
    asked: "nothing",
    forWhom: "me",
    story: `${RUN}-${++reportsSent} A toll text.`,
  }).toString();

/** Runs one statement on local D1 and gives its rows. */
function d1(sql) {
  const out = spawnSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--json", "--command", sql], {
    encoding: "utf8",
    shell: false,
  });
  return JSON.parse(out.stdout || "[]")[0]?.results ?? [];
}

/** The marks of the reports this run stored, read from local D1; then they are deleted, so the operator's queue stays clean. */
function storedReports() {
  const marks = d1(`SELECT story FROM scam_reports WHERE story LIKE '${RUN}-%'`).map((row) => row.story.split(" ")[0]);
  d1(`DELETE FROM scam_reports WHERE story LIKE '${RUN}-%'`);
  return marks;
}

run("Migrate local D1 (.wrangler/state)", "npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"]);
if (!existsSync("build/server/index.js") || process.argv.includes("--build")) build();

console.log(`\n▶ Serving the built Worker on ${base} (loopback only)`);
const stop = serve(["vite", "preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort"]);
process.on("SIGINT", () => process.exit(130));

function measure(target) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${target.path}`,
        connections,
        duration: seconds,
        method: target.method ?? "GET",
        headers: target.headers,
        body: target.body,
        // A new body for every report: autocannon asks setupRequest before each request it sends.
        ...(target.report
          ? {
              requests: [
                {
                  method: "POST",
                  path: target.path,
                  headers: target.headers,
                  setupRequest: (request) => ({ ...request, body: reportBody() }),
                },
              ],
            }
          : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    process.once("SIGINT", () => instance.stop());
  });
}

await waitFor(`${base}/`);
const rows = [];
for (const target of TARGETS) {
  console.log(`\n▶ ${target.name}: ${target.method ?? "GET"} ${target.path}, ${connections} connections for ${seconds} s`);
  const r = await measure(target);
  const refused = target.report ? (r.statusCodeStats?.["429"]?.count ?? 0) : 0;
  const row = {
    target: target.name,
    "requests/s": Math.round(r.requests.average),
    "p99 ms": r.latency.p99,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    "non-2xx": r.non2xx - refused,
  };
  if (target.report) {
    const accepted = r.statusCodeStats?.["200"]?.count ?? 0;
    const stored = storedReports();
    const once = new Set(stored).size === stored.length && stored.length === accepted;
    Object.assign(row, { "429 (intended)": refused, accepted, stored: stored.length, "stored once": once });
    if (!once) row.errors += 1;
  }
  rows.push(row);
}
stop();

console.log(`\nLoad on ${base}: ${connections} connections, ${seconds} s per target`);
console.table(rows);
const failed = rows.filter((r) => r.errors > 0 || r.timeouts > 0 || r["non-2xx"] > 0);
console.log(failed.length === 0 ? "0 errors." : `Errors on: ${failed.map((r) => r.target).join(", ")}`);
process.exit(failed.length === 0 ? 0 : 1);
