/**
 * Removes from a reader's story what would identify anyone before it is stored: email addresses,
 * card numbers (those that pass the Luhn check), Social Security numbers, bank account and routing
 * numbers, dates of birth, street addresses and PO boxes, a name given as "my name is", and phone
 * numbers other than the one being reported. Named rules, each tested (tests/unit/redact.test.ts,
 * with a set of stories with planted details, tests/fixtures/report-stories.json); phone numbers are
 * found with libphonenumber-js, as the checker finds them. No maintained library covers U.S.
 * personal details without a cloud service, so the rules are ours (decision 0035).
 */
import { findPhoneNumbersInText, parsePhoneNumberFromString } from "libphonenumber-js/min";

export const REDACTION_KINDS = ["email", "card", "ssn", "account", "dob", "address", "phone", "name"] as const;
export type RedactionKind = (typeof REDACTION_KINDS)[number];

/** What a removed part is replaced with: the reader's story still reads, and says what was there. */
export const REMOVED: Record<RedactionKind, string> = {
  email: "[email removed]",
  card: "[card number removed]",
  ssn: "[Social Security number removed]",
  account: "[account number removed]",
  dob: "[birth date removed]",
  address: "[address removed]",
  phone: "[phone number removed]",
  name: "[name removed]",
};

interface Found {
  kind: RedactionKind;
  start: number;
  end: number;
}

