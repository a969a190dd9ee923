/**
 * A family code word: two plain words picked at random, easy to say on the phone and hard to
 * guess. The randomness is passed in: crypto.getRandomValues in the browser and on the server.
 */
export type RandomIndex = (size: number) => number;

/** A uniform index below `size` from the platform's secure random numbers (no modulo bias). */
export const secureIndex: RandomIndex = (size) => {
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return buffer[0]! % size;
  }
};

export function makeCodeWord(words: readonly string[], random: RandomIndex = secureIndex): string {
  if (words.length < 2) throw new Error("A code word needs a list of at least two words.");
  const first = random(words.length);
  let second = random(words.length - 1);
  if (second >= first) second += 1;
  return `${words[first]} ${words[second]}`;
}
