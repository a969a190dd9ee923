/**
 * Finds the checkable facts in a piece of content (README: Facts and their sources): phone numbers, web addresses, time
 * limits and statistics. The content test looks each one up in app/facts.ts, so a number
 * nobody checked cannot reach a page.
 */
import { hostOf, splitTextLinks } from "./text-links";

/** "hours": a helpline's opening hours as the content writes them, only ever named by key (app/facts.ts, `FACT`). */
export type FactKind = "phone" | "address" | "time-limit" | "statistic" | "hours";

export interface FoundFact {
  kind: FactKind;
  /** How the fact list names it: the digits dialled, the bare host, or the figure in a standard form. */
  key: string;
}

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  ten: "10",
};

const TIME_LIMIT = /\b(\d+|two|three|four|five|six|seven|ten)[- ](business[- ]|calendar[- ])?(day|hour|week|month|year)s?\b/gi;

/** Money, percentages, "1 in 4", counts in the millions, numbers with thousands commas and "500+". */
const STATISTIC =
  /(?<![\w.])(?:\$\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|trillion|thousand)\b|[MBK]\b)?\+?|\d+(?:\.\d+)?\s?(?:%|percent\b)|(?:1|one) in (?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b|\d[\d,.]*\+?\s(?:million|billion)\b|\d{1,3}(?:,\d{3})+\+?|\d+\+)/gi;

/** The way a figure is written, made comparable: lower case, single spaces, "percent" as "%", "one" as "1". */
export function figureKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/\s?percent\b/, "%")
    .replace(/\s%/, "%")
    .replace(/^one in /, "1 in ")
    .replace(/-/g, " ")
    .replace(/\b(two|three|four|five|six|seven|ten)\b/, (word) => NUMBER_WORDS[word] ?? word)
    .replace(/(day|hour|week|month|year)s?$/, "$1s")
    .trim();
}

/** Every fact in `text`, in order. Numbers set aside for fiction (555-01xx) are not facts. */
export function factsIn(text: string): FoundFact[] {
  const out: FoundFact[] = [];
  for (const piece of splitTextLinks(text, {})) {
    if (piece.kind === "tel" || piece.kind === "sms") out.push({ kind: "phone", key: piece.href.replace(/^(tel|sms):(\+1)?/, "") });
    // With no official sites given, every address comes back as an "example": the caller decides.
    else if (piece.kind === "example" && /[a-z]/i.test(piece.text)) out.push({ kind: "address", key: hostOf(piece.text) });
  }
  for (const m of text.matchAll(TIME_LIMIT)) out.push({ kind: "time-limit", key: figureKey(m[0]) });
  for (const m of text.matchAll(STATISTIC)) out.push({ kind: "statistic", key: figureKey(m[0]) });
  return out;
}

/**
 * How the fact list names `value` of `kind` (the same key `factsIn` gives it in a sentence), or
 * undefined when `value` is not a fact of that kind as written.
 */
export function factKey(kind: FactKind, value: string): string | undefined {
  return factsIn(value).find((f) => f.kind === kind)?.key;
}
