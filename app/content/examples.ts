/**
 * The scam examples page (/examples): five worked phone examples and short text, email and
 * social media examples. Every story is a typical pattern, not a real case: no real people,
 * and every scammer link or phone number is an obvious placeholder.
 */
import type { PhoneScamExample, ShortScamExample } from "~/content/types";

// ---- Phone scams: full worked examples ----

export const PHONE_EXAMPLES: readonly PhoneScamExample[] = [
  {
    title: "The “Grandma, I'm in Trouble” Call with an AI-Copied Voice",
    severity: "Critical",
    scenario:
      "Late one evening a woman in her late 70s gets a call. A young man is crying and says, “Grandma, it's me.” The voice sounds just like her grandson, because scammers copied it with AI (computer software that can imitate a real person's voice from a short recording, such as a video posted online). He says he was in a car accident, is in jail, and begs her not to tell his parents. Then a man who calls himself a lawyer takes the phone and says she must pay bail today, in cash picked up by a “courier” or in gift cards.",
    attackerGoal:
      "To scare a loving grandparent into handing over cash or gift card numbers right away, before she can check the story with anyone.",
    psychTriggers: [
      "Fear for a grandchild's safety",
      "Love and the wish to help family",
      "Urgency: “It has to be today”",
      "Secrecy: “Don't tell Mom and Dad”",
      "Authority: a “lawyer” or “officer” takes over the call",
    ],
    scriptExcerpts: [
      "“Grandma, it's me. Please don't be mad. I messed up.”",
      "“Please don't tell Mom and Dad. I'm so embarrassed.”",
      "“This is his attorney. There is a gag order, so you can't discuss this with anyone.”",
      "“A courier will come to your door to collect the bail money in an hour.”",
    ],
    artifacts: [
      "A voice that sounds like the grandchild, often crying or muffled so small differences are hard to hear",
      "Caller ID showing an unknown number, or a number that seems to be from a jail or law office",
      "Background noise like traffic, sirens or a busy office to make it feel real",
      "A second caller who says he is a lawyer, police officer or court official",
      "A stranger arriving at the door to collect cash, or instructions to buy gift cards at several stores",
    ],
    redFlags: [
      "The caller asks you to keep it secret from the rest of the family",
      "You are asked to pay with cash handed to a courier, gift cards, a wire transfer or cryptocurrency",
      "The call comes out of the blue and demands money today",
      "The “grandchild” avoids questions only the real person would know",
      "A lawyer or officer says you cannot talk to anyone about it",
      "You are told to stay on the phone while you go to the bank or store",
    ],
    whatWentWrong:
      "She trusted the voice and acted out of fear. Because she was told to keep it secret, she did not call her grandson or his parents to check. Real courts and lawyers do not send couriers to collect bail in cash, and they never ask for gift cards.",
    correctResponse:
      "Hang up, even if the voice sounds exactly right. Call your grandchild on the number you already have for them, or call their parents. Use a family code word agreed on ahead of time. Do not rely on facts like a pet's name or a school: scammers can often find these on social media. If a stranger is coming to your home to collect money, do not open the door, and call 911.",
    recoverySteps: [
      "If you paid with gift cards, call the gift card company right away on the number on the back of the card. Tell them it was a scam and ask them to freeze any money not yet spent. Keep the cards and receipts.",
      "If you handed cash to a courier or a stranger is due to come back, call your local police. In an emergency, call 911.",
      "If you sent a wire transfer or a payment from your bank, call your bank on the number printed on your card and ask them to try to stop it.",
      "Call the National Elder Fraud Hotline at {{fact:elderFraudHotline}} ({{fact:elderFraudHotlineHours}}) for free help with next steps.",
      "Report the scam to the FBI Internet Crime Complaint Center at {{url:ic3Site}} and to the Federal Trade Commission at {{url:reportFraudSite}}.",
      "Agree on a family code word now, and ask family members to make their social media videos private.",
    ],
    timeImpact:
      "Often a whole afternoon of fear and trips to stores, then days of calls to the police, the bank and the gift card companies.",
    moneyImpact:
      "Often thousands of dollars in cash or gift cards. Cash and spent gift cards are usually very hard to get back, and scammers may call again asking for more.",
    reportingPaths: [
      "FBI Internet Crime Complaint Center (IC3): {{url:ic3Site}}",
      "Federal Trade Commission: {{url:reportFraudSite}} or {{fact:ftc}}",
      "National Elder Fraud Hotline: {{fact:elderFraudHotline}}",
      "Your local police department (call 911 if someone is on the way to your home)",
    ],
    lastUpdated: "2026-11-23",
  },
  {
    title: "The Fake Medicare “New Card” and Free Equipment Call",
    severity: "High",
    scenario:
      "A friendly woman calls a retired man and says she is from Medicare. She tells him Medicare is sending out new cards with a chip, and that he also qualifies for a free knee brace and a free genetic test. All she needs is his Medicare number to “confirm” his identity. He reads it out. Weeks later, his Medicare statement shows bills for equipment and tests he never asked for or received.",
    attackerGoal:
      "To get the Medicare number so the scammers can bill Medicare for things the person never got, and sometimes to get bank or Social Security details too.",
    psychTriggers: [
      "Trust in a government program he relies on",
      "The offer of something free",
      "Fear of losing benefits or coverage",
      "A warm, helpful tone that lowers his guard",
    ],
    scriptExcerpts: [
      "“Hi, I'm calling from Medicare about your new card.”",
      "“You qualify for a free knee brace at no cost to you.”",
      "“I just need your Medicare number to confirm it's really you.”",
      "“If you don't verify today, your benefits could be put on hold.”",
    ],
    artifacts: [
      "Caller ID that shows “Medicare” or a government-sounding name",
      "A busy call-center sound in the background",
      "A caller who already knows his name and address",
      "Unexpected boxes of medical equipment arriving later, or a cheek-swab test kit in the mail",
    ],
    redFlags: [
      "Medicare will not call you to ask for your Medicare number",
      "The caller offers free medical equipment or tests you did not ask for",
      "You are told your benefits will stop unless you act now",
      "Medicare cards do not need to be “activated” or upgraded over the phone",
      "The caller asks for your bank details or Social Security number",
    ],
    whatWentWrong:
      "He believed the caller ID and gave his Medicare number to someone who called him. Medicare does not make calls like this. Anyone who has your Medicare number can try to bill Medicare in your name.",
    correctResponse:
      "Say “No thank you” and hang up. Never give your Medicare number to someone who calls you. If you are unsure, call Medicare yourself at {{fact:medicare}} ({{fact:medicareLetters}}) and ask.",
    recoverySteps: [
      "Call Medicare at {{fact:medicare}} ({{fact:medicareLetters}}). Tell them your number was given to a scammer and ask whether you need a new Medicare number.",
      "Read your Medicare Summary Notice (the statement Medicare mails you) or check your account at {{url:medicareSite}} for services you did not get.",
      "Call your Senior Medicare Patrol at {{fact:seniorMedicarePatrol}} ({{url:smpSite}}) for free help reviewing your statements.",
      "Report Medicare fraud to the HHS Office of Inspector General at {{fact:hhsOig}} ({{fact:hhsOigLetters}}) or {{url:hhsOigSite}}.",
      "If you also gave your Social Security number or bank details, follow the recovery plan at {{url:identityTheftSite}} and call your bank.",
      "Refuse any boxes of equipment you did not order, or keep them unopened and report them.",
    ],
    timeImpact:
      "About an hour or two of calls to Medicare and the Senior Medicare Patrol, then several months of checking each Medicare statement.",
    moneyImpact:
      "Often no money leaves your bank at first. The harm is false bills in your name, which can mix up your medical records and may cause trouble if you later need that equipment or test.",
    reportingPaths: [
      "Medicare: {{fact:medicare}} ({{fact:medicareLetters}})",
      "Senior Medicare Patrol: {{fact:seniorMedicarePatrol}}, {{url:smpSite}}",
      "HHS Office of Inspector General: {{fact:hhsOig}} ({{fact:hhsOigLetters}}), {{url:hhsOigSite}}",
      "Federal Trade Commission: {{url:reportFraudSite}}",
    ],
    lastUpdated: "2026-11-20",
  },
  {
    title: "The “Your Computer Is Infected” Tech Support Call",
    severity: "High",
    scenario:
      "A man with a strong, calm voice calls a widow and says he works for a well-known computer company. He says her computer is sending out viruses and her bank details are at risk. He talks her through installing a remote access program (software that lets someone else see and control your computer from far away). He shows her scary-looking error lists, then charges her credit card for a “lifetime protection plan.” A week later he calls back to say he refunded too much by mistake and she must send the difference.",
    attackerGoal:
      "To take control of the computer, charge for fake repairs, steal passwords and banking details, and later trick her into sending more money through a fake “refund.”",
    psychTriggers: [
      "Fear of losing savings or private files",
      "Trust in a big-name technology company",
      "Confusion about how computers work",
      "Guilt when told she was “refunded too much”",
    ],
    scriptExcerpts: [
      "“We're seeing dangerous activity coming from your computer.”",
      "“Please go to your computer now so I can fix this for you.”",
      "“Type in this website and click Allow so I can connect.”",
      "“Our system refunded you too much. You need to send the extra back today.”",
    ],
    artifacts: [
      "A call out of the blue from someone claiming to be from a tech company",
      "A request to download a program and read out a code so he can connect",
      "Lists of “errors” and “warnings” he opens on the screen to scare her",
      "The mouse moving by itself while he works",
      "A bank page that suddenly shows a much bigger “refund” than expected",
    ],
    redFlags: [
      "Real tech companies do not call you out of the blue about a virus",
      "You are asked to let a stranger control your computer",
      "You are pressured to pay right away for protection or repairs",
      "The caller says you were refunded too much and must send money back",
      "You are asked to pay with gift cards, a wire transfer, cryptocurrency or a payment app",
    ],
    whatWentWrong:
      "She let a stranger who called her take over her computer. Once he was connected he could see everything she typed, including her bank password. The “refund” was a trick: he moved her own money between her accounts to make it look like a mistake.",
    correctResponse:
      "Hang up. Do not go to your computer, install anything or give anyone remote access. If you are worried about your computer, ask a trusted family member or a local repair shop you already know. Pop-up warnings from Microsoft or Apple never include a phone number to call.",
    recoverySteps: [
      "Turn off the computer or unplug it from the internet right away so the scammer cannot stay connected.",
      "Call your bank and credit card company on the numbers printed on your cards. Dispute the charges and ask about new cards.",
      "From a different, safe device, change your email and banking passwords. Use at least 10 characters; a longer passphrase is better.",
      "Have someone you trust remove the remote access program and scan the computer. The Federal Trade Commission explains how at {{url:consumerFtcSite}}articles/how-recognize-remove-avoid-malware.",
      "Report the scam to the Federal Trade Commission at {{url:reportFraudSite}} and to the FBI at {{url:ic3Site}}.",
      "If passwords or account details were taken, follow the recovery plan at {{url:identityTheftSite}}.",
    ],
    timeImpact:
      "About 3 hours of calls to the bank and card company, a day or two without a working computer, and weeks of checking statements.",
    moneyImpact:
      "Often hundreds of dollars for the fake plan, and sometimes much more through the fake “refund.” Credit card charges can often be disputed; gift cards and wire transfers usually cannot be recovered.",
    reportingPaths: [
      "Federal Trade Commission: {{url:reportFraudSite}} or {{fact:ftc}}",
      "FBI Internet Crime Complaint Center (IC3): {{url:ic3Site}}",
      "Your bank and credit card company, on the numbers printed on your cards",
      "AARP Fraud Watch Network Helpline: {{fact:aarpHelpline}}",
    ],
    lastUpdated: "2026-11-20",
  },
  {
    title: "The IRS or Social Security “Arrest Warrant” Call",
    severity: "Critical",
    scenario:
      "A recorded message tells a retired teacher that her Social Security number has been “suspended” because of crimes linked to it. She presses 1 and a stern man gives a badge number and says a warrant has been issued for her arrest. He says she can avoid jail only by paying a “settlement” today and keeping the call secret. He stays on the line while she drives to a store to buy gift cards.",
    attackerGoal:
      "To frighten her into paying with gift cards, a wire transfer or cryptocurrency, and to get her Social Security number and other personal details.",
    psychTriggers: [
      "Fear of arrest and jail",
      "Respect for government authority",
      "Shame and the wish to keep it private",
      "Urgency: “Officers are on the way”",
    ],
    scriptExcerpts: [
      "“Your Social Security number has been suspended due to suspicious activity.”",
      "“A warrant has been issued for your arrest. Officers will be at your home today.”",
      "“Do not hang up, and do not tell anyone, or the case will be escalated.”",
      "“Buy the gift cards and read me the numbers on the back.”",
    ],
    artifacts: [
      "Caller ID that shows “Social Security Administration,” “IRS” or a Washington, D.C. number",
      "A robocall recording telling her to press 1",
      "A fake badge number and case number",
      "A text or email with a photo of an official-looking letter or ID badge",
    ],
    redFlags: [
      "Social Security numbers are not “suspended”",
      "The IRS first contacts people by mail, not with a surprise threatening call",
      "Government agencies do not threaten to arrest you over the phone",
      "You are asked to pay with gift cards, a wire transfer, cryptocurrency or a payment app",
      "You are told to keep the call secret and stay on the line",
    ],
    whatWentWrong:
      "She believed the caller ID and the official words. Fear made her act before she could think. No real government agency asks for gift cards or tells you to hide a call from your family.",
    correctResponse:
      "Hang up. Do not press any buttons. If you are worried, call the Social Security Administration yourself at {{fact:socialSecurity}}. For tax questions, look at any letters the IRS has mailed you, or ask your tax preparer.",
    recoverySteps: [
      "If you paid with gift cards, call the gift card company on the number on the back of the card right away and ask them to freeze the money.",
      "If you gave your Social Security number, go to {{url:identityTheftSite}} for a step-by-step recovery plan.",
      "Place a free credit freeze (a lock that stops new accounts being opened in your name) with Equifax {{fact:equifax}}, Experian {{fact:experian}} and TransUnion {{fact:transunion}}.",
      "Report Social Security scams to the SSA Office of the Inspector General at {{url:ssaOigSite}}.",
      "Report IRS impersonation to the Treasury Inspector General for Tax Administration at {{fact:tigta}} or {{url:tigtaSite}}.",
      "Report it to the Federal Trade Commission at {{url:reportFraudSite}} and check your free credit reports at {{url:annualCreditReportSite}}.",
    ],
    timeImpact:
      "A frightening afternoon on the phone, then several hours of calls to the gift card company and credit bureaus, plus months of watching credit reports.",
    moneyImpact:
      "Often thousands of dollars in gift cards, usually not recoverable once spent. If the Social Security number was taken, there is also a risk of identity theft later.",
    reportingPaths: [
      "SSA Office of the Inspector General: {{url:ssaOigSite}}",
      "Treasury Inspector General for Tax Administration (IRS scams): {{fact:tigta}}, {{url:tigtaSite}}",
      "Federal Trade Commission: {{url:reportFraudSite}}",
      "National Elder Fraud Hotline: {{fact:elderFraudHotline}}",
    ],
    lastUpdated: "2026-11-20",
  },
  {
    title: "The Fake Bank Fraud Department and the “Safe Account”",
    severity: "Critical",
    scenario:
      "A retired couple's phone shows the name of their own bank. A calm caller says he is from the fraud department, that hackers have broken into their account, and that someone inside their local branch is helping the criminals. To protect their savings, they must move the money into a new “safe account” today by wire transfer. He warns them not to tell the branch staff why, because they might be involved.",
    attackerGoal:
      "To get the couple to send their savings themselves, by wire transfer or payment app, to an account the scammers control.",
    psychTriggers: [
      "Fear of losing their life savings",
      "Trust in their own bank's name on the screen",
      "Distrust planted against the local branch",
      "Urgency: “Every minute counts”",
      "Feeling of being rescued by a helpful expert",
    ],
    scriptExcerpts: [
      "“This is the fraud department. We've stopped three suspicious transfers from your account.”",
      "“We believe an employee at your branch is involved, so please don't discuss this with them.”",
      "“To protect your money, we'll set up a safe account for you right now.”",
      "“If the teller asks, just say the transfer is for a family member.”",
    ],
    artifacts: [
      "Caller ID that shows the bank's real name or phone number (this can be faked, which is called spoofing)",
      "A caller who knows their name, address and the last four digits of their card",
      "A text message, just before the call, about a “suspicious payment”",
      "Account and routing numbers for the “safe account” read out over the phone",
    ],
    redFlags: [
      "Banks never ask you to move money to a “safe account”",
      "You are told not to trust or tell the staff at your own branch",
      "You are coached on what to say if the bank asks questions",
      "Caller ID can be faked, so the bank's name on the screen proves nothing",
      "You are asked to read out a one-time code sent to your phone",
    ],
    whatWentWrong:
      "They trusted the caller ID and followed instructions to hide the reason for the wire from the teller, who might have stopped it. A real fraud department protects your money inside your own account; it never asks you to send it somewhere else.",
    correctResponse:
      "Hang up. Then call your bank yourself on the number printed on the back of your card or on your statement. If the branch staff ask why you are moving money, tell them the whole story. They are there to help you.",
    recoverySteps: [
      "Call your bank right away on the number printed on your card. Ask them to try to stop or recall the wire transfer. The sooner you call, the better the chance.",
      "Read your statements closely. If you spot a transfer you did not make, tell your bank at once. Federal rules limit what you lose on transfers you did not make, if you report fast. These rules do not cover a wire you sent yourself, which is why that first call matters so much.",
      "File a report with the FBI Internet Crime Complaint Center at {{url:ic3Site}} as soon as possible, with the account number you sent money to.",
      "Change your online banking password and ask the bank to add extra security to your account.",
      "If the bank does not help, file a complaint with the Consumer Financial Protection Bureau at {{url:cfpbSite}} or {{fact:cfpb}}.",
      "Call the National Elder Fraud Hotline at {{fact:elderFraudHotline}} for free help with next steps.",
    ],
    timeImpact: "About 3 hours of calls to the bank on the first day, plus weeks of follow-up with the bank, the FBI and family.",
    moneyImpact:
      "Sometimes a large part of a family's savings in one transfer. Wire transfers are very hard to get back once the money has moved on, which is why calling the bank at once matters so much.",
    reportingPaths: [
      "Your bank's fraud department, on the number printed on your card",
      "FBI Internet Crime Complaint Center (IC3): {{url:ic3Site}}",
      "Federal Trade Commission: {{url:reportFraudSite}}",
      "Consumer Financial Protection Bureau: {{url:cfpbSite}}, {{fact:cfpb}}",
      "National Elder Fraud Hotline: {{fact:elderFraudHotline}}",
    ],
    lastUpdated: "2026-11-23",
  },
];

