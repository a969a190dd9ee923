import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints, copyFor, FRAMEWORK, pageOf, wantsCompileHint } from "../../scripts/page-chunks";

const dirs = { app: "/site/app", routes: "/site/app/routes" };
const frame = new Set(["/site/app/components/ui/use-hydrated.tsx", "/site/app/lib/track.ts"]);

describe("the browser's script files (scripts/page-chunks)", () => {
  it("names the page a module is imported for: a route file, or a copy made for one", () => {
    expect(pageOf("/site/app/routes/check.tsx", dirs.routes)).toBe("check.tsx");
    expect(pageOf("/site/app/components/ui/alert.tsx?page=check.tsx", dirs.routes)).toBe("check.tsx");
    // React Router's facade of a route, and modules outside any page (the frame, later code), are no page's.
    expect(pageOf("/site/app/routes/check.tsx?__react-router-build-client-route", dirs.routes)).toBeUndefined();
    expect(pageOf("/site/app/root.tsx", dirs.routes)).toBeUndefined();
    expect(pageOf("/site/app/features/checker/ui/link-checker.ts", dirs.routes)).toBeUndefined();
  });

  it("copies a page's own modules into the page, under the page's name", () => {
    expect(copyFor("/site/app/components/ui/alert.tsx", "/site/app/routes/check.tsx", dirs, frame)).toBe(
      "/site/app/components/ui/alert.tsx?page=check.tsx",
    );
    // What a copy imports is copied for the same page.
    expect(copyFor("/site/app/lib/seo.ts", "/site/app/lib/route-meta.ts?page=home.tsx", dirs, frame)).toBe(
      "/site/app/lib/seo.ts?page=home.tsx",
    );
  });

  it("never copies the frame's modules, so a context they make is one object on every page", () => {
    expect(copyFor("/site/app/components/ui/use-hydrated.tsx", "/site/app/routes/check.tsx", dirs, frame)).toBeNull();
    expect(copyFor("/site/app/lib/track.ts", "/site/app/components/ui/alert.tsx?page=check.tsx", dirs, frame)).toBeNull();
  });

  it("leaves libraries, other routes, files with a query and files that are not code as they are", () => {
    expect(copyFor("/site/node_modules/zod/index.js", "/site/app/routes/contact.tsx", dirs, frame)).toBeNull();
    expect(copyFor("/site/app/routes/home.tsx", "/site/app/routes/check.tsx", dirs, frame)).toBeNull();
    expect(copyFor("/site/app/features/blog/words/posts/a.mdx?raw", "/site/app/routes/blog.tsx", dirs, frame)).toBeNull();
    expect(copyFor("/site/app/app.css", "/site/app/routes/check.tsx", dirs, frame)).toBeNull();
    // Not imported by a page at start: nothing to copy.
    expect(copyFor("/site/app/components/ui/alert.tsx", "/site/app/features/checker/ui/link-checker.ts", dirs, frame)).toBeNull();
  });

  it("puts React, React DOM, React Router and the scheduler in the framework file, and nothing else", () => {
    for (const id of [
      "/site/node_modules/react/cjs/react.production.js",
      "/site/node_modules/react-dom/cjs/react-dom-client.production.js",
      "/site/node_modules/react-router/dist/production/index.mjs",
      "/site/node_modules/scheduler/index.js",
    ]) {
      expect(FRAMEWORK.test(id)).toBe(true);
    }
    expect(FRAMEWORK.test("/site/node_modules/zod/index.js")).toBe(false);
    expect(FRAMEWORK.test("/site/node_modules/@headlessui/react/dist/index.js")).toBe(false);
    expect(FRAMEWORK.test("/site/app/components/react-thing.tsx")).toBe(false);
  });

  it("asks V8 to compile the framework, the frame and the pages whole, in the background, but not the entry or the runtime", () => {
    // V8 reads the magic comment only as written (explicit compile hints, Chromium 136).
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
    for (const name of ["framework", "root", "check", "protect-yourself._slug", "dialog"]) expect(wantsCompileHint(name)).toBe(true);
    // A few lines each: nothing to gain, and the hint's bytes count in every page's budget.
    for (const name of ["entry.client", "rolldown-runtime"]) expect(wantsCompileHint(name)).toBe(false);
  });

  it("puts the hint above Vite's own first line, and leaves the entry, the runtime and other files alone", () => {
    const bundle = {
      "home.js": { type: "chunk", name: "home", code: "const __vite__mapDeps=(i)=>i;import{a}from'./framework.js';" },
      "entry.js": { type: "chunk", name: "entry.client", code: "import('./root.js');" },
      "manifest.js": { type: "asset", name: "manifest", source: "window.__reactRouterManifest={};" },
    };
    const hook = compileHints().generateBundle as { order: string; handler: (options: unknown, bundle: unknown) => void };
    expect(hook.order).toBe("post");
    hook.handler({}, bundle);
    expect(bundle["home.js"].code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;import{a}from'./framework.js';`);
    expect(bundle["entry.js"].code).toBe("import('./root.js');");
    expect(bundle["manifest.js"].source).toBe("window.__reactRouterManifest={};");
  });
});
