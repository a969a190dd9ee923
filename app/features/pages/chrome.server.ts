/**
 * What the layout around every page needs for an address, read on the server by the root loader:
 * the page's language, its counterpart in the other language, and the words of the emergency bar,
 * header and footer in that language (docs/decisions/0036-two-languages.md).
 */
import { CHROME, type ChromeWords } from "~/content/chrome";
import { CHROME as CHROME_ES } from "~/content/es/chrome";
import { type Lang, langOfPath } from "~/lib/i18n";
import { formatDate, registryPath } from "~/lib/dates";
import { findPage } from "./manifest";

const WORDS: Readonly<Record<Lang, ChromeWords>> = { en: CHROME, es: CHROME_ES };

export interface PageLanguage {
  lang: Lang;
  /** The same page in the other language, when there is one. */
  counterpart: { lang: Lang; url: string } | null;
  /** hreflang links for a page with a counterpart: each language's page, and English as the default. */
  alternates: { hrefLang: string; url: string }[];
  chrome: ChromeWords;
}

export function pageLanguage(pathname: string): PageLanguage {
  const entry = findPage(registryPath(pathname));
  const lang = entry?.lang ?? langOfPath(pathname);
  const other = entry?.counterpart ? findPage(entry.counterpart) : undefined;
  const pair = entry && other ? [entry, other] : [];
  const alternates = [
    ...pair.map((page) => ({ hrefLang: page.lang, url: page.url })),
    ...pair.filter((page) => page.lang === "en").map((page) => ({ hrefLang: "x-default", url: page.url })),
  ];
  return { lang, counterpart: other ? { lang: other.lang, url: other.url } : null, alternates, chrome: WORDS[lang] };
}

/** "November 22, 2026" or "22 de noviembre de 2026": a page's date in its own language. */
export function dateInWords(iso: string, lang: Lang): string {
  if (lang === "en") return formatDate(iso);
  return new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
}