// ---- Text message scams ----

export const TEXT_EXAMPLES: readonly ShortScamExample[] = [
  {
    title: "Fake USPS Redelivery Text",
    severity: "High",
    scenario:
      "A text arrives: “USPS: Your package could not be delivered because the address is incomplete. Update your details within 24 hours: usps-redelivery-help.com (a fake site).” The site looks like the Postal Service and asks for a small “redelivery fee” and your card number.",
    redFlags: [
      "You were not expecting a package, or did not sign up for text updates",
      "A deadline of hours to act",
      "A link that is not the Postal Service's real website",
      "A fee to “redeliver” a package",
    ],
    response:
      "Do not tap the link. Forward the text to 7726 (SPAM), then delete it. To check a real package, type the tracking number into the Postal Service's own website yourself. You can report mail-related scams to the U.S. Postal Inspection Service at {{url:uspisSite}}. If you already entered your card number, call your card company on the number on the back of your card.",
  },
  {
    title: "Unpaid Toll Text",
    severity: "High",
    scenario:
      "A text says: “Final notice: your vehicle has an unpaid toll balance. Pay now to avoid a late fee and a hold on your license: bit.ly/… (a fake link).” It arrives even though you have not driven on a toll road lately.",
    redFlags: [
      "Threats of late fees or trouble with your license",
      "A shortened link you cannot read",
      "It comes from an unknown number or an email address",
      "You do not remember using a toll road",
    ],
    response:
      "Do not tap the link or reply. Forward the text to 7726 (SPAM) and delete it. If you have a toll account, check it by typing the toll agency's address into your browser yourself, or call the number on a bill you already have. If you paid, call your card company right away.",
  },
  {
    title: "Bank “Fraud Alert” Asking You to Reply YES or NO",
    severity: "Critical",
    scenario:
      "A text that looks like your bank says: “Fraud Alert: Did you attempt a purchase of $1,240 at an electronics store? Reply YES or NO.” You reply NO. Minutes later your phone rings, the caller ID shows your bank, and a “fraud agent” asks you to read back a code sent to your phone and then move your money to a “safe account.”",
    redFlags: [
      "A phone call follows right after you reply",
      "The caller asks you to read out a one-time code sent to your phone",
      "You are told to move money to a “safe account”",
      "Caller ID showing the bank's name, which can be faked",
    ],
    response:
      "Do not reply to the text. Open your bank's app or call the number printed on the back of your card to check your account. Never share a one-time code with anyone who calls you. A real bank will never ask you to move money to keep it safe. Forward the text to 7726 (SPAM).",
  },
  {
    title: "“Hi, Is This Linda?” Wrong-Number Text That Turns Into a Crypto Pitch",
    severity: "High",
    scenario:
      "A text says: “Hi, is this Linda? It's been so long!” You kindly reply that they have the wrong number. The sender apologizes, is charming, and keeps chatting for weeks. Then they mention how much they earn trading cryptocurrency (digital money) and offer to show you an app. The app shows your “profits” growing, but when you try to take money out, you are told to pay “taxes” or “fees” first.",
    redFlags: [
      "A stranger who keeps the chat going after a wrong number",
      "Photos of a perfect, wealthy lifestyle",
      "Talk of easy, guaranteed profits from cryptocurrency",
      "You must pay fees before you can take out your own money",
      "Pressure to move the chat to another messaging app",
    ],
    response:
      "Do not reply to wrong-number texts from strangers; just delete them. Never invest with someone you met by text or online. If you already sent money, stop sending more, and report it to the FBI at {{url:ic3Site}} and to the Federal Trade Commission at {{url:reportFraudSite}}. For help with investment questions, call the FINRA Securities Helpline for Seniors at {{fact:finraSeniorHelpline}}.",
  },
];

