import { expect, type Locator, type Page, test } from "@playwright/test";
import { gotoHydrated, holdGuideDownload } from "./helpers";

/**
 * After a form is sent the answer is in view and can be read first, with
 * and without JavaScript; the focus never drops to the top of the page; a new page is announced;
 * every control can be reached with Tab.
 */

const BOX = "Paste a link, a text message or email, or a phone number";

/** How far the top of `locator` is from the top of the window (negative: scrolled past). */
function topOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => el.getBoundingClientRect().top);
}

/** The answer's top is inside the window, with room for a line or two of it below. */
async function expectInView(page: Page, locator: Locator) {
  const height = page.viewportSize()!.height;
  await expect(locator).toBeVisible();
  await expect.poll(() => topOf(locator), { message: "the answer is not scrolled past" }).toBeGreaterThanOrEqual(0);
  await expect.poll(() => topOf(locator), { message: "the answer is above the fold" }).toBeLessThan(height - 60);
}

/** Where the focus is, as something a failing test can show. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}` : "none";
  });
}

/** Fills the hidden field bots fill in: the server then answers as if sent, and stores and counts nothing. */
async function asABot(form: Locator) {
  await form.locator('input[name="website"]').evaluate((el) => {
    (el as HTMLInputElement).value = "bot";
  });
}

async function fillContact(page: Page) {
  await page.getByLabel("First name").fill("Ann");
  await page.getByLabel("Last name").fill("Lee");
  await page.getByLabel("Email address").fill("ann@example.org");
  await page.getByLabel("Topic").selectOption("question");
  await page.getByLabel("Your message").fill("Is a text about an unpaid toll real?");
}

test.describe("without JavaScript the answer to a form is in view", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page's link checker and message analyzer", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Paste the link you want to check").fill("https://bit.ly/win-now");
    await page.getByRole("button", { name: "Check This Link" }).click();
    await expect(page).toHaveURL(/\/tools\/link-checker#link-checker-answer$/);
    await expectInView(page, page.getByTestId("link-result").getByText(/^WARNING/));
    // The place the page opens at can take the focus, so a screen reader starts there.
    await expect(page.getByTestId("link-result")).toHaveAttribute("tabindex", "-1");

    await page.goto("/");
    await page.getByLabel("Paste the message you received").fill("URGENT: your account is locked. Send a payment now.");
    await page.getByRole("button", { name: "Analyze Message" }).click();
    await expect(page).toHaveURL(/\/tools\/message-analyzer#message-analyzer-answer$/);
    await expectInView(page, page.getByTestId("message-result").getByText("High Risk", { exact: true }));
  });

  test("the quick quiz and the quiz center, after each answer and each Next", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /Hang up and call your grandchild/ }).click();
    await expectInView(page, page.getByText("Correct!"));
    await page.getByRole("button", { name: "Next Question" }).click();
    await expectInView(page, page.getByText("Question 2 of 3"));

    await page.goto("/scam-quizzes");
    await page.locator('button[name="pick"]').first().click();
    await expect(page).toHaveURL(/\/scam-quizzes\?tab=phone#quiz-center-answer$/);
    await expectInView(page, page.getByText(/^(Correct!|Not quite\.)$/));
    await page.getByRole("button", { name: "Next Question" }).click();
    await expectInView(page, page.getByText(/^Question 2 of \d+$/));
  });

  test("/check, with a result and with an empty box", async ({ page }) => {
    await page.goto("/check");
    await page.getByLabel(BOX).fill("https://usps.com-redelivery.info/track");
    await page.getByRole("button", { name: "Check it" }).click();
    await expectInView(page, page.getByTestId("check-result").getByRole("heading", { level: 2 }));
    await page.getByLabel(BOX).fill("");
    await page.getByRole("button", { name: "Check it" }).click();
    await expectInView(page, page.getByRole("alert"));
  });

  test("the contact form: its problems, and 'Message sent'", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact#contact-answer$/);
    await expectInView(page, page.getByTestId("error-summary"));

    await fillContact(page);
    await asABot(page.locator('form[action^="/contact"]'));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectInView(page, page.getByText("Message sent"));
  });

  test("the family kit's problems", async ({ page }) => {
    await page.goto("/family-kit");
    await page.getByRole("group", { name: "Trusted person 1" }).getByLabel("Phone number").fill("not a number");
    await page.getByRole("button", { name: "Make the wallet card (PDF)" }).click();
    await expect(page).toHaveURL(/\/family-kit#kit-answer$/);
    await expectInView(page, page.getByTestId("error-summary"));
  });

  test("the alert sign-up", async ({ page }) => {
    await page.goto("/alerts");
    const form = page.locator('form[action^="/newsletter"]');
    await form.getByLabel("Your email address").fill("reader@example.org");
    await asABot(form);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/newsletter#newsletter-answer$/);
    await expectInView(page, page.getByTestId("newsletter-success"));
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("each step of /help-now, Next and Back", async ({ page }) => {
      await page.goto("/help-now?step=1");
      await page.getByRole("radio", { name: /^Me/ }).check();
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page).toHaveURL(/#help-now-answer$/);
      await expectInView(page, page.getByTestId("step-count"));
      await page.getByRole("button", { name: "Next" }).click();
      await expectInView(page, page.getByRole("alert"));
      await page.getByRole("link", { name: "Back" }).click();
      await expect(page.getByTestId("step-count")).toHaveText("Step 1 of 6");
      await expectInView(page, page.getByTestId("step-count"));
    });

    test("the scam database's and the site search's results", async ({ page }) => {
      await page.goto("/scam-database");
      await page.getByLabel("Search", { exact: true }).fill("gift");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expectInView(page, page.getByText(/^Found \d+ scam/));

      await page.goto("/search");
      await page.getByLabel("What are you looking for?").fill("phone");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expectInView(page, page.getByText(/^\d+ results for "phone"$/));
    });
  });
});

