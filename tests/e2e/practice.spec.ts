import { expect, type Page, test } from "@playwright/test";
import { axeViolations, gotoHydrated } from "./helpers";
import { HOTLINE } from "../support/hotline";

/** Answers every question of the open quiz with its first option, pressing Next/Complete. */
async function runQuiz(panel: ReturnType<Page["locator"]>, next: string, complete: string) {
  for (;;) {
    await panel.locator('button[name="pick"]').first().click();
    const finish = panel.getByRole("button", { name: complete });
    if (await finish.isVisible()) {
      await finish.click();
      return;
    }
    await panel.getByRole("button", { name: next }).click();
  }
}

test.describe("quiz center with JavaScript", () => {
  test("the email quiz locks answers, toggles red flags, shows the result and records progress", async ({ page }) => {
    await gotoHydrated(page, "/scam-quizzes");
    await page.getByRole("navigation", { name: "Quizzes" }).getByRole("link", { name: "Email" }).click();
    const panel = page.getByTestId("tab-panel");
    await expect(panel.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    await panel.getByText("Spot Red Flags").click();
    await expect(panel.getByText("Hide Red Flags")).toBeVisible();
    await panel.locator('button[name="pick"]').first().click();
    await expect(panel.locator('button[name="pick"]').first()).toBeDisabled();
    await expect(panel.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "10");
    await expect(panel.getByRole("button", { name: "Next Email" })).toBeVisible();
    await panel.getByRole("button", { name: "Next Email" }).click();
    await runQuiz(panel, "Next Email", "Complete Test");
    await expect(panel.getByText(/You scored \d+ out of 10/)).toBeVisible();
    await expect(page.getByTestId("progress-panel")).toContainText(/Email Phishing Test[^\d]*\d+ of 10/);
    await page.reload();
    await expect(page.getByTestId("progress-panel")).toContainText(/Email Phishing Test[^\d]*\d+ of 10/);
  });

  test("the phone quiz shows the call transcript when there is no audio, and the stats after answering", async ({ page }) => {
    await gotoHydrated(page, "/scam-quizzes");
    const panel = page.getByTestId("tab-panel");
    await expect(panel.getByTestId("call-transcript")).toBeVisible();
    await panel.locator('button[name="pick"]').first().click();
    await expect(panel.getByRole("button", { name: "Next Question" })).toBeVisible();
  });

  test("finishing all three quizzes earns a certificate to print", async ({ page }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, "/scam-quizzes");
    for (const [tab, next, complete] of [
      ["Phone", "Next Question", "Complete Quiz"],
      ["Email", "Next Email", "Complete Test"],
      ["Text (SMS)", "Next Message", "Complete Challenge"],
    ] as const) {
      await page.getByRole("navigation", { name: "Quizzes" }).getByRole("link", { name: tab }).click();
      await runQuiz(page.getByTestId("tab-panel"), next, complete);
    }
    await expect(page.getByText(/^Certified: /)).toBeVisible();
    await page.getByRole("link", { name: "View and print your certificate" }).click();
    await expect(page.getByTestId("certificate")).toContainText(
      /Scam Detection Master|Senior Protection Expert|Digital Guardian|Scam Fighter/,
    );
  });
});

test.describe("quiz center without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the text quiz runs on form posts, shows red flags after each answer and saves the result", async ({ page }) => {
    await page.goto("/scam-quizzes?tab=sms");
    await expect(page.getByRole("link", { name: "Text (SMS)" })).toHaveAttribute("aria-current", "page");
    for (let i = 0; i < 8; i++) {
      await page.locator('button[name="pick"]').first().click();
      await expect(page.getByText("Red flags", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: i === 7 ? "Complete Challenge" : "Next Message" }).click();
    }
    await expect(page.getByText(/You scored \d+ out of 8/)).toBeVisible();
    await page.goto("/scam-quizzes");
    await expect(page.getByTestId("progress-panel")).toContainText(/Text Message Challenge\s*\d+ of 8/);
  });
});

