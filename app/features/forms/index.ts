// The feature's face: what routes and other features may use.
export { CONTACT_SUBJECTS, type ContactMessage, mailtoHref, telHref } from "./contact";
export type { KitFormat, KitLanguage } from "./family-kit-schema";
export { KIT_WORDS_BY_LANG } from "./words/kit-languages";
export { NEWSLETTER_ERRORS_BY_LANG, NEWSLETTER_TEXT_BY_LANG } from "./words/newsletter-languages";
export type { KitWords } from "./words/family-kit";
export { NewsletterSignup } from "./ui/newsletter-signup";
/** The same component, loaded when first needed (app/components/ui/later.tsx). */
export const loadNewsletterSignup = () => import("./ui/newsletter-signup").then((module) => module.NewsletterSignup);
export { CONTACT_PAGE } from "./words/contact";
export { CALL_BEFORE_YOU_PAY, CODE_WORD, FAMILY_KIT_INTRO, KIT_CHECKLIST, THREE_RULES } from "./words/family-kit";