/** The Luhn check every payment card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const DATE = `(?:\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})|(?:${MONTHS})\\.? \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}|\\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${MONTHS}),? \\d{4}|\\d{4}-\\d{2}-\\d{2})`;
const STREET_TYPES =
  "street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|court|ct|circle|cir|way|place|pl|terrace|ter|parkway|pkwy|highway|hwy|trail|trl|loop|square|sq";

/** Each rule: the kind it removes and the pattern; a group named `part` is the part removed, else the whole match. */
const RULES: { kind: RedactionKind; pattern: RegExp }[] = [
  { kind: "email", pattern: /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/giu },
  // Spelled out to get past filters: "bob (at) aol (dot) com".
  { kind: "email", pattern: /[a-z0-9._%+-]+ ?(?:\(at\)|\[at\]| at ) ?[a-z0-9-]+ ?(?:\(dot\)|\[dot\]| dot ) ?[a-z]{2,}\b/giu },
  // Social Security numbers: 3-2-4 with dashes, dots or spaces, or nine digits after the words.
  { kind: "ssn", pattern: /\b\d{3}([-. ])\d{2}\1\d{4}\b/gu },
  { kind: "ssn", pattern: /\b(?:ssn|social security(?: number| no\.?| #)?|social)\s*(?:is|was|number|no\.?|#|:)?\s*(?<part>\d{9})\b/giu },
  // A long number soon after an account word, even a sentence later ("read my checking account number... I read 3390 1187 2264"),
  // but not an order, tracking or claim number.
  {
    kind: "account",
    pattern:
      /\b(?:account|acct|checking|savings|routing|aba|member)\b(?:(?!order|invoice|tracking|claim|case|ticket|confirmation|reference|ref\b)[^\d]){0,60}?(?<part>\d[\d -]{6,20}\d)\b/giu,
  },
  // A date soon after the words: "DOB 03-14-1948", "d.o.b. too so I said 11/23/1946", "date of birth, november 2 1941".
  {
    kind: "dob",
    pattern: new RegExp(
      `(?:\\bborn|\\bdob|\\bd\\.o\\.b\\.?|\\bdate of birth|\\bbirth ?date|\\bbirthday)[^.!?\\n\\d]{0,30}?(?<part>${DATE})`,
      "giu",
    ),
  },
  {
    kind: "address",
    pattern: new RegExp(
      `\\b\\d{1,6}(?: [nsew]\\.?| north| south| east| west)?(?: [a-z0-9'.-]+){1,4} (?:${STREET_TYPES})\\b\\.?(?:,? (?:apt|apartment|unit|suite|ste|#)\\.? ?[a-z0-9-]+)?(?:,? [a-z .'-]{2,30},? [a-z]{2}\\.? \\d{5}(?:-\\d{4})?)?`,
      "giu",
    ),
  },
  { kind: "address", pattern: /\b(?:p\.? ?o\.? ?box|post office box) \d{1,6}\b(?:,? [a-z .'-]{2,30},? [a-z]{2}\.? \d{5}(?:-\d{4})?)?/giu },
  // Capitals mark a name, so the words before it are matched letter by letter: "My name is", "I am", "His name is".
  {
    kind: "name",
    pattern:
      /\b(?:[Mm]y name is|[Mm]y name's|[Hh]is name is|[Hh]er name is|[Tt]heir name is|[Tt]his is|I am|I'm|[Ii]t's) (?<part>\p{Lu}\p{Ll}+(?: \p{Lu}\.?)?(?: \p{Lu}[\p{Ll}'-]+){1,2})\b/gu,
  },
];

/** Card numbers: 13 to 19 digits, in groups of digits split by spaces or dashes, that pass Luhn. */
const CARD = /\b\d(?:[ -]?\d){12,18}\b/gu;

/** The story with a line break inside a number ("480-555-\n0119") made a space: same length, so places still match. */
function joinedNumbers(story: string): string {
  return story.replace(/(?<=[\d-])\r?\n(?=\d)/g, (gap) => " ".repeat(gap.length));
}

function overlaps(found: readonly Found[], start: number, end: number): boolean {
  return found.some((other) => start < other.end && other.start < end);
}

/** The reported number or address, normalised as the checker does, to leave it in the story. */
function reportedPhone(reported: string): string | null {
  const number = parsePhoneNumberFromString(reported.trim(), "US");
  return number?.isPossible() ? number.number : null;
}

export interface Redacted {
  text: string;
  /** How many parts of each kind were removed. */
  removed: Partial<Record<RedactionKind, number>>;
}

/** The story with every personal detail replaced by what it was ("[email removed]"). `reported` is kept. */
export function redactStory(story: string, reported = ""): Redacted {
  const found: Found[] = [];
  const original = story;
  story = joinedNumbers(story);
  const add = (kind: RedactionKind, start: number, end: number) => {
    if (!overlaps(found, start, end)) found.push({ kind, start, end });
  };
  const keptText = reported.trim().toLowerCase();
  const keptPhone = reportedPhone(reported);
  const isReported = (text: string) =>
    keptText !== "" && (text.toLowerCase() === keptText || text.toLowerCase().includes(keptText) || keptText.includes(text.toLowerCase()));

  for (const rule of RULES) {
    for (const match of story.matchAll(rule.pattern)) {
      const part = match.groups?.part;
      const start = (match.index ?? 0) + (part ? match[0].lastIndexOf(part) : 0);
      const text = part ?? match[0];
      if (rule.kind === "email" && isReported(text)) continue;
      add(rule.kind, start, start + text.length);
    }
  }
  for (const match of story.matchAll(CARD)) {
    const digits = match[0].replace(/\D/g, "");
    if (passesLuhn(digits)) add("card", match.index ?? 0, (match.index ?? 0) + match[0].length);
  }
  for (const number of findPhoneNumbersInText(story, "US")) {
    if (keptPhone && number.number.number === keptPhone) continue;
    add("phone", number.startsAt, number.endsAt);
  }

  found.sort((a, b) => a.start - b.start);
  let text = "";
  let at = 0;
  const removed: Redacted["removed"] = {};
  for (const part of found) {
    text += original.slice(at, part.start) + REMOVED[part.kind];
    at = part.end;
    removed[part.kind] = (removed[part.kind] ?? 0) + 1;
  }
  return { text: text + original.slice(at), removed };
}
