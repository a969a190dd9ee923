// npm start: build the site, migrate and seed local D1, and serve the built Worker in workerd.
import { spawn } from "node:child_process";
import { build, offlineEnv, run } from "./env.mjs";

const port = process.env.PORT ?? "8787";
const skipBuild = process.argv.includes("--no-build");

run("Migrate local D1 (.wrangler/state)", "npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"]);
if (!skipBuild) build();

console.log(`\n▶ Serving the built Worker at http://localhost:${port}/ (Ctrl+C to stop)`);
const server = spawn("npx", ["vite", "preview", "--port", port, "--strictPort"], { stdio: "inherit", env: offlineEnv });
server.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
