/**
 * Jargon explained where it appears: a word from the glossary gets a short plain
 * definition beside it, "Smishing (scam text messages)", the first time it appears on a page,
 * unless the text already explains it there. The glossary itself is content (app/content/glossary.ts).
 */

export interface GlossaryTerm {
  /** One id per idea: a page explains it once, whichever of its forms comes first. */
  id: string;
  /** The words, as a regular expression source (matched case-insensitively, as whole words), with the noun they go with, so the definition follows the whole phrase. */
  pattern: string;
  /** Plain words, short enough to sit in brackets beside the term. */
  definition: string;
}

export interface TermMatch {
  id: string;
  start: number;
  end: number;
  definition: string;
}

export type GlossedPart = string | { words: string; definition: string };

// Compiled once per term: every text on a page is searched while it renders.
const compiled = new WeakMap<GlossaryTerm, RegExp>();
function termRegExp(term: GlossaryTerm): RegExp {
  let re = compiled.get(term);
  if (!re) {
    re = new RegExp(`\\b(?:${term.pattern})\\b`, "gi");
    compiled.set(term, re);
  }
  return re;
}

/** Every glossary word in a text, in reading order (a longer phrase wins over a shorter one at the same place). */
export function findTerms(text: string, terms: readonly GlossaryTerm[]): TermMatch[] {
  const found: TermMatch[] = [];
  for (const term of terms) {
    // matchAll works on a copy of the expression, so sharing it is safe.
    for (const m of text.matchAll(termRegExp(term))) {
      found.push({ id: term.id, start: m.index, end: m.index + m[0].length, definition: term.definition });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  return found.filter((m, i) => i === 0 || m.start >= found[i - 1]!.end);
}

const QUOTE = `[”"’'“‘]?`;
const EXPLAINED_AFTER = [
  new RegExp(`^${QUOTE}\\s*\\(`), // Smishing (scam text messages)
  new RegExp(`^${QUOTE}\\s+(?:is|are|means|mean)\\b`, "i"), // “Smishing” is a scam sent by text message
];
const EXPLAINED_BEFORE = [
  new RegExp(`\\b(?:called|known as|what is|what are)\\s+${QUOTE}$`, "i"), // these scams are called “smishing”
];

/**
 * Whether the text explains the word at [start, end) itself: a bracket right after it, "is" or
 * "means" after it, "called" before it, "Term: what it is" at the start of the text, or the word
 * alone in brackets after its plain name ("Text Message (Smishing) Safety").
 */
export function isExplained(text: string, start: number, end: number): boolean {
  const before = text.slice(0, start);
  const after = text.slice(end);
  if (EXPLAINED_AFTER.some((re) => re.test(after)) || EXPLAINED_BEFORE.some((re) => re.test(before))) return true;
  if (before.trim() === "" && /^\s*:\s+\S/.test(after)) return true;
  return /\S\s*\(\s*$/.test(before) && /^\s*\)/.test(after);
}

/**
 * The text in parts: a term that needs its definition becomes { words, definition }. `claim(id)`
 * says whether this text is where the page explains the term (the first text to ask); every later
 * mention, here or elsewhere on the page, stays plain. An occurrence the text explains itself is
 * claimed too, and left as written.
 */
export function explainTerms(text: string, terms: readonly GlossaryTerm[], claim: (id: string) => boolean = () => true): GlossedPart[] {
  const matches = findTerms(text, terms);
  if (matches.length === 0) return [text];
  const parts: GlossedPart[] = [];
  const done = new Set<string>();
  let at = 0;
  for (const m of matches) {
    if (done.has(m.id)) continue;
    done.add(m.id);
    const owner = claim(m.id);
    if (!owner || isExplained(text, m.start, m.end)) continue;
    if (m.start > at) parts.push(text.slice(at, m.start));
    parts.push({ words: text.slice(m.start, m.end), definition: m.definition });
    at = m.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** The same, as plain text, for places that take only a string (a title attribute, an option). */
export function explainText(text: string, terms: readonly GlossaryTerm[]): string {
  return explainTerms(text, terms)
    .map((p) => (typeof p === "string" ? p : `${p.words} (${p.definition})`))
    .join("");
}

/**
 * Terms whose first mention in a text (a page's text, in reading order) is not explained, with the
 * words around it. A mention is also fine when the words right after it (within `near` characters:
 * a heading and its first sentence) explain the term.
 */
export function unexplainedTerms(text: string, terms: readonly GlossaryTerm[], near = 0): { id: string; context: string }[] {
  const matches = findTerms(text, terms);
  const out: { id: string; context: string }[] = [];
  const seen = new Set<string>();
  for (const m of matches) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    const explainedNear = matches.some(
      (n) => n.id === m.id && n.start >= m.start && n.start <= m.end + near && isExplained(text, n.start, n.end),
    );
    if (!explainedNear) out.push({ id: m.id, context: text.slice(Math.max(0, m.start - 40), m.end + 40).replace(/\s+/g, " ") });
  }
  return out;
}
