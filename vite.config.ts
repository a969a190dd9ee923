import { cloudflare } from "@cloudflare/vite-plugin";
import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { defineConfig, type Plugin, runnerImport } from "vite";
import { CACHE_POLICY } from "./app/lib/cache-policy.ts";
import { remarkTextLinks } from "./app/lib/remark-text-links.ts";
import { expandFacts, splitTextLinks, type TokenFact } from "./app/lib/text-links.ts";
import { STATIC_SECURITY_HEADERS } from "./app/lib/security-headers.ts";
import { compileHints, FRAMEWORK, pageChunks } from "./scripts/page-chunks.ts";

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
 * The content names a fact by its key (`{{fact:elderFraudHotline}}`); the value is typed once, in
 * app/facts.ts. The tokens are replaced in the content's source as it is compiled, before
 * the MDX plugin reads a post, so the pages, posts, PDFs, emails and the search index all carry
 * the value itself, and no page loads the fact list to look it up. Exported for the tests' config
 * (vitest.config.ts) and the checker's benchmark.
 */
export function factTokens(): Plugin {
  const root = import.meta.dirname;
  const factsFile = `${root}/app/facts.ts`;
  // Words: the content pages' (app/content) and each feature's own (app/features/<name>/words).
  const isWords = (id: string) =>
    id.startsWith(`${root}/app/content/`) || (id.startsWith(`${root}/app/features/`) && id.includes("/words/"));
  let values: Promise<Record<string, TokenFact>> | undefined;
  const load = async () => {
    const { module } = await runnerImport<typeof import("./app/facts.ts")>("/app/facts.ts", {
      configFile: false,
      root: import.meta.dirname,
      resolve: { tsconfigPaths: true },
      logLevel: "error",
    });
    return module.FACT;
  };
  return {
    name: "fact-tokens",
    enforce: "pre",
    watchChange(id) {
      if (id === factsFile) values = undefined;
    },
    async transform(code, id) {
      if (!isWords(id) || !code.includes("{{")) return null;
      this.addWatchFile(factsFile);
      values ??= load();
      return { code: expandFacts(code, await values), map: null };
    },
  };
}

/**
 * Blog post bodies are MDX. The posts' frontmatter is read from the same files as `?raw` text (see
 * app/features/blog/words/posts.ts), which the MDX plugin would otherwise compile too: it ignores queries.
 * The official sites a post links are those of app/content/official-sites.ts, whose addresses are
 * fact tokens: read through `factTokens` like the rest of the content.
 */
function blogMdx(): Plugin {
  type Compile = (this: unknown, code: string, id: string) => Promise<{ code: string } | undefined>;
  let compile: Promise<Compile> | undefined;
  const load = async () => {
    const { module } = await runnerImport<typeof import("./app/content/official-sites.ts")>("/app/content/official-sites.ts", {
      configFile: false,
      root: import.meta.dirname,
      resolve: { tsconfigPaths: true },
      logLevel: "error",
      plugins: [factTokens()],
    });
    const sites = module.OFFICIAL_SITES;
    return mdx({
      remarkPlugins: [remarkFrontmatter, remarkGfm, [remarkTextLinks, { split: (text: string) => splitTextLinks(text, sites) }]],
    }).transform as unknown as Compile;
  };
  return {
    name: "blog-mdx",
    enforce: "pre",
    async transform(code, id) {
      if (id.includes("?") || !id.endsWith(".mdx")) return null;
      compile ??= load();
      const out = await (await compile).call(this, code, id);
      return out ? { code: out.code } : null;
    },
  };
}

/**
 * The site search's index, made at build time from the content (app/features/search/build-index.ts) and
 * compiled into the Worker only: restoring it on the first search costs a tenth of making it.
 */
function siteSearchIndex(): Plugin {
  const id = "virtual:site-search-index";
  return {
    name: "site-search-index",
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const { module, dependencies } = await runnerImport<typeof import("./app/features/search/build-index.ts")>(
        "/app/features/search/build-index.ts",
        {
          configFile: false,
          root: import.meta.dirname,
          resolve: { tsconfigPaths: true },
          logLevel: "error",
          plugins: [factTokens()],
        },
      );
      for (const file of dependencies) this.addWatchFile(file);
      return `export default ${JSON.stringify(module.siteSearchIndexJson())};`;
    },
  };
}

/**
 * The checker's figures on its labelled corpus (tests/support/checker-scorecard.ts, the same code as
 * `npm run bench:checker`), made at build time for the page /check/how-well-it-works.
 */
function checkerScorecard(): Plugin {
  const id = "virtual:checker-scorecard";
  return {
    name: "checker-scorecard",
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const root = import.meta.dirname;
      const { module, dependencies } = await runnerImport<typeof import("./tests/support/checker-scorecard.ts")>(
        "/tests/support/checker-scorecard.ts",
        { configFile: false, root, resolve: { alias: { "~": `${root}/app` } }, logLevel: "error", plugins: [factTokens()] },
      );
      for (const file of dependencies) this.addWatchFile(file);
      return `export default ${JSON.stringify(module.scorecard())};`;
    },
  };
}

/**
 * The site's font, regular and bold, Latin letters only: written into the stylesheet as data, so no
 * font request races the first paint (app/app.css, docs/decisions/0045-font-in-the-stylesheet.md).
 * Any other file follows Vite's default (inlined only under 4 KB).
 */
const INLINE_FONT = /\/atkinson-hyperlegible-next-latin-(400|700)-normal\.woff2$/;
const inlineFonts = (file: string) => (INLINE_FONT.test(file) ? true : undefined);

// The browser's scripts: a few files a page (scripts/page-chunks.ts, decision 0033).
const pageFiles = pageChunks(import.meta.dirname);

export default defineConfig({
  // Names this build: pages kept in the edge cache are keyed by it, because a page from an older
  // build points at script files that a new deploy no longer serves (app/server/edge-cache.server.ts).
  define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  plugins: [
    pageFiles.plugin,
    factTokens(),
    blogMdx(),
    siteSearchIndex(),
    checkerScorecard(),
    // Local D1, R2 and KV live under .wrangler/state (npm start); the browser tests' server keeps
    // its own under LOCAL_STATE_DIR (playwright.config.ts), so test data never shows in npm start.
    cloudflare({
      viteEnvironment: { name: "ssr" },
      persistState: process.env.LOCAL_STATE_DIR ? { path: process.env.LOCAL_STATE_DIR } : true,
    }),
    tailwindcss(),
    reactRouter(),
    staticAssetHeaders(),
    compileHints(),
  ],
  resolve: { tsconfigPaths: true },
  // Both builds, so the server's copy of the stylesheet points at no font file of its own.
  build: { assetsInlineLimit: inlineFonts },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The site's own modules only define things: one that nothing uses is left out, even if
          // making its words calls a function (a feature's face re-exports words few pages use).
          // The style sheet is the one file imported for what it does.
          treeshake: { moduleSideEffects: (id) => !id.startsWith(`${import.meta.dirname}/app/`) || /\.css($|\?)/.test(id) },
          output: {
            codeSplitting: {
              groups: [{ name: "framework", test: FRAMEWORK }, { name: pageFiles.group }],
            },
          },
        },
      },
    },
  },
});
