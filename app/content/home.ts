/** The home page's words. */
import { FBI_AVERAGE_LOSS_2024, FBI_ELDER_FRAUD_2023 } from "./figures";
import type { Statistic } from "~/content/types";
import type { PageLink } from "~/lib/page-path";

export const HERO = {
  eyebrow: "Free help for older adults and families",
  title: "Is it a scam? Find out before you pay, click or call back.",
  intro:
    "Scammers pretend to be your grandchild, your bank, the government or tech support. They rush you and ask for money or private details. Here you can check a message, learn the warning signs, and find out what to do right now.",
  trendsButton: "See the 2025 Trends",
  helpNowButton: "Scam happening now? Get help",
  searchLabel: "Search our scam guides",
  searchPlaceholder: "Type a word, like: text, link or quiz",
  searchButton: "Search",
  databaseButton: "Search Scam Database",
} as const;

/** Hero figures: the FBI's loss figures, each with its source, and the site's own count of modules. */
export const HERO_STATS: readonly Statistic[] = [
  FBI_ELDER_FRAUD_2023,
  FBI_AVERAGE_LOSS_2024,
  { value: "7", label: "Free training modules to protect yourself" },
];

export interface ScamTypeCard {
  id: string;
  title: string;
  description: string;
  stats: string;
  redFlags: readonly string[];
  examples: readonly string[];
  link: PageLink;
}

export const COMMON_SCAMS: readonly ScamTypeCard[] = [
  {
    id: "phone",
    title: "Phone Scams",
    description: "A caller says a grandchild is in jail, your computer has a virus, or you owe the government money.",
    stats: "Many scams start with a phone call from a stranger.",
    redFlags: ["You are told to keep it secret", "You must pay today", "Payment by gift card, wire or cryptocurrency"],
    examples: ["\"Grandma, it's me. I'm in jail and need bail money.\"", '"This is Microsoft. Your computer is infected."'],
    link: "/scam-types/phone-scams",
  },
  {
    id: "text",
    title: "Text Scams",
    description: "A text says a package is waiting, a toll is unpaid, or your bank account is locked, and gives you a link.",
    stats: "Fake delivery and unpaid-toll texts are everywhere right now.",
    redFlags: ["A link you did not ask for", "A strange sender number or email", "A deadline in hours"],
    examples: ['"USPS: your parcel is on hold. Update your address: [link]"', '"Unpaid toll of $4.15. Pay now to avoid a fine."'],
    link: "/scam-types/text-scams",
  },
  {
    id: "social",
    title: "Social Media Scams",
    description: "A copy of a friend's profile asks for money, a stranger starts a romance, or a post offers a prize.",
    stats: "Romance and investment scams often start on social media.",
    redFlags: ["A second friend request from someone you know", "Love declared quickly", "Talk of crypto investments"],
    examples: ['A "cloned" friend says they are stuck abroad', "A new online sweetheart needs money for a medical bill"],
    link: "/scam-types/social-media-scams-2025",
  },
  {
    id: "identity",
    title: "Identity Theft",
    description: "Thieves use your Social Security number, Medicare number or bank details to open accounts in your name.",
    stats: "Report it and get a recovery plan at {{fact:identityTheftSite}}.",
    redFlags: ["Bills for things you did not buy", "Mail that stops coming", "Calls about debts you do not owe"],
    examples: ['A "Medicare" caller asks to confirm your number', "A new credit card you never applied for"],
    link: "/scam-types/identity-theft",
  },
];

/** Each teaser opens its own quiz: `quiz` is the quiz center's tab (/scam-quizzes?tab=...). */
export const ADVANCED_TRAINING = [
  { title: "Phone Scam Quiz", detail: "5 questions", text: "Read what typical scam callers say and decide what to do.", quiz: "phone" },
  { title: "Email Phishing Test", detail: "10 examples", text: "Spot the fake bank, Medicare and delivery emails.", quiz: "email" },
  { title: "SMS Challenge", detail: "8 messages", text: "Tell a real text from a scam text.", quiz: "sms" },
] as const satisfies readonly { title: string; detail: string; text: string; quiz: string }[];

export const ADDITIONAL_RESOURCES = [
  {
    title: "Caregiver Guide",
    text: "For sons, daughters and carers: warning signs to watch for, and how to talk about scams without embarrassment.",
    to: "/caregiver-guide",
    cta: "Read the caregiver guide",
  },
  {
    title: "Recovery Hub",
    text: "Lost money or shared details? Step-by-step help for the first hour, the first day and the weeks after.",
    to: "/recovery-hub",
    cta: "Start recovering",
  },
] as const satisfies readonly { title: string; text: string; to: PageLink; cta: string }[];

export const DISCLAIMER =
  "This site teaches you how to recognize scams. It is not a law firm, a bank or the police, and we will never call you or ask for money. If you have lost money, call your bank first, then the National Elder Fraud Hotline.";
