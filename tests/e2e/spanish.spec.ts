import { expect, type Page, test } from "@playwright/test";
import { francAll } from "franc-min";
import { axeViolations, gotoHydrated, oneTabPerWorker } from "./helpers";

/*
 * The Spanish crisis path: a Spanish-speaking grandmother goes from the home page's "Español" link
 * to her plan, its PDF and the numbers that answer in Spanish, on a 390 px phone, with and without
 * JavaScript, by touch or by keyboard; every Spanish page has no English sentence left in it.
 */

const PLAN_URL = /\/es\/ayuda-ahora\/plan\?/;

/** Home → Español → Ayuda ahora → "a family member is in trouble" → "gift cards": the plan. */
async function walk(page: Page, press: (name: string | RegExp, role?: "link" | "button") => Promise<void>) {
  await press("Español");
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await press("Ayuda ahora: su plan paso a paso");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿Qué está pasando?");
  await press(/^Alguien dice que un familiar está en problemas/, "button");
  await expect(page.getByRole("heading", { name: "¿Ya pagó o envió algo?" })).toBeVisible();
  await press(/^Tarjetas de regalo/, "button");
  await expect(page).toHaveURL(PLAN_URL);
}

async function checkPlan(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su plan");
  await expect(page.getByTestId("verdict")).toHaveText("Esto es una estafa.");
  await expect(page.getByText("Usted no tiene la culpa.")).toBeVisible();
  await expect(page.getByTestId("do-now").getByRole("heading", { level: 3 }).first()).toHaveText(
    "Llame a la compañía que emitió la tarjeta de regalo",
  );
  const hotline = page.getByTestId("helplines").locator("li").filter({ hasText: "Línea Nacional contra el Fraude a Personas Mayores" });
  await expect(hotline).toContainText("Atienden en inglés, en español y en otros idiomas.");
  await expect(hotline.getByRole("link", { name: /^Llamar a Línea Nacional/ })).toHaveAttribute("href", /^tel:\+18333728311$/);
  await expect(page.getByTestId("report").getByRole("link", { name: "ReporteFraude.ftc.gov" }).first()).toHaveAttribute(
    "href",
    "https://reportefraude.ftc.gov/",
  );
  await expect(page.getByTestId("report-summary")).toContainText("alguien me contactó");
  const pdf = page.getByRole("link", { name: "Descargar el PDF en letra grande" });
  await expect(pdf).toHaveAttribute("href", /^\/es\/ayuda-ahora\/plan\.pdf\?/);
  const download = await page.request.get((await pdf.getAttribute("href"))!);
  expect(download.headers()["content-type"]).toBe("application/pdf");
}

test.describe("on a 390 px phone: from the home page's Español link to a plan in Spanish", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("with JavaScript, by touch, in under a minute", async ({ page }) => {
    const started = Date.now();
    await gotoHydrated(page, "/");
    await walk(page, (name, role = "link") => page.getByRole(role, { name }).first().tap());
    await checkPlan(page);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("by keyboard only", async ({ page }) => {
    await gotoHydrated(page, "/");
    await walk(page, async (name, role = "link") => {
      await page.getByRole(role, { name }).first().focus();
      await page.keyboard.press("Enter");
    });
    await checkPlan(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every step is a plain link or GET form", async ({ page }) => {
      await page.goto("/");
      await walk(page, (name, role = "link") => page.getByRole(role, { name }).first().tap());
      await checkPlan(page);
    });
  });
});

test("each Spanish page links its English twin, and the English page links back", async ({ page }) => {
  await gotoHydrated(page, "/es/ayuda-ahora");
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/\/help-now$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: "Español", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/ayuda-ahora$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("link", { name: "Ayuda", exact: true })).toHaveAttribute("href", "/es/ayuda-ahora");
});

test.describe("a browser that prefers Spanish", () => {
  test.use({ locale: "es-US" });
  test("sees one line offering Spanish on an English page, never a redirect, and can close it for good", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(page).toHaveURL(/\/about$/);
    const hint = page.getByTestId("language-hint");
    await expect(hint.getByRole("link", { name: "¿Prefiere leer en español?" })).toHaveAttribute("href", "/es");
    expect(await axeViolations(page)).toEqual([]);
    await hint.getByRole("button", { name: "No, gracias" }).click();
    await expect(hint).toHaveCount(0);
    await gotoHydrated(page, "/help-now");
    await expect(page.getByTestId("language-hint")).toHaveCount(0);
  });
});

test("a browser that prefers English sees no such line", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await expect(page.getByTestId("language-hint")).toHaveCount(0);
});

/**
 * The visible text of a page that is not marked as another language, as lines: each line of more
 * than a few words must read as Spanish to a language detector (franc), not English.
 */
async function englishLines(page: Page): Promise<string[]> {
  const lines = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const el of copy.querySelectorAll('[lang]:not([lang^="es"]), script, style, .sr-only')) el.remove();
    document.body.append(copy);
    copy.style.position = "absolute";
    const text = copy.innerText;
    copy.remove();
    return text.split(/\n+/);
  });
  return (
    lines
      .map((line) => line.trim())
      // A sentence, not a list of names and numbers ("Equifax: 1-888-... Experian: ..."): five words of letters or more.
      .filter((line) => (line.match(/\p{L}{2,}/gu) ?? []).length >= 5)
      .filter((line) => {
        const [best] = francAll(line, { only: ["spa", "eng"], minLength: 10 });
        return best?.[0] === "eng";
      })
  );
}

