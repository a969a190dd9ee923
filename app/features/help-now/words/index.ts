/**
 * The help data of the personal plan (/help-now), gathered into the one catalogue buildPlan reads.
 * Where the data lives and how to update a number: README, "Help data".
 */
import type { HelpNowCatalogue } from "../data";
import { HELPLINES } from "./helplines";
import { REPORT_ROUTES } from "./reports";
import { BANK_CALL, STOP_MONEY } from "./money-steps";
import { LOCK_DOWN, NOT_PAID, RECOVERY_SCAM, STOP_CONTACT, STORY_STEPS, TELL_SOMEONE } from "./steps";

export const HELP_NOW: HelpNowCatalogue = {
  stopMoney: STOP_MONEY,
  lockDown: LOCK_DOWN,
  bankCall: BANK_CALL,
  notPaid: NOT_PAID,
  stopContact: STOP_CONTACT,
  storySteps: STORY_STEPS,
  tellSomeone: TELL_SOMEONE,
  reports: REPORT_ROUTES,
  helplines: HELPLINES,
  scamStories: ["family", "government", "tech", "prize"],
  scamPayments: ["gift-card", "crypto", "cash"],
  storyReason: {
    family:
      "Scammers pretend to be a grandchild or other relative in trouble, or a lawyer or officer calling for them, and ask for money fast and in secret. A real family member can wait while {you} call them on a number {you} know.",
    government:
      "The IRS, Social Security, Medicare and the police never call to demand money, threaten arrest, or ask for gift cards, crypto, wire transfers or cash.",
    bank: "A real bank never asks {you} to move money to keep it safe, to read out a code, or to give {your} password. Call the number on the back of {your} card to check.",
    tech: "Real companies like Microsoft and Apple never call or put up a warning with a phone number to fix a virus. Pop-ups that say to call a number are fake.",
    prize: "A real prize is free. If {you} must pay a fee, taxes or shipping first, it is a scam.",
    romance:
      "Someone {you} have never met in person who asks for money, gift cards or crypto is a scammer, however kind they seem. Scammers build trust for weeks before they ask.",
    investment: "Promises of big, sure profits, especially in crypto, with pressure to act now, are the signs of an investment scam.",
    job: "A real job never asks {you} to pay to start, to buy equipment, or to send back part of a check.",
    charity: "Pressure to give right away, and requests for gift cards, wire transfers or crypto, are signs of a fake charity.",
    package:
      "Texts and emails about a missed package, an unpaid toll or a bill to pay now are common scams. Check on the company's own website or app, never through the link.",
    other: "Pressure to act fast, to keep it secret, or to pay in an unusual way are the signs of a scam.",
  },
  paymentReason: {
    "gift-card": "Only scammers ask to be paid with gift cards. No real company or agency does.",
    crypto: "Only scammers ask to be paid with cryptocurrency or through a Bitcoin ATM.",
    cash: "No real agency, bank or family member sends a courier to pick up cash or gold, or asks for cash in the mail.",
  },
  phrases: {
    contact: {
      phone: "by phone",
      text: "by text message",
      email: "by email",
      social: "on social media or a dating site",
      popup: "through a pop-up warning on a computer",
      door: "in person, at the door",
      letter: "by a letter in the mail",
    },
    story: {
      family: "a family member was in trouble and needed money",
      government: "they were from the government ([agency they named])",
      bank: "they were from the bank or its fraud department ([bank they named])",
      tech: "they were from tech support and the computer had a virus or was hacked",
      prize: "a prize or lottery had been won but fees had to be paid first",
      romance: "they were a new friend or romantic partner who needed money",
      investment: "they had an investment or crypto opportunity",
      job: "they had a job offer",
      charity: "they were collecting for a charity ([charity they named])",
      package: "there was a problem with a package, a toll or a bill",
      other: "[what they said]",
    },
    payment: {
      "gift-card": "with gift cards ([store and card numbers])",
      wire: "through a money transfer company ([Western Union, MoneyGram or Ria, and the transfer number])",
      "bank-transfer": "by bank wire, bank transfer or Zelle ([bank and transfer number])",
      "payment-app": "through a payment app ([Venmo, Cash App or PayPal])",
      card: "with a credit or debit card",
      crypto: "in cryptocurrency ([Bitcoin ATM or app, and the wallet address])",
      cash: "in cash or gold, by mail or to a courier ([tracking number or description of the courier])",
    },
    shared: {
      ssn: "a Social Security number",
      "bank-login": "bank or card details or a login",
      medicare: "a Medicare number",
      code: "a code sent to the phone",
      "remote-access": "remote access to the computer",
    },
  },
  recoveryScam: RECOVERY_SCAM,
  kindTalk: [
    "Start with care, not blame: “This happens to smart people. The people who did this are professionals.”",
    "Listen first. Let them tell the story in their own words, and thank them for telling you.",
    "Do the calls together, side by side. Banks usually need to hear from the account holder.",
    "Do not take over or take away their phone or money unless they ask. Keeping their say protects their trust.",
    "Expect feelings like shame, anger or fear. If they seem hopeless, call or text 988 together.",
    "Check in again in a few days: scammers often come back with a new story.",
  ],
  storyTalk: {
    romance: [
      "They may go on believing the person is real, even after seeing proof, and the scammer may keep writing. Do not argue or make fun of it. Stay close, be patient, and keep talking.",
    ],
  },
};
