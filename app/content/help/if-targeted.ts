/**
 * The "If You're Targeted" page (/if-targeted): what to do when a scam is happening right now.
 * Every phone number and address here belongs to the organization named next to it.
 */
import type { EmergencyStep, LinkResource, PhoneContact, RecoveryGroup } from "~/content/types";

export interface HelpIntro {
  title: string;
  intro: string;
}

/** The "24/7 support" box: honest about which lines are open around the clock and which are not. */
export interface SupportBox {
  title: string;
  text: string;
  contacts: PhoneContact[];
  onlineReports: LinkResource[];
}

export const IF_TARGETED_INTRO: HelpIntro = {
  title: "If You're Being Scammed Right Now",
  intro:
    "Stop. You are not in trouble, and you have done nothing wrong by asking for help. Take a slow breath, then follow the steps below one at a time.",
};

export const EMERGENCY_STEPS: readonly EmergencyStep[] = [
  {
    step: 1,
    title: "Stop all contact. Do not pay.",
    description:
      "Hang up the phone, stop replying to the message, or close the chat. Do not send money, gift card numbers, codes or passwords, even if the person says you will be arrested or lose everything. A real bank, government office or company never asks you to pay with gift cards, a wire transfer, cryptocurrency or a payment app. It never asks you to keep it secret. If a caller says a family member is in trouble, or a “lawyer” or “officer” asks for bail or fees, hang up too. Then call your family member back on a number you already know.",
    timeframe: "Immediately",
    critical: true,
  },
  {
    step: 2,
    title: "Call your bank or card company",
    description:
      "Call the number printed on the back of your bank card or on your statement. Do not use a number the caller gave you. Say: “I think I have been scammed.” Ask them to stop or reverse any payment and to watch your accounts. If you paid with Venmo, Cash App or PayPal, also report the payment in the app. If you paid with a gift card, call the company that issued it. Use the number on the back of the card. Keep the card and the receipt.",
    timeframe: "Within 5 minutes",
    critical: true,
  },
  {
    step: 3,
    title: "If you gave someone access to your computer, disconnect it",
    description:
      "A caller may have asked you to install a program or let them see or control your screen. This is called remote access. Turn off the Wi-Fi or unplug the internet cable, then shut the computer down. Do not log in to your bank on that device until someone you trust has checked it. This could be a local repair shop you chose yourself.",
    timeframe: "Within 10 minutes",
    critical: true,
  },
  {
    step: 4,
    title: "Change your passwords",
    description:
      "Use a different device that the scammer never touched. Change the password for your email first, then your bank and any account you mentioned to the scammer. Make each password at least 10 characters long; a short sentence that only you would know is even better. Turn on two-factor authentication (a second check, like a code sent to your phone) where you can.",
    timeframe: "Within 30 minutes",
    critical: false,
  },
  {
    step: 5,
    title: "Report what happened",
    description:
      "Report the scam to the Federal Trade Commission at {{fact:reportFraudSite}} and to the FBI's Internet Crime Complaint Center at {{fact:ic3Site}}. Both take reports at any hour. Write down what you remember first: dates, times, phone numbers, names used, amounts paid and how you paid. Reports help stop scammers and can support your bank claim.",
    timeframe: "Within 1 hour",
    critical: false,
  },
  {
    step: 6,
    title: "Tell someone you trust",
    description:
      "Call a family member, a close friend or a neighbor and tell them what happened. Scammers count on you feeling too embarrassed to speak up. Another person can help you make calls and watch for follow-up tricks. They can remind you that this was a crime done to you, not a mistake you made.",
    timeframe: "Within 1 hour",
    critical: false,
  },
];

export const SUPPORT_BOX: SupportBox = {
  title: "Help by phone and online",
  text: "The 988 Suicide & Crisis Lifeline answers 24 hours a day, 7 days a week if you feel upset, frightened or hopeless: call or text 988. For help with the fraud itself, the National Elder Fraud Hotline is open {{fact:elderFraudHotlineHours}}. You can report a scam online at any hour. If you feel in danger, or someone is at your door demanding money, call 911.",
  contacts: [
    {
      name: "911 Emergency",
      display: "911",
      tel: "911",
      description: "Call if you feel in danger or someone is at your door demanding money or your cards.",
    },
    {
      name: "988 Suicide & Crisis Lifeline",
      display: "988",
      tel: "988",
      description: "Call or text 988, any time, day or night, if you feel upset, frightened or hopeless. Free and confidential.",
    },
    {
      name: "National Elder Fraud Hotline (U.S. Department of Justice)",
      display: "{{fact:elderFraudHotline}}",
      tel: "{{tel:elderFraudHotline}}",
      description: "Trained staff help people 60 and older report fraud and work out next steps. {{fact:elderFraudHotlineHours}}.",
    },
    {
      name: "AARP Fraud Watch Network Helpline",
      display: "{{fact:aarpHelpline}}",
      tel: "{{tel:aarpHelpline}}",
      description: "Free help from trained volunteers if you or a family member has been targeted. You do not need to be an AARP member.",
    },
  ],
  onlineReports: [
    {
      name: "{{fact:reportFraudSite}} (Federal Trade Commission)",
      url: "{{url:reportFraudSite}}",
      description: "Report any scam, at any hour. The FTC shares reports with law enforcement.",
    },
    {
      name: "FBI Internet Crime Complaint Center (IC3)",
      url: "{{url:ic3Site}}",
      description: "Report scams that happened online, by email or involved money sent over the internet, at any hour.",
    },
  ],
};

