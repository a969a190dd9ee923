/** Scam guide: Romance Scams (/scam-types/romance-scams). */
import type { ScamGuide } from "~/content/types";

export const ROMANCE_SCAMS_GUIDE: ScamGuide = {
  id: "romance-scams",
  type: "romance_scams",
  title: "Romance Scams",
  summary:
    "A romance scammer builds a loving online relationship over weeks or months. Then they ask for money for an emergency, a trip to meet you, or an investment. The person you have come to care about is not who they say they are.",
  howItOccurs: [
    "The scammer finds you on a dating site, Facebook, Instagram, a game app, or through a “wrong number” text. Their profile often shows attractive stolen or AI-made photos. They often say they work far away. They may claim to be on an oil rig, in the military overseas, or a doctor with an aid group. Or they say they do business abroad.",
    "They are warm, attentive and quick to say “I love you.” They write every day and soon ask you to move to a private chat app. They share sad stories and make plans to meet, but something always stops them from visiting or turning on a video call.",
    "Once you trust them, a problem appears. They need money for a medical bill, a plane ticket, customs fees, or to unlock a fortune. Or they offer to teach you how to invest in cryptocurrency the way they do, and guide you to a fake trading site.",
    "They ask for gift cards, wire transfers, cryptocurrency, or money sent through a payment app. Some ask you to receive and forward money or packages for them, which can drag you into crimes. The requests keep growing until your savings are gone.",
  ],
  identification: [
    "They say “I love you” very soon, without ever meeting you.",
    "They always have a reason not to meet in person or video chat.",
    "They want to move quickly from the dating site to a private chat app.",
    "They say they work overseas, on an oil rig, or in the military.",
    "They ask for money, gift cards or cryptocurrency, even a small amount.",
    "They ask you to keep the relationship secret from family and friends.",
    "They want to teach you to invest in cryptocurrency.",
    "They ask you to receive money or packages and send them on.",
  ],
  immediateActions: [
    "1. Stop. Stop writing to the person and do not answer calls or messages.",
    "2. Do not send any more money, gift cards or cryptocurrency, no matter what they say will happen.",
    "3. If you sent money, call your bank right away on the number printed on the back of your card. Ask them to stop or reverse the transfer. Money you sent yourself, by wire, crypto, gift card or a payment app, is not covered by federal transfer rules. That is why speed matters: the bank may still be able to stop it. If you used Venmo, Cash App or PayPal, report it in the app too.",
    "4. Save the messages, photos, names and payment receipts. Do not delete the chats yet; they help investigators.",
    "5. Report the profile to the dating site or social media app.",
    "6. Talk to someone you trust, or call the National Elder Fraud Hotline at {{fact:elderFraudHotline}}, {{fact:elderFraudHotlineHours}}.",
  ].join("\n"),
  recoverySteps: [
    "1. Report the scam to the FBI Internet Crime Complaint Center at {{url:ic3Site}} and to the Federal Trade Commission at {{url:reportFraudSite}} ({{fact:ftc}}).",
    "2. If you shared your Social Security number, bank details or copies of your ID, follow the plan at {{url:identityTheftSite}} . Place a free credit freeze with Equifax ({{fact:equifax}}), Experian ({{fact:experian}}) and TransUnion ({{fact:transunion}}).",
    "3. Change your passwords on email, banking and dating accounts, using at least 10 characters.",
    "4. Tell family or a close friend. Secrecy is what the scammer wanted; sharing helps you heal and protects you from the next contact.",
    "5. Expect the scammer, or someone new, to come back. Beware of “recovery scams” by people who say they are lawyers, investigators or agents who can get your money back for a fee.",
    "6. Allow yourself to grieve. Losing a relationship hurts, even one that was not real. The AARP Fraud Watch Network Helpline ({{fact:aarpHelpline}}) offers free support. If you feel hopeless, call or text 988.",
  ].join("\n"),
  examples: {
    commonScenario:
      "This is a made-up example of a common scam. After her husband died, Carol joined a dating site and met “James,” who said he was an engineer working on an ocean oil rig. They wrote every day for three months. His camera was always “broken.” Then he said his equipment was stuck in customs and he needed $8,000 to release it. He promised to pay her back when he came home. When he asked for more, her son helped her see it was a scam.",
    warningSigns:
      "“James” fell in love fast, worked far away, could never video chat, and needed money for a sudden problem. Each of these is a common sign on its own; together they almost always mean a scam. A real partner will not ask someone they have never met for thousands of dollars.",
    preventionTips:
      "Never send money to someone you have only met online. Search their photos with a reverse image search (a tool that shows where else a picture appears online) and ask for a live video call. Keep your family or friends in the loop about new online relationships. Go slowly, and be wary of anyone who talks about cryptocurrency or asks you to keep secrets.",
  },
  stats:
    "People over 60 reported losing about $389 million to romance and other trust scams in 2024, the FBI said in 2025. Romance scams can drain life savings because they go on for months.",
  trends2025:
    "Some romance scammers now use AI-made photos. Some also use deepfake video (fake live video that looks like a real person) during short calls. Many romance scams now turn into investment scams, where the “partner” guides you to a fake cryptocurrency app. This is sometimes called “pig butchering,” because the scammer builds trust slowly before taking everything.",
  lastUpdated: "2026-11-23",
};
