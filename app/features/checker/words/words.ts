/**
 * The words of /check and of its answers (the signs' own words are in app/features/checker/explain.ts).
 * They reach the page as loader data, in the page's language (the Spanish twin is words/es/words.ts).
 */
import { BODY_MESSAGES } from "~/lib/body-messages";
import { type CheckKind, CHECK_MAX_LENGTH, type Outcome } from "../types";

export const CHECK_HOW = {
  heading: "What we look for",
  items: [
    {
      term: "In a link",
      detail:
        "Who really runs the website; names that copy a bank, an agency or a delivery company; pages on sites where anyone can make a page; links that pass through one site to another; letters from other alphabets; shortened links; numbers instead of a name; words before an @ sign; endings that scammers use often; and whether it starts with https://.",
    },
    {
      term: "In a message",
      detail:
        'Requests for gift cards, wire transfers, cryptocurrency or cash; being told to keep a secret; requests for a code; remote-access apps; a family member in trouble or on a new number; fees to collect a prize or a parcel; money to send back; a charge you did not make with a number to call; Medicare cards and refunds; government money; a courier coming for cash; "wrong number" openers; easy-money jobs; threats and deadlines. Links and phone numbers in it are checked too, and so is whether people reported them.',
    },
    {
      term: "In a phone number",
      detail:
        "Area codes that look American but are abroad, pay-per-call numbers, numbers from other countries, and the real numbers of agencies like Social Security, Medicare and the IRS.",
    },
  ],
  limits:
    "No checker catches every scam. Scammers change their words, and caller ID can be faked. If a message asks you to pay, click, call or share something, check it yourself with a number or address you already trust.",
} as const;

export const CHECK_WORDS = {
  lang: "en",
  /** Where the form posts without JavaScript: this page. */
  action: "/check",
  title: "Check a link, a message or a phone number",
  intro: "Not sure about a text, an email, a link or a call? Paste it here. We show every sign of a scam we find, and what to do.",
  privacy: "Private: the check runs on your own device. Nothing you paste is sent to us or kept.",
  privacyNoScript: "Private: nothing you paste is kept or written down anywhere.",
  label: "Paste a link, a text message or email, or a phone number",
  hint: "To copy from a message, press and hold on it, then choose Copy. Press and hold here to paste.",
  kindLegend: "What did you paste?",
  kinds: { auto: "Work it out for me", link: "A link", message: "A message", phone: "A phone number" } satisfies Record<
    CheckKind | "auto",
    string
  >,
  submit: "Check it",
  checking: "Checking…",
  errors: {
    empty: "Please paste a link, a message or a phone number to check.",
    long: "Please paste no more than {max} characters. For a long email, paste the part that asks you to do something.",
    kind: "Please choose what you pasted.",
    /** A post too large to read, or one that is not the page's form. */
    tooLarge: BODY_MESSAGES.en.tooLarge,
    unreadable: BODY_MESSAGES.en.unreadable,
  },
  warning: "Warning: signs of a scam",
  careful: "Be careful: we can't be sure",
  officialAddress: "This is the real address of",
  officialNumber: "This is the real number of",
  summary: {
    warning: "We found signs that scammers use. Do not click, call back, pay or share anything.",
    careful: "We found no strong sign of a scam. That does not make it safe. Check it yourself, as shown below.",
    official: "It matches our list of official addresses and numbers.",
  } satisfies Record<Outcome, string>,
  youPasted: { link: "The link you pasted", message: "The message you pasted", phone: "The number you pasted" } satisfies Record<
    CheckKind,
    string
  >,
  decoded: "With its real letters, this address reads:",
  signsOne: "What we found: 1 sign",
  signsMany: "What we found: {count} signs",
  strong: "Strong sign:",
  weak: "Sign to check:",
  found: "Found:",
  whatToDo: "What to do:",
  noSigns: {
    link: "We found none of the signs we look for in this link.",
    message: "We found none of the words or tricks we look for in this message.",
    phone: "We found nothing unusual about this number.",
  } satisfies Record<CheckKind, string>,
  nextHeading: { warning: "What to do now", careful: "What to check next", official: "" } satisfies Record<Outcome, string>,
  scamNext: {
    heading: "Next step",
    body: "If you already paid, clicked or shared something, you are not alone and it is not your fault. Get a plan for what to do now, and report it.",
    helpNow: "Get help now",
    helpNowPath: "/help-now",
    report: "Report it at {{fact:reportFraudSite}}",
    tellUs: "Tell us about it",
    tellUsPath: "/report",
    reportUrl: "{{url:reportFraudSite}}",
  },
  notSure: "Still not sure?",
  helpline: {
    before: "Talk it over with someone: call the AARP Fraud Watch Network Helpline at",
    after: "(free, {{fact:aarpHelplineHours}}).",
    name: "AARP Fraud Watch Network Helpline",
    /** How a screen reader names the tap-to-call link: "{call} {name}: {number}". */
    call: "Call",
    display: "{{fact:aarpHelplineLong}}",
    tel: "{{tel:aarpHelpline}}",
  },
  reported: {
    heading: "People reported this",
    readersOne: "Reported to us 1 time in the last 30 days",
    readersMany: "Reported to us {count} times in the last 30 days",
    ftcOne: "Reported to the FTC 1 time in the last 30 days, in complaints about unwanted calls",
    ftcMany: "Reported to the FTC {count} times in the last 30 days, in complaints about unwanted calls",
    callerId: "Caller ID can be faked: the owner of this number may be innocent.",
    sender: "A sender's address can be faked: the owner of this address may be innocent.",
  },
  how: CHECK_HOW,
} as const;

/** The "too long" problem with the checker's limit in it (US digits in both languages: "5,000"). */
export const tooLongError = (words: CheckWords) => words.errors.long.replace("{max}", CHECK_MAX_LENGTH.toLocaleString("en-US"));

/** The shape every language's words of /check have. */
export type CheckWords = import("~/lib/i18n").Translation<typeof CHECK_WORDS>;
