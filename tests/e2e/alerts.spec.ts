import { test as base, type Browser, type BrowserContextOptions, expect, type Page } from "@playwright/test";
import { axeViolations, gotoHydrated } from "./helpers";
import { E2E_OPERATOR_PASSWORD } from "./operator";

/**
 * Scam alerts (issue 12): a visitor signs up, confirms from the email and leaves again; the operator
 * writes, previews, publishes and sends an alert. Emails travel through the local queue and land in
 * /admin/outbox, which is shared by parallel tests: every address and title here is unique.
 */

const CONFIRM_SUBJECT = "Please confirm your scam alerts";
const WELCOME_SUBJECT = "Your scam alerts are on";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Each browser gets its own client address, so the per-address sign-up limit (5 in 10 minutes) is
 * never shared between tests or runs.
 */
const ownAddress = (): BrowserContextOptions => ({
  extraHTTPHeaders: { "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
});

/** A separate, signed-in operator with JavaScript on. */
async function signInOperator(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...ownAddress(), javaScriptEnabled: true });
  const page = await context.newPage();
  await gotoHydrated(page, "/admin/login?redirectTo=%2Fadmin%2Foutbox");
  await page.getByLabel("Password").fill(E2E_OPERATOR_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  return page;
}

/** The text of the one outbox email to `to` with `subject`, once the queue has delivered it. */
async function outboxEmail(page: Page, to: string, subject: string): Promise<string> {
  const email = page
    .getByTestId("outbox-email")
    .filter({ has: page.getByRole("heading", { level: 2, name: subject, exact: true }) })
    .filter({ hasText: `To ${to}` });
  await expect(async () => {
    await page.goto("/admin/outbox");
    await expect(email).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [500, 1_000] });
  return email.locator("pre").first().innerText();
}

/**
 * The one link in an email's text to `path`, as a path on this server (emails link to SITE_URL in
 * wrangler.toml, and the test server may listen on another port).
 */
function linkTo(text: string, path: string): string {
  const links = [...text.matchAll(/https?:\/\/[^\s()<>"]*[^\s()<>".,]/g)]
    .map(([href]) => new URL(href))
    .filter((url) => url.pathname === path);
  expect(links, `one link to ${path} in:\n${text}`).toHaveLength(1);
  return `${links[0]!.pathname}${links[0]!.search}`;
}

/** Signs up with the newsletter form on /alerts: with `javaScript` once hydrated, else as a plain form post. */
async function signUp(page: Page, email: string, javaScript: boolean) {
  if (javaScript) await gotoHydrated(page, "/alerts");
  else await page.goto("/alerts");
  const aside = page.getByRole("complementary", { name: "Get alerts by email" });
  await aside.getByLabel("Your email address").fill(email);
  await aside.getByRole("button", { name: "Activate My Scam Shield" }).click();
  await expect(page.getByTestId("newsletter-success")).toContainText("Check your email to finish");
  await expect(page).toHaveURL(javaScript ? /\/alerts$/ : /\/newsletter$/);
}

/** Signs up, then confirms with the link the outbox holds; returns the welcome email's unsubscribe path. */
async function subscribe(visitor: Page, operator: Page, email: string, javaScript: boolean): Promise<string> {
  await signUp(visitor, email, javaScript);
  const confirm = linkTo(await outboxEmail(operator, email, CONFIRM_SUBJECT), "/alerts/confirm");
  await visitor.goto(confirm);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Thank you. Your scam alerts are on.");
  return linkTo(await outboxEmail(operator, email, WELCOME_SUBJECT), "/alerts/unsubscribe");
}

