/// <reference types="node" />
import { readFileSync } from "node:fs";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import arialBold from "@capsizecss/metrics/arial/700";
import atkinson from "@capsizecss/metrics/atkinsonHyperlegibleNext";
import atkinsonBold from "@capsizecss/metrics/atkinsonHyperlegibleNext/700";
import roboto from "@capsizecss/metrics/roboto";
import robotoBold from "@capsizecss/metrics/roboto/700";
import { describe, expect, it } from "vitest";
import { formatDate } from "~/lib/dates";
import { dropModulePreloads, importsAfterFirstPaint, startAfterFirstPaint } from "~/lib/page-start";
import { answer, isKeepable, isSignedOut, keep, keptPages, recall } from "~/server/page-memory.server";

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Scams — “help”</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-DSY37lRA.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/root-D3b5XiIL.js" nonce="abc"/>' +
  '<link nonce="abc" rel="stylesheet" href="/assets/root.css"/><link rel="preload" as="font" href="/assets/f.woff2"/></head>';
/** React Router's module script as <Scripts> writes it (react-router/dist/.../ssr/components.js). */
const MODULE_SCRIPT =
  ';\nimport * as route0 from "/assets/root-DmZH0tLf.js";\nimport * as route1 from "/assets/check-BbQ-NLX2.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-CI5aXqnL.js"},"version":"0e912bf7"};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/check":route1};\n\nimport("/assets/entry.client-CI5aXqnL.js");';
const BODY =
  '<body><p>Café ☎ 1-833-372-8311 type="module"</p><link rel="modulepreload" href="/later.js"/>' +
  `<script nonce="abc">window.__reactRouterContext = {};</script><script nonce="abc" type="module" async="">${MODULE_SCRIPT}</script>` +
  '<script nonce="abc">window.__reactRouterContext.streamController.enqueue("é");</script></body></html>';
const AFTER_PAINT_BODY = BODY.replace(MODULE_SCRIPT, importsAfterFirstPaint(MODULE_SCRIPT));

async function through(chunks: string[] | Uint8Array[]): Promise<string> {
  const bytes = chunks.map((c) => (typeof c === "string" ? new TextEncoder().encode(c) : c));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const b of bytes) controller.enqueue(b);
      controller.close();
    },
  });
  return new Response(startAfterFirstPaint(stream)).text();
}

