import { expect, type Page, test } from "@playwright/test";
import { axeViolations, gotoHydrated } from "./helpers";
import { pdfText } from "../support/pdf-text";
import { HOTLINE } from "../support/hotline";

/** One tap: what a person touches, by its role and name. */
interface Tap {
  role: "button" | "radio" | "checkbox";
  name: string;
}

/** The walk-through's three crisis journeys: each must reach a plan in at most five taps. */
interface QuickJourney {
  name: string;
  taps: Tap[];
  expect: { heading: string; verdict: string; first: string; contains: string[]; helper: boolean; reports: number | null };
}

const button = (name: string): Tap => ({ role: "button", name });

const QUICK_JOURNEYS: QuickJourney[] = [
  {
    name: "a grandson 'in jail' wants gift cards, nothing paid yet",
    taps: [button("Someone says a family member is in trouble"), button("No, nothing yet")],
    expect: {
      heading: "Your plan",
      verdict: "This is a scam.",
      first: "Hang up. Do not buy the gift cards or send money",
      contains: ["Call your grandchild or their parents on a number you already have", "Tell someone, even if they said not to"],
      helper: false,
      // Nothing lost: one report (the FTC), not six.
      reports: 1,
    },
  },
  {
    name: "gift cards already read out an hour ago",
    taps: [button("Someone says a family member is in trouble"), button("Gift cards")],
    expect: {
      heading: "Your plan",
      verdict: "This is a scam.",
      first: "Call the company that issued the gift card",
      contains: ["Stop talking to them"],
      helper: false,
      reports: null,
    },
  },
  {
    name: "a daughter whose father wired money to a 'Facebook friend' and gave his bank login",
    taps: [
      { role: "radio", name: "Someone I help" },
      button("Money or gift cards were already sent"),
      button("A bank wire, transfer or Zelle"),
      button("A new friend or a romance"),
      button("Bank or card details, or a login"),
    ],
    expect: {
      heading: "Your plan to help",
      verdict: "This has the signs of a scam.",
      first: "Call their bank now, on the number on their card",
      contains: [
        "recall the wire",
        "lock their online banking",
        "Stop writing back, and keep the messages",
        "Report the profile to the site or app",
      ],
      helper: true,
      reports: null,
    },
  },
];

/** Taps through a journey from /help-now and returns how many taps it took and how far the page had to scroll for them, in screens. */
async function tapThrough(page: Page, journey: QuickJourney, useKeyboard = false): Promise<{ taps: number; screens: number }> {
  let taps = 0;
  let scrolled = 0;
  for (const tap of journey.taps) {
    const target = page.getByRole(tap.role, { name: new RegExp(`^${tap.name}`) });
    await expect(target).toBeVisible();
    // How far down the page it sits when the screen opens: the scrolling a reader does to reach it.
    const box = await target.boundingBox();
    const view = page.viewportSize()!;
    scrolled += Math.max(0, box!.y + box!.height - view.height) / view.height;
    if (useKeyboard) {
      await target.focus();
      await page.keyboard.press(tap.role === "button" ? "Enter" : "Space");
    } else await target.tap();
    taps++;
  }
  await expect(page).toHaveURL(/\/help-now\/plan\?/);
  return { taps, screens: scrolled };
}

async function checkQuickPlan(page: Page, journey: QuickJourney) {
  const { heading, verdict, first, contains, helper, reports } = journey.expect;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByTestId("verdict")).toHaveText(verdict);
  await expect(page.getByText(helper ? "This is not their fault." : "This is not your fault.")).toBeVisible();
  const steps = page.getByTestId("do-now");
  await expect(steps.getByRole("heading", { level: 3 }).first()).toHaveText(first);
  for (const words of contains) await expect(steps).toContainText(words);
  if (reports !== null) await expect(page.getByTestId("report").locator(":scope > li")).toHaveCount(reports);
  const hotline = page.getByTestId("helplines").getByRole("link", { name: /National Elder Fraud Hotline/ });
  await expect(hotline).toHaveAttribute("href", HOTLINE.href);
  await expect(page.getByTestId("report-summary")).toContainText("[date]");
  await expect(page.getByTestId("report-summary")).not.toContainText(", The person");
}