// ---- Email scams ----

export const EMAIL_EXAMPLES: readonly ShortScamExample[] = [
  {
    title: "Fake PayPal Invoice with a Phone Number to Call",
    severity: "High",
    scenario:
      "An email says: “You have been billed $499.99 for a security software plan. If you did not authorize this payment, call our billing department at 1-8XX-XXX-XXXX within 24 hours.” It may even come through a real invoice service, so it looks genuine. The person who answers is a scammer who asks for remote access to your computer to “process your refund.”",
    redFlags: [
      "A charge you do not recognize, meant to scare you into calling",
      "A phone number in the email instead of a link to your account",
      "A short deadline to cancel",
      "The person on the phone wants to connect to your computer",
    ],
    response:
      "Do not call the number in the email. Log in to PayPal yourself by typing its address into your browser or using its app, and check whether the charge is really there. If a real charge is wrong, PayPal lets you open a dispute within 180 days. Report the email to the Federal Trade Commission at {{url:reportFraudSite}}.",
  },
  {
    title: "Fake Geek Squad or Antivirus Renewal",
    severity: "High",
    scenario:
      "An email with a familiar logo says: “Thank you for renewing your Geek Squad protection. $389.99 will be charged today. To cancel, call 1-8XX-XXX-XXXX.” When you call, the “agent” says they will refund you, asks to connect to your computer, and then claims they refunded too much.",
    redFlags: [
      "A renewal for a service you do not remember buying",
      "A large charge and a phone number to “cancel”",
      "The email comes from a personal or strange email address",
      "The caller wants remote access to give you a refund",
    ],
    response:
      "Do not call or reply. Check your real bank or card statement to see if any charge was made. If you already let someone into your computer, turn it off, call your bank, and follow the Federal Trade Commission's advice at {{url:consumerFtcSite}}articles/how-recognize-remove-avoid-malware. Report it at {{url:reportFraudSite}}.",
  },
  {
    title: "Fake Medicare Card Update Email",
    severity: "High",
    scenario:
      "An email says: “Medicare Notice: Your new Medicare card must be activated or your coverage will end. Confirm your Medicare number and bank account here: medicare-card-update.com (a fake site).” It uses colors and logos that look official.",
    redFlags: [
      "Medicare cards do not need to be activated",
      "A threat that your coverage will end",
      "A request for your Medicare number and bank details",
      "A web address that is not {{fact:medicareSite}}",
    ],
    response:
      "Do not click the link. If you have questions about your card, call Medicare at {{fact:medicare}} ({{fact:medicareLetters}}) or go to {{url:medicareSite}} by typing it in yourself. If you entered your details, call Medicare and your Senior Medicare Patrol at {{fact:seniorMedicarePatrol}}.",
  },
  {
    title: "Fake IRS Tax Refund Email",
    severity: "High",
    scenario:
      "An email says: “IRS: After the last annual calculation, you are eligible to receive a tax refund of $1,286.40. Submit your bank details within 48 hours to claim it: bit.ly/… (a fake link).” The page asks for your Social Security number, date of birth and bank account.",
    redFlags: [
      "The IRS first contacts people by mail, not by email",
      "A refund you were not expecting, with a deadline",
      "A request for your Social Security number and bank details",
      "A shortened link instead of an official government address",
    ],
    response:
      "Do not click or reply. If you are unsure about a refund, ask your tax preparer or check your IRS account by typing the IRS's address into your browser yourself. Report IRS impersonation to the Treasury Inspector General for Tax Administration at {{url:tigtaSite}}. If you entered your details, follow the plan at {{url:identityTheftSite}}.",
  },
];

