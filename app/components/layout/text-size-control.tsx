import { useEffect, useId, useState } from "react";
import { Form, href } from "react-router";
import { isTextSize, TEXT_SIZES, textSizeCookie, type TextSize } from "~/lib/text-size";

const SAMPLE_CLASS: Record<TextSize, string> = { normal: "text-base", large: "text-lg", larger: "text-xl" };

/** On the dark emergency bar, or on a light panel (the phone menu and the footer). */
const TONE_CLASS = {
  dark: "border-white bg-transparent text-white hover:not-aria-pressed:bg-white/20 aria-pressed:bg-white aria-pressed:text-brand-dark",
  light: "border-brand bg-white text-brand hover:not-aria-pressed:bg-brand-soft aria-pressed:bg-brand aria-pressed:text-white",
} as const;

/** The size the page shows: the Worker set it on <html> from the reader's cookie. */
function shownSize(): TextSize {
  const size = typeof document === "undefined" ? undefined : document.documentElement.dataset.textSize;
  return isTextSize(size) ? size : "normal";
}

/**
 * Three buttons that set the text size; the one on is pressed (aria-pressed, and filled in). Without
 * JavaScript the form posts to /text-size, which sets the cookie and returns to the page; with it,
 * the change is instant and the cookie is set here. The server renders Normal as pressed and the
 * Worker moves the mark to the reader's size (markTextSize), so it shows before any script runs.
 * A page may hold more than one (the bar on a wide screen, the menu and the footer on a phone): each
 * follows the size on <html>, whichever one set it.
 */
export function TextSizeControl({
  tone = "dark",
  words,
}: {
  tone?: keyof typeof TONE_CLASS;
  words: { label: string; sizes: Record<TextSize, string> };
}) {
  // What the Worker marked, so hydration finds what it renders.
  const [current, setCurrent] = useState<TextSize>(shownSize);
  const labelId = useId();

  useEffect(() => {
    const watcher = new MutationObserver(() => setCurrent(shownSize()));
    watcher.observe(document.documentElement, { attributes: true, attributeFilter: ["data-text-size"] });
    return () => watcher.disconnect();
  }, []);

  function choose(size: TextSize) {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is missing from older phones.
    document.cookie = textSizeCookie(size, location.protocol === "https:");
    if (size === "normal") delete document.documentElement.dataset.textSize;
    else document.documentElement.dataset.textSize = size;
    setCurrent(size);
  }

  return (
    // No name on the form: a phone's page holds two (menu and footer), and two landmarks of one name mislead.
    <Form method="post" action={href("/text-size")} reloadDocument className="flex items-center gap-2">
      <span id={labelId} className="font-bold">
        {words.label}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would add a second, boxed label to a one-line toolbar. */}
      <div role="group" aria-labelledby={labelId} className="flex gap-1">
        {TEXT_SIZES.map((size) => (
          <button
            key={size}
            type="submit"
            name="size"
            value={size}
            // Attribute order matters: the Worker finds the buttons by value="..." aria-pressed="...".
            aria-pressed={current === size}
            onClick={(event) => {
              event.preventDefault();
              choose(size);
            }}
            className={`btn min-h-11 min-w-11 px-2 py-0 ${TONE_CLASS[tone]} ${SAMPLE_CLASS[size]}`}
          >
            <span aria-hidden="true">A</span>
            <span className="sr-only">{words.sizes[size]}</span>
          </button>
        ))}
      </div>
    </Form>
  );
}
