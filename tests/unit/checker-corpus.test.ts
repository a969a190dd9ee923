import { describe, expect, it } from "vitest";
import { CHECK_DIRECTORY } from "~/features/checker/words/official";
import { checkInput } from "~/features/checker/check";
import { grade, loadCorpus } from "../support/checker-corpus";
import { scorecard } from "../support/checker-scorecard";

const corpus = loadCorpus();
const graded = corpus.map((item) => ({ item, grade: grade(item, checkInput(item.input, CHECK_DIRECTORY, item.kind)) }));
const share = (group: string, ok: boolean) => {
  const inGroup = graded.filter((row) => row.grade.group === group);
  return inGroup.filter((row) => row.grade.ok === ok).length / inGroup.length;
};

describe("the labelled corpus", () => {
  it("holds at least 300 real items, 100 of them legitimate messages, each with its kind, label, source page and check date", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    expect(corpus.filter((item) => item.label === "legit" && item.kind === "message").length).toBeGreaterThanOrEqual(100);
    for (const item of corpus) {
      expect(["link", "message", "phone"], item.id).toContain(item.kind);
      expect(["scam", "legit"], item.id).toContain(item.label);
      expect(item.source, item.id).toMatch(/^https?:\/\//);
      expect(item.checked, item.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (item.label === "scam") expect(item.expect?.length, item.id).toBeGreaterThan(0);
    }
    expect(new Set(corpus.map((item) => item.id)).size).toBe(corpus.length);
  });

  // The targets of issue 28 (npm run bench:checker prints the figures): a change that loses
  // catches or adds false warnings fails here.
  it("catches at least 92% of the scams with a correct reason", () => {
    expect(share("scam", true)).toBeGreaterThanOrEqual(0.92);
  });

  it("warns about at most 2% of the legitimate items", () => {
    expect(share("legit", false)).toBeLessThanOrEqual(0.02);
  });

  it("never calls a .gov or .mil address a look-alike, and never gives a shared host's page or a redirect the real-address answer", () => {
    const card = scorecard();
    expect(card.govLookalikes).toBe(0);
    expect(card.sharedOfficial).toBe(0);
  });

  it("gives every spoofed real number the caller-ID advice", () => {
    expect(share("spoofed", true)).toBe(1);
  });
});
