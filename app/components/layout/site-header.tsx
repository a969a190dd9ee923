import { useEffect } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { GET_HELP_LINK, HEADER_LINKS, MENU_LINKS } from "~/content/navigation";
import { GLOSSARY } from "~/content/glossary";
import { SITE_NAME } from "~/content/site";
import { explainText } from "~/lib/glossary";
import { useDisclosure } from "~/components/ui/use-disclosure";
import { useHydrated } from "~/components/ui/use-hydrated";

function ShieldIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-9 w-9 shrink-0" fill="currentColor">
      <path d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z" />
    </svg>
  );
}

/** The mobile menu: a disclosure; without JavaScript the button jumps to the footer's links. */
function MobileMenu() {
  const hydrated = useHydrated();
  const { open, close, buttonProps, panelProps } = useDisclosure<HTMLButtonElement, HTMLElement>();
  const location = useLocation();
  // Close the menu whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not something read inside.
  useEffect(() => close(), [location.pathname, close]);
  if (!hydrated) {
    return (
      <a href="#footer-nav" className="btn-secondary lg:hidden">
        Menu
      </a>
    );
  }
  return (
    <div className="lg:hidden">
      <button type="button" className="btn-secondary" {...buttonProps}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2.5">
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
        </svg>
        Menu
      </button>
      <nav aria-label="Main menu" className="absolute inset-x-0 top-full z-40 border-b-4 border-brand bg-white shadow-xl" {...panelProps}>
        <ul className="container-page grid gap-2 py-4 sm:grid-cols-2">
          {MENU_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="block min-h-11 rounded-lg p-3 no-underline hover:bg-brand-soft">
                <span className="block font-bold underline">{link.label}</span>
                {link.description ? <span className="block text-muted">{explainText(link.description, GLOSSARY)}</span> : null}
              </Link>
            </li>
          ))}
          <li>
            <Link to={GET_HELP_LINK.to} className="btn-danger w-full">
              {GET_HELP_LINK.label}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

export function SiteHeader() {
  return (
    <header className="site-header relative border-b-2 border-gray-300 bg-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 lg:flex-nowrap">
        <Link to="/" className="flex min-h-11 items-center gap-2 text-xl font-bold text-brand no-underline">
          <ShieldIcon />
          <span>{SITE_NAME}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex flex-wrap items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
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
        <div className="flex items-center gap-2">
          <Link to="/search" className="btn-secondary" aria-label="Search the site">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2.5">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-4-4" />
            </svg>
            <span className="hidden sm:inline">Search</span>
          </Link>
          <MobileMenu />
        </div>
        {/* On a phone the button takes a row of its own, full width: the first thing a thumb finds. */}
        <Link to={GET_HELP_LINK.to} className="btn-danger w-full sm:w-auto">
          {GET_HELP_LINK.label}
        </Link>
      </div>
    </header>
  );
}
