/** Scam guide: Investment Scams (/scam-types/investment-scams). */
import type { ScamGuide } from "~/content/types";

export const INVESTMENT_SCAMS_GUIDE: ScamGuide = {
  id: "investment-scams",
  type: "investment_scams",
  title: "Investment Scams",
  summary:
    "Investment scammers promise big, safe, fast returns from cryptocurrency, gold, real estate or “secret” trading systems. The profits you see on the screen are fake, and the money you send is gone.",
  howItOccurs: [
    "The contact may come from a new online friend, a “wrong number” text or a social media ad. It may be a video of a famous person, a free lunch seminar, or a cold call from a “financial advisor.” Sometimes a friend or member of your church or club passes it on, not knowing it is a scam.",
    "The offer sounds exciting and safe. It promises guaranteed returns and no risk. It may be a chance for only a few people, or a way to protect your savings from a bank collapse. The scammer may show you charts, fake news stories and messages from other “happy investors.”",
    "You are asked to start small. A website or app shows your money growing fast, and you may even be allowed to take out a small amount. This builds trust, so you put in more, sometimes from retirement accounts, home equity or loans.",
    "When you try to take out your money, new fees, “taxes” or penalties appear. The scammer asks you to pay them first. Then the website vanishes or stops answering. The money was usually sent by wire, cryptocurrency or a crypto ATM, which makes it very hard to recover.",
  ],
  identification: [
    "You are promised high returns with little or no risk.",
    "You are pushed to act now before the chance is gone.",
    "You met the person online and they offer to teach you to invest.",
    "You are asked to pay by cryptocurrency, a crypto ATM or a wire transfer.",
    "You must pay fees or taxes before you can take your money out.",
    "A celebrity video or ad promotes the investment.",
    "The seller is not registered, or will not give clear written details.",
  ],
  immediateActions: [
    "1. Stop. Stop all contact with the person or company and do not log in to their app or website again.",
    "2. Do not pay any more money, including “fees” or “taxes” to release your funds.",
    "3. Call your bank or brokerage right away on the number printed on your card or statement. Ask them to stop any pending transfers and watch your accounts. Money you sent yourself, by wire, crypto or a crypto ATM, is not covered by federal transfer rules. Call anyway, at once: the bank may still be able to stop a transfer that has not gone through.",
    "4. Save everything: website addresses, app names, messages, wallet addresses and receipts.",
    "5. Call the FINRA Securities Helpline for Seniors at {{fact:finraSeniorHelpline}} for free help understanding what happened.",
    "6. Report the scam to the FBI at {{url:ic3Site}} , especially if cryptocurrency was involved, and to the Securities and Exchange Commission at {{url:secSite}}tcr .",
  ].join("\n"),
  recoverySteps: [
    "1. Report to the Federal Trade Commission at {{url:reportFraudSite}} ({{fact:ftc}}), in addition to IC3 and the SEC.",
    "2. If you shared personal or account details, follow the recovery plan at {{url:identityTheftSite}} . Place a free credit freeze with Equifax ({{fact:equifax}}), Experian ({{fact:experian}}) and TransUnion ({{fact:transunion}}).",
    "3. Change passwords on your bank, brokerage and email accounts, using at least 10 characters. Turn on two-factor authentication (a second check, like a code sent to your phone).",
    "4. Tell your family, and consider naming a trusted contact person on your brokerage accounts, whom the firm can call if something seems wrong. Ask your bank whether it offers something similar.",
    "5. Watch closely for “recovery scams.” Some people say they can trace cryptocurrency or get your money back for an upfront fee. They are running a second scam, even if they claim to be lawyers or government agents.",
    "6. Get support. Losing savings is a heavy blow. Talk with family, the AARP Fraud Watch Network Helpline ({{fact:aarpHelpline}}), or a counselor. If you feel hopeless, call or text 988.",
  ].join("\n"),
  examples: {
    commonScenario:
      "This is a made-up example of a common scam. Frank got a text from a stranger that seemed to be a wrong number. They started chatting, and she said she made good money trading cryptocurrency with help from her uncle. She helped Frank set up an account on a trading app, where his first $5,000 seemed to double in weeks. He added $60,000 from his retirement account. When he tried to withdraw, the app said he owed a 20% “tax” first.",
    warningSigns:
      "A stranger made contact by “accident,” turned friendly, and then offered investment coaching. The profits grew too fast, and he was asked to pay before getting his own money out. Real investments do not charge you a fee to release your money, and no one can guarantee quick, large profits.",
    preventionTips:
      "Never invest because of advice from someone you met online. Before you invest, talk to someone you trust and check the seller and the product with FINRA or the SEC. Be very wary of any investment paid with cryptocurrency or a crypto ATM. Take your time: a real opportunity will still be there next week.",
  },
  stats:
    "People over 60 reported losing more than $1.8 billion to investment scams in 2024, the FBI said in 2025. No other kind of scam cost them more. Victims are often led to pay again and again.",
  trends2025:
    "Watch for “pig butchering” schemes (long, friendly chats that end in a fake cryptocurrency investment). Scammers also use AI deepfake videos of famous business people and news anchors. The videos promote fake trading platforms. Scammers also push victims to pay through crypto ATMs.",
  lastUpdated: "2026-11-23",
};
