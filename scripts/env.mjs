// Shared by the npm scripts: run everything offline and quietly, on the Node in node_modules.
import { spawn, spawnSync } from "node:child_process";

export const offlineEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
};

/** Runs a command, streaming its output; exits this process with its code if it fails. */
export function run(label, command, args, env = offlineEnv) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env, shell: false });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Starts a long-running server (`npx` and its arguments) in its own process group, stopped with
 * this process. Returns the function that stops it.
 */
export function serve(args) {
  const child = spawn("npx", args, { stdio: ["ignore", "ignore", "inherit"], env: offlineEnv, detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  process.on("exit", stop);
  return stop;
}

/** Resolves once `url` answers 200; throws after a minute. */
export async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not start within a minute.`);
}
