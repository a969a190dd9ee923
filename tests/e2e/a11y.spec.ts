import { expect, test } from "@playwright/test";
import { builtPages } from "./built-pages";
import { axeViolations } from "./helpers";

// Pages the Worker renders per request (the registry's non-prerendered /search among them).
const EXTRA = [
  // Rendered per request (they show alerts from D1), so not among the prerendered files.
  "/",
  "/alerts",
  "/alerts/texts-about-unpaid-tolls",
  "/alerts/no-such-alert",
  "/alerts/confirm?c=broken",
  "/alerts/unsubscribe?t=00000000000000000000000000000000",
  "/admin/login",
  "/search",
  "/search?q=quiz",
  "/search?q=zzzzzz",
  "/no-such-page",
  "/examples?tab=email",
  "/sitemap?category=Emergency",
  "/blog/no-such-post",
  "/help-now",
  "/help-now?for=helper&step=4&contact=phone&story=family",
  "/help-now?for=me&contact=phone&story=family&paid=gift-card&shared=none&step=6",
  "/help-now/plan?for=me&contact=phone&story=family&paid=gift-card&shared=none&state=FL",
  "/help-now/plan?for=helper&contact=social&story=romance&paid=wire&shared=ssn&shared=medicare",
  "/help-now/plan?for=me",
  "/family-kit",
];

for (const path of [...builtPages(), ...EXTRA]) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    // Let the page hydrate and the testimonials finish loading.
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
  });
}
