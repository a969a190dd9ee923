import { expect, test } from "@playwright/test";

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
