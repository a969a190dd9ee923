/**
 * The one registry of every public page (DESIGN.md). The sitemap, robots, the prerender list, the
 * site search index and the page-by-page browser tests all read it; a test fails if the route
 * table and this list disagree.
 */
import { BLOG_POSTS } from "./blog/posts";
import { SCAM_GUIDES } from "./guides/index";
import { TRAINING_MODULES } from "./modules/index";

export type PageCategory = "Main" | "Protection" | "Education" | "Resources" | "Emergency" | "Blog" | "Legal";

export interface PageEntry {
  url: string;
  title: string;
  description: string;
  category: PageCategory;
  /** ISO date of the last content change. */
  lastModified: string;
  /** Built to static HTML at build time. Pages whose content depends on the request are not. */
  prerender: boolean;
  /** Listed in the sitemap and offered to search engines. */
  indexed: boolean;
}

// Issue 15 rewrote the words of nearly every content page on this day (accuracy, reading level).
const UPDATED = "2026-11-23";

const STATIC_PAGES: readonly PageEntry[] = [
  {
    url: "/",
    title: "Scam Shield for Seniors: spot scams, stop them, get help",
    description:
      "Free, plain-language help for older adults and families: how to spot phone, text, email and social media scams, tools to check a link or message, and where to get help fast.",
    category: "Main",
    lastModified: UPDATED,
    // Shows the latest scam alert from D1: rendered per request and kept in the edge cache (app/server/edge-cache.server.ts).
    prerender: false,
    indexed: true,
  },
  {
    url: "/alerts",
    title: "Scam alerts: new scams spreading now",
    description: "Short alerts about scams that are spreading now, in plain words, with the exact steps to stay safe. Free by email.",
    category: "Emergency",
    lastModified: UPDATED,
    prerender: false,
    indexed: true,
  },
  {
    url: "/alerts/confirm",
    title: "Confirm your scam alerts",
    description: "Finish signing up for free scam alerts by email.",
    category: "Emergency",
    lastModified: UPDATED,
    prerender: false,
    indexed: false,
  },
  {
    url: "/alerts/unsubscribe",
    title: "Stop scam alerts",
    description: "Stop the scam alert emails, or delete your email address, in one click.",
    category: "Emergency",
    lastModified: UPDATED,
    prerender: false,
    indexed: false,
  },
  {
    url: "/about",
    title: "About Scam Shield for Seniors",
    description: "Who we are, why we built this free scam-awareness site for older adults and their families, and how we keep it accurate.",
    category: "Main",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/privacy",
    title: "Privacy: we never sell your data",
    description: "What this site stores, why, and for how long. We never sell data and use only essential cookies.",
    category: "Legal",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/blog",
    title: "Scam Prevention Blog",
    description: "New scams explained in plain words: how they work, the warning signs, and what to do.",
    category: "Blog",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/sitemap",
    title: "Sitemap: every page on the site",
    description: "Find any page on Scam Shield for Seniors by topic or by searching.",
    category: "Main",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/search",
    title: "Search the site",
    description: "Search our scam guides, tools and help pages.",
    category: "Resources",
    lastModified: UPDATED,
    prerender: false,
    indexed: false,
  },
  {
    url: "/newsletter",
    title: "Free scam alerts by email",
    description: "Sign up for short email alerts when a new scam starts targeting older adults. No spam; leave any time.",
    category: "Resources",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/check",
    title: "Check a link, a message or a phone number",
    description:
      "Paste a link, a text, an email or a phone number. See every sign of a scam, explained in plain words, and what to do next. Nothing you paste is sent or kept.",
    category: "Resources",
    lastModified: "2026-11-23",
    // The empty page is one file for all; a check without JavaScript posts and is answered per request.
    prerender: true,
    indexed: true,
  },
  {
    url: "/tools/link-checker",
    title: "Link checker: is this link safe to click?",
    description: "Paste a link from a text, email or social media message and see the warning signs before you click.",
    category: "Resources",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/tools/message-analyzer",
    title: "Message analyzer: does this message look like a scam?",
    description: "Paste a text, email or letter and we point out the urgency, money, threat and personal-information words scammers use.",
    category: "Resources",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/tools/quiz",
    title: "Quick scam quiz: three questions",
    description: "Three real-life situations. Can you spot the scam? Each answer explains what to do.",
    category: "Education",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/protect-yourself",
    title: "Protect Yourself: free scam-prevention training",
    description: "Seven short, plain-language lessons on protecting your devices, phone, texts, social media and money from scammers.",
    category: "Protection",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/scam-types",
    title: "Scam Types: how each scam works",
    description: "Guides to phone, text, email, social media, romance, investment, tech support and grandparent scams, and identity theft.",
    category: "Education",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/scam-types/social-media-scams-2025",
    title: "Social Media Scams 2025: cloned and hacked accounts",
    description:
      "How to tell a cloned profile from a hacked account, turn on two-factor authentication, and what to do if it happens to you.",
    category: "Education",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/examples",
    title: "Typical Scam Examples",
    description:
      "Typical phone, text, email and social media scams, written from common patterns, with the red flags and the right response for each.",
    category: "Education",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/if-targeted",
    title: "If You're Targeted: what to do right now",
    description:
      "A calm, step-by-step emergency plan for when a scam is happening now: stop, call your bank, protect your accounts, report it.",
    category: "Emergency",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/help-now",
    title: "Get help now: your own plan for a scam happening now",
    description:
      "Tap what is happening and get your own plan in a few taps: how to stop the money, whom to call first, what to lock down and where to report, with the right phone numbers.",
    category: "Emergency",
    lastModified: "2026-11-23",
    // Each step is a GET form whose answers are the address: rendered per request.
    prerender: false,
    indexed: true,
  },
  {
    url: "/help-now/plan",
    title: "Your plan: what to do now",
    description: "Your own steps, in order: stop the money, call for help, lock things down and report it.",
    category: "Emergency",
    lastModified: "2026-11-23",
    prerender: false,
    indexed: false,
  },
  {
    url: "/family-kit",
    title: "Family safety kit: code word and 'Call before you pay' card",
    description:
      "Prepare before a scam: make a family code word, print a large-print wallet card and fridge sheet of people to call before you pay, and check your bank and credit.",
    category: "Protection",
    lastModified: "2026-11-23",
    // A new code word on every visit.
    prerender: false,
    indexed: true,
  },
  {
    url: "/resources",
    title: "Resources: guides, checklists and official help",
    description:
      "Printable guides and checklists, plus the official government, law enforcement and non-profit services that help scam victims.",
    category: "Resources",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/caregiver-guide",
    title: "Caregiver Guide: helping a loved one avoid scams",
    description:
      "For families and caregivers: warning signs, protection systems, how to talk about scams without shame, and what to do in an emergency.",
    category: "Resources",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/recovery-hub",
    title: "Recovery Hub: help after a scam",
    description:
      "Lost money or personal details to a scam? A step-by-step recovery roadmap, checklists, and where to get help in Florida and nationwide.",
    category: "Emergency",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/scam-quizzes",
    title: "Scam Quiz Training Center",
    description: "Practice spotting scams in realistic phone calls, emails and text messages, and earn a printable certificate.",
    category: "Education",
    lastModified: UPDATED,
    // Rendered per request: the phone questions come from the database and progress from a cookie.
    prerender: false,
    indexed: true,
  },
  {
    url: "/scam-quizzes/certificate",
    title: "Your scam detection certificate",
    description: "Print your certificate after completing the phone, email and text message quizzes.",
    category: "Education",
    lastModified: UPDATED,
    prerender: false,
    indexed: false,
  },
  {
    url: "/scam-database",
    title: "Scam Database: look up a scam",
    description:
      "Search ten common scams against older adults by keyword, category and risk level, with red flags and protection tips for each.",
    category: "Resources",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/contact",
    title: "Contact us and get help",
    description:
      "Scam happening now? Call the National Elder Fraud Hotline or get your own plan. To ask a question or report a scam, write to us: we reply within 24 hours.",
    category: "Main",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
  {
    url: "/2025-trends",
    title: "2025 Scam Trends: what older adults face now",
    description: "The six scams growing fastest in 2025, from AI voice cloning to fake toll texts, and a simple plan to stay safe.",
    category: "Education",
    lastModified: UPDATED,
    prerender: true,
    indexed: true,
  },
];

/** One page per training module and per scam guide, from their content. */
const MODULE_PAGES: PageEntry[] = TRAINING_MODULES.map((m) => ({
  url: `/protect-yourself/${m.slug}`,
  title: m.title,
  description: m.description,
  category: "Protection",
  lastModified: UPDATED,
  prerender: true,
  indexed: true,
}));

const GUIDE_PAGES: PageEntry[] = SCAM_GUIDES.map((g) => ({
  url: `/scam-types/${g.id}`,
  title: g.title,
  description: g.summary,
  category: "Education",
  lastModified: g.lastUpdated,
  prerender: true,
  indexed: true,
}));

const POST_PAGES: PageEntry[] = BLOG_POSTS.map((p) => ({
  url: `/blog/${p.slug}`,
  title: p.title,
  description: p.excerpt,
  category: "Blog",
  lastModified: p.date,
  prerender: true,
  indexed: true,
}));

export const PAGES: readonly PageEntry[] = [...STATIC_PAGES, ...MODULE_PAGES, ...GUIDE_PAGES, ...POST_PAGES];

export function findPage(url: string): PageEntry | undefined {
  return PAGES.find((page) => page.url === url);
}

/** Looks a page up by url; a page missing from the registry is a bug, so this throws. */
export function page(url: string): PageEntry {
  const entry = findPage(url);
  if (!entry) throw new Error(`Page ${url} is not in the page registry (app/content/pages.ts)`);
  return entry;
}

export const prerenderPaths = PAGES.filter((p) => p.prerender).map((p) => p.url);
export const indexedPages = PAGES.filter((p) => p.indexed);
