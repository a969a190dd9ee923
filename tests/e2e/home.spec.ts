import { expect, test } from "@playwright/test";
import { gotoHydrated, showLater } from "./helpers";

test.describe("home page with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/");
  });

  test("shows the six sections in order", async ({ page }) => {
    const headings = await page.locator("main h1, main h2").allTextContents();
    const order = [
      "Is it a scam?",
      "Common scams targeting older adults",
      "Check it before you trust it",
      "Help for families and after a scam",
      "How people stop scams: example stories",
      "Latest articles",
    ];
    const positions = order.map((text) => headings.findIndex((h) => h.includes(text)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test("quiz locks the answer, explains, scores and retakes", async ({ page }) => {
    const quiz = page.locator("section", { has: page.getByRole("heading", { name: "Quick quiz: can you spot the scam?" }) });
    await quiz.getByRole("button", { name: /Buy the gift cards/ }).click();
    await expect(quiz.getByText("Not quite.")).toBeVisible();
    await expect(quiz.getByRole("button", { name: /Hang up and call your grandchild/ })).toBeDisabled();
    await expect(quiz.getByText(/Correct answer:/)).toBeVisible();
    await quiz.getByRole("button", { name: "Next Question" }).click();
    await quiz.getByRole("button", { name: /Do not tap the link/ }).click();
    await expect(quiz.getByText("Correct!")).toBeVisible();
    await quiz.getByRole("button", { name: "Next Question" }).click();
    await quiz.getByRole("button", { name: /Close the browser/ }).click();
    await quiz.getByRole("button", { name: "Complete Quiz" }).click();
    await expect(quiz.getByRole("heading", { name: "Great job!" })).toBeVisible();
    await expect(quiz.getByText("You scored 2 out of 3")).toBeVisible();
    await expect(quiz.getByRole("link", { name: "Learn to protect yourself" })).toHaveAttribute("href", "/protect-yourself");
    await quiz.getByRole("button", { name: "Retake Quiz" }).click();
    await expect(quiz.getByText("Question 1 of 3")).toBeVisible();
  });

  test("link checker is disabled while empty and flags a shortener", async ({ page }) => {
    // The tools' code loads as they come near the screen; until then the server's form shows.
    await showLater(page, page.getByRole("heading", { name: "Check it before you trust it" }));
    const button = page.getByRole("button", { name: "Check This Link" });
    await expect(button).toBeDisabled();
    await page.getByLabel("Paste the link you want to check").fill("https://bit.ly/win-now");
    await button.click();
    await expect(page.getByTestId("link-result")).toContainText("WARNING: This link looks suspicious");
    await page.getByLabel("Paste the link you want to check").fill("http://example.com");
    await button.click();
    await expect(page.getByTestId("link-result")).toContainText("does not use secure HTTPS");
  });

  test("message analyzer rates a scam message High", async ({ page }) => {
    await showLater(page, page.getByRole("heading", { name: "Check it before you trust it" }));
    await expect(page.getByRole("button", { name: "Analyze Message" })).toBeDisabled();
    await page
      .getByLabel("Paste the message you received")
      .fill("URGENT: your account is locked. Confirm your password to get your refund.");
    await page.getByRole("button", { name: "Analyze Message" }).click();
    await expect(page.getByTestId("message-result")).toContainText("High Risk");
    await expect(page.getByTestId("message-result")).toContainText("urgent, refund, locked, password");
  });

  test("newsletter sign-up shows the success card", async ({ page }) => {
    await page.getByLabel("Your email address").fill(`reader-${Date.now()}@example.org`);
    await page.getByRole("button", { name: "Email me scam alerts" }).click();
    // Double opt-in: the answer asks the reader to confirm from their email.
    await expect(page.getByTestId("newsletter-success")).toContainText("Check your email to finish");
  });

  test("live search waits for 3 letters, shows results, the empty message and clears", async ({ page }) => {
    const box = page.getByLabel("Search our scam guides");
    // The search's code loads on first use: wait for it, so what is typed next runs a search.
    await showLater(page, box);
    await box.fill("qu");
    await expect(page.getByTestId("search-loading")).toHaveCount(0);
    await box.fill("quiz");
    await expect(page.getByText("Searching protection guides...")).toBeVisible();
    await expect(page.getByTestId("search-results").getByRole("link", { name: /Quick scam quiz/ })).toBeVisible();
    await box.fill("zzzzz");
    await expect(page.getByText('No results found for "zzzzz"')).toBeVisible();
    await expect(page.getByText("Try searching for phone scams, text scams or social media.")).toBeVisible();
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(box).toHaveValue("");
    await expect(page.getByTestId("search-empty")).toHaveCount(0);
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("quiz works through form posts", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /Hang up and call your grandchild/ }).click();
    await expect(page).toHaveURL(/\/tools\/quiz#quick-quiz-answer$/);
    await expect(page.getByText("Correct!")).toBeVisible();
    await page.getByRole("button", { name: "Next Question" }).click();
    await page.getByRole("button", { name: /Do not tap the link/ }).click();
    await page.getByRole("button", { name: "Next Question" }).click();
    await page.getByRole("button", { name: /Close the browser/ }).click();
    await page.getByRole("button", { name: "Complete Quiz" }).click();
    await expect(page.getByRole("heading", { name: "Perfect!" })).toBeVisible();
    await expect(page.getByText("You scored 3 out of 3")).toBeVisible();
    await page.getByRole("button", { name: "Retake Quiz" }).click();
    await expect(page.getByText("Question 1 of 3")).toBeVisible();
  });

  test("link checker answers with a result page", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Paste the link you want to check").fill("https://secure-update.example.com");
    await page.getByRole("button", { name: "Check This Link" }).click();
    await expect(page).toHaveURL(/\/tools\/link-checker#link-checker-answer$/);
    await expect(page.getByTestId("link-result")).toContainText("WARNING");
    await expect(page.getByLabel("Paste the link you want to check")).toHaveValue("https://secure-update.example.com");
  });

  test("link checker explains an empty submission", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Check This Link" }).click();
    await expect(page.getByText("Please paste a link to check.")).toBeVisible();
  });

  test("message analyzer answers with a result page", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Paste the message you received").fill("You won the lottery! Send a payment for the prize.");
    await page.getByRole("button", { name: "Analyze Message" }).click();
    await expect(page.getByTestId("message-result")).toContainText("High Risk");
  });

  test("newsletter signs up and explains a bad address", async ({ page }) => {
    await page.goto("/");
    // The browser lets "mary@example" through (type=email); the server's schema does not.
    await page.getByLabel("Your email address").fill("mary@example");
    await page.getByRole("button", { name: "Email me scam alerts" }).click();
    await expect(page).toHaveURL(/\/newsletter#newsletter-answer$/);
    await expect(page.getByText("Please enter a full email address, like name@example.com.").first()).toBeVisible();
    await expect(page.getByLabel("Your email address")).toHaveValue("mary@example");
    await page.getByLabel("Your email address").fill(`nojs-${Date.now()}@example.org`);
    await page.getByRole("button", { name: "Email me scam alerts" }).click();
    await expect(page.getByTestId("newsletter-success")).toBeVisible();
  });

  test("search submits to the results page", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Search our scam guides").fill("privacy");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=privacy/);
    await expect(page.getByTestId("search-results").getByRole("link", { name: /Privacy/ })).toBeVisible();
  });

  test("search explains a too-short query and an empty result", async ({ page }) => {
    await page.goto("/search?q=ab");
    await expect(page.getByText("Please type at least 3 letters to search.")).toBeVisible();
    await page.goto("/search?q=qwertyuiop");
    await expect(page.getByText('No results found for "qwertyuiop"')).toBeVisible();
  });

  test("testimonials are a plain list", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("testimonial-list").getByRole("listitem")).toHaveCount(6);
  });
});

