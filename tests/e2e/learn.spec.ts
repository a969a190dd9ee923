import { expect, test } from "@playwright/test";
import { EXAMPLE_COUNT } from "../../app/content/examples.ts";
import { gotoHydrated } from "./helpers";

test.describe("examples tabs", () => {
  test("Phone Scams is open by default and tabs switch by click, Tab, arrow keys, Enter and Space", async ({ page }) => {
    await gotoHydrated(page, "/examples");
    const tabs = page.getByRole("navigation", { name: "Kinds of scam" });
    await expect(tabs.getByRole("link", { name: "Phone Scams" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Phone scam examples" })).toBeVisible();
    await tabs.getByRole("link", { name: "Text Scams" }).click();
    await expect(page.getByRole("heading", { name: "Text message scam examples" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Text Scams" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Phone Scams" })).not.toHaveAttribute("aria-current", /.+/);
    // Opened in place, and the address keeps it for a reload.
    await expect(page).toHaveURL(/\/examples\?tab=text$/);
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("link", { name: "Email Scams" })).toBeFocused();
    await expect(page.getByRole("heading", { name: "Email scam examples" })).toBeVisible();
    // Tab reaches the next one too, without opening it; Enter opens it.
    await page.keyboard.press("Tab");
    await expect(tabs.getByRole("link", { name: "Social Media" })).toBeFocused();
    await expect(page.getByRole("heading", { name: "Email scam examples" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Social media scam examples" })).toBeVisible();
    await page.keyboard.press("Home");
    await expect(page.getByRole("heading", { name: "Phone scam examples" })).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(page.getByRole("heading", { name: "Text message scam examples" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Text message scam examples" })).toBeVisible();
  });

  test("severity badges read 'X Risk' and Test Your Knowledge leads to the three quizzes", async ({ page }) => {
    await gotoHydrated(page, "/examples");
    await expect(page.getByText(/^(Critical|High|Medium) Risk$/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^Start\s?:/ })).toHaveCount(3);
    await expect(page.getByRole("link", { name: /Start\s?: Email Phishing Test/ })).toHaveAttribute("href", "/scam-quizzes?tab=email");
    await expect(page.getByText(`${EXAMPLE_COUNT} Typical Examples`)).toBeVisible();
    await expect(page.getByText("3 Practice Quizzes")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("each tab is a link that opens its examples", async ({ page }) => {
      await page.goto("/examples");
      await expect(page.getByRole("heading", { name: "Phone scam examples" })).toBeVisible();
      await page.getByRole("link", { name: "Email Scams" }).click();
      await expect(page).toHaveURL(/\?tab=email$/);
      await expect(page.getByRole("heading", { name: "Email scam examples" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Phone scam examples" })).toHaveCount(0);
    });
  });
});

test.describe("accordions", () => {
  test("open one at a time, close again, and work from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/scam-types/grandparent-scams");
    const first = page.locator("summary", { hasText: "Common scenario" });
    const second = page.locator("summary", { hasText: "Warning signs" });
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first.locator("..")).toHaveAttribute("open", "");
    await second.focus();
    await page.keyboard.press("Space");
    await expect(second.locator("..")).toHaveAttribute("open", "");
    await expect(first.locator("..")).not.toHaveAttribute("open", "");
    await second.click();
    await expect(second.locator("..")).not.toHaveAttribute("open", "");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("still open and show their text", async ({ page }) => {
      await page.goto("/caregiver-guide");
      const item = page.locator("details[name]").first();
      await item.locator("summary").click();
      await expect(item).toHaveAttribute("open", "");
      await expect(item.getByText("Key points")).toBeVisible();
    });
  });
});

test.describe("scam guides", () => {
  test("a guide has its sections in order, a breadcrumb and valid structured data", async ({ page }) => {
    await page.goto("/scam-types/phone-scams");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home/Scam Types/Phone Scams");
    const headings = await page.locator("main h2").allTextContents();
    const order = [
      "How This Scam Occurs",
      "How to Identify",
      "Real-World Examples",
      "If You're Being Scammed",
      "Recovery Steps",
      "Quick Resources",
    ];
    expect(headings.filter((h) => order.includes(h))).toEqual(order);
    await expect(page.getByRole("link", { name: "Report fraud to the FTC" })).toHaveAttribute("href", "https://reportfraud.ftc.gov/");
    await expect(page.getByRole("link", { name: /IC3/ })).toHaveAttribute("href", "https://www.ic3.gov/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((b) => JSON.parse(b)["@type"]);
    expect(types).toEqual(expect.arrayContaining(["BreadcrumbList", "Article"]));
  });

  test("the long address form opens the same guide", async ({ page }) => {
    await page.goto("/scam-types/phone-scams-seniors-2025");
    await expect(page.getByRole("heading", { level: 1, name: "Phone Scams" })).toBeVisible();
  });

  test("an unknown guide answers 404 with the site's message", async ({ page }) => {
    const response = await page.goto("/scam-types/no-such-scam");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Scam protection guide not found. Please check the URL or contact support.")).toBeVisible();
  });

  test("shows 'Loading protection guide...' while a guide loads", async ({ page }) => {
    await gotoHydrated(page, "/scam-types");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/scam-types/romance-scams.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: /Read the guide\s?: Romance Scams/ }).click();
    await expect(page.getByTestId("navigation-status")).toHaveText("Loading protection guide...");
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Romance Scams" })).toBeVisible();
  });

  test("the social media guide has FAQ structured data and Copy Link says 'Copied!' for 2 seconds", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.clock.install();
    await gotoHydrated(page, "/scam-types/social-media-scams-2025");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(4);
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    await page.clock.runFor(2100);
    await expect(page.getByRole("button", { name: "Copy Link" })).toBeVisible();
  });
});

test.describe("protection modules", () => {
  test("the hub lists seven modules with their times and the 2025 banner", async ({ page }) => {
    await page.goto("/protect-yourself");
    await expect(page.getByRole("link", { name: /Start lesson/ })).toHaveCount(7);
    for (const minutes of [45, 30, 25, 35, 40, 20]) await expect(page.getByText(`${minutes} minutes`).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Read Emerging Threats 2025" })).toHaveAttribute(
      "href",
      "/protect-yourself/emerging-threats-2025",
    );
  });

  test("a module shows its level, time, steps and the links onward", async ({ page }) => {
    await page.goto("/protect-yourself/phone-protection");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("25 minutes").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Block unwanted calls" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See typical scam examples" })).toHaveAttribute("href", "/examples");
    await expect(page.getByRole("link", { name: "If you're being targeted" })).toHaveAttribute("href", "/if-targeted");
  });

  test("an unknown module answers 404 with 'Module content not found'", async ({ page }) => {
    const response = await page.goto("/protect-yourself/no-such-module");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Module content not found")).toBeVisible();
  });
});

test.describe("figures and their sources", () => {
  // Prerendered pages: what a reader sees, with or without JavaScript.
  test.use({ javaScriptEnabled: false });

  test("the trends table names a source for every figure, and none is called the site's own", async ({ page }) => {
    await page.goto("/2025-trends");
    const table = page.getByRole("table", { name: "Scam figures and where they come from" });
    const sources = table.locator("td[data-label='Source']");
    await expect(sources).toHaveCount(5);
    for (const text of await sources.allTextContents()) expect(text).toMatch(/(FBI|Federal Trade Commission).*, 20\d\d$/);
    await expect(table.getByRole("link", { name: /Protecting Older Consumers/ })).toHaveAttribute("href", /^https:\/\/www\.ftc\.gov\//);
    await expect(page.getByText(/site figure|site's own|outside study/i)).toHaveCount(0);
    await expect(page.getByText("Growing Losses")).toBeVisible();
  });

  test("a lesson's and the home page's figures show their source the same way, linked", async ({ page }) => {
    await page.goto("/protect-yourself/emerging-threats-2025");
    const numbers = page.locator("section", { has: page.getByRole("heading", { name: "By the numbers" }) });
    await expect(numbers.getByText(/^Source:/)).toHaveCount(4);
    await expect(numbers.getByRole("link", { name: /Federal Trade Commission, Consumer Protection Data Spotlight, 2025/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.ftc\.gov\//,
    );
    await page.goto("/");
    await expect(page.getByText("$83,000", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "FBI Elder Fraud Report, as reported by AARP, 2024" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.aarp\.org\//,
    );
  });
});

test("critical emergency steps are red and the others amber", async ({ page }) => {
  await page.goto("/if-targeted");
  const steps = page.locator("li[data-critical]");
  await expect(steps.first()).toHaveAttribute("data-critical", "true");
  const colors = await steps.evaluateAll((els) => els.map((el) => [el.getAttribute("data-critical"), getComputedStyle(el).borderColor]));
  const red = colors.filter(([c]) => c === "true").map(([, color]) => color);
  const amber = colors.filter(([c]) => c === "false").map(([, color]) => color);
  expect(new Set(red).size).toBe(1);
  expect(new Set(amber).size).toBe(1);
  expect(red[0]).not.toBe(amber[0]);
});
