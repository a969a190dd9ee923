// npm run bench: measures the JavaScript each page loads (gzipped) against the budget in DESIGN.md
// (130 KB), from the built files: prerendered pages from their <link rel="modulepreload"> list,
// and pages rendered per request (the home page and the alerts) from the route manifest, which
// is where React Router takes the same list from. Run `npm run build` first.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 130;
const client = "build/client";

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "assets" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(client, file))).length);
  return sizes.get(file);
};

let over = 0;
const rows = htmlFiles(client).map((file) => {
  const html = readFileSync(file, "utf8");
  const scripts = new Set([...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const kb = [...scripts].reduce((sum, s) => sum + gz(s), 0) / 1024;
  const page = file.slice(client.length).replace(/index\.html$/, "") || "/";
  if (kb > BUDGET_KB) over++;
  return { page, kb };
});
// Pages rendered per request: the entry's and each matched route's module and imports.
const manifestFile = readdirSync(join(client, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
const manifest = JSON.parse(
  readFileSync(join(client, "assets", manifestFile), "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;\s*$/, ""),
);
const RENDERED = [
  { page: "/", routes: ["root", "routes/home"] },
  { page: "/alerts", routes: ["root", "routes/alerts"] },
  { page: "/alerts/{slug}", routes: ["root", "routes/alerts.$slug"] },
];
for (const { page, routes } of RENDERED) {
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routes) for (const s of [manifest.routes[id].module, ...manifest.routes[id].imports]) scripts.add(s);
  const kb = [...scripts].reduce((sum, s) => sum + gz(s), 0) / 1024;
  if (kb > BUDGET_KB) over++;
  rows.push({ page: `${page} (rendered)`, kb });
}
rows.sort((a, b) => b.kb - a.kb);
for (const { page, kb } of rows) console.log(`${kb > BUDGET_KB ? "OVER" : "ok  "} ${kb.toFixed(1).padStart(6)} KB  ${page}`);
console.log(`\n${rows.length} pages, budget ${BUDGET_KB} KB of gzipped JavaScript each: ${over} over.`);
process.exit(over > 0 ? 1 : 0);
