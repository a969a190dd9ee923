// Shared by the browser tests and `npm run audit` (scripts/audit.mjs, which Node 24 runs with this
// file's types stripped, hence the explicit extensions and type-only imports).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The site's axe scan: WCAG 2.2 AA and best practice, with AAA contrast, as one line per violation. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself. The default mode runs each frame's part in the page, then opens
    // a blank page to put them together: the same violations here (the site has no cross-origin
    // frames) at 2 to 2.5 times the time, and the scans were most of the browser tests' time.
    .setLegacyMode(true)
    // A sandboxed frame is the operator's email preview: axe cannot enter it (no scripts), and the
    // email's own rules (text size, contrast, no images) are held by tests/unit/alerts.test.ts.
    .exclude("iframe[sandbox]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Full detail for violations only (passes come back with one node each): half the time again.
    // On the home page, 0.9 s against 3.6 s for the default mode with every result.
    .options({ resultTypes: ["violations"], rules: { "color-contrast-enhanced": { enabled: true } } })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
