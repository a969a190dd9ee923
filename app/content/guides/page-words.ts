/**
 * The words around a scam guide's own text (/scam-types/{slug}), on the page and on paper. They
 * reach the page as loader data in its language (the Spanish twin: ~/content/es/guias/page.ts).
 */
import type { Translation } from "~/lib/i18n";
import type { LinkResource } from "../types";
import { QUICK_RESOURCES } from "./quick-resources";

export const GUIDE_PAGE = {
  lang: "en",
  crumbs: [
    { name: "Home", path: "/" },
    { name: "Scam Types", path: "/scam-types" },
  ],
  breadcrumb: "Breadcrumb",
  updated: "Last updated",
  download: "Download PDF",
  print: "Print this guide",
  occurs: "How This Scam Occurs",
  trends: "2025 Trends",
  identify: "How to Identify",
  examples: "Real-World Examples",
  common: "Common scenario",
  warning: "Warning signs",
  prevention: "Prevention tips",
  being: "If You're Being Scammed",
  recovery: "Recovery Steps",
  quick: "Quick Resources",
  sources: "Where these facts come from",
  checked: "checked",
  /** On paper. */
  pdf: {
    urgent: "Scam happening now? Call the National Elder Fraud Hotline: {{fact:elderFraudHotline}} ({{fact:elderFraudHotlineHours}}).",
    help: "Where to get help",
    helpItems: [
      "National Elder Fraud Hotline: {{fact:elderFraudHotline}}, {{fact:elderFraudHotlineHours}}.",
      "Report fraud to the Federal Trade Commission: {{url:reportFraudSite}}",
      "FBI Internet Crime Complaint Center: {{url:ic3Site}}",
      "Identity theft recovery plan: {{url:identityTheftSite}}",
      "AARP Fraud Watch Network Helpline: {{fact:aarpHelpline}}",
    ],
    online: "This guide online",
    updated: " (last updated {date}).",
  },
} as const;

type Notice = { title: string; description: string };

/** The download button's words: its busy label and its three notices. */
export type DownloadNotices = { busy: string; started: Notice; generating: Notice; failed: Notice };

export type GuidePageWords = Translation<typeof GUIDE_PAGE> & {
  quickResources: readonly LinkResource[];
  /** The download button's words in another language (English is the button's own). */
  downloadNotices?: DownloadNotices;
};

export const GUIDE_PAGE_WORDS: GuidePageWords = { ...GUIDE_PAGE, quickResources: QUICK_RESOURCES };
