/**
 * Signs in a phone number, parsed with libphonenumber-js (Google's libphonenumber metadata).
 * Area codes abroad that dial like U.S. ones, pay-per-call numbers, and the official lines.
 */
import { findPhoneNumbersInText, parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js/min";
import { signal } from "./signal";
import type { CheckDirectory, OfficialMatch, Signal, Span } from "./types";

/** North American Numbering Plan areas outside the United States (and Canada) that dial as 1 + 10 digits. */
export const ABROAD_AREA_CODES: Record<string, string> = {
  "242": "BS",
  "246": "BB",
  "264": "AI",
  "268": "AG",
  "284": "VG",
  "345": "KY",
  "441": "BM",
  "473": "GD",
  "649": "TC",
  "658": "JM",
  "664": "MS",
  "721": "SX",
  "758": "LC",
  "767": "DM",
  "784": "VC",
  "809": "DO",
  "829": "DO",
  "849": "DO",
  "868": "TT",
  "869": "KN",
  "876": "JM",
};

/** Countries named in FCC and FTC one-ring ("wangiri") warnings. */
export const ONE_RING_COUNTRIES = [
  "MR",
  "SL",
  "SO",
  "CI",
  "NG",
  "TN",
  "MA",
  "BY",
  "LV",
  "RS",
  "AL",
  "MD",
  "GN",
  "CK",
  "VU",
  "NR",
  "TV",
] as const;

/** Where "+1" numbers are at home: the United States, its territories, and Canada. */
const DOMESTIC = new Set(["US", "PR", "GU", "VI", "AS", "MP", "CA", "UM"]);

export function parsePhone(text: string): PhoneNumber | undefined {
  const cleaned = text.trim().replace(/^tel:/i, "");
  return parsePhoneNumberFromString(cleaned, "US");
}

function officialLine(number: PhoneNumber, directory: CheckDirectory, shown: string): OfficialMatch | null {
  for (const line of directory.lines) {
    if (line.numbers.some((candidate) => parsePhone(candidate)?.number === number.number)) {
      return { name: line.name, found: shown, source: line.source };
    }
  }
  return null;
}

export interface PhoneFindings {
  signals: Signal[];
  official: OfficialMatch | null;
  /** The number in E.164 ("+12025550123"), for the reported lookup; none for what is not a number. */
  e164: string | null;
}

/** The signs in one number; `span` is where it sits in the pasted text. */
/** A text short code as written: five or six digits, maybe split ("935-57"). */
export const SHORT_CODE = /^\s*\d{3}[-\s]?\d{2,3}\s*$/;

export function phoneSignals(text: string, directory: CheckDirectory, span: Span = { start: 0, end: text.length }): PhoneFindings {
  if (SHORT_CODE.test(text)) {
    const code = text.replace(/\D/g, "");
    const line = directory.lines.find((candidate) => candidate.shortCodes?.includes(code));
    if (line) return { signals: [], official: { name: line.name, found: text.trim(), source: line.source }, e164: null };
    return { signals: [signal("short-code", "weak", [span], { words: code })], official: null, e164: null };
  }
  const number = parsePhone(text);
  if (!number?.isPossible()) {
    // "+2128336559": too short for Morocco, but written with a country's code all the same.
    const abroad = number && number.countryCallingCode !== "1" ? number.country : undefined;
    if (abroad) {
      const strength = (ONE_RING_COUNTRIES as readonly string[]).includes(abroad) ? "strong" : "weak";
      return { signals: [signal("international", strength, [span], { region: abroad })], official: null, e164: null };
    }
    return { signals: [signal("not-a-number", "weak", [span])], official: null, e164: null };
  }
  const signals: Signal[] = [];
  if (number.countryCallingCode === "1") {
    const area = number.nationalNumber.slice(0, 3);
    const exchange = number.nationalNumber.slice(3, 6);
    const country = number.country && !DOMESTIC.has(number.country) ? number.country : ABROAD_AREA_CODES[area];
    if (country) signals.push(signal("one-ring", "strong", [span], { area, region: country }));
    if (area === "900" || exchange === "976") signals.push(signal("premium", "strong", [span], { words: area === "900" ? "900" : "976" }));
  } else {
    const country = number.country ?? "";
    const strength = (ONE_RING_COUNTRIES as readonly string[]).includes(country) ? "strong" : "weak";
    signals.push(signal("international", strength, [span], { region: country }));
  }
  const strong = signals.some((found) => found.strength === "strong");
  return { signals, official: strong ? null : officialLine(number, directory, text.trim()), e164: number.number };
}

export interface FoundNumber {
  text: string;
  span: Span;
  /** Digits written as x: it asks for a call, but there is no number to check. */
  hidden: boolean;
}

// Numbers that alerts print with their digits hidden ("call xxx-xxx-xxxx") still ask you to call.
const HIDDEN_NUMBER = /\b[x\d]{3}[-. ][x\d]{3}[-. ][x\d]{4}\b/giu;

export function numbersIn(message: string): FoundNumber[] {
  const found = findPhoneNumbersInText(message, "US").map((number) => ({
    text: message.slice(number.startsAt, number.endsAt),
    span: { start: number.startsAt, end: number.endsAt },
    hidden: false,
  }));
  for (const match of message.matchAll(HIDDEN_NUMBER)) {
    const start = match.index ?? 0;
    if (/x/i.test(match[0]) && !found.some((number) => number.span.start <= start && start < number.span.end)) {
      found.push({ text: match[0], span: { start, end: start + match[0].length }, hidden: true });
    }
  }
  return found;
}
