// npm test: format and lint, typecheck, unit tests, the pages' script budget, Worker tests (integration, bad input, faults) against the built Worker, browser tests.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { build, run } from "./env.mjs";

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
run("Generate types", "npx", ["wrangler", "types"]);
run("Route types", "npx", ["react-router", "typegen"]);
run("Typecheck", "npx", ["tsc", "-b"]);
run("Unit tests", "npx", ["vitest", "run", "--project", "unit"]);
run("Migrate local D1", "npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"]);
build();
// Sizes from the built files, not timings: the same on any machine (scripts/bench.mjs, part 1).
run("Script budget: 120 KB and 8 requests a page", "node", ["scripts/bench.mjs", "--sizes-only"]);
run("Worker integration tests", "npx", ["vitest", "run", "--project", "workers"]);
// The browser tests' server keeps its own state (scripts/e2e-server.mjs); npm start's must come out unchanged.
const before = localState();
run("Browser tests", "npx", ["playwright", "test"]);
if (localState() !== before) {
  console.error("\n✖ The browser tests changed .wrangler/state, which npm start shows (or something else ran on it meanwhile).");
  process.exit(1);
}
console.log("\n✔ All checks passed.");
