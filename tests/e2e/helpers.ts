import { type BrowserContextOptions, expect, type Locator, type Page, test } from "@playwright/test";

export { axeViolations } from "./axe.ts";

/** Opens a page and waits until React has hydrated it, so clicks exercise the JavaScript path. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
}

/**
 * A test that gets, as `tab`, one tab its worker keeps from test to test, as a reader going from
 * page to page: for checks that only read a page and store nothing. A page in a fresh browser
 * context cost 1.73 s of processor time, in a kept tab 0.56 s (decision 0039). The project's
 * options (base URL, device) still apply: Playwright gives them to every new context.
 */
export function oneTabPerWorker(options: BrowserContextOptions) {
  return test.extend<object, { tab: Page }>({
    tab: [
      async ({ browser }, use) => {
        const context = await browser.newContext(options);
        await use(await context.newPage());
        await context.close();
      },
      { scope: "worker" },
    ],
  });
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
