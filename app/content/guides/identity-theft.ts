/** Scam guide: Identity Theft (/scam-types/identity-theft). */
import type { ScamGuide } from "~/content/types";

export const IDENTITY_THEFT_GUIDE: ScamGuide = {
  id: "identity-theft",
  type: "identity_theft",
  title: "Identity Theft",
  summary:
    "Identity theft is when someone uses your name, Social Security number, Medicare number or bank details. They use them to open accounts, get benefits, file taxes or get medical care. Acting fast limits the damage, and {{fact:identityTheftSite}} gives you a free step-by-step recovery plan.",
  howItOccurs: [
    "Thieves get your personal details in many ways. It may be a scam call or email, a fake website, or a stolen wallet or mail. It may be a data breach at a company you use, or someone you know and trust. Scammers pretending to be from Medicare, Social Security or your bank often ask you to “confirm” your numbers.",
    "With your Social Security number and date of birth, a thief can open credit cards or loans in your name. They can file a tax return to collect your refund, or apply for benefits. With your bank details, they can take money from your account.",
    "Your Medicare number can be misused too. Thieves bill Medicare for tests, equipment or services you never received, like braces, genetic tests or home health visits. This can use up your benefits and put wrong information in your medical records.",
    "Often you find out only when something odd happens. You may get a bill for an account you never opened, or a call from a debt collector. A loan may be denied, or mail may go missing. The IRS may write about a second tax return. Or a Medicare statement may list care you did not get.",
  ],
  identification: [
    "You see charges or withdrawals you did not make.",
    "Bills or mail you expect stop arriving.",
    "Debt collectors call about debts that are not yours.",
    "Your credit report shows accounts or inquiries you do not recognize.",
    "Your Medicare statement lists services or equipment you never received.",
    "The IRS tells you a tax return was already filed in your name.",
    "You are denied credit or benefits for no clear reason.",
  ],
  immediateActions: [
    "1. Stop. Stop all contact with anyone who asked for your personal details, and do not give out any more numbers.",
    "2. Do not pay any bill or debt you do not recognize until you have checked it.",
    "3. Call your bank and card companies on the numbers printed on your cards or statements. Ask them to close or freeze accounts that were misused. Federal rules limit your loss on transfers you did not make, if you report them fast. Report within 2 business days of learning your card or PIN was stolen, and you can lose no more than $50.",
    "4. Go to {{url:identityTheftSite}} or call the FTC at {{fact:ftc}}. Report the theft and get a personal recovery plan, plus an official identity theft report you can show to companies.",
    "5. Place a free credit freeze with each of the three credit bureaus: Equifax at {{fact:equifax}}, Experian at {{fact:experian}}, and TransUnion at {{fact:transunion}}. A freeze stops anyone opening new credit in your name.",
    "6. If your Medicare number was misused, call Medicare at {{fact:medicare}} ({{fact:medicareLetters}}) or the Senior Medicare Patrol at {{fact:seniorMedicarePatrol}}.",
  ].join("\n"),
  recoverySteps: [
    "1. Follow your recovery plan at {{url:identityTheftSite}} step by step. It tracks your progress and creates letters to send to companies.",
    "2. Get your free credit reports at {{url:annualCreditReportSite}} or {{fact:annualCreditReport}}, and ask each bureau to remove accounts you did not open. Keep your credit freezes in place; you can lift them briefly when you apply for credit.",
    "3. Read every Medicare Summary Notice and bank statement. Report Medicare fraud to the HHS Office of Inspector General at {{fact:hhsOig}} ({{fact:hhsOigLetters}}) or {{url:hhsOigSite}} . Report Social Security misuse to {{url:ssaOigSite}} .",
    "4. Change passwords on your email, bank and other important accounts. Use at least 10 characters, a different password for each, and turn on two-factor authentication (a second check, like a code sent to your phone).",
    "5. Tell family members, so they can help watch your mail and accounts and be alert to calls using your name.",
    "6. Beware of “recovery scams.” You never need to pay anyone to fix identity theft; {{fact:identityTheftSite}} and credit freezes are free. The Identity Theft Resource Center ({{fact:identityTheftResourceCenter}}) offers free, non-profit help.",
    "7. Take care of yourself. Identity theft is stressful and can take time to sort out. Ask family for help with calls and paperwork, and call the AARP Fraud Watch Network Helpline ({{fact:aarpHelpline}}) if you want someone to talk to.",
  ].join("\n"),
  examples: {
    commonScenario:
      "This is a made-up example of a common scam. Robert got a call from a man who said he was from Medicare and offered a free back brace. He asked Robert to “confirm” his Medicare number. A few weeks later, Robert's Medicare Summary Notice showed thousands of dollars billed for a brace, a wheelchair and lab tests he never got. Then a credit card he never opened showed up on his credit report. His daughter helped him use {{fact:identityTheftSite}} and freeze his credit.",
    warningSigns:
      "Medicare will not call to ask for your Medicare number. A “free” medical item offered by a stranger on the phone is a common trick. The charges on his Medicare notice were a clear sign that someone else was using his details. So was the new card on his credit report.",
    preventionTips:
      "Treat your Medicare card like a credit card: share the number only with your own doctors, pharmacy and insurers. Do not give personal numbers to anyone who calls, texts or emails you. Shred papers with personal details, collect your mail promptly, and check your statements each month. A credit freeze at all three bureaus is free and is one of the strongest protections.",
  },
  stats:
    "Identity theft can happen to anyone, but acting in the first day or two makes recovery much easier. Credit freezes and {{fact:identityTheftSite}} recovery plans are free.",
  trends2025:
    "Large data breaches keep exposing names, birth dates and Social Security numbers. Scammers use these details to sound official. Criminals also use stolen details to take over phone numbers and email accounts. A credit freeze and two-factor authentication on your key accounts are strong protection.",
  lastUpdated: "2026-11-23",
};
