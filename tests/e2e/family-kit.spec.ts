import { expect, type Page, test } from "@playwright/test";
import { inspectPdf } from "../support/pdf-inspect";
import { axeViolations, gotoHydrated } from "./helpers";

/** The wallet card's form: a number with an extension is taken, and junk is explained. */

const HINT = "For example 202-555-0123, or with an extension: 202-555-0123 ext 4";

async function makeCard(page: Page, phone: string) {
  const person = page.getByRole("group", { name: "Trusted person 1" });
  await person.getByLabel("Name").fill("Ann");
  await person.getByLabel("Phone number").fill(phone);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Make the wallet card (PDF)" }).click();
  const file = await download;
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return inspectPdf(new Uint8Array(Buffer.concat(chunks)));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });
    const open = (page: Page) => (javaScriptEnabled ? gotoHydrated(page, "/family-kit") : page.goto("/family-kit"));

    test("a number with 'ext 4' makes the card, with the extension on a tap-to-call link", async ({ page }) => {
      await open(page);
      await expect(page.getByRole("group", { name: "Trusted person 1" }).getByLabel("Phone number")).toHaveAccessibleDescription(HINT);
      const pdf = await makeCard(page, "555-123-4567 ext 4");
      expect(pdf.lines).toContain("Ann: 555-123-4567 ext 4");
      expect(pdf.links.map((l) => l.uri)).toContain("tel:5551234567,4");
    });

    test("junk is refused with a message that says how to write the number, keeping what was typed", async ({ page }) => {
      await open(page);
      const person = page.getByRole("group", { name: "Trusted person 1" });
      await person.getByLabel("Name").fill("Ann");
      await person.getByLabel("Phone number").fill("call me maybe");
      await page.getByRole("button", { name: "Make the wallet card (PDF)" }).click();
      const field = page.getByRole("group", { name: "Trusted person 1" }).getByLabel("Phone number");
      await expect(field).toHaveAccessibleDescription(
        `${HINT} Error: Please enter the first number like 202-555-0123, or with an extension like 202-555-0123 ext 4.`,
      );
      await expect(field).toHaveValue("call me maybe");
      await expect(page.getByRole("group", { name: "Trusted person 1" }).getByLabel("Name")).toHaveValue("Ann");
      // axe runs in the page, so only with JavaScript.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    });
  });
}
