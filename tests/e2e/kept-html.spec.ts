import { expect, type Locator, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

// Parts wrapped in <Kept> (app/components/ui/kept.tsx, decision 0040): React keeps the server's
// HTML when the page hydrates, and draws them from data once the address changes.

/** Whether React has taken the element in hand (hydrated or drawn it). */
function drawnByReact(element: Locator) {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$")));
}

test("the database's results stay the server's HTML until a filter is sent, then show only what matches", async ({ page }) => {
  await gotoHydrated(page, "/scam-database");
  const results = page.getByTestId("database-results");
  await expect(results.locator("article")).toHaveCount(10);
  expect(await drawnByReact(results)).toBe(false);
  // The page around them did hydrate: its search form is React's.
  expect(await drawnByReact(page.getByRole("search", { name: "Search the scam database" }))).toBe(true);

  await page.getByLabel("Category").selectOption("Romance");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/category=Romance/);
  // One list, one card: the server's ten are gone, not left beside the new one.
  await expect(page.getByTestId("database-results")).toHaveCount(1);
  await expect(page.getByTestId("database-results").locator("article")).toHaveCount(1);
  expect(await drawnByReact(page.getByTestId("database-results"))).toBe(true);

  await page.goBack();
  await expect(page.getByText("Found 10 scam(s) matching all filters")).toBeVisible();
  await expect(page.getByTestId("database-results").locator("article")).toHaveCount(10);
});

test("a guide reached by a link in the browser shows its own sections, once", async ({ page }) => {
  const sections = page.locator("main [data-kept]");
  await page.goto("/scam-types/text-scams");
  const headings = await page.locator("main h2").allTextContents();
  const text = (await sections.textContent()) ?? "";

  await gotoHydrated(page, "/scam-types/phone-scams");
  expect(await sections.textContent()).not.toEqual(text);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Text Scams" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Text/);
  // Each section once, with the text guide's words: none of the phone guide's is left.
  await expect(page.locator("main h2")).toHaveText(headings);
  await expect(sections).toHaveText(text);
});

test("a guide's structured data stays as the server wrote it, and goes when a link is followed in the browser", async ({ page }) => {
  const blocks = page.locator('script[type="application/ld+json"]');
  await gotoHydrated(page, "/scam-types/phone-scams");
  const served = (await blocks.allTextContents()).map((text) => JSON.parse(text));
  expect(served.map((block) => block["@type"]).sort()).toEqual(["Article", "BreadcrumbList"]);
  expect(served.find((block) => block["@type"] === "Article").headline).toMatch(/Phone/);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Text Scams" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Text/);
  // The same page component, drawn for another guide: no block may still describe the phone guide,
  // and none is left empty (the data is built on the server only; decision 0042).
  await expect(blocks).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Phone/);
  await expect(blocks).toHaveCount(0);
});

test("a link in a kept part opens its page as it does without JavaScript", async ({ page }) => {
  await gotoHydrated(page, "/");
  const learn = page.getByRole("link", { name: "Learn about phone scams" });
  expect(await drawnByReact(learn)).toBe(false);
  await learn.click();
  await expect(page).toHaveURL(/\/scam-types\/phone-scams$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Phone/);
  // The guide's own kept sections came with the page.
  await expect(page.locator("main [data-kept] h2").first()).toBeVisible();
});
