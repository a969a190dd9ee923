import { useEffect } from "react";
import { href, Link, NavLink, useLocation } from "react-router";
import type { ChromeWords } from "~/content/chrome";
import { GLOSSARY } from "~/content/glossary";
import { SITE_NAME } from "~/content/site";
import { explainText } from "~/lib/glossary";
import { useDisclosure } from "~/components/ui/use-disclosure";
import { useHydrated } from "~/components/ui/use-hydrated";
import { TextSizeControl } from "./text-size-control";

function ShieldIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 shrink-0 sm:h-9 sm:w-9" fill="currentColor">
      <path d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z" />
    </svg>
  );
}

/**
 * The phone menu: a disclosure holding the links, search and the text size; without JavaScript the
 * button jumps to the footer, which holds all three too. The panel exists only while open: built
 * closed, it was about 60 of the 250 elements React makes on every page as it starts (decision 0040).
 */
function MobileMenu({ words }: { words: ChromeWords }) {
  const { header } = words;
  const hydrated = useHydrated();
  const { open, close, buttonProps, panelProps } = useDisclosure<HTMLButtonElement, HTMLElement>();
  const location = useLocation();
  // Close the menu whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not something read inside.
  useEffect(() => close(), [location.pathname, close]);
  if (!hydrated) {
    return (
      <a href="#footer-nav" className="btn-secondary px-3 sm:px-5 lg:hidden">
        {header.menu}
      </a>
    );
  }
  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="btn-secondary px-3 sm:px-5"
        {...buttonProps}
        // It names the panel only while the panel exists.
        aria-controls={open ? buttonProps["aria-controls"] : undefined}
      >
        {/* On a phone the word alone, so the logo, Menu and Get Help share one row. */}
        <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-6 w-6 sm:block" fill="none" stroke="currentColor" strokeWidth="2.5">
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
        </svg>
        {header.menu}
      </button>
      {open ? (
        <nav
          aria-label={header.menuNav}
          className="absolute inset-x-0 top-full z-40 border-b-4 border-brand bg-white shadow-xl"
          {...panelProps}
        >
          <ul className="container-page grid gap-2 py-4 sm:grid-cols-2">
            {header.menuLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} hrefLang={link.lang} className="block min-h-11 rounded-lg p-3 no-underline hover:bg-brand-soft">
                  <span className="block font-bold underline">{link.label}</span>
                  {link.description ? <span className="block text-muted">{explainText(link.description, GLOSSARY)}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
          <div className="container-page pb-4">
            <TextSizeControl tone="light" words={words.textSize} />
          </div>
        </nav>
      ) : null}
    </div>
  );
}

/**
 * Logo, links, search and the Get Help button. On a phone it is one row at Normal and Large text,
 * the logo (its name on two short lines, a picture that keeps its size like the shield), Menu and
 * Get Help, so the page starts within the first screen; the links, search and text size are in
 * the menu.
 */
export function SiteHeader({ words }: { words?: ChromeWords | undefined }) {
  // Before the root's data exists (its own error screen): the logo and the English Get Help button.
  const header = words?.header;
  return (
    <header className="site-header relative border-b-2 border-gray-300 bg-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-1.5 gap-y-2 py-2 sm:gap-x-4 lg:flex-nowrap lg:py-3">
        <Link
          to={href("/")}
          className="flex min-h-11 min-w-0 items-center gap-1.5 text-[15.75px] leading-tight font-bold text-balance text-brand no-underline sm:gap-2 sm:text-xl"
        >
          <ShieldIcon />
          <span className="max-w-[6em] sm:max-w-none" lang="en">
            {SITE_NAME}
          </span>
        </Link>
        <nav aria-label={header?.mainNav ?? "Main"} className="hidden lg:block">
          <ul className="flex flex-wrap items-center gap-1">
            {(header?.links ?? []).map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  hrefLang={link.lang}
                  title={link.description && explainText(link.description, GLOSSARY)}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-lg px-3 font-bold ${isActive ? "bg-brand-soft" : "no-underline hover:underline"}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          {header ? (
            <>
              <Link to={header.searchTo} className="btn-secondary hidden lg:inline-flex" aria-label={header.searchName}>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2.5">
                  <circle cx="11" cy="11" r="7" />
                  <path d="m20 20-4-4" />
                </svg>
                {header.search}
              </Link>
              <MobileMenu words={words} />
            </>
          ) : null}
          <Link to={header?.getHelp.to ?? href("/help-now")} className="btn-danger px-3 sm:px-5">
            {header?.getHelp.label ?? "Get Help"}
          </Link>
        </div>
      </div>
    </header>
  );
}
