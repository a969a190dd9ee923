/** Scam guide: Text Message Scams (/scam-types/text-scams). */
import type { ScamGuide } from "~/content/types";

export const TEXT_SCAMS_GUIDE: ScamGuide = {
  id: "text-scams",
  type: "text_scams",
  title: "Text Message Scams",
  summary:
    "A text message says you owe a toll, missed a package, or have a problem with your bank. It asks you to tap a link or reply. These scams are called “smishing” (scam text messages), and the link leads to a fake site that steals your money or details.",
  howItOccurs: [
    "The text seems to come from a company or agency you know. It may name the post office, a toll road, your bank, Amazon, the DMV, or a delivery company. Some texts pretend to be from a friend or are a “wrong number” message meant to start a chat.",
    "The message gives a small, urgent reason to act. “Your package cannot be delivered.” “You owe $4.95 in unpaid tolls.” “Suspicious charge on your account, reply YES or NO.” The amount is often small so it seems harmless to pay.",
    "The text includes a link to a website that looks real but is fake. It asks for your card number, your bank login, or personal details such as your date of birth. Some texts ask you to call a number, where a fake “fraud department” takes over.",
    "Once you enter your details, the scammers use your card, empty your account, or sell your information. A friendly “wrong number” chat may go on for weeks and turn into a romance or investment scam.",
  ],
  identification: [
    "The text is from a number or email address you do not know.",
    "It says you owe money, missed a delivery, or have an account problem.",
    "It includes a link, often shortened or spelled oddly.",
    "It rushes you with a deadline, like “pay within 24 hours.”",
    "It asks for your card number, password or a security code.",
    "It tells you to reply with a code or “YES” to stop a charge.",
    "A stranger texts “wrong number” and then keeps chatting.",
  ],
  immediateActions: [
    "1. Stop. Do not tap the link, do not reply, and do not call any number in the text.",
    "2. Do not pay anything or type in any card number, password or code.",
    "3. If you entered card or bank details, call your bank right away on the number printed on the back of your card. Ask them to block the card and watch for strange charges. Federal rules limit your loss on charges and transfers you did not make, if you report them fast. Report within 2 business days of learning your card or PIN was stolen, and you can lose no more than $50.",
    "4. Check the claim yourself. Open the company's own app, or type its website address yourself, or call the number on your bill or card.",
    "5. Forward the scam text to 7726 (SPAM). It is free on major U.S. carriers and helps block these senders. Then delete the text and block the number.",
    "6. If you typed a password into a fake site, change that password now, starting with your email and bank.",
  ].join("\n"),
  recoverySteps: [
    "1. Report the text to the Federal Trade Commission at {{url:reportFraudSite}} or {{fact:ftc}}. If money was taken online, also report to the FBI at {{url:ic3Site}} .",
    "2. If you shared personal details such as your Social Security number or date of birth, follow the plan at {{url:identityTheftSite}} .",
    "3. Place a free credit freeze with Equifax ({{fact:equifax}}), Experian ({{fact:experian}}) and TransUnion ({{fact:transunion}}), so no one can open new accounts in your name.",
    "4. Change passwords you may have shared. Use a different password of at least 10 characters for each important account. Turn on two-factor authentication (a second check, like a code sent to your phone).",
    "5. Tell family and friends about the text, so they know to ignore it too.",
    "6. Beware of “recovery scams.” If someone texts or calls offering to get your money back for a fee, it is another scam.",
    "7. Do not blame yourself. These texts fool careful people every day. For someone to talk to, call the AARP Fraud Watch Network Helpline at {{fact:aarpHelpline}}.",
  ].join("\n"),
  examples: {
    commonScenario:
      "This is a made-up example of a common scam. Walter got a text: “Final notice: you have an unpaid toll of $6.99. Pay today to avoid a $50 late fee,” with a link to a website that looked official. The amount was small, so he tapped the link and entered his card number. Two days later his card had over $900 in charges he did not make. He called his bank on the number on his card, and they canceled the card.",
    warningSigns:
      "The text came from an unknown number. It had a tight deadline and a threat of a fee. It used a link instead of telling him to log in to his real toll account. If you might really owe a toll, log in to your own toll account to check. Or call the number on a paper bill. A small amount is a trick to make you act without thinking.",
    preventionTips:
      "Never tap links in texts you did not expect. If you think a bill or package might be real, go to the company's website or app on your own. Or call the number on your statement. Forward scam texts to 7726, then delete them. Ask your phone carrier about free spam-text filtering. Do not answer “wrong number” texts from strangers, however friendly they seem.",
  },
  stats:
    "People reported losing $470 million to scams that started with a text message in 2024, the FTC said in 2025. Fake package delivery texts were the kind reported most often.",
  trends2025:
    "Fake toll texts and fake DMV texts spread to many states in 2025. They claim you owe a toll or a traffic fine, and threaten to suspend your license. Watch for them still. Fake package-delivery texts are common too. Many “wrong number” and “Hi, how are you?” texts are the first step of long investment and romance scams.",
  lastUpdated: "2026-11-23",
};
