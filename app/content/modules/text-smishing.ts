/** Module 4: Text Message (Smishing) Safety (Important, 35 minutes). */
import { FTC_TEXT_SCAMS_2024 } from "../figures";
import type { ModuleContent } from "~/content/types";

export const TEXT_SMISHING_MODULE: ModuleContent = [
  {
    kind: "overview",
    text: "“Smishing” is a scam sent by text message. SMS is the technical name for a text, and “phishing” means fishing for your private details. Put the two together and you get smishing. The texts look like they come from the post office, a toll road, your bank, or even a friend. They usually contain a link or ask you to reply. One tap can lead to a fake website that steals your card number or password. This module shows you the most common fake texts and how to check them safely. It also shows how to report them for free by forwarding them to 7726.",
  },
  {
    kind: "threats",
    items: [
      "Fake delivery texts that lead to a website asking for a small “redelivery fee” and your card details.",
      "Fake unpaid toll texts threatening late fees or legal action.",
      "Fake bank fraud alerts that lead to a call from a “fraud department” that is really the scammer.",
      "“Wrong number” texts that start a friendly chat and later turn into a romance or investment scam.",
      "Texts asking you to send back a sign-in code, which lets a criminal take over your accounts.",
      "Links that install harmful software or lead to look-alike websites of real companies.",
    ],
  },
  {
    kind: "steps",
    items: [
      {
        title: "Never tap links in unexpected texts",
        duration: "5 minutes",
        importance: "Critical",
        content: [
          "If a text you did not expect contains a link, do not tap it, even if it uses a real company's name.",
          "Check the claim another way: open the company's own app, type its website address yourself, or call the number on your bill or card.",
          "Shortened links (like “bit.ly/…”) and odd web addresses with extra words or dashes are common in scam texts.",
          "Do not call phone numbers given in a suspicious text. Look the number up yourself.",
        ],
        warning:
          "Did you already tap a link and enter a card number or password? Call your bank right away on the number on your card, and change that password.",
      },
      {
        title: "Never share a sign-in code",
        duration: "5 minutes",
        importance: "Critical",
        content: [
          "Companies text you a short code to prove it is really you signing in. That code is like a key.",
          "Never read it to a caller or send it to anyone by text, even a “friend” or someone who says they sent it by mistake.",
          "If you get a code you did not ask for, someone may be trying to get into your account. Do not share it. Change that account's password.",
          "A real company will never contact you to ask for a code it sent you.",
        ],
      },
      {
        title: "Do not reply to strangers",
        duration: "5 minutes",
        importance: "Important",
        content: [
          "Do not reply to suspicious texts, not even with “STOP” or “Who is this?”. A reply tells the scammer your number is active.",
          "Do not start chatting with someone who texted a “wrong number”. Polite replies are how many romance and investment scams begin.",
          "If a text claims to be from someone you know but from a new number, call that person on their usual number to check.",
        ],
      },
      {
        title: "Report the text by forwarding it to 7726",
        duration: "10 minutes",
        importance: "Important",
        content: [
          "7726 spells SPAM on a phone keypad. Forwarding a scam text there is free on major U.S. carriers and helps your phone company block the sender.",
          "On an iPhone: press and hold the text, tap More, tap the curved arrow, type 7726 as the recipient, and tap Send.",
          "On Android: press and hold the text, tap the three dots or Forward (the words vary by phone), type 7726, and tap Send.",
          "Your carrier may text back asking for the sender's phone number. Reply with it.",
          "Then block the sender and delete the text. On an iPhone, you may also see Report Junk under texts from unknown senders.",
          "If you lost money or gave out information, also report it at {{url:reportFraudSite}}.",
        ],
      },
      {
        title: "Turn on your phone's text filters",
        duration: "10 minutes",
        importance: "Recommended",
        content: [
          "On an iPhone: open Settings, then Messages (on newer iPhones, Apps, then Messages), and turn on Filter Unknown Senders. Texts from people not in your contacts go to a separate list.",
          "On Android using Google Messages: open Messages and tap your profile picture or the three dots. Tap Settings, then Spam protection, and turn it on. On some phones it is inside Protection & safety.",
          "Menu names change with updates and vary by phone. If you cannot find these, ask your phone company or a trusted relative.",
          "Check the filtered list now and then, because a real message (like an appointment reminder) might land there.",
        ],
      },
    ],
  },
  {
    kind: "quickWins",
    items: [
      "Forward your next scam text to 7726, then delete it.",
      "Turn on Filter Unknown Senders (iPhone) or spam protection (Android).",
      "Decide now: “I never tap links in texts I did not expect.”",
      "Tell family: “If you text me from a new number, I'll call your old number to check.”",
      "Bookmark your bank, toll, and delivery accounts in your browser so you never need a text link.",
    ],
  },
  {
    kind: "redFlags",
    items: [
      {
        category: "Urgent problem with a link",
        examples: [
          "“Your package is on hold. Update your address within 12 hours: bit.ly/…”",
          "“Final notice: unpaid toll. Pay now to avoid a fine.”",
          "“Your account has been locked. Verify here.”",
        ],
        reality: "The link leads to a fake website built to collect your card number, passwords, or personal details.",
      },
      {
        category: "Reply or call requests",
        examples: ["“Did you try to spend $750? Reply YES or NO.”", "“Call our fraud team at 1-8XX-XXX-XXXX.”"],
        reality: "Replying or calling puts you in touch with the scammer, who then pretends to be your bank's fraud department.",
      },
      {
        category: "Friendly strangers",
        examples: ["“Hi, is this Linda? We met at the golf club.”", "“Sorry, wrong number! You seem nice though. Where are you from?”"],
        reality:
          "These “mistakes” are deliberate. The scammer hopes a polite reply becomes a friendship, and later a request for money or an “investment”.",
      },
      {
        category: "Code requests",
        examples: [
          "“I sent my verification code to your phone by mistake. Can you send it to me?”",
          "“To confirm your prize, reply with the 6-digit code you just received.”",
        ],
        reality: "The code lets the scammer take over your account, such as your email, WhatsApp, or bank.",
      },
    ],
  },
  {
    kind: "psychologyTactics",
    items: [
      {
        tactic: "Small, believable problems",
        howItWorks:
          "Scam texts are about everyday things: a package, a toll, a small fee. Because the amount is small and the problem is ordinary, you pay without much thought, and hand over your full card details.",
        defense:
          "Check every “problem” in the company's own app or website that you open yourself. If you did not order a package or drive a toll road, you can ignore it.",
      },
      {
        tactic: "Deadlines and penalties",
        howItWorks: "“Within 24 hours”, “final notice”, and “late fees” push you to tap before you think.",
        defense: "A short deadline in a text is a reason to slow down. Real bills come with time to check.",
      },
      {
        tactic: "Politeness",
        howItWorks:
          "Wrong-number texts count on kind people replying to help. Once you reply, the scammer starts a friendly chat that can last weeks.",
        defense: "You do not owe a stranger a reply. Delete and block. It is not rude.",
      },
    ],
  },
  { kind: "statistics", items: [FTC_TEXT_SCAMS_2024] },
  {
    kind: "commonSmishingTricks",
    items: [
      {
        type: "Fake package delivery",
        example: "“USPS: Your parcel is held at our warehouse due to a missing house number. Pay a $1.99 redelivery fee: bit.ly/…”",
        redFlags: [
          "You may not be expecting a package at all.",
          "A small fee to release a package.",
          "A short or strange link instead of the company's own website.",
        ],
        protection:
          "The Postal Service only texts people who signed up for tracking updates with a tracking number. Those texts do not ask you to pay a fee or update your address through a link. Check deliveries in the carrier's official app or website. Forward to 7726 and delete.",
      },
      {
        type: "Unpaid toll",
        example: "“SunPass: You have an unpaid toll balance. Pay today to avoid a late fee and suspension of your license: [fake link]”",
        redFlags: [
          "Threats about your license or legal action.",
          "A web address that is not the toll agency's real site.",
          "A text about a toll road you may not have used.",
        ],
        protection:
          "Do not tap the link. Sign in to your toll account yourself or call the number on your toll statement. Forward the text to 7726 and delete it.",
      },
      {
        type: "Bank fraud alert",
        example: "“Alert: A $489.00 Zelle payment is pending. If this was not you, reply NO or call 1-8XX-XXX-XXXX.”",
        redFlags: [
          "Pressure to reply or call a number in the text.",
          "A follow-up call from someone asking for codes or your card number.",
          "Talk of moving money to “protect” it.",
        ],
        protection:
          "Do not reply. Open your bank's app or call the number on the back of your card to check. Your bank will never ask you to send money to yourself or to a “safe account”.",
      },
      {
        type: "Wrong-number “hi” texts",
        example: "“Hi, is this Margaret? It's Kevin from the reunion. Long time!”",
        redFlags: [
          "A stranger using a name that is not yours.",
          "Eagerness to keep chatting after you say it is the wrong number.",
          "Later talk of investments, crypto, or money problems.",
        ],
        protection: "Do not reply. Block the number and delete the text.",
      },
      {
        type: "Prize or gift card",
        example:
          "“Congratulations! You've been selected for a $500 gift card from a major store. Claim it here before it expires: [fake link]”",
        redFlags: ["A prize you never entered to win.", "A link to “claim” it.", "A request for card details to pay “shipping”."],
        protection: "Real prizes do not arrive by random text. Delete it, forward it to 7726, and never enter card details.",
      },
      {
        type: "Medicare or Social Security",
        example:
          "“Medicare: Your benefits will be paused. Confirm your Medicare number and date of birth to receive your new card: [fake link]”",
        redFlags: [
          "A request for your Medicare or Social Security number.",
          "A threat to pause or suspend your benefits.",
          "A link to “confirm” your details.",
        ],
        protection:
          "Medicare will not call or text to ask for your Medicare number. Call Medicare at {{fact:medicare}} or Social Security at {{fact:socialSecurity}} yourself if you are unsure.",
      },
      {
        type: "Account verification code requests",
        example: "“Hey, it's me! I accidentally sent my verification code to your number. Can you text it back to me?”",
        redFlags: [
          "A code you did not ask for arrives just before the text.",
          "Someone asking you to send a code on.",
          "A “friend” texting from a new or unknown number.",
        ],
        protection:
          "Never share a code with anyone. It is the key to your account, such as your WhatsApp, your email, or a new phone number a scammer sets up in your name. Delete the text and do not reply.",
      },
    ],
  },
  {
    kind: "practiceScenarios",
    items: [
      {
        scenario:
          "You get a text: “USPS: Your package could not be delivered due to an incomplete address. Update within 24 hrs: usps-redelivery-help.com (a fake site).” You are expecting a birthday gift.",
        redFlags: ["A link in an unexpected text.", "A short deadline.", "A website address that is not the Postal Service's own."],
        response:
          "Do not tap the link. If you have a tracking number from the sender, check it on the Postal Service's official website, which you type in yourself. Forward the text to 7726 and delete it.",
      },
      {
        scenario:
          "A text says: “Your bank: Did you attempt a $1,200 purchase? Reply YES or NO.” You reply NO, and a minute later someone calls from the “fraud department” asking you to confirm your card number and read back a code.",
        redFlags: ["A text asking you to reply.", "A call right after your reply.", "A request for your card number and a code."],
        response:
          "Hang up. Call the number on the back of your card. Your bank already knows your card number and will never ask you to read back a code. If you shared anything, tell the bank right away.",
      },
      {
        scenario:
          "A stranger texts: “Hi Susan, are we still on for lunch Tuesday?” You reply that they have the wrong number. They apologize, compliment you, and keep chatting every day. After a few weeks they mention how much money they make with a cryptocurrency trading app.",
        redFlags: [
          "A “wrong number” that turns into a friendship.",
          "A stranger you have never met.",
          "Talk of easy money from crypto investing.",
        ],
        response:
          "Stop replying and block the number. Never invest through a person you met by text. Report it at {{url:reportFraudSite}} and, if you sent money, at {{url:ic3Site}}.",
      },
    ],
  },
  {
    kind: "resources",
    items: [
      {
        name: "{{fact:reportFraudSite}}",
        url: "{{url:reportFraudSite}}",
        description: "Report scam texts and any money or information you lost to the Federal Trade Commission.",
      },
      {
        name: "FTC Consumer Advice",
        url: "{{url:consumerFtcSite}}",
        description: "The FTC's guides on spotting and blocking scam text messages.",
      },
      {
        name: "FCC Consumer Complaints",
        url: "{{url:fccSite}}complaints",
        description: "Report unwanted and scam texts to the Federal Communications Commission.",
      },
      {
        name: "U.S. Postal Inspection Service",
        url: "{{url:uspisSite}}",
        description: "Report fake Postal Service delivery texts and other mail-related fraud.",
      },
      {
        name: "FBI Internet Crime Complaint Center (IC3)",
        url: "{{url:ic3Site}}",
        description: "Report online fraud to the FBI, including fake toll and delivery websites.",
      },
    ],
  },
];
