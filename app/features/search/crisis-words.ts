/**
 * Words a person types when a scam is happening to them now ("my grandson is in jail", "I sent
 * money", "gift card"). A search with any of them shows the way to help above its results.
 * Each entry is a word or a phrase, lower case; a plural ("gift cards") counts too.
 */
export const CRISIS_PHRASES: readonly string[] = [
  "jail",
  "bail",
  "arrest",
  "arrested",
  "kidnapped",
  "ransom",
  "scammed",
  "paid",
  "sent money",
  "send money",
  "lost money",
  "wire",
  "wired",
  "gift card",
  "bitcoin atm",
  "crypto atm",
  "is on the phone",
  "on the phone now",
  "right now",
  // The same in Spanish (/es/buscar): written without accents, as many people type them.
  "carcel",
  "fianza",
  "arrestado",
  "arrestaron",
  "detenido",
  "secuestrado",
  "rescate",
  "estafaron",
  "pague",
  "envie dinero",
  "mande dinero",
  "perdi dinero",
  "transferencia",
  "tarjeta de regalo",
  "cajero de bitcoin",
  "ahora mismo",
];

/** Other words allowed between a phrase's words: "sent him money", "grandson is in jail". */
const GAP = 2;

/** A text's words, lower case and without accents ("Cárcel" is "carcel"). */
const wordsOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .match(/[a-z0-9ñ]+/g) ?? [];

const sameWord = (typed: string, word: string) => typed === word || typed === `${word}s` || typed === `${word}es`;

/** True when `words` holds `phrase`'s words in order, with at most GAP other words between them. */
function holds(words: readonly string[], phrase: readonly string[]): boolean {
  return words.some((word, start) => {
    if (!sameWord(word, phrase[0]!)) return false;
    let at = start;
    for (const next of phrase.slice(1)) {
      const found = words.slice(at + 1, at + 2 + GAP).findIndex((w) => sameWord(w, next));
      if (found === -1) return false;
      at += found + 1;
    }
    return true;
  });
}

/** Does a search look like someone in a scam right now? */
export function isCrisisQuery(query: string, phrases: readonly string[] = CRISIS_PHRASES): boolean {
  const words = wordsOf(query);
  return phrases.some((phrase) => holds(words, wordsOf(phrase)));
}
