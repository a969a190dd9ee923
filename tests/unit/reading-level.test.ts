import { describe, expect, it } from "vitest";
import { PROSE_PAGES, pageText } from "~/features/search/page-text";
import { MAX_READING_GRADE, MAX_SENTENCE_WORDS, proseOf, readingLevel, sentencesOf, wordsOf } from "~/lib/reading-level";

describe("reading level, the measure", () => {
  it("grades short plain sentences low and long Latinate ones high", () => {
    expect(readingLevel("Hang up. Call your bank. Do not pay.").grade).toBeLessThan(2);
    const hard =
      "Unauthorized electronic fund transfers necessitate expeditious notification to your financial institution, considering regulatory limitations concerning consumer liability.";
    expect(readingLevel(hard).grade).toBeGreaterThan(16);
  });

  it("ends a sentence at a full stop but not at a.m., p.m. or U.S.", () => {
    expect(sentencesOf("Call 10 a.m. to 6 p.m. Eastern Time. The U.S. government never asks for gift cards.")).toHaveLength(2);
  });

  it("counts a line without a full stop as a heading, not prose", () => {
    expect(proseOf("What to do now\nHang up the phone.")).toBe("Hang up the phone.");
  });

  it("lists sentences over the limit, longest first", () => {
    const long = Array.from({ length: MAX_SENTENCE_WORDS + 1 }, () => "word").join(" ");
    expect(readingLevel(`${long}. Short one.`).longSentences).toEqual([`${long}.`]);
  });
});

describe.each(PROSE_PAGES)("%s reads easily", (url) => {
  const text = pageText(url);

  it("has words to grade", () => {
    expect(wordsOf(proseOf(text)).length).toBeGreaterThan(100);
  });

  it(`reads at grade ${MAX_READING_GRADE} or below (Flesch-Kincaid)`, () => {
    expect(readingLevel(text).grade).toBeLessThanOrEqual(MAX_READING_GRADE);
  });

  it(`has no sentence over ${MAX_SENTENCE_WORDS} words`, () => {
    expect(readingLevel(text).longSentences).toEqual([]);
  });

  it("uses US spelling", () => {
    expect(
      text.match(
        /\b\w*(?:recognis|organis|realis|apologis|emphasis(?:e|ing)|colour|favour|centre|behaviour|licence|defence|programme|travell|cancell|neighbour)\w*/gi,
      ) ?? [],
    ).toEqual([]);
  });
});
