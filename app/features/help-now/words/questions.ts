/**
 * The questions of /help-now, one per screen, in plain words: the start screen's common cases, the
 * quick paths' one-tap questions, and the full path's six. The answer values are fixed in
 * app/features/help-now/help-now.ts; only the words live here.
 */
import type { Audience, ContactWay, Path, Payment, QuestionId, QuickPath, Shared, StepProblem, Story } from "../help-now";
import { NONE } from "../help-now";

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
  { value: "wire", label: "Western Union, MoneyGram or Ria", hint: "A money transfer sent from a store or an app." },
  { value: "bank-transfer", label: "A bank wire, transfer or Zelle", hint: "Sent from the bank, its app or its website." },
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

/** A one-tap question of a quick path: each answer is a button that moves on at once. */
export interface QuickQuestion {
  ask: { me: string; helper: string };
  hint?: string;
  choices: readonly Choice[];
  /** A link to the same question with check cards, for more than one answer. */
  more?: string;
}

/** The full path's choices for `values`, in that order, with any words changed for the quick screen. */
function pick<V extends string>(
  list: readonly Choice<V>[],
  values: readonly V[],
  words: Partial<Record<V, Partial<Choice>>> = {},
): Choice[] {
  return values.map((value) => {
    const choice = list.find((c) => c.value === value);
    if (!choice) throw new Error(`No choice ${value}`);
    return { ...choice, ...words[value] };
  });
}

/** The ways of paying, most common in these scams first. */
const PAY_WAYS: readonly Payment[] = ["gift-card", "wire", "bank-transfer", "cash", "crypto", "payment-app", "card"];
const SHARE_WAYS: readonly Shared[] = ["bank-login", "remote-access", "code", "ssn", "medicare"];

const STORY_QUICK: QuickQuestion = {
  ask: { me: "Who did they say they were?", helper: "Who did the scammer say they were?" },
  hint: "Tap the closest one.",
  choices: STORY,
};

const MORE_WAYS = "More than one way? Choose them all";
const MORE_THINGS = "More than one of these? Choose them all";

/** The quick paths' questions (and the one that adds what was shared to a plan). */
export const QUICK_QUESTIONS: Readonly<Record<QuickPath | "shared", Partial<Record<QuestionId, QuickQuestion>>>> = {
  family: {
    paid: {
      ask: { me: "Have you paid or sent anything yet?", helper: "Have they paid or sent anything yet?" },
      choices: pick(PAID, [NONE, ...PAY_WAYS], { [NONE]: { label: "No, nothing yet" } }),
      more: MORE_WAYS,
    },
  },
  paid: {
    paid: {
      ask: { me: "How was it paid?", helper: "How was it paid?" },
      choices: pick(PAID, PAY_WAYS),
      more: MORE_WAYS,
    },
    story: STORY_QUICK,
    shared: {
      ask: { me: "Did they also get any of these?", helper: "Did the scammer also get any of these?" },
      choices: pick(SHARED_CHOICES, [NONE, ...SHARE_WAYS], { [NONE]: { label: "No, none of these" } }),
      more: MORE_THINGS,
    },
  },
  access: {
    shared: {
      ask: { me: "What did they get?", helper: "What did the scammer get?" },
      choices: pick(SHARED_CHOICES, SHARE_WAYS),
      more: MORE_THINGS,
    },
    paid: {
      ask: { me: "Was any money sent or taken?", helper: "Was any money sent or taken?" },
      choices: pick(PAID, [NONE, ...PAY_WAYS], { [NONE]: { label: "No, not that I know of" } }),
      more: MORE_WAYS,
    },
    story: STORY_QUICK,
  },
  shared: {
    shared: {
      ask: { me: "What else did they get?", helper: "What else did the scammer get?" },
      choices: pick(SHARED_CHOICES, [NONE, ...SHARE_WAYS], { [NONE]: { label: "Nothing else" } }),
      more: MORE_THINGS,
    },
  },
};

/** The start screen: who it is for, then one tap on what is happening. */
export const START = {
  forLegend: "Who is this for?",
  ask: "What is happening?",
  hint: "Tap the closest one.",
  stored: "Nothing you choose is stored.",
  choices: [
    {
      value: "family",
      label: "Someone says a family member is in trouble",
      hint: "A grandchild in jail or hurt, or a lawyer or officer calling for them.",
    },
    { value: "paid", label: "Money or gift cards were already sent", hint: "By gift card, wire, cash, crypto, a bank transfer or an app." },
    {
      value: "access",
      label: "Someone got into the computer or a bank account",
      hint: "They saw the screen, put in a program, or got a password, a code or card details.",
    },
    { value: "full", label: "Something else", hint: "Answer six short questions." },
  ] satisfies readonly Choice<Exclude<Path, "shared">>[],
  forChoices: FOR,
} as const;

/** The start screen, as its loader hands it to the page. */
export interface StartView {
  /** Who it is for, kept when a person comes back to the start. */
  for: Audience;
}

/** One question screen of /help-now, as its loader hands it to the page. */
export interface StepView {
  path: Path;
  step: number;
  /** How many questions this path asks. */
  count: number;
  question: QuestionId;
  /** The question in the words for "me" or for a helper. */
  ask: string;
  hint?: string;
  /** One-tap buttons, radio cards (one answer), check cards (all that apply), or the state list. */
  kind: "tap" | "one" | "all" | "state";
  choices: readonly Choice[];
  problem?: StepProblem;
  /** The other answers and the path, carried as hidden fields so each step is a plain GET form. */
  carried: [string, string][];
  /** What is already chosen for this question. */
  chosen: string[];
  backHref: string;
  /** The same question with check cards, for more than one answer. */
  more: { href: string; label: string } | null;
  /** The last question: the form goes to the plan. */
  last: boolean;
}

export type HelpNowScreen = { screen: "start"; start: StartView } | { screen: "step"; view: StepView };

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
  intro: "Tap what is happening to get your own plan, in a few taps. Nothing you choose is stored.",
  calm: "Stop. Do not pay anything more. You are doing the right thing by checking.",
} as const;

/** Words the plan's page and its PDF share. */
export const PLAN_WORDS = {
  nowPaid: "Stop the money: do this now",
  nowNotPaid: "Do this now",
  lockDown: "Lock things down",
  helplines: "Who can help",
  closed:
    "The helplines are closed right now. You do not have to wait for them: do the steps above now. Banks answer the number on the card day and night, and {{fact:reportFraudSite}} takes reports at any hour.",
  report: "Report it",
  summary: "Your report summary",
  summaryHelper: "The report summary",
  secondScam: "Watch out for a second scam",
  kindTalk: "How to talk about it kindly",
  askShared:
    "Did they also get a card or bank login, a Social Security or Medicare number, a code, or into the computer? Add it to the plan:",
  askSharedLink: "Add what they got",
  tellUs: "After you report it officially, you can also tell us what happened, without your name. It helps us warn others.",
  tellUsLink: "Tell us about the scam",
} as const;
export const SUMMARY_HINT = "Fill in the blanks in [brackets], then copy it into the report form or read it to the hotline.";