export const RECOVERY_PLAN: readonly RecoveryGroup[] = [
  {
    title: "Money",
    actions: [
      "Call your bank or card company on the number printed on your card or statement. Ask them to stop or reverse payments, cancel cards and add a fraud alert to your account.",
      "If money left your account without your OK, tell your bank right away. Federal rules limit what you lose on transfers you did not make, if you report fast. If your card or PIN was lost or stolen, report it within 2 business days of finding out.",
      "If you sent the money yourself, by wire, crypto, gift card or cash, these rules do not cover it. Call the bank or company anyway, at once: they may be able to stop it.",
      "If you bought something through PayPal and it never came or was not as described, open a dispute in your PayPal account. PayPal lets you do this within 180 days of the payment. Money you sent to “friends and family” is not covered.",
      "If you paid with a gift card, call the company that issued the card (the number is on the back of the card). Tell them it was used in a scam and ask them to freeze the money. Keep the card and the receipt.",
      "If you sent a wire transfer, call your bank or the wire company, such as Western Union or MoneyGram, right away. Ask them to reverse it.",
      "If you paid with Zelle, call your bank or credit union. If you paid with Venmo, Cash App or PayPal, report it in the app or on the company's official website. Then call your bank or card company too.",
      "Check your bank and card statements every week for the next few months and question anything you do not recognize.",
    ],
  },
  {
    title: "Identity",
    actions: [
      "If you gave out your Social Security number, bank details or date of birth, go to {{fact:identityTheftSite}}. It builds a step-by-step recovery plan for you and can create an official identity theft report.",
      "Freeze your credit with all three credit bureaus. A credit freeze stops anyone opening a new loan or card in your name. It is free, and you can lift it when you need to.",
      "Equifax: {{fact:equifax}}. Experian: {{fact:experian}}. TransUnion: {{fact:transunion}}.",
      "Get your free credit reports at {{fact:annualCreditReportSite}} or by calling {{fact:annualCreditReport}}, and look for accounts you did not open.",
      "If a scammer has your Medicare number, call Medicare at {{fact:medicare}} ({{fact:medicareLetters}}) and check your Medicare statements for services you never received.",
    ],
  },
  {
    title: "Devices & accounts",
    actions: [
      "If someone had remote access to your computer, keep it off the internet until it has been checked and cleaned. The FTC's advice on removing harmful software is at {{fact:consumerFtcSite}}.",
      "Remove any program the scammer asked you to install. If you are unsure how, ask a repair shop you found yourself, not one the caller suggested.",
      "Change your passwords from a safe device, starting with your email. Use at least 10 characters and a different password for each account.",
      "Turn on two-factor authentication (a second check, like a code sent to your phone) for your email and bank.",
      "Check your email settings for forwarding rules you did not set up, and your bank for new payees you did not add.",
    ],
  },
  {
    title: "Your wellbeing",
    actions: [
      "Remember: scammers are skilled criminals. Being tricked is not a sign of weakness or of losing your judgment.",
      "Talk to someone you trust today. You do not have to deal with this alone.",
      "If you feel upset, frightened or hopeless, call or text 988 at any hour.",
      "Expect more calls. Scammers often come back pretending to be the police or a company that can recover your money for a fee. That is a second scam. Hang up.",
      "Be kind to yourself. Sleep, eat and take breaks while you work through these steps.",
    ],
  },
];

export const OFFICIAL_REPORTING: readonly LinkResource[] = [
  {
    name: "{{fact:reportFraudSite}} (Federal Trade Commission)",
    url: "{{url:reportFraudSite}}",
    description: "Report any kind of scam or bad business practice. You can also call the FTC at {{fact:ftc}}.",
  },
  {
    name: "FBI Internet Crime Complaint Center (IC3)",
    url: "{{url:ic3Site}}",
    description: "Report scams that used the internet, email, online payments or cryptocurrency.",
  },
  {
    name: "{{fact:identityTheftSite}} (Federal Trade Commission)",
    url: "{{url:identityTheftSite}}",
    description: "Report identity theft and get a personal, step-by-step recovery plan.",
  },
  {
    name: "Social Security Administration Office of the Inspector General",
    url: "{{url:ssaOigSite}}",
    description: "Report calls, letters or messages from people pretending to be from Social Security.",
  },
  {
    name: "U.S. Postal Inspection Service",
    url: "{{url:uspisSite}}",
    description: "Report scams that used the U.S. Mail, such as fake prize letters or cash sent by post. Phone: {{fact:postalInspection}}.",
  },
  {
    name: "Federal Communications Commission (FCC) complaints",
    url: "{{url:fccSite}}complaints",
    description: "Report unwanted robocalls, spoofed caller ID and scam calls or texts. Phone: 1-888-225-5322.",
  },
  {
    name: "Adult Protective Services (find your state's office)",
    url: "{{url:napsaSite}}help-in-your-area/",
    description:
      "Report financial exploitation or abuse of an older or vulnerable adult. This directory from the National Adult Protective Services Association helps you find your local office.",
  },
];
