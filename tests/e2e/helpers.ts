import type { Page } from "@playwright/test";

export { axeViolations } from "./axe.ts";

/** Opens a page and waits until React has hydrated it, so clicks exercise the JavaScript path. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
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
