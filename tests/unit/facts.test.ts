/*
 * The content fact list (README: Facts and their sources): every phone number, web address, time limit and statistic in
 * the site's words is on app/facts.ts with the page it was checked on and the day it was
 * checked, and every fact on the list is still used. A fact with a key (`FACT`) is written in the
 * content as its token, `{{fact:key}}`, never as its value, so the value is typed once. The words
 * come from tests/support/content-strings.ts (every content module and blog post, as the pages get
 * them, and every line as it was written); the finder is app/lib/facts.ts.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AWAITING_SOURCE, EXAMPLE_FIGURES, FACT, FACTS, type Fact } from "~/facts";
import { OFFICIAL_SITES, SCAM_EXAMPLE_HOSTS } from "~/content/official-sites";
import { type FactKind, factKey, factsIn, figureKey } from "~/lib/facts";
import { FACT_TOKEN, hostOf, splitTextLinks } from "~/lib/text-links";
import { CONTENT_LINES, CONTENT_STRINGS, type ContentString } from "../support/content-strings";

/** Keys and names in the data, not words a reader sees ("first-24-hours"). */
const NOT_WORDS = new Set(["id", "slug", "icon", "image"]);

/**
 * Files whose addresses are not claims to the reader: the pages the help data was read from (each
 * with its own check date) and the checker's own lists of official domains and lines and the pages they were
 * read from (tested by tests/unit/checker.test.ts). Their phone numbers are still checked. They
 * record what was read, so they write addresses out, never as tokens.
 */
const ADDRESS_EXEMPT_FILES = new Set([
  "help-now/sources.ts",
  "checker/official.ts",
  "checker/official-lines.ts",
  "checker/toll-agencies.ts",
]);

interface Found {
  kind: FactKind;
  key: string;
  /** "file field", as EXAMPLE_FIGURES names a place. */
  place: string;
  /** The figure as written, with a little of its sentence, for the failure message. */
  shown: string;
}

/** A Spanish guide's list of the pages it was read on (es/guias/types.ts GuiaSource): a record, not a claim. */
const isSourceRecord = (s: ContentString) => s.file.startsWith("es/guias/") && (s.field === "url" || s.field === "name");

function found(s: ContentString): Found[] {
  if (NOT_WORDS.has(s.field)) return [];
  return factsIn(s.text)
    .filter((f) => f.kind !== "address" || !(ADDRESS_EXEMPT_FILES.has(s.file) || isSourceRecord(s)))
    .map((f) => ({ ...f, place: `${s.file} ${s.field}`, shown: `${s.file} (${s.path})` }));
}

const FOUND: readonly Found[] = CONTENT_STRINGS.flatMap(found);
const keyOf = (f: Pick<Fact, "kind" | "value">) => `${f.kind}:${factKey(f.kind, f.value) ?? `unreadable ${f.value}`}`;
const ON_LIST = new Set(FACTS.map(keyOf));
const AWAITING = new Set(AWAITING_SOURCE.map(keyOf));
/** key -> the places an example or story may use it. */
const EXAMPLES = new Map<string, Set<string>>();
for (const e of EXAMPLE_FIGURES) {
  const f = factsIn(e.value).find((x) => x.kind === "statistic" || x.kind === "time-limit");
  const key = f ? `${f.kind}:${f.key}` : `unreadable ${e.value}`;
  EXAMPLES.set(key, new Set([...(EXAMPLES.get(key) ?? []), ...e.where]));
}

/** The facts with a key, and the tokens the content writes for them. */
const KEYED = Object.entries(FACT).map(([key, fact]) => ({ key, ...fact }));
const TOKENS = CONTENT_LINES.flatMap((l) => [...l.text.matchAll(FACT_TOKEN)].map(([token, form, key]) => ({ ...l, token, form, key })));
/** The keyed official addresses, by bare host ("reportfraud.ftc.gov"). */
const SITES = new Map(KEYED.flatMap((f) => (f.url === undefined ? [] : [[hostOf(f.url), f] as const])));
/**
 * The token for an address as written: `{{url:key}}` for the site's https address (a deeper page
 * written after it), `{{fact:key}}` for its name as the fact list writes it ("ReportFraud.ftc.gov"),
 * `{{host:key}}` for its bare host in another case or inside an address written another way.
 */
function addressToken(written: string): string | undefined {
  const site = SITES.get(hostOf(written));
  if (!site?.url) return undefined;
  const [, scheme = ""] = /^(https?:\/\/(?:www\.)?)/i.exec(written) ?? [];
  if (written.startsWith(site.url)) return `{{url:${site.key}}}`;
  if (written.startsWith(site.value)) return `{{fact:${site.key}}}`;
  return `${scheme}{{host:${site.key}}}`;
}

/** The ten digits a number dials, as the tel: link has them. */
const dialled = (number: string) =>
  splitTextLinks(number, {})
    .find((p) => p.kind === "tel")
    ?.href.replace(/^tel:\+1/, "");

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TODAY = new Date().toISOString().slice(0, 10);

