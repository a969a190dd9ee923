import type { Plugin } from "vite";

/**
 * How the browser's scripts are cut into files (decision 0033). Left to itself the bundler makes
 * one file for every set of pages that shares code, so a page started with 17 to 32 script
 * requests, most of them 1 to 3 KB. Here a page loads five or six:
 *
 * - the entry and the bundler's runtime (tiny);
 * - `framework`: React, React DOM, React Router and the scheduler, the same for every page;
 * - the root route's file, which holds the page frame: everything `app/root.tsx` imports;
 * - the page's own route file, which holds its own copy of every other module it imports at
 *   start (a card, a checklist, the share menu), so a page loads no code that only other pages use;
 * - at most one or two files of libraries some pages share (the forms' schema checks).
 *
 * A module the frame imports is never copied: it is one module for every page, so a React context
 * it makes (the hydration flag, the toasts, the glossary) is the same object on every page. Code a
 * page loads later (`import()`) is not copied either.
 */

/** React, React DOM, React Router and the scheduler: one file that every page loads. */
export const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

/**
 * V8's explicit compile hint (Chromium 136 and later): a file that starts with this comment is
 * compiled whole while it downloads, on a background thread. Without it each function is compiled
 * on the main thread the first time it runs, and for these files that is during hydration, in the
 * tasks that block a tap (decision 0043).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Whether a file of the client build gets the hint: every file but the entry and the bundler's
 * runtime, a few lines each that cost nothing to compile, where the hint's bytes would count
 * against the page's budget for nothing.
 */
export function wantsCompileHint(chunkName: string): boolean {
  return chunkName !== "entry.client" && chunkName !== "rolldown-runtime";
}

/**
 * Puts the hint on line 1 of the client's files. After every other plugin (`order: "post"`): Vite
 * writes its own first line (`const __vite__mapDeps=…`) into a file that loads others later, and
 * the comment only counts above the code it is about.
 */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk" && wantsCompileHint(file.name)) file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}

/** The query that marks a route's copy of a module: `?page=<route file>`. */
const COPY = /[?&]page=([^&]+)/;

/** The route a module is loaded for: a route file itself, or a module copied for one. */
export function pageOf(importer: string, routesDir: string): string | undefined {
  const copied = COPY.exec(importer);
  if (copied) return copied[1];
  // A route file is its own page; React Router's `?__react-router-build-client-route` facade of it is not.
  if (importer.startsWith(`${routesDir}/`) && !importer.includes("?")) return importer.slice(routesDir.length + 1);
  return undefined;
}

/**
 * The id under which a module imported at start is loaded: a copy for the importing page, or
 * null to load it as it is (the frame's modules, libraries, routes, files that are not code).
 */
export function copyFor(resolved: string, importer: string, dirs: { app: string; routes: string }, frame: ReadonlySet<string>) {
  const page = pageOf(importer, dirs.routes);
  if (page === undefined) return null;
  if (!resolved.startsWith(`${dirs.app}/`) || resolved.startsWith(`${dirs.routes}/`)) return null;
  if (resolved.includes("?") || !/\.(tsx?|jsx?)$/.test(resolved) || frame.has(resolved)) return null;
  return `${resolved}?page=${page}`;
}

/** The plugin that makes the copies, and the client build's grouping (`codeSplitting.groups`). */
export function pageChunks(root: string) {
  const dirs = { app: `${root}/app`, routes: `${root}/app/routes` };
  const rootFile = `${dirs.app}/root.tsx`;
  let frame: Promise<Set<string>> | undefined;
  let frameIds = new Set<string>();
  const plugin: Plugin = {
    name: "page-chunks",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // The root route's file is the frame's file only if the bundler may export more from it than
    // the route does (React Router reads a route's exports by name; extra ones are never read).
    // Otherwise the root route is a file of its own that only re-exports the frame.
    configEnvironment(name, config) {
      if (name !== "client") return;
      for (const options of [config.build?.rollupOptions, config.build?.rolldownOptions]) {
        if (options) options.preserveEntrySignatures = "allow-extension";
      }
    },
    buildStart() {
      frame = undefined;
      frameIds = new Set();
    },
    async resolveId(source, importer, options) {
      if (!importer || (options as { kind?: string }).kind === "dynamic-import" || pageOf(importer, dirs.routes) === undefined) return null;
      const resolved = await this.resolve(source, importer.replace(COPY, ""), { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      // The frame: every module the root route imports, found once by loading them.
      frame ??= (async () => {
        const stack = [rootFile];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (frameIds.has(id)) continue;
          frameIds.add(id);
          const info = await this.load({ id });
          for (const next of info.importedIds) if (!FRAMEWORK.test(next)) stack.push(next);
        }
        return frameIds;
      })();
      return copyFor(resolved.id, importer, dirs, await frame) ?? resolved;
    },
  };
  /** `frame` for the root route and what it imports, which then share the root route's file. */
  const group = (id: string) => (frameIds.has(id) || id.split("?")[0] === rootFile ? "frame" : null);
  return { plugin, group };
}
