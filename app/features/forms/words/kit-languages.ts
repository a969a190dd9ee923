/** The family kit's words in each of the site's languages (the PDFs print either, or both). */
import type { Lang } from "~/lib/i18n";
import { KIT_WORDS as ES } from "./es/family-kit";
import { KIT_WORDS as EN, type KitWords } from "./family-kit";

export const KIT_WORDS_BY_LANG: Readonly<Record<Lang, KitWords>> = { en: EN, es: ES };
