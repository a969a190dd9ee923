/**
 * The questions of /help-now, one per screen, in plain words. The answer values are fixed in
 * app/lib/help-now.ts; only the words live here.
 */
import type { Audience, ContactWay, Payment, QuestionId, Shared, StepProblem, Story } from "~/lib/help-now";
import { NONE } from "~/lib/help-now";

export interface Choice<V extends string = string> {
  value: V;
  label: string;
  hint?: string;
}

export interface Question {
  id: QuestionId;
  /** The question, for the person it happened to and for a helper. */
  ask: { me: string; helper: string };
  hint?: string;
  /** Radio cards (one answer) or check cards (all that apply; "none" stands alone). */
  kind: "one" | "all" | "state";
  choices: readonly Choice[];
}

const FOR: readonly Choice<Audience>[] = [
  { value: "me", label: "Me", hint: "It is happening to me." },
  { value: "helper", label: "Someone I help", hint: "A parent, relative, friend or client." },
];

const CONTACT: readonly Choice<ContactWay>[] = [
  { value: "phone", label: "A phone call" },
  { value: "text", label: "A text message" },
  { value: "email", label: "An email" },
  { value: "social", label: "Social media or a dating site" },
  { value: "popup", label: "A pop-up or warning on a computer" },
  { value: "door", label: "Someone at the door, or a courier" },
  { value: "letter", label: "A letter in the mail" },
];

const STORY: readonly Choice<Story>[] = [
  { value: "family", label: "A family member is in trouble", hint: "In jail, in the hospital, in an accident, stuck abroad." },
  { value: "government", label: "The government", hint: "The IRS, Social Security, Medicare or the police." },
  { value: "bank", label: "The bank or its fraud department", hint: "Your account is in danger, or money must be moved." },
  { value: "tech", label: "Tech support or a virus", hint: "Your computer is hacked or has a virus." },
  { value: "prize", label: "A prize or a lottery", hint: "You won, but must pay a fee or taxes first." },
  { value: "romance", label: "A new friend or a romance", hint: "Someone you met online needs money." },
  { value: "investment", label: "An investment or crypto", hint: "A sure way to make money." },
  { value: "job", label: "A job", hint: "Easy work from home, or you must pay to start." },
  { value: "charity", label: "A charity", hint: "A donation, often after a disaster." },
  { value: "package", label: "A package, a toll or a bill", hint: "A delivery problem, an unpaid toll, a bill to pay now." },
  { value: "other", label: "Something else" },
];

const PAID: readonly Choice<Payment | typeof NONE>[] = [
  { value: NONE, label: "No, nothing was paid" },
  { value: "gift-card", label: "Gift cards", hint: "Or read out the numbers on the back." },
  { value: "wire", label: "A wire transfer", hint: "Western Union, MoneyGram, Ria or a bank wire." },
  { value: "bank-transfer", label: "A bank transfer or Zelle" },
  { value: "payment-app", label: "Venmo, Cash App or PayPal" },
  { value: "card", label: "A credit or debit card" },
  { value: "crypto", label: "Cryptocurrency or a Bitcoin ATM" },
  { value: "cash", label: "Cash, gold or a package", hint: "Sent by mail or handed to a courier." },
];

const SHARED_CHOICES: readonly Choice<Shared | typeof NONE>[] = [
  { value: NONE, label: "Nothing" },
  { value: "ssn", label: "A Social Security number" },
  { value: "bank-login", label: "Bank or card details, or a login", hint: "A card number, account number, user name or password." },
  { value: "medicare", label: "A Medicare number" },
  { value: "code", label: "A code sent to the phone", hint: "A one-time code from a text or a call." },
  { value: "remote-access", label: "Let them into the computer", hint: "They installed a program or saw the screen." },
];

export const QUESTIONS: Readonly<Record<QuestionId, Question>> = {
  for: { id: "for", ask: { me: "Who is this for?", helper: "Who is this for?" }, kind: "one", choices: FOR },
  contact: { id: "contact", ask: { me: "How did it start?", helper: "How did it start?" }, kind: "one", choices: CONTACT },
  story: {
    id: "story",
    ask: { me: "What did they say?", helper: "What did the scammer say?" },
    hint: "Choose the closest one.",
    kind: "one",
    choices: STORY,
  },
  paid: {
    id: "paid",
    ask: { me: "Did you pay or send anything?", helper: "Did they pay or send anything?" },
    hint: "Choose every way that was used.",
    kind: "all",
    choices: PAID,
  },
  shared: {
    id: "shared",
    ask: { me: "Did you share anything or let them in?", helper: "Did they share anything or let the scammer in?" },
    hint: "Choose everything that was shared.",
    kind: "all",
    choices: SHARED_CHOICES,
  },
  state: {
    id: "state",
    ask: { me: "Which state are you in?", helper: "Which state do they live in?" },
    hint: "So we can point to the right state offices. You can skip this.",
    kind: "state",
    choices: [],
  },
};

/** One screen of /help-now, as its loader hands it to the page. */
export interface StepView {
  step: number;
  question: Question;
  /** The question in the words for "me" or for a helper. */
  ask: string;
  problem?: StepProblem;
  /** The other answers, carried as hidden fields so each step is a plain GET form. */
  carried: [string, string][];
  /** What is already chosen for this question. */
  chosen: string[];
  backHref: string | null;
}

/** What a step says when its answer is missing or was not understood. */
export const STEP_PROBLEM = {
  missing: {
    one: "Please choose one answer to go on.",
    all: "Please choose at least one answer to go on. If nothing happened, choose the first one.",
  },
  invalid: "We did not understand the answer in the web address. Please choose again.",
} as const;

export const HELP_NOW_INTRO = {
  title: "Get help now",
  intro:
    "Answer six short questions and get your own plan: what to do first, whom to call, and where to report. Nothing you choose is stored. It takes about a minute.",
  calm: "Stop. Do not pay anything more. Take a slow breath. You are doing the right thing by checking.",
} as const;

/** Words the plan's page and its PDF share. */
export const ANY_HOUR_TITLE = "The helplines are closed right now. Do this now anyway";
export const SUMMARY_HINT = "Fill in the blanks in [brackets], then copy it into the report form or read it to the hotline.";
