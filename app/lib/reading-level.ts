import { syllable } from "syllable";

/** The highest Flesch-Kincaid grade a guide, module, post or help page may read at (README: Reading level). */
export const MAX_READING_GRADE = 8;
/** A sentence longer than this is hard to hold in mind: none may be longer. */
export const MAX_SENTENCE_WORDS = 25;

/**
 * Sentences of a text: a line is always its own sentence (headings, list items and table cells
 * have no full stop), and inside a line a ".", "!" or "?" followed by a space ends one. Abbreviated
 * times ("a.m.", "p.m.") and "U.S." do not end a sentence.
 */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const guarded = line
      .replace(/\b([ap])\.m\./gi, "$1m")
      .replace(/\bU\.S\./g, "US")
      .replace(/\b(e\.g|i\.e|etc|Dr|Mr|Mrs|Ms|St|No)\./g, "$1");
    for (const piece of guarded.split(/(?<=[.!?])["”’)]?\s+/)) if (wordsOf(piece).length > 0) out.push(piece.trim());
  }
  return out;
}

/** Words: runs of letters, with inner apostrophes and hyphens; numbers and addresses are one word each. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’\-./@:]*/gu) ?? [];
}

function syllablesOf(word: string): number {
  // A number or address is read as one word of a couple of syllables, not graded letter by letter.
  if (/[\d@/]/.test(word)) return 2;
  return Math.max(1, syllable(word));
}

export interface ReadingLevel {
  grade: number;
  words: number;
  sentences: number;
  /** Sentences over MAX_SENTENCE_WORDS words, longest first. */
  longSentences: string[];
}

/**
 * The running prose of a text: lines that end like a sentence. Headings, labels and button words
 * are short and would pull the grade down without making the paragraphs any easier.
 */
export function proseOf(text: string): string {
  return text
    .split(/\n+/)
    .filter((line) => /[.!?]["”’)]?$/.test(line.trim()))
    .join("\n");
}

/** Flesch-Kincaid grade level: 0.39 × words per sentence + 11.8 × syllables per word − 15.59. */
export function readingLevel(text: string): ReadingLevel {
  const sentences = sentencesOf(proseOf(text));
  let words = 0;
  let syllables = 0;
  const long: { sentence: string; words: number }[] = [];
  for (const sentence of sentences) {
    const w = wordsOf(sentence);
    words += w.length;
    for (const word of w) syllables += syllablesOf(word);
    if (w.length > MAX_SENTENCE_WORDS) long.push({ sentence, words: w.length });
  }
  const grade = words === 0 ? 0 : 0.39 * (words / sentences.length) + 11.8 * (syllables / words) - 15.59;
  return {
    grade: Math.round(grade * 10) / 10,
    words,
    sentences: sentences.length,
    longSentences: long.sort((a, b) => b.words - a.words).map((l) => l.sentence),
  };
}
