/**
 * The official websites the checker knows (the outcome "This is the real address of ...";
 * its phone lines are in official-lines.ts, the toll agencies in toll-agencies.ts), and the names scammers copy into other addresses (`keys`; by default the name of
 * each domain). Each entry names the page it was read from and the day it was checked; a unit test
 * fails for an entry without them. An organisation may own several domains; `shared` names the
 * places on its site where anyone can publish (a Google Sites page, a $cashtag), which are never
 * answered as the owner's own. How to add one: README, "The checker (/check) and its data".
 */
import type { CheckDirectory, OfficialSite } from "../types";
import { ADDED, from, GROWN } from "./checked";
import { OFFICIAL_LINES } from "./official-lines";
import { SHARED_HOSTS } from "./shared-hosts";
import { TOLL_AGENCIES } from "./toll-agencies";

export { OFFICIAL_LINES };

export const OFFICIAL_SITES: readonly OfficialSite[] = [
  {
    name: "the U.S. Postal Service",
    domains: ["usps.com", "informeddelivery.com"],
    keys: ["usps"],
    source: from("https://usps.com/text-tracking/index-mobile.htm"),
  },
  {
    name: "the U.S. Postal Inspection Service (the Postal Service's police)",
    domains: ["uspis.gov"],
    source: from(
      "https://www.therolladailynews.com/story/news/2021/05/05/postal-inspectors-warn-residents-fraudulent-postal-service-emails-text-messages/4958540001/",
      ADDED,
    ),
    note: "The page gives the Inspection Service's address for reporting, spam@uspis.gov; the site's help data links its own page, https://www.uspis.gov/report.",
  },
  {
    name: "the U.S. Postal Service Office of Inspector General",
    domains: ["uspsoig.gov"],
    source: from("https://www.oversight.gov/inspectors-general/us-postal-service-oig", ADDED),
  },
  {
    name: "UPS",
    domains: ["ups.com", "upsemail.com"],
    source: from("https://filexfer.ups.com/us/en/support/shipping-support/legal-terms-conditions/fight-fraud.page"),
  },
  {
    name: "FedEx",
    domains: ["fedex.com"],
    source: from("https://www.kxnet.com/news/local-news/scam-alert-fedex-warns-of-fake-text-messages/"),
  },
  {
    name: "DHL",
    domains: ["dhl.com", "dpdhl.com", "dhl.de", "dhl.fr", "dhl-news.com"],
    keys: ["dhl"],
    source: from("https://dhl.com/lt-en/home/footer/fraud-awareness.html"),
  },
  {
    name: "U.S. Citizenship and Immigration Services (USCIS)",
    domains: ["uscis.gov"],
    source: from("https://beta.santaclaraca.gov/government/departments/city-clerk-auditor/pathways-to-citizenship/avoid-the-scams", GROWN),
    note: "The city's page: make sure your information is from uscis.gov, and that the address ends with .gov.",
  },
  {
    name: "the IRS",
    domains: ["irs.gov"],
    source: from("https://harringtonparknj.gov/government/news/373-beware-of-scammers-posing-as-the-irs"),
  },
  {
    name: "Social Security",
    domains: ["ssa.gov", "socialsecurity.gov"],
    keys: ["ssa", "socialsecurity"],
    source: from("https://plymouth.wickedlocal.com/news/20191104/everything-social-security-be-first-to-know-about-cola-notices"),
  },
  {
    name: "Medicare",
    domains: ["medicare.gov", "mymedicare.gov"],
    keys: ["medicare", "mymedicare"],
    source: from("https://www.medicare.gov/basics/forms-publications-mailings/mailings/other-mailings/your-medicare-account"),
  },
  {
    name: "the Federal Trade Commission",
    domains: ["ftc.gov"],
    keys: ["ftc"],
    source: from("https://www.doncio.navy.mil/chips/ArticleDetails.aspx?ID=14024"),
  },
  {
    name: "the FBI",
    domains: ["ic3.gov", "fbi.gov"],
    keys: ["ic3", "fbi"],
    source: from("https://www.justice.gov/usao-nh/elder-justice"),
    note: "fbi.gov is the FBI's well-known address but no stored page could be opened to confirm it on the check date.",
  },
  {
    // ojp.gov as a whole is the Office of Justice Programs; the hotline is one program on it.
    name: "the Office of Justice Programs (U.S. Department of Justice), which runs the National Elder Fraud Hotline",
    domains: ["ojp.gov"],
    keys: [],
    source: from("https://stopelderfraud.ovc.ojp.gov/about-hotline"),
  },
  {
    name: "AARP",
    domains: ["aarp.org"],
    source: from("https://www.aarp.org/publications/magazines/aarp-the-magazine-october-november-2025/page42"),
  },
  ...TOLL_AGENCIES,
  {
    name: "PayPal",
    domains: ["paypal.com"],
    shared: [{ at: ["paypal.me"], kind: "page", source: from("https://www.paypal.com/ph/brc/article/paypal-me", ADDED) }],
    source: from("https://paypal.com/my/webapps/mpp/phishing"),
  },
  {
    name: "Amazon",
    domains: ["amazon.com", "aboutamazon.com"],
    keys: ["amazon"],
    source: from("https://trustworthyshopping.aboutamazon.com/focus/scam-prevention"),
  },
  {
    name: "Apple",
    domains: ["apple.com", "icloud.com"],
    keys: ["apple", "icloud", "appleid", "itunes"],
    source: from("https://support.apple.com/en-bh/HT201303"),
    note: "icloud.com is Apple's well-known address, named on the stored pages only by others.",
  },
  {
    name: "Microsoft",
    domains: ["microsoft.com", "live.com", "outlook.com"],
    keys: ["microsoft", "outlook", "office365"],
    source: from("https://learn.microsoft.com/en-us/answers/questions/5836487/i-got-a-mail-about-unusual-login-activity"),
    note: "outlook.com is Microsoft's well-known address; no stored Microsoft page names it.",
  },
  { name: "Netflix", domains: ["netflix.com"], source: from("https://help.netflix.com/en/node/65674") },
  {
    name: "Chase",
    domains: ["chase.com"],
    source: from("https://chase.com/digital/resources/privacy-security/security/report-fraud.html"),
  },
  {
    name: "Bank of America",
    domains: ["bankofamerica.com"],
    source: from("https://www.bankofamerica.com/privacy/resolve-identity-theft.go"),
  },
  {
    name: "Wells Fargo",
    domains: ["wellsfargo.com"],
    keys: ["wellsfargo"],
    source: from("https://www.wellsfargo.com/privacy-security/fraud/report/phish"),
  },
  { name: "Citi", domains: ["citi.com", "citibank.com"], source: from("https://online.citi.com/US/JRS/pands/detail.do?ID=ScamAlert") },
  { name: "Capital One", domains: ["capitalone.com"], source: from("https://www.capitalone.com/digital/identity-protection/") },
  { name: "U.S. Bank", domains: ["usbank.com"], source: from("https://www.usbank.com/customer-service/knowledge-base/kb0069833.html") },
  {
    name: "Zelle",
    domains: ["zellepay.com"],
    keys: ["zelle", "zellepay"],
    source: from("https://www.zellepay.com/safety-education/understanding-scams"),
  },
  {
    name: "Venmo",
    domains: ["venmo.com"],
    shared: [{ at: ["venmo.com/u/"], kind: "page", source: from("https://blog.naurl.com/how-to-send-a-venmo-link", ADDED) }],
    source: from("https://help.venmo.com/hc/en-us/articles/360048404533-Common-Scams-on-Venmo?os=fdF"),
  },
  {
    name: "Cash App",
    domains: ["cash.app", "square.com", "squareup.com", "block.xyz"],
    keys: ["cashapp"],
    shared: [
      {
        at: ["cash.app/$"],
        kind: "page",
        source: from("https://scamencyclopedia.org/guides/cash-app-phishing-fake-payment-link-impersonating-cash-app", ADDED),
      },
    ],
    source: from("https://cash.app/how-to-identify-and-prevent-scams"),
  },
  {
    name: "Coinbase",
    domains: ["coinbase.com"],
    source: from(
      "https://help.coinbase.com/en/coinbase/privacy-and-security/avoiding-phishing-and-scams/avoiding-cryptocurrency-scams/phishing",
    ),
  },
  { name: "Walmart", domains: ["walmart.com"], source: from("http://corporate.walmart.com/privacy-security/fraud-alerts/phishing") },
  {
    name: "Target",
    domains: ["target.com"],
    keys: [],
    source: from("https://www.target.com/c/redcard-benefits-identity-safeguards/-/N-4srzk"),
  },
  {
    name: "Best Buy (Geek Squad)",
    domains: ["bestbuy.com"],
    keys: ["bestbuy", "geeksquad"],
    source: from(
      "https://www.bestbuy.com/site/geek-squad-protection/geek-squad-protection-faqs/pcmcat748302045943.c?id=pcmcat748302045943",
    ),
  },
  {
    name: "Norton",
    domains: ["norton.com", "nortonlifelock.com"],
    keys: ["norton"],
    source: from("https://community.norton.com/t/did-you-receive-an-email-offer-to-renew-your-norton-subscription/218353"),
  },
  { name: "McAfee", domains: ["mcafee.com"], source: from("https://www.mcafee.com/en-nz/cyber-scam/customer-scam-awareness.html") },
  {
    // Phone companies: fake "bill paid, a little gift for you" and "update your account" texts.
    name: "T-Mobile",
    domains: ["t-mobile.com"],
    keys: ["tmobile"],
    source: from("https://www.t-mobile.com/responsibility/privacy/fraud-spam/smishing", GROWN),
  },
  {
    name: "Verizon",
    domains: ["verizon.com"],
    keys: ["verizon"],
    source: from("https://www.verizon.com/about/privacy/account-security/phishing", GROWN),
  },
  {
    name: "Facebook",
    domains: ["facebook.com", "facebookmail.com", "messenger.com"],
    keys: ["facebook"],
    shared: [
      {
        // Facebook's "link shim": every link clicked on Facebook or in its emails passes through it,
        // the address it forwards to in its u= part (facebook.com/l.php?u=...).
        at: ["l.facebook.com", "lm.facebook.com", "facebook.com/l.php"],
        kind: "redirect",
        source: from(
          "http://www.facebook.com/notes/facebook-security/link-shim-protecting-the-people-who-use-facebook-from-malicious-urls/10150492832835766",
          "2026-11-27",
        ),
      },
    ],
    source: from("https://www.messenger.com/help/213481848684090?helpref=faq_content"),
  },
  {
    name: "Google",
    domains: ["google.com"],
    keys: ["google"],
    shared: [
      {
        at: ["sites.google.com"],
        kind: "page",
        source: from("https://www.blogemonium.com/2023/02/dont-log-in-to-websites-with-sites-in.html", ADDED),
      },
      { at: ["docs.google.com", "forms.google.com"], kind: "page", source: from("https://rulehound.com/rules/ce83c6", ADDED) },
      { at: ["forms.gle"], kind: "page", source: from("https://hashnode-hub.vercel.app/posts/6889b435640f336732acd10a", ADDED) },
      {
        at: ["google.com/url"],
        kind: "redirect",
        source: from("https://news.thewindowsclub.com/phishing-campaign-abuses-google-searchs-open-redirect-feature-99882", ADDED),
      },
    ],
    source: from("https://support.google.com/mail/answer/8253?hl=en&ref_topic=3394657"),
  },
];

export const CHECK_DIRECTORY: CheckDirectory = { sites: OFFICIAL_SITES, lines: OFFICIAL_LINES, hosts: SHARED_HOSTS };