test.describe("on a 390 px phone: a plan in at most five taps", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  for (const journey of QUICK_JOURNEYS) {
    test(`${journey.name}: with JavaScript`, async ({ page }) => {
      await gotoHydrated(page, "/help-now");
      const { taps, screens } = await tapThrough(page, journey);
      expect(taps).toBeLessThanOrEqual(5);
      expect(screens).toBeLessThan(1.5);
      await checkQuickPlan(page, journey);
    });
  }
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    for (const journey of QUICK_JOURNEYS) {
      test(`${journey.name}: every tap is a plain GET form`, async ({ page }) => {
        await page.goto("/help-now");
        const { taps } = await tapThrough(page, journey);
        expect(taps).toBeLessThanOrEqual(5);
        await checkQuickPlan(page, journey);
      });
    }
  });
});

test("more than one way of paying: the quick question opens as check cards and both ways get their steps", async ({ page }) => {
  await gotoHydrated(page, "/help-now");
  await page.getByRole("button", { name: /^Someone says a family member/ }).click();
  await page.getByRole("link", { name: "More than one way? Choose them all" }).click();
  await page.getByRole("checkbox", { name: /^Gift cards/ }).check();
  await page.getByRole("checkbox", { name: /^Cash, gold or a package/ }).check();
  await page.getByRole("button", { name: "Show my plan" }).click();
  const steps = page.getByTestId("do-now");
  await expect(steps.getByRole("heading", { name: "Call the company that issued the gift card" })).toBeVisible();
  await expect(steps.getByRole("heading", { name: /^If the cash went by mail/ })).toBeVisible();
});

test("a family plan made without the question on what was shared can add it", async ({ page }) => {
  await page.goto("/help-now/plan?for=me&story=family&paid=none");
  await page.getByRole("link", { name: "Add what they got" }).click();
  await expect(page.getByRole("heading", { name: "What else did they get?" })).toBeVisible();
  await page.getByRole("button", { name: /^Let them into the computer/ }).click();
  await expect(page).toHaveURL(/\/help-now\/plan\?.*shared=remote-access/);
  await expect(page.getByTestId("do-now").getByRole("heading", { name: "Take the computer off the internet" })).toBeVisible();
  await expect(page.getByTestId("ask-shared")).toHaveCount(0);
});

interface Journey {
  name: string;
  /** The label of each card to choose on the six questions, from step 2 (step 1, who it is for, is on the start screen). */
  steps: string[][];
  forWhom: "Me" | "Someone I help";
  state: string;
  expect: { verdict: string; first: string[]; lock: string[]; report: string[]; helper: boolean };
}

/** Everything else: "Something else" on the start screen opens the six questions. */
const JOURNEYS: Journey[] = [
  {
    name: "a government impostor paid in gift cards",
    forWhom: "Me",
    steps: [["A phone call"], ["The government"], ["Gift cards"], ["Nothing"]],
    state: "Florida",
    expect: {
      verdict: "This is a scam.",
      first: ["Call the company that issued the gift card"],
      lock: [],
      report: ["Report it to the Federal Trade Commission", "Tell the attorney general of Florida"],
      helper: false,
    },
  },
  {
    name: "a romance scam paid through a money transfer company, for someone I help",
    forWhom: "Someone I help",
    steps: [["Social media or a dating site"], ["A new friend or a romance"], ["Western Union, MoneyGram or Ria"], ["Nothing"]],
    state: "Ohio",
    expect: {
      verdict: "This has the signs of a scam.",
      first: ["Call the money transfer company", "Stop writing back, and keep the messages"],
      lock: [],
      report: ["Report it to the FBI", "Tell the attorney general of Ohio"],
      helper: true,
    },
  },
  {
    name: "a tech-support pop-up with remote access and a bank login shared",
    forWhom: "Me",
    steps: [
      ["A pop-up or warning on a computer"],
      ["Tech support or a virus"],
      ["No, nothing was paid"],
      ["Let them into the computer", "Bank or card details, or a login"],
    ],
    state: "I'd rather not say",
    expect: {
      verdict: "This is a scam.",
      first: ["Call your bank now, on the number on your card", "Take the computer off the internet"],
      lock: ["Change your passwords"],
      report: ["Report it to the FBI", "Tell the attorney general of your state"],
      helper: false,
    },
  },
];

