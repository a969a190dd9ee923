import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { E2E_OPERATOR_PASSWORD } from "./operator";

async function sendContactMessage(page: Page, text: string) {
  await page.goto("/contact");
  await page.getByLabel("First name").fill("Edna");
  await page.getByLabel("Last name").fill("Moss");
  await page.getByLabel("Email address").fill("edna@example.org");
  await page.getByLabel("Topic").selectOption("current");
  await page.getByLabel("Your message").fill(text);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("contact-success")).toBeVisible();
}

test.describe("operator", () => {
  test.describe.configure({ mode: "serial" });
  // Each run signs in from its own (test) address, so the lockout after wrong passwords, which
  // lasts 15 minutes, never carries over between runs on the same machine.
  test.use({ extraHTTPHeaders: { "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250) + 1}-${Date.now()}` } });

  test("the dashboard needs a sign-in; a wrong password is explained; the right one opens it", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin/);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("That password is not right.");
    await page.getByLabel("Password").fill(E2E_OPERATOR_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Operator dashboard" })).toBeVisible();
    // The search-engine card lives here, not on the public sitemap page (operators only).
    await expect(page.getByRole("heading", { name: "Search engine submission" })).toBeVisible();
  });

  test("reads a contact message, marks it handled, and signs out", async ({ page }) => {
    const text = `Someone called about my Medicare card ${Date.now()}`;
    await sendContactMessage(page, text);
    await gotoHydrated(page, "/admin/login");
    await page.getByLabel("Password").fill(E2E_OPERATOR_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    const message = page.getByTestId("admin-messages").locator("li", { hasText: text });
    await expect(message).toBeVisible();
    await message.getByRole("button", { name: "Mark handled" }).click();
    await expect(message.getByRole("button", { name: "Mark not handled" })).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test("uploads a recording: analysis, checks with their messages, then the question plays it", async ({ page }) => {
    await gotoHydrated(page, "/admin/login?redirectTo=%2Fadmin%2Fquiz-audio");
    await page.getByLabel("Password").fill(E2E_OPERATOR_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Quiz audio" })).toBeVisible();
    await page.getByRole("button", { name: "Upload & Map Audio" }).click();
    await expect(page.getByTestId("toast").last()).toContainText("Please select a file and question");
    await page.getByLabel("MP3 file").setInputFiles("tests/fixtures/tone-5s.mp3");
    await expect(page.getByTestId("audio-analysis")).toContainText(/[45]\.\d seconds/);
    await page.getByLabel("Question to map to").selectOption("tech-support-refund");
    await page.getByRole("button", { name: "Upload & Map Audio" }).click();
    await expect(page.getByTestId("toast").last()).toContainText("Audio must be between 10-60 seconds");
    await page.getByLabel("MP3 file").setInputFiles("tests/fixtures/tone-15s.mp3");
    await expect(page.getByTestId("audio-analysis")).toContainText(/1[45]\.\d seconds/);
    await expect(page.getByTestId("audio-analysis")).toContainText("Good");
    await page.getByRole("button", { name: "Upload & Map Audio" }).click();
    await expect(page.getByTestId("toast").last()).toContainText("Audio uploaded and mapped to");
    const item = page.getByTestId("question-list").locator("li", { hasText: "tech-support-refund" });
    await expect(item.getByRole("button", { name: "Test Play" }).first()).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("uploads a recording with a plain form", async ({ page }) => {
      await page.goto("/admin/login?redirectTo=%2Fadmin%2Fquiz-audio");
      await page.getByLabel("Password").fill(E2E_OPERATOR_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByLabel("MP3 file").setInputFiles("tests/fixtures/tone-15s.mp3");
      await page.getByLabel("Question to map to").selectOption("bank-safe-account");
      await page.getByRole("button", { name: "Upload & Map Audio" }).click();
      await expect(page.getByRole("alert")).toContainText("Audio uploaded and mapped to");
    });

    test("sign-in and the subscriber export work", async ({ page }) => {
      await page.goto("/admin/login");
      await page.getByLabel("Password").fill(E2E_OPERATOR_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Operator dashboard" })).toBeVisible();
      const response = await page.request.get("/admin/subscribers.csv");
      expect(response.headers()["content-type"]).toContain("text/csv");
      expect((await response.text()).split("\r\n")[0]).toBe("email,source,signed_up,status");
    });
  });
});
