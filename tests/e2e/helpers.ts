import { expect, type Locator, type Page } from "@playwright/test";

export { axeViolations } from "./axe.ts";

/** Opens a page and waits until React has hydrated it, so clicks exercise the JavaScript path. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
}

/**
 * Scrolls to a part of the page whose code loads later (app/components/ui/later.tsx), passes the
 * pointer over it (a part loaded on first use) and waits until it is drawn with its code.
 */
export async function showLater(page: Page, inside: Locator) {
  await inside.scrollIntoViewIfNeeded();
  await inside.dispatchEvent("pointerover");
  await expect(page.locator('[data-later="ready"]').filter({ has: inside })).toHaveCount(1);
}

/**
 * Holds the guide PDF's answer until `release()` is called, so a test can see the button while it
 * is busy; `download` is the download that follows.
 */
export async function holdGuideDownload(page: Page, slug: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/guides/${slug}.pdf`, async (route) => {
    await held;
    await route.continue();
  });
  return { release, download: page.waitForEvent("download") };
}