test.describe("scam database", () => {
  test("filters combine and the empty state clears", async ({ page }) => {
    await gotoHydrated(page, "/scam-database");
    await expect(page.getByText("Found 10 scam(s) matching all filters")).toBeVisible();
    await page.getByLabel("Category").selectOption("Romance");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/category=Romance/);
    await expect(page.getByTestId("database-results").locator("article")).toHaveCount(1);
    await page.getByLabel("Search", { exact: true }).fill("zzzz");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No scams found")).toBeVisible();
    await page.getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page.getByText("Found 10 scam(s) matching all filters")).toBeVisible();
    // The fields show what is filtered: nothing (the box once kept "zzzz").
    await expect(page.getByLabel("Search", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Category")).toHaveValue("all");
  });

  test("finds what people type: plurals and a story in their own words", async ({ page }) => {
    await gotoHydrated(page, "/scam-database");
    for (const [words, title] of [
      ["gift cards", /Grandparent/],
      ["grandson in jail", /Grandparent/],
    ] as const) {
      await page.getByLabel("Search", { exact: true }).fill(words);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.getByTestId("database-results").getByRole("heading", { name: title })).toBeVisible();
    }
  });

  test("Report New Scam opens 'Tell us about a scam'", async ({ page }) => {
    await page.goto("/scam-database");
    await page.getByRole("link", { name: "Report New Scam" }).click();
    await expect(page).toHaveURL(/\/report$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tell us about a scam");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a filtered view is a shareable address", async ({ page }) => {
      await page.goto("/scam-database?q=gift&risk=Critical");
      await expect(page.getByText(/Found \d+ scam\(s\) matching "gift", Critical risk/)).toBeVisible();
    });
  });
});

/** Choosing "Get Help with Current Scam" shows the helplines at once and hides the promise of a reply; another topic undoes it. */
async function expectCallNow(page: Page, javaScript: boolean) {
  const callNow = page.getByTestId("contact-call-now");
  const promise = page.getByText("We reply by email within 24 hours.");
  await expect(callNow).toBeHidden();
  await expect(promise).toBeVisible();
  await page.getByLabel("Topic").selectOption("current");
  await expect(callNow).toBeVisible();
  await expect(callNow).toContainText("A scam happening now cannot wait for an email. Call now:");
  await expect(callNow.getByRole("link", { name: `Call National Elder Fraud Hotline: ${HOTLINE.text}` })).toHaveAttribute(
    "href",
    HOTLINE.href,
  );
  await expect(callNow.getByRole("link", { name: "Call AARP Fraud Watch Network Helpline: 1-877-908-3360" })).toHaveAttribute(
    "href",
    "tel:+18779083360",
  );
  await expect(callNow).toContainText(HOTLINE.hours);
  await expect(callNow).toContainText("Monday to Friday, 8 a.m. to 8 p.m. Eastern Time");
  await expect(callNow.getByRole("link", { name: "Get your own plan now" })).toHaveAttribute("href", "/help-now");
  await expect(promise).toBeHidden();
  // axe runs in the page, so only with JavaScript.
  if (javaScript) expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Topic").selectOption("question");
  await expect(callNow).toBeHidden();
  await expect(promise).toBeVisible();
}

