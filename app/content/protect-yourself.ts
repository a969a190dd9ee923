import { EXAMPLE_COUNT } from "./examples";
import { TRAINING_MODULES } from "./modules";
import type { Statistic } from "./types";
import type { PageLink } from "~/lib/page-path";

/** The protection hub's own words. */
export const PROTECT_HUB = {
  title: "Protect Yourself",
  intro:
    "Seven short lessons, in plain words, that teach you how scammers work and how to stop them. Start with any lesson. Each one ends with things you can do today.",
  banner: {
    title: "A growing danger: scams that use AI",
    text: "Scammers can now copy a loved one's voice and face. Learn the warning signs and the family code word that stops them.",
    cta: "Read Emerging Threats 2025",
    href: "/protect-yourself/emerging-threats-2025" satisfies PageLink,
  },
  emergencyChecklist: {
    title: "If a scam is happening right now",
    items: [
      "Stop talking. Hang up the phone, close the message or shut the laptop.",
      "Do not pay anything: no gift cards, wire transfers, cryptocurrency or payment apps.",
      "Call your bank using the number printed on your card.",
      "Call someone you trust and tell them what happened.",
      "Report it to the Federal Trade Commission at {{fact:reportFraudSite}}.",
    ],
    cta: "See the full emergency plan",
    href: "/if-targeted" satisfies PageLink,
  },
  /**
   * Why it works, in words: no study we found measures how many scams learning stops, so the hub
   * gives no rate. The figures are what the site holds, counted.
   */
  whyItWorks: "Scammers count on surprise and hurry. When you know their tricks, you can stop, check and say no. Here you will find:",
  stats: [
    { value: String(TRAINING_MODULES.length), label: "free training modules" },
    { value: String(EXAMPLE_COUNT), label: "typical scam examples" },
  ] satisfies Statistic[],
  consultation: {
    title: "Want help with your own situation?",
    text: "Write to us and a volunteer will answer in plain words, usually within 24 hours. We never ask for money or passwords.",
    /** A reply by email is too slow for a scam happening now: the way to help at once, beside the promise. */
    urgent: "A scam happening right now cannot wait for an email.",
    urgentLink: "Get your own plan now",
    primary: { label: "Ask a question", href: "/contact" satisfies PageLink },
    secondary: { label: "Report a scam", href: "/contact" satisfies PageLink },
  },
} as const;
