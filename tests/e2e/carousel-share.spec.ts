import { expect, test } from "@playwright/test";
import { gotoHydrated, showLater } from "./helpers";

test("testimonials load after a skeleton, stay 30 seconds on a story (time to read it), and pause", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/");
  // The stories' code loads as they come near the screen; the server's skeleton shows till then.
  await expect(page.getByTestId("testimonial-skeleton")).toBeVisible();
  await showLater(page, page.getByTestId("testimonial-skeleton"));
  await expect(page.getByTestId("testimonial-skeleton")).toBeVisible();
  await page.clock.runFor(1000);
  const slide = page.getByTestId("testimonial-slide");
  await expect(slide).toHaveAttribute("aria-label", "1 of 6");
  await page.mouse.move(0, 0);
  // A story takes an older reader 15 to 30 s to read: it holds still that long. The page's clock
  // also runs in real time, so "still" is checked at once, and well before the turn.
  await page.clock.runFor(20_000);
  await expect(slide).toHaveAttribute("aria-label", "1 of 6", { timeout: 1000 });
  await page.clock.runFor(10_000);
  await expect(slide).toHaveAttribute("aria-label", "2 of 6");
  await page.getByTestId("carousel-pause").click();
  await expect(page.getByTestId("carousel-pause")).toContainText("Play");
  await page.mouse.move(0, 0);
  await page.clock.runFor(90_000);
  await expect(slide).toHaveAttribute("aria-label", "2 of 6");
  await page.getByTestId("carousel-pause").click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(30_000);
  await expect(slide).toHaveAttribute("aria-label", "3 of 6");
});

test("testimonials pause while the pointer is over them and wrap at the end", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/");
  await showLater(page, page.getByTestId("testimonial-skeleton"));
  await page.clock.runFor(1000);
  const carousel = page.getByTestId("testimonial-carousel");
  const slide = page.getByTestId("testimonial-slide");
  await carousel.hover();
  await page.clock.runFor(90_000);
  await expect(slide).toHaveAttribute("aria-label", "1 of 6");
  await page.getByRole("button", { name: "Previous story" }).click();
  await expect(slide).toHaveAttribute("aria-label", "6 of 6");
  await page.getByRole("button", { name: "Next story" }).click();
  await expect(slide).toHaveAttribute("aria-label", "1 of 6");
  await expect(carousel.getByRole("button", { name: /^Story \d+$/ })).toHaveCount(6);
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the carousel does not move by itself", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await showLater(page, page.getByTestId("testimonial-skeleton"));
    await page.clock.runFor(1000);
    await page.mouse.move(0, 0);
    await page.clock.runFor(90_000);
    await expect(page.getByTestId("testimonial-slide")).toHaveAttribute("aria-label", "1 of 6");
    await expect(page.getByTestId("carousel-pause")).toContainText("Play");
  });
});

test("share menu copies the link and opens a 600x400 share window", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    (window as unknown as { opened: unknown[] }).opened = [];
    window.open = (...args: unknown[]) => {
      (window as unknown as { opened: unknown[] }).opened.push(args);
      return null;
    };
  });
  await gotoHydrated(page, "/");
  await showLater(page, page.getByRole("heading", { name: "Please note" }));
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByRole("button", { name: "Copy Link" }).click();
  await expect(page.getByTestId("toast")).toContainText("Link copied!");
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByRole("button", { name: "Share on Facebook" }).click();
  const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
  expect(opened[0]![0]).toContain("https://www.facebook.com/sharer/sharer.php?u=");
  expect(opened[0]![2]).toContain("width=600,height=400");
});

test("a failed copy says so", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) } });
  });
  await gotoHydrated(page, "/");
  await showLater(page, page.getByRole("heading", { name: "Please note" }));
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByRole("button", { name: "Copy Link" }).click();
  await expect(page.getByTestId("toast")).toContainText("Copy failed");
});
