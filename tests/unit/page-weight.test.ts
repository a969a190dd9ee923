import { readFileSync } from "node:fs";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import atkinson from "@capsizecss/metrics/atkinsonHyperlegibleNext";
import roboto from "@capsizecss/metrics/roboto";
import { describe, expect, it } from "vitest";
import { dropModulePreloads, withoutModulePreloads } from "~/lib/head-hints";

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Scams — “help”</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-DSY37lRA.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/root-D3b5XiIL.js" nonce="abc"/>' +
  '<link nonce="abc" rel="stylesheet" href="/assets/root.css"/><link rel="preload" as="font" href="/assets/f.woff2"/></head>';
const BODY =
  '<body><p>Café ☎ 1-833-372-8311</p><link rel="modulepreload" href="/later.js"/><script type="module">import("/assets/entry.client-DSY37lRA.js");</script></body></html>';

async function through(chunks: string[] | Uint8Array[]): Promise<string> {
  const bytes = chunks.map((c) => (typeof c === "string" ? new TextEncoder().encode(c) : c));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const b of bytes) controller.enqueue(b);
      controller.close();
    },
  });
  return new Response(withoutModulePreloads(stream)).text();
}

describe("module preload hints (lib/head-hints)", () => {
  it("drops every modulepreload link and keeps the stylesheet, the font preload and the rest", () => {
    const out = dropModulePreloads(HEAD);
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('rel="stylesheet"');
    expect(out).toContain('rel="preload" as="font"');
    expect(out).toContain("<title>Scams — “help”</title>");
  });

  it("rewrites only the head of a stream, whatever the chunk boundaries, and keeps every byte of the body", async () => {
    const page = HEAD + BODY;
    const expected = dropModulePreloads(HEAD) + BODY;
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

describe("fallback font metrics (app.css)", () => {
  const css = readFileSync("app/app.css", "utf8");
  const { fontFaces } = createFontStack([atkinson, arial, roboto], { fontFaceFormat: "styleObject" });

  it("sizes the Arial and Roboto fallbacks to Atkinson Hyperlegible Next's measurements", () => {
    for (const [face, name] of [
      [fontFaces[0], "Atkinson Fallback Arial"],
      [fontFaces[1], "Atkinson Fallback Roboto"],
    ] as const) {
      const block = css.slice(css.indexOf(`font-family: "${name}"`));
      const rule = block.slice(0, block.indexOf("}"));
      for (const key of ["ascentOverride", "descentOverride", "sizeAdjust"] as const) {
        const property = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        expect(rule, `${name} ${property}`).toContain(`${property}: ${face["@font-face"][key]};`);
      }
    }
  });

  it("puts the sized fallbacks right after the web font", () => {
    expect(css).toMatch(/--font-sans:\s*"Atkinson Hyperlegible Next Variable", "Atkinson Fallback Arial", "Atkinson Fallback Roboto",/);
  });
});
