/** Scam guide: Email Phishing (/scam-types/email-phishing). */
import type { ScamGuide } from "~/content/types";

export const EMAIL_PHISHING_GUIDE: ScamGuide = {
  id: "email-phishing",
  type: "email_phishing",
  title: "Email Phishing",
  summary:
    "Phishing emails are scam emails that pretend to come from a bank, a store, a delivery company or a government office. They try to get you to click a link, open a file, or call a fake number. The goal is to steal your passwords, money or personal details.",
  howItOccurs: [
    "The email looks like it comes from a name you trust: your bank, PayPal, Amazon, Netflix, Medicare, the IRS, or even a friend. Scammers copy real logos and colors, so the email can look just like the real thing.",
    "The message gives you a reason to act fast. Your account is locked. A payment failed. You have a refund waiting. Or you were charged hundreds of dollars for a subscription or antivirus renewal you never ordered, and must call to cancel.",
    "The email asks you to click a link, open an attachment, or call a phone number. The link goes to a fake login page that records your password. An attachment may install harmful software (malware). A phone number puts you through to a scammer posing as customer service.",
    "With your password, scammers can get into your email and bank, reset other accounts, and send scam emails to your contacts in your name. On the phone, the fake “refund agent” may ask to connect to your computer and then trick you into sending money.",
  ],
  identification: [
    "The sender's address does not match the company, or is misspelled.",
    "It greets you as “Dear Customer” instead of by your name.",
    "It warns that your account will be closed or locked unless you act now.",
    "It shows a charge or invoice you do not recognize and gives a number to call.",
    "It asks you to click a link to “verify” your account or password.",
    "It has an attachment you did not expect, such as an invoice or ZIP file.",
    "Hovering over the link shows a web address that is not the company's real site.",
    "It offers a refund, prize or inheritance that seems too good to be true.",
  ],
  immediateActions: [
    "1. Stop. Do not click any link, open any attachment, or call any number in the email.",
    "2. Do not pay anything and do not reply with personal details, passwords or codes.",
    "3. Did you enter bank or card details, or let someone into your computer? Call your bank right away on the number printed on the back of your card. Federal rules limit your loss on transfers you did not make, if you report them fast. Report within 2 business days of learning your card, PIN or password was stolen, and you can lose no more than $50. If you sent money yourself, by wire or gift card, these rules do not cover it. Call anyway, at once: the bank may still be able to stop it.",
    "4. Check the claim on your own. Open the company's app, or type its web address yourself, and look at your account. Or call the number on your card or statement.",
    "5. If you typed a password into a page from the email, change that password now from a safe device, starting with your email account.",
    "6. Report the email to the Federal Trade Commission at {{url:reportFraudSite}} , then mark it as spam or junk and delete it.",
  ].join("\n"),
  recoverySteps: [
    "1. Report losses to the Federal Trade Commission at {{url:reportFraudSite}} ({{fact:ftc}}) and to the FBI Internet Crime Complaint Center at {{url:ic3Site}} .",
    "2. If you shared your Social Security number or other personal details, use {{url:identityTheftSite}} for a step-by-step recovery plan.",
    "3. Place a free credit freeze with Equifax ({{fact:equifax}}), Experian ({{fact:experian}}) and TransUnion ({{fact:transunion}}).",
    "4. Change your passwords, using a different one of at least 10 characters for each account. Turn on two-factor authentication (a second check, like a code sent to your phone) for your email and bank.",
    "5. If you opened an attachment, run a security scan and follow the FTC's malware advice at {{url:consumerFtcSite}}articles/how-recognize-remove-avoid-malware .",
    "6. Tell your family and your email contacts, in case scammers write to them from your account. Watch for “recovery scams” that offer to get your money back for a fee.",
    "7. Give yourself time. Being fooled is not a sign of weakness. The AARP Fraud Watch Network Helpline ({{fact:aarpHelpline}}) offers free support from trained volunteers.",
  ].join("\n"),
  examples: {
    commonScenario:
      "This is a made-up example of a common scam. Helen got an email saying her antivirus plan had renewed for $399.99 and would be charged that day. It said to call a number to cancel. The man who answered said he would refund her, but needed to connect to her computer. He then showed her a screen claiming he had refunded $3,999 by mistake and asked her to send the “extra” back by wire transfer. Her daughter stopped her, and they called her bank together.",
    warningSigns:
      "Helen had never bought that plan. The email came from a free email address, not a company, and the only way to “cancel” was a phone number in the message. Asking to connect to her computer and claiming an overpaid refund are classic signs. No real company asks you to send back a refund by wire, gift card or cryptocurrency.",
    preventionTips:
      "If an email mentions a charge, check your bank or card statement yourself instead of calling any number in the email. Never let a stranger connect to your computer. Keep your computer and phone updated, use your email's spam filter, and use strong, different passwords. When in doubt, ask a family member or call the company on a number you already trust.",
  },
  stats:
    "People over 60 reported losing $3.4 billion to fraud in 2023, the FBI said in 2024. For 2024, the FBI's figure rose to nearly $4.9 billion. Many losses start with one click on a link in a convincing email.",
  trends2025:
    "Many phishing emails are now written with AI tools. So they may not have the spelling mistakes people were told to look for. Fake invoices and “renewal” notices that give a phone number are common. Some emails hide a QR code (a square barcode you scan with your phone) instead of a link. Judge an email by what it asks you to do, not by how polished it looks.",
  lastUpdated: "2026-11-23",
};
