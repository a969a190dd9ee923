import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
test("axe on the home page while the testimonials are still loading", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByTestId("testimonial-skeleton")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
