/**
 * Finds the phone numbers, text short codes and web addresses in a sentence of content, so the page
 * can show each as something to tap (docs/decisions/0021-numbers-and-addresses.md): a number a reader has to copy by hand is one they
 * may dial wrong. Pure and small on purpose: it runs on every page, in the browser too.
 */

export type TextPiece =
  | { kind: "text"; text: string }
  /** A number to call: `href` is a tel: link. */
  | { kind: "tel"; text: string; href: string }
  /** A text-message short code (7726, "SPAM"): `href` is an sms: link. */
  | { kind: "sms"; text: string; href: string }
  /** An official site: `href` is its https address. */
  | { kind: "url"; text: string; href: string }
  /** A scam's address (not on the list of official sites) or a made-up number: shown, never linked. */
  | { kind: "example"; text: string };

/** Numbers that are dialled as they are written. */
const SHORT_NUMBERS = new Set(["911", "988"]);
/** Short codes that take a text message, not a call (the carriers' spam-reporting code). */
const SMS_CODES = new Set(["7726"]);

/*
 * North American numbers as the content writes them: 1-800-123-4567, 800-123-4567,
 * (800) 123-4567; toll-free numbers in letters (1-800-MEDICARE, 833-FRAUD-11); then 911, 988 and
 * 7726 as whole words; then web addresses, with or without https://, ending in a letter, digit or
 * slash (a full stop or comma after one is the sentence's).
 */
const PATTERN =
  /(?<![\w$.-])(?:(?<nanp>(?:1-)?\d{3}-\d{3}-\d{4}|\(\d{3}\) ?\d{3}-\d{4})(?![\w-])|(?<vanity>(?:1-)?8(?:00|33|44|55|66|77|88)-(?=[A-Z\d-]*[A-Z])[A-Z\d]+(?:-[A-Z\d]+)*)(?![\w-])|(?<short>\d{3,4})(?![\w-]|[.,]\d))|(?<![\w@/.-])(?<url>(?:https?:\/\/)?(?:[a-z0-9-]+\.)+(?:gov|com|org|net|us|info|mil|edu|ly)(?:\/[^\s<>"'()]*[a-z0-9/_-])?\/?)(?![\w@-])/gi;

/** The bare host of an address: lower case, without the scheme or a leading "www.". */
export function hostOf(address: string): string {
  return address
    .replace(/^https?:\/\//i, "")
    .split("/")[0]
    .toLowerCase()
    .replace(/^www\./, "");
}

const KEYPAD = "22233344455566677778889999";

/** The ten digits a number dials: letters by the phone keypad, a leading 1 and extra letters dropped. */
function dialDigits(number: string): string {
  const digits = number
    .toUpperCase()
    .replace(/[A-Z]/g, (letter) => KEYPAD[letter.charCodeAt(0) - 65] ?? "")
    .replace(/\D/g, "");
  return (digits.length > 10 && digits.startsWith("1") ? digits.slice(1) : digits).slice(0, 10);
}

/**
 * A fact the content names by its key in the fact list (app/facts.ts): `{{fact:key}}` is
 * written as the fact's value (a number, hours, or a site's name as a sentence writes it,
 * "ReportFraud.ftc.gov"), `{{tel:key}}` as the number a tel: link dials ("+1" and the ten
 * digits), `{{url:key}}` as the https address of a site ("https://reportfraud.ftc.gov/", a deeper
 * page written after it) and `{{host:key}}` as its bare host ("reportfraud.ftc.gov"). The value
 * lives only in the fact list, so a changed number or address is one edit.
 */
export const FACT_TOKEN = /\{\{(fact|tel|url|host):([A-Za-z0-9]+)\}\}/g;

/** What a token needs of a fact: its value and, for an address, the https address it opens. */
export interface TokenFact {
  value: string;
  url?: string;
}

/**
 * `text` with every fact token replaced by its value. The build does this to the content's source
 * (vite.config.ts, `factTokens`), so every reader of the words, the pages, posts, PDFs, emails and
 * the search index, gets the number itself and no page loads the fact list. A token whose key is
 * not in `facts`, or that asks a fact for what it does not have, stops the build.
 */
export function expandFacts(text: string, facts: Readonly<Record<string, TokenFact>>): string {
  return text.replace(FACT_TOKEN, (token, form: string, key: string) => {
    const fact = facts[key];
    if (fact === undefined) throw new Error(`${token}: app/facts.ts has no fact with the key "${key}"`);
    if (form === "fact") return fact.value;
    if (form === "url" || form === "host") {
      if (fact.url === undefined) throw new Error(`${token}: "${key}" in app/facts.ts is not a web address`);
      return form === "url" ? fact.url : hostOf(fact.url);
    }
    if (dialDigits(fact.value).length !== 10) throw new Error(`${token}: "${fact.value}" is not a ten-digit number to dial`);
    return `+1${dialDigits(fact.value)}`;
  });
}

/** 555-0100 to 555-0199 are set aside for fiction: the content's made-up scam numbers, never dialled. */
export function isFictionNumber(number: string): boolean {
  return /^\d{3}55501\d{2}$/.test(dialDigits(number));
}

/**
 * The pieces of `text`, in order. `officialSites` maps a bare host ("identitytheft.gov") to the
 * address to open ("https://www.identitytheft.gov/"); an address whose host is not in it is an
 * `example`, never a link, because the content quotes scammers' addresses to teach.
 */
export function splitTextLinks(text: string, officialSites: Readonly<Record<string, string>>): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  const push = (piece: TextPiece, at: number, length: number) => {
    if (at > last) pieces.push({ kind: "text", text: text.slice(last, at) });
    pieces.push(piece);
    last = at + length;
  };
  for (const match of text.matchAll(PATTERN)) {
    const { nanp, vanity, short, url } = match.groups ?? {};
    const at = match.index ?? 0;
    if (nanp && isFictionNumber(nanp)) push({ kind: "example", text: nanp }, at, nanp.length);
    else if (nanp) push({ kind: "tel", text: nanp, href: `tel:+1${dialDigits(nanp)}` }, at, nanp.length);
    else if (vanity && !/[a-z]/.test(vanity) && dialDigits(vanity).length === 10)
      push({ kind: "tel", text: vanity, href: `tel:+1${dialDigits(vanity)}` }, at, vanity.length);
    else if (short && SHORT_NUMBERS.has(short)) push({ kind: "tel", text: short, href: `tel:${short}` }, at, short.length);
    else if (short && SMS_CODES.has(short)) push({ kind: "sms", text: short, href: `sms:${short}` }, at, short.length);
    else if (url) {
      const site = officialSites[hostOf(url)];
      if (!site) push({ kind: "example", text: url }, at, url.length);
      else {
        const path = url.replace(/^https?:\/\//i, "").replace(/^[^/]+/, "");
        push({ kind: "url", text: url, href: path && path !== "/" ? new URL(path, site).toString() : site }, at, url.length);
      }
    }
  }
  if (last < text.length) pieces.push({ kind: "text", text: text.slice(last) });
  return pieces;
}
