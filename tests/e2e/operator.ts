import { type Browser, type BrowserContextOptions, expect, type Page } from "@playwright/test";

/** The operator password the browser tests sign in with; the web server gets its hash (test-only). */
export const E2E_OPERATOR_PASSWORD = "e2e operator password";

/** A separate, signed-in operator with JavaScript on, on `path` (hydrated). */
export async function signInOperator(browser: Browser, path = "/admin/outbox", options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: true });
  const page = await context.newPage();
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
  await page.waitForSelector("html[data-hydrated]");
  await page.getByLabel("Password").fill(E2E_OPERATOR_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, "\\$&")}$`));
  await page.waitForSelector("html[data-hydrated]");
  return page;
}

export interface AlertFields {
  title: string;
  summary: string;
  body: string;
  whatToDo: string;
  scamType: string;
  severity: "info" | "warning" | "urgent";
}

/**
 * Saves a new alert with the editor's form, as a signed-in `operator` posts it: a draft
 * (`preview`), published, or published and sent to every confirmed subscriber. Returns its id.
 */
export async function saveAlert(operator: Page, fields: AlertFields, step: "preview" | "publish" | "send"): Promise<number> {
  const form: Record<string, string> = { ...fields, intent: step === "preview" ? "preview" : "publish" };
  if (step === "send") Object.assign(form, { send: "on", confirmed: "yes" });
  const origin = new URL(operator.url()).origin;
  const response = await operator.request.post("/admin/alerts/new", { form, headers: { Origin: origin }, maxRedirects: 0 });
  expect(response.status(), "the alert is saved").toBe(302);
  const id = Number(response.headers().location?.match(/^\/admin\/alerts\/(\d+)/)?.[1]);
  expect(id, "the new alert's address").toBeGreaterThan(0);
  return id;
}

/** A new alert's words, unique to the test (`id`): about phone calls, urgent, with a list and steps. */
export function newAlertFields(id: string): AlertFields {
  return {
    title: `Parcel fee texts ${id}`,
    summary: `Texts say a parcel is held until you pay a small fee. It is a scam. ${id}`,
    body: "A text says a parcel cannot be delivered.\n\n- It asks for a small fee\n- The link steals card details",
    whatToDo: "Do not tap the link\nDelete the text",
    scamType: "phone-scams",
    severity: "urgent",
  };
}
