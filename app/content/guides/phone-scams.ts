/** Scam guide: Phone Scams (/scam-types/phone-scams). */
import type { ScamGuide } from "~/content/types";

export const PHONE_SCAMS_GUIDE: ScamGuide = {
  id: "phone-scams",
  type: "phone_scams",
  title: "Phone Scams",
  summary:
    "A caller pretends to be from the government, your bank, Medicare, a utility or a family member. The caller pushes you to pay or share private details right away. The caller ID can be faked, so the name on your screen proves nothing.",
  howItOccurs: [
    "The call can come from anyone who says they are important. It may be the IRS, Social Security, Medicare or the police. It may be your bank, the electric company, or a well-known company like Amazon or Microsoft. Sometimes it is a recorded message that tells you to press 1. Scammers can fake caller ID, so your screen may show a real agency's name or a local number.",
    "The caller tells a story meant to scare or excite you. Your Social Security number has been “suspended.” There is a warrant for your arrest. Your bank account has been hacked. Your power will be shut off in one hour. Or you have won a prize and only need to pay the taxes first.",
    "Then the caller rushes you. They say you must act today and must not hang up or tell anyone. They may keep you on the line for hours, or pass you to a “supervisor” or “agent” to make the story feel real.",
    "Finally they ask for money or information. They want gift cards, a wire transfer, cryptocurrency, cash handed to a courier, or a payment app. Or they ask for your Social Security number, Medicare number, bank login, or a code that was just texted to you. Once sent, the money is very hard to get back.",
  ],
  identification: [
    "The caller says you must pay or act right now.",
    "You are told to keep the call secret, even from family or your bank.",
    "They want payment by gift card, wire transfer, cryptocurrency, cash or a payment app.",
    "They threaten arrest, a lawsuit, or losing your benefits.",
    "They ask for your Social Security number, Medicare number or bank login.",
    "They ask you to read back a code that was just texted to you.",
    "You won a prize or lottery you never entered, but must pay a fee first.",
    "They tell you to stay on the line and not hang up.",
  ],
  immediateActions: [
    "1. Stop. Hang up. You do not need to be polite to a caller who pressures you.",
    "2. Do not pay anything, and do not share any numbers, passwords or codes.",
    "3. If you already paid or shared bank details, call your bank right away on the number printed on the back of your card. Ask them to stop the payment and watch your account. If money left your account without your OK, federal rules limit your loss if you report it fast. Report within 2 business days of learning your card or PIN was stolen, and you can lose no more than $50. If you sent the money yourself, by wire, crypto, gift card or cash, these rules do not cover it. Call anyway, at once: the bank may still be able to stop it.",
    "4. If you paid with a gift card, call the number on the back of the card. Tell them it was a scam, and keep the card and receipt.",
    "5. Check the story yourself. Look up the agency's or company's real number on its official website or on a statement, and call that number. For example, Social Security is {{fact:socialSecurity}} and Medicare is {{fact:medicare}} ({{fact:medicareLetters}}).",
    "6. Call the National Elder Fraud Hotline at {{fact:elderFraudHotline}} ({{fact:elderFraudHotlineLetters}}), {{fact:elderFraudHotlineHours}}, for free help with next steps.",
  ].join("\n"),
  recoverySteps: [
    "1. Report the call to the Federal Trade Commission at {{url:reportFraudSite}} or {{fact:ftc}}. Write down the date, time, the number that called and what was said.",
    "2. Report government impostors to the right office: Social Security scams to {{url:ssaOigSite}} , and IRS impostors to the Treasury Inspector General for Tax Administration at {{fact:tigta}}.",
    "3. If you gave out your Social Security number or bank details, go to {{url:identityTheftSite}} for a recovery plan. Also place a free credit freeze with Equifax ({{fact:equifax}}), Experian ({{fact:experian}}) and TransUnion ({{fact:transunion}}).",
    "4. Change any passwords or PINs you shared, and add your number to the National Do Not Call Registry at {{url:doNotCallSite}} or {{fact:doNotCall}}. This will not stop scammers, but it cuts down on sales calls so scam calls stand out.",
    "5. Tell your family or a trusted friend what happened, so they can help and warn others.",
    "6. Watch out for “recovery scams.” Anyone who calls offering to get your money back for a fee is a scammer. Real government agencies never charge to help you.",
    "7. Be kind to yourself. These callers are skilled criminals. If you feel low, the AARP Fraud Watch Network Helpline ({{fact:aarpHelpline}}) has trained volunteers to talk with you. In a crisis, call or text 988.",
  ].join("\n"),
  examples: {
    commonScenario:
      "This is a made-up example of a common scam. Margaret's phone showed “Social Security Admin.” A man said her Social Security number had been used in a crime and her benefits would stop. He told her to move her savings to a “safe account” by buying gift cards and reading him the numbers. He said not to tell her bank, because bank staff “might be involved.” She hung up, called Social Security at {{fact:socialSecurity}}, and learned the call was fake.",
    warningSigns:
      "The caller used a trusted name, created fear, and asked for gift cards. He also told her to keep it secret from her bank. Social Security will never threaten to stop your benefits over the phone. It never asks for gift cards, and never tells you to hide a call from anyone. Caller ID showing an agency's name does not prove anything, because it is easy to fake.",
    preventionTips:
      "Let calls from unknown numbers go to voicemail. A real caller will leave a message. Never call back a number given in a message; look it up yourself. Agree on a family rule: no one pays anyone during a surprise call, and we always check with each other first. Ask your phone company about free call-blocking tools, and keep your bank's real number somewhere easy to find.",
  },
  stats:
    "People over 60 reported losing $3.4 billion to fraud in 2023, the FBI said in 2024. For 2024, the FBI's figure rose to nearly $4.9 billion. Many of these scams begin with a single phone call.",
  trends2025:
    "Some callers now use AI voice cloning (software that copies a real person's voice from a short recording). It lets them sound like a family member or a boss. Scammers also fake caller ID to show a real bank, police department or government office. Some send a courier to your home to collect cash or gold. Any call asking for money should be checked by calling back on a number you already know.",
  lastUpdated: "2026-11-23",
};
