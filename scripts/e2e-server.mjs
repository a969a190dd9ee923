// The browser tests' server (playwright.config.ts): the built Worker in workerd, like npm start,
// but with its own local D1/R2/KV in LOCAL_STATE_DIR, made fresh and migrated on every run, so
// the tests' sign-ups, alerts and emails never reach .wrangler/state, which npm start shows.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { offlineEnv, run } from "./env.mjs";

const dir = process.env.LOCAL_STATE_DIR;
const port = process.env.E2E_PORT ?? "8790";
if (!dir || dir === ".wrangler/state") throw new Error("LOCAL_STATE_DIR must name the browser tests' own state directory.");

rmSync(dir, { recursive: true, force: true });
run(`Migrate the browser tests' D1 (${dir})`, "npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", dir]);
const server = spawn("npx", ["vite", "preview", "--port", port, "--strictPort"], { stdio: "inherit", env: offlineEnv });
server.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
