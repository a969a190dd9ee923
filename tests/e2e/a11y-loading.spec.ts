import { expect, test } from "@playwright/test";
import { axeViolations } from "./helpers";

test("axe on the home page while the testimonials are still loading", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByTestId("testimonial-skeleton")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
