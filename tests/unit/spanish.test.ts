import { describe, expect, it } from "vitest";
import { CHROME } from "~/content/chrome";
import { CHROME as CHROME_ES } from "~/content/es/chrome";
import { INICIO } from "~/content/es/inicio";
import { CONTACTO } from "~/content/es/contacto";
import { GUIAS } from "~/content/es/guias";
import { GUIA_PAGE } from "~/content/es/guias/page";
import { CHECK_WORDS as CHECK_WORDS_ES } from "~/features/checker/words/es/words";
import { NEXT_CHECKS as NEXT_CHECKS_ES } from "~/features/checker/es/next-checks";
import { GRANDPARENT_SCAMS_GUIDE } from "~/content/guides/grandparent-scams";
import { factsIn } from "~/lib/facts";
import * as SI_ES_VICTIMA from "~/content/es/si-es-victima";
import { IF_TARGETED_PAGE as SI_ES_VICTIMA_PAGE } from "~/content/es/si-es-victima-page";
import { pageLanguage } from "~/features/pages/chrome.server";
import { PAGES } from "~/features/pages/manifest";
import { CONTACT_WAYS, type HelpNowAnswers, PAYMENTS, type Payment, SHARED, type Shared, STORIES } from "~/features/help-now/help-now";
import { buildPlan, type Plan } from "~/features/help-now/plan";
import { HELP_NOW_LANGUAGES } from "~/features/help-now/words/languages";
import { MIN_SPANISH_EASE, spanishReadingEase, spanishSyllables } from "~/lib/reading-ease-es";
import { MAX_SENTENCE_WORDS } from "~/lib/reading-level";

const EN = HELP_NOW_LANGUAGES.en;
const ES = HELP_NOW_LANGUAGES.es;
const MONDAY_NOON_ET = new Date("2026-11-23T17:00:00Z");

/** Keys whose strings are rules or data, not words: kept as they are, so the two languages' rules are compared exactly. */
const RULE_KEYS = [
  "id",
  "value",
  "when",
  "tel",
  "display",
  "to",
  "stories",
  "contacts",
  "payments",
  "shared",
  "state",
  "scamStories",
  "scamPayments",
];

/** The shape of a value: its keys, nesting and list lengths, with every text as "text" and ids, rules, values and numbers kept. */
function shape(value: unknown, key = ""): unknown {
  if (typeof value === "string") return RULE_KEYS.includes(key) ? value : "text";
  if (typeof value === "function") return "function";
  if (Array.isArray(value)) return value.map((item) => shape(item, key));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== "source")
        .map(([k, v]) => [k, shape(v, k)]),
    );
  return value;
}

/** Every text in a value, for the reading-level and no-English checks. */
function texts(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ["id", "value", "when", "tel", "display", "url", "to", "kind"].includes(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => (k === "source" ? [] : texts(v, k)));
  return [];
}

describe("every string of the crisis path has both languages", () => {
  it("the Spanish catalogue has the same steps, ids, times and rules as the English", () => {
    expect(shape(ES.catalogue)).toEqual(shape(EN.catalogue));
  });

  it("links the same sites, or their Spanish versions", () => {
    const SPANISH_SITE: Record<string, string> = {
      "reportfraud.ftc.gov": "reportefraude.ftc.gov",
      "www.identitytheft.gov": "www.robodeidentidad.gov",
      "consumer.ftc.gov": "consumidor.ftc.gov",
    };
    // The links a reader follows (a link's own source page may be in either language).
    const urls = (value: unknown): string[] =>
      (JSON.stringify(value, (key, v) => (key === "source" ? undefined : v)).match(/"url":"[^"]+"/g) ?? []).map(
        (u) => new URL(u.slice(7, -1)).host,
      );
    const en = urls(EN.catalogue);
    const es = urls(ES.catalogue);
    expect(es).toHaveLength(en.length);
    const pairs = es.map((host, i) => [en[i]!, host] as const);
    expect(pairs.filter(([english, spanish]) => spanish !== english && spanish !== SPANISH_SITE[english])).toEqual([]);
  });

  it("the Spanish questions have the same questions, answers and quick paths", () => {
    expect(shape(ES.questions)).toEqual(shape(EN.questions));
    expect(shape(ES.quick)).toEqual(shape(EN.quick));
  });

  it("the Spanish page words have every key of the English", () => {
    expect(shape(ES.page)).toEqual({ ...(shape(EN.page) as object), lang: "text" });
    expect(ES.page.lang).toBe("es");
    expect(ES.page.paths).toEqual({ start: "/es/ayuda-ahora", plan: "/es/ayuda-ahora/plan", pdf: "/es/ayuda-ahora/plan.pdf" });
  });

  it("the layout's words have every key in Spanish, with its own links", () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([k, v]) =>
        v && typeof v === "object" && !Array.isArray(v) ? keys(v).map((inner) => `${k}.${inner}`) : [k],
      );
    expect(keys(CHROME_ES)).toEqual(keys(CHROME));
    expect(CHROME_ES.header.getHelp.to).toBe("/es/ayuda-ahora");
  });
});

