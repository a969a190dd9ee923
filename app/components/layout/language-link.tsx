import { useEffect, useState } from "react";
import { Link } from "react-router";
import { LANG_NAME, type Lang } from "~/lib/i18n";

/** "Español" on an English page that has a Spanish twin, "English" on a Spanish one: a plain link, no redirect. */
export function LanguageLink({ to, label }: { to: { lang: Lang; url: string }; label: string }) {
  return (
    <nav aria-label={label} className="no-print border-b-2 border-gray-300 bg-white">
      {/* One target high (h-11), so it costs a phone's first screen as little as it can. */}
      <p className="container-page flex h-11 items-center justify-end">
        <Link to={to.url} lang={to.lang} hrefLang={to.lang} className="inline-flex h-11 items-center px-2 text-lg leading-none font-bold">
          {LANG_NAME[to.lang]}
        </Link>
      </p>
    </nav>
  );
}

const DISMISSED = "scam-shield-lang-hint";

/** Storage can be refused (a private window, a locked-down browser): then the line shows, and closes for this page only. */
function remembered(): boolean {
  try {
    return localStorage.getItem(DISMISSED) === "yes";
  } catch {
    return false;
  }
}

function remember() {
  try {
    localStorage.setItem(DISMISSED, "yes");
  } catch {
    // Closed for this page only.
  }
}

/**
 * On an English page, for a browser whose first language is Spanish: one line offering the Spanish
 * pages, which the reader can close for good (kept in this browser only). Never a redirect; without
 * JavaScript the "Español" link is still at the top of every page that has a Spanish twin.
 */
export function LanguageHint({ to }: { to: string }) {
  const [show, setShow] = useState(false);
  useEffect(() => setShow(Boolean(navigator.languages[0]?.toLowerCase().startsWith("es")) && !remembered()), []);
  if (!show) return null;
  return (
    <aside aria-label="Idioma" className="no-print border-b-2 border-brand bg-brand-soft" lang="es" data-testid="language-hint">
      <p className="container-page flex flex-wrap items-center gap-x-4 py-1 text-lg">
        <Link to={to} hrefLang="es" className="inline-flex min-h-11 items-center font-bold">
          ¿Prefiere leer en español?
        </Link>
        <button
          type="button"
          className="btn-secondary min-h-11 px-3 py-0"
          onClick={() => {
            remember();
            setShow(false);
          }}
        >
          No, gracias
        </button>
      </p>
    </aside>
  );
}
