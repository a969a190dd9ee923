/**
 * The personal plan (/help-now): the answers a person gives, the order of the questions, and the
 * plan built from the answers and the typed help data in app/content/help-now/. Pure: the time is
 * passed in, so "open now" is decided by the caller's clock (the server's, at request time).
 */
import { isOpenAt, nextOpening, type OpeningHours } from "./opening-hours";
import { US_STATES, type StateCode } from "./us-states";

export const AUDIENCES = ["me", "helper"] as const;
export const CONTACT_WAYS = ["phone", "text", "email", "social", "popup", "door", "letter"] as const;
export const STORIES = [
  "family",
  "government",
  "bank",
  "tech",
  "prize",
  "romance",
  "investment",
  "job",
  "charity",
  "package",
  "other",
] as const;
export const PAYMENTS = ["gift-card", "wire", "bank-transfer", "payment-app", "card", "crypto", "cash"] as const;
export const SHARED = ["ssn", "bank-login", "medicare", "code", "remote-access"] as const;
/** The answer "no" / "nothing" of the two choose-all-that-apply questions. */
export const NONE = "none";

export type Audience = (typeof AUDIENCES)[number];
export type ContactWay = (typeof CONTACT_WAYS)[number];
export type Story = (typeof STORIES)[number];
export type Payment = (typeof PAYMENTS)[number];
export type Shared = (typeof SHARED)[number];

export interface HelpNowAnswers {
  for: Audience;
  contact: ContactWay;
  story: Story;
  /** Every way they paid; empty when nothing was paid. */
  paid: Payment[];
  /** Everything shared; empty when nothing was. */
  shared: Shared[];
  state?: StateCode;
}

/** The questions in the order they are asked; each is one screen. */
export const QUESTION_ORDER = ["for", "contact", "story", "paid", "shared", "state"] as const;
export type QuestionId = (typeof QUESTION_ORDER)[number];
export const STEP_COUNT = QUESTION_ORDER.length;
/** The state is the only question a person may skip. */
const REQUIRED: readonly QuestionId[] = ["for", "contact", "story", "paid", "shared"];

export type PartialAnswers = Partial<HelpNowAnswers>;

/** The answers as address parameters, in question order (the plan's address, the hidden fields of each step). */
export function answerParams(answers: PartialAnswers, except?: QuestionId): [string, string][] {
  const out: [string, string][] = [];
  for (const q of QUESTION_ORDER) {
    if (q === except) continue;
    const value = answers[q];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) out.push([q, NONE]);
      for (const v of value) out.push([q, v]);
    } else out.push([q, value]);
  }
  return out;
}

export function answerQuery(answers: PartialAnswers, extra: [string, string][] = []): string {
  return new URLSearchParams([...answerParams(answers), ...extra]).toString();
}

export function isComplete(answers: PartialAnswers): answers is HelpNowAnswers {
  return REQUIRED.every((q) => answers[q] !== undefined);
}

export type StepProblem = "missing" | "invalid";

/**
 * Which question to show. A person goes to the step they asked for unless an earlier required
 * answer is missing or was not understood; then that question comes back, with a message when they
 * just tried to go past it or when the address carried an answer we do not know.
 */
export function stepToShow(
  answers: PartialAnswers,
  invalid: readonly QuestionId[],
  requested: number,
): { step: number; question: QuestionId; problem?: StepProblem } {
  const wanted = Number.isInteger(requested) && requested >= 1 && requested <= STEP_COUNT ? requested : 1;
  for (let i = 0; i < wanted - 1; i++) {
    const q = QUESTION_ORDER[i]!;
    if (invalid.includes(q)) return { step: i + 1, question: q, problem: "invalid" };
    if (REQUIRED.includes(q) && answers[q] === undefined) {
      return { step: i + 1, question: q, ...(i === wanted - 2 ? { problem: "missing" as const } : {}) };
    }
  }
  const question = QUESTION_ORDER[wanted - 1]!;
  return { step: wanted, question, ...(invalid.includes(question) ? { problem: "invalid" as const } : {}) };
}

/** The first question the plan cannot do without, for the "go back" link of an incomplete plan. */
export function firstProblemStep(answers: PartialAnswers, invalid: readonly QuestionId[]): number {
  const i = QUESTION_ORDER.findIndex((q) => invalid.includes(q) || (REQUIRED.includes(q) && answers[q] === undefined));
  return i === -1 ? 1 : i + 1;
}

// ---------------------------------------------------------------------------------------------
// The help data's shapes (filled in app/content/help-now/).

/** Where a number or address was read, and when (ISO date): every entry of the help data has one. */
export interface Source {
  url: string;
  checked: string;
}

export interface HelpContact {
  name: string;
  /** As shown, e.g. "1-833-372-8311". */
  display: string;
  /** For the tel: link, e.g. "+18333728311" or "988". */
  tel: string;
  source: Source;
}

export interface HelpLink {
  name: string;
  url: string;
  source: Source;
}

export type When = "now" | "today" | "this week";
export const WHEN_LABEL: Readonly<Record<When, string>> = { now: "Now", today: "Today", "this week": "This week" };

/**
 * One step of the plan. Texts may say {you}, {your}, {You} and {Your}: the plan for a helper reads
 * them as "they" and "their" (singular "they" takes the same verbs as "you").
 */
export interface StepContent {
  id: string;
  when: When;
  title: string;
  text: string;
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
  /** 988 is for distress, not for the fraud; it does not count when deciding whether help is open now. */
  fraudHelp: boolean;
  source: Source;
}

