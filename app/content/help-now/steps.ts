/**
 * The steps of the personal plan: how to stop each kind of payment, how to lock down what was
 * shared, and what anyone can do at any hour. Advice follows the FTC's "What To Do if You Were
 * Scammed" (sources.ts). Texts may say {you}/{your}: a helper's plan reads "they"/"their".
 */
import type { Payment, Shared, StepContent } from "~/lib/help-now";
import { LINK, PHONE } from "./contacts";

export const STOP_MONEY: Readonly<Record<Payment, readonly StepContent[]>> = {
  "gift-card": [
    {
      id: "gift-card-company",
      when: "now",
      title: "Call the gift card company",
      text: "Call the company that sold the card. Use the phone number on the back of the card or on the company's own website. Tell them the card was used in a scam and ask them to freeze the money and refund it. Keep the cards and the store receipts: the company needs the numbers on them. Stores cannot undo it at the register.",
      links: [LINK.ftcGiftCards],
    },
  ],
  wire: [
    {
      id: "wire-company",
      when: "now",
      title: "Call the wire transfer company",
      text: "Tell them the transfer was a fraud. Ask them to stop or reverse it and to give the money back. If {you} sent the wire from a bank, call the bank on the number on the back of {your} card instead.",
      contacts: [PHONE.westernUnion, PHONE.moneyGram, PHONE.ria],
    },
  ],
  "bank-transfer": [
    {
      id: "bank-number-on-card",
      when: "now",
      title: "Call the bank on the number on {your} card",
      text: "Use the number on the back of {your} bank card or on a statement, never one the caller gave. Say: “I have been scammed.” Ask them to stop or reverse the payment and to watch the account. For Zelle, the bank is the first place to call: Zelle itself asks people to contact their bank.",
    },
  ],
  "payment-app": [
    {
      id: "payment-app",
      when: "now",
      title: "Report the payment in the app",
      text: "Open Venmo, Cash App or PayPal and report the payment as a scam. Ask the company to reverse it. If the app is linked to a credit or debit card, also call the bank or card company on the number on the back of the card.",
    },
  ],
  card: [
    {
      id: "card-dispute",
      when: "now",
      title: "Call the card company and dispute the charge",
      text: "Call the number on the back of the card. Tell them the charge was a fraud and ask them to reverse it and send a new card. Do it today: the sooner {you} report it, the better {your} protection.",
    },
  ],
  crypto: [
    {
      id: "crypto-company",
      when: "now",
      title: "Call the company {you} used to send the crypto",
      text: "If {you} used a Bitcoin ATM, call the company that runs the machine; look for its name on the machine or the receipt. If {you} used an app or exchange, report it there. Ask them to stop or reverse the payment. Keep every receipt. Crypto payments are hard to get back, so report it quickly.",
    },
  ],
  cash: [
    {
      id: "cash-by-mail",
      when: "now",
      title: "If the cash went by mail: ask the Postal Inspection Service to stop it",
      text: "Call the U.S. Postal Inspection Service right away and ask them to stop the package. Have the tracking number ready. If {you} used another delivery company, call that company's number from its own website or the receipt.",
      contacts: [PHONE.uspis],
    },
    {
      id: "cash-courier",
      when: "now",
      title: "If a courier took the money, or is coming: call the police",
      text: "Do not open the door to a courier. If someone is on the way or at the door to collect cash, gold or a package, call 911. If the courier has already left, call the police and tell them what happened and what the courier looked like.",
      contacts: [PHONE.emergency],
    },
  ],
};

