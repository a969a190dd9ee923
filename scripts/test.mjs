// npm test: format and lint, the pages' script budget from the build, typecheck and unit tests beside the Worker tests (integration, bad input, faults) against the built Worker, then browser tests.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { build, run, runLive, runQuietly } from "./env.mjs";

/** Every file of npm start's local D1/R2/KV, names and bytes, as one hash. */
function localState(dir = ".wrangler/state") {
  const hash = createHash("sha256");
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(file));
  return hash.digest("hex");
}

run("Format and lint (Biome)", "npx", ["biome", "ci", "--colors=off", "."]);
run("Migrate local D1", "npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"]);
build();
// Sizes from the built files, not timings: the same on any machine (scripts/bench.mjs, part 1).
run("Script budget: 120 KB and 8 requests a page", "node", ["scripts/bench.mjs", "--sizes-only"]);
// The typecheck and the unit tests run beside the Worker tests, which spend much of their time
// waiting on workerd: 30 to 40 s less on 2 cores. Their output is printed once they end.
const [checks] = await Promise.all([
  runQuietly([
    ["Generate types", "npx", ["wrangler", "types"]],
    ["Route types", "npx", ["react-router", "typegen"]],
    ["Typecheck", "npx", ["tsc", "-b"]],
    ["Unit tests", "npx", ["vitest", "run", "--project", "unit"]],
  ]),
  runLive("Worker integration tests", "npx", ["vitest", "run", "--project", "workers"]),
]);
// The output already ends with the failed step's line.
process.stdout.write(checks.output);
if (checks.failed) process.exit(1);
// The browser tests' server keeps its own state (scripts/e2e-server.mjs); npm start's must come out unchanged.
const before = localState();
run("Browser tests", "npx", ["playwright", "test"]);
if (localState() !== before) {
  console.error("\n✖ The browser tests changed .wrangler/state, which npm start shows (or something else ran on it meanwhile).");
  process.exit(1);
}
console.log("\n✔ All checks passed.");
