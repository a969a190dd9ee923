/**
 * The languages a family kit card or sheet prints in: one of the site's, or both side by side (many
 * homes read one each). Apart from the form's schema, so the page's script does not load the
 * schema library for the form's choices.
 */
export const KIT_LANGUAGES = ["en", "es", "both"] as const;
export type KitLanguage = (typeof KIT_LANGUAGES)[number];
