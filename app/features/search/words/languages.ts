/** The site search's words in each of the site's languages. */
import type { Lang } from "~/lib/i18n";
import { SEARCH_WORDS as ES } from "./es/search";
import { SEARCH_WORDS as EN, type SearchWords } from "./search";

export const SEARCH_WORDS_BY_LANG: Readonly<Record<Lang, SearchWords>> = { en: EN, es: ES };
