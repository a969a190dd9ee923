/**
 * The "Recovery Hub" page (/recovery-hub): what to do in the days, weeks and months after a scam.
 * Every phone number and address here belongs to the organization named next to it.
 */
import type { FaqItem, LocationResource, PhoneContact, RecoveryGroup, RecoveryPhase } from "~/content/types";

export interface RecoveryIntro {
  title: string;
  intro: string;
}

export interface UrgentAlert {
  title: string;
  text: string;
}

export interface LocationResources {
  Florida: LocationResource[];
  National: LocationResource[];
}

export interface EmotionalSupport {
  title: string;
  paragraphs: string[];
  contacts: PhoneContact[];
}

export const RECOVERY_INTRO: RecoveryIntro = {
  title: "Recovering After a Scam",
  intro:
    "Being scammed is upsetting, but there are clear steps that protect your money, your identity and your peace of mind. Take them one at a time, in the order below, and ask someone you trust to help.",
};

export const URGENT_ALERT: UrgentAlert = {
  title: "Did money leave your account in the last few days?",
  text: "Call your bank now, on the number printed on your card or statement. If money left your account without your OK, federal rules limit what you lose when you report fast. If your card or PIN was lost or stolen, tell the bank within 2 business days of finding out. If you sent the money yourself, by wire, crypto, gift card or cash, these rules do not cover it. Call at once anyway: the bank may be able to stop it.",
};

export const RECOVERY_PHASES: readonly RecoveryPhase[] = [
  {
    id: "first-24-hours",
    title: "Stop the Damage",
    timeframe: "First 24 Hours",
    priority: "Critical",
    description: "Cut off the scammer and protect your money before anything else.",
    actions: [
      "Stop all contact with the scammer. Do not answer their calls, texts or emails.",
      "Call your bank and card companies on the numbers printed on your cards. Ask them to stop or reverse payments and cancel any cards the scammer knows about.",
      "If you paid with a gift card, call the company that issued it. Use the number on the back of the card. Keep the card and the receipt.",
      "If someone had remote access to your computer, disconnect it from the internet and keep it off until it is checked.",
      "Change the passwords for your email and bank from a safe device.",
      "Tell someone you trust what happened.",
    ],
  },
  {
    id: "first-week",
    title: "Report and Protect Your Identity",
    timeframe: "First Week",
    priority: "High",
    description: "Make official reports and lock down your identity so the scammer cannot use your details.",
    actions: [
      "Report the scam at {{fact:reportFraudSite}} and to the FBI at {{fact:ic3Site}}. Keep the report numbers you are given.",
      "Call the National Elder Fraud Hotline at {{fact:elderFraudHotline}} ({{fact:elderFraudHotlineHours}}) for help with next steps.",
      "If you shared your Social Security number or bank details, go to {{fact:identityTheftSite}} for a personal recovery plan.",
      "Place a credit freeze with Equifax ({{fact:equifax}}), Experian ({{fact:experian}}) and TransUnion ({{fact:transunion}}). It is free.",
      "Turn on two-factor authentication (a second check, like a code sent to your phone) for your email and bank.",
    ],
  },
  {
    id: "first-month",
    title: "Check and Follow Up",
    timeframe: "First Month",
    priority: "Important",
    description: "Make sure nothing new has gone wrong, and follow up on the claims you started.",
    actions: [
      "Get your free credit reports at {{fact:annualCreditReportSite}} or {{fact:annualCreditReport}} and look for accounts you did not open.",
      "Read every bank and card statement line by line. Question anything you do not recognize.",
      "Follow up with your bank on any dispute or claim. Ask for the name of the person you spoke to and write it down.",
      "Have your computer or phone checked and cleaned if the scammer had access to it.",
      "Keep a folder with all your notes, reports, letters and receipts in one place.",
    ],
  },
  {
    id: "ongoing",
    title: "Stay Alert",
    timeframe: "Ongoing",
    priority: "Essential",
    description: "Scammers often come back. Simple habits keep you safe from a second attempt.",
    actions: [
      "Expect follow-up calls. Anyone who offers to get your money back for a fee is running a second scam.",
      "Never pay anyone by gift card, wire transfer, cryptocurrency or payment app when they contacted you first.",
      "Hang up on any caller who asks you to keep a secret, and call a family member.",
      "Keep using strong passwords of at least 10 characters, different for each account.",
      "Forward scam texts to 7726 (SPAM) and delete them.",
    ],
  },
  {
    id: "as-needed",
    title: "Get Extra Help",
    timeframe: "As Needed",
    priority: "Variable",
    description: "Some situations need specialist help. Use these when they apply to you.",
    actions: [
      "If someone pretended to be from Social Security, report it at {{fact:ssaOigSite}}.",
      "If your Medicare number was shared, call Medicare at {{fact:medicare}} and the Senior Medicare Patrol at {{fact:seniorMedicarePatrol}}.",
      "If someone pretended to be from the IRS, report it to the Treasury Inspector General for Tax Administration at {{fact:tigta}}.",
      "If an investment was involved, call the FINRA Securities Helpline for Seniors at {{fact:finraSeniorHelpline}} or send a tip to the SEC at {{fact:secSite}}/tcr.",
      "If someone close to you is taking advantage of you, contact Adult Protective Services in your area through {{fact:napsaSite}}.",
      "If the scam used the mail, report it to the U.S. Postal Inspection Service at {{fact:uspisSite}} or {{fact:postalInspection}}.",
    ],
  },
  {
    id: "long-term",
    title: "Rebuild Confidence",
    timeframe: "Long-term",
    priority: "Essential",
    description: "Recovery is about feeling safe again, not only about money.",
    actions: [
      "Keep your credit freezes in place. Lift them only briefly when you apply for new credit.",
      "Talk openly with family about scams, and agree on a family code word for emergencies.",
      "Share what happened with friends if you feel able. Your story may stop a scam against someone else.",
      "If you still feel anxious, ashamed or low, talk to your doctor or call or text 988.",
      "Keep learning about new scams, at your own pace, so you feel in control.",
    ],
  },
];