test.describe("contact form", () => {
  test("'Get Help with Current Scam' shows whom to call now, not a 24-hour wait", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expectCallNow(page, true);
    // Chosen from a link, it shows from the start.
    await page.goto("/contact?subject=current");
    await expect(page.getByTestId("contact-call-now")).toBeVisible();
  });

  test("the protection hub's offer to write to us says a scam happening now cannot wait", async ({ page }) => {
    await page.goto("/protect-yourself");
    const urgent = page.getByTestId("consultation-urgent");
    await expect(urgent).toContainText("A scam happening right now cannot wait for an email.");
    await expect(urgent.getByRole("link", { name: "Get your own plan now" })).toHaveAttribute("href", "/help-now");
    await expect(urgent.getByRole("link", { name: /Call the National Elder Fraud Hotline/ })).toHaveAttribute("href", HOTLINE.href);
  });

  test("a message about a scam happening now is answered with whom to call", async ({ page }) => {
    await gotoHydrated(page, "/contact?subject=current");
    await page.getByLabel("First name").fill("Ann");
    await page.getByLabel("Last name").fill("Lee");
    await page.getByLabel("Email address").fill(`ann-${Date.now()}@example.org`);
    await page.getByLabel("Your message").fill(`A man on the phone says my grandson is in jail. ${Date.now()}`);
    await page.getByRole("button", { name: "Send Message" }).click();
    const answer = page.locator("#contact-answer");
    await expect(page.getByTestId("contact-success")).toContainText("A scam happening now cannot wait for that. Please call now:");
    await expect(answer).not.toContainText("24 hours");
    await expect(answer.getByRole("link", { name: /Call National Elder Fraud Hotline/ })).toHaveAttribute("href", HOTLINE.href);
  });

  test("explains problems next to the fields and keeps what was typed", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByLabel("First name").fill("Ann");
    await page.getByLabel("Your message").fill("Hi");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert").first()).toContainText("Please fix");
    await expect(page.locator("#contact-lastName-error")).toHaveText("Error: Please enter your last name.");
    await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("First name")).toHaveValue("Ann");
  });

  test("an empty submit puts focus on the error summary, whose links lead to each field", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Please fix the 5 problems below. Nothing you typed was lost.");
    await summary.getByRole("link", { name: "Please enter your email address, so we can reply." }).click();
    await expect(page.getByLabel("Email address")).toBeFocused();
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-describedby", "contact-email-error");
  });

  test("the fields carry the schema's rules as HTML constraints", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByLabel("First name")).toHaveAttribute("maxlength", "60");
    await expect(page.getByLabel("Email address")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Email address")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Your message")).toHaveAttribute("minlength", "10");
    await expect(page.getByLabel("Phone number (optional)")).not.toHaveAttribute("required", "");
  });

  test("sends a message and confirms the reply time", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByLabel("First name").fill("Ann");
    await page.getByLabel("Last name").fill("Lee");
    await page.getByLabel("Email address").fill(`ann-${Date.now()}@example.org`);
    await page.getByLabel("Topic").selectOption("question");
    await page.getByLabel("Your message").fill(`Is a text about an unpaid toll real? ${Date.now()}`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-success")).toContainText("reply by email within 24 hours");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("'Get Help with Current Scam' shows whom to call now, not a 24-hour wait", async ({ page }) => {
      await page.goto("/contact");
      await expectCallNow(page, false);
    });

    test("lists the problems at the top, linked to each field, keeping what was typed", async ({ page }) => {
      await page.goto("/contact");
      await page.getByLabel("First name").fill("Bob");
      await page.getByLabel("Your message").fill("Hi");
      await page.getByRole("button", { name: "Send Message" }).click();
      const summary = page.getByTestId("error-summary");
      await expect(summary).toContainText("Please fix the 4 problems below. Nothing you typed was lost.");
      await expect(summary.getByRole("link", { name: "Please choose a topic." })).toHaveAttribute("href", "#contact-subject");
      await expect(page.locator("#contact-message-error")).toContainText("at least 10 characters");
      await expect(page.getByLabel("First name")).toHaveValue("Bob");
      await expect(page.getByLabel("Your message")).toHaveValue("Hi");
    });

    test("works the same", async ({ page }) => {
      await page.goto("/contact");
      await page.getByLabel("First name").fill("Bob");
      await page.getByLabel("Last name").fill("Ray");
      await page.getByLabel("Email address").fill(`bob-${Date.now()}@example.org`);
      await page.getByLabel("Topic").selectOption("report");
      await page.getByLabel("Your message").fill(`A caller asked for gift cards. ${Date.now()}`);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByTestId("contact-success")).toContainText("Thank you, Bob.");
    });
  });
});
