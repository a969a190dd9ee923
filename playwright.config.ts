import { defineConfig, devices } from "@playwright/test";
import { hashPassword } from "./app/features/operator/password.ts";
import { CHROMIUM_PATH, BROWSER_TEST_ARGS } from "./scripts/chromium.ts";
import { E2E_OPERATOR_PASSWORD } from "./tests/e2e/operator.ts";

const PORT = Number(process.env.E2E_PORT ?? 8790);

/** Debian's Chromium (scripts/chromium.ts: where it is, and the flags every tool starts it with). */
const chromium = { executablePath: CHROMIUM_PATH, args: BROWSER_TEST_ARGS };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, testIgnore: /mobile\.spec\.ts/ },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions: chromium }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    // The build is made by `npm test` before this runs; serve it in workerd, with the tests' own
    // local D1/R2/KV (fresh and migrated each run; npm start's .wrangler/state is never touched).
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      E2E_PORT: String(PORT),
      LOCAL_STATE_DIR: ".wrangler/e2e-state",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_HIDE_BANNER: "true",
      // Test-only operator secrets, passed to the local Worker as variables.
      CLOUDFLARE_INCLUDE_PROCESS_ENV: "true",
      ADMIN_PASSWORD_HASH: await hashPassword(E2E_OPERATOR_PASSWORD, undefined, 20_000),
      SESSION_SECRET: "e2e-session-secret-not-for-production",
      ADDRESS_HASH_SECRET: "e2e-address-hash-secret-not-for-production",
      // The outbox as JSON at /__e2e/outbox, so tests wait for an email's arrival (tests/e2e/outbox.ts).
      E2E_OUTBOX: "on",
    },
  },
});