describe("what a page asks for before its first paint (lib/page-start)", () => {
  it("drops every modulepreload link and keeps the stylesheet, the font preload and the rest", () => {
    const out = dropModulePreloads(HEAD);
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('rel="stylesheet"');
    expect(out).toContain('rel="preload" as="font"');
    expect(out).toContain("<title>Scams — “help”</title>");
  });

  it("loads the route modules only after the first paint, then runs the rest of the script in order", async () => {
    const script = importsAfterFirstPaint(MODULE_SCRIPT);
    expect(script).not.toMatch(/^\s*import\s*[*"{]/m);
    expect(script).toContain('Promise.all([import("/assets/root-DmZH0tLf.js"),import("/assets/check-BbQ-NLX2.js")])');
    expect(script).toContain('observe({type:"paint",buffered:true})');
    // The statements run with the same names, after the imports: the manifest, the modules, then the entry.
    const order = [
      "function([route0,route1])",
      "window.__reactRouterManifest",
      "window.__reactRouterRouteModules",
      'import("/assets/entry.client',
    ];
    const at = order.map((part) => script.indexOf(part));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // It is still one valid script (a module may use import()).
    expect(() => new Function(script.replaceAll("import(", "load("))).not.toThrow();
  });

  it("leaves a module script with another static import as it is", () => {
    const withHmr = `import "/@vite/client";${MODULE_SCRIPT}`;
    expect(importsAfterFirstPaint(withHmr)).toBe(withHmr);
    expect(importsAfterFirstPaint('import("/assets/entry.client.js");')).toBe('import("/assets/entry.client.js");');
  });

  it("rewrites only the head and the module script of a stream, whatever the chunk boundaries, and keeps every other byte", async () => {
    const page = HEAD + BODY;
    const expected = dropModulePreloads(HEAD) + AFTER_PAINT_BODY;
    expect(expected).toContain('<link rel="modulepreload" href="/later.js"/>');
    expect(await through([page])).toBe(expected);
    const bytes = new TextEncoder().encode(page);
    // Every split point, including inside "</head>" and inside multi-byte characters.
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
    // One byte at a time.
    expect(await through([...bytes].map((b) => Uint8Array.of(b)))).toBe(expected);
  });

  it("passes a stream with no head end through, rewritten", async () => {
    expect(await through(['<link rel="modulepreload" href="/a.js"/><p>x</p>'])).toBe("<p>x</p>");
    expect(await through([])).toBe("");
  });
});

describe("dates without Intl (lib/dates)", () => {
  it("writes what toLocaleDateString wrote, for every month, a leap day and a timestamp", () => {
    const days = ["2025-01-01", "2025-02-28", "2024-02-29", "2025-03-09", "2025-12-31", "2026-11-23T23:59:59.000Z"];
    for (let m = 1; m <= 12; m++) days.push(`2026-${String(m).padStart(2, "0")}-15`);
    for (const iso of days) {
      const intl = new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString("en-US", {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      });
      expect(formatDate(iso)).toBe(intl);
    }
    expect(formatDate("2025-08-20")).toBe("August 20, 2025");
  });
});

describe("fallback font metrics (app.css)", () => {
  const css = readFileSync("app/app.css", "utf8");
  /** Each @font-face rule of app.css, by family and weight. */
  const rules = new Map(
    [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => [
      `${body.match(/font-family: "([^"]+)"/)?.[1]} ${body.match(/font-weight: (\d+)/)?.[1]}`,
      body,
    ]),
  );

  for (const [weight, web, fallbacks] of [
    [400, atkinson, { Arial: arial, Roboto: roboto }],
    [700, atkinsonBold, { Arial: arialBold, Roboto: robotoBold }],
  ] as const) {
    const { fontFaces } = createFontStack([web, fallbacks.Arial, fallbacks.Roboto], { fontFaceFormat: "styleObject" });
    for (const [i, name] of (["Arial", "Roboto"] as const).entries()) {
      it(`sizes the ${name} fallback at weight ${weight} to Atkinson Hyperlegible Next's measurements`, () => {
        const rule = rules.get(`Atkinson Fallback ${name} ${weight}`) ?? "";
        expect(rule).toContain(`local("${fallbacks[name].fullName}")`);
        for (const key of ["ascentOverride", "descentOverride", "sizeAdjust"] as const) {
          const property = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
          expect(rule, `${name} ${weight} ${property}`).toContain(`${property}: ${fontFaces[i]?.["@font-face"][key]};`);
        }
      });
    }
  }

  it("puts the sized fallbacks right after the web font", () => {
    expect(css).toMatch(/--font-sans:\s*"Atkinson Hyperlegible Next", "Atkinson Fallback Arial", "Atkinson Fallback Roboto",/);
  });
});

describe("page memory (app/server/page-memory.server.ts)", () => {
  const page = (body: string, headers: Record<string, string> = {}) =>
    new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });
  const HTML =
    '<!DOCTYPE html><html lang="en"><head><script nonce="OLD">1</script></head><body><script nonce="OLD">2</script></body></html>';

  it("answers with a fresh nonce everywhere and the reader's text size", async () => {
    const kept = await keep("k1", page(HTML), new Headers({ "Content-Type": "text/html" }), 0);
    const html = await answer(kept, "NEW", "larger", false).text();
    expect(html).toBe(HTML.replaceAll("OLD", "NEW").replace("<html ", '<html data-text-size="larger" '));
    expect(await answer(kept, "NEW", "normal", true).text()).toBe("");
  });

  it("forgets a page after ten minutes, and the oldest pages first past 16 MB", async () => {
    await keep("k2", page(HTML), new Headers(), 0);
    expect(recall("k2", 599_999)).not.toBeNull();
    expect(recall("k2", 600_000)).toBeNull();
    const big = "x".repeat(2_500_000); // 5 MB in memory each
    for (const key of ["a", "b", "c"]) await keep(key, page(big), new Headers(), 0);
    expect(recall("a", 1)).not.toBeNull(); // now the most recently used
    await keep("d", page(big), new Headers(), 0);
    expect(recall("b", 1)).toBeNull();
    expect(recall("a", 1)).not.toBeNull();
    expect(keptPages().bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
  });

  it("keeps only full HTML pages for everyone, and never for a signed-in operator", () => {
    expect(isKeepable(page(HTML))).toBe(true);
    expect(isKeepable(page(HTML, { "Cache-Control": "private, no-cache" }))).toBe(false);
    expect(isKeepable(page(HTML, { "Set-Cookie": "a=b" }))).toBe(false);
    expect(isKeepable(new Response("{}", { headers: { "Content-Type": "application/json" } }))).toBe(false);
    expect(isKeepable(new Response(HTML, { status: 404, headers: { "Content-Type": "text/html" } }))).toBe(false);
    expect(isSignedOut(new Request("https://x.org/", { headers: { Cookie: "text-size=large; quiz=1" } }))).toBe(true);
    expect(isSignedOut(new Request("https://x.org/", { headers: { Cookie: "text-size=large; __operator=abc" } }))).toBe(false);
  });
});
