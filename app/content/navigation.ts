import type { PageLink } from "~/lib/page-path";

/** Header and footer links. */
export interface NavLink {
  label: string;
  to: PageLink;
  description?: string;
}

export const HEADER_LINKS: readonly NavLink[] = [
  { label: "Phone Scams", to: "/scam-types/phone-scams", description: "Grandparent scams, tech support, AI deepfakes" },
  { label: "Text Scams", to: "/scam-types/text-scams", description: "Smishing, fake delivery, bank alerts" },
  { label: "Social Media", to: "/scam-types/social-media-scams-2025", description: "Profile cloning, hacking, romance scams" },
  { label: "Protect Yourself", to: "/protect-yourself", description: "Seven short training modules" },
  { label: "Resources", to: "/resources", description: "Guides, checklists and official help" },
  { label: "Blog", to: "/blog", description: "New scams explained in plain words" },
];

/** The Get Help button starts the personal plan (docs/decisions/0016-help-now.md). */
export const GET_HELP_LINK: NavLink = { label: "Get Help", to: "/help-now" };

/**
 * The phone menu adds the checker, the scam alerts and the guides for families and for after a scam
 * to the header links; the wide-screen header keeps its six, which is all
 * that fits on one line. Search is here too: a phone's header has room for Menu and Get Help only.
 */
export const MENU_LINKS: readonly NavLink[] = [
  ...HEADER_LINKS,
  { label: "Check a Link or Message", to: "/check" },
  { label: "Scam Alerts", to: "/alerts" },
  { label: "Report a Scam", to: "/report" },
  { label: "Caregiver Guide", to: "/caregiver-guide" },
  { label: "Recovery Hub", to: "/recovery-hub" },
  { label: "Search", to: "/search", description: "Find any topic on this site" },
];

export interface FooterColumn {
  heading: string;
  links: readonly NavLink[];
}

export const FOOTER_ABOUT =
  "Free, plain-language help for older adults and the families who look out for them. We explain how scams work so you can stop them before they cost you.";

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
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
];
