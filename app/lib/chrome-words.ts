/**
 * The shape of the words around every page (app/content/chrome.ts and its Spanish twin), here so
 * the layout and the root's data can name it without importing the content.
 */
import type { PageLink } from "./page-path";

/** A header, menu or footer link. */
export interface NavLink {
  label: string;
  to: PageLink;
  description?: string;
  /** The linked page's language, when it is not the page's own (a Spanish page's link to an English one). */
  lang?: "en" | "es";
}

export interface FooterColumn {
  heading: string;
  links: readonly NavLink[];
}

export interface ChromeWords {
  skip: string;
  /** The name of the language link's landmark ("Language"). */
  language: string;
  emergency: {
    region: string;
    /** The question that opens the bar: short on a phone ("Scam happening?"), longer from the sm width. */
    ask: string;
    askLong: string;
    /** The phone's short "Call", and the wide screen's "Call the National Elder Fraud Hotline:". */
    call: string;
    callThe: string;
    /** The tap-to-call link's name for screen readers. */
    linkName: string;
    lineName: string;
    hours: string;
    shortHours: string;
  };
  header: {
    mainNav: string;
    menu: string;
    menuNav: string;
    search: string;
    searchName: string;
    /** The search page in this language. */
    searchTo: string;
    links: readonly NavLink[];
    menuLinks: readonly NavLink[];
    getHelp: NavLink;
  };
  footer: {
    nav: string;
    about: string;
    columns: readonly FooterColumn[];
    tagline: string;
    credit: string;
  };
  textSize: { label: string; sizes: { normal: string; large: string; larger: string } };
  lastUpdated: string;
}