test.describe("the text-size buttons show which size is on", () => {
  test("without JavaScript, on kept and rendered pages, and after choosing one", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: "text-size", value: "larger", url: baseURL! }]);
    const page = await context.newPage();
    const sizes = page.getByRole("group", { name: "Text size:" });
    // A prerendered page, a page kept for everyone, and one rendered per request.
    for (const path of ["/about", "/", "/help-now"]) {
      await page.goto(path);
      await expect(sizes.getByRole("button", { name: "Larger" }), path).toHaveAttribute("aria-pressed", "true");
      await expect(sizes.getByRole("button", { name: "Normal" }), path).toHaveAttribute("aria-pressed", "false");
      await expect(sizes.getByRole("button", { name: "Larger" }), path).toHaveCSS("background-color", "rgb(255, 255, 255)");
    }
    await sizes.getByRole("button", { name: "Large", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
    await expect(sizes.getByRole("button", { name: "Large", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(sizes.getByRole("button", { name: "Larger" })).toHaveAttribute("aria-pressed", "false");
    await context.close();
  });

  test("with JavaScript, from the first paint and after a change", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "text-size", value: "large", url: baseURL! }]);
    await gotoHydrated(page, "/privacy");
    const sizes = page.getByRole("group", { name: "Text size:" });
    await expect(sizes.getByRole("button", { name: "Large", exact: true })).toHaveAttribute("aria-pressed", "true");
    await sizes.getByRole("button", { name: "Normal" }).click();
    await expect(sizes.getByRole("button", { name: "Normal" })).toHaveAttribute("aria-pressed", "true");
    await expect(sizes.getByRole("button", { name: "Large", exact: true })).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("with JavaScript the focus goes where the answer is", () => {
  test("an empty contact form: the error summary takes the focus every time", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const send = page.getByRole("button", { name: "Send Message" });
    const summary = page.getByTestId("error-summary");
    for (let i = 0; i < 2; i++) {
      await send.focus();
      await page.keyboard.press("Enter");
      await expect(summary).toBeFocused();
      await expect(summary).toHaveAttribute("role", "alert");
    }
  });

  test("a sent contact message: 'Message sent' takes the focus", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await fillContact(page);
    await asABot(page.locator('form[action^="/contact"]'));
    await page.getByRole("button", { name: "Send Message" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("contact-success")).toBeVisible();
    await expect.poll(() => focused(page)).toBe("div#contact-answer");
    await expect(page.locator("#contact-answer")).toContainText("Message sent");
  });

  test("the alert sign-up: a refused address puts the cursor back in the box, a sign-up focuses its answer", async ({ page }) => {
    await gotoHydrated(page, "/alerts");
    const form = page.locator('form[action^="/newsletter"]');
    const email = form.getByLabel("Your email address");
    // The browser's own check is switched off to reach the server's.
    await email.evaluate((el) => {
      (el as HTMLInputElement).form!.noValidate = true;
    });
    await email.fill("grandma at example");
    await email.press("Enter");
    await expect(form.getByRole("alert")).toContainText("Please enter a full email address");
    await expect(email).toBeFocused();
    await email.fill("reader@example.org");
    await asABot(form);
    await form.locator('button[type="submit"]').focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("newsletter-success")).toBeFocused();
  });

  test("Download PDF keeps the focus while it downloads and after", async ({ page }) => {
    await gotoHydrated(page, "/scam-types/tech-support");
    const { release, download } = await holdGuideDownload(page, "tech-support");
    await page.getByRole("button", { name: /Download PDF/ }).focus();
    await page.keyboard.press("Enter");
    const busy = page.getByRole("button", { name: /Downloading\.\.\./ });
    await expect(busy).toBeDisabled();
    await expect(busy).toBeFocused();
    // Pressed again while busy, it does nothing.
    await page.keyboard.press("Enter");
    release();
    await download;
    await expect(page.getByRole("button", { name: /Download PDF/ })).toBeEnabled();
    await expect(page.getByRole("button", { name: /Download PDF/ })).toBeFocused();
  });

  test("/help-now: a tap on the start screen takes the focus to the question it opens", async ({ page }) => {
    await gotoHydrated(page, "/help-now");
    await page.getByRole("button", { name: /^Someone says a family member/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("step-count")).toHaveText("One question, then your plan");
    await expect(page.getByTestId("step-count")).toBeFocused();
  });

  test("/help-now: Next takes the focus to the next step", async ({ page }) => {
    await gotoHydrated(page, "/help-now?step=1");
    await page.getByRole("radio", { name: /^Me/ }).check();
    await page.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("step-count")).toHaveText("Step 2 of 6");
    await expect(page.getByTestId("step-count")).toBeFocused();
  });
});

