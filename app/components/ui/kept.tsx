import type { MouseEvent, ReactNode } from "react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "./use-hydrated";

/** Set once the part has been drawn by React: it then stays drawn. */
const DRAWN = Symbol("drawn");

/**
 * A part of a page that only shows text and plain links (a list of cards, a guide's sections, the
 * footer's links). When the page hydrates, React keeps the server's HTML for it and does not
 * hydrate it. So a slow phone does not redo that work just after the page shows (simulated total
 * blocking time: docs/decisions/0040-kept-html.md). Its links to the site's pages still open
 * them in the browser, as React Router's links do (one listener on the part, `pagePath`).
 *
 * Once the address changes (a link followed in the browser, a filter sent, a form answered), React
 * draws the part as usual, from the new data, and from then on. Nothing inside may need JavaScript:
 * no state, no handlers, no effects, no part that loads later.
 */
export function Kept({ children, className }: { children: ReactNode; className?: string }) {
  const hydrated = useHydrated();
  const { key } = useLocation();
  // The address the part came with from the server, or DRAWN when React draws it.
  const [keptAt, setKeptAt] = useState<string | typeof DRAWN>(hydrated ? DRAWN : key);
  const navigate = useNavigate();
  if (keptAt !== DRAWN && keptAt !== key) setKeptAt(DRAWN);
  if (!import.meta.env.SSR && keptAt === key) {
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: it only hears clicks on the links inside it (a key press on a link arrives as a click).
      // biome-ignore lint/a11y/useKeyWithClickEvents: the same: Enter on a link is a click.
      <div
        className={className}
        data-kept=""
        onClick={(event) => {
          const to = pagePath(event);
          if (to === null) return;
          event.preventDefault();
          navigate(to);
        }}
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

/** A file, not a page (a PDF, a feed): the browser loads it. */
const FILE = /\.[a-z0-9]+$/i;

/**
 * Where a plain click on a link to one of the site's pages goes, or null for anything the browser
 * should do itself: another site, a phone number, a file, a new tab, a place on the same page.
 */
function pagePath(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest("a[href]");
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return null;
  if (FILE.test(link.pathname)) return null;
  const samePage = link.pathname === window.location.pathname && link.search === window.location.search;
  if (samePage && link.hash) return null;
  return link.pathname + link.search + link.hash;
}
