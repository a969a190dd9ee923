import { expect, type Page, test } from "@playwright/test";
import { EMAIL_QUIZ } from "../../app/features/quiz/words/email.ts";
import { SMS_QUIZ } from "../../app/features/quiz/words/sms.ts";
import { REGISTRY_PAGES } from "./built-pages";
import { contrast, headingLevels, headingProblems, placeholderColours } from "./page-checks";
import { axeViolations, gotoHydrated, oneTabPerWorker, showLater } from "./helpers";

/**
 * Things that look like they work do work (checklists, the training
 * buttons, a carousel that holds still for a slow reader), and the words are plain (jargon
 * explained, headings in order, placeholders readable).
 */

const CHECKLIST_PAGES = [
  "/if-targeted",
  "/recovery-hub",
  "/caregiver-guide",
  "/protect-yourself",
  "/family-kit",
  "/blog/ai-voice-cloning-grandparent-scams",
];

test.describe("checklists", () => {
  for (const path of CHECKLIST_PAGES) {
    test(`a tick on ${path} is kept after a reload, on this page only`, async ({ page }) => {
      await gotoHydrated(page, path);
      const boxes = page.getByRole("checkbox");
      expect(await boxes.count()).toBeGreaterThan(1);
      await boxes.nth(1).check();
      await page.reload();
      await page.waitForSelector("html[data-hydrated]");
      await expect(boxes.nth(1)).toBeChecked();
      await expect(boxes.nth(0)).not.toBeChecked();
      // Kept in this browser only: the stored value names the page and the item.
      const stored = await page.evaluate((p) => localStorage.getItem(`checklist-ticks:${p}`), path);
      expect(JSON.parse(stored!)).toHaveLength(1);
      await boxes.nth(1).uncheck();
      await page.reload();
      await page.waitForSelector("html[data-hydrated]");
      await expect(boxes.nth(1)).not.toBeChecked();
    });
  }

  test("each box is a labelled checkbox with a row at least 44 px tall", async ({ page }) => {
    await gotoHydrated(page, "/if-targeted");
    const first = page.getByRole("checkbox").first();
    await expect(first).toHaveAccessibleName(/\w{3,}/);
    const row = page.locator("label.checklist-item").first();
    const box = (await row.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    // The words tick the box too.
    await row.locator("span").click();
    await expect(first).toBeChecked();
  });

  test("a ticked box prints ticked and an unticked one as an empty box", async ({ page }) => {
    await gotoHydrated(page, "/recovery-hub");
    const boxes = page.getByRole("checkbox");
    await boxes.first().check();
    await page.emulateMedia({ media: "print" });
    await expect(boxes.first()).toBeVisible();
    await expect(boxes.first()).toBeChecked();
    await expect(boxes.nth(1)).toBeVisible();
    // Drawn on paper: the ticked box is mostly ink (filled with its colour), the empty one mostly paper.
    const ink = async (i: number) => {
      const shot = await boxes.nth(i).screenshot();
      return darkShare(page, shot);
    };
    expect(await ink(0)).toBeGreaterThan(0.4);
    expect(await ink(1)).toBeLessThan(0.4);
  });

  test("the privacy page says the ticks stay on this device, and how to clear them", async ({ page }) => {
    await page.goto("/privacy");
    const item = page.locator("main li", { hasText: "The boxes you tick on a checklist" });
    await expect(item).toContainText("only in your own browser on this device");
    await expect(item).toContainText("never sent to us");
    await expect(item).toContainText("press “Clear my ticks” under the list");
  });

  test("'Clear my ticks' clears one checklist, on this device, and says so", async ({ page }) => {
    await gotoHydrated(page, "/recovery-hub");
    const lists = page.locator("[data-checklist]");
    const [first, second] = [lists.nth(0), lists.nth(1)];
    // Nothing ticked: nothing to clear, and nothing said.
    await expect(page.getByRole("button", { name: "Clear my ticks" })).toHaveCount(0);
    await first.getByRole("checkbox").nth(0).check();
    await first.getByRole("checkbox").nth(1).check();
    await second.getByRole("checkbox").nth(0).check();
    await expect(first.getByText("Your ticks are kept only on this device, in this browser. They are never sent to us.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Clear my ticks" })).toHaveCount(2);
    // A shared computer: the next reader sees the ticks and the button.
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect(first.getByRole("checkbox").nth(1)).toBeChecked();
    const clear = first.getByRole("button", { name: "Clear my ticks" });
    await expect(clear).toBeVisible();
    expect((await clear.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);
    await clear.focus();
    await page.keyboard.press("Enter");
    for (const box of await first.getByRole("checkbox").all()) await expect(box).not.toBeChecked();
    await expect(first.getByRole("status")).toHaveText("Your ticks on this list are cleared.");
    await expect(clear).toBeHidden();
    await expect(first.getByRole("checkbox").first()).toBeFocused();
    // The page's other lists keep their ticks, after a reload too.
    await expect(second.getByRole("checkbox").first()).toBeChecked();
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect(first.getByRole("checkbox").nth(1)).not.toBeChecked();
    await expect(second.getByRole("checkbox").first()).toBeChecked();
    await expect(first.getByRole("status")).toHaveText("");
  });

  test("'Clear my ticks' clears a blog post's checklist", async ({ page }) => {
    await gotoHydrated(page, "/blog/ai-voice-cloning-grandparent-scams");
    const list = page.locator(".post-body [data-checklist]");
    await list.getByRole("checkbox").first().check();
    await list.getByRole("button", { name: "Clear my ticks" }).click();
    await expect(list.getByRole("checkbox").first()).not.toBeChecked();
    await expect(list.getByRole("status")).toHaveText("Your ticks on this list are cleared.");
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect(list.getByRole("checkbox").first()).not.toBeChecked();
    await expect(list.getByRole("button", { name: "Clear my ticks" })).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the boxes still tick (they are just not remembered, so there is nothing to clear)", async ({ page }) => {
      await page.goto("/if-targeted");
      const box = page.getByRole("checkbox").first();
      await box.check();
      await expect(box).toBeChecked();
      await page.getByRole("checkbox").nth(1).click();
      await expect(page.getByRole("checkbox").nth(1)).toBeChecked();
      await expect(page.getByRole("button", { name: "Clear my ticks" })).toHaveCount(0);
    });
  });
});

