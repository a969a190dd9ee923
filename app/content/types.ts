/**
 * Shapes of the site's teaching content. Content files in app/content/ fill
 * these; route modules only render them. Every statistic from outside the site names its source.
 */
import type { GuideSlug } from "./guides/order";
import type { PageLink } from "~/lib/page-path";

/**
 * A figure with where it comes from. `source` names the outside body that measured it (the FBI,
 * the FTC...) with `year` and, where the page was read, `url`. Only a count of what this site
 * holds ("7 free training modules") goes without one; every figure about scams is a
 * SourcedStatistic. A claim nobody has measured is said in words, never as a number.
 */
export interface Statistic {
  /** The figure as shown, e.g. "$83,000" or "Nearly $4.9 billion". */
  value: string;
  /** What the figure means, in plain words. */
  label: string;
  source?: string;
  /** The year the source gives its figure for, e.g. 2024 for the FBI's 2024 Elder Fraud Report. */
  year?: number;
  /** The source's own page or report, for a figure from an outside body. */
  url?: string;
}

/** A statistic that names its source: every figure about scams the site shows. */
export type SourcedStatistic = Statistic & { source: string; year: number };

export interface LinkResource {
  name: string;
  /** Absolute https:// address of the organisation's own site. */
  url: string;
  description: string;
}

export interface PhoneContact {
  name: string;
  /** As shown: a number from the fact list is written as its token, e.g. "{{fact:elderFraudHotline}}" (app/facts.ts). */
  display: string;
  /** For tel: links, e.g. "{{tel:elderFraudHotline}}" ("+1" and the ten digits), or "988", "7726". */
  tel: string;
  description: string;
}

// ---- Protection training modules (/protect-yourself) ----

export type ModuleLevel = "Essential" | "Critical" | "High Priority" | "Important";
export type StepImportance = "Critical" | "Important" | "Recommended";

export interface TrainingModule {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** Name of an icon in app/components/ui/icon.tsx. */
  icon: IconName;
  level: ModuleLevel;
  /** Minutes. */
  time: number;
}

export interface ModuleStep {
  title: string;
  /** e.g. "10 minutes". */
  duration: string;
  importance: StepImportance;
  content: string[];
  warning?: string;
  tips?: string[];
  examples?: string[];
}

/**
 * One part of a module's lesson. A module is a list of these, in the order the page shows them;
 * app/features/pages/ui/module-guide.tsx gives each kind its heading and look. Every module has
 * the first six kinds and the last two; the others are the parts only some modules need.
 */
export type ModuleSection =
  | { kind: "overview"; text: string }
  | { kind: "threats"; items: string[] }
  | { kind: "steps"; items: ModuleStep[] }
  | { kind: "quickWins"; items: string[] }
  | { kind: "redFlags"; items: { category: string; examples: string[]; reality: string }[] }
  | { kind: "psychologyTactics"; items: { tactic: string; howItWorks: string; defense: string }[] }
  | { kind: "statistics"; items: SourcedStatistic[] }
  | { kind: "emergingThreats2025"; items: { threat: string; description: string; protection: string }[] }
  | { kind: "callBlockingSetup"; items: { method: string; steps: string[] }[] }
  | { kind: "commonSmishingTricks"; items: { type: string; example: string; redFlags: string[]; protection: string }[] }
  | { kind: "facebookScams"; items: { name: string; description: string; protection: string }[] }
  | { kind: "privacySettings"; items: { platform: string; criticalSettings: string[] }[] }
  | { kind: "bankingSecurity"; items: { strategy: string; setup: string[] }[] }
  | { kind: "emergencyNumbers"; items: PhoneContact[] }
  | { kind: "practiceScenarios"; items: PracticeScenario[] }
  | { kind: "resources"; items: LinkResource[] };

/** A module's whole lesson: its sections in page order. */
export type ModuleContent = readonly ModuleSection[];

/** A situation to practise on: what happens, its red flags and the right response. */
export interface PracticeScenario {
  scenario: string;
  redFlags: string[];
  response: string;
}

