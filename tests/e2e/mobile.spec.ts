import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

test("the mobile menu opens from the keyboard and lists every header link", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const button = page.getByRole("button", { name: "Menu" });
  await button.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu).toBeVisible();
  for (const name of ["Phone Scams", "Text Scams", "Social Media", "Protect Yourself", "Resources", "Blog", "Get Help"]) {
    await expect(menu.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test("the mobile menu link navigates and closes", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.getByRole("button", { name: "Menu" }).click();
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: /Get Help/ })
    .click();
  await expect(page).toHaveURL(/\/help-now$/);
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the menu button leads to the footer's links", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: "Menu" }).click();
    await expect(page).toHaveURL(/#footer-nav$/);
    await expect(page.locator("#footer-nav").getByRole("link", { name: "Phone Scams" })).toBeVisible();
  });
});
