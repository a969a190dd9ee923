import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeViolations, gotoHydrated } from "./helpers";
import { newAlertFields, saveAlert, signInOperator } from "./operator";
import { CONFIRM_SUBJECT, confirmedSubscriber, linkTo, outboxEmail, outboxFor, ownAddress, unique, WELCOME_SUBJECT } from "./outbox";

/**
 * Scam alerts (docs/decisions/0018-alerts.md): a visitor signs up, confirms from the email and leaves again; the operator
 * writes, previews, publishes and sends an alert. Each test sets up what it needs; the emails are
 * read from the outbox (tests/e2e/outbox.ts). The axe scans of these pages are in the page-by-page
 * spec (reflow-and-links.spec.ts), but for the public pages of a new alert, scanned here.
 */

/** Signs up with the newsletter form on /alerts: with `javaScript` once hydrated, else as a plain form post. */
async function signUp(page: Page, email: string, javaScript: boolean) {
  if (javaScript) await gotoHydrated(page, "/alerts");
  else await page.goto("/alerts");
  const aside = page.getByRole("complementary", { name: "Get alerts by email" });
  await aside.getByLabel("Your email address").fill(email);
  await aside.getByRole("button", { name: "Email me scam alerts" }).click();
  const answer = page.getByTestId("newsletter-success");
  await expect(answer).toContainText("Check your email to finish");
  await expect(page).toHaveURL(javaScript ? /\/alerts$/ : /\/newsletter#newsletter-answer$/);
  // The address typed, and the sender (EMAIL_FROM in wrangler.toml) and subject of the email to look for.
  await expect(answer).toContainText(`We sent an email to ${email}.`);
  await expect(answer).toContainText(
    `Look for an email from Scam Shield Alerts (alerts@scamshield.example) with the subject “${CONFIRM_SUBJECT}”.`,
  );
  await expect(answer).toContainText("It can take a few minutes to arrive.");
}

/** Signs up, then confirms with the link the outbox holds; returns the welcome email's unsubscribe path. */
async function subscribe(visitor: Page, email: string, javaScript: boolean): Promise<string> {
  await signUp(visitor, email, javaScript);
  const confirm = linkTo(await outboxEmail(visitor.request, email, CONFIRM_SUBJECT), "/alerts/confirm");
  await visitor.goto(confirm);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Thank you. Your scam alerts are on.");
  return linkTo(await outboxEmail(visitor.request, email, WELCOME_SUBJECT), "/alerts/unsubscribe");
}

/** Stops the alerts, then deletes the address, from an email's unsubscribe link. */
async function unsubscribeAndDelete(visitor: Page, unsubscribe: string, javaScript: boolean) {
  if (javaScript) await gotoHydrated(visitor, unsubscribe);
  else await visitor.goto(unsubscribe);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Stop scam alerts");
  await visitor.getByRole("button", { name: "Stop my scam alerts" }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("You will get no more scam alerts");
  await visitor.getByRole("button", { name: "Delete my email address" }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Your email address is deleted");
  // The link no longer matches anyone.
  await visitor.goto(unsubscribe);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("We could not find this sign-up");
}

test.describe("visitor with JavaScript", () => {
  test.use(ownAddress());

  test("signs up, confirms from the email, stops the alerts and deletes the address", async ({ page, request }) => {
    const email = `reader-${unique()}@example.org`;

    await signUp(page, email, true);
    const confirmation = await outboxEmail(request, email, CONFIRM_SUBJECT);
    expect(confirmation).toContain("ONE MORE STEP");
    const confirm = linkTo(confirmation, "/alerts/confirm");

    await gotoHydrated(page, confirm);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you. Your scam alerts are on.");

    const unsubscribe = linkTo(await outboxEmail(request, email, WELCOME_SUBJECT), "/alerts/unsubscribe");

    // The link starts the alerts once; a second visit says so.
    await page.goto(confirm);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are already signed up");

    await gotoHydrated(page, unsubscribe);
    await expect(page.getByText(/Scam alerts to r•••@example\.org\./)).toBeVisible();
    await page.getByRole("button", { name: "Stop my scam alerts" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You will get no more scam alerts");
    await page.getByRole("button", { name: "Delete my email address" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your email address is deleted");

    await page.goto(unsubscribe);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find this sign-up");
    // Deleting the address also deletes the emails the site kept for it.
    expect(await outboxFor(request, email)).toEqual([]);
  });
});

test.describe("visitor without JavaScript", () => {
  test.use({ ...ownAddress(), javaScriptEnabled: false });

  test("signs up, confirms and unsubscribes with plain links and forms", async ({ page, browser }) => {
    const email = `nojs-${unique()}@example.org`;
    const unsubscribe = await subscribe(page, email, false);
    // The operator's outbox lists both emails.
    const operator = await signInOperator(browser, "/admin/outbox", ownAddress());
    await expect(operator.getByTestId("outbox-email").filter({ hasText: `To ${email}` })).toHaveCount(2);
    await operator.context().close();
    await unsubscribeAndDelete(page, unsubscribe, false);
  });
});

/*
 * The operator's steps, each from its own start. They run one after another (one worker), since
 * each publishes an alert and the next looks for its own at the top of /alerts.
 */
test.describe("operator", () => {
  test.describe.configure({ mode: "default" });
  test.use(ownAddress());

  /** `operator`: a second browser, signed in, beside the visitor's `page`. */
  const operatorTest = test.extend<{ operator: Page }>({
    operator: async ({ browser }, use) => {
      const operator = await signInOperator(browser, "/admin/alerts", ownAddress());
      await use(operator);
      await operator.context().close();
    },
  });

  /** The reader a test signs up is deleted even when the test fails, so no confirmed subscriber is left behind. */
  let readerUnsubscribe: string | null = null;
  operatorTest.afterEach(async ({ request }) => {
    if (readerUnsubscribe) await request.post(readerUnsubscribe, { form: { intent: "delete" } });
    readerUnsubscribe = null;
  });

  const newAlert = () => newAlertFields(unique());
  const pathOf = (title: string) => `/alerts/${title.toLowerCase().replace(/ /g, "-")}`;

  /** A confirmed subscriber, so an alert goes to at least one person; returns their address and unsubscribe path. */
  async function reader(request: APIRequestContext, baseURL: string) {
    const email = `alert-reader-${unique()}@example.org`;
    readerUnsubscribe = await confirmedSubscriber(request, baseURL, email);
    return { email, unsubscribe: readerUnsubscribe };
  }

  operatorTest("writes and previews an alert with the keyboard", async ({ operator }) => {
    const { title, summary, body, whatToDo: steps } = newAlert();
    const subject = `Scam alert: ${title}`;
    const keys = async (...pressed: string[]) => {
      for (const key of pressed) await operator.keyboard.press(key);
    };

    await operator.getByRole("link", { name: "Write a new alert" }).focus();
    await keys("Enter");
    await expect(operator.getByRole("heading", { level: 1, name: "Write a new alert" })).toBeVisible();

    // Every field in order with Tab; the Listboxes open with Enter or Space (Enter must not send
    // the form), move with Home/ArrowDown and choose with Enter.
    await operator.getByLabel("Title").focus();
    await operator.keyboard.type(title);
    for (const [label, text] of [
      ["Short summary", summary],
      ["Alert text", body],
      ["What to do", steps],
    ] as const) {
      await keys("Tab");
      await expect(operator.getByLabel(label)).toBeFocused();
      await operator.keyboard.type(text);
    }
    // The Spanish version, folded away unless written, is the next stop; then the kind of scam.
    await keys("Tab");
    await expect(operator.getByText("Spanish version (optional)")).toBeFocused();
    const kind = operator.getByRole("button", { name: /^Kind of scam/ });
    await keys("Tab");
    await expect(kind).toBeFocused();
    await expect(kind).toHaveText(/Other/);
    await keys("Enter");
    await expect(operator.getByRole("listbox")).toBeVisible();
    await expect(operator).toHaveURL(/\/admin\/alerts\/new$/);
    await keys("Home", "Enter");
    await expect(operator.getByRole("listbox")).toBeHidden();
    await expect(kind).toHaveText(/Phone calls/);
    await expect(kind).toBeFocused();
    const severity = operator.getByRole("button", { name: /^How serious/ });
    await keys("Tab");
    await expect(severity).toBeFocused();
    await expect(severity).toHaveText(/Warning/);
    await keys("Space");
    await expect(operator.getByRole("option", { name: "Urgent: spreading fast" })).toBeVisible();
    await keys("ArrowDown", "Enter");
    await expect(severity).toHaveText(/Urgent: spreading fast/);

    // "Save and preview": the page as readers will see it, and the email.
    await keys("Tab");
    await expect(operator.getByRole("switch", { name: /^Also email it to subscribers when I publish/ })).toBeFocused();
    await keys("Tab", "Tab");
    await expect(operator.getByRole("button", { name: "Save and preview" })).toBeFocused();
    await keys("Enter");
    await expect(operator).toHaveURL(/\/admin\/alerts\/\d+\/preview$/);
    await expect(operator.getByRole("heading", { level: 1, name: `Preview: ${title}` })).toBeVisible();
    await expect(operator.getByText("This is a draft. Nobody else can see it yet.")).toBeVisible();
    const asPage = operator.locator("section", { has: operator.getByRole("heading", { level: 2, name: "As the page" }) });
    await expect(asPage.getByRole("heading", { level: 3, name: title })).toBeVisible();
    await expect(asPage.getByText("Urgent: spreading fast", { exact: true })).toBeVisible();
    await expect(asPage.getByText("Phone calls", { exact: true })).toBeVisible();
    await expect(asPage.getByRole("listitem").filter({ hasText: "The link steals card details" })).toBeVisible();
    await expect(operator.getByText(`Subject: ${subject}`)).toBeVisible();
    await expect(operator.getByTitle("The email as most people see it")).toBeVisible();
    const plain = operator.locator("pre");
    await expect(plain).toContainText(`Urgent: spreading fast · Phone calls\n\n${title.toUpperCase()}\n\n${summary}`);
    await expect(plain).toContainText("WHAT TO DO\n1. Do not tap the link\n2. Delete the text");
    await expect(plain).toContainText(`/alerts/unsubscribe?t=${"0".repeat(32)}`);

    await operator.getByRole("link", { name: "Back to editing" }).focus();
    await keys("Enter");
    await expect(operator.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
    await expect(operator.getByText("Draft: not on the site.")).toBeVisible();
    await expect(operator.getByLabel("Short summary")).toHaveValue(summary);
    await expect(kind).toHaveText(/Phone calls/);
    await expect(severity).toHaveText(/Urgent: spreading fast/);
  });

  operatorTest(
    "publishes and sends with the keyboard, after a question that Escape and No leave unanswered",
    async ({ operator, request, baseURL }) => {
      await reader(request, baseURL!);
      const fields = newAlert();
      const id = await saveAlert(operator, fields, "preview");
      const keys = async (...pressed: string[]) => {
        for (const key of pressed) await operator.keyboard.press(key);
      };
      await gotoHydrated(operator, `/admin/alerts/${id}`);
      await expect(operator.getByText("Draft: not on the site.")).toBeVisible();

      // Switch on, Publish: the Dialog asks first. Escape and "No, go back" leave a draft; "Yes, send it" sends.
      const sendSwitch = operator.getByRole("switch", { name: /^Also email it to subscribers when I publish/ });
      const switchLabel = await operator.getByText(/^Also email it to subscribers when I publish \(\d+ confirmed\)$/).textContent();
      const recipients = Number(switchLabel?.match(/\((\d+) confirmed\)/)?.[1]);
      expect(recipients).toBeGreaterThanOrEqual(1);
      await operator.getByLabel("What to do").focus();
      // Past the folded Spanish version and the two lists.
      await keys("Tab", "Tab", "Tab", "Tab");
      await expect(sendSwitch).toBeFocused();
      await expect(sendSwitch).toHaveAttribute("aria-checked", "false");
      await keys("Space");
      await expect(sendSwitch).toHaveAttribute("aria-checked", "true");
      await keys("Tab", "Tab", "Tab");
      const publish = operator.getByRole("button", { name: "Publish", exact: true });
      await expect(publish).toBeFocused();
      await keys("Enter");
      const question = `Send this alert to ${recipients} ${recipients === 1 ? "subscriber" : "subscribers"}?`;
      // The dialog element itself has no size (its panel is fixed), so its title is what shows.
      const dialog = operator.getByRole("dialog", { name: question });
      await expect(dialog.getByText(question)).toBeVisible();
      await expect(dialog).toBeFocused();
      await keys("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(publish).toBeFocused();
      await keys("Enter");
      // Headless UI focuses the dialog itself (its name is read out); Tab reaches the buttons.
      await expect(dialog).toBeFocused();
      await keys("Tab", "Tab");
      await expect(dialog.getByRole("button", { name: "No, go back" })).toBeFocused();
      await keys("Enter");
      await expect(dialog).toHaveCount(0);
      await expect(publish).toBeFocused();
      await expect(operator.getByText("Draft: not on the site.")).toBeVisible();
      await keys("Enter");
      await expect(dialog).toBeFocused();
      await keys("Tab");
      await expect(dialog.getByRole("button", { name: "Yes, send it" })).toBeFocused();
      await keys("Enter");
      await expect(operator.getByText("Sending has started. The counts below show how it goes.")).toBeVisible();
      const pageLink = operator.getByRole("region", { name: "Status" }).getByRole("link", { name: /^\/alerts\// });
      await expect(pageLink).toBeVisible();
      expect(await pageLink.textContent()).toBe(pathOf(fields.title));
    },
  );

  operatorTest(
    "a published alert leads /alerts, has its page, is in the feed and on the home page",
    async ({ operator, page: visitor }) => {
      const fields = newAlert();
      const { title } = fields;
      await saveAlert(operator, fields, "publish");
      const alertPath = pathOf(title);

      await gotoHydrated(visitor, "/alerts");
      const card = visitor.getByRole("region", { name: "Alerts" }).getByRole("article").first();
      await expect(card.getByRole("heading", { level: 2, name: title })).toBeVisible();
      await card.getByRole("link", { name: title }).click();
      await expect(visitor).toHaveURL(new RegExp(`${alertPath}$`));
      await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(visitor.getByRole("listitem").filter({ hasText: "Do not tap the link" })).toBeVisible();
      const feed = await visitor.request.get("/alerts/rss.xml");
      expect(feed.headers()["content-type"]).toContain("application/rss+xml");
      const items = (await feed.text()).match(/<item>[\s\S]*?<\/item>/g) ?? [];
      const item = items.find((i) => i.includes(`<title>${title}</title>`));
      expect(item, "the alert is an <item> in the feed").toBeDefined();
      expect(item).toContain(`${alertPath}</link>`);
      await gotoHydrated(visitor, "/");
      const latest = visitor.getByRole("region", { name: "Latest scam alert" });
      await expect(latest.getByRole("link", { name: title })).toHaveAttribute("href", alertPath);
    },
  );

  operatorTest("a new alert's card on /alerts and its page: axe finds nothing", async ({ operator, page: visitor }) => {
    // Two axe scans: as the page-by-page spec allows one page (reflow-and-links.spec.ts).
    test.setTimeout(60_000);
    const fields = newAlert();
    await saveAlert(operator, fields, "publish");
    await gotoHydrated(visitor, "/alerts");
    const card = visitor.getByRole("region", { name: "Alerts" }).getByRole("article").first();
    await expect(card.getByRole("heading", { level: 2, name: fields.title })).toBeVisible();
    expect(await axeViolations(visitor)).toEqual([]);
    await gotoHydrated(visitor, pathOf(fields.title));
    await expect(visitor.getByRole("listitem").filter({ hasText: "Do not tap the link" })).toBeVisible();
    expect(await axeViolations(visitor)).toEqual([]);
  });

  operatorTest(
    "a sent alert reaches a subscriber once, with their own unsubscribe link, and the list counts it sent",
    async ({ operator, page: visitor, request, baseURL }) => {
      const { email, unsubscribe } = await reader(request, baseURL!);
      const fields = newAlert();
      const { title } = fields;
      await saveAlert(operator, fields, "send");
      const subject = `Scam alert: ${title}`;
      const alertPath = pathOf(title);

      const alertEmail = await outboxEmail(request, email, subject);
      expect(alertEmail).toContain(title.toUpperCase());
      expect(linkTo(alertEmail, alertPath)).toBe(alertPath);
      expect(linkTo(alertEmail, "/alerts/unsubscribe")).toBe(unsubscribe);
      const listed = operator.getByRole("listitem").filter({ has: operator.getByRole("link", { name: title, exact: true }) });
      await expect(async () => {
        await operator.goto("/admin/alerts");
        await expect(listed).toContainText(/Published .* · 0 queued · [1-9]\d* sent · 0 failed/, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await operator.goto("/admin/outbox");
      await expect(
        operator
          .getByTestId("outbox-email")
          .filter({ has: operator.getByRole("heading", { level: 2, name: subject, exact: true }) })
          .filter({ hasText: `To ${email}` }),
      ).toHaveCount(1);

      // Leave no confirmed subscriber behind.
      await unsubscribeAndDelete(visitor, unsubscribe, true);
    },
  );
});
