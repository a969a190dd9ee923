import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { SECURITY_HEADERS } from "./app/lib/security-headers";

/**
 * Files under /assets/ are served by the edge without running the Worker, so their headers come
 * from a `_headers` file written here from the same list the Worker uses.
 */
function staticAssetHeaders(): Plugin {
  return {
    name: "static-asset-headers",
    generateBundle() {
      if (this.environment.name !== "client") return;
      const lines = ["/assets/*", "  Cache-Control: public, max-age=31536000, immutable"];
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) lines.push(`  ${name}: ${value}`);
      this.emitFile({ type: "asset", fileName: "_headers", source: `${lines.join("\n")}\n` });
    },
  };
}

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter(), staticAssetHeaders()],
  resolve: { tsconfigPaths: true },
});
