import { describe, expect, it } from "vitest";
import { CHECK_DIRECTORY } from "~/features/checker/words/official";
import { checkInput } from "~/features/checker/check";
import { grade, loadCorpus } from "../support/checker-corpus";

const corpus = loadCorpus();
const graded = corpus.map((item) => ({ item, grade: grade(item, checkInput(item.input, CHECK_DIRECTORY, item.kind)) }));
const share = (group: string, ok: boolean) => {
  const inGroup = graded.filter((row) => row.grade.group === group);
  return inGroup.filter((row) => row.grade.ok === ok).length / inGroup.length;
};

describe("the labelled corpus", () => {
  it("holds at least 150 real items, each with its kind, label, source page and check date", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    for (const item of corpus) {
      expect(["link", "message", "phone"], item.id).toContain(item.kind);
      expect(["scam", "legit"], item.id).toContain(item.label);
      expect(item.source, item.id).toMatch(/^https?:\/\//);
      expect(item.checked, item.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (item.label === "scam") expect(item.expect?.length, item.id).toBeGreaterThan(0);
    }
    expect(new Set(corpus.map((item) => item.id)).size).toBe(corpus.length);
  });

  // Floors just under today's figures (npm run bench:checker prints them): a change that loses
  // catches or adds false warnings fails here.
  it("catches at least 78% of the scams with a correct reason", () => {
    expect(share("scam", true)).toBeGreaterThanOrEqual(0.78);
  });

  it("warns about fewer than 5% of the legitimate items", () => {
    expect(share("legit", false)).toBeLessThan(0.05);
  });

  it("gives every spoofed real number the caller-ID advice", () => {
    expect(share("spoofed", true)).toBe(1);
  });
});
