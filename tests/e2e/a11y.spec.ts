import { expect, test } from "@playwright/test";
import { builtPages, RENDERED_PAGES } from "./built-pages";
import { axeViolations } from "./helpers";

for (const path of [...builtPages(), ...RENDERED_PAGES]) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    // Let the page hydrate and the testimonials finish loading.
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
  });
}
