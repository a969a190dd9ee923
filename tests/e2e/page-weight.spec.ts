import { expect, type Locator, type Page, test } from "@playwright/test";
import { COMPILE_HINT, wantsCompileHint } from "../../scripts/page-chunks";
import { gotoHydrated } from "./helpers";

/** The sum of layout shifts the page has had so far (what Lighthouse reports as CLS on a short visit). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test.describe("first paint and hydration on an older phone", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const path of ["/", "/protect-yourself/phone-protection", "/blog/ai-voice-cloning-grandparent-scams", "/scam-quizzes"]) {
    test(`${path} paints before its scripts load, and does not move when the font and the scripts arrive`, async ({ page }) => {
      await gotoHydrated(page, path);
      await page.evaluate(() => document.fonts.ready);
      expect(await layoutShift(page)).toBeLessThan(0.02);
      // The page as sent announces no scripts in its head (they would compete with the CSS), yet they ran.
      const html = await (await page.request.get(path)).text();
      expect(html.slice(0, html.indexOf("</head>"))).not.toContain("modulepreload");
      expect(html).toContain('<script nonce="');
      // The route modules are not imported statically: the browser asks for them only once the page
      // has painted, so on a slow line they do not compete with the stylesheet and the font.
      expect(html).not.toMatch(/^import \* as/m);
      const { paint, firstScript } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        firstScript: Math.min(
          ...performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(firstScript).toBeGreaterThanOrEqual(paint);
      // The structured data for crawlers is built on the server only (components/ui/structured-data).
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((file) => file.endsWith(".js")),
      );
      const texts = await Promise.all(scripts.map(async (file) => [file, await (await page.request.get(file)).text()] as const));
      expect(texts.filter(([, text]) => text.includes("https://schema.org")).map(([file]) => file)).toEqual([]);
      // Each file with code worth compiling starts with V8's compile hint, so the browser compiles it
      // as it downloads, off the main thread, not during hydration (decision 0043).
      const withCode = texts.filter(([file]) => wantsCompileHint(/\/assets\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file));
      expect(withCode.filter(([, text]) => !text.startsWith(`${COMPILE_HINT}\n`)).map(([file]) => file)).toEqual([]);
      expect(withCode.length).toBeGreaterThanOrEqual(3);
    });
  }

  test("draws its text in the site's own font, in English and Spanish, with no font file to wait for", async ({ page }) => {
    // Regular and bold are written into the stylesheet (decision 0045), so no font request races the
    // first paint. A policy that refused data: fonts would show as "error".
    for (const path of ["/", "/es"]) {
      await page.goto(path);
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return {
          loaded: [...document.fonts]
            .filter((face) => face.family.replaceAll('"', "") === "Atkinson Hyperlegible Next" && face.status !== "unloaded")
            .map((face) => `${face.weight} ${face.status}`)
            .sort(),
          files: performance
            .getEntriesByType("resource")
            .map((entry) => new URL(entry.name).pathname)
            .filter((file) => /\.woff2?$/.test(file)),
          body: getComputedStyle(document.body).fontFamily,
        };
      });
      expect(fonts.loaded, path).toEqual(["400 loaded", "700 loaded"]);
      expect(fonts.files, path).toEqual([]);
      expect(fonts.body, path).toMatch(/^"?Atkinson Hyperlegible Next"?,/);
    }
  });

  test("what lies below the first screen is laid out as it comes near, and reads and takes the focus as before", async ({ page }) => {
    // The footer and each item of a kept part (decision 0041): the browser skips their layout until
    // they come near the screen, so the first paint lays out less. An item's own box is always
    // there; what it holds is laid out only once it is near.
    const laidOut = (item: Locator) =>
      item.evaluate((node) => (node.firstElementChild as Element).checkVisibility({ contentVisibilityAuto: true }));
    await gotoHydrated(page, "/scam-database");
    const results = page.getByTestId("database-results").locator(":scope > li");
    const footer = page.locator("footer");
    expect(await results.count()).toBeGreaterThan(8);
    expect(await laidOut(results.first())).toBe(true);
    expect(await laidOut(results.last())).toBe(false);
    expect(await laidOut(footer)).toBe(false);
    // Scrolled to, an item is laid out and reads as before.
    // (A record is taller than the screen, so its heading is what is scrolled to.)
    const lastHeading = results.last().getByRole("heading").first();
    await expect(async () => {
      await lastHeading.scrollIntoViewIfNeeded();
      expect(await laidOut(results.last())).toBe(true);
      await expect(lastHeading).toBeInViewport({ timeout: 1000 });
    }).toPass();
    // Reached with the keyboard (Shift+Tab from the top wraps to the page's last link, in the footer).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.keyboard.press("Shift+Tab");
    const focused = page.locator("footer a:focus");
    await expect(focused).toHaveCount(1);
    await expect(focused).toBeInViewport();
    expect(await laidOut(footer)).toBe(true);
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`the home page's lower sections are laid out as they come near (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      // While their code has not loaded, they are the server's HTML, skipped like a kept part (decision 0044).
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      if (javaScriptEnabled) await gotoHydrated(page, "/");
      else await page.goto("/");
      const sections = page.locator('main [data-later="waiting"] > section');
      await expect(sections).toHaveCount(5);
      const skipped = await sections.evaluateAll((all) =>
        all.map(
          (section) =>
            getComputedStyle(section).contentVisibility === "auto" &&
            !(section.firstElementChild as Element).checkVisibility({ contentVisibilityAuto: true }),
        ),
      );
      expect(skipped).toEqual([true, true, true, true, true]);
      const before = await page.evaluate(() => document.documentElement.scrollHeight);
      const heading = page.getByRole("heading", { name: "Latest articles" });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeInViewport();
      await expect(page.getByRole("link", { name: "View All Articles" })).toBeVisible();
      if (!javaScriptEnabled) {
        // Each guessed height is near the real one, so the page's length hardly changes as they are laid out.
        for (const section of await sections.all()) await section.scrollIntoViewIfNeeded();
        const after = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(Math.abs(after - before) / before).toBeLessThan(0.1);
      }
      await context.close();
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the Share button opens the share links", async ({ page }) => {
      await page.goto("/protect-yourself/phone-protection");
      const facebook = page.getByRole("link", { name: "Facebook" });
      await expect(facebook).toBeHidden();
      await page.locator("summary", { hasText: "Share" }).click();
      await expect(facebook).toBeVisible();
      await expect(facebook).toHaveAttribute("href", /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=.*phone-protection/);
    });
  });
});
