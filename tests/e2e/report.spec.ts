import { expect, type Page, test } from "@playwright/test";
import { axeViolations, gotoHydrated } from "./helpers";
import { signInOperator } from "./operator";
import { clientAddress, unique } from "./outbox";

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
    const marker = `Fake toll ${unique()}`;
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

  test("approving the report that would publish a website asks first, by keyboard, then /check shows it", async ({
    browser,
    page,
    baseURL,
  }) => {
    const site = `toll-${unique()}.top`;
    for (const n of [1, 2, 3]) {
      const sent = await page.request.post("/report", {
        form: {
          channel: "text",
          claimed: "delivery",
          asked: "nothing",
          forWhom: "me",
          contact: `https://${site}/pay`,
          story: `Toll text ${n} ${site}`,
        },
        headers: { Origin: baseURL!, "CF-Connecting-IP": clientAddress() },
      });
      expect(sent.status()).toBe(200);
    }
    const operator = await signInOperator(browser, "/admin/reports");
    const cards = operator.getByTestId("report-card").filter({ hasText: site });
    for (const n of [1, 2]) {
      const card = cards.filter({ hasText: `Toll text ${n} ` });
      await card.getByRole("button", { name: "Approve", exact: true }).focus();
      await operator.keyboard.press("Enter");
      await expect(operator.getByText(/^Approved\./)).toBeVisible();
    }
    const last = cards.filter({ hasText: "Toll text 3 " });
    await last.getByRole("button", { name: "Approve and publish it" }).focus();
    await operator.keyboard.press("Enter");
    const question = `Publish https://${site}/pay in the checker?`;
    const dialog = operator.getByRole("dialog", { name: question });
    // The dialog element itself has no size (its panel is fixed), so its title is what shows.
    await expect(dialog.getByText(question)).toBeVisible();
    await expect(dialog).toContainText("Caller ID can be faked");
    // Escape goes back and nothing is sent.
    await operator.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(last).toContainText("pending");
    await last.getByRole("button", { name: "Approve and publish it" }).focus();
    await operator.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Yes, approve and publish" }).focus();
    await operator.keyboard.press("Enter");
    await expect(operator.getByText(/now has enough reports and is in the checker/)).toBeVisible();
    expect(await axeViolations(operator)).toEqual([]);
    await operator.context().close();

    await gotoHydrated(page, "/check");
    await page.getByLabel("Paste a link, a text message or email, or a phone number").fill(`https://${site}/pay`);
    await page.getByRole("button", { name: "Check it" }).click();
    await expect(page.getByText("Reported to us 3 times in the last 30 days")).toBeVisible();
  });
});
