/**
 * The official phone lines the checker knows (the outcome "This is the real number of ..."), kept
 * apart from the websites (official.ts) because a number is matched by its digits, not its host.
 * Each entry names the page it was read from and the day it was checked; a unit test fails for an
 * entry without them.
 */
import type { OfficialLine } from "../types";
import { from, GROWN } from "./checked";

export const OFFICIAL_LINES: readonly OfficialLine[] = [
  {
    name: "the Social Security Administration",
    numbers: ["{{fact:socialSecurity}}", "1-800-325-0778"],
    source: from("https://www.okdrs.gov/guide/social-security-administration"),
  },
  {
    name: "Medicare ({{fact:medicareLetters}})",
    numbers: ["{{fact:medicare}}", "1-877-486-2048"],
    source: from("https://www.medicare.gov/basics/forms-publications-mailings/mailings/other-mailings/your-medicare-account"),
  },
  {
    name: "the IRS (help for individuals)",
    numbers: ["800-829-1040", "800-829-4059"],
    source: from("https://www.taxpayeradvocate.irs.gov/notices/irs-tax-law-phone-line/"),
  },
  {
    name: "the Federal Trade Commission ({{fact:ftcLetters}})",
    numbers: ["{{fact:ftc}}"],
    source: from("https://webharvest.gov/peth04/20041017211634/http:/www.ftc.gov/bcp/conline/pubs/alerts/877alrt.htm"),
  },
  {
    name: "the National Elder Fraud Hotline (U.S. Department of Justice)",
    numbers: ["{{fact:elderFraudHotline}}"],
    source: from("https://ovc.ojp.gov/program/stop-elder-fraud"),
  },
  {
    name: "the AARP Fraud Watch Network Helpline",
    numbers: ["{{fact:aarpHelpline}}"],
    source: from("https://www.aarp.org/advocacy/taking-on-fraud/"),
  },
  {
    name: "the U.S. Postal Service (1-800-ASK-USPS)",
    numbers: ["1-800-275-8777"],
    source: from("https://www.crapo.senate.gov/services/casework/us-postal-service"),
  },
  { name: "the Eldercare Locator", numbers: ["{{fact:eldercareLocator}}"], source: from("https://www.n4a.org/content.asp?contentid=883") },
  {
    name: "the Social Security Inspector General's fraud hotline",
    numbers: ["1-800-269-0271"],
    source: from("https://thesubtimes.com/2024/09/21/how-we-protect-you-from-misleading-advertising-and-communications/"),
  },
  { name: "Bank of America", numbers: ["800-432-1000"], source: from("https://www.bankofamerica.com/privacy/resolve-identity-theft.go") },
  {
    name: "Chase (fraud line for checking and savings)",
    numbers: ["1-800-935-9935"],
    source: from("https://chase.com/digital/resources/privacy-security/security/report-fraud.html"),
  },
  {
    name: "Wells Fargo (fraud line)",
    numbers: ["1-866-867-5568"],
    source: from("https://www.wellsfargo.com/privacy-security/fraud/report/phish"),
  },
  {
    name: "Capital One",
    numbers: ["1-800-227-4825", "1-800-427-9428"],
    source: from("https://www.capitalone.com/digital/identity-protection/"),
  },
  {
    name: "the U.S. Bank Fraud Liaison Center",
    numbers: ["877-595-6256"],
    source: from("https://www.usbank.com/customer-service/knowledge-base/kb0069833.html"),
  },
  {
    name: "Wells Fargo's text messages",
    numbers: [],
    shortCodes: ["93557"],
    source: from("https://www.wellsfargo.com/privacy-security/fraud/report/phish", GROWN),
  },
  {
    name: "Chase's text banking",
    numbers: [],
    shortCodes: ["24273"],
    source: from("https://megalodon.jp/ref/2015-1104-1631-51/https://www.chase.com:443/online/digital/text-banking.html", GROWN),
  },
  {
    name: "UPS's text messages",
    numbers: [],
    shortCodes: ["94601", "69877", "48515", "52892"],
    source: from("https://filexfer.ups.com/us/en/support/shipping-support/legal-terms-conditions/fight-fraud.page", GROWN),
  },
  {
    name: "UPS (the number its own calls come from)",
    numbers: ["1-833-242-1931"],
    source: from("https://filexfer.ups.com/us/en/support/shipping-support/legal-terms-conditions/fight-fraud.page"),
  },
  {
    name: "the Illinois Tollway (1-800-UC-IPASS)",
    numbers: ["1-800-824-7277"],
    source: from("https://www.illinoistollway.com/fraudulent-electronic-communication"),
  },
  {
    name: "Bay Area FasTrak (877-BAY-TOLL)",
    numbers: ["(877) 229-8655"],
    source: from("https://www.kalw.org/bay-area-news/2025-04-17/fastrak-warns-motorists-of-scam"),
  },
  {
    name: "EZDriveMA",
    numbers: ["(877) 627-7745"],
    source: from("http://charlestownbridge.com/2025/01/15/massdot-alerts-customers-of-ezdrivema-scam/"),
  },
  { name: "TxTag", numbers: ["1-888-468-9824"], source: from("https://oakcliff.advocatemag.com/2024/12/tollway-payment-text-is-a-scam") },
  {
    name: "the New Jersey E-ZPass Violations Processing Center",
    numbers: ["1-888-288-6865"],
    source: from("https://drjtbc.org/toll-violations/"),
  },
  {
    name: "the Florida Attorney General's fraud hotline",
    numbers: ["{{fact:floridaFraudHotline}}"],
    source: from("https://myfloridalegal.com/pages.nsf/0/1A74824CE500FC3485256E3200614335"),
  },
  // Banks' and card issuers' own fraud and card lines (the banks' own pages, read 2026-11-27).
  {
    name: "Chase (fraud line for credit cards)",
    numbers: ["1-800-955-9060"],
    source: from("https://www.chase.com/personal/credit-cards/card-resource-center/fraud-security", GROWN),
  },
  {
    name: "Citi (lost or stolen credit cards)",
    numbers: ["1-800-950-5114"],
    source: from("https://www.citi.com/credit-cards/understanding-credit-cards/what-to-do-when-you-lose-your-credit-card", GROWN),
  },
  {
    name: "Wells Fargo (fraud on personal accounts, and credit card fraud)",
    numbers: ["1-800-869-3557", "1-800-642-4720"],
    source: from("https://www.wellsfargo.com/privacy-security/fraud/report/", GROWN),
  },
  {
    name: "Bank of America (lost or stolen credit cards)",
    numbers: ["800-732-9194"],
    source: from("https://www.bankofamerica.com/security-center/report-suspicious-communications/", GROWN),
  },
  {
    name: "PNC Bank (1-888-PNC-BANK)",
    numbers: ["1-888-762-2265"],
    source: from("https://www.pnc.com/en/customer-service/update-center.html?lnksrc=relres", GROWN),
  },
  {
    name: "Truist (844-4TRUIST)",
    numbers: ["844-487-8478"],
    source: from("https://www.truist.com/fraud-and-security/report-fraud", GROWN),
  },
  {
    name: "TD Bank (suspicious emails, texts or calls, and TD Bank Visa credit cards)",
    numbers: ["1-800-893-8554", "1-888-561-8861"],
    source: from("https://beta.td.com/us/en/personal-banking/security-center", GROWN),
  },
  {
    name: "Discover (card fraud line)",
    numbers: ["1-866-240-7938"],
    source: from("https://www.discover.com/credit-cards/help-center/faqs/credit-card-fraud.html", GROWN),
  },
  {
    name: "American Express (report fraud)",
    numbers: ["1-800-528-4800"],
    source: from("https://www.americanexpress.com/us/security-center/?inav=us_menu_rewards_benefits_benefits_security", GROWN),
  },
  // Parcel services.
  {
    name: "FedEx Customer Service (1-800-GoFedEx)",
    numbers: ["1-800-463-3339"],
    source: from("http://www.fedex.com/us/servicealerts/index.html", GROWN),
  },
  // Federal lines an older person may be told to call or check.
  {
    name: "the National Do Not Call Registry",
    numbers: ["{{fact:doNotCall}}"],
    source: from("https://consumer.ftc.gov/articles/national-do-not-call-registry-faqs", GROWN),
  },
  {
    name: "the Federal Communications Commission (1-888-CALL-FCC)",
    numbers: ["1-888-225-5322"],
    source: from("https://portal.ct.gov/OCC/FCC-Information/FCC-Information/Filing-a-complaint-with-the-FCC", GROWN),
  },
  {
    name: "the FBI (its headquarters' main number, which scammers have faked on caller ID)",
    numbers: ["202-324-3000"],
    source: from("https://independent.co.uk/tech/fbi-scam-phone-number-call-a9308711.html", GROWN),
  },
  {
    name: "the HHS Office of Inspector General hotline ({{fact:hhsOigLetters}}, Medicare fraud)",
    numbers: ["{{fact:hhsOig}}"],
    source: from("https://oig.hhs.gov/fraud/report-fraud/contact.asp", GROWN),
  },
];
