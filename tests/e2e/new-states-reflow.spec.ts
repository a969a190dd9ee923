import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

/*
 * What a page shows only after the reader does something (reflow-and-links.spec.ts checks pages as
 * they load): the search's "Get help now" box, the sign-up's answer with a long address, the
 * contact form's "call now" box and "Clear my ticks" fit a 320 px phone and Larger text on a
 * 390 px phone without sideways scrolling, and their controls are 44 px tall.
 */

const LAYOUTS = [
  { width: 320, size: "normal" },
  { width: 390, size: "larger" },
] as const;

async function fits(page: Page, what: string) {
  for (const layout of LAYOUTS) {
    await page.setViewportSize({ width: layout.width, height: 800 });
    await page.evaluate((size) => document.documentElement.setAttribute("data-text-size", size), layout.size);
    const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(over, `${what} at ${layout.width} px, ${layout.size} text`).toBeLessThanOrEqual(0);
  }
}

test("the search's 'Get help now' box", async ({ page }) => {
  await page.goto("/search?q=my+grandson+is+in+jail");
  const help = page.getByTestId("search-help-now");
  await expect(help).toBeVisible();
  await fits(page, "the help box");
  expect((await help.getByRole("link", { name: "Get my plan now" }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect((await help.getByRole("link", { name: /Call the National Elder Fraud Hotline/ }).boundingBox())!.height).toBeGreaterThanOrEqual(
    44,
  );
});

test("the sign-up's answer with a long address", async ({ page }) => {
  await gotoHydrated(page, "/newsletter");
  const form = page.locator('form[action^="/newsletter"]');
  await form.getByLabel("Your email address").fill(`a.very.long.address.for.a.narrow.phone.${Date.now()}@example.org`);
  // As a bot: the answer is the same, and nothing is stored or counted.
  await form.locator('input[name="website"]').evaluate((el) => {
    (el as HTMLInputElement).value = "bot";
  });
  await form.getByRole("button", { name: "Email me scam alerts" }).click();
  await expect(page.getByTestId("newsletter-sent-to")).toBeVisible();
  await fits(page, "the answer");
});

test("the contact form's 'call now' box", async ({ page }) => {
  await page.goto("/contact?subject=current");
  const callNow = page.getByTestId("contact-call-now");
  await expect(callNow).toBeVisible();
  await fits(page, "the call now box");
  for (const link of await callNow.getByRole("link").all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

test("'Clear my ticks'", async ({ page }) => {
  await gotoHydrated(page, "/if-targeted");
  await page.getByRole("checkbox").first().check();
  await expect(page.getByRole("button", { name: "Clear my ticks" })).toBeVisible();
  await fits(page, "the clear button and its note");
});
