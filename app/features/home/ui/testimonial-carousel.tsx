import { useEffect, useState } from "react";
import type { Testimonial } from "~/content/testimonials";
import {
  CAROUSEL_INTERVAL_MS,
  interleaveTestimonials,
  MAX_CAROUSEL_DOTS,
  nextSlide,
  previousSlide,
  TESTIMONIAL_LOAD_DELAY_MS,
} from "../testimonials";
import { track } from "~/lib/track";
import { RichText } from "~/components/ui/rich-text";

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { businessName, businessUrl, linkStyleHidden } = testimonial;
  return (
    <figure className="card h-full">
      {/* No star rating: these are example stories, not reviews, so a score would mislead. */}
      <blockquote className="text-lg">
        “<RichText>{testimonial.quote}</RichText>”
      </blockquote>
      <figcaption className="mt-4">
        <span className="font-bold">{testimonial.authorName}</span>
        {businessName ? (
          <>
            {", "}
            {businessUrl ? (
              <a
                href={businessUrl}
                rel="noopener noreferrer"
                className={linkStyleHidden ? "text-ink no-underline" : undefined}
                onClick={() => track("testimonial_link_click", { testimonial_id: testimonial.id })}
              >
                {businessName}
              </a>
            ) : (
              <span>{businessName}</span>
            )}
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * Testimonials: a 1 s loading skeleton, then a carousel that advances every
 * 30 s (CAROUSEL_INTERVAL_MS: time to read a story) and wraps, pauses while the pointer, keyboard
 * focus or a finger is on it (a slow reader can hold a story still; it moves on again 30 s after
 * the finger lifts), with a visible Pause/Play button (WCAG 2.2.2) and no movement at all for
 * readers who ask for reduced motion. Without JavaScript the testimonials are a plain list.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [items, setItems] = useState<Testimonial[] | null>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Touch events, not pointer ones: a finger that scrolls cancels its pointer, but not its touch.
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (prefersReducedMotion()) setPaused(true);
    const timer = setTimeout(() => setItems(interleaveTestimonials(testimonials)), TESTIMONIAL_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [testimonials]);

  const count = items?.length ?? 0;
  const moving = count > 1 && !paused && !hovered && !focused && !touched;
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => setIndex((i) => nextSlide(i, count)), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [moving, count]);

  if (!items) {
    return (
      <>
        <div
          role="status"
          className="card animate-pulse motion-reduce:animate-none"
          data-testid="testimonial-skeleton"
          aria-busy="true"
          aria-label="Loading stories"
        >
          <div className="h-6 w-32 rounded bg-gray-300" />
          <div className="mt-4 h-5 w-full rounded bg-gray-300" />
          <div className="mt-2 h-5 w-5/6 rounded bg-gray-300" />
          <div className="mt-4 h-5 w-40 rounded bg-gray-300" />
        </div>
        <noscript>
          <ul className="grid gap-6 md:grid-cols-2" data-testid="testimonial-list">
            {testimonials.map((t) => (
              <li key={t.id}>
                <TestimonialCard testimonial={t} />
              </li>
            ))}
          </ul>
        </noscript>
      </>
    );
  }

  const dots = items.slice(0, MAX_CAROUSEL_DOTS);
  const current = items[index]!;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Example stories"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onTouchStart={() => setTouched(true)}
      onTouchEnd={(event) => setTouched(event.touches.length > 0)}
      onTouchCancel={() => setTouched(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="testimonial-carousel"
    >
      <div aria-live={moving ? "off" : "polite"}>
        {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group. */}
        <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`} data-testid="testimonial-slide">
          <TestimonialCard testimonial={current} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            // Play restarts rotation even though focus is now inside the carousel (WAI-ARIA carousel pattern).
            if (paused) setFocused(false);
            setPaused(!paused);
          }}
          data-testid="carousel-pause"
        >
          {paused ? "Play" : "Pause"}
          <span className="sr-only"> the stories</span>
        </button>
        <button
          type="button"
          className="btn-secondary"
          aria-label="Previous story"
          onClick={() => setIndex((i) => previousSlide(i, count))}
        >
          <span aria-hidden="true">←</span>
        </button>
        <ul className="flex flex-wrap justify-center gap-1">
          {dots.map((t, i) => (
            <li key={t.id}>
              <button
                type="button"
                className="flex h-11 w-11 items-center justify-center rounded-full"
                aria-label={`Story ${i + 1}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => setIndex(i)}
              >
                <span className={`block h-4 w-4 rounded-full border-2 border-brand ${i === index ? "bg-brand" : "bg-white"}`} />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="btn-secondary" aria-label="Next story" onClick={() => setIndex((i) => nextSlide(i, count))}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </section>
  );
}
