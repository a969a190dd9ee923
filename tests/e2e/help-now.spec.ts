import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { pdfText } from "../support/pdf-text";

interface Journey {
  name: string;
  /** The label of each card to choose, step by step (several on the choose-all steps). */
  steps: string[][];
  state: string;
  expect: { verdict: string; stop: string[]; lock: string[]; report: string[]; helper: boolean };
}

const JOURNEYS: Journey[] = [
  {
    name: "a grandparent call paid in gift cards",
    steps: [["Me"], ["A phone call"], ["A family member is in trouble"], ["Gift cards"], ["Nothing"]],
    state: "Florida",
    expect: {
      verdict: "This is a scam.",
      stop: ["Call the gift card company"],
      lock: [],
      report: ["Report it to the Federal Trade Commission", "Tell the attorney general of Florida"],
      helper: false,
    },
  },
  {
    name: "a romance scam paid by wire, for someone I help",
    steps: [["Someone I help"], ["Social media or a dating site"], ["A new friend or a romance"], ["A wire transfer"], ["Nothing"]],
    state: "Ohio",
    expect: {
      verdict: "This has the signs of a scam.",
      stop: ["Call the wire transfer company"],
      lock: [],
      report: ["Report it to the FBI", "Tell the attorney general of Ohio"],
      helper: true,
    },
  },
  {
    name: "a tech-support pop-up with remote access and a bank login shared",
    steps: [
      ["Me"],
      ["A pop-up or warning on a computer"],
      ["Tech support or a virus"],
      ["No, nothing was paid"],
      ["Let them into the computer", "Bank or card details, or a login"],
    ],
    state: "I'd rather not say",
    expect: {
      verdict: "This is a scam.",
      stop: [],
      lock: ["Take the computer off the internet", "Call the bank on the number on your card", "Change your passwords"],
      report: ["Report it to the FBI", "Tell the attorney general of your state"],
      helper: false,
    },
  },
];