// ---- Social media scams ----

export const SOCIAL_EXAMPLES: readonly ShortScamExample[] = [
  {
    title: "Cloned Friend Asking for Money on Messenger",
    severity: "High",
    scenario:
      "You get a new friend request from an old friend you are already friends with. Then a message arrives: “Hi dear, I'm in a bit of a bind. My card isn't working and I need to pay a bill today. Can you buy a gift card and send me a photo of the back? I'll pay you back tomorrow.” The profile photo and name are copied from your real friend.",
    redFlags: [
      "A second friend request from someone you are already friends with",
      "A sudden request for money or gift cards",
      "Writing that does not sound like your friend",
      "Excuses for why they cannot talk on the phone",
    ],
    response:
      "Do not send anything. Call your friend on the phone number you already have to check. Report the fake profile to the social media site and warn your friend so they can tell others. Report it to the Federal Trade Commission at {{url:reportFraudSite}}.",
  },
  {
    title: "Romance Scammer Working Abroad",
    severity: "Critical",
    scenario:
      "A kind, good-looking widower messages you on Facebook. He says he is an engineer working on an oil rig overseas. After weeks of sweet messages every day, he says he loves you. Then he needs money: “My account is frozen and I can't pay the customs fee to come home to you. Please, darling, just this once.” He always has a reason he cannot video call.",
    redFlags: [
      "Love declared quickly, before you have met",
      "He works far away and can never meet or video call",
      "A money emergency, often again and again",
      "Requests for gift cards, wire transfers or cryptocurrency",
      "He asks you to keep the relationship secret",
    ],
    response:
      "Never send money to someone you have not met in person. Talk to a family member or friend you trust. Stop contact and report the profile to the site. Report it to the FBI at {{url:ic3Site}} and the Federal Trade Commission at {{url:reportFraudSite}}. If you feel hopeless or overwhelmed afterwards, you can call or text 988 (the 988 Suicide & Crisis Lifeline) any time.",
  },
  {
    title: "Fake Giveaway Page",
    severity: "Medium",
    scenario:
      "A page that looks like a well-known store posts: “To celebrate our anniversary, we're giving away $500 gift cards! Like, share and click here to claim yours: bit.ly/… (a fake link).” The link asks for your name, address, card number for a small “shipping fee,” and more personal questions.",
    redFlags: [
      "A prize that seems too good to be true",
      "A page that was created recently or has few real posts",
      "A fee to claim a free prize",
      "Requests for your card number or personal details",
    ],
    response:
      "Do not click or share. Real giveaways never ask you to pay to win. Look up the company's real page yourself to see if the offer exists. Report the fake page to the social media site. If you entered your card number, call your card company right away on the number on your card.",
  },
  {
    title: "Marketplace Buyer Asking for a Verification Code",
    severity: "High",
    scenario:
      "You list a chair for sale on Facebook Marketplace. A buyer messages: “Before I drive over, I want to make sure you're real. I'm sending a code to your phone, please tell me what it says.” The code is really for setting up an account in your name, or for getting into your own accounts.",
    redFlags: [
      "A buyer who wants a code sent to your phone",
      "Excuses about proving you are “real”",
      "A buyer who offers to pay by a method you have never used",
      "Pressure to move the chat off Marketplace",
    ],
    response:
      "Never share a code sent to your phone with anyone. A real buyer does not need one. Stop chatting and block the buyer. If you already shared a code, change the password for the account it belongs to and turn on two-factor authentication (a second check, like a code sent to your phone, that only you should see). Report it to the Federal Trade Commission at {{url:reportFraudSite}}.",
  },
];

