// Shared by the browser tests and `npm run audit` (scripts/audit.mjs, which Node 24 runs with this
// file's types stripped, hence the explicit extensions and type-only imports).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import type { Page } from "@playwright/test";

/*
 * axe-core's minified build, put into the page once per document and run there. @axe-core/playwright
 * put the 1.5 MB unminified build into the page twice per scan, and compiling it was most of each
 * scan's time (decision 0039).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
  // AAA contrast (7:1, large text 4.5:1). axe's AAA rule reports only text between AA's ratio and
  // AAA's, so AA's own rule stays on for the text below it.
  rules: { "color-contrast-enhanced": { enabled: true } },
  // Full detail for violations only (passes come back with one node each): half the time again.
  resultTypes: ["violations"],
};

type AxeWindow = { axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> } };

/** The site's axe scan: WCAG 2.2 AA and best practice, with AAA contrast, as one line per violation. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A new document (a full load) has no axe; a move within the site keeps the one put in.
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === "function"))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (options) => {
    // The scan does not enter frames. The one frame on the site is the operator's email preview,
    // sandboxed with no scripts, so nothing can run in it; the email's own rules (text size,
    // contrast, no images) are held by tests/unit/alerts.test.ts, and the frame itself (its title)
    // is scanned here. Anything else that holds another document would go unscanned: it fails.
    const unscanned = [...document.querySelectorAll("iframe, frame, object, embed")].find(
      (el) => !(el instanceof HTMLIFrameElement && el.hasAttribute("sandbox") && !el.sandbox.contains("allow-scripts")),
    );
    if (unscanned) return [`a frame the scan cannot enter: ${unscanned.outerHTML.slice(0, 80)}`];
    // Parts far from the screen are laid out only when a reader nears them (content-visibility,
    // decision 0041). axe's overlap and contrast rules read the geometry of parts not laid out and
    // saw a button behind text 760 px away; the scan sees every part as a reader reaching it would.
    const laidOut = document.createElement("style");
    laidOut.textContent = "*{content-visibility:visible!important}";
    document.head.append(laidOut);
    try {
      // A style the page's CSP refused has no sheet: the scan would then misread those parts again.
      if (!laidOut.sheet) throw new Error("the scan could not add its style (content-visibility) to the page");
      const results = await (window as AxeWindow).axe!.run(document, { ...options, iframes: false });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    } finally {
      laidOut.remove();
    }
  }, OPTIONS);
}
