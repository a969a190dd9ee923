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

/** Like `run`, without blocking: resolves once the command ends; exits this process if it failed. */
export function runLive(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  return new Promise((resolve) => {
    spawn(command, args, { stdio: "inherit", env: offlineEnv }).on("exit", (code, signal) => {
      if (code === 0) return resolve();
      console.error(`\n✖ ${label} failed (exit ${code ?? signal}).`);
      process.exit(code ?? 1);
    });
  });
}

/**
 * Runs commands one after another with their output kept, not shown, so they can run beside a
 * command that prints. Stops at the first that fails. Resolves with the output and the label of
 * the one that failed, if any.
 */
export async function runQuietly(steps) {
  let output = "";
  for (const [label, command, args] of steps) {
    output += `\n▶ ${label}: ${command} ${args.join(" ")}\n`;
    const code = await new Promise((resolve) => {
      const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: offlineEnv });
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("exit", (code, signal) => resolve(code ?? signal));
    });
    if (code !== 0) return { output: `${output}\n✖ ${label} failed (exit ${code}).\n`, failed: label };
  }
  return { output, failed: null };
}

/**
 * Builds the site (`react-router build`). React Router prerenders each page through a local
 * server with a fixed 10 s limit per request and no retry, so on a busy machine one slow first
 * answer fails the whole build; a second or third attempt starts warm. Any other failure repeats
 * the same way and is reported after the last attempt.
 */
export function build(attempts = 3) {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const label = attempt === 1 ? "Build" : `Build, attempt ${attempt} of ${attempts}`;
    console.log(`\n▶ ${label}: npx react-router build`);
    const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: offlineEnv, shell: false });
    if (result.status === 0) return;
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal}).`);
  }
  process.exit(1);
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
