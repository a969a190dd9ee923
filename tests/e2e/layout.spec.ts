import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { HOTLINE } from "../support/hotline";

test("every page shows the emergency line as a tap-to-call link in the same place", async ({ page }) => {
  for (const path of ["/", "/about", "/privacy", "/search", "/no-such-page"]) {
    await gotoHydrated(page, path);
    const line = page.getByTestId("emergency-line").getByRole("link", { name: /National Elder Fraud Hotline/ });
    await expect(line).toHaveAttribute("href", HOTLINE.href);
    await expect(line).toHaveText(HOTLINE.text);
  }
});

test("header and footer carry the site's links", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [name, href] of [
    ["Phone Scams", "/scam-types/phone-scams"],
    ["Text Scams", "/scam-types/text-scams"],
    ["Social Media", "/scam-types/social-media-scams-2025"],
    ["Protect Yourself", "/protect-yourself"],
    ["Resources", "/resources"],
    ["Blog", "/blog"],
  ]) {
    await expect(nav.getByRole("link", { name: name!, exact: true })).toHaveAttribute("href", href!);
  }
  await expect(page.getByRole("banner").getByRole("link", { name: "Get Help", exact: true })).toHaveAttribute("href", "/help-now");
  // One way to help at the top, not two (the emergency bar had its own "Get help now").
  await expect(page.locator(".emergency-bar, header.site-header").getByRole("link", { name: /get help/i })).toHaveCount(1);
  const footer = page.getByRole("contentinfo");
  for (const href of ["/if-targeted", "/examples", "/about", "/privacy", "/contact", "/sitemap"]) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(footer).toContainText("Protecting seniors since 2024");
  await expect(footer).toContainText("© 2024");
  for (const heading of ["Protection Hub", "Resources", "Legal"]) {
    await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
  }
});

test("keyboard reaches the header links in order, starting with the skip link", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  const reached: string[] = [];
  for (let i = 0; i < 16; i++) {
    await page.keyboard.press("Tab");
    reached.push(await page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim()));
  }
  const order = [
    HOTLINE.text,
    "Scam Shield for Seniors",
    "Phone Scams",
    "Text Scams",
    "Social Media",
    "Protect Yourself",
    "Resources",
    "Blog",
    "Search",
    "Get Help",
  ];
  const positions = order.map((label) => reached.findIndex((r) => r.includes(label)));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("every page sets title, description and an absolute canonical link", async ({ request }) => {
  for (const path of ["/", "/about", "/privacy", "/search"]) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path === "/" ? "/" : path}"`));
  }
});

test("unknown paths show the not-found screen with status 404", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (m) => messages.push(m.text()));
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect.poll(() => messages.some((m) => m.includes("/this/does/not/exist"))).toBe(true);
  await page.getByRole("link", { name: "Return to Safety" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("text size choice is remembered and rendered by the server", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.getByRole("button", { name: "Larger" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-text-size", "larger");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-text-size", "larger");
  const size = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(parseFloat(size)).toBe(24);
  await page.getByRole("button", { name: "Normal" }).click();
  await page.reload();
  await expect(page.locator("html")).not.toHaveAttribute("data-text-size", /.+/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("text size still works through the form", async ({ page }) => {
    await page.goto("/privacy");
    const reloaded = page.waitForResponse((r) => r.request().method() === "GET" && r.url().endsWith("/privacy"));
    await page.getByRole("button", { name: "Large", exact: true }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
  });
});

test("body text is at least 18px and buttons at least 44px tall", async ({ page }) => {
  await gotoHydrated(page, "/");
  const body = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  expect(body).toBeGreaterThanOrEqual(18);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main button, main .btn-primary, main .btn-secondary, header a, header button")]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ text: el.innerText, h: el.getBoundingClientRect().height, w: el.getBoundingClientRect().width }))
      .filter((r) => r.h < 44 || r.w < 44),
  );
  expect(small).toEqual([]);
});