export interface HelpNowCatalogue {
  stopMoney: Readonly<Record<Payment, readonly StepContent[]>>;
  lockDown: Readonly<Record<Shared, readonly StepContent[]>>;
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
  /** What anyone can do at any hour (shown first when no fraud helpline is open). */
  anyHour: readonly StepContent[];
  recoveryScam: StepContent;
  kindTalk: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// The plan.

export interface PlanStep extends Omit<StepContent, "contacts" | "links"> {
  contacts: readonly HelpContact[];
  links: readonly HelpLink[];
}

export interface HelplineStatus {
  helpline: Helpline;
  open: boolean;
  /** When it opens next, in words, for a closed line. */
  opens: string | null;
}

export interface Plan {
  audience: Audience;
  verdict: { sure: boolean; headline: string; reason: string; noBlame: string };
  /** True when every fraud helpline is closed right now. */
  helplinesClosed: boolean;
  anyHour: PlanStep[];
  stopMoney: PlanStep[];
  lockDown: PlanStep[];
  report: PlanStep[];
  helplines: HelplineStatus[];
  summary: string;
  recoveryScam: PlanStep;
  kindTalk: readonly string[];
  stateName?: string;
}

/** "{you}" and "{your}" for the person it happened to, or "they" and "their" for a helper. */
export function forAudience(text: string, audience: Audience): string {
  const words = audience === "me" ? { you: "you", your: "your" } : { you: "they", your: "their" };
  return text
    .replaceAll("{you}", words.you)
    .replaceAll("{your}", words.your)
    .replaceAll("{You}", cap(words.you))
    .replaceAll("{Your}", cap(words.your));
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function stateName(code: StateCode | undefined): string | undefined {
  return US_STATES.find((s) => s.code === code)?.name;
}

function toStep(content: StepContent, audience: Audience, state?: string): PlanStep {
  const fill = (s: string) => forAudience(s.replaceAll("{state}", state ?? "{your} state"), audience);
  return {
    ...content,
    title: fill(content.title),
    text: fill(content.text),
    contacts: content.contacts ?? [],
    links: (content.links ?? []).map((l) => ({ ...l, name: fill(l.name) })),
  };
}

export function applies(rule: AppliesWhen, a: HelpNowAnswers): boolean {
  if (rule.state === "chosen" && !a.state) return false;
  if (rule.state === "not chosen" && a.state) return false;
  if (rule.always) return true;
  return Boolean(
    rule.stories?.includes(a.story) ||
      rule.contacts?.includes(a.contact) ||
      rule.payments?.some((p) => a.paid.includes(p)) ||
      rule.shared?.some((s) => a.shared.includes(s)),
  );
}

/** "a, b and c" */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The report summary a person copies into the FTC or FBI form or reads to the hotline: what
 * happened, how they were contacted, what was paid and how, what was shared, with blanks ([...])
 * for what only they know.
 */
export function reportSummary(a: HelpNowAnswers, phrases: HelpNowCatalogue["phrases"]): string {
  const helper = a.for === "helper";
  const who = helper ? "The person I help, [name], age [age]," : "I";
  const they = helper ? "They" : "I";
  const parts = [
    `On [date] at about [time], ${who} was contacted ${phrases.contact[a.contact]} by someone who said ${phrases.story[a.story]}.`,
    `The person gave the name [name they used] and used [phone number, email address, website or profile].`,
    a.paid.length
      ? `${they} paid $[amount] ${listInWords(a.paid.map((p) => phrases.payment[p]))} on [date]. [Receipt, card or transaction numbers.]`
      : `${they} did not pay anything.`,
    a.shared.length
      ? `${they} shared ${listInWords(a.shared.map((s) => phrases.shared[s]))}.`
      : `${they} did not share any personal information.`,
    `${they} reported it to [bank or company] on [date].`,
  ];
  return parts.join(" ");
}

/** The plan for a complete set of answers, at the moment `now` (for the helplines' open hours). */
export function buildPlan(a: HelpNowAnswers, data: HelpNowCatalogue, now: Date): Plan {
  const state = stateName(a.state);
  const step = (c: StepContent) => toStep(c, a.for, state);
  const scamPayment = a.paid.find((p) => data.scamPayments.includes(p));
  const sure = data.scamStories.includes(a.story) || scamPayment !== undefined;
  const reason =
    data.scamStories.includes(a.story) || !scamPayment
      ? data.storyReason[a.story]
      : (data.paymentReason[scamPayment] ?? data.storyReason[a.story]);
  const helplines = data.helplines.map((helpline) => ({
    helpline: { ...helpline, purpose: forAudience(helpline.purpose, a.for) },
    open: isOpenAt(helpline.hours, now),
    opens: nextOpening(helpline.hours, now),
  }));
  const seen = new Set<string>();
  const once = (steps: readonly StepContent[]) =>
    steps.filter((s) => {
      if (seen.has(s.id)) return false;
      seen.add(s.id);
      return true;
    });
  return {
    audience: a.for,
    verdict: {
      sure,
      headline: sure ? "This is a scam." : "This has the signs of a scam.",
      reason: forAudience(reason, a.for),
      noBlame:
        a.for === "me" ? "Scammers are professionals. This is not your fault." : "Scammers are professionals. This is not their fault.",
    },
    helplinesClosed: helplines.every((h) => !h.helpline.fraudHelp || !h.open),
    anyHour: data.anyHour.map(step),
    stopMoney: once(a.paid.flatMap((p) => data.stopMoney[p])).map(step),
    lockDown: once(a.shared.flatMap((s) => data.lockDown[s])).map(step),
    report: data.reports.filter((r) => applies(r.applies, a)).map(step),
    helplines,
    summary: reportSummary(a, data.phrases),
    recoveryScam: step(data.recoveryScam),
    kindTalk: a.for === "helper" ? data.kindTalk : [],
    ...(state ? { stateName: state } : {}),
  };
}