export const RECOVERY_CHECKLIST: readonly RecoveryGroup[] = [
  {
    title: "Financial",
    actions: [
      "Called my bank and card companies on the numbers printed on my cards",
      "Told my bank at once about any transfer I did not make (within 2 business days if my card or PIN was lost or stolen)",
      "Opened disputes for card payments and PayPal purchases (PayPal allows 180 days, but not for money sent to “friends and family”)",
      "Called the gift card, wire transfer or payment app company I used (for Zelle, my bank or credit union)",
      "Canceled cards and changed account numbers the scammer knows",
      "Checking my statements every week for anything I do not recognize",
    ],
  },
  {
    title: "Identity",
    actions: [
      "Reported the scam at {{fact:reportFraudSite}} and {{fact:ic3Site}}",
      "Made a recovery plan at {{fact:identityTheftSite}}, if my personal details were shared",
      "Froze my credit with Equifax, Experian and TransUnion",
      "Checked my free credit reports at {{fact:annualCreditReportSite}}",
      "Changed my passwords and turned on two-factor authentication",
      "Had my computer or phone checked, if the scammer had access to it",
    ],
  },
  {
    title: "Emotional & Family",
    actions: [
      "Told someone I trust what happened",
      "Reminded myself that this was a crime done to me, not my fault",
      "Agreed on a family code word for emergencies",
      "Made a plan to hang up and call family before paying anyone who contacted me first",
      "Called or texted 988, or talked to my doctor, if I feel upset or low",
    ],
  },
];

export const LOCATION_RESOURCES: LocationResources = {
  Florida: [
    {
      name: "Florida Attorney General Fraud Hotline",
      phone: "{{fact:floridaFraudHotline}}",
      tel: "{{tel:floridaFraudHotline}}",
      website: "{{url:floridaAttorneyGeneralSite}}",
      description: "Report scams and fraud to the Florida Office of the Attorney General.",
    },
    {
      name: "Florida Elder Helpline (Department of Elder Affairs)",
      phone: "1-800-963-5337",
      tel: "+18009635337",
      website: "{{url:elderAffairsSite}}",
      description: "Connects older Floridians and their families with local services and support.",
    },
    {
      name: "Florida Abuse Hotline",
      phone: "{{fact:floridaAbuseHotline}}",
      tel: "{{tel:floridaAbuseHotline}}",
      // No website: the brief gives only this hotline's phone number. Render no link when empty.
      website: "{{url:floridaFamiliesSite}}",
      description: "Report suspected abuse, neglect or financial exploitation of a vulnerable adult in Florida.",
    },
    {
      name: "Florida Department of Financial Services Consumer Helpline",
      phone: "{{fact:floridaConsumerHelpline}}",
      tel: "{{tel:floridaConsumerHelpline}}",
      website: "{{url:floridaCfoSite}}",
      description: "Free help for Floridians with questions and complaints about insurance and other financial services.",
    },
  ],
  National: [
    {
      name: "National Elder Fraud Hotline (U.S. Department of Justice)",
      phone: "{{fact:elderFraudHotline}}",
      tel: "{{tel:elderFraudHotline}}",
      website: "{{url:ovcSite}}program/stop-elder-fraud/providing-help-restoring-hope",
      description: "Case managers help people 60 and older report fraud and find next steps. {{fact:elderFraudHotlineHours}}.",
    },
    {
      name: "Federal Trade Commission (FTC)",
      phone: "{{fact:ftc}}",
      tel: "{{tel:ftc}}",
      website: "{{url:reportFraudSite}}",
      description: "Report any scam online at any hour, or by phone.",
    },
    {
      name: "AARP Fraud Watch Network Helpline",
      phone: "{{fact:aarpHelpline}}",
      tel: "{{tel:aarpHelpline}}",
      website: "{{url:aarpSite}}money/scams-fraud/",
      description: "Free help from trained volunteers for anyone targeted by a scam, and their families.",
    },
    {
      name: "Identity Theft Resource Center",
      phone: "{{fact:identityTheftResourceCenter}}",
      tel: "{{tel:identityTheftResourceCenter}}",
      website: "{{url:identityTheftResourceCenterSite}}",
      description: "Free, one-on-one help if your personal information has been stolen or misused.",
    },
  ],
};

