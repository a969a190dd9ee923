/** Scam guide: Grandparent Scams (/scam-types/grandparent-scams). */
import type { ScamGuide } from "~/content/types";

export const GRANDPARENT_SCAMS_GUIDE: ScamGuide = {
  id: "grandparent-scams",
  type: "grandparent_scams",
  title: "Grandparent Scams",
  summary:
    "A caller pretends to be your grandchild, or a lawyer or police officer speaking for them. The caller says your grandchild is in trouble and needs money right away. Scammers now use AI to copy a loved one's voice, so a family code word is one of the best defenses.",
  howItOccurs: [
    "The phone rings, often late at night. A young voice says, “Grandma, it's me,” and may sound upset or be crying. Some scammers use AI voice cloning: software that copies a real person's voice from a short clip, such as a video posted on social media. The voice can sound exactly like your grandchild.",
    "The story is an emergency. They were in a car accident, were arrested, or are stuck in another country. Then a second person comes on the line: a “lawyer,” “public defender” or “police officer” who says bail or a fee must be paid today.",
    "You are begged to keep it secret: “Please don't tell Mom and Dad.” The scammers know that if you call another family member, the story falls apart. They press you to act fast before you can think.",
    "They ask for cash, gift cards, a wire transfer or cryptocurrency. Some send a “courier” or “bail bondsman” to your home to pick up cash. Others ask you to mail cash hidden in a box. Once handed over, the money is almost never recovered.",
  ],
  identification: [
    "A panicked call from a grandchild or relative who needs money now.",
    "The caller asks you to keep it a secret from the rest of the family.",
    "A “lawyer” or “officer” takes over the call to demand bail or fees.",
    "They want cash, gift cards, a wire transfer or cryptocurrency.",
    "They offer to send a courier to your home to collect the money.",
    "The voice sounds right but the caller avoids personal questions.",
    "The caller cannot give your family code word.",
  ],
  immediateActions: [
    "1. Stop. Hang up, even if the voice sounds exactly like your grandchild. AI can copy voices.",
    "2. Do not pay, do not buy gift cards, and do not hand cash to any courier who comes to your door.",
    "3. Call your grandchild directly on the number you already have, or call their parents. If you have a family code word, ask for it; a scammer will not know it.",
    "4. If you already sent money or shared bank details, call your bank right away on the number printed on the back of your card. Money you sent yourself, by wire, gift card or cash, is not covered by federal transfer rules. Call anyway, at once: the bank may still be able to stop a wire. If you mailed cash, call the U.S. Postal Inspection Service at {{fact:postalInspection}} right away.",
    "5. If a courier is on the way to your home, do not open the door, and call 911.",
    "6. Call the National Elder Fraud Hotline at {{fact:elderFraudHotline}}, {{fact:elderFraudHotlineHours}}, for help with next steps.",
  ].join("\n"),
  recoverySteps: [
    "1. Report the call to the Federal Trade Commission at {{url:reportFraudSite}} ({{fact:ftc}}) and to the FBI at {{url:ic3Site}} . If someone came to your home, also report it to your local police.",
    "2. Tell your whole family what happened, so they are not targeted next and can help you.",
    "3. Set up a family code word now: a word or phrase only your family knows, never posted online. Anyone who calls asking for money in an emergency must say it.",
    "4. If you shared bank or personal details, follow the plan at {{url:identityTheftSite}} . Consider a free credit freeze with Equifax ({{fact:equifax}}), Experian ({{fact:experian}}) and TransUnion ({{fact:transunion}}).",
    "5. Be ready for a second call. Scammers who succeed often call back with a new emergency, or pretend to offer help getting your money back for a fee. These are “recovery scams.”",
    "6. Be gentle with yourself. You acted out of love. If you feel ashamed or low, the AARP Fraud Watch Network Helpline ({{fact:aarpHelpline}}) has trained volunteers who understand.",
  ].join("\n"),
  examples: {
    commonScenario:
      "This is a made-up example of a common scam. At 11 p.m., Betty's phone rang. A crying voice that sounded just like her grandson said, “Grandma, I hit a car and they arrested me. Please don't tell Mom.” A man then said he was his lawyer. He said $9,000 in cash would get him released, and a courier would come to collect it. Betty asked for the family code word. The caller hung up, and her grandson was safe at home.",
    warningSigns:
      "The call came late at night, was full of fear, asked for secrecy, and demanded cash through a courier. The voice may have been cloned from a video online. Real courts and lawyers do not send couriers to collect bail money from grandparents' homes. A real grandchild in trouble would not mind you calling their parents.",
    preventionTips:
      "Choose a family code word today, and share it only in person or by phone with close family. Limit what family members share publicly online, such as travel plans and voice videos. Agree as a family that anyone asking for money in an emergency will be called back on a known number. Put your children's and grandchildren's numbers in your phone so you can check quickly.",
  },
  stats:
    "People over 60 reported losing $3.4 billion to fraud in 2023, the FBI said in 2024. For 2024, the FBI's figure rose to nearly $4.9 billion. A family code word and one call back can stop this scam.",
  trends2025:
    "AI voice cloning makes these calls far more convincing. A short clip of a grandchild's voice from a social media video can be enough to copy it. Some scammers also send couriers to collect cash at the door, or ask victims to mail cash. A family code word works even against a perfect copy of a voice.",
  lastUpdated: "2026-11-23",
};