// ---- Page text ----

export interface ExamplesStat {
  value: string;
  label: string;
}

export interface ExamplesQuiz {
  title: string;
  detail: string;
}

export interface ExamplesPageText {
  heroTitle: string;
  heroIntro: string;
  stats: readonly ExamplesStat[];
  testYourKnowledge: {
    title: string;
    intro: string;
    quizzes: readonly ExamplesQuiz[];
  };
}

/** Counted from the lists above, so the page never claims more examples than it holds. */
export const EXAMPLE_COUNT: number = PHONE_EXAMPLES.length + TEXT_EXAMPLES.length + EMAIL_EXAMPLES.length + SOCIAL_EXAMPLES.length;

const QUIZZES: readonly ExamplesQuiz[] = [
  { title: "Phone Scam Quiz", detail: "5 phone calls, written out for you to read" },
  { title: "Email Phishing Test", detail: "10 examples" },
  { title: "Text Message Challenge", detail: "8 messages" },
];

export const EXAMPLES_TEXT: ExamplesPageText = {
  heroTitle: "Typical Scam Examples: Learn the Signs Before They Reach You",
  heroIntro:
    "See what scam calls, texts, emails and social media messages really look and sound like. Each example shows the warning signs, what to do instead, and where to get help if it already happened to you.",
  stats: [
    { value: String(EXAMPLE_COUNT), label: "Typical Examples" },
    { value: String(QUIZZES.length), label: "Practice Quizzes" },
  ],
  testYourKnowledge: {
    title: "Test Your Knowledge",
    intro:
      "Practice spotting scams in a safe place. Read what callers say and what messages say, then decide: real or scam? Each answer explains the warning signs.",
    quizzes: QUIZZES,
  },
};
