/**
 * The personal plan (/help-now), built from the answers and the typed help data. Pure: the time is
 * passed in, so "open now" is decided by the caller's clock (the server's, at request time).
 */
import type { Audience, HelpNowAnswers } from "./help-now";
import type { AppliesWhen, BankCall, HelpNowCatalogue, HelpContact, HelpLink, Helpline, PlanLanguage, StepContent } from "./data";
import { PLAN_LANGUAGE } from "./words/language";
import { type HolidayRule, holidayAt, isOpenAt, nextOpening } from "./opening-hours";
import { US_STATES, type StateCode } from "./us-states";

export interface PlanStep extends Omit<StepContent, "contacts" | "links" | "items"> {
  items: readonly string[];
  contacts: readonly HelpContact[];
  links: readonly HelpLink[];
}

export interface HelplineStatus {
  helpline: Helpline;
  open: boolean;
  /** When it opens next, in words, for a closed line. */
  opens: string | null;
  /** The holiday it is closed for today, if any. */
  holiday: string | null;
  /** Its state in words ("Open now", "Closed now. Opens tomorrow at 10 a.m. Eastern Time"). */
  text: string;
}

export interface Plan {
  audience: Audience;
  verdict: { sure: boolean; headline: string; reason: string; noBlame: string };
  /** Something was paid: the first section stops the money. */
  paid: boolean;
  /** The first things to do, most urgent first: the bank when a bank is involved, then the money, then the rest. */
  now: PlanStep[];
  /** What to lock down later today or this week. */
  lockDown: PlanStep[];
  helplines: HelplineStatus[];
  /** True when every fraud helpline is closed right now. */
  helplinesClosed: boolean;
  report: PlanStep[];
  summary: string;
  recoveryScam: PlanStep;
  kindTalk: readonly string[];
  /** The answers did not say what was shared (the family path does not ask): the plan offers to add it. */
  askShared: boolean;
  stateName?: string;
}

/** The plan for the answers in an address, or where to go back to when one is missing or unknown. */
export type PlanResult = { ok: true; plan: Plan; query: string } | { ok: false; fixHref: string; answered: number };

/** A helpline's state right now, in words: open, closed (and when it opens), or closed for a holiday. */
export function openNowText(
  { helpline, open, opens, holiday }: Omit<HelplineStatus, "text">,
  language: PlanLanguage = PLAN_LANGUAGE,
): string {
  const words = language.hours;
  if (open) return words.open;
  const next = opens ? words.opens(opens) : "";
  if (!holiday) return `${words.closed}${next}`;
  const maybe = helpline.hours.kind === "weekly" && helpline.hours.onHolidays === "may close";
  return `${maybe ? words.mayBeClosedToday : words.closedToday}${words.holiday(holiday)}${next}`;
}

