import { Form } from "react-router";
import { TEXT_SIZE_LABELS, TEXT_SIZES, textSizeCookie, type TextSize } from "~/lib/text-size";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useEffect, useState } from "react";

const SAMPLE_CLASS: Record<TextSize, string> = { normal: "text-base", large: "text-lg", larger: "text-xl" };

/**
 * Three buttons that set the text size. Without JavaScript the form posts to /text-size, which
 * sets the cookie and returns to the page; with it, the change is instant and the cookie is set here.
 */
export function TextSizeControl() {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<TextSize>("normal");
  useEffect(() => {
    const size = document.documentElement.dataset.textSize;
    if (size === "large" || size === "larger") setCurrent(size);
  }, []);

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
            aria-pressed={hydrated ? current === size : undefined}
            onClick={(event) => {
              event.preventDefault();
              choose(size);
            }}
            className={`btn min-h-11 min-w-11 border-white px-2 py-0 ${SAMPLE_CLASS[size]} ${
              hydrated && current === size ? "bg-white text-brand-dark" : "bg-transparent text-white hover:bg-white/20"
            }`}
          >
            <span aria-hidden="true">A</span>
            <span className="sr-only">{TEXT_SIZE_LABELS[size]}</span>
          </button>
        ))}
      </div>
    </Form>
  );
}
