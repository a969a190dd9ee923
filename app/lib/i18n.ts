/**
 * The site's languages (docs/decisions/0036-two-languages.md). Words are typed dictionaries in the
 * content model: each feature keeps its English words and a Spanish twin of the same type, picked
 * by the page's language on the server and handed to the page as loader data, so a second language
 * never adds to a page's JavaScript.
 */
export const LANGS = ["en", "es"] as const;
export type Lang = (typeof LANGS)[number];

/** The BCP 47 tag each language is declared with (`<html lang>`, hreflang, a PDF's Lang): US English and US Spanish. */
export const LANG_TAG: Readonly<Record<Lang, string>> = { en: "en-US", es: "es-US" };

/** Each language's own name, as its readers write it (the language link's words). */
export const LANG_NAME: Readonly<Record<Lang, string>> = { en: "English", es: "Español" };

/**
 * The shape of a translation of `T`: the same keys and nesting, with any text in place of the
 * English words (`as const` makes them literal types). Functions keep their signatures.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

/** The language an address is in: Spanish pages live under /es/. */
export function langOfPath(pathname: string): Lang {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}
