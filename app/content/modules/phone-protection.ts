/** Module 3: Phone Call Protection (High Priority, 25 minutes). */
import type { ModuleContent } from "~/content/types";

export const PHONE_PROTECTION_MODULE: ModuleContent = [
  {
    kind: "overview",
    text: "Scammers often use the telephone to reach older adults. Caller ID can be faked, voices can be copied, and a confident caller can sound exactly like your bank or the government. The good news is that you do not have to judge every caller. This module shows you how to block most scam calls before your phone rings. For the rest, it gives you one simple rule: hang up and call back on a number you already know.",
  },
  {
    kind: "threats",
    items: [
      "Impostor calls pretending to be Social Security, Medicare, the IRS, the police, or a court.",
      "“Bank fraud department” calls that ask for your codes, card numbers, or a transfer to a “safe account”.",
      "Grandparent scams: a caller pretends to be a grandchild or their lawyer and needs bail or medical money.",
      "Tech support calls saying your computer has a virus.",
      "Robocalls offering prizes, lower credit card rates, or extended car warranties.",
      "Caller ID spoofing (faking the name and number that appear on your screen) to look like a real company or agency.",
    ],
  },
  {
    kind: "steps",
    items: [
      {
        title: "Learn the golden rule: hang up and call back",
        duration: "5 minutes",
        importance: "Critical",
        content: [
          "If a call is about money, your accounts, or an emergency, hang up and call back on a number you already know.",
          "Use the number on the back of your bank card, on a bill or statement, or in your own contacts list. Never use a number the caller gives you.",
          "Wait a minute before calling back, or call from a different phone. Some scammers try to stay on the line.",
          "You are allowed to hang up on anyone. It is not rude. Saying nothing and hanging up is fine.",
        ],
        warning: "Caller ID can show your bank's real name or even “Police” and still be a scammer. The name on the screen is not proof.",
      },
      {
        title: "Set a family code word",
        duration: "5 minutes",
        importance: "Critical",
        content: [
          "Choose a word or short phrase with your family that a stranger could not guess or find online. Avoid pet names, school names, and birthdays, which are often on social media.",
          "Agree that anyone calling with an emergency and asking for money must say the code word.",
          "If the caller cannot give it, hang up and call your relative directly on their usual number.",
          "Do not write the code word in texts or emails. Share it in person.",
        ],
        tips: ["Scammers can now copy a person's voice with computer tools. A code word works even when the voice sounds exactly right."],
      },
      {
        title: "Turn on call blocking on your mobile phone",
        duration: "5 minutes",
        importance: "Important",
        content: [
          "iPhones can send calls from numbers not in your contacts straight to voicemail. Android phones can warn you about suspected spam calls and block them.",
          "Follow the steps in the “Call blocking setup” section below for your type of phone.",
          "After turning these on, check your voicemail each day. Real callers, like a doctor's office, will leave a message.",
          "To block a single number, open your list of recent calls, tap the number or the small information button, and choose Block.",
        ],
      },
      {
        title: "Use your phone company's tools and the Do Not Call Registry",
        duration: "5 minutes",
        importance: "Recommended",
        content: [
          "Most mobile phone companies offer free scam-call blocking. Ask your phone company or look in its app.",
          "Landline customers can ask their phone company what call-blocking options it offers.",
          "Put your numbers on the National Do Not Call Registry at {{url:doNotCallSite}} or by calling {{fact:doNotCall}} from the phone you want to register. It is free.",
          "The registry stops many honest sales calls. Scammers ignore it, so a sales call after you register is a warning sign.",
        ],
      },
      {
        title: "Know what never to say or press",
        duration: "5 minutes",
        importance: "Important",
        content: [
          "Do not press any number during a robocall, even one that says “press 1 to be removed”. It tells the scammer your number works.",
          "Do not answer “yes” to questions like “Can you hear me?” from a stranger. Say “Who is calling?” instead, or hang up.",
          "Never give your Social Security number, Medicare number, bank details, passwords, or sign-in codes to someone who called you.",
          "Let unknown numbers go to voicemail. You can call back later after you check who they are.",
          "Report scam calls to the FTC at {{url:reportFraudSite}} and unwanted calls at {{url:doNotCallSite}}.",
        ],
      },
    ],
  },
  {
    kind: "quickWins",
    items: [
      "Turn on Silence Unknown Callers (iPhone) or spam call filtering (Android) today.",
      "Pick a family code word and share it with your family in person this week.",
      "Register your phone numbers at {{url:doNotCallSite}}.",
      "Save your bank's number from the back of your card in your contacts as “My Bank (real)”.",
      "Put a note by the landline: “Money call? Hang up and call back.”",
    ],
  },
  {
    kind: "redFlags",
    items: [
      {
        category: "Government impostors",
        examples: [
          "“This is Social Security. Your number has been suspended.”",
          "“This is the IRS. Pay your back taxes today or be arrested.”",
          "“Medicare is sending new cards. Please confirm your Medicare number.”",
        ],
        reality:
          "Social Security numbers are never “suspended”. The IRS first contacts people by mail. Medicare will not call to ask for your Medicare number. No agency threatens arrest over the phone or asks for gift cards or crypto.",
      },
      {
        category: "Fake bank or fraud department calls",
        examples: [
          "“We've seen suspicious charges. To stop them, read me the code we just sent.”",
          "“Your account is compromised. Move your money to a safe account.”",
        ],
        reality:
          "The caller is the thief. Your bank will never ask you to read back a code or move your money to protect it. Hang up and call the number on your card.",
      },
      {
        category: "Family emergency calls",
        examples: [
          "“Grandpa, it's me. I'm in trouble. Please don't tell Mom.”",
          "A “lawyer” or “officer” needs bail money in cash or gift cards.",
          "A courier is coming to your house to pick up the money.",
        ],
        reality:
          "The voice may even sound right, because voices can be copied. Hang up and call your relative or their parents on a number you know, or ask for the family code word.",
      },
    ],
  },
  {
    kind: "psychologyTactics",
    items: [
      {
        tactic: "Keeping you on the line",
        howItWorks:
          "Scammers tell you not to hang up and transfer you to a “supervisor”. They keep you talking for a long time so you cannot check their story or call anyone.",
        defense:
          "The longer a stranger insists you stay on the phone, the surer you can be that it is a scam. Hang up. A real organization will still be there when you call back.",
      },
      {
        tactic: "Fake caller ID and official details",
        howItWorks:
          "The call shows a real agency or bank name. The caller gives a badge number, case number, or the last four digits of your card to sound real. Those details are easy to fake or find.",
        defense: "Treat caller ID and “proof” as meaningless. The only proof is calling back on a number you looked up yourself.",
      },
      {
        tactic: "Love and panic",
        howItWorks:
          "A call about a grandchild in jail or in the hospital makes any loving grandparent want to help at once, before asking questions.",
        defense:
          "Ask for your family code word. A question only the real person would know can also help, but pick one whose answer is not online. Then hang up and call the family member directly.",
      },
    ],
  },
  {
    kind: "callBlockingSetup",
    items: [
      {
        method: "iPhone: Silence Unknown Callers",
        steps: [
          "Open the Settings app (the gray gear).",
          "Tap Phone. On newer iPhones, first tap Apps, then Phone.",
          "Scroll down and tap Silence Unknown Callers, then turn it on. Newer versions may call this Screen Unknown Callers or offer a choice; pick the option that silences calls.",
          "Calls from people in your contacts, and numbers you called recently, will still ring.",
          "Other calls go quietly to voicemail and still appear in your recent calls list, so check voicemail each day.",
          "Menu names can change with software updates. If you cannot find it, ask a trusted relative or your phone company for help.",
        ],
      },
      {
        method: "Android: Caller ID and spam protection",
        steps: [
          "Menu names vary by phone maker (Google, Samsung, Motorola and others), so your screens may look a little different.",
          "Open the Phone app (the app you use to make calls).",
          "Tap the three dots or More at the top or bottom of the screen, then tap Settings.",
          "Look for Caller ID and spam, Spam and Call Screen, or Caller ID and spam protection, and tap it.",
          "Turn on the options that show caller and spam ID and that filter or block spam calls.",
          "Suspected spam calls will show a warning or go straight to voicemail.",
        ],
      },
      {
        method: "Your phone company's free blocking tools",
        steps: [
          "Most major U.S. mobile phone companies offer free tools that label or block likely scam calls.",
          "Call the customer service number on your phone bill, or visit your phone company's store. Ask: “What free scam-call blocking do you offer, and can you turn it on for me?”",
          "Some tools come in an app you download from the App Store or Google Play. Only download the app your phone company names.",
          "Landline customers can also ask about blocking calls with hidden numbers and blocking specific numbers.",
          "Some companies offer paid upgrades. The free version is enough for most people.",
        ],
      },
      {
        method: "National Do Not Call Registry",
        steps: [
          "Go to {{url:doNotCallSite}} or call {{fact:doNotCall}} from the phone you want to register.",
          "Register your home phone and your mobile phone. It is free and does not need to be renewed.",
          "Honest sales companies must stop calling, although it can take a few weeks to take effect.",
          "Charities, political groups, surveys, and companies you already do business with may still call.",
          "Scammers ignore the registry. Report any unwanted sales calls at {{url:doNotCallSite}}.",
        ],
      },
    ],
  },
  {
    kind: "emergencyNumbers",
    items: [
      {
        name: "National Elder Fraud Hotline",
        display: "{{fact:elderFraudHotline}}",
        tel: "{{tel:elderFraudHotline}}",
        description:
          "U.S. Department of Justice hotline ({{fact:elderFraudHotlineLetters}}) for people 60 and older. Trained staff help you report fraud and find next steps. {{fact:elderFraudHotlineHours}}.",
      },
      {
        name: "Federal Trade Commission (FTC)",
        display: "{{fact:ftc}}",
        tel: "{{tel:ftc}}",
        description: "Report scams and fraud by phone, or online at {{url:reportFraudSite}}.",
      },
      {
        name: "AARP Fraud Watch Network Helpline",
        display: "{{fact:aarpHelpline}}",
        tel: "{{tel:aarpHelpline}}",
        description:
          "Free help from trained volunteers if you think you are being scammed or have been scammed. You do not need to be an AARP member.",
      },
      {
        name: "988 Suicide & Crisis Lifeline",
        display: "988",
        tel: "988",
        description:
          "Call or text 988, any time, day or night. Being scammed can be deeply upsetting. If you feel hopeless or overwhelmed, you do not have to carry it alone.",
      },
    ],
  },
  {
    kind: "practiceScenarios",
    items: [
      {
        scenario:
          "Your phone shows your bank's name. A polite caller says someone is trying to spend $900 on your card. To block it, she says, you must read her the code the bank just texted you.",
        redFlags: [
          "Asking for a code sent to your phone.",
          "Urgency to block a charge right now.",
          "Caller ID alone is being used as proof.",
        ],
        response:
          "Do not read the code. Hang up. Call the number on the back of your card and ask if there is a problem. If you already shared the code, tell the bank right away.",
      },
      {
        scenario:
          "A robocall says: “This is Social Security. Your benefits will be suspended due to suspicious activity. Press 1 to speak to an officer.”",
        redFlags: [
          "A recorded threat about your benefits.",
          "Pressure to press a number.",
          "Social Security does not suspend benefits by robocall.",
        ],
        response:
          "Hang up without pressing anything. If you are worried, call Social Security yourself at {{fact:socialSecurity}}. Report the call at {{url:ssaOigSite}}.",
      },
      {
        scenario:
          "A man says he is a sheriff's deputy. You missed jury duty and must pay a fine today, or officers will come to arrest you. He says you can pay by buying gift cards at a store and staying on the phone with him.",
        redFlags: ["A threat of arrest.", "Payment by gift cards.", "Staying on the phone while you shop."],
        response:
          "Hang up. Courts and police do not collect fines by phone or gift card. If you are unsure, call your local court clerk or sheriff's office on a number you look up yourself. Report the call to the FTC.",
      },
    ],
  },
  {
    kind: "resources",
    items: [
      {
        name: "National Do Not Call Registry",
        url: "{{url:doNotCallSite}}",
        description: "Register your home and mobile numbers for free, and report unwanted sales calls.",
      },
      {
        name: "{{fact:reportFraudSite}}",
        url: "{{url:reportFraudSite}}",
        description: "Report scam calls and any money lost to the Federal Trade Commission.",
      },
      {
        name: "FCC Consumer Complaints",
        url: "{{url:fccSite}}complaints",
        description: "Report robocalls and faked caller ID to the Federal Communications Commission.",
      },
      {
        name: "Social Security Office of the Inspector General",
        url: "{{url:ssaOigSite}}",
        description: "Report calls from people pretending to be from Social Security.",
      },
      {
        name: "Senior Medicare Patrol",
        url: "{{url:smpSite}}",
        description: "Free help with suspected Medicare scam calls. Call {{fact:seniorMedicarePatrol}}.",
      },
    ],
  },
];