const payments: Payment[][] = [[], ...PAYMENTS.map((p) => [p]), [...PAYMENTS]];
const shared: (Shared[] | undefined)[] = [undefined, [], ...SHARED.map((s) => [s]), [...SHARED]];
/** Every story, way of contact (or none asked), payment and thing shared (or none asked), for both audiences. */
function* combinations(): Generator<HelpNowAnswers> {
  for (const story of STORIES)
    for (const contact of [undefined, ...CONTACT_WAYS])
      for (const paid of payments)
        for (const sh of shared)
          for (const who of ["me", "helper"] as const)
            yield { for: who, story, paid, ...(contact ? { contact } : {}), ...(sh ? { shared: sh } : {}), state: "FL" } as HelpNowAnswers;
}

const route = (plan: Plan) => ({
  verdict: plan.verdict.headline === "This is a scam." || plan.verdict.headline === "Esto es una estafa.",
  now: plan.now.map((s) => `${s.id}/${s.when}`),
  lockDown: plan.lockDown.map((s) => `${s.id}/${s.when}`),
  report: plan.report.map((s) => s.id),
  helplines: plan.helplines.map((h) => `${h.helpline.id}/${h.open}`),
  askShared: plan.askShared,
  kindTalk: plan.kindTalk.length,
});

/** The phone numbers a plan shows (its tel: numbers), as a sorted list. */
const numbers = (plan: Plan) =>
  [
    ...new Set([
      ...[...plan.now, ...plan.lockDown, ...plan.report, plan.recoveryScam].flatMap((s) => s.contacts.map((c) => c.tel)),
      ...plan.helplines.map((h) => h.helpline.tel),
    ]),
  ].sort();

describe("the Spanish plan routes the same way as the English, for every answer combination", () => {
  it("the same steps in the same order, the same reports, helplines and verdict, and the same phone numbers", () => {
    let count = 0;
    const differ: string[] = [];
    for (const answers of combinations()) {
      const en = buildPlan(answers, EN.catalogue, MONDAY_NOON_ET, undefined, EN.plan);
      const es = buildPlan(answers, ES.catalogue, MONDAY_NOON_ET, undefined, ES.plan);
      const a = JSON.stringify([route(en), numbers(en)]);
      const b = JSON.stringify([route(es), numbers(es)]);
      if (a !== b) differ.push(`${JSON.stringify(answers)}: ${a} / ${b}`);
      count++;
    }
    expect(differ.slice(0, 3)).toEqual([]);
    expect(count).toBeGreaterThan(10_000);
  }, 120_000);

  it("fills {you} and {your} for both audiences: no placeholder is left", () => {
    for (const who of ["me", "helper"] as const) {
      const plan = buildPlan(
        { for: who, story: "government", contact: "phone", paid: ["gift-card"], shared: ["ssn"] },
        ES.catalogue,
        MONDAY_NOON_ET,
        undefined,
        ES.plan,
      );
      expect(JSON.stringify(plan)).not.toMatch(/\{(you|your|You|Your|state)\}/);
    }
  });

  it("writes the report summary in Spanish, conjugated for the person or the helper", () => {
    const me = buildPlan(
      { for: "me", story: "family", contact: "phone", paid: ["gift-card"], shared: [] },
      ES.catalogue,
      MONDAY_NOON_ET,
      undefined,
      ES.plan,
    );
    expect(me.summary).toContain("alguien me contactó por teléfono");
    expect(me.summary).toContain("Pagué $[cantidad]");
    const helper = buildPlan({ for: "helper", story: "family", paid: [], shared: [] }, ES.catalogue, MONDAY_NOON_ET, undefined, ES.plan);
    expect(helper.summary).toContain("a la persona a quien ayudo");
    expect(helper.summary).toContain("No pagó nada.");
  });

  it("says when a closed line opens, in Spanish", () => {
    const saturday = new Date("2026-11-21T17:00:00Z");
    const plan = buildPlan({ for: "me", story: "family", paid: [], shared: [] }, ES.catalogue, saturday, undefined, ES.plan);
    expect(plan.helplines[0]!.text).toBe("Cerrado ahora. Abre el lunes a las 10 a.m., hora del Este");
  });
});

