import { describe, expect, it } from "vitest";
import { checkInput } from "~/features/checker/check";
import { SIGNAL_WORDS } from "~/features/checker/explain";
import { NEXT_CHECKS } from "~/features/checker/next-checks";
import { resultInSpanish } from "~/features/checker/es/result";
import { countryName } from "~/features/checker/signal";
import type { SignalId } from "~/features/checker/types";
import { SIGNAL_WORDS as SIGNAL_WORDS_ES } from "~/features/checker/es/explain";
import { NEXT_CHECKS as NEXT_CHECKS_ES } from "~/features/checker/es/next-checks";
import { NAMES_ES } from "~/features/checker/words/es/names";
import { CHECK_DIRECTORY } from "~/features/checker/words/official";
import esMessages from "../fixtures/checker-corpus/es-messages.json";
import { type CorpusItem, grade, loadCorpus } from "../support/checker-corpus";

const check = (input: string) => checkInput(input, CHECK_DIRECTORY, "message");
const ids = (input: string) => check(input).signals.map((found) => found.id);
const strong = (input: string) =>
  check(input)
    .signals.filter((found) => found.strength === "strong")
    .map((found) => found.id);

describe("Spanish tricks (tricks.ts)", () => {
  it("'Abuela, soy yo, no le digas a mis papás' is the grandparent opener and secrecy", () => {
    const text = "Abuela, soy yo, no le digas a mis papás";
    expect(check(text).outcome).toBe("warning");
    expect(ids(text)).toEqual(expect.arrayContaining(["grandchild", "secrecy"]));
  });

  it.each([
    "¿Sabes quién habla? Soy yo. Estoy detenido y necesito dinero para la fianza.",
    "Abuelo, tuve un accidente y estoy en el hospital. Necesito tu ayuda.",
    "Soy el abogado de su nieto. Lo arrestaron y necesita pagar la fianza.",
  ])("'%s' is the grandparent call", (text) => {
    expect(strong(text)).toContain("grandchild");
  });

  it.each([
    "Es un secreto, no le cuentes a nadie.",
    "No le diga a nadie, ni al cajero del banco.",
    "Mantenga esta llamada en secreto: hay una orden de silencio.",
  ])("'%s' asks for secrecy", (text) => {
    expect(strong(text)).toContain("secrecy");
  });

  it.each([
    "Compre tarjetas de regalo y léame los números del reverso.",
    "Necesito 4 tarjetas de Google Play de $100.",
    "Pague con una tarjeta regalo de Apple.",
  ])("'%s' asks for gift cards", (text) => {
    expect(strong(text)).toContain("gift-cards");
  });

  it.each([
    "Deposite el dinero en un cajero de Bitcoin hoy mismo.",
    "Envíese el dinero a usted mismo por Zelle.",
    "Hazme una transferencia urgente, por favor.",
    "Pague con criptomonedas para evitar el arresto.",
    "Ponga su dinero en una cuenta segura.",
  ])("'%s' asks for crypto, a payment app or a transfer", (text) => {
    expect(strong(text)).toContain("wire-crypto");
  });

  it.each(["Díganos el código que le enviamos.", "Digame el codigo que le llego por mensaje.", "¿Me puede dar el código de verificación?"])(
    "'%s' asks for the code, with or without accents",
    (text) => {
      expect(strong(text)).toContain("code-request");
    },
  );

  it("'No comparta este código con nadie' is not a request for the code, nor is a zip code or a door code", () => {
    expect(ids("Su código de verificación es 482913. No comparta este código con nadie.")).not.toContain("code-request");
    expect(ids("Dame el código postal de tu casa.")).not.toContain("code-request");
    expect(ids("Dame el código de la puerta cuando llegues.")).not.toContain("code-request");
  });

  it("'Usted ganó la lotería; pague los impuestos para recibir su premio' is a prize with a fee, but a prize alone is not", () => {
    expect(strong("Usted ganó la lotería. Pague primero los impuestos para recibir su premio.")).toContain("prize-fee");
    expect(strong("¡Felicidades! Ganaste un sorteo. Llama para reclamar tu premio.")).toContain("prize-fee");
    expect(ids("Tu nieto ganó el premio al mejor estudiante de su clase.")).not.toContain("prize-fee");
  });

  it.each([
    "Hay una orden de arresto en su nombre.",
    "Si no paga hoy, será deportado.",
    "Su número de Seguro Social ha sido suspendido.",
    "Su cuenta ha sido bloqueada.",
    "Su cuenta sera suspendida si no la verifica.",
    "Tiene que pagar una multa de inmediato.",
    "Llamamos de ICE: debe pagar una fianza de inmigración.",
  ])("'%s' is a threat", (text) => {
    expect(strong(text)).toContain("threat");
  });

  it("'la multa es de $50' alone is everyday Spanish, not a threat", () => {
    expect(ids("Está prohibido estacionar los martes. La multa es de $50.")).not.toContain("threat");
  });

  it.each(["Responda hoy mismo.", "Actúe de inmediato.", "Tiene 24 horas para responder.", "Es urgente."])(
    "'%s' rushes you (a weak sign)",
    (text) => {
      expect(check(text).signals.some((found) => found.id === "deadline" || found.id === "listed-words")).toBe(true);
      expect(check(text).outcome).not.toBe("warning");
    },
  );

  it("'Tiene un peaje sin pagar; pague aquí' is the toll text, made strong by asking you to pay", () => {
    expect(strong("Aviso: tiene un peaje sin pagar. Pague aquí para evitar cargos.")).toContain("delivery-toll");
    expect(strong("Su paquete está retenido. Actualice su dirección en el enlace.")).toContain("delivery-toll");
  });

  it("'Mamá, este es mi número nuevo' is the new-number trick", () => {
    expect(strong("Hola mamá, se me cayó el celular. Este es mi número nuevo, guárdalo.")).toContain("new-number");
    expect(strong("Hola mama, mi telefono esta roto. Tengo un numero temporal.")).toContain("new-number");
  });

  it.each(["¿Vienes a cenar esta noche?", "Perdón, número equivocado.", "¿Es usted la Sra. Rosa?", "Una, buenas noches, mañana firmamos."])(
    "'%s' is a wrong-number opener",
    (text) => {
      expect(strong(text)).toContain("wrong-number");
    },
  );

  it("'Trabajo desde casa: dé me gusta a videos y gane $300 al día' is a task job", () => {
    expect(strong("Trabajo desde casa: solo tiene que dar me gusta a videos. Gane $300 al día.")).toContain("job-tasks");
  });

  it("'Un mensajero pasará por su casa a recoger el dinero' is a courier pickup", () => {
    expect(strong("Un mensajero pasará por su casa a recoger el dinero.")).toContain("courier");
    expect(strong("Ponga el efectivo en un sobre. El mensajero lo recoge a las 3.")).toContain("courier");
  });

  it("'Se realizó un cargo de $499.99; si no fue usted, llame al …' is a charge with a number to call", () => {
    expect(strong("Se realizó un cargo de $499.99 en su cuenta. Si no fue usted, llame al 1-888-555-0134.")).toContain("charge-to-call");
  });

  it("'Le enviaremos una nueva tarjeta de Medicare con chip' is a Medicare trick", () => {
    expect(strong("Le enviaremos una nueva tarjeta de Medicare con chip. Confirme su número de Medicare.")).toContain("medicare-benefit");
  });

  it("'Su computadora tiene un virus; llame a soporte técnico' is the tech-support pop-up", () => {
    expect(strong("Su computadora tiene un virus. Llame al soporte técnico al 1-800-xxx-xxxx.")).toContain("tech-support");
  });

  it.each([
    "Hola abuela, mañana paso a visitarte con los niños. ¿Necesitas algo del supermercado?",
    "Mamá, ya llegué a la casa. Te llamo más tarde.",
    "No te olvides de traer la ensalada para la cena de mañana.",
    "Recuerde que su factura de luz de $84.50 vence el 15 de marzo. Puede pagar en línea.",
    "Su pedido #4521 fue enviado y llegará el jueves. Gracias por su compra.",
    "Su transferencia de $200 a María fue enviada con éxito.",
    "La lotería de la iglesia es el viernes. Cada boleto cuesta $5 y el premio es una canasta.",
    "Mi celular se quedó sin batería, te escribo de la computadora. Llego tarde a la cena.",
    "Nuestro equipo está contratando cajeros de medio tiempo. Presente su solicitud en la tienda.",
    "La herencia de mi tío se repartió entre los hermanos según el testamento.",
  ])("ordinary Spanish is not a warning: '%s'", (text) => {
    expect(check(text).outcome).not.toBe("warning");
  });
});

