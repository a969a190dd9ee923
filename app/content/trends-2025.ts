/**
 * The 2025 scam trends page. Every figure in TREND_STATS comes from the FBI or the FTC, each with
 * its report (app/content/figures.ts). Case notes are typical, anonymous patterns, not news reports.
 */
import {
  FBI_ELDER_FRAUD_2024,
  FTC_BIG_IMPOSTER_LOSSES,
  FTC_OLDER_ADULTS_EARLY_2025,
  FTC_TEXT_SCAMS_2024,
  FTC_TYPICAL_LOSS_80_PLUS,
} from "./figures";
import type { EmergingThreat, SourcedStatistic } from "~/content/types";
import type { PageLink } from "~/lib/page-path";

export const TRENDS_ALERT: string =
  "Scam alert: Since 2025, scammers have used AI (computer programs that can copy a person's voice, face and writing) to fool older adults. A call can sound exactly like your grandchild. A message can look exactly like your bank. Before you send money or share details, hang up and check with someone you trust.";

export const TREND_STATS_CAPTION = "Scam figures and where they come from";

export const TREND_STATS: readonly SourcedStatistic[] = [
  FTC_OLDER_ADULTS_EARLY_2025,
  FTC_BIG_IMPOSTER_LOSSES,
  FTC_TYPICAL_LOSS_80_PLUS,
  FBI_ELDER_FRAUD_2024,
  FTC_TEXT_SCAMS_2024,
];

/** Under the table: where the figures come from, and what no study has put a number on. */
export const TREND_STATS_NOTE = "Each figure names where it comes from. Learning the warning signs helps you stop a scam before you pay.";

