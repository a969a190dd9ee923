/**
 * A reader's scam report (/report): the choices each question offers, and what to do next for a
 * report, in pure code so the server, the page and the tests share them.
 */
import type { GuideSlug } from "~/content/guides/order";

export const STORY_MAX = 1000;
export const CONTACT_MAX = 200;

export const CHANNELS = [
  { value: "call", label: "A phone call" },
  { value: "text", label: "A text message" },
  { value: "email", label: "An email" },
  { value: "social", label: "Social media or a dating site" },
  { value: "letter", label: "A letter" },
  { value: "door", label: "Someone at the door" },
  { value: "other", label: "Another way" },
] as const;

/** Who they said they were, each with the site's guide to that kind of scam where there is one. */
export const CLAIMS = [
  { value: "government", label: "A government agency (IRS, Social Security, Medicare, police)", guide: "phone-scams" },
  { value: "bank", label: "A bank or a card company", guide: "text-scams" },
  { value: "delivery", label: "A delivery company or a toll road", guide: "text-scams" },
  { value: "tech", label: "Tech support (Microsoft, Apple, antivirus)", guide: "tech-support" },
  { value: "family", label: "A grandchild or other family member", guide: "grandparent-scams" },
  { value: "romance", label: "Someone who wanted a relationship", guide: "romance-scams" },
  { value: "investment", label: "Someone offering an investment or crypto", guide: "investment-scams" },
  { value: "prize", label: "A prize, lottery or sweepstakes", guide: "phone-scams" },
  { value: "job", label: "An employer or a job offer", guide: "social-media" },
  { value: "other", label: "Someone else", guide: null },
] as const satisfies readonly { value: string; label: string; guide: GuideSlug | null }[];

/**
 * Which reports count as each scam database record's kind (its "reported to us this month" line).
 * A record missing here (charity, home repair) has no matching choice on the form, so shows none.
 */
export const RECORD_CLAIMS: Readonly<Record<string, readonly Claim[]>> = {
  "grandparent-scam": ["family"],
  "tech-support-scam": ["tech"],
  "romance-scam": ["romance"],
  "medicare-fraud": ["government"],
  "lottery-sweepstakes": ["prize"],
  "investment-crypto": ["investment"],
  "government-impersonation": ["government"],
  "phishing-smishing": ["bank", "delivery"],
};

/** Each record's reports this month, from this month's approved reports counted by claim. */
export function recordMonthCounts(byClaim: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(RECORD_CLAIMS).map(([record, claims]) => [record, claims.reduce((sum, claim) => sum + (byClaim[claim] ?? 0), 0)]),
  );
}

export const ASKS = [
  { value: "gift-cards", label: "Gift cards" },
  { value: "wire", label: "Money by wire transfer" },
  { value: "app", label: "Money by a payment app (Zelle, Venmo, Cash App)" },
  { value: "crypto", label: "Bitcoin or other crypto, or a Bitcoin machine" },
  { value: "cash", label: "Cash, gold or a courier pickup" },
  { value: "details", label: "Personal details (Social Security or Medicare number, bank details)" },
  { value: "code", label: "A code sent to my phone or email" },
  { value: "computer", label: "Access to my computer or phone" },
  { value: "nothing", label: "Nothing yet" },
] as const;

export const LOSSES = [
  { value: "none", label: "No money was lost" },
  { value: "under-100", label: "Less than $100" },
  { value: "100-999", label: "$100 to $999" },
  { value: "1000-9999", label: "$1,000 to $9,999" },
  { value: "10000-plus", label: "$10,000 or more" },
  { value: "rather-not", label: "I'd rather not say" },
] as const;

export const FOR_WHOM = [
  { value: "me", label: "For me" },
  { value: "someone", label: "For someone I help" },
] as const;

type Values<T extends readonly { value: string }[]> = T[number]["value"];
export type Channel = Values<typeof CHANNELS>;
export type Claim = Values<typeof CLAIMS>;
export type Ask = Values<typeof ASKS>;
export type Loss = Values<typeof LOSSES>;
export type ForWhom = Values<typeof FOR_WHOM>;

export const valuesOf = <T extends readonly { value: string }[]>(list: T) => list.map((item) => item.value) as [Values<T>, ...Values<T>[]];

/** Where a report should also go, beyond this site (which is not law enforcement). */
export type NextStep = "reportfraud" | "ic3" | "attorney-general" | "plan";

export function nextSteps(report: { channel: Channel; asked: Ask; lost?: Loss }): NextStep[] {
  const steps: NextStep[] = ["reportfraud"];
  const online = report.channel === "email" || report.channel === "social" || report.asked === "crypto" || report.asked === "computer";
  if (online) steps.push("ic3");
  steps.push("attorney-general");
  const lostMoney = report.lost !== undefined && report.lost !== "none" && report.lost !== "rather-not";
  const gaveAway = report.asked === "details" || report.asked === "code" || report.asked === "computer";
  if (lostMoney || gaveAway) steps.push("plan");
  return steps;
}
