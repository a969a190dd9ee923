/**
 * The steps of the personal plan: how to lock down what was shared, what to do when nothing was
 * paid yet, and the steps a story needs (stopping money already sent is in money-steps.ts). Advice follows the
 * FTC's "What To Do if You Were Scammed" and the other pages in sources.ts. Texts may say
 * {you}/{your}: a helper's plan reads "they"/"their".
 */
import type { Shared, Story } from "../help-now";
import type { StepContent } from "../data";
import { LINK, PHONE } from "./contacts";

const CHANGE_PASSWORDS: StepContent = {
  id: "change-passwords",
  when: "today",
  title: "Change {your} passwords",
  text: "Use a phone or computer the scammer never touched. Change the password of {your} email first, then {your} bank and any account {you} talked about. Use a new password for each. Turn on two-step sign-in (a code sent to {your} phone) where {you} can.",
};

export const LOCK_DOWN: Readonly<Record<Shared, readonly StepContent[]>> = {
  // The bank call itself is BANK_CALL, put first in the plan.
  "bank-login": [CHANGE_PASSWORDS],
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
      title: "Get a recovery plan at {{fact:identityTheftSite}}",
      text: "The FTC's {{fact:identityTheftSite}} builds a step-by-step recovery plan for a Social Security number in the wrong hands, and can make an official identity theft report.",
      links: [LINK.identityTheft],
    },
  ],
  medicare: [
    {
      id: "medicare",
      when: "today",
      title: "Call Medicare",
      text: "Call {{fact:medicareLetters}} and say a scammer has {your} Medicare number. Read {your} Medicare statements for visits, tests or equipment {you} never got.",
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
    CHANGE_PASSWORDS,
  ],
};

/** When something was paid: after the calls that stop the money. */
export const STOP_CONTACT: StepContent = {
  id: "stop-contact",
  when: "now",
  title: "Stop talking to them",
  text: "Hang up, stop replying and do not send anything more, even if they threaten {you} or promise to give the money back. Do not call back a number they gave.",
};

/** The first step when nothing was paid, for every story but a family emergency (which has its own). */
const DO_NOT_PAY: StepContent = {
  id: "do-not-pay",
  when: "now",
  title: "Hang up or stop replying. Do not pay",
  text: "Do not send money, buy gift cards, or give any personal details, even if they threaten {you} or say it is urgent. Do not call back a number they gave.",
};

export const TELL_SOMEONE: StepContent = {
  id: "tell-someone",
  when: "today",
  title: "Tell someone, even if they said not to",
  text: "Scammers say “don't tell anyone” so that no one can stop them. Tell a family member or a friend what happened. It helps {you}, and it warns them.",
};

/** What to do now when nothing was paid yet: the steps that keep it that way. */
export const NOT_PAID: Readonly<Record<Story, readonly StepContent[]>> = {
  family: [
    {
      id: "hang-up-no-gift-cards",
      when: "now",
      title: "Hang up. Do not buy the gift cards or send money",
      text: "Do not buy gift cards, send cash or wire money, even if the caller cries, sounds just like {your} grandchild, or says it must be now. Scammers can copy a voice. If they call back, do not answer.",
    },
    {
      id: "call-family",
      when: "now",
      title: "Call {your} grandchild or their parents on a number {you} already have",
      text: "Use the number saved in {your} phone or address book, never one the caller gave. If {you} cannot reach them, call another relative. Ask something only the real person would know, or use {your} family's code word.",
    },
    { ...TELL_SOMEONE, when: "now" },
  ],
  government: [
    DO_NOT_PAY,
    {
      id: "check-agency",
      when: "today",
      title: "If {you} are worried, call the agency on a number {you} find yourself",
      text: "Use the number on the agency's own website or on a letter {you} know is real. The IRS, Social Security, Medicare and the police never call to demand money or threaten arrest.",
    },
  ],
  bank: [
    DO_NOT_PAY,
    {
      id: "check-bank",
      when: "now",
      title: "Call {your} bank on the number on {your} card",
      text: "Use the number on the back of {your} card or on a statement, never one the caller gave. Ask if anything is wrong with {your} account. A real bank never asks {you} to move money to keep it safe.",
    },
  ],
  tech: [
    {
      id: "no-popup-number",
      when: "now",
      title: "Do not call the number on the warning",
      text: "Close the web page, or turn the computer off and on again. Real companies do not put phone numbers in warnings. Never let a caller into {your} computer.",
    },
  ],
  prize: [
    {
      id: "no-prize-fee",
      when: "now",
      title: "Do not pay any fee, tax or shipping for a prize",
      text: "A real prize is free. If {you} think {you} entered a real contest, look up the company's number yourself and call it.",
    },
  ],
  romance: [
    {
      id: "no-money-romance",
      when: "now",
      title: "Do not send money, gift cards or crypto",
      text: "Whatever the story, and however kind they seem. Scammers ask for money for a ticket, a visa, a hospital bill, customs fees or an investment.",
    },
  ],
  investment: [
    {
      id: "no-investment",
      when: "now",
      title: "Do not invest, and do not send money or crypto",
      text: "Look up the person and the company at {{fact:brokerCheckSite}} or {{host:investorSite}} before {you} invest anything. Promises of big, sure profits are a sign of a scam.",
    },
  ],
  job: [
    {
      id: "no-job-payment",
      when: "now",
      title: "Do not pay to start, and do not cash a check they sent",
      text: "A real job never asks {you} to pay for training or equipment, or to send back part of a check.",
    },
  ],
  charity: [
    {
      id: "check-charity",
      when: "now",
      title: "Give only to a charity {you} look up yourself",
      text: "Do not give by gift card, wire or crypto. Look up the charity on its own website, or give to one {you} know.",
    },
  ],
  package: [
    {
      id: "check-package",
      when: "now",
      title: "Do not click the link. Check on the company's own website or app",
      text: "Type the address of the delivery company or toll agency yourself, or open its app. A real package, toll or bill will show there.",
    },
  ],
  other: [
    DO_NOT_PAY,
    {
      id: "check-yourself",
      when: "today",
      title: "Check with the company or person yourself",
      text: "Use a number or address {you} already have, never one they gave.",
    },
  ],
};

/** Steps a story needs whether or not anything was paid. */
export const STORY_STEPS: Readonly<Partial<Record<Story, readonly StepContent[]>>> = {
  romance: [
    {
      id: "keep-messages",
      when: "now",
      title: "Stop writing back, and keep the messages",
      text: "Do not delete the chats, photos or the profile. Take pictures of them with {your} phone, or print them. The bank and the police can use them.",
    },
    {
      id: "report-profile",
      when: "today",
      title: "Report the profile to the site or app",
      text: "Use the Report button on the person's profile on Facebook, the dating site or the app where {you} met. It helps stop them from finding others.",
    },
  ],
};

export const RECOVERY_SCAM: StepContent = {
  id: "recovery-scam",
  when: "this week",
  title: "Watch out for a second scam",
  text: "After a scam, others may call or write promising to get {your} money back for a fee. They may say they are the police, a lawyer or a government office. No real agency charges a fee to get money back. Hang up and never pay them.",
};