describe("Spanish advice is advice (message.ts)", () => {
  // Each warning quotes a trick; the same words as a demand are a warning.
  it.each([
    ["Nunca le pediremos que pague con tarjetas de regalo.", "Pague con tarjetas de regalo."],
    [
      "Los estafadores se hacen pasar por el Seguro Social y dicen que su número está suspendido.",
      "Su número de Seguro Social está suspendido.",
    ],
    [
      "Si alguien le pide que pague con criptomonedas o tarjetas de regalo, es una estafa.",
      "Pague con criptomonedas o tarjetas de regalo.",
    ],
    [
      "El IRS no le llamará para exigir un pago inmediato ni para amenazarlo con una orden de arresto.",
      "Hay una orden de arresto en su nombre.",
    ],
    ["Ninguna agencia del gobierno le pedirá que deposite dinero en un cajero de Bitcoin.", "Deposite el dinero en un cajero de Bitcoin."],
    ["ICE y USCIS nunca aceptan pagos con tarjetas de regalo.", "ICE acepta pagos con tarjetas de regalo."],
  ])("the warning '%s' is not a warning, but '%s' is", (advice, demand) => {
    expect(check(advice).outcome).not.toBe("warning");
    expect(check(demand).outcome).toBe("warning");
  });

  it("'Mándame el código' is a demand even in a message that warns about scams", () => {
    expect(ids("Mándame el código que te llegó por SMS. Los estafadores nunca hacen esto.")).toContain("code-request");
  });

  it("'nunca' and 'no' right before the words negate them, but a 'no' further back does not ('Si no paga hoy, será arrestado')", () => {
    expect(ids("Nunca comparta su código de verificación.")).not.toContain("code-request");
    expect(ids("No le envíe dinero por Zelle a desconocidos.")).not.toContain("wire-crypto");
    expect(strong("Si no paga hoy, será arrestado.")).toContain("threat");
  });
});