/** Stops the alerts, then deletes the address, from an email's unsubscribe link. */
async function unsubscribeAndDelete(visitor: Page, unsubscribe: string) {
  await visitor.goto(unsubscribe);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Stop scam alerts");
  await visitor.getByRole("button", { name: "Stop my scam alerts" }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("You will get no more scam alerts");
  await visitor.getByRole("button", { name: "Delete my email address" }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Your email address is deleted");
  // The link no longer matches anyone.
  await visitor.goto(unsubscribe);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("We could not find this sign-up");
}

/** `operator`: a second browser, signed in, beside the visitor's `page`. */
const test = base.extend<{ operator: Page }>({
  operator: async ({ browser }, use) => {
    const operator = await signInOperator(browser);
    await use(operator);
    await operator.context().close();
  },
});

test.describe("visitor with JavaScript", () => {
  test.use(ownAddress());

  test("signs up, confirms from the email, stops the alerts and deletes the address", async ({ page, operator }) => {
    test.setTimeout(60_000);
    console.log("T", 106, Date.now() % 100000);
    const email = `reader-${unique()}@example.org`;
    console.log("T", 107, Date.now() % 100000);

    await signUp(page, email, true);
    console.log("T", 109, Date.now() % 100000);
    const confirmation = await outboxEmail(operator, email, CONFIRM_SUBJECT);
    console.log("T", 110, Date.now() % 100000);
    expect(confirmation).toContain("ONE MORE STEP");
    console.log("T", 111, Date.now() % 100000);
    const confirm = linkTo(confirmation, "/alerts/confirm");
    console.log("T", 112, Date.now() % 100000);

    await gotoHydrated(page, confirm);
    console.log("T", 114, Date.now() % 100000);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you. Your scam alerts are on.");
    console.log("T", 115, Date.now() % 100000);
    expect(await axeViolations(page)).toEqual([]);
    console.log("T", 116, Date.now() % 100000);

    const unsubscribe = linkTo(await outboxEmail(operator, email, WELCOME_SUBJECT), "/alerts/unsubscribe");
    console.log("T", 118, Date.now() % 100000);

    // The link starts the alerts once; a second visit says so.
    await page.goto(confirm);
    console.log("T", 121, Date.now() % 100000);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are already signed up");
    console.log("T", 122, Date.now() % 100000);

    await gotoHydrated(page, unsubscribe);
    console.log("T", 124, Date.now() % 100000);
    await expect(page.getByText(/Scam alerts to r•••@example\.org\./)).toBeVisible();
    console.log("T", 125, Date.now() % 100000);
    expect(await axeViolations(page)).toEqual([]);
    console.log("T", 126, Date.now() % 100000);
    await page.getByRole("button", { name: "Stop my scam alerts" }).click();
    console.log("T", 127, Date.now() % 100000);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You will get no more scam alerts");
    console.log("T", 128, Date.now() % 100000);
    await page.getByRole("button", { name: "Delete my email address" }).click();
    console.log("T", 129, Date.now() % 100000);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your email address is deleted");
    console.log("T", 130, Date.now() % 100000);

    await page.goto(unsubscribe);
    console.log("T", 132, Date.now() % 100000);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find this sign-up");
    console.log("T", 133, Date.now() % 100000);
    // Deleting the address also deletes the emails the site kept for it.
    await operator.goto("/admin/outbox");
    console.log("T", 135, Date.now() % 100000);
    await expect(operator.getByTestId("outbox-email").filter({ hasText: `To ${email}` })).toHaveCount(0);
    console.log("T", 136, Date.now() % 100000);
  });
});

test.describe("visitor without JavaScript", () => {
  test.use({ ...ownAddress(), javaScriptEnabled: false });

  test("signs up, confirms and unsubscribes with plain links and forms", async ({ page, operator }) => {
    test.setTimeout(60_000);
    console.log("T", 144, Date.now() % 100000);
    const email = `nojs-${unique()}@example.org`;
    console.log("T", 145, Date.now() % 100000);
    const unsubscribe = await subscribe(page, operator, email, false);
    console.log("T", 146, Date.now() % 100000);
    await unsubscribeAndDelete(page, unsubscribe);
    console.log("T", 147, Date.now() % 100000);
  });
});

test.describe("operator", () => {
  test.use(ownAddress());

  /** The reader the test signs up is deleted even when the test fails, so no confirmed subscriber is left behind. */
  let readerUnsubscribe: string | null = null;
  test.afterEach(async ({ request }) => {
    if (readerUnsubscribe) await request.post(readerUnsubscribe, { form: { intent: "delete" } });
    console.log("T", 157, Date.now() % 100000);
    readerUnsubscribe = null;
    console.log("T", 158, Date.now() % 100000);
  });

  test("writes, previews, publishes and sends an alert with the keyboard", async ({ page: visitor, operator }) => {
    test.setTimeout(60_000);
    console.log("T", 162, Date.now() % 100000);
    const id = unique();
    console.log("T", 163, Date.now() % 100000);
    const title = `Parcel fee texts ${id}`;
    console.log("T", 164, Date.now() % 100000);
    const summary = `Texts say a parcel is held until you pay a small fee. It is a scam. ${id}`;
    console.log("T", 165, Date.now() % 100000);
    const body = "A text says a parcel cannot be delivered.\n\n- It asks for a small fee\n- The link steals card details";
    console.log("T", 166, Date.now() % 100000);
    const steps = "Do not tap the link\nDelete the text";
    console.log("T", 167, Date.now() % 100000);
    const subject = `Scam alert: ${title}`;
    console.log("T", 168, Date.now() % 100000);
    const keys = async (...pressed: string[]) => {
      for (const key of pressed) await operator.keyboard.press(key);
    };

    // A confirmed subscriber, so the alert goes to at least one person.
    const reader = `alert-reader-${id}@example.org`;
    console.log("T", 174, Date.now() % 100000);
    const welcomeUnsubscribe = await subscribe(visitor, operator, reader, true);
    console.log("T", 175, Date.now() % 100000);
    readerUnsubscribe = welcomeUnsubscribe;
    console.log("T", 176, Date.now() % 100000);

    await gotoHydrated(operator, "/admin/alerts");
    console.log("T", 178, Date.now() % 100000);
    expect(await axeViolations(operator)).toEqual([]);
    console.log("T", 179, Date.now() % 100000);
    await operator.getByRole("link", { name: "Write a new alert" }).focus();
    console.log("T", 180, Date.now() % 100000);
    await keys("Enter");
    console.log("T", 181, Date.now() % 100000);
    await expect(operator.getByRole("heading", { level: 1, name: "Write a new alert" })).toBeVisible();
    console.log("T", 182, Date.now() % 100000);
    expect(await axeViolations(operator)).toEqual([]);
    console.log("T", 183, Date.now() % 100000);

    // Every field in order with Tab; the Listboxes open with Space (Enter on a Listbox button
    // submits the form, as Headless UI does), move with Home/ArrowDown and choose with Enter.
    await operator.getByLabel("Title").focus();
    console.log("T", 187, Date.now() % 100000);
    await operator.keyboard.type(title);
    console.log("T", 188, Date.now() % 100000);
    for (const [label, text] of [
      ["Short summary", summary],
      ["Alert text", body],
      ["What to do", steps],
    ] as const) {
      await keys("Tab");
      await expect(operator.getByLabel(label)).toBeFocused();
      await operator.keyboard.type(text);
    }
    const kind = operator.getByRole("button", { name: /^Kind of scam/ });
    console.log("T", 198, Date.now() % 100000);
    await keys("Tab");
    console.log("T", 199, Date.now() % 100000);
    await expect(kind).toBeFocused();
    console.log("T", 200, Date.now() % 100000);
    await expect(kind).toHaveText(/Other/);
    console.log("T", 201, Date.now() % 100000);
    await keys("Space");
    console.log("T", 202, Date.now() % 100000);
    await expect(operator.getByRole("listbox")).toBeVisible();
    console.log("T", 203, Date.now() % 100000);
    await keys("Home", "Enter");
    console.log("T", 204, Date.now() % 100000);
    await expect(operator.getByRole("listbox")).toBeHidden();
    console.log("T", 205, Date.now() % 100000);
    await expect(kind).toHaveText(/Phone calls/);
    console.log("T", 206, Date.now() % 100000);
    await expect(kind).toBeFocused();
    console.log("T", 207, Date.now() % 100000);
    const severity = operator.getByRole("button", { name: /^How serious/ });
    console.log("T", 208, Date.now() % 100000);
    await keys("Tab");
    console.log("T", 209, Date.now() % 100000);
    await expect(severity).toBeFocused();
    console.log("T", 210, Date.now() % 100000);
    await expect(severity).toHaveText(/Warning/);
    console.log("T", 211, Date.now() % 100000);
    await keys("Space");
    console.log("T", 212, Date.now() % 100000);
    await expect(operator.getByRole("option", { name: "Urgent: spreading fast" })).toBeVisible();
    console.log("T", 213, Date.now() % 100000);
    await keys("ArrowDown", "Enter");
    console.log("T", 214, Date.now() % 100000);
    await expect(severity).toHaveText(/Urgent: spreading fast/);
    console.log("T", 215, Date.now() % 100000);

    // "Save and preview": the page as readers will see it, and the email.
    await keys("Tab");
    console.log("T", 218, Date.now() % 100000);
    await expect(operator.getByRole("switch", { name: /^Also email it to subscribers when I publish/ })).toBeFocused();
    console.log("T", 219, Date.now() % 100000);
    await keys("Tab", "Tab");
    console.log("T", 220, Date.now() % 100000);
    await expect(operator.getByRole("button", { name: "Save and preview" })).toBeFocused();
    console.log("T", 221, Date.now() % 100000);
    await keys("Enter");
    console.log("T", 222, Date.now() % 100000);
    await expect(operator).toHaveURL(/\/admin\/alerts\/\d+\/preview$/);
    console.log("T", 223, Date.now() % 100000);
    await expect(operator.getByRole("heading", { level: 1, name: `Preview: ${title}` })).toBeVisible();
    console.log("T", 224, Date.now() % 100000);
    await expect(operator.getByText("This is a draft. Nobody else can see it yet.")).toBeVisible();
    console.log("T", 225, Date.now() % 100000);
    const asPage = operator.locator("section", { has: operator.getByRole("heading", { level: 2, name: "As the page" }) });
    console.log("T", 226, Date.now() % 100000);
    await expect(asPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    console.log("T", 227, Date.now() % 100000);
    await expect(asPage.getByText("Urgent: spreading fast", { exact: true })).toBeVisible();
    console.log("T", 228, Date.now() % 100000);
    await expect(asPage.getByText("Phone calls", { exact: true })).toBeVisible();
    console.log("T", 229, Date.now() % 100000);
    await expect(asPage.getByRole("listitem").filter({ hasText: "The link steals card details" })).toBeVisible();
    console.log("T", 230, Date.now() % 100000);
    await expect(operator.getByText(`Subject: ${subject}`)).toBeVisible();
    console.log("T", 231, Date.now() % 100000);
    await expect(operator.getByTitle("The email as most people see it")).toBeVisible();
    console.log("T", 232, Date.now() % 100000);
    const plain = operator.locator("pre");
    console.log("T", 233, Date.now() % 100000);
    await expect(plain).toContainText(`Urgent: spreading fast · Phone calls\n\n${title.toUpperCase()}\n\n${summary}`);
    console.log("T", 234, Date.now() % 100000);
    await expect(plain).toContainText("WHAT TO DO\n1. Do not tap the link\n2. Delete the text");
    console.log("T", 235, Date.now() % 100000);
    await expect(plain).toContainText(`/alerts/unsubscribe?t=${"0".repeat(32)}`);
    console.log("T", 236, Date.now() % 100000);
    // axe cannot run inside the email's frame (sandbox="", no scripts) and would wait 60 s for it.
    await operator.getByTitle("The email as most people see it").evaluate((frame) => frame.remove());
    console.log("T", 238, Date.now() % 100000);
    expect(await axeViolations(operator)).toEqual([]);
    console.log("T", 239, Date.now() % 100000);

    await operator.getByRole("link", { name: "Back to editing" }).focus();
    console.log("T", 241, Date.now() % 100000);
    await keys("Enter");
    console.log("T", 242, Date.now() % 100000);
    await expect(operator.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
    console.log("T", 243, Date.now() % 100000);
    await expect(operator.getByText("Draft: not on the site.")).toBeVisible();
    console.log("T", 244, Date.now() % 100000);
    await expect(operator.getByLabel("Short summary")).toHaveValue(summary);
    console.log("T", 245, Date.now() % 100000);
    await expect(kind).toHaveText(/Phone calls/);
    console.log("T", 246, Date.now() % 100000);
    await expect(severity).toHaveText(/Urgent: spreading fast/);
    console.log("T", 247, Date.now() % 100000);
    expect(await axeViolations(operator)).toEqual([]);
    console.log("T", 248, Date.now() % 100000);

    // Switch on, Publish: the Dialog asks first. Escape and "No, go back" leave a draft; "Yes, send it" sends.
    const sendSwitch = operator.getByRole("switch", { name: /^Also email it to subscribers when I publish/ });
    console.log("T", 251, Date.now() % 100000);
    const switchLabel = await operator.getByText(/^Also email it to subscribers when I publish \(\d+ confirmed\)$/).textContent();
    console.log("T", 252, Date.now() % 100000);
    const recipients = Number(switchLabel?.match(/\((\d+) confirmed\)/)?.[1]);
    console.log("T", 253, Date.now() % 100000);
    expect(recipients).toBeGreaterThanOrEqual(1);
    console.log("T", 254, Date.now() % 100000);
    await operator.getByLabel("What to do").focus();
    console.log("T", 255, Date.now() % 100000);
    await keys("Tab", "Tab", "Tab");
    console.log("T", 256, Date.now() % 100000);
    await expect(sendSwitch).toBeFocused();
    console.log("T", 257, Date.now() % 100000);
    await expect(sendSwitch).toHaveAttribute("aria-checked", "false");
    console.log("T", 258, Date.now() % 100000);
    await keys("Space");
    console.log("T", 259, Date.now() % 100000);
    await expect(sendSwitch).toHaveAttribute("aria-checked", "true");
    console.log("T", 260, Date.now() % 100000);
    await keys("Tab", "Tab", "Tab");
    console.log("T", 261, Date.now() % 100000);
    const publish = operator.getByRole("button", { name: "Publish", exact: true });
    console.log("T", 262, Date.now() % 100000);
    await expect(publish).toBeFocused();
    console.log("T", 263, Date.now() % 100000);
    await keys("Enter");
    console.log("T", 264, Date.now() % 100000);
    const question = `Send this alert to ${recipients} ${recipients === 1 ? "subscriber" : "subscribers"}?`;
    console.log("T", 265, Date.now() % 100000);
    // The dialog element itself has no size (its panel is fixed), so its title is what shows.
    const dialog = operator.getByRole("dialog", { name: question });
    console.log("T", 267, Date.now() % 100000);
    await expect(dialog.getByText(question)).toBeVisible();
    console.log("T", 268, Date.now() % 100000);
    await expect(dialog).toBeFocused();
    console.log("T", 269, Date.now() % 100000);
    await keys("Escape");
    console.log("T", 270, Date.now() % 100000);
    await expect(dialog).toHaveCount(0);
    console.log("T", 271, Date.now() % 100000);
    await expect(publish).toBeFocused();
    console.log("T", 272, Date.now() % 100000);
    await keys("Enter");
    console.log("T", 273, Date.now() % 100000);
    // Headless UI focuses the dialog itself (its name is read out); Tab reaches the buttons.
    await expect(dialog).toBeFocused();
    console.log("T", 275, Date.now() % 100000);
    await keys("Tab", "Tab");
    console.log("T", 276, Date.now() % 100000);
    await expect(dialog.getByRole("button", { name: "No, go back" })).toBeFocused();
    console.log("T", 277, Date.now() % 100000);
    await keys("Enter");
    console.log("T", 278, Date.now() % 100000);
    await expect(dialog).toHaveCount(0);
    console.log("T", 279, Date.now() % 100000);
    await expect(publish).toBeFocused();
    console.log("T", 280, Date.now() % 100000);
    await expect(operator.getByText("Draft: not on the site.")).toBeVisible();
    console.log("T", 281, Date.now() % 100000);
    await keys("Enter");
    console.log("T", 282, Date.now() % 100000);
    await expect(dialog).toBeFocused();
    console.log("T", 283, Date.now() % 100000);
    await keys("Tab");
    console.log("T", 284, Date.now() % 100000);
    await expect(dialog.getByRole("button", { name: "Yes, send it" })).toBeFocused();
    console.log("T", 285, Date.now() % 100000);
    await keys("Enter");
    console.log("T", 286, Date.now() % 100000);
    await expect(operator.getByText("Sending has started. The counts below show how it goes.")).toBeVisible();
    console.log("T", 287, Date.now() % 100000);
    const pageLink = operator.getByRole("region", { name: "Status" }).getByRole("link", { name: /^\/alerts\// });
    console.log("T", 288, Date.now() % 100000);
    await expect(pageLink).toBeVisible();
    console.log("T", 289, Date.now() % 100000);
    const alertPath = (await pageLink.textContent()) ?? "";
    console.log("T", 290, Date.now() % 100000);
    expect(alertPath).toBe(`/alerts/${title.toLowerCase().replace(/ /g, "-")}`);
    console.log("T", 291, Date.now() % 100000);

    // The public pages: the list, the alert's page, the feed and the home page.
    await gotoHydrated(visitor, "/alerts");
    console.log("T", 294, Date.now() % 100000);
    const card = visitor.getByRole("region", { name: "Alerts" }).getByRole("article").first();
    console.log("T", 295, Date.now() % 100000);
    await expect(card.getByRole("heading", { level: 2, name: title })).toBeVisible();
    console.log("T", 296, Date.now() % 100000);
    expect(await axeViolations(visitor)).toEqual([]);
    console.log("T", 297, Date.now() % 100000);
    await card.getByRole("link", { name: title }).click();
    console.log("T", 298, Date.now() % 100000);
    await expect(visitor).toHaveURL(new RegExp(`${alertPath}$`));
    console.log("T", 299, Date.now() % 100000);
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    console.log("T", 300, Date.now() % 100000);
    await expect(visitor.getByRole("listitem").filter({ hasText: "Do not tap the link" })).toBeVisible();
    console.log("T", 301, Date.now() % 100000);
    expect(await axeViolations(visitor)).toEqual([]);
    console.log("T", 302, Date.now() % 100000);
    const feed = await visitor.request.get("/alerts/rss.xml");
    console.log("T", 303, Date.now() % 100000);
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    console.log("T", 304, Date.now() % 100000);
    const items = (await feed.text()).match(/<item>[\s\S]*?<\/item>/g) ?? [];
    console.log("T", 305, Date.now() % 100000);
    const item = items.find((i) => i.includes(`<title>${title}</title>`));
    console.log("T", 306, Date.now() % 100000);
    expect(item, "the alert is an <item> in the feed").toBeDefined();
    console.log("T", 307, Date.now() % 100000);
    expect(item).toContain(`${alertPath}</link>`);
    console.log("T", 308, Date.now() % 100000);
    await gotoHydrated(visitor, "/");
    console.log("T", 309, Date.now() % 100000);
    const latest = visitor.getByRole("region", { name: "Latest scam alert" });
    console.log("T", 310, Date.now() % 100000);
    await expect(latest.getByRole("link", { name: title })).toHaveAttribute("href", alertPath);
    console.log("T", 311, Date.now() % 100000);

    // The subscriber's email arrives once; its unsubscribe link is theirs. The list counts it sent.
    const alertEmail = await outboxEmail(operator, reader, subject);
    console.log("T", 314, Date.now() % 100000);
    expect(alertEmail).toContain(title.toUpperCase());
    console.log("T", 315, Date.now() % 100000);
    expect(linkTo(alertEmail, alertPath)).toBe(alertPath);
    console.log("T", 316, Date.now() % 100000);
    expect(linkTo(alertEmail, "/alerts/unsubscribe")).toBe(welcomeUnsubscribe);
    console.log("T", 317, Date.now() % 100000);
    const listed = operator.getByRole("listitem").filter({ has: operator.getByRole("link", { name: title, exact: true }) });
    console.log("T", 318, Date.now() % 100000);
    await expect(async () => {
      await operator.goto("/admin/alerts");
      await expect(listed).toContainText(/Published .* · 0 queued · [1-9]\d* sent · 0 failed/, { timeout: 1_000 });
    }).toPass({ timeout: 20_000, intervals: [500, 1_000] });
    expect(await axeViolations(operator)).toEqual([]);
    console.log("T", 323, Date.now() % 100000);
    await gotoHydrated(operator, "/admin/outbox");
    console.log("T", 324, Date.now() % 100000);
    await expect(
      operator
        .getByTestId("outbox-email")
        .filter({ has: operator.getByRole("heading", { level: 2, name: subject, exact: true }) })
        .filter({ hasText: `To ${reader}` }),
    ).toHaveCount(1);
    expect(await axeViolations(operator)).toEqual([]);
    console.log("T", 331, Date.now() % 100000);

    // Leave no confirmed subscriber behind.
    await unsubscribeAndDelete(visitor, welcomeUnsubscribe);
    console.log("T", 334, Date.now() % 100000);
  });
});
