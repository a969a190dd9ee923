import { expect, type Page, test } from "@playwright/test";
import { axeViolations, gotoHydrated } from "./helpers";
import { signInOperator } from "./operator";

/** Chooses a radio by its label with the keyboard only: Tab to the group, arrows to the choice. */
async function fillByKeyboard(page: Page, story: string) {
  await page.getByLabel("A text message").focus();
  await page.keyboard.press("Space");
  await page.getByLabel("A delivery company or a toll road").focus();
  await page.keyboard.press("Space");
  await page.getByLabel("Nothing yet").focus();
  await page.keyboard.press("Space");
  await page.getByLabel(/The phone number, email, web address or link they used/).focus();
  await page.keyboard.type("https://ezpass-tolls-due.top/pay");
  await page.getByLabel(/What happened, in your own words/).focus();
  await page.keyboard.type(story);
  await page.getByLabel("For someone I help").focus();
  await page.keyboard.press("Space");
}

test.describe("/report: tell us about a scam", () => {
  test("with JavaScript, by keyboard: the report is sent and the official next steps follow", async ({ page }) => {
    await gotoHydrated(page, "/report");
    expect(await axeViolations(page)).toEqual([]);
    await fillByKeyboard(page, "A text said I owed a toll. My email is pat.l@example.com.");
    await page.getByRole("button", { name: "Send my report" }).focus();
    await page.keyboard.press("Enter");
    const sent = page.getByTestId("report-sent");
    await expect(sent).toContainText("You are not to blame");
    await expect(sent.getByRole("link", { name: "ReportFraud.ftc.gov" })).toHaveAttribute("href", "https://reportfraud.ftc.gov/");
    await expect(sent.getByRole("link", { name: "naag.org" })).toBeVisible();
    await expect(sent).not.toContainText("ic3.gov");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("fits a 320 px screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await gotoHydrated(page, "/report");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a missing answer is told beside its question, and everything typed is kept", async ({ page }) => {
      await page.goto("/report");
      await page.getByLabel("A phone call").check();
      await page.getByLabel(/What happened, in your own words/).fill("A man said he was from Medicare and wanted my number.");
      await page.getByRole("button", { name: "Send my report" }).click();
      // Beside its question (and listed in the summary at the top).
      await expect(page.locator("#report-claimed-error")).toContainText("Please choose who they said they were");
      await expect(page.locator("#report-forWhom-error")).toHaveText(
        "Error: Please choose whether this is for you or for someone you help.",
      );
      await expect(page.locator("#report-channel-error")).toHaveCount(0);
      await expect(page.getByLabel("A phone call")).toBeChecked();
      await expect(page.getByLabel(/What happened, in your own words/)).toHaveValue(
        "A man said he was from Medicare and wanted my number.",
      );
      await page.getByLabel("A government agency (IRS, Social Security, Medicare, police)").check();
      await page.getByLabel(/Personal details/).check();
      await page.getByLabel("For me").check();
      await page.getByRole("button", { name: "Send my report" }).click();
      // axe needs JavaScript: the test with JavaScript scans the same form and answer.
      await expect(page.getByTestId("report-sent")).toContainText("Get your step-by-step plan");
    });
  });

  test("the operator approves a report by keyboard, with the story's personal details already removed", async ({ browser, page }) => {
    await gotoHydrated(page, "/report");
    const marker = `Fake toll ${Date.now()}`;
    await fillByKeyboard(page, `${marker}. Call me at 217-555-0143.`);
    await page.getByRole("button", { name: "Send my report" }).click();
    await expect(page.getByTestId("report-sent")).toBeVisible();

    const operator = await signInOperator(browser, "/admin/reports");
    const card = operator.getByTestId("report-card").filter({ hasText: marker });
    await expect(card.getByRole("textbox", { name: /Story/ })).toHaveValue(`${marker}. Call me at [phone number removed].`);
    await card.getByRole("textbox", { name: /Pattern/ }).focus();
    await operator.keyboard.type("toll texts");
    await card.getByRole("button", { name: "Approve" }).focus();
    await operator.keyboard.press("Enter");
    await expect(operator.getByText(/^Approved\./)).toBeVisible();
    expect(await axeViolations(operator)).toEqual([]);
    await operator.context().close();
  });
});