describe("the Spanish corpus (tests/fixtures/checker-corpus/es-messages.json)", () => {
  const items = esMessages as CorpusItem[];
  const scams = items.filter((item) => item.label === "scam");
  const legit = items.filter((item) => item.label === "legit");

  it("holds about 25 scams and 15 legitimate messages, each with a public source page and a check date", () => {
    expect(scams.length).toBeGreaterThanOrEqual(25);
    expect(legit.length).toBeGreaterThanOrEqual(15);
    for (const item of items) {
      expect(item.kind, item.id).toBe("message");
      expect(item.id, item.id).toMatch(/^es-(msg|ok)-/);
      expect(item.source, item.id).toMatch(/^https?:\/\//);
      expect(item.publisher, item.id).not.toBe("");
      expect(item.checked, item.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (item.label === "scam") expect(item.expect?.length, item.id).toBeGreaterThan(0);
    }
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it("is kept out of the English figures (npm run bench:checker)", () => {
    const english = new Set(loadCorpus().map((item) => item.id));
    expect(items.some((item) => english.has(item.id))).toBe(false);
  });

  it.each(scams.map((item) => [item.id, item] as const))("%s gets a warning with a reason it expects", (_, item) => {
    expect(grade(item, checkInput(item.input, CHECK_DIRECTORY, item.kind)).ok).toBe(true);
  });

  it.each(legit.map((item) => [item.id, item] as const))("%s gets no warning", (_, item) => {
    expect(checkInput(item.input, CHECK_DIRECTORY, item.kind).outcome).not.toBe("warning");
  });
});

describe("SIGNAL_WORDS in Spanish (es/explain.ts)", () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  const keys = Object.keys(SIGNAL_WORDS) as SignalId[];

  it("has exactly the English keys", () => {
    expect(Object.keys(SIGNAL_WORDS_ES).sort()).toEqual([...keys].sort());
  });

  it.each(keys.map((key) => [key]))("%s keeps every placeholder of the English title, why and action", (key) => {
    for (const field of ["title", "why", "action"] as const) {
      expect(SIGNAL_WORDS_ES[key][field], `${key}.${field}`).not.toBe("");
      expect(placeholders(SIGNAL_WORDS_ES[key][field]), `${key}.${field}`).toEqual(placeholders(SIGNAL_WORDS[key][field]));
    }
  });

  it("is written in short sentences (under 25 words)", () => {
    for (const key of keys) {
      for (const field of ["title", "why", "action"] as const) {
        for (const sentence of SIGNAL_WORDS_ES[key][field].split(/(?<=[.!?:])\s+/)) {
          expect(sentence.split(/\s+/).length, `${key}.${field}: ${sentence}`).toBeLessThan(25);
        }
      }
    }
  });
});

describe("a check's answer in Spanish (es/result.ts)", () => {
  const english = (text: string, kind?: "message" | "phone" | "link") => checkInput(text, CHECK_DIRECTORY, kind);
  it("keeps every sign, its strength, spans and the outcome, and words each one in Spanish", () => {
    for (const item of (esMessages as CorpusItem[]).slice(0, 20)) {
      const en = english(item.input);
      const es = resultInSpanish(en);
      expect(es.outcome).toBe(en.outcome);
      expect(es.signals.map((s) => [s.id, s.strength, s.spans])).toEqual(en.signals.map((s) => [s.id, s.strength, s.spans]));
      for (const found of es.signals) {
        const words = SIGNAL_WORDS_ES[found.id];
        // The Spanish title with its slots filled: the text before the first slot is the Spanish words'.
        expect(found.title.startsWith(words.title.split("{")[0] ?? "")).toBe(true);
        expect(found.title).not.toBe(en.signals.find((s) => s.id === found.id)?.title);
      }
      expect(es.nextChecks).toEqual(NEXT_CHECKS_ES[en.kind][en.outcome]);
    }
  });

  it("names a country in Spanish, and one it cannot name as 'otro país'", () => {
    const jamaica = resultInSpanish(english("+1 876 555 0100", "phone"));
    expect(jamaica.signals[0]?.title).toBe("El código de área 876 no es de los Estados Unidos. Es de Jamaica");
    const germany = resultInSpanish(english("+49 30 123456789", "phone"));
    expect(germany.signals.find((s) => s.id === "international")?.title).toBe("Este número es de Alemania");
    expect(english("+49 30 123456789", "phone").signals.find((s) => s.id === "international")?.title).toBe("This number is in Germany");
    expect(countryName("", "es")).toBe("otro país");
    expect(countryName("", "en")).toBe("another country");
  });

  it("names an agency in Spanish, with 'del' and 'al' ('Parece del IRS'), and a .gov look-alike as 'una agencia del gobierno'", () => {
    const irs = resultInSpanish(english("irs-refunds.com", "link")).signals.find((s) => s.id === "lookalike");
    expect(irs?.title).toBe("Parece del IRS, pero no es el sitio web del IRS");
    expect(irs?.action).toContain("Para ir al IRS, escriba usted mismo irs.gov");
    const gov = resultInSpanish(english("mygov.net", "link")).signals.find((s) => s.id === "lookalike");
    expect(gov?.title).toBe("Parece de una agencia del gobierno, pero no es el sitio web de una agencia del gobierno");
    expect(gov?.why).toContain("una dirección .gov");
  });

  // Agencies' own names ("Maryland Transportation Authority") stay as they are, like PayPal.
  it("has a Spanish name for every directory name that is an English phrase ('the IRS', 'Google's Blogger'), and no name the directory lacks", () => {
    const names = new Set([...CHECK_DIRECTORY.sites, ...CHECK_DIRECTORY.hosts].map((place) => place.name));
    const english = [...names].filter((name) => /^(the|an?) |'s\b| which /.test(name));
    for (const name of english) expect(NAMES_ES[name], name).toBeDefined();
    const phrases = ["a government agency", "a .gov address", "the company's own address"];
    for (const key of Object.keys(NAMES_ES)) expect(names.has(key) || phrases.includes(key), key).toBe(true);
  });

  it("has the same next steps, in number, as the English for every kind and outcome", () => {
    for (const kind of ["link", "message", "phone"] as const)
      for (const outcome of ["warning", "careful", "official"] as const)
        expect(NEXT_CHECKS_ES[kind][outcome].length, `${kind} ${outcome}`).toBe(NEXT_CHECKS[kind][outcome].length);
  });
});
