import { applyD1Migrations, env } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      /** Set in vitest.config.ts from migrations/. */
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
      /** Base64 test audio files by name. */
      AUDIO_FIXTURES: Record<string, string>;
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
