/**
 * The "Caregiver Guide" page (/caregiver-guide): for adult children, relatives and carers who help
 * an older adult stay safe from scams. Its figures are the FBI's, each with its report; what family
 * talks and safeguards achieve is said in words, since no study we found measures it.
 */
import { FBI_AVERAGE_LOSS_2024, FBI_ELDER_FRAUD_2024 } from "../figures";
import type { CaregiverModule, LinkResource, SourcedStatistic, WarningSignGroup } from "~/content/types";

export interface CaregiverIntro {
  title: string;
  intro: string;
}

export interface EmergencyResponse {
  first30Minutes: string[];
  first24Hours: string[];
}

export const CAREGIVER_INTRO: CaregiverIntro = {
  title: "A Guide for Families and Caregivers",
  intro:
    "Do you help a parent, relative or friend with everyday life? Then you can also help them stay safe from scams, without taking away their independence. This guide shows you the warning signs, simple safeguards, and how to talk about scams with respect. Do you think a scam is happening now? Call the National Elder Fraud Hotline at {{fact:elderFraudHotline}}. It is open {{fact:elderFraudHotlineHours}}.",
};

export const CAREGIVER_STATS_CAPTION = "Scam figures and where they come from";

export const CAREGIVER_STATS: readonly SourcedStatistic[] = [FBI_AVERAGE_LOSS_2024, FBI_ELDER_FRAUD_2024];

/** Under the table: where the figures come from, and what you can do, in words. */
export const CAREGIVER_STATS_NOTE =
  "Each figure links to where it comes from. You can help. Regular, calm talks about scams help an older relative stop and check before they pay. So do simple safeguards, like alerts from the bank.";

export const WARNING_SIGNS: readonly WarningSignGroup[] = [
  {
    category: "Financial",
    signs: [
      "Large or unusual withdrawals, wire transfers or payments they cannot explain",
      "Buying gift cards in large amounts, or asking where to buy them",
      "New “friends” or businesses listed as payees, or added to bank accounts",
      "Bills going unpaid even though there should be enough money",
      "Talk of a prize, lottery win or investment that needs a fee or tax paid first",
      "Visits to a cryptocurrency ATM (a machine for buying digital money such as Bitcoin), or mentions of one",
    ],
  },
  {
    category: "Behavioral",
    signs: [
      "Being secretive about phone calls, mail or a new online friend",
      "Seeming anxious, rushed or frightened after calls",
      "Saying they have been told not to tell family or the bank about something",
      "A new romance with someone they have never met in person",
      "Pulling away from family, friends or usual activities",
      "Getting upset or defensive when money is mentioned, when they were open about it before",
    ],
  },
  {
    category: "Technology",
    signs: [
      "A new program on the computer that lets someone else see or control the screen (remote access software)",
      "Pop-up warnings with a phone number to call “for support”",
      "Many more calls, texts or emails than usual, often from unknown numbers",
      "Being locked out of email or bank accounts, or passwords changed without their knowledge",
      "Friend requests or messages from copies of people they already know",
      "Signing in to accounts from links in texts or emails instead of typing the address",
    ],
  },
];

