import { expect, test } from "@playwright/test";
import { gotoHydrated, holdGuideDownload } from "./helpers";

test("a guide's Download PDF saves the file under its agreed name and says so", async ({ page }) => {
  await gotoHydrated(page, "/scam-types/tech-support");
  const sent: string[] = [];
  page.on("request", (r) => r.url().endsWith("/api/events") && sent.push(r.url()));
  const { release, download } = await holdGuideDownload(page, "tech-support");
  await page.getByRole("button", { name: /Download PDF/ }).click();
  await expect(page.getByRole("button", { name: /Downloading\.\.\./ })).toBeDisabled();
  release();
  expect((await download).suggestedFilename()).toBe("tech_support_scams.pdf");
  await expect(page.getByTestId("toast")).toContainText("Download started");
  await expect(page.getByRole("button", { name: /Download PDF/ })).toBeEnabled();
  await expect.poll(() => sent.length).toBeGreaterThan(0);
});

test("a storage failure shows 'PDF Generation Required' and any other failure 'Download failed'", async ({ page }) => {
  await gotoHydrated(page, "/scam-types/tech-support");
  await page.route("**/guides/tech-support.pdf", (route) => route.fulfill({ status: 503, body: "{}" }));
  await page.getByRole("button", { name: /Download PDF/ }).click();
  await expect(page.getByTestId("toast")).toContainText("PDF Generation Required");
  await page.unroute("**/guides/tech-support.pdf");
  await page.route("**/guides/tech-support.pdf", (route) => route.fulfill({ status: 500, body: "" }));
  await page.getByRole("button", { name: /Download PDF/ }).click();
  await expect(page.getByTestId("toast").last()).toContainText("Download failed");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("Download PDF is a plain link to the file", async ({ page }) => {
    await page.goto("/scam-types/romance-scams");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /Download PDF/ }).click();
    expect((await download).suggestedFilename()).toBe("romance_scams.pdf");
  });
});

test("on a Spanish guide the button and its notices are in Spanish", async ({ page }) => {
  await gotoHydrated(page, "/es/guias/estafa-de-los-abuelos");
  const { release, download } = await holdGuideDownload(page, "estafa-de-los-abuelos");
  await page.getByRole("button", { name: /Descargar PDF/ }).click();
  await expect(page.getByRole("button", { name: /Descargando\.\.\./ })).toBeDisabled();
  release();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByTestId("toast")).toContainText("La descarga empezó");
  await page.unroute("**/guides/estafa-de-los-abuelos.pdf");
  await page.route("**/guides/estafa-de-los-abuelos.pdf", (route) => route.fulfill({ status: 500, body: "" }));
  await page.getByRole("button", { name: /Descargar PDF/ }).click();
  await expect(page.getByTestId("toast").last()).toContainText("No se pudo descargar");
});
