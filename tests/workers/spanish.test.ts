import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { inspectPdf } from "../support/pdf-inspect";
import { ORIGIN, postForm } from "./helpers";

const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`);
const GRANDPARENT = "for=me&contact=phone&story=family&paid=gift-card&shared=none&state=FL";

describe("the Spanish pages", () => {
  it.each([
    "/es",
    "/es/revisar",
    "/es/ayuda-ahora",
    "/es/ayuda-ahora?for=me&path=family",
    `/es/ayuda-ahora/plan?${GRANDPARENT}`,
    "/es/si-es-victima",
  ])("%s answers 200 in Spanish, names its English page and links it", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="es" href="http:\/\/localhost:8787\/es[^"]*"/i);
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="http:\/\/localhost:8787\/[^"]*"/i);
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default"/i);
    expect(html).toMatch(/<a[^>]*lang="en"[^>]*>English<\/a>/);
    expect(html).toContain("Saltar al contenido principal");
    expect(html).not.toContain("Skip to main content");
  });

  it("the English pages say lang=en and link their Spanish twin", async () => {
    for (const path of ["/", "/help-now", `/help-now/plan?${GRANDPARENT}`, "/if-targeted"]) {
      const html = await (await get(path)).text();
      expect(html, path).toMatch(/<html lang="en"/);
      expect(html, path).toMatch(/<a[^>]*lang="es"[^>]*>Español<\/a>/);
    }
    const about = await (await get("/about")).text();
    expect(about).not.toContain(">Español</a>");
    expect(about).not.toMatch(/hrefLang=/i);
  });

  it("the Spanish plan has the same steps, in the same order, as the English, and the same phone numbers", async () => {
    const combos = [
      GRANDPARENT,
      "for=helper&contact=email&story=tech&paid=none&shared=remote-access&shared=bank-login",
      "for=me&contact=text&story=package&paid=card&shared=none",
      "for=me&contact=phone&story=government&paid=crypto&paid=wire&shared=ssn&shared=medicare&state=TX",
      "for=helper&contact=social&story=romance&paid=bank-transfer&shared=code",
      "for=me&contact=letter&story=prize&paid=none&shared=none",
    ];
    const steps = (html: string) => [...html.matchAll(/data-step="([^"]+)"/g)].map((m) => m[1]);
    const tels = (html: string) => [...new Set([...html.matchAll(/href="tel:([^"]+)"/g)].map((m) => m[1]))].sort();
    for (const query of combos) {
      const en = await (await get(`/help-now/plan?${query}`)).text();
      const es = await (await get(`/es/ayuda-ahora/plan?${query}`)).text();
      expect(steps(es), query).toEqual(steps(en));
      expect(steps(es).length, query).toBeGreaterThan(2);
      expect(tels(es), query).toEqual(tels(en));
    }
  });

  it("a step in Spanish keeps its answers in the address, and goes on to the Spanish plan", async () => {
    const html = await (await get("/es/ayuda-ahora?for=me&path=family")).text();
    expect(html).toContain("¿Ya pagó o envió algo?");
    expect(html).toMatch(/<form(?=[^>]*method="get")[^>]*action="\/es\/ayuda-ahora\/plan"/);
    const missing = await get("/es/ayuda-ahora/plan?for=me");
    expect(missing.status).toBe(400);
    const text = await missing.text();
    expect(text).toContain("Faltan algunas respuestas");
    expect(text).toMatch(/href="\/es\/ayuda-ahora\?for=me&amp;step=\d"/);
  });

  it("serves the Spanish plan as a tagged PDF in Spanish (Lang es-US), made per request and never cached", async () => {
    const res = await get(`/es/ayuda-ahora/plan.pdf?${GRANDPARENT}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Disposition")).toContain("mi_plan_de_ayuda_contra_estafas.pdf");
    const pdf = await inspectPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.marked).toBe(true);
    expect(pdf.lang).toBe("es-US");
    expect(pdf.artifacts).toContain(`Página 1 de ${pdf.pages}`);
    const text = pdf.lines.join(" ");
    expect(text).toContain("Esto es una estafa.");
    expect(text).toContain("¿Le están estafando ahora?");
    expect(text).toMatch(/[áéíóúñ]/);
    const missing = await get("/es/ayuda-ahora/plan.pdf?for=me");
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Faltan algunas respuestas");
  });

  it("/es/buscar answers in Spanish, the Spanish pages first, and puts the way to help first for 'cárcel'", async () => {
    const res = await get(`/es/buscar?q=${encodeURIComponent("medicare")}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain("Buscar en el sitio");
    const items = [...html.matchAll(/<li class="rounded-xl border-2 border-gray-300 p-4"( lang="[a-z]+")?>/g)].map((m) => m[1] ?? "");
    // Both languages' pages speak of Medicare: the Spanish ones come first, the English ones said to be English.
    expect(items.filter((attrs) => attrs.includes('lang="es"')).length).toBeGreaterThan(0);
    expect(items.filter((attrs) => attrs.includes('lang="en"')).length).toBeGreaterThan(0);
    const firstEnglish = items.findIndex((attrs) => !attrs?.includes('lang="es"'));
    expect(firstEnglish === -1 || items.slice(firstEnglish).every((attrs) => !attrs?.includes('lang="es"'))).toBe(true);
    expect(items[0]).toContain('lang="es"');
    const crisis = await (await get(`/es/buscar?q=${encodeURIComponent("mi nieto está en la cárcel")}`)).text();
    expect(crisis).toContain('data-testid="search-help-now"');
    expect(crisis).toContain('href="/es/ayuda-ahora"');
    expect(crisis).toContain("atiende en español");
    expect(await (await get("/es")).text()).toContain('href="/es/buscar"');
  });

  it("the site search finds the Spanish pages by a Spanish word, marked as Spanish", async () => {
    const html = await (await get(`/search?q=${encodeURIComponent("estafas familiar")}`)).text();
    expect(html).toMatch(/<li[^>]*lang="es"[^>]*>\s*<a[^>]*href="\/es(\/ayuda-ahora)?"/);
  });

  it("/es/si-es-victima shows the English page's numbers, in Spanish, with the Spanish checklist and plan", async () => {
    const tels = (html: string) => [...new Set([...html.matchAll(/href="tel:([^"]+)"/g)].map((m) => m[1]))].sort();
    const en = await (await get("/if-targeted")).text();
    const es = await (await get("/es/si-es-victima")).text();
    expect(tels(es)).toEqual(tels(en));
    expect(es).toContain("Plan de acción de emergencia");
    expect(es).toContain('href="/es/ayuda-ahora"');
    expect(es).toContain('data-cleared="Se borraron sus marcas de esta lista."');
    expect(es).toContain('href="https://reportefraude.ftc.gov/"');
    expect(en).toContain('data-cleared="Your ticks on this list are cleared."');
  });

  it("/es/revisar answers without JavaScript in Spanish: the same signs as /check, worded in Spanish, posting back to itself", async () => {
    const page = await (await get("/es/revisar")).text();
    expect(page).toContain('action="/es/revisar#check-answer"');
    expect(page).toContain("Lo que buscamos");
    const message = "Abuela, soy yo. Estoy en la cárcel. No le digas a nadie. Compra tarjetas de regalo para la fianza.";
    const signs = (html: string) =>
      [...html.matchAll(/<li[^>]*>\s*<p[^>]*>(Strong sign|Sign to check|Señal fuerte|Señal para revisar):/g)].length;
    const en = await (await postForm("/check", { text: message })).text();
    const res = await postForm("/es/revisar", { text: message });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const es = await res.text();
    expect(es).toContain("Cuidado: hay señales de estafa");
    expect(es).toContain("Señal fuerte:");
    expect(es).toContain("Le pide que lo mantenga en secreto");
    expect(es).not.toContain("Strong sign:");
    expect(signs(es)).toBe(signs(en));
    expect(signs(es)).toBeGreaterThan(2);
    expect(es).toContain('href="/es/ayuda-ahora"');
    expect(es).toContain('href="https://reportefraude.ftc.gov/"');
    // A number from abroad is named in Spanish.
    const jamaica = await (await postForm("/es/revisar", { text: "+1 876 555 0100" })).text();
    expect(jamaica).toContain("El código de área 876 no es de los Estados Unidos. Es de Jamaica");
    const official = await (await postForm("/es/revisar", { text: "1-800-772-1213" })).text();
    expect(official).toContain("Este es el número real de");
    expect(official).toContain("el identificador de llamadas se puede falsificar");
  });

  it("/es/revisar explains an empty box, an unknown kind and too much text in Spanish, keeping what was typed", async () => {
    const empty = await postForm("/es/revisar", { text: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Pegue un enlace, un mensaje o un número de teléfono para revisarlo.");
    const unknown = await (await postForm("/es/revisar", { text: "hola", kind: "fax" })).text();
    expect(unknown).toContain("Elija qué pegó.");
    expect(unknown).toContain("hola");
    const long = await postForm("/es/revisar", { text: "a".repeat(5001) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Pegue 5,000 caracteres o menos.");
  });

  it("serves the guides written in Spanish first in Spanish, with no English twin to link, and their PDFs in Spanish", async () => {
    for (const slug of ["impostores-del-gobierno", "cortes-de-servicios", "premios-y-loterias", "notarios-e-inmigracion"]) {
      const res = await get(`/es/guias/${slug}`);
      expect(res.status, slug).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<html lang="es"/);
      expect(html).not.toContain('<link rel="alternate"');
      expect(html).toContain("Si le están estafando");
      expect(html).toContain("De dónde vienen estos datos");
      expect(html).toContain(`href="/guides/${slug}.pdf"`);
      const pdf = await get(`/guides/${slug}.pdf`);
      expect(pdf.status, slug).toBe(200);
      const inspected = await inspectPdf(new Uint8Array(await pdf.arrayBuffer()));
      expect(inspected.lang).toBe("es-US");
      expect(inspected.marked).toBe(true);
      expect(inspected.lines.join(" ")).toContain("Dónde pedir ayuda");
      expect(inspected.lines.join(" ")).toContain(`/es/guias/${slug}`);
    }
    // A Spanish address that is no page says so in Spanish, and leads back to the Spanish pages.
    const missing = await get("/es/guias/no-existe");
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toMatch(/<html lang="es"/);
    expect(missingHtml).toContain("No encontramos la guía");
    expect(missingHtml).toMatch(/<a[^>]*href="\/es"[^>]*>Ir al inicio en español<\/a>/);
    const noAlert = await (await get("/es/alertas/no-existe")).text();
    expect(noAlert).toContain("No encontramos la alerta");
    expect(noAlert).toMatch(/<a[^>]*href="\/es\/alertas"[^>]*>Ver todas las alertas<\/a>/);
    expect(await (await get("/scam-types/no-such-guide")).text()).toContain("Guide not found");
  });

  it("the Spanish grandparent guide shows the English guide's phone numbers, and the two link each other", async () => {
    const tels = (html: string) => [...new Set([...html.matchAll(/href="tel:([^"]+)"/g)].map((m) => m[1]))].sort();
    const en = await (await get("/scam-types/grandparent-scams")).text();
    const es = await (await get("/es/guias/estafa-de-los-abuelos")).text();
    expect(tels(es)).toEqual(tels(en));
    expect(en).toMatch(
      /<a[^>]*href="\/es\/guias\/estafa-de-los-abuelos"[^>]*lang="es"|<a[^>]*lang="es"[^>]*href="\/es\/guias\/estafa-de-los-abuelos"/,
    );
    expect(es).toContain('href="https://reportefraude.ftc.gov/"');
  });

  it("/es/kit-familiar makes a Spanish code word, and the card or sheet in Spanish, or in both languages side by side", async () => {
    const page = await (await get("/es/kit-familiar")).text();
    expect(page).toMatch(/data-testid="code-word"[^>]*>[a-z]+ [a-z]+</);
    expect(page).toContain("Su palabra clave familiar");
    expect(page).toMatch(/<input[^>]*value="es"[^>]*checked|<input[^>]*checked[^>]*value="es"/);
    const pdfOf = async (fields: Record<string, string>) => {
      const res = await postForm("/es/kit-familiar", { name1: "Rosa", phone1: "555-123-4567", ...fields });
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      const pdf = await inspectPdf(new Uint8Array(await res.arrayBuffer()));
      return { disposition: res.headers.get("Content-Disposition") ?? "", pdf, text: pdf.lines.join(" ").replace(/\s+/g, " ") };
    };
    const card = await pdfOf({ format: "card" });
    expect(card.disposition).toContain("llame_antes_de_pagar_tarjeta.pdf");
    expect(card.pdf.lang).toBe("es-US");
    expect(card.text).toContain("LLAME ANTES DE PAGAR");
    expect(card.text).toContain("Mi banco");
    expect(card.text).not.toContain("CALL BEFORE YOU PAY");
    const both = await pdfOf({ format: "sheet", language: "both" });
    expect(both.disposition).toContain("llame_antes_de_pagar_hoja.pdf");
    expect(both.text).toContain("CALL BEFORE YOU PAY");
    expect(both.text).toContain("LLAME ANTES DE PAGAR");
    expect(both.text).toContain("Three rules");
    expect(both.text).toContain("Tres reglas");
    expect(both.text.split("555-123-4567").length - 1).toBe(2);
    expect(both.pdf.pages).toBe(1);
    // The document is in English; the Spanish column says so, element by element, for a screen reader.
    expect(both.pdf.lang).toBe("en-US");
    expect(both.pdf.structure.filter((line) => line.endsWith("[es-US]")).length).toBeGreaterThanOrEqual(5);
    expect(both.pdf.structure.filter((line) => /^ {2}H1/.test(line))).toEqual(["  H1", "  H1 [es-US]"]);
    const bothCard = await pdfOf({ format: "card", language: "both" });
    expect(bothCard.text).toContain("My bank / Mi banco");
    expect(bothCard.text).toContain("Nunca lo guarde en secreto.");
    expect(bothCard.pdf.structure.filter((line) => /^ {2}L\b/.test(line))).toEqual(["  L", "  L [es-US]"]);
    // The English page can print the Spanish card too.
    const res = await postForm("/family-kit", { format: "card", language: "es" });
    expect((await inspectPdf(new Uint8Array(await res.arrayBuffer()))).lines.join(" ").replace(/\s+/g, " ")).toContain(
      "LLAME ANTES DE PAGAR",
    );
  });

  it("/es/kit-familiar explains a bad number or a missing choice in Spanish, keeping what was typed", async () => {
    const res = await postForm("/es/kit-familiar", { name1: "Rosa", phone1: "llámame", format: "card" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Escriba el número así: 202-555-0123, o con extensión así: 202-555-0123 ext 4.");
    expect(html).toContain('value="llámame"');
    const none = await (await postForm("/es/kit-familiar", { name1: "Rosa" })).text();
    expect(none).toContain("Elija la tarjeta para la cartera o la hoja para el refrigerador.");
  });

  it("refuses a body that is too long, or not a form, in Spanish on a Spanish page, and in English on its English twin", async () => {
    const post = (path: string, body: BodyInit, type = "application/x-www-form-urlencoded") =>
      SELF.fetch(`${ORIGIN}${path}`, { method: "POST", body, headers: { "Content-Type": type, Origin: ORIGIN } });
    // Over every route's limit: the Worker's own page, before routing.
    const huge = await post("/es/kit-familiar", "name1=".padEnd(5 * 1024 * 1024, "z"));
    expect(huge.status).toBe(413);
    const hugeHtml = await huge.text();
    expect(hugeHtml).toContain('<html lang="es"');
    expect(hugeHtml).toContain("Lo que envió es demasiado largo. Acórtelo e intente de nuevo.");
    expect(hugeHtml).toContain('<a href="/es">Ir a la página principal</a>');
    // Over the form's own limit, with no declared length: the page, with the problem in Spanish.
    const stream = () =>
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`name1=${"x".repeat(40_000)}`));
          controller.close();
        },
      });
    const long = await post("/es/kit-familiar", stream());
    expect(long.status).toBe(413);
    const longHtml = await long.text();
    expect(longHtml).toContain("Lo que envió es demasiado largo. Acórtelo e intente de nuevo.");
    expect(longHtml).not.toContain("What you sent is too long");
    const wrong = await post("/es/kit-familiar", "name1=Rosa", "text/plain");
    expect(wrong.status).toBe(415);
    expect(await wrong.text()).toContain("Envíe el formulario desde la página.");
    const english = await post("/family-kit", stream());
    expect(english.status).toBe(413);
    expect(await english.text()).toContain("What you sent is too long. Please shorten it and try again.");
  });

  it("/es/contacto gives the English contact page's emergency numbers in Spanish, and says the form is in English", async () => {
    const tels = (html: string) => [...new Set([...html.matchAll(/href="tel:([^"]+)"/g)].map((m) => m[1]))].sort();
    const es = await (await get("/es/contacto")).text();
    expect(es).toContain("¿Le están estafando ahora mismo?");
    expect(es).toContain("Atienden en español");
    expect(es).toMatch(/<a[^>]*href="\/contact"[^>]*>Abrir el formulario para escribirnos \(en inglés\)<\/a>/);
    expect(tels(es)).toEqual(expect.arrayContaining(["+18333728311", "911"]));
  });

  it("lists both languages in sitemap.xml", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain("<loc>http://localhost:8787/es</loc>");
    expect(xml).toContain("<loc>http://localhost:8787/es/ayuda-ahora</loc>");
    expect(xml).toContain("<loc>http://localhost:8787/es/revisar</loc>");
    expect(xml).toContain("<loc>http://localhost:8787/es/guias/notarios-e-inmigracion</loc>");
    expect(xml).toContain("<loc>http://localhost:8787/help-now</loc>");
  });
});
