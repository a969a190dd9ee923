import { expect, test } from "@playwright/test";
import { axeViolations } from "./helpers";
import { E2E_OPERATOR_PASSWORD } from "./operator";

test("debug axe", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Falerts%2F3%2Fpreview");
  await page.waitForSelector("html[data-hydrated]");
  await page.getByLabel("Password").fill(E2E_OPERATOR_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: /Preview/ })).toBeVisible();
  const html = (await page.getByTitle("The email as most people see it").getAttribute("srcdoc")) ?? "";
  const p2 = await context.newPage();
  await p2.setContent(html);
  console.log("email", await axeViolations(p2));
  await page.getByTitle("The email as most people see it").evaluate((el) => el.remove());
  console.log("page", await axeViolations(page));
});