describe("Spanish reading ease (Fernández-Huerta)", () => {
  it("counts Spanish syllables by its spelling rules", () => {
    expect(spanishSyllables("estafa")).toBe(3);
    expect(spanishSyllables("país")).toBe(2);
    expect(spanishSyllables("leer")).toBe(2);
    expect(spanishSyllables("cuidado")).toBe(3);
    expect(spanishSyllables("hoy")).toBe(1);
    expect(spanishSyllables("y")).toBe(1);
    expect(spanishSyllables("Seguridad")).toBe(4);
    expect(spanishSyllables("criptomonedas")).toBe(5);
  });

  it("scores short plain sentences as easy and long learned ones as hard", () => {
    expect(spanishReadingEase("Cuelgue. No pague nada. Llame a su banco.").score).toBeGreaterThan(80);
    const hard =
      "Las transferencias electrónicas de fondos no autorizadas requieren una notificación expedita a su institución financiera, considerando las limitaciones regulatorias.";
    expect(spanishReadingEase(hard).score).toBeLessThan(40);
  });

  const pages: [string, string][] = [
    ["/es/ayuda-ahora (the plan's texts)", texts(ES.catalogue).join("\n")],
    ["/es/ayuda-ahora (the questions)", texts([ES.questions, ES.quick, ES.page]).join("\n")],
    ["/es", texts(INICIO).join("\n")],
    ["/es/si-es-victima", texts([SI_ES_VICTIMA, SI_ES_VICTIMA_PAGE]).join("\n")],
    ["/es/revisar", texts([CHECK_WORDS_ES, NEXT_CHECKS_ES]).join("\n")],
    ["/es/contacto", texts(CONTACTO).join("\n")],
    ...GUIAS.map((g): [string, string] => [`/es/guias/${g.id}`, texts({ ...g, sources: [] }).join("\n")]),
    ["the guides' own words", texts(GUIA_PAGE).join("\n")],
  ];
  it.each(pages)(`%s reads "bastante fácil" or easier, with no sentence over ${MAX_SENTENCE_WORDS} words`, (_, text) => {
    const ease = spanishReadingEase(text);
    expect(ease.words).toBeGreaterThan(100);
    expect(ease.score).toBeGreaterThanOrEqual(MIN_SPANISH_EASE);
    expect(ease.longSentences).toEqual([]);
  });
});

describe("the Spanish guides", () => {
  it("the grandparent guide gives the same phone numbers and figures as its English twin", () => {
    const twin = GUIAS.find((g) => g.counterpart === GRANDPARENT_SCAMS_GUIDE.id)!;
    const facts = (guide: object, kinds: string[]) =>
      [
        ...new Set(
          texts(guide).flatMap((t) =>
            factsIn(t)
              .filter((f) => kinds.includes(f.kind))
              .map((f) => f.key),
          ),
        ),
      ].sort();
    expect(facts({ ...twin, sources: [] }, ["phone"])).toEqual(facts(GRANDPARENT_SCAMS_GUIDE, ["phone"]));
    expect(facts({ ...twin, sources: [] }, ["phone"]).length).toBeGreaterThan(4);
    expect(parseSteps(twin.immediateActions).length).toBe(parseSteps(GRANDPARENT_SCAMS_GUIDE.immediateActions).length);
    expect(parseSteps(twin.recoverySteps).length).toBe(parseSteps(GRANDPARENT_SCAMS_GUIDE.recoverySteps).length);
  });

  it("every guide says its made-up story is made up, and names the pages its facts come from", () => {
    for (const guia of GUIAS) {
      expect(guia.examples.commonScenario, guia.id).toMatch(/^Este es un ejemplo inventado/);
      expect(guia.sources.length, guia.id).toBeGreaterThan(1);
      for (const source of guia.sources) expect(source.checked, guia.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

const parseSteps = (text: string) => text.split("\n").filter((line) => /^\d+\. /.test(line));

describe("page pairs and hreflang", () => {
  it("gives each page of a pair both languages' addresses and English as the default", () => {
    for (const page of PAGES.filter((p) => p.counterpart)) {
      const { lang, counterpart, alternates } = pageLanguage(page.url);
      expect(lang).toBe(page.lang);
      expect(counterpart?.url).toBe(page.counterpart);
      const english = page.lang === "en" ? page.url : page.counterpart;
      expect(alternates).toEqual(
        expect.arrayContaining([
          { hrefLang: page.lang, url: page.url },
          { hrefLang: counterpart!.lang, url: page.counterpart },
          { hrefLang: "x-default", url: english },
        ]),
      );
      expect(alternates).toHaveLength(3);
    }
  });

  it("gives a page without a counterpart no language link and no hreflang", () => {
    expect(pageLanguage("/about")).toMatchObject({ lang: "en", counterpart: null, alternates: [] });
    expect(pageLanguage("/es/no-such-page").lang).toBe("es");
  });
});
