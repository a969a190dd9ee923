/**
 * Folding look-alike characters, so "pаypal" (Cyrillic а), "paypa1" and "rnicrosoft" all read as
 * the brand they copy. Both sides of a comparison are folded the same way.
 */

// Letters of other alphabets that look like Latin ones (a subset of Unicode's confusables list).
const LOOKALIKE_LETTERS: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ї: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ӏ: "l",
  һ: "h",
  ү: "y",
  ɡ: "g",
  ɑ: "a",
  ı: "i",
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ω: "w",
};

// Digits and pairs that pass for letters at a glance.
const LOOKALIKE_DIGITS: Record<string, string> = { "0": "o", "1": "l", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g" };

/** Lower case, accents removed, other alphabets' look-alikes mapped to Latin letters. */
export function foldLetters(text: string): string {
  const plain = text.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");
  let out = "";
  for (const char of plain) out += LOOKALIKE_LETTERS[char] ?? char;
  return out;
}

/**
 * foldLetters, then digits and letter pairs that read as other letters ("rn" → "m", "1"/"i" → "l").
 * With `keepDigits`, digits stay digits: a name with a digit in it ("ic3") is copied with that digit,
 * and "ice" is not a copy of it.
 */
export function foldLookalikes(text: string, keepDigits = false): string {
  let out = "";
  for (const char of foldLetters(text)) out += (keepDigits ? undefined : LOOKALIKE_DIGITS[char]) ?? char;
  return out.replaceAll("rn", "m").replaceAll("vv", "w").replaceAll("i", "l");
}

/** True when the text mixes Latin letters with letters of another alphabet. */
export function mixesScripts(text: string): boolean {
  const latin = /\p{Script=Latin}/u.test(text);
  const other = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}]/u.test(text);
  return (latin && other) || (other && [...text].some((char) => char in LOOKALIKE_LETTERS));
}

/** Levenshtein distance, stopping early once it is over `limit`. */
export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}
