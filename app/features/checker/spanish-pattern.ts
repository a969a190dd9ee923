/** How the checker writes a Spanish pattern (tricks-es.ts and the lists it gathers). */
import type { MessageSignalId } from "./types";

/** A word edge in any alphabet: JavaScript's own \b sees "ó" and "ñ" as the end of a word. */
const EDGE = "(?:(?<=[\\p{L}\\p{N}_])(?![\\p{L}\\p{N}_])|(?<![\\p{L}\\p{N}_])(?=[\\p{L}\\p{N}_]))";
const UNACCENTED: Record<string, string> = { á: "a", é: "e", í: "i", ó: "o", ú: "u", ñ: "n" };

/**
 * A Spanish pattern, written as the word is spelled: its \b is a word edge that knows accented
 * letters, and each á é í ó ú ñ also matches the plain letter, as people type ("numero", "codigo").
 * Accented letters go outside [classes] only.
 */
export function es(pattern: RegExp): RegExp {
  const source = pattern.source.replaceAll("\\b", EDGE).replace(/[áéíóúñ]/gu, (letter) => `[${UNACCENTED[letter]}${letter}]`);
  return new RegExp(source, pattern.flags);
}

/** A trick's Spanish lists, read after its English ones (tactic.ts says what each list does). */
export type SpanishLists = Partial<Record<"any" | "with" | "asks" | "strongWith", readonly RegExp[]>>;
export type SpanishTactics = Readonly<Partial<Record<MessageSignalId, SpanishLists>>>;
