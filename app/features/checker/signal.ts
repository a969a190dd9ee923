import { fill, SIGNAL_WORDS, type SignalWords } from "./explain";
import type { Signal, SignalId, Span, Strength } from "./types";

/** A country's name in a language ("JM" is "Jamaica"); "" is no known country. */
export function countryName(code: string, lang = "en"): string {
  if (!code) return lang === "es" ? "otro país" : "another country";
  try {
    return new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A sign's three lines in one language's words, its slots filled from what was found. */
export function worded(
  id: SignalId,
  values: Readonly<Record<string, string>>,
  words: Readonly<Record<SignalId, SignalWords>>,
  lang = "en",
): Pick<Signal, "title" | "why" | "action"> {
  const slots = "region" in values ? { ...values, country: countryName(values.region ?? "", lang) } : values;
  const { title, why, action } = words[id];
  return { title: fill(title, slots), why: fill(why, slots), action: fill(action, slots) };
}

/**
 * A found sign with its words filled in (English). What filled them is kept, so the answer can be
 * worded again in another language (es/result.ts). `region` is a country's two-letter code.
 */
export function signal(id: SignalId, strength: Strength, spans: Span[], found: Record<string, string | undefined> = {}): Signal {
  const values = Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { id, strength, ...worded(id, values, SIGNAL_WORDS), spans, values };
}