export const CAREGIVER_MODULES: readonly CaregiverModule[] = [
  {
    id: "vulnerability-signs",
    title: "Recognizing Vulnerability Signs",
    icon: "alert",
    description:
      "Scammers look for people who are lonely, recently bereaved, unwell or new to technology. Knowing when your loved one may be more at risk helps you pay attention at the right time.",
    keyPoints: [
      "Anyone can be scammed. Risk often rises after a big life change, such as losing a spouse, moving home or a health problem.",
      "Loneliness makes romance and friendship scams more powerful. Regular contact with family and friends is a strong protection.",
      "Changes in memory or judgment can make fast decisions harder. If you notice them, talk to their doctor as well as to them.",
      "Trust and politeness are good qualities that scammers misuse. Your loved one is not foolish for being kind.",
      "Watch for the warning signs on this page, and notice patterns over weeks rather than judging a single event.",
      "Being scammed once makes a person more likely to be targeted again, because scammers share and sell lists of victims.",
    ],
  },
  {
    id: "protection-systems",
    title: "Setting Up Protection Systems",
    icon: "shield",
    description: "A few practical safeguards, set up together, can stop most scams before money leaves the account.",
    keyPoints: [
      "Agree on a family code word that a real relative in trouble would know, and a scammer would not.",
      "Ask the bank about alerts by text or email for large withdrawals. Ask the bank or investment firm whether they can add a trusted contact person (someone they may call if they are worried about the account).",
      "Register their phone numbers with the National Do Not Call Registry at {{fact:doNotCallSite}} or {{fact:doNotCall}}. It cuts sales calls, though scammers ignore it.",
      "Turn on the call-blocking or spam-filter features offered by their phone company or phone.",
      "Consider a credit freeze with Equifax, Experian and TransUnion. It is free and stops new accounts being opened in their name.",
      "Put a short list by the phone: “Never pay by gift card, wire or crypto. Never keep a call secret. Hang up and call family.”",
      "Talk to a lawyer about a power of attorney (a legal document naming someone to help manage money if needed) while everyone can decide calmly.",
    ],
  },
  {
    id: "difficult-conversations",
    title: "Having Difficult Conversations",
    icon: "message",
    description:
      "How to talk about scams without shame and without taking over. The goal is a partner who calls you when something feels wrong, not a person who hides things from you.",
    keyPoints: [
      "Choose a calm, private moment. Do not start the talk in front of others or right after a loss.",
      "Talk about scams in general first, or share a story about someone else: “I read that scammers are pretending to be grandchildren. Has anyone ever called you like that?”",
      "Ask, do not lecture: “What would you do if someone called saying they were from your bank?”",
      "Make it safe to admit a mistake: “If it ever happens, I will never be angry. I will just help. These people are professionals.”",
      "Offer help, do not take control: “Would you like me to set up alerts on your account with you?” rather than “I am taking over your banking.”",
      "If a scam has happened, blame the criminal, not your loved one: “They tricked you on purpose. This is their crime, not your fault.”",
      "Keep talking regularly. Short, friendly check-ins work better than one big conversation.",
    ],
  },
  {
    id: "technology-assistance",
    title: "Technology Assistance",
    icon: "computer",
    description: "Help your loved one use phones and computers safely, at their pace, so they stay confident and independent.",
    keyPoints: [
      "Keep phones, computers and tablets up to date, and turn on automatic updates.",
      "Help them create strong passwords of at least 10 characters, a different one for each account. Store them safely, for example in a password manager or a notebook kept at home.",
      "Turn on two-factor authentication (a second check, like a code sent to their phone) for email and banking.",
      "Explain that Microsoft, Apple and other tech companies never put phone numbers in pop-up warnings. Close the browser or restart the computer instead.",
      "Show them how to forward spam texts to 7726 (SPAM), which is free on major U.S. carriers, and then delete them.",
      "Practice together: look at a few sample scam messages and find the red flags. Let them lead while you watch.",
    ],
  },
  {
    id: "response-planning",
    title: "Response Planning",
    icon: "clock",
    description: "Decide now what everyone will do if a scam happens, so that nobody has to think clearly under pressure.",
    keyPoints: [
      "Write down the bank's fraud number (from the back of the card) and keep it by the phone with your own number.",
      "Agree on one simple rule: before paying anyone who called, texted or emailed first, hang up and call a family member.",
      "Keep a list of where to report: {{fact:reportFraudSite}}, {{fact:ic3Site}}, and the National Elder Fraud Hotline at {{fact:elderFraudHotline}}.",
      "Know how to reach Adult Protective Services in their area ({{fact:napsaSite}}) if you suspect someone is exploiting them.",
      "Keep copies of important account numbers and contacts in a safe place, so you can act fast with their permission.",
      "Plan for the emotional side too: reassurance first, then action.",
    ],
  },
];

export const EMERGENCY_RESPONSE: EmergencyResponse = {
  first30Minutes: [
    "Stay calm and reassure your loved one. Tell them they are not in trouble and that you will sort it out together.",
    "Stop all contact with the scammer. Hang up, stop replying, and do not send any more money or information.",
    "Call the bank or card company together, using the number on the back of the card, and ask them to stop or reverse payments.",
    "If the scammer had remote access to a computer, turn off its Wi-Fi or unplug the internet cable and shut it down.",
    "If a gift card was used, call the company that issued it, using the number on the back of the card. Keep the card and receipt.",
    "If anyone is in danger or someone is coming to the house to collect money, call 911.",
  ],
  first24Hours: [
    "Report the scam at {{fact:reportFraudSite}} and {{fact:ic3Site}}. Call the National Elder Fraud Hotline at {{fact:elderFraudHotline}} during its open hours: {{fact:elderFraudHotlineHours}}.",
    "Write down everything you know: dates, times, phone numbers, names used, amounts and how they were paid. Keep receipts, texts and emails.",
    "Change passwords for email and banking from a safe device, and turn on two-factor authentication.",
    "If personal details such as a Social Security number were shared, go to {{fact:identityTheftSite}} and place credit freezes with Equifax, Experian and TransUnion.",
    "If you believe someone is exploiting your loved one, contact Adult Protective Services in their area through {{fact:napsaSite}}.",
    "Watch for follow-up calls from “recovery” services asking for a fee to get the money back. These are a second scam.",
  ],
};

export const SUPPORT_NETWORKS: readonly LinkResource[] = [
  {
    name: "Eldercare Locator (U.S. Administration for Community Living)",
    url: "{{url:eldercareLocatorSite}}",
    description:
      "Finds local services for older adults and caregivers, such as respite care, legal help and caregiver support. Phone: {{fact:eldercareLocator}}.",
  },
  {
    name: "Adult Protective Services (National Adult Protective Services Association)",
    url: "{{url:napsaSite}}help-in-your-area/",
    description: "Find your local Adult Protective Services office to report financial exploitation or abuse of an older adult.",
  },
  {
    name: "AARP Fraud Watch Network",
    url: "{{url:aarpSite}}money/scams-fraud/",
    description: "Scam alerts and a free helpline for victims and their families, open to everyone. Helpline: {{fact:aarpHelpline}}.",
  },
  {
    name: "National Elder Fraud Hotline (U.S. Department of Justice)",
    url: "{{url:ovcSite}}program/stop-elder-fraud/providing-help-restoring-hope",
    description:
      "Case managers help people 60 and older, and those helping them, report fraud and find next steps. Phone: {{fact:elderFraudHotline}}, {{fact:elderFraudHotlineHours}}.",
  },
];
