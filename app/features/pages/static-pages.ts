/**
 * The pages of the manifest that are not made from content (each module, guide and post adds its
 * own): their address, title and description as search engines and the sitemap show them, and how
 * each is served. Read by manifest.ts, which react-router.config.ts loads: relative imports only.
 */
import type { PageEntry } from "./page-entry";

// The words of nearly every content page were rewritten on this day (accuracy, reading level).
export const UPDATED = "2026-11-23";

export const STATIC_PAGES: readonly PageEntry[] = [
  {
    url: "/",
    lang: "en",
    title: "Scam Shield for Seniors: spot scams, stop them, get help",
    description:
      "Free, plain-language help for older adults and families: how to spot phone, text, email and social media scams, tools to check a link or message, and where to get help fast.",
    category: "Main",
    lastModified: UPDATED,
    // Shows the latest scam alert from D1: rendered per request and kept in the edge cache (app/server/edge-cache.server.ts).
    serving: "edge",
    indexed: true,
  },
  {
    url: "/alerts",
    lang: "en",
    title: "Scam alerts: new scams spreading now",
    description: "Short alerts about scams that are spreading now, in plain words, with the exact steps to stay safe. Free by email.",
    category: "Emergency",
    lastModified: UPDATED,
    serving: "edge",
    indexed: true,
  },
  {
    url: "/alerts/confirm",
    lang: "en",
    title: "Confirm your scam alerts",
    description: "Finish signing up for free scam alerts by email.",
    category: "Emergency",
    lastModified: UPDATED,
    // Per person: a confirmation link's answer.
    serving: "personal",
    indexed: false,
  },
  {
    url: "/alerts/unsubscribe",
    lang: "en",
    title: "Stop scam alerts",
    description: "Stop the scam alert emails, or delete your email address, in one click.",
    category: "Emergency",
    lastModified: UPDATED,
    // Per person: shows the reader's own address.
    serving: "personal",
    indexed: false,
  },
  {
    url: "/about",
    lang: "en",
    title: "About Scam Shield for Seniors",
    description: "Who we are, why we built this free scam-awareness site for older adults and their families, and how we keep it accurate.",
    category: "Main",
    lastModified: UPDATED,
    serving: "prerendered",
    indexed: true,
  },
  {
    url: "/privacy",
    lang: "en",
    title: "Privacy: we never sell your data",
    description: "What this site stores, why, and for how long. We never sell data and use only essential cookies.",
    category: "Legal",
    lastModified: UPDATED,
    serving: "prerendered",
    indexed: true,
  },
  {
    url: "/blog",
    lang: "en",
    title: "Scam Prevention Blog",
    description: "New scams explained in plain words: how they work, the warning signs, and what to do.",
    category: "Blog",
    lastModified: UPDATED,
    serving: "prerendered",
    indexed: true,
  },
  {
    url: "/sitemap",
    lang: "en",
    title: "Sitemap: every page on the site",
    description: "Find any page on Scam Shield for Seniors by topic or by searching.",
    category: "Main",
    lastModified: UPDATED,
    serving: "prerendered",
    indexed: true,
  },
  {
    url: "/search",
    lang: "en",
    title: "Search the site",
    description: "Search our scam guides, tools and help pages.",
    category: "Resources",
    lastModified: UPDATED,
    // The same answer for everyone, so the Worker keeps it (app/server/page-memory.server.ts); private when the alerts could not be read.
    serving: "shared",
    indexed: false,
  },
  {
    url: "/newsletter",
    lang: "en",
    title: "Free scam alerts by email",
    description: "Sign up for short email alerts when a new scam starts targeting older adults. No spam; leave any time.",
    category: "Resources",
    lastModified: UPDATED,
    // An answer shows the address that was typed: never kept by a browser or a proxy.
    serving: "prerendered",
    answers: "personal",
    indexed: true,
  },
  {
    url: "/check",
    lang: "en",
    title: "Check a link, a message or a phone number",
    description:
      "Paste a link, a text, an email or a phone number. See every sign of a scam, explained in plain words, and what to do next. Nothing you paste is sent or kept.",
    category: "Resources",
    lastModified: "2026-11-23",
    // The empty page is one file for all; a check without JavaScript posts and is answered per
    // request, and an answer holds what was pasted: never kept by a browser or a proxy.
    serving: "prerendered",
    answers: "personal",
    indexed: true,
  },
  {
    url: "/check/how-well-it-works",
    lang: "en",
    title: "How well our checker works",
    description:
      "How many real scams our checker warns about, and how often it wrongly warns about real messages, measured on real examples. And what no checker can do.",
    category: "Resources",
    lastModified: "2026-11-27",
    serving: "prerendered",
    indexed: true,
  },
  {
    url: "/tools/link-checker",
    lang: "en",
    title: "Link checker: is this link safe to click?",
    description: "Paste a link from a text, email or social media message and see the warning signs before you click.",
    category: "Resources",
    lastModified: UPDATED,
    // An answer holds what was pasted: never kept by a browser or a proxy.
    serving: "prerendered",
    answers: "personal",
    indexed: true,
  },
  {
    url: "/tools/message-analyzer",
    lang: "en",
    title: "Message analyzer: does this message look like a scam?",
    description: "Paste a text, email or letter and we point out the urgency, money, threat and personal-information words scammers use.",
    category: "Resources",
    lastModified: UPDATED,
    // An answer holds what was pasted: never kept by a browser or a proxy.
    serving: "prerendered",
    answers: "personal",
    indexed: true,
  },
  {
    url: "/tools/quiz",
    lang: "en",
    title: "Quick scam quiz: three questions",
    description: "Three real-life situations. Can you spot the scam? Each answer explains what to do.",
    category: "Education",
    lastModified: UPDATED,
    serving: "prerendered",
    indexed: true,
  },
  {
    url: "/protect-yourself",
    lang: "en",
    title: "Protect Yourself: free scam-prevention training",
    description: "Seven short, plain-language lessons on protecting your devices, phone, texts, social media and money from scammers.",
    category: "Protection",
    lastModified: UPDATED,
    serving: "prerendered",
    indexed: true,
  },
  {
    url: "/scam-types",
    lang: "en",
    title: "Scam Types: how each scam works",
    description: "Guides to phone, text, email, social media, romance, investment, tech support and grandparent scams, and identity theft.",
    category: "Education",
    lastModified: UPDATED,
    serving: "prerendered",
    indexed: true,
  },
  {
    url: "/scam-types/social-media-scams-2025",
    lang: "en",
    title: "Social Media Scams 2025: cloned and hacked accounts",
    description:
      "How to tell a cloned profile from a hacked account, turn on two-factor authentication, and what to do if it happens to you.",
    category: "Education",
    lastModified: UPDATED,
    serving: "prerendered",
    indexed: true,
  },
  {
    url: "/examples",
    lang: "en",
    title: "Typical Scam Examples",
    description:
      "Typical phone, text, email and social media scams, written from common patterns, with the red flags and the right response for each.",
    category: "Education",
    lastModified: UPDATED,
    serving: "prerendered",
    indexed: true,
  },
  {
    url: "/if-targeted",
    lang: "en",
    title: "If You're Targeted: what to do right now",
    description:
      "A calm, step-by-step emergency plan for when a scam is happening now: stop, call your bank, protect your accounts, report it.",
    category: "Emergency",
    lastModified: UPDATED,
    serving: "prerendered",
    indexed: true,
  },
  {
    url: "/help-now",
    lang: "en",
    title: "Get help now: your own plan for a scam happening now",
    description:
      "Tap what is happening and get your own plan in a few taps: how to stop the money, whom to call first, what to lock down and where to report, with the right phone numbers.",
    category: "Emergency",
    lastModified: "2026-11-23",
    // Each step is a GET form whose answers are the address: rendered per request, and no copy of
    // a step is kept anywhere.
    serving: "personal",
    indexed: true,
  },
  {
    url: "/help-now/plan",
    lang: "en",
    title: "Your plan: what to do now",
    description: "Your own steps, in order: stop the money, call for help, lock things down and report it.",
    category: "Emergency",
    lastModified: "2026-11-23",
    serving: "personal",
    indexed: false,
  },
  {
    url: "/family-kit",
    lang: "en",
    title: "Family safety kit: code word and 'Call before you pay' card",
    description:
      "Prepare before a scam: make a family code word, print a large-print wallet card and fridge sheet of people to call before you pay, and check your bank and credit.",
    category: "Protection",
    lastModified: "2026-11-23",
    // A new code word on every visit, and the PDFs hold typed numbers: nothing here is kept.
    serving: "personal",
    indexed: true,
  },
  {
    url: "/resources",
    lang: "en",
    title: "Resources: guides, checklists and official help",
    description:
      "Printable guides and checklists, plus the official government, law enforcement and non-profit services that help scam victims.",
    category: "Resources",
    lastModified: UPDATED,
    serving: "prerendered",
    indexed: true,
  },
  {
    url: "/caregiver-guide",
    lang: "en",
    title: "Caregiver Guide: helping a loved one avoid scams",
    description:
      "For families and caregivers: warning signs, protection systems, how to talk about scams without shame, and what to do in an emergency.",
    category: "Resources",
    lastModified: UPDATED,
    serving: "prerendered",
    indexed: true,
  },
  {
    url: "/recovery-hub",
    lang: "en",
    title: "Recovery Hub: help after a scam",
    description:
      "Lost money or personal details to a scam? A step-by-step recovery roadmap, checklists, and where to get help in Florida and nationwide.",
    category: "Emergency",
    lastModified: UPDATED,
    serving: "prerendered",
    indexed: true,
  },
  {
    url: "/scam-quizzes",
    lang: "en",
    title: "Scam Quiz Training Center",
    description: "Practice spotting scams in realistic phone calls, emails and text messages, and earn a printable certificate.",
    category: "Education",
    lastModified: UPDATED,
    // Rendered per request: the phone questions come from the database and progress from a cookie.
    serving: "private",
    indexed: true,
  },
  {
    url: "/scam-quizzes/certificate",
    lang: "en",
    title: "Your scam detection certificate",
    description: "Print your certificate after completing the phone, email and text message quizzes.",
    category: "Education",
    lastModified: UPDATED,
    // Shows the reader's own progress, from a cookie.
    serving: "private",
    indexed: false,
  },
  {
    url: "/scam-database",
    lang: "en",
    title: "Scam Database: look up a scam",
    description:
      "Search ten common scams against older adults by keyword, category and risk level, with red flags and protection tips for each.",
    category: "Resources",
    lastModified: UPDATED,
    // Each record shows this month's readers' reports of its kind, from D1: kept at the edge, refreshed on each decision.
    serving: "edge",
    indexed: true,
  },
  {
    url: "/report",
    lang: "en",
    title: "Tell us about a scam",
    description:
      "Report a scam call, text, email or visit in a few taps, without giving your name. Then see where to report it officially.",
    category: "Main",
    lastModified: "2026-11-27",
    // The empty form is one file for all; an answer with problems holds what was typed: never kept.
    serving: "prerendered",
    answers: "personal",
    indexed: true,
  },
  {
    url: "/reports",
    lang: "en",
    title: "Scams reported to us",
    description:
      "What readers reported this month and over the last 12 months: who the scammers said they were, how they made contact, and where.",
    category: "Resources",
    lastModified: "2026-11-27",
    // Counts from D1, the same for everyone: kept in the edge cache, refreshed when the operator approves a report.
    serving: "edge",
    indexed: true,
  },
  {
    url: "/report/mine",
    lang: "en",
    title: "Is this your number or your website?",
    description: "If people reported your phone number or website by mistake, ask us to take it off our list.",
    category: "Main",
    lastModified: "2026-11-27",
    serving: "prerendered",
    answers: "personal",
    indexed: false,
  },
  {
    url: "/contact",
    lang: "en",
    title: "Contact us and get help",
    description:
      "Scam happening now? Call the National Elder Fraud Hotline or get your own plan. To ask a question or report a scam, write to us: we reply within 24 hours.",
    category: "Main",
    lastModified: UPDATED,
    serving: "prerendered",
    indexed: true,
  },
  {
    url: "/2025-trends",
    lang: "en",
    title: "2025 Scam Trends: what older adults face now",
    description: "The six scams growing fastest in 2025, from AI voice cloning to fake toll texts, and a simple plan to stay safe.",
    category: "Education",
    lastModified: UPDATED,
    serving: "prerendered",
    indexed: true,
  },
];
