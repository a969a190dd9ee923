import type { TextQuizItem } from "~/content/types";

/**
 * Text message quiz (/scam-quizzes): eight realistic texts, six scams and two legitimate.
 * Scam senders use odd numbers (555-01XX numbers are reserved for fiction) or email-to-text addresses.
 */
export const SMS_QUIZ: readonly TextQuizItem[] = [
  {
    id: "bank-alert",
    title: "Bank alert",
    phoneNumber: "Your bank (the same number as its past alert texts)",
    message:
      "Your bank: Low balance alert. Your checking account is below the $100 limit you set. No reply needed. Questions? Call the number on the back of your card.",
    question: "You set up balance alerts with your bank last year. Is this text safe?",
    options: [
      "Yes. It asks for nothing, has no link, and sends you to the number on your card",
      "No. Reply with your account number to check it",
      "No. All bank texts are scams",
      "Yes, so if someone calls about it, give them your PIN",
    ],
    correctAnswer: 0,
    explanation:
      "This is a normal alert that you asked for. It has no link, asks for nothing and does not rush you. If you want to check, call the number printed on your card or look at your account the usual way.",
    redFlags: [
      "It is an alert you signed up for",
      "No link and no request for information or money",
      "It points you to the number on the back of your card",
    ],
  },
  {
    id: "package-delivery",
    title: "Package delivery",
    phoneNumber: "The store you ordered from (its usual text number)",
    message: "Your order was delivered today at 2:15 PM to your front door. You can see details in your account. Reply STOP to end texts.",
    question: "You ordered a book online last week and chose text updates. Is this text safe?",
    options: [
      "No. Reply with your address to confirm",
      "Yes. It matches your order, asks for nothing and has no fee or link",
      "No. Pay a redelivery fee just in case",
    ],
    correctAnswer: 1,
    explanation:
      "This text matches a real order you made and asked to be texted about. It does not ask for money, a link click or personal details. If you want to check, open the store's app or website yourself and look at your order.",
    redFlags: ["It matches an order you really made", "You chose to get these texts", "No fee, no link and no request for information"],
  },
  {
    id: "irs-refund",
    title: "IRS refund",
    phoneNumber: "+1 (945) 555-0143",
    message: "IRS NOTICE: You have a pending tax refund of $873.40. Claim it within 24 hrs or it will be canceled: bit.ly/… (a fake link)",
    question: "What should you do?",
    options: [
      "Tap the link quickly before the refund is canceled",
      "Reply CLAIM to get the refund",
      "Do not tap. Delete it. The IRS first contacts people by mail",
      "Text back your Social Security number to prove who you are",
    ],
    correctAnswer: 2,
    explanation:
      "The IRS first contacts people by mail and does not text you about refunds. The link leads to a fake form that steals your details. Forward the text to 7726 (SPAM), then delete it.",
    redFlags: [
      "The IRS does not text about refunds",
      "A short link that hides where it goes",
      "A 24-hour deadline",
      "Money you were not expecting",
    ],
  },
  {
    id: "toll-payment",
    title: "Toll payment",
    phoneNumber: "jx8wq@tollpay-notice.com",
    message:
      "Toll Services: You have an unpaid toll balance of $6.99. Pay now to avoid a $50 late fee and loss of your driving privileges: tollpay-notice.com/pay (a fake site)",
    question: "Is this text safe?",
    options: [
      "Yes. It is only $6.99, so just pay it",
      "No. Do not tap the link. If you are unsure, check your toll account the usual way or call the number on a paper bill",
      "Yes, but pay with a gift card instead",
    ],
    correctAnswer: 1,
    explanation:
      "This is a very common scam. The small amount makes you think it is not worth checking, but the fake site steals your card number. The sender is an odd email address, not a toll agency. Forward it to 7726 (SPAM) and delete it.",
    redFlags: [
      "Sent from an odd email address",
      "A small bill plus a big threat (late fee, losing your license)",
      "A link to a site you do not know",
      "You may not have driven on a toll road at all",
    ],
  },
  {
    id: "medicare",
    title: "Medicare",
    phoneNumber: "+1 (772) 555-0187",
    message:
      "MEDICARE: Your benefits are on hold. Reply with your Medicare number and date of birth to keep your coverage and get your free back brace.",
    question: "What should you do?",
    options: [
      "Reply with your Medicare number so you do not lose coverage",
      "Reply with only your date of birth",
      "Call the number that sent the text",
      "Do not reply. Delete it. Call {{fact:medicareLetters}} ({{fact:medicare}}) if you are worried",
    ],
    correctAnswer: 3,
    explanation:
      "Medicare will not text or call to ask for your Medicare number. Scammers use the number to bill Medicare for things you never got. Do not reply. If you are worried, call {{fact:medicareLetters}} ({{fact:medicare}}) or the Senior Medicare Patrol at {{fact:seniorMedicarePatrol}}.",
    redFlags: [
      "It asks for your Medicare number and birth date",
      "A threat that your benefits are on hold",
      'A "free" medical item offer',
      "Sent from an ordinary phone number",
    ],
  },
  {
    id: "ssa-suspension",
    title: "Social Security suspension",
    phoneNumber: "+1 (210) 555-0166",
    message: "Social Security Admin: Your SSN has been suspended due to suspicious activity. Call 1-8XX-XXX-XXXX now to avoid arrest.",
    question: "Is this text safe?",
    options: [
      "No. Social Security numbers are not suspended, and real agencies do not threaten arrest. Delete it",
      "Yes. Call the number right away",
      "Yes, but text back to ask what happened",
    ],
    correctAnswer: 0,
    explanation:
      'Your Social Security number cannot be "suspended", and Social Security does not threaten to arrest you. The caller will ask for money or your personal details. Delete it. If you are worried, call Social Security at {{fact:socialSecurity}} and report the scam at {{fact:ssaOigSite}}.',
    redFlags: [
      '"Your SSN has been suspended" is not something that happens',
      "A threat of arrest",
      "It wants you to call a number in the text",
      "Sent from an ordinary phone number",
    ],
  },
  {
    id: "amazon-account",
    title: "Amazon account",
    phoneNumber: "+1 (463) 555-0129",
    message:
      "Amazon: Your account is locked due to an order of an iPhone 16 for $1,199. If this was not you, verify now: amaz0n-secure-login.com (a fake site)",
    question: "What should you do?",
    options: [
      "Tap the link and sign in to cancel the order",
      "Reply NO to cancel the order",
      "Do not tap. Open the Amazon app or type {{fact:amazonSite}} yourself and check your orders",
      "Call the number that sent the text",
    ],
    correctAnswer: 2,
    explanation:
      "A big order you did not make is meant to scare you into tapping fast. The link goes to a fake sign-in page that steals your password. Check your orders yourself in the app or on the real website. Forward the text to 7726 (SPAM).",
    redFlags: [
      '"amaz0n" uses a zero in place of the letter o',
      "An expensive order you did not make",
      "A link that asks you to sign in",
      "Sent from an ordinary phone number",
    ],
  },
  {
    id: "utility-disconnection",
    title: "Utility disconnection",
    phoneNumber: "+1 (945) 555-0172",
    message:
      "FINAL NOTICE: Your power will be shut off in 30 minutes for an unpaid balance. Pay now with a payment app or gift card. Call 1-8XX-XXX-XXXX.",
    question: "Is this text safe?",
    options: [
      "Yes. Pay right away so the power stays on",
      "Yes, but pay only half now",
      "No. Do not pay or call. Check with your utility using the number on your paper bill",
    ],
    correctAnswer: 2,
    explanation:
      "Real utility companies do not cut off service with 30 minutes' warning by text, and they never ask for gift cards or payment apps. Call your utility on the number printed on your paper bill to check your account. Forward the text to 7726 (SPAM).",
    redFlags: [
      "A 30-minute deadline",
      "Payment by gift card or payment app",
      "A number to call that is not on your bill",
      '"FINAL NOTICE" in capital letters to scare you',
    ],
  },
];