export const EMOTIONAL_SUPPORT: EmotionalSupport = {
  title: "You Are Not Alone",
  paragraphs: [
    "Scammers are professionals. Being tricked is not a sign of weakness. They practice their stories every day, study their targets, and use fear, love and urgency to rush people. Smart, careful people of every age are fooled.",
    "It is normal to feel angry, ashamed, frightened or sad after a scam. Many people lose sleep or stop trusting their own judgment for a while. These feelings ease with time, and talking about them helps.",
    "Tell someone you trust. Most families respond with support, not blame. Your story may also protect a friend from the same trick.",
    "If you feel overwhelmed or hopeless, please reach out today. Help is free and confidential.",
  ],
  contacts: [
    {
      name: "988 Suicide & Crisis Lifeline",
      display: "988",
      tel: "988",
      description: "Call or text 988, 24 hours a day, 7 days a week, if you feel upset, overwhelmed or hopeless.",
    },
    {
      name: "SAMHSA National Helpline",
      display: "{{fact:samhsaHelpline}}",
      tel: "{{tel:samhsaHelpline}}",
      description:
        "Free, confidential help with mental health and substance use, 24 hours a day, 7 days a week, including referrals to local support.",
    },
  ],
};

export const FINANCIAL_RECOVERY: readonly FaqItem[] = [
  {
    question: "Can I get my money back from a gift card?",
    answer:
      "Sometimes, if you act fast. Call the company that issued the gift card. Use the number on the back of the card, and tell them it was used in a scam. Ask them to freeze any money still on it and to refund you. Keep the card and the store receipt. Then report the scam at {{fact:reportFraudSite}}. Once the scammer has spent the money, it is usually gone, so do not wait.",
  },
  {
    question: "What if I sent a wire transfer or used a payment app?",
    answer:
      "Call right away. For a wire transfer, call your bank or the company you used, such as Western Union or MoneyGram. Ask them to recall or reverse the transfer. For Zelle, call your bank or credit union, because Zelle works through your bank. For Venmo, Cash App or PayPal, report the payment in the app or on the company's official website. Then call your bank or card company too. Payments you made yourself can be hard to reverse, and banks do not always have to refund them. But they can only try if you call quickly. Then report the scam at {{fact:reportFraudSite}} and {{fact:ic3Site}}.",
  },
  {
    question: "What about cryptocurrency or a Bitcoin ATM?",
    answer:
      "Cryptocurrency payments are very hard to reverse, so report them quickly. Contact the company that runs the Bitcoin ATM. Its name is on the machine and on your receipt. If you used an exchange, contact the exchange. Ask them to block the transaction. Report the scam to the FBI at {{fact:ic3Site}} and include the receipt, the amounts and the wallet address you sent to. No real government office, bank or business will ever ask you to pay with cryptocurrency.",
  },
  {
    question: "Should I pay a company that promises to recover my money?",
    answer:
      "No. These are called recovery scams. After a scam, criminals often call back. They pretend to be a lawyer, a government office or a company that can get your money back for a fee. Government agencies such as the FTC and the FBI never charge you to recover money, and no honest company can promise to get it back. Hang up, and report the call at {{fact:reportFraudSite}}.",
  },
  {
    question: "How do I dispute a credit card or PayPal charge?",
    answer:
      "For a credit card, call the number on the back of the card and ask to dispute the charge (this is sometimes called a chargeback). Send your dispute in writing as well, and keep a copy; federal law sets time limits, so do not wait. For a PayPal purchase that never arrived or was not as described, open a dispute in your PayPal account within 180 days of the payment. PayPal does not cover money you sent to “friends and family.” For a debit card charge or bank transfer you did not make, tell your bank at once. Federal rules limit what you lose when you report fast. If your card or PIN was lost or stolen, report it within 2 business days of finding out.",
  },
];