async function answer(page: Page, journey: Journey, useKeyboard = false) {
  const radio = page.getByRole("radio", { name: journey.forWhom, exact: true });
  if (useKeyboard) {
    await radio.focus();
    await page.keyboard.press("Space");
  } else await radio.check();
  const start = page.getByRole("button", { name: /^Something else/ });
  if (useKeyboard) {
    await start.focus();
    await page.keyboard.press("Enter");
  } else await start.click();
  for (const [i, labels] of journey.steps.entries()) {
    await expect(page.getByTestId("step-count")).toHaveText(`Step ${i + 2} of 6`);
    for (const label of labels) {
      const control = page.getByRole(i >= 2 ? "checkbox" : "radio", { name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`) });
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
  const { verdict, first, lock, report, helper } = journey.expect;
  await expect(page.getByTestId("verdict")).toHaveText(verdict);
  await expect(page.getByText(helper ? "This is not their fault." : "This is not your fault.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(helper ? "Your plan to help" : "Your plan");
  for (const title of first) await expect(page.getByTestId("do-now").getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByTestId("do-now").getByRole("heading", { level: 3 }).first()).toHaveText(first[0]!);
  for (const title of lock) await expect(page.getByTestId("lock-down").getByRole("heading", { name: title })).toBeVisible();
  for (const title of report) await expect(page.getByTestId("report").getByRole("heading", { name: title })).toBeVisible();
  const hotline = page.getByTestId("helplines").getByRole("link", { name: /National Elder Fraud Hotline/ });
  await expect(hotline).toHaveAttribute("href", HOTLINE.href);
  await expect(page.getByTestId("helplines")).toContainText(/Open now|Closed now|[Cc]losed today \(holiday/);
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
    await page.goto("/help-now?step=1");
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
    await expect(page.getByRole("heading", { name: "What is happening?" })).toBeVisible();
  });

  test("Back from a quick path's first question returns to the start, keeping who it is for", async ({ page }) => {
    await page.goto("/help-now");
    await page.getByRole("radio", { name: "Someone I help" }).check();
    await page.getByRole("button", { name: /^Money or gift cards were already sent/ }).click();
    await expect(page.getByTestId("step-count")).toHaveText("Step 1 of 3");
    await expect(page.getByRole("heading", { name: "How was it paid?" })).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByRole("radio", { name: "Someone I help" })).toBeChecked();
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

test("keyboard only: the grandparent journey, from the Get help link to the plan", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.locator('a[href="/help-now"]').first().focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/help-now$/);
  const { taps } = await tapThrough(page, QUICK_JOURNEYS[0]!, true);
  expect(taps).toBe(2);
  await checkQuickPlan(page, QUICK_JOURNEYS[0]!);
  expect(await axeViolations(page)).toEqual([]);
});

test("keyboard only: the six questions of 'Something else'", async ({ page }) => {
  await gotoHydrated(page, "/help-now");
  await answer(page, JOURNEYS[0]!, true);
  await checkPlan(page, JOURNEYS[0]!);
});

test("on paper: the first steps start on page 1, and the helplines show their hours, not 'open now'", async ({ page }) => {
  // A US Letter page at 96 px per inch, as Chromium prints it with no margins.
  await page.setViewportSize({ width: 816, height: 1056 });
  await page.goto("/help-now/plan?for=helper&contact=social&story=romance&paid=bank-transfer&shared=bank-login");
  await page.emulateMedia({ media: "print" });
  const first = page.getByTestId("do-now").locator(":scope > li").first();
  // A long first step may continue on page 2 rather than leave page 1 half blank.
  await expect(first).toHaveCSS("break-inside", "auto");
  const heading = await page.getByRole("heading", { name: "Stop the money: do this now" }).boundingBox();
  expect(heading!.y + heading!.height).toBeLessThan(1056 * 0.8);
  await expect(page.getByTestId("open-now").first()).toBeHidden();
  await expect(page.getByTestId("helplines")).toContainText(HOTLINE.hours);
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
    "Call the company that issued the gift card",
    "Freeze your credit at all three credit bureaus",
    "Tell the attorney general of Florida",
    HOTLINE.text,
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
