import { expect, test } from "@playwright/test";
import { axeViolations, gotoHydrated } from "./helpers";

// The tests' Chromium runs no page nobody sees (scripts/chromium.ts): on 156 the address bar's
// drop-down, prepared as a web page for every window, took half a core through the suite.
test("the test browser prepares no browser UI page beside the tab", async ({ page, browser }) => {
  await page.goto("/");
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send("Target.getTargets", { filter: [{}] });
  expect(targetInfos.filter((t) => t.type === "browser_ui").map((t) => t.url)).toEqual([]);
  expect(targetInfos.some((t) => t.type === "page")).toBe(true);
  await session.detach();
});

// The tests' axe scan (tests/e2e/axe.ts) runs axe-core itself: it must find what its rules are
// for, one probe for each of its tag sets. axe's AAA contrast rule reports only text between 4.5:1
// and 7:1; AA's rule finds the rest.
test("the axe scan finds what each of its rule sets is for, and fails on a frame it cannot enter", async ({ page }) => {
  await gotoHydrated(page, "/about");
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    main.insertAdjacentHTML(
      "beforeend",
      `<p id="aa" style="color:#999;background:#fff">Grey on white, 2.8 to 1.</p>
       <p id="aaa" style="color:#666;background:#fff">Darker grey on white, 5.7 to 1.</p>
       <button id="nameless" type="button"></button>
       <h6 id="skipped">Four heading levels down</h6>
       <p><button id="tiny" type="button" aria-label="One" style="all:unset;display:inline-block;width:8px;height:8px"></button><button
         type="button" aria-label="Two" style="all:unset;display:inline-block;width:8px;height:8px"></button></p>
       <iframe id="untitled" sandbox="" srcdoc="<p>An email</p>"></iframe>`,
    );
  });
  const found = await axeViolations(page);
  expect(found).toContain("color-contrast: #aa"); // wcag2aa
  expect(found).toContain("color-contrast-enhanced: #aaa"); // the AAA rule turned on by name
  expect(found.some((v) => v.startsWith("button-name:") && v.includes("#nameless"))).toBe(true); // wcag2a
  expect(found).toContain("heading-order: #skipped"); // best-practice
  expect(found.some((v) => v.startsWith("target-size:") && v.includes("#tiny"))).toBe(true); // wcag22aa
  expect(found).toContain("frame-title: #untitled"); // a sandboxed frame is not entered, but is itself scanned
  for (const frame of ['<iframe title="x" src="/about"></iframe>', '<iframe title="x" sandbox="allow-scripts" srcdoc="x"></iframe>']) {
    await page.evaluate((html) => {
      document.querySelector("main")!.innerHTML = html;
    }, frame);
    expect(await axeViolations(page)).toEqual([expect.stringMatching(/^a frame the scan cannot enter/)]);
  }
});

// On a 320 px phone, axe read this guide's parts that were not laid out yet and found a button
// behind text (and, on the Spanish guides, the text-size buttons behind a link); none of it is on
// the screen. The scan lays every part out while it runs, and gives the page back as it was.
test("the axe scan sees the parts laid out later as a reader reaching them would, and leaves them so", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  await gotoHydrated(page, "/protect-yourself/recognize-red-flags");
  const footer = page.locator("body > footer");
  expect(await footer.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("auto");
  expect(await axeViolations(page)).toEqual([]);
  expect(await footer.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("auto");
  // Whatever this guide holds: while axe runs, the parts are laid out (axe, put in by the scan
  // above, is watched as the scan calls it).
  await page.evaluate(() => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const run = axe.run.bind(axe);
    axe.run = (...args) => {
      document.body.dataset.seenDuringScan = getComputedStyle(document.querySelector("body > footer")!).contentVisibility;
      return run(...args);
    };
  });
  await axeViolations(page);
  await expect(page.locator("body")).toHaveAttribute("data-seen-during-scan", "visible");
});
