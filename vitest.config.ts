import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { hashPassword } from "./app/features/operator/password.ts";
import { factTokens } from "./vite.config.ts";

/** The operator password the Worker tests sign in with (test-only; real ones are secrets). */
export const TEST_OPERATOR_PASSWORD = "correct horse battery staple";

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // The content's fact tokens are replaced as in the build (vite.config.ts, `factTokens`).
        plugins: [factTokens()],
        resolve: { alias: { "~": root("./app") } },
        // One module graph per worker, not per file: the unit tests are pure and clean up what they
        // stub (track.test.ts), and loading the checker's lists 43 times took half their time (43 s
        // against 20 s on 2 cores), which npm test's 15 minutes cannot spare.
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", isolate: false },
      },
      {
        // Worker integration tests run the *built* Worker (npm run build first) in workerd,
        // with real local D1, R2 and KV.
        plugins: [
          factTokens(),
          cloudflareTest(async () => ({
            main: root("./build/server/index.js"),
            wrangler: { configPath: root("./build/server/wrangler.json") },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(root("./migrations")),
                ADMIN_PASSWORD_HASH: await hashPassword(TEST_OPERATOR_PASSWORD),
                SESSION_SECRET: "test-session-secret-not-for-production",
                INDEXNOW_KEY: "test-indexnow-key-0123",
                ADDRESS_HASH_SECRET: "test-address-hash-secret-not-for-production",
                EMAIL_LINK_SECRET: "test-email-link-secret-not-for-production",
                // Audio files the upload tests send (made with sox and lame; see tests/fixtures).
                AUDIO_FIXTURES: Object.fromEntries(
                  ["tone-15s.mp3", "tone-5s.mp3", "tone-65s.mp3", "not-mp3.wav"].map((name) => [
                    name,
                    readFileSync(root(`./tests/fixtures/${name}`)).toString("base64"),
                  ]),
                ),
              },
              // No test reaches the internet: Bing accepts, Yandex refuses, the generic endpoint is down.
              outboundService: (request: Request) => {
                const host = new URL(request.url).host;
                if (host === "www.bing.com") return new Response(null, { status: 202 });
                if (host === "yandex.com") return new Response("Forbidden", { status: 403 });
                return new Response("unreachable", { status: 503 });
              },
            },
          })),
        ],
        // Fault tests call the built Worker directly, with bindings of their choosing.
        resolve: { alias: { "~": root("./app"), "@built-worker": root("./build/server/index.js") } },
        test: {
          name: "workers",
          include: ["tests/workers/**/*.test.ts"],
          setupFiles: ["tests/workers/apply-migrations.ts"],
          // Two files at once, not Vitest's default of one on 2 cores: each file waits on its own
          // workerd while it starts and on timers, and the Worker tests took 131 s one at a time
          // against 84 s two at a time. Its own group, so it may differ from the unit tests' count.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
