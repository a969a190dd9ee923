import type { Page } from "@playwright/test";

export { axeViolations } from "./axe.ts";

/** Opens a page and waits until React has hydrated it, so clicks exercise the JavaScript path. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
}
