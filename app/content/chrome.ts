/**
 * The words around every page (the emergency bar, the header and its menu, the footer, the text
 * size, "Last updated"), in English. The Spanish twin is app/content/es/chrome.ts. The root
 * loader hands the page's language's words to the layout as data (app/features/pages/chrome.server.ts),
 * so neither language's words are in the script every page loads.
 */
import type { ChromeWords, NavLink } from "~/lib/chrome-words";

export type { ChromeWords, FooterColumn, NavLink } from "~/lib/chrome-words";

const HEADER_LINKS: readonly NavLink[] = [
  { label: "Phone Scams", to: "/scam-types/phone-scams", description: "Grandparent scams, tech support, AI deepfakes" },
  { label: "Text Scams", to: "/scam-types/text-scams", description: "Smishing, fake delivery, bank alerts" },
  { label: "Social Media", to: "/scam-types/social-media-scams-2025", description: "Profile cloning, hacking, romance scams" },
  { label: "Protect Yourself", to: "/protect-yourself", description: "Seven short training modules" },
  { label: "Resources", to: "/resources", description: "Guides, checklists and official help" },
  { label: "Blog", to: "/blog", description: "New scams explained in plain words" },
];

export const CHROME: ChromeWords = {
  language: "Language",
  skip: "Skip to main content",
  emergency: {
    region: "Emergency help",
    ask: "Scam happening?",
    askLong: "Scam happening now?",
    call: "Call",
    callThe: "Call the National Elder Fraud Hotline:",
    linkName: "Call the National Elder Fraud Hotline: {{fact:elderFraudHotline}}",
    lineName: "National Elder Fraud Hotline",
    hours: "{{fact:elderFraudHotlineHours}}",
    shortHours: "{{fact:elderFraudHotlineShortHours}}",
  },
  header: {
    mainNav: "Main",
    menu: "Menu",
    menuNav: "Main menu",
    search: "Search",
    searchName: "Search the site",
    searchTo: "/search",
    links: HEADER_LINKS,
    // The phone menu adds the checker, the alerts, reporting and the guides for families and for
    // after a scam; the wide header keeps its six, all that fits on one line. Search is here too.
    menuLinks: [
      ...HEADER_LINKS,
      { label: "Check a Link or Message", to: "/check" },
      { label: "Scam Alerts", to: "/alerts" },
      { label: "Report a Scam", to: "/report" },
      { label: "Caregiver Guide", to: "/caregiver-guide" },
      { label: "Recovery Hub", to: "/recovery-hub" },
      { label: "Search", to: "/search", description: "Find any topic on this site" },
    ],
    // The Get Help button starts the personal plan (docs/decisions/0016-help-now.md).
    getHelp: { label: "Get Help", to: "/help-now" },
  },
  footer: {
    nav: "Footer",
    about:
      "Free, plain-language help for older adults and the families who look out for them. We explain how scams work so you can stop them before they cost you.",
    columns: [
      {
        heading: "Protection Hub",
        links: [
          { label: "Protect Yourself", to: "/protect-yourself" },
          { label: "Phone Scams", to: "/scam-types/phone-scams" },
          { label: "Text Scams", to: "/scam-types/text-scams" },
          { label: "Social Media Scams", to: "/scam-types/social-media-scams-2025" },
          { label: "If You're Targeted", to: "/if-targeted" },
          { label: "Family Safety Kit", to: "/family-kit" },
          { label: "Caregiver Guide", to: "/caregiver-guide" },
          { label: "Recovery Hub", to: "/recovery-hub" },
        ],
      },
      {
        heading: "Resources",
        links: [
          { label: "Resources", to: "/resources" },
          { label: "Check a Link or Message", to: "/check" },
          { label: "Checker Results", to: "/check/how-well-it-works" },
          { label: "Report a Scam", to: "/report" },
          { label: "Scam Alerts", to: "/alerts" },
          { label: "Scam Examples", to: "/examples" },
          { label: "Blog", to: "/blog" },
          { label: "Search", to: "/search" },
        ],
      },
      {
        heading: "Legal",
        links: [
          { label: "About", to: "/about" },
          { label: "Privacy", to: "/privacy" },
          { label: "Contact", to: "/contact" },
          { label: "Sitemap", to: "/sitemap" },
        ],
      },
    ],
    tagline: "Protecting seniors since 2024",
    credit: "Website built with Cloudflare",
  },
  textSize: { label: "Text size:", sizes: { normal: "Normal", large: "Large", larger: "Larger" } },
  lastUpdated: "Last updated:",
};
