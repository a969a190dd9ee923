// The feature's face: what routes and other features may use.
export { CONTACT_SUBJECTS, type ContactMessage, mailtoHref, telHref } from "./contact";
export type { KitFormat } from "./family-kit-schema";
export { NewsletterSignup } from "./ui/newsletter-signup";
/** The same component, loaded when first needed (app/components/ui/later.tsx). */
export const loadNewsletterSignup = () => import("./ui/newsletter-signup").then((module) => module.NewsletterSignup);
export { CONTACT_PAGE } from "./words/contact";
export { CALL_BEFORE_YOU_PAY, CODE_WORD, FAMILY_KIT_INTRO, KIT_CHECKLIST, THREE_RULES } from "./words/family-kit";