export const LOCK_DOWN: Readonly<Record<Shared, readonly StepContent[]>> = {
  "bank-login": [
    {
      id: "bank-number-on-card",
      when: "now",
      title: "Call the bank on the number on {your} card",
      text: "Use the number on the back of {your} bank card or on a statement, never one the caller gave. Say: “I have been scammed.” Ask them to block the card, watch the account and stop any payment {you} did not make.",
    },
    {
      id: "change-passwords",
      when: "today",
      title: "Change {your} passwords",
      text: "Use a phone or computer the scammer never touched. Change the password of {your} email first, then {your} bank and any account {you} talked about. Use a new password for each. Turn on two-step sign-in (a code sent to {your} phone) where {you} can.",
    },
  ],
  ssn: [
    {
      id: "credit-freeze",
      when: "today",
      title: "Freeze {your} credit at all three credit bureaus",
      text: "A credit freeze stops anyone from opening a new loan or card in {your} name. It is free. Call each bureau, or use its website. {You} can lift the freeze any time.",
      contacts: [PHONE.equifax, PHONE.experian, PHONE.transunion],
      links: [LINK.equifax, LINK.experian, LINK.transunion],
    },
    {
      id: "identity-theft-gov",
      when: "today",
      title: "Get a recovery plan at IdentityTheft.gov",
      text: "The FTC's IdentityTheft.gov builds a step-by-step recovery plan for a Social Security number in the wrong hands, and can make an official identity theft report.",
      links: [LINK.identityTheft],
    },
  ],
  medicare: [
    {
      id: "medicare",
      when: "today",
      title: "Call Medicare",
      text: "Call 1-800-MEDICARE and say a scammer has {your} Medicare number. Read {your} Medicare statements for visits, tests or equipment {you} never got.",
      contacts: [PHONE.medicare],
    },
  ],
  code: [
    {
      id: "code-account",
      when: "now",
      title: "Call the company the code was for",
      text: "A code sent to {your} phone unlocks an account. If it came from a bank, call the bank on the number on {your} card. For email or another account, change the password now, from a safe device, and check the account for changes {you} did not make.",
    },
  ],
  "remote-access": [
    {
      id: "disconnect-computer",
      when: "now",
      title: "Take the computer off the internet",
      text: "Turn off the Wi-Fi or unplug the internet cable, then shut the computer down. Do not use it for banking until it has been checked.",
    },
    {
      id: "clean-computer",
      when: "today",
      title: "Remove the program they installed and have the computer checked",
      text: "Remove any program the scammer asked {you} to install, and run a security scan. If {you} are not sure how, ask a repair shop {you} chose, never one the caller named.",
      links: [LINK.ftcTechSupport],
    },
    {
      id: "change-passwords",
      when: "today",
      title: "Change {your} passwords",
      text: "Use a phone or computer the scammer never touched. Change the password of {your} email first, then {your} bank and any account {you} talked about. Use a new password for each. Turn on two-step sign-in (a code sent to {your} phone) where {you} can.",
    },
  ],
};

/** What anyone can do right now, at any hour: the plan puts it first when the helplines are closed. */
export const ANY_HOUR: readonly StepContent[] = [
  {
    id: "stop-paying",
    when: "now",
    title: "Stop paying and stop talking to them",
    text: "Hang up, stop replying and do not send anything more, even if they threaten {you}. Do not call back a number they gave.",
  },
  {
    id: "bank-24-hours",
    when: "now",
    title: "Call the bank's 24-hour number on the card",
    text: "Most banks answer their card number day and night. Ask them to stop any payment and block the card.",
  },
  {
    id: "report-online",
    when: "now",
    title: "Report it online",
    text: "ReportFraud.ftc.gov takes reports at any hour.",
    links: [LINK.reportFraud],
  },
  {
    id: "police-non-emergency",
    when: "now",
    title: "Call the police non-emergency line, or 911 if {you} are in danger",
    text: "Find the local police non-emergency number on the police department's website or in the phone book. Call 911 if {you} feel in danger or someone is at the door demanding money.",
    contacts: [PHONE.emergency],
  },
];

export const RECOVERY_SCAM: StepContent = {
  id: "recovery-scam",
  when: "this week",
  title: "Watch out for a second scam",
  text: "After a scam, others may call or write promising to get {your} money back for a fee. They may say they are the police, a lawyer or a government office. No real agency charges a fee to get money back. Hang up and never pay them.",
};
