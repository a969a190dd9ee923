import { cloudflare } from "@cloudflare/vite-plugin";
import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { defineConfig, type Plugin, runnerImport } from "vite";
import { OFFICIAL_SITES } from "./app/content/official-sites.ts";
import { CACHE_POLICY } from "./app/lib/cache-policy.ts";
import { remarkTextLinks } from "./app/lib/remark-text-links.ts";
import { splitTextLinks } from "./app/lib/text-links.ts";
import { STATIC_SECURITY_HEADERS } from "./app/lib/security-headers.ts";

/**
 * Files under /assets/ are served by the edge without running the Worker, so their headers come
 * from a `_headers` file written here from the same list the Worker uses.
 */
function staticAssetHeaders(): Plugin {
  return {
    name: "static-asset-headers",
    generateBundle() {
      if (this.environment.name !== "client") return;
      const lines = ["/assets/*", `  Cache-Control: ${CACHE_POLICY.immutable}`];
      for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) lines.push(`  ${name}: ${value}`);
      this.emitFile({ type: "asset", fileName: "_headers", source: `${lines.join("\n")}\n` });
    },
  };
}

/**
 * Blog post bodies are MDX. The posts' frontmatter is read from the same files as `?raw` text (see
 * app/content/blog/posts.ts), which the MDX plugin would otherwise compile too: it ignores queries.
 */
function blogMdx(): Plugin {
  const compile = mdx({
    remarkPlugins: [remarkFrontmatter, remarkGfm, [remarkTextLinks, { split: (text: string) => splitTextLinks(text, OFFICIAL_SITES) }]],
  }).transform as unknown as (this: unknown, code: string, id: string) => Promise<{ code: string } | undefined>;
  return {
    name: "blog-mdx",
    enforce: "pre",
    async transform(code, id) {
      if (id.includes("?")) return null;
      const out = await compile.call(this, code, id);
      return out ? { code: out.code } : null;
    },
  };
}

/**
 * The site search's index, made at build time from the content (app/content/search-index.ts) and
 * compiled into the Worker only: restoring it on the first search costs a tenth of making it.
 */
function siteSearchIndex(): Plugin {
  const id = "virtual:site-search-index";
  return {
    name: "site-search-index",
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const { module, dependencies } = await runnerImport<typeof import("./app/content/search-index.ts")>("/app/content/search-index.ts", {
        configFile: false,
        root: import.meta.dirname,
        resolve: { tsconfigPaths: true },
        logLevel: "error",
      });
      for (const file of dependencies) this.addWatchFile(file);
      return `export default ${JSON.stringify(module.siteSearchIndexJson())};`;
    },
  };
}

export default defineConfig({
  // Names this build: pages kept in the edge cache are keyed by it, because a page from an older
  // build points at script files that a new deploy no longer serves (app/server/edge-cache.server.ts).
  define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  plugins: [
    blogMdx(),
    siteSearchIndex(),
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
    staticAssetHeaders(),
  ],
  resolve: { tsconfigPaths: true },
});