export const EMERGING_THREATS: readonly EmergingThreat[] = [
  {
    id: "ai-voice-video-impersonation",
    title: "AI Voice and Video Impersonation",
    icon: "sparkles",
    riskLevel: "Critical",
    badge: "Critical",
    targetedLoss: "Often thousands of dollars in cash, gift cards or wire transfers, sent in a panic",
    description:
      "Scammers use AI (artificial intelligence: computer programs that can copy a real person). They fake the voice or face of a grandchild, a family member, or even a bank official. The call or video can look and sound real.",
    howItWorks:
      "Scammers copy a voice from a short clip, such as a video posted on social media. Then they call, often late at night, with a fake emergency: an accident, an arrest or a hospital stay. They beg you to keep it secret and to send money right away. Some use fake video calls that freeze or cut out so you cannot look closely.",
    redFlags: [
      "An emergency call asking for money today",
      "“Please don't tell Mom and Dad”",
      "Payment by cash courier, gift cards, wire transfer or cryptocurrency",
      "The voice or video is a little off, muffled or keeps cutting out",
    ],
    protection: [
      "Hang up and call the person back on the number you already have for them",
      "Agree on a family code word that only real family members know",
      "Ask a question only the real person could answer",
      "Ask family members to set their social media videos to private",
    ],
    recentCase:
      "A typical pattern: a grandmother hears her “grandson” crying on the phone, saying he was in a crash and needs bail. A “lawyer” then asks for cash to be picked up at her door. She calls her grandson's cell phone, finds him safe at work, and the courier never gets a penny.",
  },
  {
    id: "tech-support-scams",
    title: "Tech Support Scams",
    icon: "computer",
    riskLevel: "High",
    badge: "High",
    targetedLoss: "Often hundreds to thousands of dollars in fake repair fees, fake “refunds” and stolen bank access",
    description:
      "A pop-up, call or email says your computer has a virus or your account has been hacked. The “technician” wants to take control of your computer and charge you to fix a problem that does not exist.",
    howItWorks:
      "A loud pop-up freezes your screen and shows a phone number, or someone calls saying they are from a well-known tech company. They ask you to install a remote access program (software that lets them control your computer from far away). Once inside, they can see your passwords and bank accounts. They may charge you for fake repairs. Or they claim they refunded too much and ask you to send money back.",
    redFlags: [
      "A pop-up warning with a phone number to call",
      "A call out of the blue about a virus on your computer",
      "A request to let a stranger control your computer",
      "A claim that you were refunded too much money",
    ],
    protection: [
      "Microsoft and Apple never put phone numbers in pop-up warnings: close the browser or restart the computer",
      "Never give remote access to someone who contacted you first",
      "Get computer help only from a trusted family member or a shop you already know",
      "If you let someone in, turn off the computer and call your bank on the number on your card",
    ],
    recentCase:
      "A typical pattern: a pop-up tells a retired man his bank details are exposed and to call “support” right away. The caller asks him to log in to his bank “to check for hackers.” Instead he turns the computer off, asks his daughter for help, and nothing is lost.",
  },
  {
    id: "romance-scams",
    title: "Romance Scams",
    icon: "heart",
    riskLevel: "High",
    badge: "High Impact",
    targetedLoss: "Often thousands of dollars, sometimes much more, sent over months, plus deep heartbreak",
    description:
      "A scammer builds a loving online relationship over weeks or months, then asks for money. Widowed and lonely older adults are often targeted, and the emotional harm can be as painful as the money lost.",
    howItWorks:
      "The scammer reaches out on social media, a dating site or by text, using stolen photos. They message every day and say “I love you” quickly. They claim to work far away, such as overseas or in the military, so they can never meet. Then come emergencies: a medical bill, a customs fee, a plane ticket, or an “investment” to build your future together.",
    redFlags: [
      "Love declared quickly, before you have ever met",
      "Always a reason they cannot meet or video call",
      "Repeated money emergencies",
      "Requests to keep the relationship secret from family",
    ],
    protection: [
      "Never send money, gift cards or cryptocurrency to someone you have not met in person",
      "Talk about any new online friend with family or a friend you trust",
      "Search their photos online (a reverse image search) to see if they were stolen from someone else",
      "Report the profile to the site and to the FBI at {{url:ic3Site}}",
    ],
    recentCase:
      "A typical pattern: a widow meets a “doctor working overseas” online. After months of daily messages, he needs money for a fee to come home. Her son notices she seems worried, they talk it through, and she stops all contact before sending more.",
  },
  {
    id: "cryptocurrency-investment-scams",
    title: "Cryptocurrency Investment Scams",
    icon: "chart",
    riskLevel: "High",
    badge: "Rising",
    targetedLoss: "Often a large part of someone's savings or retirement money, usually not recoverable",
    description:
      "Scammers promise big, safe profits from cryptocurrency (digital money that is hard to trace). A fake website or app shows your money growing, but it is all made up.",
    howItWorks:
      "It often starts with a “wrong number” text, a friendly chat on social media, or a romance. After building trust, the scammer shows off their own “profits” and guides you to a trading website or app. You may be told to buy cryptocurrency at a bitcoin ATM (a machine that turns cash into cryptocurrency). The fake account shows big gains. When you try to take money out, you are told to pay “taxes” or “fees” first, and the money never comes back.",
    redFlags: [
      "Guaranteed or very high returns with no risk",
      "An investment tip from someone you met online or by text",
      "Being told to use a bitcoin ATM or a new app",
      "Fees demanded before you can take out your own money",
    ],
    protection: [
      "Never invest with someone you met online or by text",
      "Talk to a trusted family member or a financial adviser you already know first",
      "Call the FINRA Securities Helpline for Seniors at {{fact:finraSeniorHelpline}} with questions",
      "Report investment fraud to the SEC at {{url:secSite}}tcr and to the FBI at {{url:ic3Site}}",
    ],
    recentCase:
      "A typical pattern: a retired man replies to a “wrong number” text and becomes friends with the sender. Weeks later, the new friend offers to teach him crypto trading. His app shows huge gains, but he is told he must pay a large “tax” to withdraw. His bank teller asks questions, and he realizes it is a scam.",
  },
  {
    id: "smishing-text-scams",
    title: "Smishing (Text Message Scams)",
    icon: "message",
    riskLevel: "High",
    badge: "Growing Losses",
    targetedLoss: "Often small “fees” at first, then stolen card numbers and drained bank accounts",
    description:
      "Smishing means scam text messages. The texts pretend to be from the Postal Service, a toll agency, your bank or a delivery company. They try to get you to tap a link or reply.",
    howItWorks:
      "You get a text about a package on hold, an unpaid toll, a locked account or a suspicious charge. The link leads to a fake website that looks real and asks for a small payment, your card number or your login. Some texts ask you to reply, and then a scammer calls you pretending to be your bank's fraud team.",
    redFlags: [
      "A text you were not expecting with a link",
      "A deadline or a threat of fines",
      "A sender you do not know, or an email address instead of a phone number",
      "A request for card numbers, passwords or a code sent to your phone",
    ],
    protection: [
      "Do not tap links in texts you were not expecting",
      "Forward scam texts to 7726 (SPAM), free on major U.S. carriers, then delete them",
      "Check accounts by typing the company's real address yourself or calling the number on your card",
      "Never share a code sent to your phone with anyone",
    ],
    recentCase:
      "A typical pattern: a woman gets a text saying she owes an unpaid toll and will be fined by tonight. She has not driven on a toll road in months, so she forwards it to 7726 and deletes it.",
  },
  {
    id: "medicare-health-insurance-scams",
    title: "Medicare and Health Insurance Scams",
    icon: "heart-pulse",
    riskLevel: "Medium",
    badge: "Persistent",
    targetedLoss: "Often false bills in your name, plus money or personal details taken for fake plans and cards",
    description:
      "Callers pretend to be from Medicare or a health plan. They offer free equipment, free tests, new cards or better plans, and ask for your Medicare number or bank details.",
    howItWorks:
      "A caller, text or ad says you qualify for a free back brace, a free genetic test or a new Medicare card. They ask for your Medicare number to “confirm.” Then they bill Medicare for things you never got. Others sell fake health plans or charge you to “keep” your benefits, especially during open enrollment (the time each year when you can change plans).",
    redFlags: [
      "A call from “Medicare” asking for your Medicare number",
      "Offers of free medical equipment or tests you did not ask for",
      "Threats that your benefits will end",
      "Bills or boxes for equipment you never ordered",
    ],
    protection: [
      "Medicare will not call you to ask for your Medicare number: hang up",
      "Check your Medicare Summary Notice for services you did not get",
      "Call Medicare yourself at {{fact:medicare}} ({{fact:medicareLetters}}) if you are unsure",
      "Get free help from your Senior Medicare Patrol at {{fact:seniorMedicarePatrol}}",
    ],
    recentCase:
      "A typical pattern: a caller offers a retired woman a “free” knee brace if she confirms her Medicare number. She says no and hangs up. Later she checks her Medicare statement with her Senior Medicare Patrol volunteer and finds nothing wrong.",
  },
];

export interface ActionPlanCard {
  title: string;
  text: string;
  cta: string;
  href: PageLink;
}

export const ACTION_PLAN: readonly ActionPlanCard[] = [
  {
    title: "Family Safety Guide",
    text: "Help the people you love stay safe. Learn the warning signs, how to start a calm talk about scams, and how to set up simple safeguards together.",
    cta: "Read the caregiver guide",
    href: "/caregiver-guide",
  },
  {
    title: "Weekly Alerts",
    text: "Get a short, plain-language email each week about the newest scams and exactly what to do about them.",
    cta: "Get free scam alerts",
    href: "/newsletter",
  },
  {
    title: "Detection Quizzes",
    text: "Practice spotting fake calls, texts and emails in a safe place. Every answer explains the warning signs.",
    cta: "Try the quizzes",
    href: "/scam-quizzes",
  },
];
