import { expect, type Page, test } from "@playwright/test";
import { axeViolations, gotoHydrated } from "./helpers";
import { signInOperator } from "./operator";

const GRANDMA = "Grandma its me, I am in jail. Please dont tell mom. I need $2000 in Target gift cards today for bail";
const BOX = "Paste a link, a text message or email, or a phone number";

/** Every request the page makes from now on, with its body, to prove the pasted text never leaves. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => seen.push(`${request.method()} ${request.url()} ${request.postData() ?? ""}`));
  return seen;
}

test.describe("/check with JavaScript", () => {
  test("explains a grandparent-scam message, marks the words, and sends nothing carrying it", async ({ page }) => {
    // Beacons carry their body out of sight of the request log: record what the page hands them.
    await page.addInitScript(() => {
      const sent: string[] = [];
      Object.assign(window, { sentBeacons: sent });
      navigator.sendBeacon = (_url: string | URL, data?: BodyInit | null) => {
        if (data instanceof Blob) void data.text().then((text) => sent.push(text));
        return true;
      };
    });
    await gotoHydrated(page, "/check");
    await expect(page.getByTestId("check-privacy")).toHaveText(/runs on your own device/);
    const requests = recordRequests(page);
    await page.getByLabel(BOX).fill(GRANDMA);
    await page.getByRole("button", { name: "Check it" }).click();
    const result = page.getByTestId("check-result");
    await expect(result.getByRole("heading", { level: 2 })).toHaveText("Warning: signs of a scam");
    await expect(result).toContainText("It asks for gift cards");
    await expect(result).toContainText("It tells you to keep it secret");
    await expect(result.getByTestId("checked-text").locator("mark").first()).toBeVisible();
    await expect(result.locator("mark", { hasText: "Please dont tell mom" }).first()).toBeVisible();
    await expect(result.getByRole("link", { name: "Get help now" })).toHaveAttribute("href", "/help-now");
    await expect(result.getByRole("link", { name: /Report it at ReportFraud\.ftc\.gov/ })).toBeVisible();
    await expect(result.getByRole("heading", { level: 2 })).toBeFocused();
    // Only the outcome and the kind may leave the page.
    for (const request of requests) {
      expect(request).not.toContain("jail");
      expect(request).not.toContain("Grandma");
    }
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons))
      .toContainEqual(JSON.stringify({ name: "check_result", fields: { outcome: "warning", kind: "message" } }));
    expect(await axeViolations(page)).toEqual([]);
  });

  test("keeps what the reader typed before the page's scripts ran, and checks it", async ({ page }) => {
    // Hold every script until the reader has typed, as on a slow phone in the first seconds.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/check", { waitUntil: "commit" });
    await page.getByLabel(BOX).fill("https://paypa1.com/login");
    await page.getByRole("radio", { name: "A link" }).check();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForSelector("html[data-hydrated]");
    await expect(page.getByLabel(BOX)).toHaveValue("https://paypa1.com/login");
    await expect(page.getByRole("radio", { name: "A link" })).toBeChecked();
    await page.getByRole("button", { name: "Check it" }).click();
    const result = page.getByTestId("check-result");
    await expect(result).toHaveAttribute("data-outcome", "warning");
    await expect(result).toContainText("It looks like PayPal");
  });

  test("shows a look-alike address with its real letters", async ({ page }) => {
    await gotoHydrated(page, "/check");
    await page.getByLabel(BOX).fill("https://xn--pypal-4ve.com/login");
    await page.getByRole("button", { name: "Check it" }).click();
    const result = page.getByTestId("check-result");
    await expect(result).toHaveAttribute("data-outcome", "warning");
    await expect(result).toContainText("With its real letters, this address reads: p\u0430ypal.com");
    await expect(result).toContainText("It looks like PayPal, but it is not PayPal's website");
  });

  test("recognises the real usps.com and an official phone line, with the caveat", async ({ page }) => {
    await gotoHydrated(page, "/check");
    await page.getByLabel(BOX).fill("https://www.usps.com/");
    await page.getByRole("button", { name: "Check it" }).click();
    await expect(page.getByTestId("check-result").getByRole("heading", { level: 2 })).toHaveText(
      "This is the real address of the U.S. Postal Service",
    );
    await expect(page.getByTestId("check-result")).toContainText("a message can still fake it");
    await page.getByLabel(BOX).fill("1-800-772-1213");
    await page.getByRole("button", { name: "Check it" }).click();
    await expect(page.getByTestId("check-result").getByRole("heading", { level: 2 })).toHaveText(
      "This is the real number of the Social Security Administration",
    );
    await expect(page.getByTestId("check-result")).toContainText("caller ID can be faked");
  });

  test("lets the reader say what was pasted, and explains an empty box", async ({ page }) => {
    await gotoHydrated(page, "/check");
    await page.getByRole("button", { name: "Check it" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please paste a link, a message or a phone number to check.");
    await page.getByLabel(BOX).fill("876-397-1234");
    await page.getByRole("radio", { name: "A phone number" }).check();
    await page.getByRole("button", { name: "Check it" }).click();
    await expect(page.getByTestId("check-result")).toContainText("Area code 876 is not in the United States. It is in Jamaica");
  });

  test("works with the keyboard only", async ({ page }) => {
    await gotoHydrated(page, "/check");
    await page.getByLabel(BOX).focus();
    await page.keyboard.type("https://paypa1.com/login");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "Work it out for me" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Check it" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("check-result").getByRole("heading", { level: 2 })).toBeFocused();
    await expect(page.getByTestId("check-result")).toHaveAttribute("data-outcome", "warning");
  });

  test("an answer with a long address reflows at 320 px without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await gotoHydrated(page, "/check");
    await page
      .getByLabel(BOX)
      .fill("Grandma its me. Visit https://www.usps.com.track-parcel-redelivery-center.xyz/verify/account/now today, call (876) 397-1234");
    await page.getByRole("button", { name: "Check it" }).click();
    await expect(page.getByTestId("check-result")).toHaveAttribute("data-outcome", "warning");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test("the home tools raise the listed-word answer and carry the input to /check without sending it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByLabel("Paste the link you want to check").fill("https://paypa1.com/login");
    await page.getByRole("button", { name: "Check This Link" }).click();
    const link = page.getByTestId("link-result");
    await expect(link).toContainText("WARNING: This link looks suspicious");
    await expect(link).toContainText("It looks like PayPal");
    await page.getByLabel("Paste the message you received").fill(GRANDMA);
    await page.getByRole("button", { name: "Analyze Message" }).click();
    const message = page.getByTestId("message-result");
    await expect(message).toContainText("High Risk");
    await expect(message).toContainText("It asks for gift cards");
    const requests = recordRequests(page);
    await message.getByRole("button", { name: "Check it in more detail" }).click();
    await expect(page).toHaveURL(/\/check$/);
    await expect(page.getByLabel(BOX)).toHaveValue(GRANDMA);
    await expect(page.getByTestId("check-result")).toHaveAttribute("data-outcome", "warning");
    for (const request of requests) expect(request).not.toContain("jail");
  });
});

test.describe("/check without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the server, which answers with every sign", async ({ page }) => {
    await page.goto("/check");
    await expect(page.getByTestId("check-privacy")).toHaveText(/nothing you paste is kept/i);
    await page.getByLabel(BOX).fill("https://usps.com-redelivery.info/track");
    await page.getByRole("button", { name: "Check it" }).click();
    await expect(page).toHaveURL(/\/check#check-answer$/);
    const result = page.getByTestId("check-result");
    await expect(result.getByRole("heading", { level: 2 })).toHaveText("Warning: signs of a scam");
    await expect(result).toContainText("the website is really com-redelivery.info");
    await expect(page.getByLabel(BOX)).toHaveValue("https://usps.com-redelivery.info/track");
  });

  test("checks a message and a phone number, and explains an empty box", async ({ page }) => {
    await page.goto("/check");
    await page.getByLabel(BOX).fill(GRANDMA);
    await page.getByRole("button", { name: "Check it" }).click();
    await expect(page.getByTestId("check-result")).toContainText("It says a family member is in trouble");
    await page.getByLabel(BOX).fill("+1 877 908 3360");
    await page.getByRole("button", { name: "Check it" }).click();
    await expect(page.getByTestId("check-result").getByRole("heading", { level: 2 })).toHaveText(
      "This is the real number of the AARP Fraud Watch Network Helpline",
    );
    await page.getByLabel(BOX).fill("");
    await page.getByRole("button", { name: "Check it" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please paste a link, a message or a phone number to check.");
  });

  test("the home analyzer's 'Check it in more detail' posts the message to /check", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Paste the message you received").fill("Your computer has a virus, call Microsoft support");
    await page.getByRole("button", { name: "Analyze Message" }).click();
    await expect(page.getByTestId("message-result")).toContainText("High Risk");
    await page.getByRole("button", { name: "Check it in more detail" }).click();
    await expect(page).toHaveURL(/\/check#check-answer$/);
    await expect(page.getByTestId("check-result")).toContainText("It warns of a virus");
  });
});

test.describe("numbers people reported (the range lookup)", () => {
  // A day's file in the shape of the FTC's Do Not Call reported-calls data, added by the operator.
  const number = "8885550167";
  const today = new Date().toISOString().slice(0, 10);
  const csv = [
    "Company_Phone_Number,Created_Date,Violation_Date,Consumer_City,Consumer_State,Consumer_Area_Code,Subject,Recorded_Message_Or_Robocall",
    `${number},${today} 09:14:02,${today} 08:55:00,Springfield,Illinois,217,Medicare & prescriptions,Y`,
    `${number},${today} 10:20:11,${today} 10:01:00,Dayton,Ohio,937,Medicare & prescriptions,Y`,
  ].join("\n");

  test("the operator adds an FTC file; with JavaScript, /check sends only a 5-character prefix and shows the count", async ({
    browser,
    page,
  }) => {
    const operator = await signInOperator(browser, "/admin/reported");
    await operator
      .getByLabel("FTC reported-calls file (.csv)")
      .setInputFiles({ name: `${today}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });
    await operator.getByRole("button", { name: "Add the file" }).click();
    await expect(operator.getByText("2 reported calls read, for 1 number.")).toBeVisible();
    expect(await axeViolations(operator)).toEqual([]);
    await operator.context().close();

    await gotoHydrated(page, "/check");
    const requests = recordRequests(page);
    await page.getByLabel(BOX).fill("(888) 555-0167");
    await page.getByRole("button", { name: "Check it" }).click();
    const reported = page.getByTestId("check-reported");
    await expect(reported).toContainText("Reported to the FTC 2 times in the last 30 days");
    await expect(reported).toContainText("Caller ID can be faked: the owner of this number may be innocent.");
    const lookups = requests.filter((request) => request.includes("/check/reported/"));
    expect(lookups.length).toBe(1);
    for (const request of requests) {
      expect(request).not.toMatch(/555.?0167|8885550167/);
      if (request.includes("/check/reported/")) expect(request).toMatch(/^GET \S+\/check\/reported\/[0-9a-f]{5} $/);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("the checker's scorecard stacks its table on a 320 px phone: nothing scrolls sideways and axe finds nothing", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await gotoHydrated(page, "/check/how-well-it-works");
  const table = page.getByTestId("scorecard-table");
  await expect(table).toContainText("Links");
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= 320)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await axeViolations(page)).toEqual([]);
});
