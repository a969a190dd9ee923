// npm test: format and lint, typecheck, unit tests, Worker tests (integration, bad input, faults) against the built Worker, browser tests.
import { build, run } from "./env.mjs";

run("Format and lint (Biome)", "npx", ["biome", "ci", "--colors=off", "."]);
run("Generate types", "npx", ["wrangler", "types"]);
run("Route types", "npx", ["react-router", "typegen"]);
run("Typecheck", "npx", ["tsc", "-b"]);
run("Unit tests", "npx", ["vitest", "run", "--project", "unit"]);
run("Migrate local D1", "npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"]);
build();
run("Worker integration tests", "npx", ["vitest", "run", "--project", "workers"]);
run("Browser tests", "npx", ["playwright", "test"]);
console.log("\n✔ All checks passed.");
