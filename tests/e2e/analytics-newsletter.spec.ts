import { expect, test } from "@playwright/test";
import { gotoHydrated, showLater } from "./helpers";

test("the provider credit sends footer_link_click", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.route("https://workers.cloudflare.com/**", (route) => route.fulfill({ body: "ok" }));
  const beacon = page.waitForRequest((r) => r.url().endsWith("/api/events") && r.method() === "POST");
  await page.getByRole("link", { name: "Website built with Cloudflare" }).click();
  const body = (await beacon).postData() ?? "";
  expect(JSON.parse(body)).toEqual({ name: "footer_link_click", fields: { link: "provider_credit" } });
});

test("newsletter shows 'Activating Shield...' while it submits", async ({ page }) => {
  await gotoHydrated(page, "/");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/newsletter.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Your email address").fill(`pending-${Date.now()}@example.org`);
  await page.getByRole("button", { name: "Email me scam alerts" }).click();
  await expect(page.getByRole("button", { name: "Activating Shield..." })).toBeDisabled();
  release();
  await expect(page.getByTestId("newsletter-success")).toBeVisible();
});

test("newsletter explains an address the server refuses and keeps what was typed", async ({ page }) => {
  await gotoHydrated(page, "/");
  const email = page.getByLabel("Your email address");
  // The form's own code first: the switch below is on the form the page then shows.
  await showLater(page, email);
  // The browser's own check is switched off to reach the server's.
  await email.evaluate((el) => ((el as HTMLInputElement).form!.noValidate = true));
  await email.fill("grandma at example");
  await page.getByRole("button", { name: "Email me scam alerts" }).click();
  await expect(page.getByRole("alert")).toContainText("Please enter a full email address");
  await expect(email).toHaveValue("grandma at example");
});

test.describe("Do Not Track", () => {
  test.use({ extraHTTPHeaders: { DNT: "1" } });
  test("no analytics request is sent when the browser asks not to be tracked", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "doNotTrack", { get: () => "1" }));
    const sent: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/events") && sent.push(r.url()));
    await gotoHydrated(page, "/about");
    await page.route("https://workers.cloudflare.com/**", (route) => route.fulfill({ body: "ok" }));
    await page.getByRole("link", { name: "Website built with Cloudflare" }).click();
    // The click's handler (where the beacon would go) has run once the page has followed the link.
    await page.waitForURL("https://workers.cloudflare.com/**");
    expect(sent).toEqual([]);
  });
});
