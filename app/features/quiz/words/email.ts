import type { EmailQuizItem } from "~/content/types";

/**
 * Email quiz (/scam-quizzes): ten realistic emails, seven scams and three legitimate.
 * Scam senders use clearly fake look-alike addresses; legitimate senders are described, not invented.
 */
export const EMAIL_QUIZ: readonly EmailQuizItem[] = [
  {
    id: "bank-fraud-alert",
    title: "Bank fraud alert",
    subject: "Did you make this purchase?",
    sender: "Your bank's fraud team (from the same address as your bank's past emails)",
    body: "We saw a charge on your debit card that does not look like your usual spending. If you made this purchase, you do not need to do anything. If you did not, please call us on the number printed on the back of your card. We will never ask you for your PIN, your password or your full card number by email.",
    question: "Is this email safe?",
    options: [
      "No. Any email about a strange charge is a scam, so delete it and do nothing",
      "Yes. It has no link, asks for nothing, and tells you to call the number on your card",
      "Yes, so reply to the email with your card number to help them check",
      "No. Call the bank using a phone number you find in a search online",
    ],
    correctAnswer: 1,
    explanation:
      "This is what a real bank alert looks like. It asks for nothing and sends you to the number you already trust, the one printed on your card. If you are ever unsure, do just that: call the number on your card, not any number or link in an email.",
    redFlags: [
      "No link to click and nothing to download",
      "It does not ask for your PIN, password or card number",
      "It tells you to call the number on the back of your card",
      "No threats and no deadline",
    ],
  },
  {
    id: "ssa-benefits",
    title: "Social Security benefits",
    subject: "URGENT: Your Social Security benefits will be suspended",
    sender: "Social Security Administration <no-reply@ssa-benefits-update.net>",
    body: "Dear Beneficiary, we found a problem with your Social Security record. Your monthly benefits will be suspended in 48 hours unless you confirm your identity. Click here to confirm your Social Security number and bank details: ssa-benefits-update.net/verify (a fake site). Failure to act will result in legal action.",
    question: "What should you do?",
    options: [
      "Click the link and confirm your details so your payments do not stop",
      "Reply and ask them to call you",
      "Do not click. Delete it, and if worried call Social Security at {{fact:socialSecurity}}",
    ],
    correctAnswer: 2,
    explanation:
      "Social Security does not suspend your number or benefits by email, and it does not threaten legal action. The address ends in .net, not {{fact:ssaSite}}. Do not click. If you are worried, call Social Security at {{fact:socialSecurity}}, and report the email to the SSA Office of the Inspector General at {{fact:ssaOigSite}}.",
    redFlags: [
      "The sender's address is not {{fact:ssaSite}}",
      "A 48-hour deadline and a threat of legal action",
      "It asks for your Social Security number and bank details",
      '"Dear Beneficiary" instead of your name',
    ],
  },
  {
    id: "order-shipped",
    title: "Order shipped",
    subject: "Your order has shipped",
    sender: "The online store you ordered from (its usual address)",
    body: "Good news! Your order has shipped and should arrive on Thursday. You can see the delivery details any time by signing in to your account on our website or app. You do not need to do anything else. Thank you for shopping with us.",
    question: "You ordered a pair of slippers from this store two days ago. Is this email safe?",
    options: [
      "Yes. It matches an order you made and asks for nothing",
      "No. Call the store using a phone number from the email",
      "No. Any shipping email is a scam",
      "Maybe. Reply with your address to make sure it is right",
    ],
    correctAnswer: 0,
    explanation:
      "This email matches something you really ordered, and it asks for nothing: no payment, no password, no fee. If you want to check, open the store's website or app yourself and look at your orders. Be wary of shipping emails for things you did not order.",
    redFlags: [
      "It matches an order you really made",
      "It does not ask for money, a password or personal details",
      "It tells you to check your account yourself, with no link needed",
      "No urgent warning or deadline",
    ],
  },
  {
    id: "microsoft-security",
    title: "Microsoft security alert",
    subject: "Security alert: Your computer has been hacked",
    sender: "Microsoft Account Team <security@micros0ft-account-alert.com>",
    body: "We detected a virus and a sign-in from another country on your computer. Your files and bank details are at risk. Call Microsoft Support now at 1-8XX-XXX-XXXX so a technician can connect to your computer and remove the virus. Do not turn off your computer.",
    question: "What should you do?",
    options: [
      "Call the number right away before the virus spreads",
      "Delete the email and do not call. If you are worried, ask a trusted local computer shop to check",
      "Let the technician connect, but do not give them your bank details",
      "Turn off your antivirus so the technician can work",
    ],
    correctAnswer: 1,
    explanation:
      "Microsoft does not email you to call a phone number about a virus. The sender's address uses a zero in place of the letter o. A caller who connects to your computer can steal your files and your money. Delete it. If you already let someone connect, turn the computer off and have a trusted local shop check it.",
    redFlags: [
      '"micros0ft" is spelled with a zero',
      "It asks you to call a number and let a stranger connect to your computer",
      "Scary words: hacked, virus, at risk",
      "It tells you not to turn off your computer",
    ],
  },
  {
    id: "netflix-suspension",
    title: "Netflix account suspended",
    subject: "Your account is on hold: update payment",
    sender: "Netflix <billing@netf1ix-support.net>",
    body: "Hi, we could not process your last payment, so your membership has been suspended. To keep watching, update your card details within 24 hours: netf1ix-support.net/update (a fake site). If you do not update, your account will be closed.",
    question: "Is this email safe?",
    options: [
      "Yes. Update your card so you do not lose your shows",
      "Yes, but only enter the last four digits of your card",
      "No. Reply to tell them you will pay by check",
      "No. Do not click. Open the Netflix app or type {{fact:netflixSite}} yourself to check your account",
    ],
    correctAnswer: 3,
    explanation:
      "The sender spells Netflix with a number 1 and the link goes to a fake site that steals card numbers. A short deadline is meant to rush you. Never use the link. Open the app or type the real website yourself; if there is a real problem, you will see it there.",
    redFlags: [
      '"netf1ix" uses the number 1 in place of the letter l',
      "A 24-hour deadline and a threat to close the account",
      "It asks you to enter card details through a link",
      'A general "Hi" instead of your name',
    ],
  },
  {
    id: "paypal-alert",
    title: "PayPal alert",
    subject: "Payment of $849.99 sent",
    sender: "PayPal Service <support@paypa1-secure.com>",
    body: "You sent a payment of $849.99 for an order you may not recognize. If you did not authorize this payment, call our billing department at 1-8XX-XXX-XXXX within 24 hours to cancel it and get a refund.",
    question: "You do not remember buying anything. What should you do?",
    options: [
      "Call the number in the email to stop the payment",
      "Do not call. Sign in to PayPal yourself, by typing {{fact:paypalSite}} or using the app, and check your activity",
      "Reply to the email with your PayPal password so they can check",
    ],
    correctAnswer: 1,
    explanation:
      'This is a fake invoice meant to scare you into calling. The "billing department" will ask to connect to your computer or for your bank details, then take your money. Check your account yourself. If there is a real charge you did not make, PayPal lets you open a dispute within 180 days.',
    redFlags: [
      '"paypa1" uses the number 1 in place of the letter l',
      "A big charge you do not recognize, meant to frighten you",
      "It wants you to call a phone number in the email",
      "A 24-hour deadline",
    ],
  },
  {
    id: "irs-refund",
    title: "IRS tax refund",
    subject: "You are eligible for a tax refund of $1,284.16",
    sender: "IRS Refund Department <refunds@irs-taxrefund-claim.com>",
    body: "After the last yearly review of your account, we found you are owed a refund of $1,284.16. To receive it, fill in the form at irs-taxrefund-claim.com/form (a fake site) with your Social Security number, date of birth and bank account details within 3 days.",
    question: "Is this email safe?",
    options: [
      "No. The IRS first contacts people by mail, not by email. Delete it",
      "Yes. The IRS often sends refunds this way",
      "Yes, but only give your bank details, not your Social Security number",
      "No, but reply and ask for a paper check instead",
    ],
    correctAnswer: 0,
    explanation:
      "The IRS first contacts people by mail, and it does not email you to ask for your Social Security number or bank details. The sender is not {{fact:irsSite}}. Delete it. You can report IRS impersonation to the Treasury Inspector General for Tax Administration at {{fact:tigtaSite}} or {{fact:tigta}}.",
    redFlags: [
      "The IRS does not start contact by email",
      "The address is not {{fact:irsSite}}",
      "It asks for your Social Security number, birth date and bank details",
      "A 3-day deadline to claim money",
    ],
  },
  {
    id: "overdue-utility",
    title: "Overdue utility bill",
    subject: "Reminder: your bill is past due",
    sender: "Your electric company (the same address as your past bills)",
    body: "This is a friendly reminder that your electric bill was due last week and we have not received your payment. To pay, log in to your account the usual way, pay by mail, or call the customer service number printed on your paper bill. If you have already paid, thank you, and please ignore this message.",
    question: "You forgot to pay your electric bill last month. Is this email safe?",
    options: [
      "No. Any email about a past-due bill is a scam",
      "No. Pay right away with a gift card to be safe",
      "Yes. It gives no deadline for shut-off and tells you to pay the usual way",
    ],
    correctAnswer: 2,
    explanation:
      "This is a normal reminder. It does not threaten to cut off your power today, and it does not ask for a gift card, a payment app or a link. It tells you to pay the way you always do. Real utility companies never ask for payment by gift card or cryptocurrency.",
    redFlags: [
      "It matches a bill you know you have not paid",
      "It tells you to log in the usual way or call the number on your paper bill",
      "No threat to shut off service within hours",
      "It does not ask for gift cards or any unusual payment",
    ],
  },
  {
    id: "medicare-update",
    title: "Medicare card update",
    subject: "Action required: Your new Medicare card",
    sender: "Medicare Services <cards@medlcare-card-update.net>",
    body: "Medicare is sending out new cards with a chip. To get yours and keep your coverage, confirm your Medicare number, Social Security number and bank details here: medlcare-card-update.net/renew (a fake site). There is a $25 processing fee. Cards not renewed in 7 days will be canceled.",
    question: "What should you do?",
    options: [
      "Pay the $25 fee so your coverage is not canceled",
      "Give your Medicare number but not your bank details",
      "Reply and ask for a paper form",
      "Do not click. Delete it. Call {{fact:medicareLetters}} ({{fact:medicare}}) if you have questions",
    ],
    correctAnswer: 3,
    explanation:
      "Medicare does not charge for a new card and does not ask for your Medicare number by email or phone. The sender spells Medicare with a letter l in place of the i. Delete it. If you are unsure, call {{fact:medicareLetters}} ({{fact:medicare}}) or the Senior Medicare Patrol at {{fact:seniorMedicarePatrol}}.",
    redFlags: [
      '"medlcare" is misspelled, and the address is not {{fact:medicareSite}}',
      "A fee for a new Medicare card",
      "It asks for your Medicare number, Social Security number and bank details",
      "A threat to cancel your coverage in 7 days",
    ],
  },
  {
    id: "lottery-win",
    title: "Lottery win",
    subject: "CONGRATULATIONS! You have won $2,500,000",
    sender: "International Lottery Claims <claims@global-prize-award.win>",
    body: "Your email address was selected in our international draw. You have won $2,500,000! To release your prize, pay the $499 processing and tax fee with gift cards and send us the card numbers. Keep this win private until your money arrives.",
    question: "You do not remember entering any lottery. Is this email safe?",
    options: [
      "Yes. Pay the small fee to collect the big prize",
      "No. You cannot win a lottery you did not enter, and real prizes never cost money to collect. Delete it",
      "Yes, but pay by check instead of gift cards",
    ],
    correctAnswer: 1,
    explanation:
      "You cannot win a contest you never entered. A real prize never asks you to pay a fee, and nobody honest asks to be paid with gift cards. Being told to keep it secret is a classic scam sign. Delete it and report it to the Federal Trade Commission at {{host:reportFraudSite}}.",
    redFlags: [
      "A prize from a lottery you never entered",
      "You must pay a fee to get your winnings",
      "It asks for payment by gift card",
      "It tells you to keep it secret",
    ],
  },
];
