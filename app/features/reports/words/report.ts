/** The words of "Tell us about a scam" (/report) and of its answer. */
import type { NextStep } from "../report";

export const REPORT_WORDS = {
  title: "Tell us about a scam",
  intro:
    "Tell us what happened, even if you did not lose anything. Your report helps us warn others and spot numbers and websites that scammers use. We do not ask for your name or email.",
  notPolice: "We are not the police, and we cannot get money back. After you send this, we show you where to report it officially.",
  required: "Questions marked “needed” must be answered. Everything else is up to you.",
  legends: {
    channel: "How did they reach you? (needed)",
    claimed: "Who did they say they were? (needed)",
    asked: "What did they ask for? (needed) Choose the main thing.",
    lost: "Was money lost? (you can skip this)",
    forWhom: "Are you reporting this for yourself? (needed)",
  },
  contactLabel: "The phone number, email, web address or link they used (you can skip this)",
  contactHint: "We only show a number or website after several people report it and we check it.",
  stateLabel: "Your state (you can skip this)",
  statePlaceholder: "Choose a state",
  storyLabel: "What happened, in your own words (you can skip this)",
  storyHint:
    "A few sentences are enough. Please do not include your name, address, or card or account numbers. If you do, we remove them before saving.",
  submit: "Send my report",
  sending: "Sending…",
  privacy: "We never store your name, email or internet address. See our privacy page.",
  thanksTitle: "Thank you for telling us",
  notToBlame:
    "You are not to blame. Scammers are criminals who trick people for a living, and anyone can be fooled. Telling others helps stop them.",
  nextHeading: "Now report it where it counts",
  nextIntro: "We are not law enforcement. These places are:",
  steps: {
    reportfraud: {
      text: "Report it to the Federal Trade Commission at",
      link: "{{fact:reportFraudSite}}",
      url: "{{url:reportFraudSite}}",
    },
    ic3: {
      text: "It happened online, so also report it to the FBI at",
      link: "{{fact:ic3Site}}",
      url: "{{url:ic3Site}}",
    },
    "attorney-general": {
      text: "Tell your state's attorney general. Find yours at",
      link: "{{fact:naagSite}}",
      url: "{{url:naagSite}}find-my-ag/",
    },
    plan: {
      text: "Money or personal details are at risk. Get your step-by-step plan:",
      link: "Get help now",
      url: "/help-now",
    },
  } satisfies Record<NextStep, { text: string; link: string; url: string }>,
  noReply: "We do not reply to reports. If anyone contacts you saying they can get your money back for a fee, that is a scam too.",
  another: "Report another scam",
  seeOthers: "See what others reported",
  tooMany: "You have sent several reports in a short time. Please wait 10 minutes, then try again.",
  unavailable: "Your report could not be saved just now. Nothing you typed is lost: please try again in a few minutes.",
  removalTitle: "Is this your number or your website?",
  removalIntro:
    "If people reported your number or website by mistake (scammers often fake real numbers on caller ID), ask us to take it off our list. We check every request.",
  removalContactLabel: "Your phone number or website",
  removalStoryLabel: "Anything we should know (you can skip this)",
  removalSubmit: "Ask us to take it off",
  removalThanks: "Thank you. We will check your request and take the number or website off our list if it was reported by mistake.",
} as const;
