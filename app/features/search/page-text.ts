/**
 * The words of every content page, taken from the same content files the pages render: the site
 * search indexes them and the reading-level test grades them. Server-side only.
 */
import { ABOUT, PRIVACY } from "~/content/about";
import { BLOG_POSTS, postPlainText } from "~/features/blog";
import { CALL_BEFORE_YOU_PAY, CODE_WORD, CONTACT_PAGE, FAMILY_KIT_INTRO, KIT_CHECKLIST, THREE_RULES } from "~/features/forms";
import { EMAIL_EXAMPLES, EXAMPLES_TEXT, PHONE_EXAMPLES, SOCIAL_EXAMPLES, TEXT_EXAMPLES } from "~/content/examples";
import { SCAM_GUIDES } from "~/content/guides/index";
import { QUICK_RESOURCES } from "~/content/guides/quick-resources";
import { SOCIAL_MEDIA_GUIDE_2025 } from "~/content/guides/social-media-2025";
import * as CAREGIVER from "~/content/help/caregiver";
import * as IF_TARGETED from "~/content/help/if-targeted";
import * as RECOVERY from "~/content/help/recovery";
import * as RESOURCES from "~/content/help/resources";
import { HELP_NOW_INTRO, SPANISH_HELP_NOW_INTRO, SPANISH_HELP_NOW_START } from "~/features/help-now";
import { INICIO } from "~/content/es/inicio";
import { CONTACTO } from "~/content/es/contacto";
import { GUIAS } from "~/content/es/guias";
import * as SI_ES_VICTIMA from "~/content/es/si-es-victima";
import { ADDITIONAL_RESOURCES, ADVANCED_TRAINING, COMMON_SCAMS, DISCLAIMER, HERO } from "~/content/home";
import { MODULE_CONTENT, TRAINING_MODULES } from "~/content/modules/index";
import { PROTECT_HUB } from "~/content/protect-yourself";
import { EMAIL_QUIZ, QUICK_QUIZ, SMS_QUIZ } from "~/features/quiz";
import { SCAM_RECORDS } from "~/content/scam-database";
import * as TRENDS from "~/content/trends-2025";
import { SCORECARD_WORDS } from "~/features/checker";
import { REPORT_WORDS } from "~/features/reports";

/** Keys whose values are addresses, names of things in code or picture names, not words a reader reads as prose. */
const NOT_WORDS = new Set([
  "id",
  "slug",
  "href",
  "url",
  "to",
  "icon",
  "image",
  "src",
  "type",
  "tone",
  "color",
  "audio",
  "key",
  "tel",
  "kind",
]);

/** Every string a content value holds, one per line, in reading order. */
export function textOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (value.trim() !== "") out.push(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) textOf(item, out);
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) if (!NOT_WORDS.has(key)) textOf(inner, out);
  }
  return out;
}

/** What each content page says beyond its title and description, by address. */
const SOURCES: Readonly<Record<string, readonly unknown[]>> = {
  "/": [HERO, COMMON_SCAMS, ADVANCED_TRAINING, ADDITIONAL_RESOURCES, DISCLAIMER],
  "/about": [ABOUT],
  "/privacy": [PRIVACY],
  "/contact": [CONTACT_PAGE],
  "/protect-yourself": [PROTECT_HUB, TRAINING_MODULES],
  "/scam-types": [SCAM_GUIDES.map((g) => [g.title, g.summary])],
  "/scam-types/social-media-scams-2025": [SOCIAL_MEDIA_GUIDE_2025],
  "/examples": [EXAMPLES_TEXT, PHONE_EXAMPLES, TEXT_EXAMPLES, EMAIL_EXAMPLES, SOCIAL_EXAMPLES],
  "/if-targeted": [Object.values(IF_TARGETED)],
  "/help-now": [HELP_NOW_INTRO],
  // The Spanish pages: a Spanish word ("abuela", "estafa") finds them.
  "/es": [INICIO],
  "/es/ayuda-ahora": [SPANISH_HELP_NOW_INTRO, SPANISH_HELP_NOW_START],
  "/es/si-es-victima": [Object.values(SI_ES_VICTIMA)],
  "/es/contacto": [CONTACTO],
  "/family-kit": [FAMILY_KIT_INTRO, CODE_WORD, THREE_RULES, CALL_BEFORE_YOU_PAY, KIT_CHECKLIST],
  "/resources": [Object.values(RESOURCES)],
  "/caregiver-guide": [Object.values(CAREGIVER)],
  "/recovery-hub": [Object.values(RECOVERY)],
  "/scam-quizzes": [EMAIL_QUIZ, SMS_QUIZ],
  "/tools/quiz": [QUICK_QUIZ],
  "/scam-database": [SCAM_RECORDS],
  "/2025-trends": [Object.values(TRENDS)],
  "/check/how-well-it-works": [SCORECARD_WORDS],
  "/report": [REPORT_WORDS],
  ...Object.fromEntries(TRAINING_MODULES.map((m) => [`/protect-yourself/${m.slug}`, [m, MODULE_CONTENT[m.slug]]])),
  ...Object.fromEntries(SCAM_GUIDES.map((g) => [`/scam-types/${g.id}`, [g, QUICK_RESOURCES]])),
  ...Object.fromEntries(GUIAS.map((g) => [`/es/guias/${g.id}`, [g]])),
};

/** The words on a page, one block per line; "" for a page with no content of its own (a form, a tool). */
export function pageText(url: string): string {
  const post = /^\/blog\/([^/]+)$/.exec(url);
  if (post) return postPlainText(post[1]!);
  return textOf(SOURCES[url] ?? []).join("\n");
}

/** Content pages whose prose is graded for reading level: guides, modules, posts and help pages. */
export const PROSE_PAGES: readonly string[] = [
  ...SCAM_GUIDES.map((g) => `/scam-types/${g.id}`),
  "/scam-types/social-media-scams-2025",
  ...TRAINING_MODULES.map((m) => `/protect-yourself/${m.slug}`),
  ...BLOG_POSTS.filter((p) => p.hasBody).map((p) => `/blog/${p.slug}`),
  "/if-targeted",
  "/recovery-hub",
  "/check/how-well-it-works",
  "/report",
  "/caregiver-guide",
  "/resources",
  "/family-kit",
  "/2025-trends",
];