describe("the fact list (app/facts.ts)", () => {
  it("gives every fact a value the finder reads, a plain description, a source and a real check date", () => {
    const bad: string[] = [];
    for (const fact of FACTS) {
      const name = `${fact.kind} "${fact.value}"`;
      // Opening hours are only ever named by key: the finder does not look for them.
      if (fact.kind !== "hours" && factKey(fact.kind, fact.value) === undefined)
        bad.push(`${name}: the finder does not read it as a ${fact.kind}`);
      if (fact.what.trim().length < 3) bad.push(`${name}: no "what"`);
      const site = /^site:(.+)$/.exec(fact.source)?.[1];
      if (site !== undefined ? !existsSync(site) : fact.source !== "spec" && !/^https:\/\/[^\s/]+\.[^\s/]+\//.test(fact.source))
        bad.push(`${name}: source "${fact.source}" is not an https page, "spec" or an existing "site:" file`);
      const date = new Date(`${fact.checked}T00:00:00Z`);
      if (!ISO_DATE.test(fact.checked) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== fact.checked)
        bad.push(`${name}: checked "${fact.checked}" is not a real ISO date`);
      else if (fact.checked > TODAY) bad.push(`${name}: checked ${fact.checked} is after today`);
    }
    expect(bad).toEqual([]);
  });

  it("gives each keyed fact a value the build can write into any sentence or record", () => {
    const bad = KEYED.filter((f) => f.value.trim() === "" || /["'`\\${}\n]/.test(f.value)).map((f) => `${f.key}: "${f.value}"`);
    expect(bad).toEqual([]);
  });

  it("writes one number two ways only as the same number (medicareLetters dials what medicare dials)", () => {
    const phones = KEYED.filter((f) => f.kind === "phone");
    const bad = phones.flatMap((f) => {
      const number = phones.find((n) => n.key !== f.key && f.key.startsWith(n.key));
      return !number || dialled(number.value) === dialled(f.value)
        ? []
        : [`${f.key} "${f.value}" does not dial ${number.key} "${number.value}"`];
    });
    expect(bad).toEqual([]);
  });

  it("gives each address with a key its https address, whose host is the address as a sentence writes it", () => {
    const bad = KEYED.filter((f) => f.kind === "address")
      .filter((f) => !f.url || !/^https:\/\/[^/\s]+\/$/.test(f.url) || hostOf(f.url) !== f.value.toLowerCase())
      .map((f) => `${f.key}: "${f.value}", ${f.url ?? "no url"}`);
    expect(bad).toEqual([]);
  });

  it("has every official site the content links to", () => {
    const missing = Object.keys(OFFICIAL_SITES).filter((host) => !ON_LIST.has(`address:${host}`) && !AWAITING.has(`address:${host}`));
    expect(missing).toEqual([]);
  });

  it("lists the facts still waiting for a source (warned, not failed)", () => {
    for (const fact of AWAITING_SOURCE) {
      expect(fact.why.length).toBeGreaterThan(10);
      console.warn(`Fact awaiting a source: ${fact.kind} "${fact.value}" (${fact.what}): ${fact.why}`);
    }
  });
});

describe("every fact in the content", () => {
  it("finds the site's facts (the finder still reads the content)", () => {
    const kinds = new Set(FOUND.map((f) => f.kind));
    expect([...kinds].sort()).toEqual(["address", "phone", "statistic", "time-limit"]);
    expect(FOUND.length).toBeGreaterThan(500);
  });

  it("is on the fact list, an example or story in its place, or awaiting a source", () => {
    const missing = new Map<string, Set<string>>();
    for (const f of FOUND) {
      const key = `${f.kind}:${f.key}`;
      if (ON_LIST.has(key) || AWAITING.has(key)) continue;
      if (f.kind === "address" && SCAM_EXAMPLE_HOSTS.has(f.key)) continue;
      if (EXAMPLES.get(key)?.has(f.place)) continue;
      missing.set(key, new Set([...(missing.get(key) ?? []), f.place]));
    }
    // Read as: `statistic:$849.99 in quiz/email.ts body`: add it to FACTS with its source, or,
    // if it is a made-up scam's words or a story's detail, to EXAMPLE_FIGURES with that place.
    expect([...missing].map(([key, places]) => `${key} in ${[...places].join(", ")}`)).toEqual([]);
  });

  it("uses every fact on the list (a fact no page uses is taken off)", () => {
    const used = new Set(FOUND.map((f) => `${f.kind}:${f.key}`));
    const named = new Set(TOKENS.map((t) => t.key));
    // Opening hours are only named by key: a key no line writes is unused.
    const unused = [...FACTS, ...AWAITING_SOURCE]
      .filter((f) => f.kind !== "hours" && !used.has(keyOf(f)))
      .map((f) => `${f.kind} "${f.value}" (${f.what})`);
    const unnamed = KEYED.filter((f) => !named.has(f.key)).map((f) => `{{fact:${f.key}}} is never written`);
    expect([...unused, ...unnamed]).toEqual([]);
  });

  it("writes a fact that has a key as its token, never as its value", () => {
    const phones = KEYED.filter((f) => f.kind === "phone");
    /** The token for a number as written: the key whose value it is, or else the number's first key. */
    const tokenFor = (written: string) => {
      const same = phones.filter((f) => dialled(f.value) === dialled(written));
      return (same.find((f) => f.value === written) ?? same[0])?.key;
    };
    const raw: string[] = [];
    const note = (l: { file: string; line: number; text: string }, written: string, token: string) => {
      const at = l.text.indexOf(written);
      const sentence = l.text.slice(Math.max(0, at - 60), at + written.length + 30).trim();
      raw.push(`app/content/${l.file}:${l.line} "…${sentence}…": write ${token} for "${written}"`);
    };
    for (const l of CONTENT_LINES) {
      for (const piece of splitTextLinks(l.text, {})) {
        const key = piece.kind === "tel" ? tokenFor(piece.text) : undefined;
        if (key) note(l, piece.text, `{{fact:${key}}}`);
      }
      for (const [tel] of l.text.matchAll(/\+1\d{10}(?!\d)/g)) {
        const key = tokenFor(tel);
        if (key) note(l, tel, `{{tel:${key}}}`);
      }
      for (const f of KEYED) if (f.kind === "hours" && l.text.includes(f.value)) note(l, f.value, `{{fact:${f.key}}}`);
      if (ADDRESS_EXEMPT_FILES.has(l.file)) continue;
      for (const piece of splitTextLinks(l.text, {})) {
        const token = piece.kind === "example" ? addressToken(piece.text) : undefined;
        if (token) note(l, piece.text, token);
      }
    }
    // Read as: `app/content/guides/phone-scams.ts:32 "…Hotline at 1-833-372-8311 (…": write {{fact:elderFraudHotline}} for "1-833-372-8311"`,
    // or `app/content/examples.ts:55 "…Center at https://www.ic3.gov/ and…": write {{url:ic3Site}} for "https://www.ic3.gov/"`.
    expect(raw).toEqual([]);
  });

  it("names only facts that are on the list, dials only ten-digit numbers and links only addresses", () => {
    const bad = TOKENS.filter((t) => {
      const fact = KEYED.find((f) => f.key === t.key);
      return !fact || (t.form === "tel" && dialled(fact.value)?.length !== 10) || (["url", "host"].includes(t.form) && !fact.url);
    }).map((t) => `app/content/${t.file}:${t.line} ${t.token}`);
    expect(bad).toEqual([]);
  });

  it("uses every example figure in each place it names", () => {
    const usedAt = new Set(FOUND.map((f) => `${f.kind}:${f.key} @ ${f.place}`));
    const stale = EXAMPLE_FIGURES.flatMap((e) =>
      e.where
        .filter((place) => !["statistic", "time-limit"].some((kind) => usedAt.has(`${kind}:${figureKey(e.value)} @ ${place}`)))
        .map((place) => `${e.kind} "${e.value}" in ${place}`),
    );
    expect(stale).toEqual([]);
  });
});

/**
 * The marketing figures the site was first written with had no study behind them, and "site figure" labels made
 * readers think the site had measured them: each is now a sourced figure or said in words.
 */
describe("figures the site shows", () => {
  const MARKETING = ["95%", "67%", "87%", "73%", "85%", "400%", "500+", "$745M+", "$18,000", "80+"];

  it("use none of the old marketing figures", () => {
    const keys = new Set(MARKETING.map(figureKey));
    const used = FOUND.filter((f) => f.kind === "statistic" && keys.has(f.key)).map((f) => `${f.key} in ${f.shown}`);
    expect(used).toEqual([]);
  });

  it("never call a figure the site's own", () => {
    const labelled = CONTENT_STRINGS.filter((s) => /site figure|site's own figure|outside study/i.test(s.text)).map(
      (s) => `${s.file} (${s.path})`,
    );
    expect(labelled).toEqual([]);
  });

  it('each name a page a person can read: no statistic on the fact list has the source "spec"', () => {
    const spec = FACTS.filter((f) => f.kind === "statistic" && !f.source.startsWith("https://")).map((f) => `${f.value} (${f.source})`);
    expect(spec).toEqual([]);
  });

  it("give the Cooling-Off Rule its three business days, in the content and the fact list", () => {
    const coolingOff = FACTS.filter((f) => f.kind === "time-limit" && /Cooling-Off/.test(f.what)).map((f) => f.value);
    expect(coolingOff).toEqual(["3 business days"]);
    const said = CONTENT_STRINGS.filter((s) => /Cooling-Off Rule/.test(s.text));
    expect(said.length).toBeGreaterThan(0);
    for (const s of said) expect(s.text, s.file).toMatch(/\b3 business days\b/);
  });
});