/** The share of an image's pixels that are dark (ink), measured in the page. */
async function darkShare(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext("2d")!;
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, img.width, img.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 300) dark++;
    return dark / (data.length / 4);
  }, png.toString("base64"));
}

const TRAINING = [
  { name: "Email Phishing Test", tab: "email", first: EMAIL_QUIZ[0]!.subject },
  { name: "SMS Challenge", tab: "sms", first: SMS_QUIZ[0]!.message },
] as const;

test.describe("the home page's Advanced Training buttons open their own quiz", () => {
  for (const js of [true, false]) {
    test.describe(js ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled: js });
      for (const { name, tab, first } of TRAINING) {
        test(name, async ({ page }) => {
          if (js) await gotoHydrated(page, "/");
          else await page.goto("/");
          await page.getByRole("link", { name: new RegExp(`Start Advanced Training\\s?: ${name}`) }).click();
          await expect(page).toHaveURL(new RegExp(`/scam-quizzes\\?tab=${tab}$`));
          await expect(page.getByText(first, { exact: true })).toBeVisible();
          // Not the phone quiz.
          await expect(page.getByTestId("call-transcript")).toHaveCount(0);
        });
      }
    });
  }
});

test.describe("the testimonial carousel holds still for a slow reader", () => {
  test("while keyboard focus is inside it", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await showLater(page, page.getByTestId("testimonial-skeleton"));
    await page.clock.runFor(1000);
    await page.mouse.move(0, 0);
    const slide = page.getByTestId("testimonial-slide");
    await expect(slide).toHaveAttribute("aria-label", "1 of 6");
    await page.getByRole("button", { name: "Next story" }).focus();
    await page.clock.runFor(90_000);
    await expect(slide).toHaveAttribute("aria-label", "1 of 6");
    await page.getByRole("link", { name: "View All Articles" }).focus();
    // It moves on again at its usual pace: 30 s, time to read a story.
    await page.clock.runFor(20_000);
    await expect(slide).toHaveAttribute("aria-label", "1 of 6", { timeout: 1000 });
    await page.clock.runFor(10_000);
    await expect(slide).toHaveAttribute("aria-label", "2 of 6");
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true });
    test("while a finger is on it, and moves on again after it lifts", async ({ page }) => {
      await page.clock.install();
      await gotoHydrated(page, "/");
      await showLater(page, page.getByTestId("testimonial-skeleton"));
      await page.clock.runFor(1000);
      const carousel = page.getByTestId("testimonial-carousel");
      const slide = page.getByTestId("testimonial-slide");
      await expect(slide).toHaveAttribute("aria-label", "1 of 6");
      const box = (await slide.boundingBox())!;
      const touch = { identifier: 1, clientX: box.x + 20, clientY: box.y + 20 };
      // Touch events alone (no pointer events), as when a finger rests on it or scrolls across it.
      await slide.dispatchEvent("touchstart", { touches: [touch], changedTouches: [touch] });
      await page.clock.runFor(90_000);
      await expect(slide).toHaveAttribute("aria-label", "1 of 6");
      await slide.dispatchEvent("touchend", { touches: [], changedTouches: [touch] });
      await page.clock.runFor(20_000);
      await expect(slide).toHaveAttribute("aria-label", "1 of 6", { timeout: 1000 });
      await page.clock.runFor(10_000);
      await expect(slide).toHaveAttribute("aria-label", "2 of 6");
      // The Pause button stays (WCAG 2.2.2).
      await expect(carousel.getByTestId("carousel-pause")).toBeVisible();
    });
  });
});

