import type { ReactNode } from "react";
import { useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * A part of a page that only shows text and plain links (a list of cards, a guide's sections). When
 * the page hydrates, React keeps the server's HTML for it and does not hydrate it. So a slow phone
 * does not redo that work just after the page shows (simulated total blocking time:
 * docs/decisions/0040-kept-html.md). Its links are then plain links, as without JavaScript: a tap
 * loads the next page.
 *
 * Once the address changes (a link followed in the browser, a filter sent, a form answered), React
 * draws the part as usual, from the new data, and from then on. Nothing inside may need JavaScript:
 * no state, no handlers, no effects, no part that loads later.
 *
 * The browser lays out each item of the part (each child, or each item of a child list) only when it
 * comes near the screen (`data-kept` in app.css, docs/decisions/0041-laid-out-near-view.md).
 */
export function Kept({ children, className }: { children: ReactNode; className?: string }) {
  const kept = useServerHtmlKept();
  if (kept) {
    return (
      <div
        className={className}
        data-kept=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose: React keeps the server's HTML inside an element set this way and does not hydrate it.
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div className={className} data-kept="">
      {children}
    </div>
  );
}

/**
 * Whether a part in the browser still shows the server's HTML: true from hydration until the
 * address changes, then false for good. Always false on the server and in a part first drawn on a
 * later page. `<Kept>` and `<StructuredData>` keep their server HTML by it.
 */
export function useServerHtmlKept(): boolean {
  const hydrated = useHydrated();
  const { key } = useLocation();
  // The address the part came with from the server; null once React draws it (it then stays drawn).
  const [keptAt, setKeptAt] = useState(hydrated ? null : key);
  if (keptAt !== null && keptAt !== key) setKeptAt(null);
  return !import.meta.env.SSR && keptAt === key;
}
