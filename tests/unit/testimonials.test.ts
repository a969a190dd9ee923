import { describe, expect, it } from "vitest";
import { TESTIMONIALS } from "~/content/testimonials";
import {
  CAROUSEL_INTERVAL_MS,
  interleaveTestimonials,
  MAX_CAROUSEL_DOTS,
  nextSlide,
  previousSlide,
  shuffle,
  TESTIMONIAL_LOAD_DELAY_MS,
} from "~/features/home/testimonials";

/** A fixed sequence of "random" numbers, so the shuffle order is repeatable. */
function seq(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}
const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
const item = (id: string, isBusiness: boolean) => ({ id, isBusiness });

describe("shuffle", () => {
  it("keeps every item exactly once", () => {
    const out = shuffle([1, 2, 3, 4, 5], seq(0.1, 0.9, 0.5, 0.3));
    expect([...out].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("uses the random source to reorder", () => {
    expect(shuffle([1, 2, 3], seq(0))).toEqual([2, 3, 1]);
  });

  it("does not change the input array", () => {
    const input = [1, 2, 3];
    shuffle(input, seq(0));
    expect(input).toEqual([1, 2, 3]);
  });
});

describe("interleaveTestimonials", () => {
  it("alternates business and personal with 3 of each", () => {
    const out = interleaveTestimonials(TESTIMONIALS, seq(0.2, 0.7, 0.4));
    const kinds = out.map((t) => t.isBusiness);
    for (let i = 1; i < kinds.length; i++) expect(kinds[i]).not.toBe(kinds[i - 1]);
  });

  it("keeps every testimonial exactly once", () => {
    const out = interleaveTestimonials(TESTIMONIALS, seq(0.2, 0.7, 0.4));
    expect([...out].sort(byId)).toEqual([...TESTIMONIALS].sort(byId));
  });

  it("puts the extra items of the larger group at the end", () => {
    const items = [item("p1", false), item("b1", true), item("p2", false), item("p3", false), item("p4", false)];
    const kinds = interleaveTestimonials(items, seq(0.5)).map((t) => t.isBusiness);
    expect(kinds).toEqual([false, true, false, false, false]);
  });

  it("starts with the larger group when business outnumbers personal", () => {
    const items = [item("b1", true), item("b2", true), item("p1", false)];
    const kinds = interleaveTestimonials(items, seq(0.5)).map((t) => t.isBusiness);
    expect(kinds).toEqual([true, false, true]);
  });
});

describe("carousel", () => {
  it("nextSlide wraps from the last slide to the first", () => {
    expect(nextSlide(5, 6)).toBe(0);
  });

  it("nextSlide moves forward by one", () => {
    expect(nextSlide(2, 6)).toBe(3);
  });

  it("previousSlide wraps from the first slide to the last", () => {
    expect(previousSlide(0, 6)).toBe(5);
  });

  it("previousSlide moves back by one", () => {
    expect(previousSlide(3, 6)).toBe(2);
  });

  it("stays at 0 with no slides", () => {
    expect([nextSlide(0, 0), previousSlide(0, 0)]).toEqual([0, 0]);
  });

  it("shows at most 10 dots, loads after 1000 ms, and turns every 30 s, the time an older reader needs for the longest story", () => {
    // A turn every 5 s cut readers off mid-story (15 to 30 s to read each one).
    expect([MAX_CAROUSEL_DOTS, CAROUSEL_INTERVAL_MS, TESTIMONIAL_LOAD_DELAY_MS]).toEqual([10, 30_000, 1000]);
  });
});

describe("TESTIMONIALS content", () => {
  it("has 6 testimonials", () => {
    expect(TESTIMONIALS).toHaveLength(6);
  });

  it("has 3 business and 3 personal testimonials", () => {
    expect(TESTIMONIALS.filter((t) => t.isBusiness)).toHaveLength(3);
  });

  it("rates every testimonial 5", () => {
    expect(TESTIMONIALS.every((t) => t.rating === 5)).toBe(true);
  });

  it("uses only the four allowed scam types", () => {
    const allowed = ["tech_support", "phone", "social_cloning", "smishing"];
    for (const t of TESTIMONIALS) expect(allowed).toContain(t.scamType);
  });

  it("has unique ids", () => {
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(TESTIMONIALS.length);
  });
});
