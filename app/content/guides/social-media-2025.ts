/**
 * The dedicated 2025 social media guide (/scam-types/social-media-scams-2025):
 * "Social Media Scams in 2025: Cloned and Hacked Accounts", last updated 8/20/2025.
 */
import type { FaqItem } from "~/content/types";

export interface SocialMediaGuide2025 {
  title: string;
  /** Meta description, under 160 characters. */
  description: string;
  intro: string;
  lastUpdated: "2025-08-20";
  cloning: { title: string; explanation: string; signs: string[] };
  hacking: { title: string; explanation: string; signs: string[] };
  /** 5-7 prevention steps. */
  prevention: { title: string; detail: string }[];
  /** Facebook, Instagram, WhatsApp; plain steps. */
  twoFactorSteps: { platform: string; steps: string[] }[];
  clonedAccountChecklist: string[];
  hackedAccountChecklist: string[];
  emergingThreats: { title: string; description: string }[];
  /** Rows for the "If this happens / Do this" table. */
  quickChecklist: { situation: string; action: string }[];
  expertReview: string;
  faq: [FaqItem, FaqItem, FaqItem, FaqItem];
  passwordAdvice: string;
}

export const SOCIAL_MEDIA_GUIDE_2025: SocialMediaGuide2025 = {
  title: "Social Media Scams in 2025: Cloned and Hacked Accounts",
  description:
    "How scammers copy or take over Facebook, Instagram and WhatsApp accounts, the warning signs, and what to do if it happens to you.",
  intro:
    "Scammers love social media because it is where we talk to the people we trust. Two tricks cause a great deal of harm. In a cloned account, a scammer makes a copy of someone's profile. In a hacked account, a scammer takes over the real one. Either way, a message that seems to come from a friend or family member asks for money, a code or personal details. This guide explains how to tell the two apart, how to protect your accounts, and exactly what to do if it happens to you.",
  lastUpdated: "2025-08-20",
  cloning: {
    title: "Cloned accounts: a copy of a real person",
    explanation:
      "A cloned account is a new, fake profile made to look like someone you know. The scammer copies their name, profile photo and a few public posts, then sends friend requests to their friends. The real account is untouched; the owner often has no idea the copy exists. Once you accept, the “friend” starts chatting and soon asks for money, gift cards, or your phone number.",
    signs: [
      "You get a friend request from someone you are already friends with.",
      "The profile is new, with few photos, few posts and few friends.",
      "The name or photo is the same, but the web address or spelling is slightly different.",
      "The person soon asks for money, gift cards or a code sent to your phone.",
      "The messages do not sound like how your friend usually writes.",
    ],
  },
  hacking: {
    title: "Hacked accounts: the real account, taken over",
    explanation:
      "A hacked account is the person's real account, but a scammer has stolen the password and is now in control. Because the messages come from the real account, with years of real posts and friends, they are very convincing. Scammers often get in by tricking people into sharing a login code, clicking a fake login link, or guessing a weak password. They may change the password and email so the owner cannot get back in.",
    signs: [
      "A friend's real account suddenly posts odd ads, giveaways or investment tips.",
      "A friend messages you asking for a code that was just texted to your phone.",
      "A friend asks to borrow money or sell you something, out of the blue.",
      "You cannot log in to your own account, or your password or email was changed.",
      "You get an alert about a login from a device or place you do not know.",
      "Friends say they got strange messages from you.",
    ],
  },
  prevention: [
    {
      title: "Turn on two-factor authentication",
      detail:
        "Two-factor authentication (a second check, like a code sent to your phone) means a stolen password is not enough to get into your account. It is the single most helpful step. See the steps for Facebook, Instagram and WhatsApp below.",
    },
    {
      title: "Never share a login code",
      detail:
        "A code sent to your phone by text or app is a key to your account. No friend, company or platform employee needs it. If anyone asks you for one, it is a scam.",
    },
    {
      title: "Use a strong, unique password",
      detail:
        "Use at least 10 characters, and a different password for every account. A short phrase of several words is easy to remember and hard to guess.",
    },
    {
      title: "Hide your friends list",
      detail:
        "Scammers use your public friends list to know whom to send cloned friend requests to. In your privacy settings, set who can see your friends list to “Only me” or “Friends.”",
    },
    {
      title: "Be choosy about friend requests",
      detail:
        "Do not accept requests from strangers. Never accept a second request from someone you are already friends with until you have checked with them by phone.",
    },
    {
      title: "Check money requests by phone",
      detail:
        "If anyone online asks for money, even a close friend, call them on the number you already have before doing anything. Scammers cannot answer your friend's real phone.",
    },
    {
      title: "Log in only through the app or a typed address",
      detail: "Do not log in through links in messages or emails. Open the app itself, or type the website address yourself.",
    },
  ],
  twoFactorSteps: [
    {
      platform: "Facebook",
      steps: [
        "Open Facebook and tap the menu (three lines or your profile picture).",
        "Tap Settings & privacy, then Settings.",
        "Tap Accounts Center, then Password and security.",
        "Tap Two-factor authentication and choose your account.",
        "Pick a method, such as text message or an authentication app, and follow the steps on the screen.",
        "Write down the backup codes Facebook offers and keep them somewhere safe at home.",
        "Facebook sometimes moves its menus. If you cannot find these options, search for “two-factor” in the Settings search box.",
      ],
    },
    {
      platform: "Instagram",
      steps: [
        "Open Instagram and tap your profile picture at the bottom right.",
        "Tap the menu (three lines) at the top right.",
        "Tap Accounts Center, then Password and security.",
        "Tap Two-factor authentication and choose your Instagram account.",
        "Pick a method, such as text message or an authentication app, and follow the steps on the screen.",
        "Save the backup codes in a safe place.",
        "Menus can change with app updates. If things look different, search for “two-factor” in Settings.",
      ],
    },
    {
      platform: "WhatsApp",
      steps: [
        "Open WhatsApp and go to Settings.",
        "Tap Account, then Two-step verification.",
        "Tap Turn on and choose a six-digit PIN that you will remember. Do not use your birthday.",
        "Enter the PIN again to confirm it.",
        "Add an email address so you can reset the PIN if you forget it.",
        "WhatsApp will sometimes ask for this PIN. Never share it with anyone.",
        "Menus can change with app updates. If you cannot find these options, ask a trusted family member to help.",
      ],
    },
  ],
  clonedAccountChecklist: [
    "Do not accept the fake friend request, and do not reply to the copy.",
    "Report the fake profile to the platform. Open the fake profile, tap the three dots, and choose Report. Pick the option for a fake profile or someone pretending to be a person you know. The exact words can change.",
    "Ask friends to report the fake profile too. More reports help get it removed faster.",
    "Warn your friends and family with a post or message from your real account: “Someone made a fake copy of my account. Please do not accept requests or send money.”",
    "Set your friends list and profile photos to be seen only by friends, so the copy is harder to repeat.",
    "If anyone sent money to the fake account, they should call their bank right away and report it at {{url:reportFraudSite}} . If they used Venmo, Cash App or PayPal, they should report it in the app too.",
    "Your real account is still yours, but change your password and turn on two-factor authentication to be safe.",
  ],
  hackedAccountChecklist: [
    "If you can still log in, change your password right away and turn on two-factor authentication.",
    "If you cannot log in, use the official recovery page. For Facebook, type {{url:facebookSite}}hacked into your browser. For Instagram, go to {{url:instagramHelpSite}} and look for help with a hacked account.",
    "Change the password on your email account too, especially if it uses the same password.",
    "Check that your email address and phone number on the account are still yours, and remove any you do not recognize.",
    "Log out of devices you do not know. Look for “Where you're logged in” in Accounts Center.",
    "Tell friends and family by phone, text or email that your account was hacked and that they should ignore any requests for money.",
    "Check for ads, purchases or payments made with your card through the account. If you see any, call your bank on the number on your card.",
    "Report any money lost to the FTC at {{url:reportFraudSite}} and to the FBI at {{url:ic3Site}} .",
  ],
  emergingThreats: [
    {
      title: "AI deepfake videos",
      description:
        "Scammers use AI to make deepfake videos (fake videos that look and sound like a real person) of celebrities, news anchors or even friends. These videos promote fake investments, miracle cures or giveaways. A famous face in a video is not proof that anything is real.",
    },
    {
      title: "Fake customer support accounts",
      description:
        "When people post a complaint about a bank, airline or the platform itself, fake “support” accounts reply and offer help. They ask for your login details, a code, or a payment. Real companies will not ask for your password or a code in a message.",
    },
    {
      title: "Romance that turns into investing",
      description:
        "A friendly stranger starts a chat or romance. After weeks of building trust, they talk about making money in cryptocurrency and guide you to a fake trading app. This is sometimes called “pig butchering.” Never invest on the advice of someone you have only met online.",
    },
    {
      title: "Fake giveaways and contests",
      description:
        "Posts or messages say you won a prize, a gift card or a free product, often using a well-known brand's logo. To claim it you must pay a shipping fee or enter your card details. Real prizes do not cost money to claim.",
    },
    {
      title: "Harmful QR codes",
      description:
        "A QR code is a square barcode you scan with your phone camera. A QR code in a post, message or ad can take you to a fake login or payment page. Do not scan codes from strangers; type the company's website yourself instead.",
    },
  ],
  quickChecklist: [
    {
      situation: "A friend you already have sends a new friend request",
      action: "Do not accept. Call your friend to check, and report the copy if it is fake.",
    },
    {
      situation: "A friend messages asking for money or gift cards",
      action: "Do not send anything. Call your friend on the number you already have.",
    },
    {
      situation: "Someone asks you to send them a code from a text message",
      action: "Never share it. It is the key to your account. Block and report the sender.",
    },
    {
      situation: "You cannot log in to your account",
      action: "Go to {{url:facebookSite}}hacked or {{url:instagramHelpSite}} and follow the recovery steps.",
    },
    {
      situation: "A post says you won a prize but must pay a fee",
      action: "Ignore it. Real prizes are free to claim. Report the post.",
    },
    {
      situation: "A celebrity video promotes an investment",
      action: "Assume it is fake. Do not click or invest. Talk to someone you trust.",
    },
    {
      situation: "A “support” account offers to fix your problem",
      action: "Do not reply. Contact the company through its official website or app.",
    },
    {
      situation: "You already sent money",
      action: "Call your bank on the number on your card, then report at {{url:reportFraudSite}} .",
    },
  ],
  expertReview:
    "This guide was checked against consumer guidance from the Federal Trade Commission and the FBI Internet Crime Complaint Center (IC3). It is general safety information, not legal or financial advice.",
  faq: [
    {
      question: "How can I tell if a profile is cloned or hacked?",
      answer:
        "A cloned profile is a new, separate account: you will usually get a fresh friend request, and the profile has few posts or friends. A hacked profile is your friend's real account, with all their old posts, but it suddenly acts strangely or asks for money. In both cases, call your friend on the phone to check before you do anything.",
    },
    {
      question: "Should I accept a second friend request from someone I know?",
      answer:
        "No, not until you check. Most people do not need a second account. Call or text your friend on the number you already have and ask if they sent it. If they did not, report the new profile as fake and let them know.",
    },
    {
      question: "What do I do if a friend asks me for money on Messenger?",
      answer:
        "Do not send money and do not share any codes. Call your friend on the phone number you already have. If they did not send the message, their account was cloned or hacked. Let them know, report the account, and warn other friends.",
    },
    {
      question: "How do I turn on two-factor authentication?",
      answer:
        "Two-factor authentication adds a second check, like a code sent to your phone, when someone logs in. On Facebook and Instagram, it is in Accounts Center, under Password and security. On WhatsApp, go to Settings, then Account, then Two-step verification. Menus can change, so follow the steps in this guide or ask a trusted family member to help.",
    },
  ],
  passwordAdvice:
    "Use a password of at least 10 characters for every social media and email account; longer is better. A passphrase of several unrelated words is easy to remember and hard to guess. Use a different password for each account, never share it, and change it right away if you think someone else knows it.",
};
