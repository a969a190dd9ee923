/** Scam guide: Tech Support Scams (/scam-types/tech-support). */
import type { ScamGuide } from "~/content/types";

export const TECH_SUPPORT_GUIDE: ScamGuide = {
  id: "tech-support",
  type: "tech_support",
  title: "Tech Support Scams",
  summary:
    "A pop-up, call or email claims your computer has a virus or your accounts were hacked. It tells you to call “Microsoft,” “Apple” or your bank. The scammer asks to take control of your computer, then steals money or charges you for fake repairs.",
  howItOccurs: [
    "It often starts with a pop-up warning that fills your screen, sometimes with a loud alarm or a voice. It says your computer is infected or locked and gives a phone number to call. Other times someone calls you, claiming to be from Microsoft, Apple, your internet provider, or a security company.",
    "When you call or answer, a calm “technician” says hackers have broken in. They ask you to install a program or visit a website so they can connect to your computer. This is called remote access: it lets them see your screen and control your mouse from far away.",
    "Once connected, they show you harmless system messages and say they prove an infection. They charge you for a “repair” or “protection plan.” Or they say your bank account was hacked, and pass you to a fake bank or government agent.",
    "The fake agent tells you to move your savings to a “safe” account, buy gift cards, withdraw cash, or use a crypto ATM. They may also install software that lets them come back later, or steal your passwords and files.",
  ],
  identification: [
    "A pop-up warning tells you to call a phone number to fix your computer.",
    "The warning uses loud sounds or won't let you close the browser.",
    "Someone calls you out of the blue about a virus or hacked account.",
    "They ask you to install a program so they can connect to your computer.",
    "They ask you to log in to your bank while they are connected.",
    "They want payment by gift card, wire transfer, cryptocurrency or cash.",
    "They tell you to move money to a “safe account” to protect it.",
    "They say you must not tell your bank or family.",
  ],
  immediateActions: [
    "1. Stop. Hang up or end the chat. Do not call the number in a pop-up. Microsoft and Apple never put phone numbers in pop-up warnings.",
    "2. Do not pay anything, do not install anything, and do not log in to your bank while a stranger can see your screen.",
    "3. If you let them connect, disconnect the computer from the internet right away: unplug the network cable or turn off Wi-Fi. If a pop-up will not close, hold down the power button to turn the computer off.",
    "4. If you paid or shared bank details, call your bank on the number printed on the back of your card. Ask them to stop payments and watch your account. If the scammer moved money while connected to your computer, say so: that is a transfer you did not make. Federal rules limit your loss on those if you report fast. Money you sent yourself, by wire, crypto, gift card or cash, is not covered. Call anyway, at once.",
    "5. From a different device that the scammer never touched, change your email, bank and other important passwords.",
    "6. Before going back online, run a full scan with your security software and follow the FTC's malware advice at {{url:consumerFtcSite}}articles/how-recognize-remove-avoid-malware . If you are unsure, ask a trusted local repair shop or family member for help.",
  ].join("\n"),
  recoverySteps: [
    "1. Report the scam to the FBI Internet Crime Complaint Center at {{url:ic3Site}} and to the Federal Trade Commission at {{url:reportFraudSite}} ({{fact:ftc}}).",
    "2. Remove any remote access program the scammer had you install, or have a trusted helper do it. Then run your security scan again.",
    "3. If you shared personal details, follow the plan at {{url:identityTheftSite}} and place a free credit freeze with Equifax ({{fact:equifax}}), Experian ({{fact:experian}}) and TransUnion ({{fact:transunion}}).",
    "4. Turn on two-factor authentication (a second check, like a code sent to your phone) for your email and bank. Use passwords of at least 10 characters.",
    "5. If you paid with a credit card, ask your card company to reverse the charge. If you paid by PayPal, call PayPal and your bank at once. A purchase paid with PayPal may be covered if you open a dispute within 180 days. Money sent to “friends and family” is not covered.",
    "6. Tell your family. Watch out for “recovery scams”: the same criminals often call back pretending to offer a refund or to track down your money, for a fee.",
    "7. Go easy on yourself. These scammers are trained to sound helpful and official. The AARP Fraud Watch Network Helpline ({{fact:aarpHelpline}}) offers free support.",
  ].join("\n"),
  examples: {
    commonScenario:
      "This is a made-up example of a common scam. While reading the news, George saw his screen turn red with a loud alarm: “Windows Security Alert! Call Microsoft Support at 1-8XX-XXX-XXXX.” The man who answered connected to George's computer and said hackers had reached his bank account. He passed George to a “bank fraud officer.” This man told him to withdraw $15,000 in cash and put it into a crypto ATM to keep it safe. The store clerk warned George, and he called his bank instead.",
    warningSigns:
      "A real Microsoft warning never includes a phone number, and real companies do not call about viruses. The alarm and the rush were meant to scare him. Being passed from “tech support” to a “bank officer” is a known trick. No real bank asks you to move money into a crypto ATM or a “safe account.”",
    preventionTips:
      "If a pop-up will not close, turn the computer off and back on. Never let anyone you did not contact yourself connect to your computer. Keep your computer updated and use trusted security software. If you think there is a real problem, call the company on the number from its official website or on your bill. Or ask a family member for help.",
  },
  stats:
    "People over 60 reported losing about $982 million to tech support scams in 2024, the FBI said in 2025. It was one of the scams they reported most often. Microsoft and Apple never put phone numbers in pop-up warnings.",
  trends2025:
    "Watch for the “phantom hacker” scam. A fake tech support agent comes first, then a fake bank employee, then a fake government agent. Each one tells you to move your savings to protect it. Some scammers send couriers to pick up cash or gold, or steer people to crypto ATMs.",
  lastUpdated: "2026-11-23",
};