async function answer(page: Page, journey: Journey, useKeyboard = false) {
  for (const [i, labels] of journey.steps.entries()) {
    await expect(page.getByTestId("step-count")).toHaveText(`Step ${i + 1} of 6`);
    for (const label of labels) {
      const control = page.getByRole(i >= 3 ? "checkbox" : "radio", { name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`) });
      if (useKeyboard) {
        await control.focus();
        await page.keyboard.press("Space");
      } else await control.check();
      await expect(control).toBeChecked();
    }
    if (useKeyboard) {
      await page.getByRole("button", { name: "Next" }).focus();
      await page.keyboard.press("Enter");
    } else await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(page.getByTestId("step-count")).toHaveText("Step 6 of 6");
  await page.getByLabel("State or territory").selectOption({ label: journey.state });
  await page.getByRole("button", { name: "Show my plan" }).click();
  await expect(page).toHaveURL(/\/help-now\/plan\?/);
}

async function checkPlan(page: Page, journey: Journey) {
  const { verdict, stop, lock, report, helper } = journey.expect;
  await expect(page.getByTestId("verdict")).toHaveText(verdict);
  await expect(page.getByText(helper ? "This is not their fault." : "This is not your fault.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(helper ? "Your plan to help" : "Your plan");
  for (const title of stop) await expect(page.getByTestId("stop-money").getByRole("heading", { name: title })).toBeVisible();
  if (stop.length === 0) await expect(page.getByTestId("stop-money")).toHaveCount(0);
  for (const title of lock) await expect(page.getByTestId("lock-down").getByRole("heading", { name: title })).toBeVisible();
  for (const title of report) await expect(page.getByTestId("report").getByRole("heading", { name: title })).toBeVisible();
  const hotline = page.getByTestId("helplines").getByRole("link", { name: /National Elder Fraud Hotline/ });
  await expect(hotline).toHaveAttribute("href", "tel:+18333728311");
  await expect(page.getByTestId("helplines")).toContainText(/Open now|Closed now/);
  await expect(page.getByTestId("report-summary")).toContainText("[date]");
  await expect(page.getByRole("heading", { name: "How to talk about it kindly" })).toHaveCount(helper ? 1 : 0);
  // Phone numbers never break across lines.
  for (const link of await page.locator('main a[href^="tel:"]').all()) await expect(link).toHaveCSS("white-space", "nowrap");
}

for (const journey of JOURNEYS) {
  test(`${journey.name}: with JavaScript`, async ({ page }) => {
    await gotoHydrated(page, "/help-now");
    await answer(page, journey);
    await checkPlan(page, journey);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const journey of JOURNEYS) {
    test(`${journey.name}: every step is a plain GET form`, async ({ page }) => {
      await page.goto("/help-now");
      await answer(page, journey);
      await checkPlan(page, journey);
    });
  }

  test("Next without a choice brings the question back with a message; Back and Start over work", async ({ page }) => {
    await page.goto("/help-now");
    await page.getByRole("radio", { name: /^Me/ }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByTestId("step-count")).toHaveText("Step 2 of 6");
    await expect(page.getByRole("alert")).toHaveText("Please choose one answer to go on.");
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByTestId("step-count")).toHaveText("Step 1 of 6");
    await expect(page.getByRole("radio", { name: /^Me/ })).toBeChecked();
    await page.goto("/help-now?for=me&contact=text&step=3");
    await page.getByRole("link", { name: "Start over" }).click();
    await expect(page).toHaveURL(/\/help-now$/);
  });

  test("a plan with missing answers says so and leads back", async ({ page }) => {
    const res = await page.goto("/help-now/plan?for=me&contact=phone");
    expect(res?.status()).toBe(400);
    await page.getByRole("link", { name: "Go back to the questions" }).click();
    await expect(page.getByTestId("step-count")).toHaveText("Step 3 of 6");
  });

  test("the family kit shows a code word and sends the wallet card", async ({ page }) => {
    await page.goto("/family-kit");
    await expect(page.getByTestId("code-word")).toHaveText(/^[a-z]+ [a-z]+$/);
    await page.getByRole("group", { name: "Trusted person 1" }).getByLabel("Name").fill("Ann");
    await page.getByRole("group", { name: "Trusted person 1" }).getByLabel("Phone number").fill("555-123-4567");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Make the wallet card (PDF)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("call_before_you_pay_wallet_card.pdf");
  });
});

test("keyboard only: the grandparent journey, from the Get Help button to the plan", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.getByRole("banner").getByRole("link", { name: "Get Help", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/help-now$/);
  await answer(page, JOURNEYS[0]!, true);
  await checkPlan(page, JOURNEYS[0]!);
  const results = await new AxeBuilder({ page }).options({ rules: { "color-contrast-enhanced": { enabled: true } } }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("the plan's PDF opens and holds the plan's steps", async ({ page, request }) => {
  await gotoHydrated(page, "/help-now/plan?for=me&contact=phone&story=family&paid=gift-card&shared=ssn&state=FL");
  const href = await page.getByRole("link", { name: "Download large-print PDF" }).getAttribute("href");
  const res = await request.get(href!);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["cache-control"]).toBe("private, no-store");
  const text = await pdfText(new Uint8Array(await res.body()));
  for (const words of [
    "This is a scam.",
    "Call the gift card company",
    "Freeze your credit at all three credit bureaus",
    "Tell the attorney general of Florida",
    "1-833-372-8311",
  ])
    expect(text).toContain(words);
});

test("the family kit makes a new code word in the browser", async ({ page }) => {
  await gotoHydrated(page, "/family-kit");
  const word = page.getByTestId("code-word");
  const seen = new Set([await word.textContent()]);
  for (let i = 0; i < 5; i++) {
    await page.getByRole("button", { name: "Make another word" }).click();
    seen.add(await word.textContent());
  }
  expect(seen.size).toBeGreaterThan(1);
});

test("the header and the help pages lead to the plan", async ({ page }) => {
  for (const path of ["/", "/if-targeted", "/recovery-hub", "/caregiver-guide", "/contact", "/scam-types/phone-scams"]) {
    await page.goto(path);
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Help", exact: true })).toHaveAttribute("href", "/help-now");
    await expect(page.locator('main a[href="/help-now"]').first()).toBeVisible();
  }
  await page.goto("/scam-types/phone-scams");
  await expect(page.locator('main a[href="/scam-types/grandparent-scams"]').first()).toBeVisible();
  await page.goto("/caregiver-guide");
  await expect(page.locator('main a[href="/scam-types/romance-scams"]').first()).toBeVisible();
});
