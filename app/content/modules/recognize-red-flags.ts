/** Module 2: Recognize Red Flags (Critical, 30 minutes). */
import type { ModuleContent } from "~/content/types";

export const RECOGNIZE_RED_FLAGS_MODULE: ModuleContent = [
  {
    kind: "overview",
    text: "Scams come by phone, text, email, mail, and social media, and the stories change all the time. But almost every scam shows the same six warning signs. They are pressure, secrecy, an unusual way to pay, an offer too good to be true, contact you did not expect, and threats. Once you know these signs, you can spot a scam you have never heard of before. This module teaches each sign and one simple habit that beats them all: pause, hang up, and check with someone you trust.",
  },
  {
    kind: "threats",
    items: [
      "Impostors pretend to be your bank, the government, Medicare, a police officer, or a grandchild in trouble.",
      "Prize, lottery, and sweepstakes scams ask you to pay a “fee” or “tax” to collect winnings that do not exist.",
      "Romance and friendship scams build trust for weeks or months before asking for money.",
      "Investment scams promise high returns with “no risk”, often in cryptocurrency (digital money).",
      "Tech support scams scare you with fake warnings and then charge you to “fix” a problem that was never there.",
    ],
  },
  {
    kind: "steps",
    items: [
      {
        title: "Sign 1: Pressure to act right now",
        duration: "5 minutes",
        importance: "Critical",
        content: [
          "Scammers rush you so you cannot think or ask anyone. Listen for words like “immediately”, “today only”, “within the hour”, or “don't hang up”.",
          "Real banks, agencies, and family emergencies can wait the few minutes it takes to check.",
          "Give yourself a rule: “I never decide about money on the first call.”",
          "Say it out loud: “I'll call you back.” Then hang up and call a number you already know.",
        ],
        examples: [
          "“Your account will be closed in 30 minutes unless you act.”",
          "“The lawyer needs the bail money before the judge leaves today.”",
        ],
      },
      {
        title: "Sign 2: Secrecy",
        duration: "5 minutes",
        importance: "Critical",
        content: [
          "Any request to keep something secret from your family, your bank, or the police is a warning sign.",
          "Scammers ask for secrecy because the people who love you would spot the scam at once.",
          "Real banks, government agencies, and Medicare never ask you to keep a call secret.",
          "If a bank teller asks why you are taking out cash, tell the truth. They are trained to help.",
        ],
        examples: [
          "“Please don't tell Mom and Dad. I'm so embarrassed.”",
          "“This is a confidential investigation. If you tell the bank, the suspect will be warned.”",
        ],
        warning: "If someone tells you to lie to your bank teller about why you are withdrawing money, it is a scam. Every time.",
      },
      {
        title: "Sign 3: An unusual way to pay",
        duration: "5 minutes",
        importance: "Critical",
        content: [
          "Be alarmed if anyone asks you to pay with gift cards, a wire transfer, or cryptocurrency (digital money such as Bitcoin). The same goes for a payment app, or cash handed to a courier.",
          "These methods are popular with criminals because the money is fast and very hard to get back.",
          "Real banks, government agencies, Medicare, and tech companies never ask for payment by gift card, wire transfer, cryptocurrency, or a payment app.",
          "Never read gift card numbers to anyone over the phone. Gift cards are for gifts, not for paying bills or fines.",
          "No real agency will tell you to put cash into a Bitcoin ATM or hand it to someone who comes to your door.",
        ],
      },
      {
        title: "Sign 4: Too good to be true",
        duration: "5 minutes",
        importance: "Important",
        content: [
          "You cannot win a lottery or contest you never entered.",
          "A real prize never requires you to pay a fee, tax, or shipping cost first.",
          "Investments that promise big returns with “no risk” or “guaranteed” profits are not real.",
          "A new online friend who is rich, attractive, and falls in love quickly but can never meet in person is a common scam pattern.",
        ],
        examples: [
          "“Congratulations! You've won $2.5 million and a new car. Just pay the processing fee.”",
          "“My trading app doubled my money in a month. Let me show you how.”",
        ],
      },
      {
        title: "Sign 5: Contact you did not expect",
        duration: "5 minutes",
        importance: "Important",
        content: [
          "Be careful with any call, text, email, letter, or message you did not ask for, even if it looks official.",
          "Caller ID can be faked (this is called “spoofing”), so a call can show your bank's real name and number and still be a scammer.",
          "Links and phone numbers in unexpected messages can lead to fake websites and fake help lines.",
          "The IRS first contacts people by mail, not by a surprise phone call or text. Medicare will not call to ask for your Medicare number.",
          "Contact the company yourself, using the number on your card, a bill, or the official website you typed in.",
        ],
      },
      {
        title: "Sign 6: Threats, and the habit that beats every sign",
        duration: "5 minutes",
        importance: "Recommended",
        content: [
          "Threats of arrest, lawsuits, losing your benefits, a frozen bank account, or a cut-off utility are meant to frighten you into paying.",
          "Police, courts, and government agencies do not call to demand payment to avoid arrest.",
          "Your defense for every sign is the same: Pause. Hang up or do not reply. Check with someone you trust, using a number you already know.",
          "Keep a short list of trusted numbers by your phone: your bank, a family member, and the National Elder Fraud Hotline, {{fact:elderFraudHotline}}.",
        ],
        tips: [
          "You are never rude for hanging up on a stranger. Polite people get scammed because they do not want to be rude.",
          "If you are unsure, call the AARP Fraud Watch Network Helpline at {{fact:aarpHelpline}} and talk it through.",
        ],
      },
    ],
  },
  {
    kind: "quickWins",
    items: [
      "Write “Pause. Hang up. Check.” on a sticky note and put it by your phone.",
      "Add your bank's number (from the back of your card) to your phone's contacts.",
      "Save the National Elder Fraud Hotline, {{fact:elderFraudHotline}}, in your phone.",
      "Tell one family member: “If anyone asks me to keep a money matter secret, I'll call you.”",
      "Decide now: “I never pay anyone with gift cards, wire transfers, or cryptocurrency.”",
    ],
  },
  {
    kind: "redFlags",
    items: [
      {
        category: "Pressure and threats",
        examples: [
          "“Act now or your account will be frozen.”",
          "“There is a warrant for your arrest. Pay the fine today.”",
          "“Don't hang up. If you hang up, I can't help you.”",
        ],
        reality: "The rush is the trick. Real problems can wait while you check, and real officials do not threaten you over the phone.",
      },
      {
        category: "Secrecy",
        examples: [
          "“Don't tell anyone in the family.”",
          "“If the teller asks, say the money is for home repairs.”",
          "“This is a sealed legal matter. You can't discuss it.”",
        ],
        reality:
          "Scammers need secrecy because your family and bank would stop them. A request to keep quiet is a request to keep you alone.",
      },
      {
        category: "Unusual payment",
        examples: [
          "Buy gift cards and read the numbers on the back.",
          "Deposit cash into a Bitcoin ATM at a gas station.",
          "Wire money or hand cash to a courier who will come to your home.",
          "Move your savings to a “safe account” to protect it.",
        ],
        reality: "These payments are almost impossible to reverse. No real bank, agency, or company asks for them.",
      },
      {
        category: "Too good to be true, out of the blue",
        examples: [
          "A prize from a contest you never entered.",
          "A stranger online who falls in love within days.",
          "A “guaranteed” investment with huge returns.",
        ],
        reality: "The prize, the love, or the profit is bait. Sooner or later comes a fee, a crisis, or a request for money.",
      },
    ],
  },
  {
    kind: "psychologyTactics",
    items: [
      {
        tactic: "Fear and panic (the emotional hijack)",
        howItWorks:
          "When you are frightened for your money, your freedom, or a loved one, the thinking part of the brain takes a back seat. You just want to make the fear stop. Scammers create fear on purpose with threats of arrest, a grandchild in jail, or a hacked bank account. Then they offer one way out: pay now.",
        defense:
          "Notice the feeling. A racing heart is your signal to stop, not to act. Say “I need to check on this”, hang up, and call the person or company on a number you already know. The fear usually disappears in one phone call.",
      },
      {
        tactic: "Borrowed authority",
        howItWorks:
          "People are taught to respect police, government, banks, and doctors. Scammers borrow that authority with official-sounding titles, badge numbers, case numbers, fake caller ID, and legal words. It makes questioning them feel wrong.",
        defense:
          "Real authority can be checked. Ask for their name and department, hang up, and look up the agency's number yourself. A real official will never be angry that you checked, and will never ask for gift cards, crypto, or secrecy.",
      },
      {
        tactic: "Isolation",
        howItWorks:
          "Scammers know that a second opinion ends the scam. So they keep you on the phone for hours and tell you not to speak to family or your bank. They warn you that others are “in on it”, or make you feel too ashamed to tell anyone.",
        defense:
          "Make a family rule in advance: any money request, from anyone, gets talked over with a trusted person first. If someone insists you stay on the line or keep quiet, that alone tells you it is a scam.",
      },
      {
        tactic: "Friendship, kindness, and small steps",
        howItWorks:
          "Some scammers are warm and patient. They chat for weeks, remember your birthday, and do you small favors. Then they ask for something small, then something bigger. Each yes makes the next one feel normal, and saying no feels like betraying a friend.",
        defense:
          "Kindness is not proof of honesty. Have a firm line: you do not send money, gift cards, or codes to anyone you have not met in person. This holds no matter how close you feel. Talk about the new friend with family. A real friend will understand.",
      },
    ],
  },
  {
    kind: "practiceScenarios",
    items: [
      {
        scenario:
          "The phone rings and a crying voice says, “Grandma, it's me. I've been in an accident and I'm in jail. Please don't tell Mom. A lawyer will call you about bail.” A man then calls and asks for $8,000 in cash, to be picked up by a courier.",
        redFlags: [
          "Pressure: it is an emergency that needs money now.",
          "Secrecy: “Please don't tell Mom.”",
          "Unusual payment: cash given to a courier.",
          "Unexpected contact from a “lawyer”.",
        ],
        response:
          "Hang up. Call your grandchild on the number you already have, or call their parents. Use your family code word, or ask a question whose answer is not online. Do not give cash to anyone who comes to your door.",
      },
      {
        scenario:
          "You get a letter saying you have won a foreign lottery. To release the money, you must pay a $500 “tax” by gift cards within 48 hours.",
        redFlags: [
          "Too good to be true: a lottery you never entered.",
          "A fee to collect a prize.",
          "Payment by gift cards.",
          "A short deadline.",
        ],
        response:
          "Throw the letter away or keep it to report. Do not call or pay. Real prizes never cost you money. Report it at {{fact:reportFraudSite}} or to the U.S. Postal Inspection Service at {{url:uspisSite}}.",
      },
      {
        scenario:
          "A caller says he is a federal agent. Your Social Security number was “used in a crime”, he says. Your bank accounts will be frozen unless you move your money to a government safe account today. He says not to tell your bank, because bank staff may be involved.",
        redFlags: [
          "Threats: frozen accounts and a crime.",
          "Secrecy: do not tell the bank.",
          "Unusual payment: moving money to a “safe account”.",
          "Pressure to act today.",
        ],
        response:
          "Hang up. No government agency will ever ask you to move money to protect it. Call your bank on the number on your card. Report the call to the Social Security Office of the Inspector General at {{url:ssaOigSite}} and to the FTC at {{url:reportFraudSite}}.",
      },
    ],
  },
  {
    kind: "resources",
    items: [
      {
        name: "{{fact:reportFraudSite}}",
        url: "{{url:reportFraudSite}}",
        description: "Report any scam or attempted scam to the Federal Trade Commission. Reports help stop scammers.",
      },
      {
        name: "FTC Consumer Advice",
        url: "{{url:consumerFtcSite}}",
        description: "Up-to-date scam alerts and plain-language guides from the Federal Trade Commission.",
      },
      {
        name: "AARP Fraud Watch Network",
        url: "{{url:aarpSite}}money/scams-fraud/",
        description: "Scam alerts and a free helpline, {{fact:aarpHelpline}}, for anyone, members or not.",
      },
      {
        name: "FBI Internet Crime Complaint Center (IC3)",
        url: "{{url:ic3Site}}",
        description: "Report online scams and internet fraud to the FBI.",
      },
    ],
  },
];
