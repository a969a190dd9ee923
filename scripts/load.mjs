// npm run load: holds 100 connections for 30 s each on a prerendered page, a rendered page and a
// form, against the built Worker served on loopback as `npm start` serves it, and prints requests
// per second, p99 latency and errors. Exits non-zero on any error or non-2xx answer.
// LOAD_SECONDS and LOAD_CONNECTIONS change the run; PORT the port. A benchmark, not part of npm test.
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
];

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
  rows.push({
    target: target.name,
    "requests/s": Math.round(r.requests.average),
    "p99 ms": r.latency.p99,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    "non-2xx": r.non2xx,
  });
}
stop();

console.log(`\nLoad on ${base}: ${connections} connections, ${seconds} s per target`);
console.table(rows);
const failed = rows.filter((r) => r.errors > 0 || r.timeouts > 0 || r["non-2xx"] > 0);
console.log(failed.length === 0 ? "0 errors." : `Errors on: ${failed.map((r) => r.target).join(", ")}`);
process.exit(failed.length === 0 ? 0 : 1);