const readOnly = oneTabPerWorker({});
for (const path of [
  "/es",
  "/es/si-es-victima",
  "/es/ayuda-ahora",
  "/es/revisar",
  "/es/kit-familiar",
  "/es/alertas",
  "/es/alertas/texts-about-unpaid-tolls",
  "/es/contacto",
  "/es/buscar?q=abuelos",
  "/es/guias/estafa-de-los-abuelos",
  "/es/guias/impostores-del-gobierno",
  "/es/guias/cortes-de-servicios",
  "/es/guias/premios-y-loterias",
  "/es/guias/notarios-e-inmigracion",
  "/es/ayuda-ahora?for=me&path=family",
  "/es/ayuda-ahora?for=helper&step=3&contact=phone",
  "/es/ayuda-ahora/plan?for=me&contact=phone&story=family&paid=gift-card&shared=none&state=FL",
  "/es/ayuda-ahora/plan?for=helper&contact=email&story=tech&paid=card&paid=crypto&shared=remote-access&shared=bank-login",
]) {
  readOnly(`${path}: no English sentence is left`, async ({ tab }) => {
    await gotoHydrated(tab, path);
    expect(await englishLines(tab)).toEqual([]);
  });
}

test.describe("/es/revisar: the checker in Spanish", () => {
  const SCAM = "Abuela, soy yo. Estoy en la cárcel y necesito dinero para la fianza. No le digas a nadie. Compra tarjetas de regalo.";

  test("with JavaScript: the answer in Spanish takes the focus, with no English sentence, and axe finds nothing", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/es/revisar");
    await page.getByLabel("Pegue un enlace, un mensaje de texto o email, o un número de teléfono").fill(SCAM);
    await page.getByRole("button", { name: "Revisar", exact: true }).click();
    const heading = page.getByRole("heading", { name: "Cuidado: hay señales de estafa" });
    await expect(heading).toBeFocused();
    await expect(page.getByText("Señal fuerte: Le pide que lo mantenga en secreto")).toBeVisible();
    await expect(page.getByTestId("check-result").getByRole("link", { name: "Ayuda ahora", exact: true })).toHaveAttribute(
      "href",
      "/es/ayuda-ahora",
    );
    expect(await englishLines(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the form posts to /es/revisar and the answer is in Spanish; an empty box is explained in Spanish", async ({ page }) => {
      await page.goto("/es/revisar");
      await page.getByRole("button", { name: "Revisar", exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText("Pegue un enlace, un mensaje o un número de teléfono para revisarlo.");
      await page.getByLabel("Pegue un enlace, un mensaje de texto o email, o un número de teléfono").fill("+1 876 555 0100");
      await page.getByRole("button", { name: "Revisar", exact: true }).click();
      await expect(page).toHaveURL(/\/es\/revisar#check-answer$/);
      await expect(page.getByText("El código de área 876 no es de los Estados Unidos. Es de Jamaica")).toBeVisible();
    });
  });
});

test("/es/kit-familiar: a new Spanish code word by keyboard, and the card in Spanish and English side by side", async ({ page }) => {
  await gotoHydrated(page, "/es/kit-familiar");
  const word = page.getByTestId("code-word");
  const first = await word.textContent();
  await page.getByRole("button", { name: "Hacer otra palabra" }).focus();
  await page.keyboard.press("Enter");
  await expect(word).not.toHaveText(first ?? "");
  await expect(word).toHaveText(/^[a-z]+ [a-z]+$/);
  await page.getByLabel("Nombre").first().fill("Rosa");
  await page.getByLabel("Número de teléfono").first().fill("555-123-4567");
  await page.getByRole("radio", { name: "Español e inglés, lado a lado" }).check();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Hacer la tarjeta para la cartera (PDF)" }).click();
  expect((await download).suggestedFilename()).toBe("llame_antes_de_pagar_tarjeta.pdf");
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("/es/alertas without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("signs up for alerts in Spanish: Español is chosen, and the answer says which email to look for, in Spanish", async ({ page }) => {
    await page.goto("/es/alertas");
    await expect(page.getByRole("heading", { level: 1, name: "Alertas de estafas" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Los textos sobre peajes sin pagar son una estafa" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Español" })).toBeChecked();
    await page.getByLabel("Su dirección de email").fill(`ana-${Date.now()}@example.org`);
    await page.getByRole("button", { name: "Envíenme alertas de estafas" }).click();
    await expect(page.getByText("Revise su email para terminar")).toBeVisible();
    await expect(page.getByText(/con el asunto “Confirme sus alertas de estafas”/)).toBeVisible();
  });
});

test("/es/alertas: axe finds nothing, with the sign-up's language choice", async ({ page }) => {
  await gotoHydrated(page, "/es/alertas");
  await expect(page.getByRole("group", { name: "Idioma de las alertas" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