test.describe("parts of the home page whose code loads later", () => {
  test("what was typed, the focus and a press made before the code came are kept", async ({ page }) => {
    // Hold the sign-up form's code, as a slow phone would.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/newsletter-signup-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, "/");
    const box = page.getByLabel("Your email address");
    await box.fill(`later-${Date.now()}@example.org`);
    await page.getByRole("button", { name: "Email me scam alerts" }).click();
    // The press waits for the code: the page does not post the form itself.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-later="waiting"]').filter({ has: box })).toHaveCount(1);
    release();
    await expect(page.getByTestId("newsletter-success")).toContainText("Check your email to finish");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the caret stays in the search box while its code arrives", async ({ page }) => {
    await gotoHydrated(page, "/");
    const box = page.getByLabel("Search our scam guides");
    await box.focus();
    await page.keyboard.type("gift card");
    await expect(page.locator('[data-later="ready"]').filter({ has: box })).toHaveCount(1);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("gift card");
    await page.keyboard.type("s");
    await expect(box).toHaveValue("gift cards");
  });

  test("when the code cannot load, the form still posts as it does without JavaScript", async ({ page }) => {
    await page.route("**/assets/newsletter-signup-*.js", (route) => route.abort());
    await gotoHydrated(page, "/");
    // "mary@example" passes the browser's own check and is refused by the server's.
    await page.getByLabel("Your email address").fill("mary@example");
    await page.getByRole("button", { name: "Email me scam alerts" }).click();
    await expect(page).toHaveURL(/\/newsletter#newsletter-answer$/);
    await expect(page.getByText("Please enter a full email address, like name@example.com.").first()).toBeVisible();
  });
});
