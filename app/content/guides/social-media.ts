/** Scam guide: Social Media Scams (/scam-types/social-media). */
import type { ScamGuide } from "~/content/types";

export const SOCIAL_MEDIA_GUIDE: ScamGuide = {
  id: "social-media",
  type: "social_media",
  title: "Social Media Scams",
  summary:
    "On Facebook, Instagram, WhatsApp and other apps, scammers copy or take over your friends' accounts. They post fake ads and giveaways, and send friendly messages that end in a request for money. A familiar name and photo do not prove who is really writing.",
  howItOccurs: [
    "Scammers use social media because people share so much there. They copy a real person's profile photo and name to make a “cloned” account, or break into a real account by stealing the password. They also run fake stores, fake giveaways and fake celebrity pages.",
    "You might get a second friend request from someone you are already friends with. Or a friend may message you to say they are stuck and need help. You might see an ad for a deal that is far too cheap, or a post saying you won a prize.",
    "The request then turns to money or information. The “friend” asks you to send money through a payment app or to buy gift cards. The giveaway asks for a “shipping fee” and your card number. A message asks you to read back a code sent to your phone, which lets the scammer take over your account.",
    "Some scammers build a friendship over weeks before asking for anything. They may talk about an investment that made them rich, then steer you to a fake trading website. Others sell products that never arrive.",
  ],
  identification: [
    "You get a new friend request from someone you are already friends with.",
    "A friend messages you asking for money, gift cards or a payment app transfer.",
    "Someone asks you to send them a code that was texted to your phone.",
    "An ad offers brand-name goods at a price that is far too low.",
    "A post says you won a contest you never entered and must pay a fee.",
    "A stranger who just met you online talks about a great investment.",
    "A celebrity video promotes an investment or miracle product.",
    "The message sounds different from how your friend usually writes.",
  ],
  immediateActions: [
    "1. Stop. Do not reply, click links, or accept the friend request.",
    "2. Do not send money, gift cards or codes, even if the message seems to come from a friend.",
    "3. If you already paid or shared card details, call your bank right away on the number printed on the back of your card. If you used Venmo, Cash App or PayPal, also report it in the app at once. For Zelle, call your bank. If you sent money yourself to a “friend,” federal transfer rules do not cover it, and neither does PayPal's purchase protection. Call anyway, at once: the bank or app may be able to stop it. If you bought something with PayPal that never came, you can open a dispute with PayPal within 180 days.",
    "4. Check with your friend another way. Call them on the number you already have, not through the app.",
    "5. Report the fake account or post to the platform, using the Report option on the profile or message.",
    "6. If your own account was taken over, use the platform's recovery page right away, such as {{url:facebookSite}}hacked for Facebook.",
  ].join("\n"),
  recoverySteps: [
    "1. Report the scam to the Federal Trade Commission at {{url:reportFraudSite}} ({{fact:ftc}}) and, if you lost money online, to the FBI at {{url:ic3Site}} .",
    "2. Change your social media and email passwords. Use at least 10 characters, and a different password for each account.",
    "3. Turn on two-factor authentication (a second check, like a code sent to your phone) on every social media account.",
    "4. If you shared personal details, go to {{url:identityTheftSite}} and consider a free credit freeze with Equifax ({{fact:equifax}}), Experian ({{fact:experian}}) and TransUnion ({{fact:transunion}}).",
    "5. Post a short warning or message your friends and family so they ignore any requests from the fake or hacked account.",
    "6. Watch for “recovery scams.” People who comment or message offering to recover your money or account for a fee are scammers too.",
    "7. Talk to someone you trust. If this leaves you upset, the AARP Fraud Watch Network Helpline ({{fact:aarpHelpline}}) offers free, friendly support.",
  ].join("\n"),
  examples: {
    commonScenario:
      "This is a made-up example of a common scam. Dorothy got a Facebook message from her old friend Ruth: “I'm so glad I found you! I just got a grant from a government program and they have one for you too.” Ruth's profile looked normal. The message said Dorothy only needed to pay a $500 “processing fee” in gift cards. Dorothy called Ruth at home, and Ruth said her account had been hacked the day before.",
    warningSigns:
      "Free government grants that you must pay for are always scams, and no real program is paid with gift cards. The message came through the app, not from a phone call. The news was exciting and urgent. Any request for money from a friend online should be checked by calling them on a number you already have.",
    preventionTips:
      "Set your friends list and posts to “Friends only” so scammers cannot easily copy you. Never send money or codes because of a message alone. Turn on two-factor authentication and use a strong password. Be wary of ads with huge discounts, and do not click on “you won” posts. When a friend asks for help, pick up the phone first.",
  },
  stats:
    "People over 60 reported losing $3.4 billion to fraud in 2023, the FBI said in 2024. For 2024, the FBI's figure rose to nearly $4.9 billion. On social media, the “friend” asking for money may not be your friend at all.",
  trends2025:
    "Scammers now use AI to make deepfake videos (fake videos that look and sound like a real person). The videos show celebrities and news anchors selling investments or products. Fake customer service accounts reply to people who post complaints. Fake giveaways and QR codes lead to payment pages. For more, read our guide to cloned and hacked accounts.",
  lastUpdated: "2026-11-23",
};