/** The site's icons: each is a symbol in public/icons.svg (a unit test holds them together). */
export const ICON_NAMES = [
  "shield",
  "lock",
  "alert",
  "phone",
  "message",
  "users",
  "bank",
  "sparkles",
  "mail",
  "heart",
  "chart",
  "computer",
  "id",
  "heart-pulse",
  "gift",
  "home",
  "book",
  "check",
  "clock",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

// ---- Scam guides (/scam-types/{slug}) ----

/** A guide's type: its slug with dashes as underscores ("phone_scams"), the rule that reads an address. */
export type ScamGuideType = Underscored<GuideSlug>;
type Underscored<S extends string> = S extends `${infer A}-${infer B}` ? `${A}_${Underscored<B>}` : S;

export interface ScamGuide {
  /** The canonical slug, e.g. "phone-scams". */
  id: string;
  type: ScamGuideType;
  title: string;
  /** One or two sentences for cards and search. */
  summary: string;
  /** How This Scam Occurs: paragraphs. */
  howItOccurs: string[];
  /** How to Identify: warning signs, one per item. */
  identification: string[];
  /** 'If You're Being Scammed': newline-separated numbered text ("1. ...\n2. ..."). */
  immediateActions: string;
  /** Recovery Steps: same format. */
  recoverySteps: string;
  /** Real-World Examples accordion: label -> text. */
  examples: { commonScenario: string; warningSigns: string; preventionTips: string };
  /** The stats alert line. */
  stats: string;
  /** Optional '2025 Trends' note. */
  trends2025?: string;
  /** ISO date. */
  lastUpdated: string;
}

/** A page a guide's facts were read on, listed at the end of the guide. */
export interface GuideSource {
  /** The organisation and page, as a reader would name it. */
  name: string;
  url: string;
  /** ISO date the page was read. */
  checked: string;
}

/** What a guide page shows, in any language: an English ScamGuide or a Spanish guide (es/guias). */
export type GuideContent = Omit<ScamGuide, "type"> & { sources?: readonly GuideSource[] };

// ---- Examples (/examples) ----

export type Severity = "Medium" | "High" | "Critical";

export interface PhoneScamExample {
  title: string;
  severity: Severity;
  scenario: string;
  attackerGoal: string;
  psychTriggers: string[];
  scriptExcerpts: string[];
  artifacts: string[];
  redFlags: string[];
  whatWentWrong: string;
  correctResponse: string;
  recoverySteps: string[];
  timeImpact: string;
  moneyImpact: string;
  reportingPaths: string[];
  /** ISO date. */
  lastUpdated: string;
}

export interface ShortScamExample extends PracticeScenario {
  title: string;
  severity: Severity;
}

// ---- Help pages ----

export interface EmergencyStep {
  step: number;
  title: string;
  description: string;
  /** One of: "Immediately", "Within 5 minutes", "Within 10 minutes", "Within 30 minutes", "Within 1 hour". */
  timeframe: string;
  critical: boolean;
}

export interface RecoveryGroup {
  title: string;
  actions: string[];
}

/**
 * What a resource card is. "PDF Guide" only for a page that offers a PDF download (a scam guide, the
 * caregiver guide); a page without one is an "Online Guide", a "Lesson" or "Examples".
 */
export type ResourceType = "PDF Guide" | "Online Guide" | "Checklist" | "Lesson" | "Examples";

export interface SiteResource {
  id: string;
  title: string;
  description: string;
  type: ResourceType;
  icon: IconName;
  /** Where the resource lives on this site (a page path). */
  href: PageLink;
  featured: boolean;
}

export type ExternalResourceType = "Government" | "Law Enforcement" | "Non-Profit";

export interface ExternalResource {
  title: string;
  description: string;
  url: string;
  type: ExternalResourceType;
}

export interface CaregiverModule {
  id: string;
  title: string;
  icon: IconName;
  description: string;
  keyPoints: string[];
}

export interface WarningSignGroup {
  category: "Financial" | "Behavioral" | "Technology";
  signs: string[];
}

export type RecoveryPriority = "Critical" | "High" | "Important" | "Variable" | "Essential";

export interface RecoveryPhase {
  id: string;
  title: string;
  timeframe: "First 24 Hours" | "First Week" | "First Month" | "Ongoing" | "As Needed" | "Long-term";
  priority: RecoveryPriority;
  description: string;
  actions: string[];
}

export interface LocationResource {
  name: string;
  phone?: string;
  /** For tel: links. */
  tel?: string;
  website: string;
  description: string;
}

export type ThreatRisk = "Critical" | "High" | "Medium";

export interface EmergingThreat {
  id: string;
  title: string;
  icon: IconName;
  riskLevel: ThreatRisk;
  /** The badge text shown on the card, e.g. "Critical", "High Impact", "Rising", "Persistent". */
  badge: string;
  targetedLoss: string;
  description: string;
  howItWorks: string;
  redFlags: string[];
  protection: string[];
  recentCase?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

// ---- Quizzes (/scam-quizzes) ----

export interface EmailQuizItem {
  id: string;
  title: string;
  subject: string;
  /** As shown in the From line, e.g. "Amazon Security <security@amaz0n-alerts.com>". */
  sender: string;
  body: string;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  redFlags: string[];
}

export interface TextQuizItem {
  id: string;
  title: string;
  phoneNumber: string;
  message: string;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  redFlags: string[];
}

// ---- Scam database (/scam-database) ----

export type ScamRiskLevel = "Low" | "Medium" | "High" | "Critical";
export type Prevalence = "Epidemic" | "Very Common" | "Common" | "Rare";
export type ScamCategory =
  | "Impersonation"
  | "Tech Support"
  | "Romance"
  | "Healthcare"
  | "Prize/Lottery"
  | "Investment"
  | "Government"
  | "Charity"
  | "Phishing"
  | "Home Services";

export interface ScamRecord {
  id: string;
  type: string;
  title: string;
  description: string;
  redFlags: [string, string, string, string, string];
  protectionTips: [string, string, string, string, string];
  riskLevel: ScamRiskLevel;
  category: ScamCategory;
  keywords: string[];
  /** e.g. "$41M in 2024" — only with a source named in `lossesSource`, or descriptive text. */
  reportedLosses: string;
  /** Where the loss figure comes from; omit when reportedLosses has no number. */
  lossesSource?: string;
  prevalence: Prevalence;
}

/** The contact pages' "Is a scam happening right now?" box (components/ui/emergency-box.tsx). */
export interface EmergencyBoxWords {
  title: string;
  text: string;
  /** "National Elder Fraud Hotline, Monday to Friday, ...". */
  line: string;
  /** The tap-to-call link's name for screen readers. */
  callName: string;
  afterHours: string;
}
