/** Module 7: Emerging Threats 2025 (Critical, 25 minutes). */
import { FBI_ELDER_FRAUD_2024, FTC_BIG_IMPOSTER_LOSSES, FTC_OLDER_ADULTS_EARLY_2025, FTC_TYPICAL_LOSS_80_PLUS } from "../figures";
import type { ModuleContent } from "~/content/types";

export const EMERGING_THREATS_2025_MODULE: ModuleContent = [
  {
    kind: "overview",
    text: "Scammers now use artificial intelligence (AI: computer programs that can imitate human voices, faces, and writing) to make their tricks more convincing. A phone call can sound exactly like your grandson. A video call can show a face that is not real. A scam email can be written perfectly. The tools are new, but the tricks behind them are old: pressure, secrecy, and a request for money. This module explains the newest threats in plain words and gives you a simple defense for each one.",
  },
  {
    kind: "threats",
    items: [
      "AI voice cloning: a copy of a loved one's voice, made from a short clip online, used in a fake emergency call.",
      "Deepfake video calls: a fake face and voice on a video call pretending to be a relative, a romantic partner, or an official.",
      "AI-written messages that no longer have the spelling mistakes that once gave scams away.",
      "QR code scams on parking meters, in letters, and in texts that lead to fake payment pages.",
      "Cryptocurrency ATM scams, where victims are told to feed cash into a Bitcoin machine.",
      "Long “relationship” investment scams that start with a wrong-number text or a friendly message.",
    ],
  },
  {
    kind: "steps",
    items: [
      {
        title: "Set a family code word",
        duration: "5 minutes",
        importance: "Critical",
        content: [
          "Choose a secret word or phrase with your family and agree on it in person.",
          "Anyone who calls or video calls with an emergency and asks for money must say it.",
          "If they cannot, hang up and call the person on the number you already have.",
          "Keep the word off social media, texts, and email.",
        ],
        tips: ["A voice or face that seems exactly right is no longer proof. The code word and a call back are."],
      },
      {
        title: "Verify every voice and video request for money",
        duration: "5 minutes",
        importance: "Critical",
        content: [
          "Hang up and call back on a number you know, even if the voice or face looks right.",
          "Ask a question only the real person would know, something not posted online.",
          "On a video call, ask the person to turn their head, wave a hand in front of their face, or stand up. Fakes often glitch, but do not rely on this alone.",
          "Be suspicious of any video call where the picture is blurry or the sound does not match the lips. The same goes for a call that ends quickly after the request.",
        ],
      },
      {
        title: "Never pay with crypto ATMs, gift cards, or cash couriers",
        duration: "5 minutes",
        importance: "Critical",
        content: [
          "No government agency, bank, business, or real romantic partner will ever tell you to put cash into a Bitcoin ATM.",
          "Real banks, government agencies, Medicare, and tech companies never ask for payment by gift card, wire transfer, cryptocurrency, or a payment app.",
          "If someone is on the phone guiding you to a crypto ATM or a store's gift card rack, stop. Hang up and call a family member.",
          "Never hand cash or gold to a courier who comes to your door.",
        ],
        warning:
          "If you already sent money, call your bank and the crypto ATM company (the number is usually on the machine or receipt) right away. Report it at {{url:ic3Site}} and call the National Elder Fraud Hotline at {{fact:elderFraudHotline}}.",
      },
      {
        title: "Be careful with QR codes and links",
        duration: "5 minutes",
        importance: "Important",
        content: [
          "A QR code is a square barcode you scan with your phone's camera to open a website. Scammers stick fake ones over real ones.",
          "Do not scan QR codes in unexpected texts, emails, or letters.",
          "To pay for parking or tolls, use the official app or website that you type in yourself, or pay at the machine.",
          "After scanning any code, look at the web address before entering anything. If it looks odd, close it.",
          "A perfectly written message can still be a scam. Judge it by what it asks you to do, not by its spelling.",
        ],
      },
      {
        title: "Stay informed and talk about it",
        duration: "5 minutes",
        importance: "Recommended",
        content: [
          "Read scam alerts from the Federal Trade Commission at {{url:consumerFtcSite}} or the AARP Fraud Watch Network.",
          "Talk about new scams with family and friends. People who talk about scams regularly are much harder to fool.",
          "Limit the voice and video clips you post publicly, and set your social media to private.",
          "Be wary of anyone who offers to recover money you lost to a scam for a fee. That is usually a second scam.",
        ],
      },
    ],
  },
  {
    kind: "quickWins",
    items: [
      "Call your family today and agree on a code word.",
      "Put a note on your phone case or wallet: “Never pay with crypto, gift cards, or cash couriers.”",
      "Stop scanning QR codes from texts, emails, and letters you did not expect.",
      "Set your social media profiles to private to limit public voice and video clips.",
      "Save the National Elder Fraud Hotline, {{fact:elderFraudHotline}}, in your phone.",
    ],
  },
  {
    kind: "redFlags",
    items: [
      {
        category: "A familiar voice or face in trouble",
        examples: [
          "A grandchild's exact voice, crying, asking for bail money.",
          "A video call from a relative that is blurry and ends quickly after asking for money.",
          "“I can't talk long. Please don't tell anyone.”",
        ],
        reality:
          "Voices and faces can be copied with AI from clips posted online. Hang up, call back on a number you know, and use your family code word.",
      },
      {
        category: "New ways to pay",
        examples: [
          "“Take cash to a Bitcoin ATM and scan this QR code.”",
          "“Pay your fine through this link.”",
          "“Buy gold bars and a courier will collect them.”",
        ],
        reality: "These payments are fast and almost impossible to reverse, which is why scammers love them. No real agency uses them.",
      },
      {
        category: "Money you are “owed”",
        examples: [
          "“You are owed a government refund. Pay a small processing fee to receive it.”",
          "“Your investment made 300%. Pay the tax to withdraw.”",
          "“We can recover your lost money for a fee.”",
        ],
        reality:
          "Real refunds never require a fee. Fake investment sites show made-up profits. Recovery offers are usually the same scammers coming back.",
      },
    ],
  },
  {
    kind: "psychologyTactics",
    items: [
      {
        tactic: "Seeing and hearing is believing",
        howItWorks:
          "People trust their own eyes and ears. AI lets scammers use a voice or face you know, which switches off your usual doubts.",
        defense:
          "Decide now that voice and video are not proof. The only proof is calling back on a number you already have, or the family code word.",
      },
      {
        tactic: "Slow-built trust",
        howItWorks:
          "In “pig butchering” investment scams, the scammer chats daily for weeks as a friend or romantic partner before mentioning investing. By then, the advice feels like it comes from someone who cares.",
        defense:
          "Never invest on the advice of someone you have only met online. Check any investment with the FINRA Securities Helpline for Seniors at {{fact:finraSeniorHelpline}}.",
      },
      {
        tactic: "Modern, official-looking tools",
        howItWorks:
          "QR codes, crypto ATMs, and slick apps feel modern and legitimate. Scammers use them to make unusual payments feel normal.",
        defense: "A new kind of payment does not change the old rule: anyone demanding unusual payment is a scammer.",
      },
    ],
  },
  { kind: "statistics", items: [FTC_OLDER_ADULTS_EARLY_2025, FTC_BIG_IMPOSTER_LOSSES, FTC_TYPICAL_LOSS_80_PLUS, FBI_ELDER_FRAUD_2024] },
  {
    kind: "emergingThreats2025",
    items: [
      {
        threat: "AI voice cloning",
        description:
          "Scammers copy a loved one's voice from a short video or voicemail. Then they call with a fake emergency: an accident, an arrest, or a hospital bill.",
        protection:
          "Agree on a family code word. Hang up and call the person back on a number you already have, even if the voice sounds exactly right.",
      },
      {
        threat: "Deepfake video calls",
        description:
          "AI creates a moving face and voice on a video call. Scammers use it to pose as relatives, romantic partners, officials, or celebrities promoting investments.",
        protection:
          "Treat video as no proof of who someone is. Hang up and call back on a known number. Never send money because of a video call.",
      },
      {
        threat: "AI-written phishing",
        description:
          "Scam emails and texts are now written by AI in perfect English, sometimes using details about you found online. Spelling mistakes are no longer a reliable warning sign.",
        protection:
          "Judge a message by what it asks, not how it is written. Do not click links in unexpected messages. Go to the company's website or app yourself.",
      },
      {
        threat: "QR code scams",
        description:
          "Fake QR codes on parking meters, in letters, and in texts lead to look-alike payment pages that steal card numbers, or to harmful software.",
        protection:
          "Do not scan codes you did not expect. Pay through official apps or at the machine. Check the web address before entering anything.",
      },
      {
        threat: "Fake toll texts",
        description: "Texts claim you owe an unpaid toll and threaten late fees or license suspension, with a link to a fake payment site.",
        protection:
          "Do not tap the link. Check your toll account yourself using the official website or the number on your statement. Forward the text to 7726.",
      },
      {
        threat: "Crypto ATM scams",
        description:
          "Callers pretending to be the government, your bank, or tech support tell you to withdraw cash. Then they tell you to feed it into a Bitcoin ATM, often while they stay on the phone.",
        protection:
          "No real organization ever asks for payment through a crypto ATM. Hang up, and call a family member or the National Elder Fraud Hotline at {{fact:elderFraudHotline}}.",
      },
      {
        threat: "Fake government “refund” scams",
        description:
          "Messages say you are owed a tax refund, unclaimed money, or a settlement payment. But first, they say, you must pay a fee or give your bank details.",
        protection:
          "Real government refunds never require a fee. The IRS first contacts people by mail. Look up the agency's contact details yourself before responding.",
      },
      {
        threat: "Romance-investment “pig butchering”",
        description:
          "A stranger befriends you through a wrong-number text, dating site, or social media, and builds trust for weeks. Then they guide you into a fake crypto trading site that shows made-up profits.",
        protection:
          "Never take investment advice from someone you have only met online. If you cannot withdraw without paying a “fee” or “tax”, it is a scam. Report it at {{url:ic3Site}}.",
      },
    ],
  },
  {
    kind: "practiceScenarios",
    items: [
      {
        scenario:
          "Your phone rings and you hear your grandson's voice: “Grandpa, I hit someone with my car. I need $9,000 for bail. Please don't tell Mom.” He sounds exactly like himself.",
        redFlags: ["An emergency asking for money.", "A request for secrecy.", "Pressure to act quickly."],
        response:
          "Ask for the family code word. If he cannot give it, hang up and call your grandson or his parents on numbers you already have. Remember that voices can be copied.",
      },
      {
        scenario:
          "Someone you met online six months ago shows you their crypto trading account, full of profits. You invest $5,000 and it appears to grow. When you try to withdraw, the site says you must first pay a 20% “tax”.",
        redFlags: ["Investment advice from an online friend.", "Profits you can see but not withdraw.", "A fee to get your own money out."],
        response:
          "Stop paying. Do not send more money for any reason. Report it at {{url:ic3Site}} and {{url:secSite}}tcr, and call the National Elder Fraud Hotline at {{fact:elderFraudHotline}}. Tell your bank.",
      },
      {
        scenario:
          "A parking meter has a QR code sticker that says “Scan to pay.” The website it opens asks for your card number and charges a “service fee.”",
        redFlags: [
          "A sticker that may be placed over the real code.",
          "A web address that does not match the city or parking company.",
          "An unexpected extra fee.",
        ],
        response:
          "Close the page. Pay at the meter, or use the official parking app that you downloaded yourself. If you already entered your card, call your bank on the number on your card.",
      },
    ],
  },
  {
    kind: "resources",
    items: [
      {
        name: "FBI Internet Crime Complaint Center (IC3)",
        url: "{{url:ic3Site}}",
        description: "Report AI, cryptocurrency, and online investment fraud to the FBI, and read its public warnings.",
      },
      {
        name: "{{fact:reportFraudSite}}",
        url: "{{url:reportFraudSite}}",
        description: "Report any scam to the Federal Trade Commission.",
      },
      {
        name: "FTC Consumer Advice",
        url: "{{url:consumerFtcSite}}",
        description: "Current scam alerts, including voice cloning, QR code, and crypto scams.",
      },
      {
        name: "SEC Tips and Complaints",
        url: "{{url:secSite}}tcr",
        description:
          "Report suspected investment fraud, including fake crypto trading platforms, to the Securities and Exchange Commission.",
      },
      {
        name: "AARP Fraud Watch Network",
        url: "{{url:aarpSite}}money/scams-fraud/",
        description: "Scam alerts and a free helpline, {{fact:aarpHelpline}}, open to everyone.",
      },
    ],
  },
];
