/**
 * How easy a Spanish text is to read: the Fernández-Huerta score (Fernández Huerta 1959, the
 * Spanish adaptation of Flesch's reading ease), 206.84 − 0.60 × syllables per 100 words − 1.02 ×
 * words per sentence (the published "sentences per 100 words" is a known misprint: it would make
 * shorter sentences harder; Law 2011). 70 to 80 is "bastante fácil" (fairly easy), 80 to 90 "fácil". No kept
 * library scores Spanish in JavaScript, so the syllables are counted here by Spanish's own spelling
 * rules (a vowel group is one syllable unless two strong vowels meet); the sentences and words are
 * split as for English (reading-level.ts). See docs/decisions/0036-two-languages.md.
 */
import { MAX_SENTENCE_WORDS, proseOf, sentencesOf, wordsOf } from "./reading-level";

/** "Bastante fácil" or easier: the lowest score a Spanish teaching page may have. */
export const MIN_SPANISH_EASE = 70;

const STRONG = new Set("aeoáéóíú");
const VOWELS = /[aeiouáéíóúü]+/g;

/** Syllables of a Spanish word: one per vowel group, plus one each time two strong vowels meet (a hiatus: "pa-ís", "le-er"). */
export function spanishSyllables(word: string): number {
  const lower = word.toLowerCase();
  // A number or address is read as one word of a couple of syllables, as in English.
  if (/[\d@/]/.test(lower)) return 2;
  // A final "y" after a vowel ("hoy", "muy") closes a diphthong; alone ("y") it is a vowel.
  const spelled = lower === "y" ? "i" : lower.replace(/y(?=[^aeiouáéíóú]|$)/g, (y, at: number) => (at === 0 ? y : "i"));
  let count = 0;
  for (const [group] of spelled.matchAll(VOWELS)) {
    count += 1;
    for (let i = 1; i < group.length; i++) if (STRONG.has(group[i - 1]!) && STRONG.has(group[i]!)) count += 1;
  }
  return Math.max(1, count);
}

export interface SpanishReadingEase {
  score: number;
  words: number;
  sentences: number;
  /** Sentences over MAX_SENTENCE_WORDS words, longest first. */
  longSentences: string[];
}

export function spanishReadingEase(text: string): SpanishReadingEase {
  const sentences = sentencesOf(proseOf(text));
  let words = 0;
  let syllables = 0;
  const long: { sentence: string; words: number }[] = [];
  for (const sentence of sentences) {
    const w = wordsOf(sentence);
    words += w.length;
    for (const word of w) syllables += spanishSyllables(word);
    if (w.length > MAX_SENTENCE_WORDS) long.push({ sentence, words: w.length });
  }
  const score = words === 0 ? 100 : 206.84 - 0.6 * ((syllables / words) * 100) - 1.02 * (words / sentences.length);
  return {
    score: Math.round(score * 10) / 10,
    words,
    sentences: sentences.length,
    longSentences: long.sort((a, b) => b.words - a.words).map((l) => l.sentence),
  };
}