/** "{you}" and "{your}" for the person it happened to, or "they" and "their" for a helper (or the language's own). */
export function forAudience(text: string, audience: Audience, language: PlanLanguage = PLAN_LANGUAGE): string {
  const words = language.pronouns[audience];
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

function toStep(content: StepContent, audience: Audience, language: PlanLanguage, state?: string): PlanStep {
  const fill = (s: string) => forAudience(s.replaceAll("{state}", state ?? language.yourState), audience, language);
  return {
    id: content.id,
    when: content.when,
    title: fill(content.title),
    text: fill(content.text),
    items: (content.items ?? []).map(fill),
    contacts: content.contacts ?? [],
    links: (content.links ?? []).map((l) => ({ ...l, name: fill(l.name) })),
  };
}

/** Something was paid or shared: the scam cost something, or could. */
function lostSomething(a: HelpNowAnswers): boolean {
  return a.paid.length > 0 || (a.shared?.length ?? 0) > 0;
}

export function applies(rule: AppliesWhen, a: HelpNowAnswers): boolean {
  if (rule.state === "chosen" && !a.state) return false;
  if (rule.state === "not chosen" && a.state) return false;
  if (rule.lost && !lostSomething(a)) return false;
  if (rule.always) return true;
  return Boolean(
    rule.stories?.includes(a.story) ||
      (a.contact && rule.contacts?.includes(a.contact)) ||
      rule.payments?.some((p) => a.paid.includes(p)) ||
      rule.shared?.some((s) => a.shared?.includes(s)),
  );
}

/** "a, b and c" */
export function listInWords(items: readonly string[], and = PLAN_LANGUAGE.and): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/**
 * The report summary a person copies into the FTC or FBI form or reads to the hotline: what
 * happened, how they were contacted, what was paid and how, what was shared, with blanks ([...])
 * for what only they know (and for what the quick questions did not ask).
 */
export function reportSummary(a: HelpNowAnswers, phrases: HelpNowCatalogue["phrases"], language: PlanLanguage = PLAN_LANGUAGE): string {
  return language.summary({
    helper: a.for === "helper",
    how: a.contact ? phrases.contact[a.contact] : null,
    story: phrases.story[a.story],
    paid: a.paid.map((p) => phrases.payment[p]),
    shared: a.shared === undefined ? null : a.shared.map((s) => phrases.shared[s]),
  });
}

/** The bank call, asking for what this scam needs the bank to stop. */
function bankCall(a: HelpNowAnswers, bank: BankCall): StepContent {
  const shared = a.shared ?? [];
  const asks = [
    a.paid.includes("bank-transfer") ? bank.asks.transfer : null,
    shared.includes("bank-login") ? bank.asks.login : null,
    shared.includes("remote-access") ? bank.asks.remote : null,
    bank.asks.watch,
  ];
  return { ...bank, items: asks.filter((ask): ask is string => ask !== null) };
}

/**
 * The first things to do, in order: the bank first when a bank login or a bank transfer is involved;
 * then each way of paying; then what was shared (the bank after the computer is off the internet);
 * then, when nothing was paid, what to do instead of paying, or else stop talking to them; the
 * story's own steps; and tell someone.
 */
function firstSteps(a: HelpNowAnswers, data: HelpNowCatalogue): StepContent[] {
  const shared = a.shared ?? [];
  const bankFirst = a.paid.includes("bank-transfer") || shared.includes("bank-login");
  const bankLater = !bankFirst && shared.includes("remote-access");
  const bank = bankCall(a, data.bankCall);
  return [
    ...(bankFirst ? [bank] : []),
    ...a.paid.flatMap((p) => data.stopMoney[p]),
    ...shared.flatMap((s) => data.lockDown[s]).filter((s) => s.when === "now"),
    ...(bankLater ? [bank] : []),
    ...(a.paid.length ? [data.stopContact] : data.notPaid[a.story]),
    ...(data.storySteps[a.story] ?? []),
    data.tellSomeone,
  ];
}

/**
 * The plan for a complete set of answers, at the moment `now` (for the helplines' open hours, with
 * the holidays they close on).
 */
export function buildPlan(
  a: HelpNowAnswers,
  data: HelpNowCatalogue,
  now: Date,
  holidays?: HolidayRule,
  language: PlanLanguage = PLAN_LANGUAGE,
): Plan {
  const state = stateName(a.state);
  const step = (c: StepContent) => toStep(c, a.for, language, state);
  const scamPayment = a.paid.find((p) => data.scamPayments.includes(p));
  const sure = data.scamStories.includes(a.story) || scamPayment !== undefined;
  const reason =
    data.scamStories.includes(a.story) || !scamPayment
      ? data.storyReason[a.story]
      : (data.paymentReason[scamPayment] ?? data.storyReason[a.story]);
  const helplines = data.helplines
    .filter((helpline) => helpline.fraudHelp || a.paid.length > 0)
    .map((helpline) => {
      const status = {
        helpline: { ...helpline, purpose: forAudience(helpline.purpose, a.for, language) },
        open: isOpenAt(helpline.hours, now, holidays),
        opens: nextOpening(helpline.hours, now, holidays, language.opening),
        holiday: holidayAt(helpline.hours, now, holidays),
      };
      return { ...status, text: openNowText(status, language) };
    });
  // A step two answers share (the bank call, changing passwords, the FBI report of a wire) appears once, where it is first needed.
  const seen = new Set<string>();
  const once = (steps: readonly StepContent[]) =>
    steps.filter((s) => {
      if (seen.has(s.id)) return false;
      seen.add(s.id);
      return true;
    });
  const shared = a.shared ?? [];
  return {
    audience: a.for,
    verdict: {
      sure,
      headline: sure ? language.verdict.sure : language.verdict.signs,
      reason: forAudience(reason, a.for, language),
      noBlame: language.verdict.noBlame[a.for],
    },
    paid: a.paid.length > 0,
    now: once(firstSteps(a, data)).map(step),
    lockDown: once(shared.flatMap((s) => data.lockDown[s]).filter((s) => s.when !== "now")).map(step),
    helplines,
    helplinesClosed: helplines.every((h) => !h.helpline.fraudHelp || !h.open),
    report: once(data.reports.filter((r) => applies(r.applies, a))).map(step),
    summary: reportSummary(a, data.phrases, language),
    recoveryScam: step(data.recoveryScam),
    kindTalk: a.for === "helper" ? [...(data.storyTalk[a.story] ?? []), ...data.kindTalk] : [],
    askShared: a.shared === undefined,
    ...(state ? { stateName: state } : {}),
  };
}
