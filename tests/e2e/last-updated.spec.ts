import { expect, type Page, test } from "@playwright/test";
import { formatDate } from "../../app/lib/dates.ts";
import { gotoHydrated } from "./helpers";

/**
 * Every content page says when it last changed, with the registry's date. The registry
 * needs Vite to load, so its dates are read from the sitemap, which lists them as <lastmod>.
 */
async function registryDates(page: Page): Promise<Map<string, string>> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const dates = new Map<string, string>();
  for (const [, loc, lastmod] of xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g))
    dates.set(new URL(loc ?? "").pathname, lastmod ?? "");
  return dates;
}

const line = (page: Page) => page.getByText(/^Last updated:/);

async function expectDate(page: Page, date: string | undefined) {
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(line(page)).toHaveCount(1);
  await expect(line(page)).toHaveText(`Last updated: ${formatDate(date ?? "")}`);
  await expect(line(page).locator("time")).toHaveAttribute("datetime", date ?? "");
}

test.describe("Last updated", () => {
  for (const path of [
    "/",
    "/protect-yourself/phone-protection",
    "/2025-trends",
    "/caregiver-guide",
    "/scam-database",
    "/about",
    "/if-targeted",
  ]) {
    test(`${path} shows the registry's date`, async ({ page }) => {
      const dates = await registryDates(page);
      await page.goto(path);
      await expectDate(page, dates.get(path));
    });
  }

  test("a guide and a blog post show their own date once, with no second line", async ({ page }) => {
    const dates = await registryDates(page);
    await page.goto("/scam-types/phone-scams");
    await expect(page.getByText(/Last updated/)).toHaveCount(1);
    await expect(page.locator(`time[datetime="${dates.get("/scam-types/phone-scams")}"]`)).toHaveCount(1);
    const post = [...dates.keys()].find((p) => p.startsWith("/blog/")) ?? "";
    await page.goto(post);
    await expect(line(page)).toHaveCount(0);
    await expect(page.locator(`time[datetime="${dates.get(post)}"]`).first()).toBeVisible();
  });

  test("the date follows the page on a navigation in the browser", async ({ page }) => {
    const dates = await registryDates(page);
    await gotoHydrated(page, "/blog");
    await expectDate(page, dates.get("/blog"));
    // To a post, which shows its own (older) date: the layout's line must go, not stay from /blog.
    const post = page.locator('main a[href^="/blog/"]:not([href$=".xml"])').first();
    const href = (await post.getAttribute("href")) ?? "";
    await post.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(line(page)).toHaveCount(0);
    expect(dates.get(href), "a post's date differs from the site's pages").not.toBe(dates.get("/family-kit"));
    // And on to a page with its own registry date.
    await page.getByRole("contentinfo").getByRole("link", { name: "Family Safety Kit", exact: true }).click();
    await expect(page).toHaveURL(/\/family-kit$/);
    await expectDate(page, dates.get("/family-kit"));
  });

  test("no line on an address the registry does not list", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(line(page)).toHaveCount(0);
  });
});
