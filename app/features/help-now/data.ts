/**
 * The shapes of the personal plan's help data (filled in app/features/help-now/words/): numbers, links
 * and their sources, steps, report routes, helplines and the catalogue the plan builder reads.
 */
import type { Audience, ContactWay, Payment, Shared, Story } from "./help-now";
import type { OpeningHours, OpeningWords } from "./opening-hours";

/** Where a number or address was read, and when (ISO date): every entry of the help data has one. */
export interface Source {
  url: string;
  checked: string;
}

export interface HelpContact {
  name: string;
  /** As shown, e.g. "1-800-633-4227" (in the content, a fact's token: app/facts.ts). */
  display: string;
  /** For the tel: link, e.g. "+18006334227" or "988". */
  tel: string;
  source: Source;
}

export interface HelpLink {
  name: string;
  url: string;
  source: Source;
}

export type When = "now" | "today" | "this week";

/** The report summary's parts, in the language's own phrases (the catalogue's `phrases`). */
export interface SummaryParts {
  helper: boolean;
  /** How they made contact, or null when the quick path did not ask. */
  how: string | null;
  story: string;
  paid: readonly string[];
  /** What was shared, or null when the quick path did not ask. */
  shared: readonly string[] | null;
}

/**
 * The words the plan builder itself writes (around the catalogue's texts), in one language: the
 * pronouns that fill {you}/{your}, the verdict, the report summary's sentences and the helplines'
 * "open now" lines.
 */
export interface PlanLanguage {
  pronouns: Readonly<Record<Audience, { you: string; your: string }>>;
  /** What {state} reads when no state was chosen. */
  yourState: string;
  /** "a, b and c": the word before the last item. */
  and: string;
  when: Readonly<Record<When, string>>;
  verdict: { sure: string; signs: string; noBlame: Readonly<Record<Audience, string>> };
  summary: (parts: SummaryParts) => string;
  hours: {
    open: string;
    closed: string;
    closedToday: string;
    mayBeClosedToday: string;
    /** " (holiday: Thanksgiving Day)", with the holiday's name in this language. */
    holiday: (name: string) => string;
    /** ". Opens tomorrow at 10 a.m. Eastern Time" */
    opens: (when: string) => string;
  };
  opening: OpeningWords;
}

/**
 * One step of the plan. Texts may say {you}, {your}, {You} and {Your}: the plan for a helper reads
 * them as "they" and "their" (singular "they" takes the same verbs as "you").
 */
export interface StepContent {
  id: string;
  when: When;
  title: string;
  text: string;
  /** Things to say or ask, shown as a list under the text. */
  items?: readonly string[];
  contacts?: readonly HelpContact[];
  links?: readonly HelpLink[];
}

/** When a report route applies: always, or when any listed answer was given. */
export interface AppliesWhen {
  always?: true;
  stories?: readonly Story[];
  contacts?: readonly ContactWay[];
  payments?: readonly Payment[];
  shared?: readonly Shared[];
  /** Only when a state was chosen / only when none was. */
  state?: "chosen" | "not chosen";
  /** Only when something was paid or shared: a try that cost nothing needs fewer reports. */
  lost?: true;
}

export interface ReportRoute extends StepContent {
  applies: AppliesWhen;
}

export interface Helpline {
  id: string;
  name: string;
  owner: string;
  display: string;
  tel: string;
  hours: OpeningHours;
  hoursText: string;
  /** What it is for, one sentence. */
  purpose: string;
  /**
   * A fraud helpline counts when deciding whether help is open now. 988 is for distress, not the
   * fraud: the plan shows it only when money was lost.
   */
  fraudHelp: boolean;
  source: Source;
}

/** The call to the bank: what to ask depends on what the bank must stop. */
export interface BankCall extends StepContent {
  asks: {
    /** Money went by bank wire, transfer or Zelle. */
    transfer: string;
    /** A bank login or card details were shared. */
    login: string;
    /** A scammer was in the computer. */
    remote: string;
    /** For every call. */
    watch: string;
  };
}

export interface HelpNowCatalogue {
  stopMoney: Readonly<Record<Payment, readonly StepContent[]>>;
  lockDown: Readonly<Record<Shared, readonly StepContent[]>>;
  bankCall: BankCall;
  /** What to do now when nothing was paid, for each story (hang up, do not pay, check, tell someone). */
  notPaid: Readonly<Record<Story, readonly StepContent[]>>;
  /** When something was paid: stop talking to them (after the steps that stop the money). */
  stopContact: StepContent;
  /** Steps a story needs whether or not anything was paid (a romance: keep the messages, report the profile). */
  storySteps: Readonly<Partial<Record<Story, readonly StepContent[]>>>;
  tellSomeone: StepContent;
  reports: readonly ReportRoute[];
  helplines: readonly Helpline[];
  /** Stories that are known scam patterns: the verdict says "This is a scam". */
  scamStories: readonly Story[];
  /** Ways of paying that only scammers ask for: the verdict says "This is a scam". */
  scamPayments: readonly Payment[];
  storyReason: Readonly<Record<Story, string>>;
  paymentReason: Readonly<Partial<Record<Payment, string>>>;
  /** Words for the report summary. */
  phrases: {
    contact: Readonly<Record<ContactWay, string>>;
    story: Readonly<Record<Story, string>>;
    payment: Readonly<Record<Payment, string>>;
    shared: Readonly<Record<Shared, string>>;
  };
  recoveryScam: StepContent;
  kindTalk: readonly string[];
  /** Tips for a helper that only one story needs. */
  storyTalk: Readonly<Partial<Record<Story, readonly string[]>>>;
}
