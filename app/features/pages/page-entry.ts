/** The shape of an entry of the page manifest (manifest.ts): a page, or an address that names many. */
import type { Serving } from "~/lib/cache-policy";
import type { Lang } from "~/lib/i18n";

export type { Lang, Serving };

export type PageCategory = "Main" | "Protection" | "Education" | "Resources" | "Emergency" | "Blog" | "Legal";

/** How the pages at an address are served: the cache policy and the Worker's handling follow from it. */
export interface ServedAs {
  serving: Serving;
  /**
   * What the page shows for a query or a form's answer, when it holds what a person typed
   * (a prerendered page only): never kept.
   */
  answers?: "personal";
}

export interface PageEntry extends ServedAs {
  url: string;
  lang: Lang;
  /** The same page in another language, when there is one: its url, which names this page back. */
  counterpart?: string;
  title: string;
  description: string;
  category: PageCategory;
  /** ISO date of the last content change. */
  lastModified: string;
  /** Listed in the sitemap and offered to search engines. */
  indexed: boolean;
}

/** An address that names many pages, or none the list shows: a route path as in app/routes.ts. */
export interface RouteEntry extends ServedAs {
  path: string;
  /** The route in the other language one route module serves with it ("/es/guias/:slug" and "/scam-types/:slug"). */
  counterpart?: string;
}