test.describe("a new page is announced and takes the focus", () => {
  test("not on the first load", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(page.getByTestId("page-opened")).toHaveText("");
    expect(await focused(page)).toBe("body");
  });

  test("a link followed with the keyboard: the h1 has the focus and the title is read out", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.locator('footer a[href="/privacy"]').focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/privacy$/);
    const h1 = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(h1).toBeFocused();
    const status = page.getByTestId("page-opened");
    await expect(status).toHaveAttribute("role", "status");
    await expect(status).toHaveText(await page.title());
    // And back: the page we came from is announced too.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    // The address changes before the title does: wait for the title, then compare.
    await expect(page).toHaveTitle(/^About/);
    await expect(status).toHaveText(await page.title());
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("not within a page: filters and a link to a part of the page keep the focus where it is", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    const emergency = page.getByRole("link", { name: "Emergency", exact: true });
    await emergency.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/category=Emergency/);
    await expect(page.getByRole("link", { name: "Emergency", exact: true })).toBeFocused();
    await expect(page.getByTestId("page-opened")).toHaveText("");

    await gotoHydrated(page, "/contact");
    await page.getByRole("link", { name: "Write to us" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#contact-form$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).not.toBeFocused();
    await expect(page.getByTestId("page-opened")).toHaveText("");
  });
});

test.describe("every control is reached with Tab", () => {
  test("the quiz center's quizzes, keyboard only", async ({ page }) => {
    await gotoHydrated(page, "/scam-quizzes");
    const quizzes = page.getByRole("navigation", { name: "Quizzes" });
    const panel = page.getByTestId("tab-panel");
    await panel.locator('button[name="pick"]').first().focus();
    await page.keyboard.press("Enter");
    await expect(panel.getByRole("button", { name: "Next Question" })).toBeVisible();
    await quizzes.getByRole("link", { name: "Phone" }).focus();
    await page.keyboard.press("Tab");
    await expect(quizzes.getByRole("link", { name: "Email" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(quizzes.getByRole("link", { name: "Text (SMS)" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(quizzes.getByRole("link", { name: "Text (SMS)" })).toHaveAttribute("aria-current", "page");
    await expect(quizzes.getByRole("link", { name: "Phone" })).not.toHaveAttribute("aria-current", /.+/);
    // Each quiz starts at its own first question, not answered yet.
    await expect(panel).toContainText("Question 1 of 8");
    await expect(panel.locator('button[name="pick"]').first()).toBeEnabled();
    // The arrow keys still move between the tabs, too.
    await page.keyboard.press("ArrowLeft");
    await expect(quizzes.getByRole("link", { name: "Email" })).toBeFocused();
    await expect(panel).toContainText("Question 1 of 10");
  });

  for (const tool of [
    { box: "Paste the link you want to check", button: "Check This Link", why: "Paste a link in the box first", text: "https://bit.ly/x" },
    { box: "Paste the message you received", button: "Analyze Message", why: "Paste a message in the box first", text: "act now" },
  ]) {
    test(`an empty ${tool.button}: reached with Tab, it says why it waits, and Enter goes to the box`, async ({ page }) => {
      await gotoHydrated(page, "/");
      const box = page.getByLabel(tool.box);
      const button = page.getByRole("button", { name: tool.button });
      await box.focus();
      await page.keyboard.press("Tab");
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute("aria-disabled", "true");
      await expect(button).toHaveAccessibleDescription(new RegExp(tool.why));
      await expect(page.getByText(tool.why)).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(box).toBeFocused();
      await page.keyboard.type(tool.text);
      await expect(button).not.toHaveAttribute("aria-disabled", /.+/);
      await expect(page.getByText(tool.why)).toHaveCount(0);
    });
  }
});