test("the public sitemap page has no operator tools", async ({ page }) => {
  await page.goto("/sitemap");
  await expect(page.getByRole("heading", { name: "Sitemap", level: 1 })).toBeVisible();
  await expect(page.getByText("Search engine submission")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Submit/ })).toHaveCount(0);
});

test("the footer keeps the site's tagline, copyright and one plain provider credit, and no hosting jargon", async ({ page }) => {
  await page.goto("/about");
  const footer = page.locator("footer");
  await expect(footer).toContainText("Protecting seniors since 2024");
  await expect(footer).toContainText("© 2024");
  await expect(footer.getByRole("link", { name: "Website built with Cloudflare" })).toHaveCount(1);
  await expect(page.locator("body")).not.toContainText(/Hosted on|Cloudflare Workers/);
});

test("the newsletter button says what it does", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Email me scam alerts" })).toBeVisible();
  await expect(page.getByText("Activate My Scam Shield")).toHaveCount(0);
});

test("placeholders are at AAA contrast (7:1)", async ({ page }) => {
  for (const path of ["/", "/sitemap", "/scam-database", "/tools/link-checker"]) {
    await page.goto(path);
    const fields = await placeholderColours(page);
    expect(fields.length, path).toBeGreaterThan(0);
    for (const p of fields) expect(contrast(p.fg, p.bg), `${path}: placeholder of ${p.name}`).toBeGreaterThanOrEqual(7);
  }
});

// Every registry page, and the quiz center's other tabs, without JavaScript: one test each.
const withoutScripts = oneTabPerWorker({ javaScriptEnabled: false });
for (const path of [...REGISTRY_PAGES, "/scam-quizzes?tab=email", "/scam-quizzes?tab=sms"]) {
  withoutScripts(`without JavaScript, ${path}: the headings are in order`, async ({ tab }) => {
    await tab.goto(path);
    expect(headingProblems(await headingLevels(tab)).map((p) => `${path}: ${p}`)).toEqual([]);
  });
}
