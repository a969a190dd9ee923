/** Module 5: Social Media Security (Important, 40 minutes). */
import type { ModuleContent } from "~/content/types";

export const SOCIAL_MEDIA_SECURITY_MODULE: ModuleContent = [
  {
    kind: "overview",
    text: "Facebook, Instagram, and WhatsApp help families stay close, but scammers use them too. They copy friends' profiles, take over real accounts, post fake giveaways, and start online romances, all to ask for money or personal details. Much of what scammers learn about you comes from what is public on your profile. This module shows you how to close those doors with a few privacy settings, and how to spot the most common social media scams.",
  },
  {
    kind: "threats",
    items: [
      "Cloned profiles: a scammer copies a friend's name and photos and sends you a new friend request.",
      "Hacked accounts: a real friend's account is taken over and used to ask you for money or a code.",
      "Fake giveaways and quizzes that collect answers to common security questions, such as your first car or your mother's maiden name.",
      "Romance scams that begin with a friendly message or friend request from a stranger.",
      "Marketplace scams involving fake buyers, fake sellers, and overpayments.",
      "Fake customer support accounts and phone numbers offering to “recover” your account for a fee.",
    ],
  },
  {
    kind: "steps",
    items: [
      {
        title: "Make your profile private",
        duration: "10 minutes",
        importance: "Critical",
        content: [
          "Set your posts so only Friends can see them, not the Public.",
          "Hide your friends list, your phone number, your email address, and your birth year from the public.",
          "Remove your home address and travel plans from your profile and posts.",
          "Use each app's built-in privacy checkup to walk through the settings one by one. See the “Privacy settings” section below for each app.",
          "Menu names change often. If a setting is not where we describe, use the app's search or Help, or ask a trusted relative.",
        ],
        tips: ["Post vacation photos after you get home, not while you are away."],
      },
      {
        title: "Turn on two-factor authentication and login alerts",
        duration: "10 minutes",
        importance: "Critical",
        content: [
          "Two-factor authentication (a second check, like a code sent to your phone) stops most account takeovers even if someone learns your password.",
          "On Facebook and Instagram: open Settings, go to Accounts Center, then Password and security, then Two-factor authentication, and follow the steps.",
          "On WhatsApp: open Settings, then Account, then Two-step verification, and create a 6-digit PIN that only you know.",
          "Turn on alerts for logins from new devices, so you hear about anyone else signing in.",
          "Give each app its own strong password of at least 10 characters. Never reuse your email or bank password.",
        ],
        warning:
          "Never share a code sent to your phone with anyone, even a friend who messages you asking for it. Their account may have been hacked.",
      },
      {
        title: "Check friend requests and messages carefully",
        duration: "5 minutes",
        importance: "Important",
        content: [
          "If you get a friend request from someone you are already friends with, it is probably a cloned profile. Do not accept it. Tell your friend by phone.",
          "Do not accept requests from strangers, even if you share mutual friends.",
          "If a friend messages asking for money, a code, or help with a “giveaway”, call them on the phone to check before doing anything.",
          "Be wary of links sent in messages, such as “Is this you in this video?”. They often lead to fake login pages.",
        ],
      },
      {
        title: "Skip quizzes, giveaways, and too-good ads",
        duration: "5 minutes",
        importance: "Recommended",
        content: [
          "Do not answer posts like “Your first car plus the street you grew up on is your movie star name.” These are common security questions.",
          "Ignore giveaways that ask you to click a link, enter card details, or pay shipping to claim a prize.",
          "Be careful with ads for deep discounts, miracle health products, and investment opportunities, especially with celebrity faces.",
          "Buy from stores you know by typing their web address yourself.",
        ],
      },
      {
        title: "Know what to do if your account is hacked",
        duration: "10 minutes",
        importance: "Important",
        content: [
          "Try to sign in and change your password right away. Then turn on two-factor authentication.",
          "Use the app's own Help section (on Facebook, Help & Support) and look for help with a hacked account.",
          "Warn your friends by phone or from another account that your account was hacked and they should ignore any requests for money.",
          "Change the password for your email, too, and any other account that used the same password.",
          "Never pay a stranger who offers to recover your account. Meta (the company that owns Facebook, Instagram, and WhatsApp) does not send help through friend requests, comments, or phone numbers posted online.",
        ],
      },
    ],
  },
  {
    kind: "quickWins",
    items: [
      "Change your Facebook “Who can see your future posts?” setting to Friends.",
      "Hide your friends list so scammers cannot target your friends with a cloned profile.",
      "Turn on two-step verification in WhatsApp (Settings, Account, Two-step verification).",
      "Remove your birth year and phone number from your public profile.",
      "Delete any friend request from someone you are already friends with.",
    ],
  },
  {
    kind: "redFlags",
    items: [
      {
        category: "A “friend” acting strangely",
        examples: [
          "A second friend request from someone already on your friends list.",
          "A friend messaging to say they are stuck abroad and need money.",
          "A friend asking you to send them a code that just arrived on your phone.",
        ],
        reality: "The profile was copied or the account was hacked. Your real friend knows nothing about it. Call them to check.",
      },
      {
        category: "Prizes and offers",
        examples: [
          "“You've been chosen as a winner! Click to claim and pay shipping.”",
          "A government grant you can get by paying a fee.",
          "A celebrity “endorsing” a crypto investment.",
        ],
        reality:
          "The prize, grant, or endorsement is fake. The goal is your card number, a fee, or an “investment” you will never see again.",
      },
      {
        category: "Online romance warning signs",
        examples: [
          "They profess love quickly and want to move to a private chat app.",
          "They are always overseas: on an oil rig, in the military, or working as a doctor abroad.",
          "Video calls never work, and meeting in person is always postponed.",
          "A sudden crisis needing money, gift cards, or crypto.",
        ],
        reality:
          "This is a scripted scam run by professionals, often with stolen photos. Never send money to someone you have not met in person.",
      },
    ],
  },
  {
    kind: "psychologyTactics",
    items: [
      {
        tactic: "Trust borrowed from friends",
        howItWorks: "A message from a friend's name and photo gets past your guard, because you already trust that person.",
        defense:
          "Judge the request, not the name. Any message asking for money, a code, or a click gets a phone call to the real person first.",
      },
      {
        tactic: "Loneliness and affection",
        howItWorks:
          "Romance scammers send daily messages, compliments, and plans for the future. Over weeks, the relationship feels real, so a request for help feels like a test of love.",
        defense:
          "Share your new online friend with family or a trusted friend. Ask a relative to help you do a reverse image search (a search that shows where else a photo appears online). Scammers often use stolen photos. Never send money to someone you have not met in person.",
      },
      {
        tactic: "Fear of missing out",
        howItWorks:
          "Giveaways with “only 3 left” and investment posts full of happy winners make you feel you will miss a chance if you wait.",
        defense: "Real opportunities do not disappear in an hour. If you feel rushed, scroll past.",
      },
    ],
  },
  {
    kind: "facebookScams",
    items: [
      {
        name: "Cloned profiles",
        description:
          "A scammer copies a friend's name and profile photo and sends friend requests to everyone on their friends list. Once accepted, they ask for money or share a scam link.",
        protection:
          "Never accept a second friend request from someone already on your list. Hide your own friends list so scammers cannot copy it. Report the fake profile and tell your friend by phone.",
      },
      {
        name: "Hacked friend asking for money",
        description:
          "A real friend's account is taken over. The scammer reads old messages to sound convincing, then asks for money, gift cards, or a code sent to your phone.",
        protection:
          "Call your friend on the phone before sending anything. Never share a code. If a friend's account is hacked, let them know so they can recover it.",
      },
      {
        name: "Fake giveaways and quizzes",
        description:
          "Posts promise free gifts, cash, or vacations, or ask fun questions like your first pet's name. They collect your personal details, answers to security questions, or card numbers for “shipping”.",
        protection:
          "Skip quizzes that ask about your past. Never pay to claim a prize. Check giveaways on the company's official page, which has a long history and many real posts.",
      },
      {
        name: "Romance scams",
        description:
          "A stranger sends a friendly message or friend request and builds a close relationship over weeks. Then they need money for an emergency, travel, customs fees, or an investment.",
        protection:
          "Never send money, gift cards, or crypto to someone you have not met in person. Talk about the relationship with family. Be cautious of anyone whose camera never works.",
      },
      {
        name: "Marketplace scams",
        description:
          "Fake sellers take a deposit for an item that does not exist. Fake buyers send “overpayments” with fake checks or payment screenshots, or ask for a verification code from your phone.",
        protection:
          "Buy and sell in person, in a safe public place, and see the item before paying. Never ship before payment has fully cleared in your account. Never refund an overpayment, and never share a code.",
      },
      {
        name: "Fake customer support",
        description:
          "Scammers post fake help-desk phone numbers in search results and comments. Or they message you pretending to be Facebook's security team, saying your account will be disabled.",
        protection:
          "Get help only from the Help section inside the app. Ignore support numbers found in search results or comments, and messages from profiles claiming to be Facebook's security team. Never give your password or a code to “support”, and never pay by gift card.",
      },
    ],
  },
  {
    kind: "privacySettings",
    items: [
      {
        platform: "Facebook",
        criticalSettings: [
          "Menu names change often. These settings are usually under Menu, then Settings & privacy, then Settings, or in Privacy Checkup.",
          "Who can see your future posts: choose Friends, not Public.",
          "Limit past posts: use this to make your older public posts visible to Friends only.",
          "Who can see your friends list: choose Only me.",
          "Who can look you up using your email address or phone number: choose Only me or Friends.",
          "Turn off letting search engines outside Facebook link to your profile.",
          "On your profile, hide your birth year, phone number, email, and home address.",
          "Turn on two-factor authentication and login alerts in Accounts Center, under Password and security.",
        ],
      },
      {
        platform: "Instagram",
        criticalSettings: [
          "Menu names change often. Look under your profile, then the menu (three lines), then Settings and activity.",
          "Account privacy: turn on Private account, so only followers you approve see your posts.",
          "Messages: limit who can send you message requests, so strangers cannot easily reach you.",
          "Tags and mentions: allow only people you follow to tag or mention you.",
          "Activity status: turn it off so strangers cannot see when you are online.",
          "Turn on two-factor authentication in Accounts Center, under Password and security.",
          "Do not add your location to posts while you are away from home.",
        ],
      },
      {
        platform: "WhatsApp",
        criticalSettings: [
          "Menu names change often. Most of these are under Settings, then Privacy, or Settings, then Account.",
          "Two-step verification: turn it on and create a 6-digit PIN that you never share.",
          "Profile photo, About, and Last seen and online: choose My contacts or Nobody.",
          "Groups: choose My contacts, so strangers cannot add you to scam groups.",
          "Calls: turn on Silence unknown callers.",
          "Linked devices: check this list now and then, and log out any device you do not recognize.",
          "Never share the 6-digit code WhatsApp texts you. Anyone with it can take over your account.",
        ],
      },
    ],
  },
  {
    kind: "practiceScenarios",
    items: [
      {
        scenario:
          "You get a Facebook friend request from your cousin, who you thought was already your friend. After you accept, “she” messages: “I'm in a bind. Can you buy me two $200 gift cards? I'll pay you back tomorrow.”",
        redFlags: [
          "A second friend request from someone already on your list.",
          "An urgent request for gift cards.",
          "Messaging instead of calling.",
        ],
        response:
          "Do not buy anything. Call your cousin on her phone number to check. Report the fake profile through Facebook's report option on the profile, and warn your cousin so she can tell her friends.",
      },
      {
        scenario:
          "You are selling a chair on Facebook Marketplace. A buyer says they want it. But first, they say, you must prove you are real by reading them a 6-digit code they are sending to your phone.",
        redFlags: ["A request for a code sent to your phone.", "A buyer who is more interested in your phone than the chair."],
        response:
          "Never share the code. It can let the scammer set up an account, such as a new phone number, in your name. Stop talking to the buyer, and sell only to people who pay in person, in a safe public place.",
      },
      {
        scenario:
          "Your Facebook account is locked. You search online for “Facebook support phone number” and find one. The person who answers says they can restore your account for a $100 fee paid by gift card.",
        redFlags: [
          "A support number found in a search or a comment, not in the app.",
          "A fee to recover an account.",
          "Payment by gift card.",
        ],
        response:
          "Hang up and do not pay. Recover your account only through the Help section inside Facebook itself. Report the fake support number at {{url:reportFraudSite}}.",
      },
    ],
  },
  {
    kind: "resources",
    items: [
      {
        name: "FTC Consumer Advice",
        url: "{{url:consumerFtcSite}}",
        description: "Guides from the Federal Trade Commission on social media scams, romance scams, and online shopping.",
      },
      {
        name: "{{fact:reportFraudSite}}",
        url: "{{url:reportFraudSite}}",
        description: "Report social media scams and any money you lost.",
      },
      {
        name: "FBI Internet Crime Complaint Center (IC3)",
        url: "{{url:ic3Site}}",
        description: "Report romance scams, investment scams, and other online fraud to the FBI.",
      },
      {
        name: "{{fact:identityTheftSite}}",
        url: "{{url:identityTheftSite}}",
        description: "A step-by-step recovery plan if scammers used your personal information.",
      },
      {
        name: "AARP Fraud Watch Network",
        url: "{{url:aarpSite}}money/scams-fraud/",
        description: "Scam alerts and a free helpline, {{fact:aarpHelpline}}, for anyone who needs to talk something through.",
      },
    ],
  },
];
