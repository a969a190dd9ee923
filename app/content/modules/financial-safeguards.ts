/** Module 6: Financial Safeguards (High Priority, 20 minutes). */
import { FBI_AVERAGE_LOSS_2024, FBI_ELDER_FRAUD_2023, FBI_ELDER_FRAUD_2024 } from "../figures";
import type { ModuleContent } from "~/content/types";

export const FINANCIAL_SAFEGUARDS_MODULE: ModuleContent = [
  {
    kind: "overview",
    text: "Every scam ends in the same place: your money. A few safeguards, set up once, can stop a scammer even if they fool you for a moment. Bank alerts warn you about a withdrawal within seconds. A credit freeze stops criminals from opening accounts in your name. A trusted contact gives your bank someone to call if something looks wrong. This module shows you how to set each one up, and the deadlines that help you get money back if something does go wrong.",
  },
  {
    kind: "threats",
    items: [
      "Impostors who talk you into wiring money, sending it by payment app, or moving it to a “safe account”.",
      "Identity thieves who open credit cards or loans in your name.",
      "Account takeovers, where a criminal changes your contact details and drains your account.",
      "Investment scams that ask you to move retirement savings into “guaranteed” schemes or cryptocurrency.",
      "Financial exploitation by someone close, such as a new “friend”, caregiver, or relative.",
    ],
  },
  {
    kind: "steps",
    items: [
      {
        title: "Turn on account alerts",
        duration: "5 minutes",
        importance: "Critical",
        content: [
          "Sign in to your bank's app or website, or call the number on your card, and ask for alerts by text or email.",
          "Ask for alerts on withdrawals and payments over a small amount, new payees, wire transfers, password changes, and changes to your address or phone number.",
          "Do the same for your credit cards and any investment accounts.",
          "When an alert arrives that you do not recognize, do not use links or numbers in it. Open your bank's app or call the number on your card.",
        ],
        tips: ["A trusted family member can also be set up for view-only access or alerts at many banks. Ask what your bank offers."],
      },
      {
        title: "Freeze your credit for free",
        duration: "5 minutes",
        importance: "Critical",
        content: [
          "A credit freeze stops anyone, including a criminal, from opening new credit in your name. It is free by federal law.",
          "You must contact each of the three credit bureaus (companies that keep credit records) separately: Equifax, Experian, and TransUnion. Numbers are in the “Banking security” section below.",
          "A freeze does not affect your credit score or the cards and loans you already have.",
          "Keep the PIN or login each bureau gives you with your important papers. You will need it to lift the freeze for a while if you apply for new credit.",
          "Check your credit reports for free at {{url:annualCreditReportSite}} or {{fact:annualCreditReport}}.",
        ],
      },
      {
        title: "Name a trusted contact and set limits",
        duration: "5 minutes",
        importance: "Important",
        content: [
          "Ask your bank and investment firm to add a trusted contact person: someone they may call if they cannot reach you or suspect fraud. This person cannot see or move your money.",
          "Ask your bank to lower your daily limits for wire transfers, payment apps, and ATM withdrawals.",
          "Ask whether large transfers can require a call-back, an in-person visit, or a second person's approval.",
          "Talk with your bank before adding anyone to your account. A joint owner can take money out; a trusted contact or view-only access cannot.",
        ],
      },
      {
        title: "Know the money rules that protect you",
        duration: "5 minutes",
        importance: "Critical",
        content: [
          "No real bank, government agency, or police officer will ever ask you to move your money to a “safe account” to protect it.",
          "Real banks, government agencies, Medicare, and tech companies never ask for payment by gift card, wire transfer, cryptocurrency, or a payment app.",
          "If money left your account without your OK, tell your bank right away. Federal rules limit what you lose on transfers you did not make, if you report fast.",
          "If your debit card or PIN is lost or stolen, report it within 2 business days of finding out. Then the most you can lose is $50. If you wait longer, it can be up to $500.",
          "Read every statement as soon as it arrives. Report any transfer you did not make within 60 days after the statement is sent. If you wait longer, money taken after those 60 days may not come back.",
          "These rules do not cover money you sent yourself, by wire, crypto, gift card, cash, or a payment app, even if a scammer tricked you. Call the bank or company anyway, at once. They may be able to stop it.",
          "If you paid with a payment app: for Zelle, call your bank or credit union. For Venmo, Cash App, or PayPal, report it through the app's own help, and call your bank or card company too.",
          "If you bought something with PayPal and it never came or was not as described, you can open a dispute within 180 days of paying. This covers purchases only. Money sent to “friends and family” is not covered.",
          "Money sent by wire, gift card, crypto, or payment apps such as Zelle, Venmo, or Cash App is very hard to get back. Use payment apps only with people you know in person.",
        ],
        warning:
          "If you sent money to a scammer, call your bank or the payment company right now and ask them to stop or reverse it. Then report it at {{url:reportFraudSite}} and call the National Elder Fraud Hotline at {{fact:elderFraudHotline}}.",
      },
    ],
  },
  {
    kind: "quickWins",
    items: [
      "Open your bank app and turn on alerts for every withdrawal and new payee.",
      "Freeze your credit at one of the three bureaus today, then the other two this week.",
      "Write your bank's fraud number from the back of your card on a card by the phone.",
      "Make a promise to yourself: “I never move money because a caller told me to.”",
      "Ask your bank: “Can I add a trusted contact to my account?”",
    ],
  },
  {
    kind: "redFlags",
    items: [
      {
        category: "“Protect your money” requests",
        examples: [
          "“Your account is compromised. Move everything to this safe account.”",
          "“Withdraw cash and give it to our agent for safekeeping.”",
          "“Buy gold and we will store it for you.”",
        ],
        reality: "Whoever gets the money is the thief. No real bank or agency protects your money by having you move it.",
      },
      {
        category: "Instructions about your bank",
        examples: [
          "“Don't tell the teller why you are withdrawing money.”",
          "“Say it's for a family gift.”",
          "“Your bank staff are part of the investigation.”",
        ],
        reality:
          "Scammers coach you to lie because bank staff are trained to spot scams. Tell your teller the truth; they are on your side.",
      },
      {
        category: "Guaranteed returns",
        examples: ["“Double your money in 90 days, no risk.”", "“Move your IRA into this crypto fund before the opportunity closes.”"],
        reality:
          "Every real investment has risk. Check any offer with the FINRA Securities Helpline for Seniors at {{fact:finraSeniorHelpline}} before moving money.",
      },
    ],
  },
  {
    kind: "psychologyTactics",
    items: [
      {
        tactic: "The rescuer",
        howItWorks:
          "The scammer warns you of a danger to your money (a hacker, a corrupt bank employee) and offers to save it. You feel grateful, not suspicious.",
        defense: "Anyone who wants you to move money to make it safe is the danger. Hang up and call your bank on the number on your card.",
      },
      {
        tactic: "Sunk cost",
        howItWorks:
          "After you pay once, the scammer asks for more “fees” or “taxes” to release your money. Each payment makes it harder to walk away from what you already spent.",
        defense:
          "Stop paying the moment a second fee appears. Talk to your bank and the National Elder Fraud Hotline at {{fact:elderFraudHotline}}. Beware of anyone offering to recover your losses for a fee; that is another scam.",
      },
      {
        tactic: "Embarrassment",
        howItWorks: "Scammers rely on shame to keep you from telling your bank or family, which gives them more time.",
        defense:
          "Scams fool smart, careful people every day. Reporting fast is what gets money back. Call your bank first, then someone you trust.",
      },
    ],
  },
  { kind: "statistics", items: [FBI_ELDER_FRAUD_2023, FBI_ELDER_FRAUD_2024, FBI_AVERAGE_LOSS_2024] },
  {
    kind: "bankingSecurity",
    items: [
      {
        strategy: "Account alerts",
        setup: [
          "Open your bank's app or website and find Alerts or Notifications, or call the number on your card and ask.",
          "Choose text or email alerts for withdrawals, payments, and transfers over a small amount.",
          "Add alerts for new payees, password changes, and changes to your address, email, or phone number.",
          "If an alert surprises you, contact your bank using the number on your card, never a link or number in a message.",
        ],
      },
      {
        strategy: "Trusted contact person",
        setup: [
          "Choose someone you trust who is not on your accounts, such as an adult child, a sibling, or a close friend.",
          "Ask your brokerage firm to add them as your trusted contact person. Investment firms are required to ask you for one.",
          "Ask your bank whether it offers a trusted contact or similar option.",
          "A trusted contact cannot see your balances or move money. The firm may call them if it cannot reach you or suspects fraud.",
          "Tell the person you chose, so they are not surprised by a call.",
        ],
      },
      {
        strategy: "Credit freezes at all three bureaus",
        setup: [
          "Equifax: call {{fact:equifax}} or visit {{url:equifaxSite}}personal/credit-report-services/",
          "Experian: call {{fact:experian}} or visit {{url:experianSite}}help/",
          "TransUnion: call {{fact:transunion}} or visit {{url:transunionSite}}credit-help",
          "Freezing and unfreezing is free. Save the PIN or account login each bureau gives you.",
          "When you need new credit, lift the freeze for a short time, then let it return.",
        ],
      },
      {
        strategy: "Transaction limits and a second signer",
        setup: [
          "Ask your bank to lower daily limits for wire transfers, payment apps, and ATM withdrawals.",
          "Ask for a rule that wires or large withdrawals need an in-person visit or a call-back to you.",
          "Ask whether your bank offers view-only access or a second approval for large payments, so a trusted person can spot problems.",
          "Get advice before making anyone a joint owner. A joint owner can legally withdraw the money.",
        ],
      },
      {
        strategy: "Never move money to a “safe account”",
        setup: [
          "Remember the rule: no real bank, government agency, or police officer will ever ask you to move money to protect it.",
          "If anyone asks, hang up and call your bank on the number on your card.",
          "Tell your teller the real reason for any large withdrawal. If a caller coached you on what to say, it is a scam.",
          "If you already moved money, call your bank at once and ask them to stop it. Then report it at {{url:reportFraudSite}} and call the National Elder Fraud Hotline at {{fact:elderFraudHotline}}.",
          "If you paid for an item with PayPal and it never came, open a dispute within 180 days. Money sent to “friends and family” is not covered.",
        ],
      },
    ],
  },
  {
    kind: "practiceScenarios",
    items: [
      {
        scenario:
          "A caller says he is from your bank's fraud team. Hackers are inside your account, he says, and you must move your savings to a new “secure account” today. He gives you the account number.",
        redFlags: [
          "A request to move money to a “safe” or “secure” account.",
          "Urgency: it must happen today.",
          "The caller supplies the account number.",
        ],
        response:
          "Hang up. Call the number on the back of your card or visit your branch. Your bank will never ask you to move money to protect it.",
      },
      {
        scenario: "While reading your statement, you see two online transfers you did not make, sent yesterday.",
        redFlags: ["Transfers you did not authorize.", "Someone may have your login details."],
        response:
          "Call your bank now, using the number on your card. Federal rules protect you from transfers you did not make, and reporting fast keeps your loss small. Ask the bank to stop further transfers, change your password, and turn on alerts. Then freeze your credit and follow the plan at {{url:identityTheftSite}}.",
      },
      {
        scenario:
          "You bought a mobility scooter through an online ad and paid with PayPal. It has been six weeks and nothing has arrived. The seller no longer replies.",
        redFlags: ["A seller who stops answering.", "No tracking or delivery."],
        response:
          "Open a dispute in PayPal's Resolution Center. For a purchase that never arrived, you have 180 days from the payment. Report the seller to the FTC at {{url:reportFraudSite}}.",
      },
    ],
  },
  {
    kind: "resources",
    items: [
      {
        name: "Consumer Financial Protection Bureau",
        url: "{{url:cfpbSite}}",
        description:
          "Federal guides on protecting older adults' money, and a place to file a complaint about a bank or financial company ({{fact:cfpb}}).",
      },
      {
        name: "{{fact:annualCreditReportSite}}",
        url: "{{url:annualCreditReportSite}}",
        description: "The official site for free credit reports from all three credit bureaus.",
      },
      {
        name: "{{fact:identityTheftSite}}",
        url: "{{url:identityTheftSite}}",
        description: "The FTC's step-by-step recovery plan if someone used your information to open accounts.",
      },
      {
        name: "{{fact:reportFraudSite}}",
        url: "{{url:reportFraudSite}}",
        description: "Report money lost to scams to the Federal Trade Commission.",
      },
      {
        name: "Adult Protective Services",
        url: "{{url:napsaSite}}help-in-your-area/",
        description: "Find your local office to report financial exploitation of an older or vulnerable adult.",
      },
    ],
  },
];
