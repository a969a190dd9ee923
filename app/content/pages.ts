/**
 * The one registry of every public page (DESIGN.md). The sitemap, robots, the prerender list, the
 * site search index and the page-by-page browser tests all read it; a test fails if the route
 * table and this list disagree.
 */
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

export const PAGES: readonly PageEntry[] = [
  {
    url: "/",
    title: "Scam Shield for Seniors: spot scams, stop them, get help",
    description:
      "Free, plain-language help for older adults and families: how to spot phone, text, email and social media scams, tools to check a link or message, and where to get help fast.",
    category: "Main",
    lastModified: "2026-11-22",
    prerender: true,
    indexed: true,
  },
  {
    url: "/about",
    title: "About Scam Shield for Seniors",
    description: "Who we are, why we built this free scam-awareness site for older adults and their families, and how we keep it accurate.",
    category: "Main",
    lastModified: "2026-11-22",
    prerender: true,
    indexed: true,
  },
  {
    url: "/privacy",
    title: "Privacy: we never sell your data",
    description: "What this site stores, why, and for how long. We never sell data and use only essential cookies.",
    category: "Legal",
    lastModified: "2026-11-22",
    prerender: true,
    indexed: true,
  },
  {
    url: "/search",
    title: "Search the site",
    description: "Search our scam guides, tools and help pages.",
    category: "Resources",
    lastModified: "2026-11-22",
    prerender: false,
    indexed: false,
  },
  {
    url: "/newsletter",
    title: "Free scam alerts by email",
    description: "Sign up for short email alerts when a new scam starts targeting older adults. No spam; leave any time.",
    category: "Resources",
    lastModified: "2026-11-22",
    prerender: true,
    indexed: true,
  },
  {
    url: "/tools/link-checker",
    title: "Link checker: is this link safe to click?",
    description: "Paste a link from a text, email or social media message and see the warning signs before you click.",
    category: "Resources",
    lastModified: "2026-11-22",
    prerender: true,
    indexed: true,
  },
  {
    url: "/tools/message-analyzer",
    title: "Message analyzer: does this message look like a scam?",
    description: "Paste a text, email or letter and we point out the urgency, money, threat and personal-information words scammers use.",
    category: "Resources",
    lastModified: "2026-11-22",
    prerender: true,
    indexed: true,
  },
  {
    url: "/tools/quiz",
    title: "Quick scam quiz: three questions",
    description: "Three real-life situations. Can you spot the scam? Each answer explains what to do.",
    category: "Education",
    lastModified: "2026-11-22",
    prerender: true,
    indexed: true,
  },
];

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
