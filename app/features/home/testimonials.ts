/** Fisher-Yates shuffle with an injectable random source, so tests can fix the order. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Testimonials are shuffled and interleaved between business and personal ones:
 * each group is shuffled, then they alternate, starting with the larger group; the rest of the
 * larger group follows at the end.
 */
export function interleaveTestimonials<T extends { isBusiness: boolean }>(items: readonly T[], random: () => number = Math.random): T[] {
  const business = shuffle(
    items.filter((t) => t.isBusiness),
    random,
  );
  const personal = shuffle(
    items.filter((t) => !t.isBusiness),
    random,
  );
  const [first, second] = personal.length >= business.length ? [personal, business] : [business, personal];
  const out: T[] = [];
  for (let i = 0; i < first.length; i++) {
    out.push(first[i]!);
    if (i < second.length) out.push(second[i]!);
  }
  return out;
}

/** Carousel: at most 10 pagination dots. */
export const MAX_CAROUSEL_DOTS = 10;
/**
 * A turn every 5 s cut readers off: a story takes an older reader 15 to 30 s to read; it turns
 * every 30 s, so the longest is read before it moves (and Pause holds it still).
 */
export const CAROUSEL_INTERVAL_MS = 30_000;
export const TESTIMONIAL_LOAD_DELAY_MS = 1000;

export function nextSlide(current: number, count: number): number {
  return count === 0 ? 0 : (current + 1) % count;
}

export function previousSlide(current: number, count: number): number {
  return count === 0 ? 0 : (current - 1 + count) % count;
}
