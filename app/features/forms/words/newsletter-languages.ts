/** The alerts sign-up's words and problems in each of the site's languages. */
import type { Lang } from "~/lib/i18n";
import { NEWSLETTER_ERRORS as EN_ERRORS, NEWSLETTER_TEXT as EN, type NewsletterWords } from "../newsletter";
import { NEWSLETTER_ERRORS as ES_ERRORS, NEWSLETTER_TEXT as ES } from "./es/newsletter";

export const NEWSLETTER_TEXT_BY_LANG: Readonly<Record<Lang, NewsletterWords>> = { en: EN, es: ES };
export const NEWSLETTER_ERRORS_BY_LANG: Readonly<Record<Lang, Readonly<Record<keyof typeof EN_ERRORS, string>>>> = {
  en: EN_ERRORS,
  es: ES_ERRORS,
};
