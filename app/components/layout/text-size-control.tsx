import { useState } from "react";
import { Form } from "react-router";
import { isTextSize, TEXT_SIZE_LABELS, TEXT_SIZES, textSizeCookie, type TextSize } from "~/lib/text-size";

const SAMPLE_CLASS: Record<TextSize, string> = { normal: "text-base", large: "text-lg", larger: "text-xl" };

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
 */
export function TextSizeControl() {
  // What the Worker marked, so hydration finds what it renders.
  const [current, setCurrent] = useState<TextSize>(shownSize);

  function choose(size: TextSize) {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is missing from older phones.
    document.cookie = textSizeCookie(size, location.protocol === "https:");
    if (size === "normal") delete document.documentElement.dataset.textSize;
    else document.documentElement.dataset.textSize = size;
    setCurrent(size);
  }

  return (
    <Form method="post" action="/text-size" reloadDocument className="flex items-center gap-2" aria-label="Text size">
      <span id="text-size-label" className="font-bold">
        Text size:
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would add a second, boxed label to a one-line toolbar. */}
      <div role="group" aria-labelledby="text-size-label" className="flex gap-1">
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
            className={`btn min-h-11 min-w-11 border-white bg-transparent px-2 py-0 text-white hover:not-aria-pressed:bg-white/20 aria-pressed:bg-white aria-pressed:text-brand-dark ${SAMPLE_CLASS[size]}`}
          >
            <span aria-hidden="true">A</span>
            <span className="sr-only">{TEXT_SIZE_LABELS[size]}</span>
          </button>
        ))}
      </div>
    </Form>
  );
}
