/**
 * The site's facts (README: Facts and their sources): every phone number, web address, time limit and statistic the
 * content uses, with the page it was checked on and the day it was checked. A unit test
 * (tests/unit/facts.test.ts) finds every number and address in the content and fails on one that
 * is not here, so a figure nobody checked cannot reach a page. How to add one: README, "Facts and
 * their sources".
 *
 * `source` is one of:
 * - the https address of the page the fact was read on (the organisation's own page where one
 *   could be opened; otherwise the public page that states it, named as it was read);
 * - "spec": a figure or rule the site was first written with that is true as written (2 business
 *   days, 180 days, 24 hours for a reply, 7726...). A statistic is never "spec": the first
 *   marketing figures had no study behind them, so the pages say those points in words;
 * - "site:<path>": a rule of this site, read from the code that applies it (how long we keep data).
 *
 * A value covers every place the content writes it (the test compares the same normalised form
 * the finder uses: the digits a number dials, the bare host, the figure in lower case). When one
 * number means two things ("24 hours" for a reply, and a helpline open 24 hours a day), list each
 * meaning with its own source.
 */
import type { FactKind } from "~/lib/facts";
import { OFFICIAL_LINES, OFFICIAL_SITES as CHECKER_SITES } from "./features/checker/words/official";
import { HELPLINES } from "./features/help-now/words/helplines";
import { PHONE } from "./features/help-now/words/contacts";
import { SOURCES } from "./features/help-now/words/sources";

export interface Fact {
  kind: FactKind;
  /** As the content writes it: "1-844-574-3577", "ReportFraud.ftc.gov", "3 business days", "$18,000". */
  value: string;
  /** For an address: the https address a link to it opens ("https://reportfraud.ftc.gov/"), its bare host `value` in any case. */
  url?: string;
  /** What it is, in plain words. */
  what: string;
  /** The https page it was checked on, "spec", or "site:<file>" (see above). */
  source: string;
  /** The day it was last checked, as an ISO date. A changed value needs a new date. */
  checked: string;
}

/** A fact with a key (`FACT`); one whose source is not yet confirmed says why, and is listed in AWAITING_SOURCE. */
type KeyedFact = Fact & { why?: string };

const CHECKED = "2026-11-23";
/** The day the site's figures were checked again, each against the page that states it. */
const FIGURES_CHECKED = "2026-11-26";

/** The checker's own page for a company's site (app/features/checker/words/official.ts). */
function checkerSource(domain: string): string {
  const site = CHECKER_SITES.find((s) => s.domains.includes(domain));
  if (!site) throw new Error(`The checker has no entry for ${domain}`);
  return site.source.url;
}

const fact = (kind: FactKind, value: string, what: string, source: string, checked: string): Fact => ({
  kind,
  value,
  what,
  source,
  checked,
});
const address = (value: string, url: string, what: string, source: string, checked = CHECKED): Fact => ({
  kind: "address",
  value,
  url,
  what,
  source,
  checked,
});
/** An address whose source could not be confirmed: keyed like any other, and listed in AWAITING_SOURCE with why. */
const unconfirmedAddress = (value: string, url: string, what: string, why: string): KeyedFact => ({
  ...address(value, url, what, "", CHECKED),
  why,
});
const phone = (value: string, what: string, source: string): Fact => ({ kind: "phone", value, what, source, checked: CHECKED });
const statistic = (value: string, what: string, source: string, checked = CHECKED): Fact => ({
  kind: "statistic",
  value,
  what,
  source,
  checked,
});
const timeLimit = (value: string, what: string, source: string, checked = CHECKED): Fact => ({
  kind: "time-limit",
  value,
  what,
  source,
  checked,
});

/** The FTC's rules for a lost or stolen card, as FTC "Lost or Stolen Credit, ATM, and Debit Cards" gives them (the FTC page itself was not in the stored copies). */
const CARD_LOSS_RULES = "https://www.ohioattorneygeneral.gov/FAQ/Consumer-protection-FAQs/If-my-credit-debit-or-ATM-card-is-lost-or-stolen";
const FBI_ELDER_FRAUD_2024 =
  "https://www.fbi.gov/contact-us/field-offices/boston/news/fbi-highlights-growing-number-of-reported-elder-fraud-cases-ahead-of-world-elder-abuse-awareness-day";
const FBI_ELDER_FRAUD_2024_INVESTMENT =
  "https://www.fbi.gov/contact-us/field-offices/philadelphia/news/fbi-philadelphia-recognizes-national-senior-fraud-awareness-day-1";
/** AARP's summary of the FBI's 2024 Elder Fraud Report (read from a stored copy). */
const AARP_FBI_2024 = "https://www.aarp.org/money/scams-fraud/fbi-report-fraud-2024.html";
/** The FTC's press release on its 2025 report to Congress, "Protecting Older Consumers, 2024-2025". */
const FTC_OLDER_CONSUMERS_2025 =
  "https://www.ftc.gov/news-events/news/press-releases/2025/12/ftc-issues-annual-report-congress-agencys-actions-protect-older-adults";
/** Newsweek's report of the FTC's data for January to March 2025, read on a copy at germannews.org. */
const NEWSWEEK_FTC_EARLY_2025 = "https://germannews.org/elderly-americans-lose-745m-to-scams-in-2025-so-far";
/** The Cooling-Off Rule itself (16 CFR Part 429) in the government's Electronic Code of Federal Regulations. */
const COOLING_OFF_RULE = "https://www.ecfr.gov/cgi-bin/text-idx?mc=true&node=pt16.1.429&rgn=div5";

const FBI_ELDER_FRAUD_2023 =
  "https://www.fbi.gov/contact-us/field-offices/losangeles/news/fbi-releases-2023-elder-fraud-report-with-tech-support-scams-generating-the-most-complaints-and-investment-scams-proving-the-costliest";

/**
 * The facts the content names in more than one place, by key. A sentence writes
 * `{{fact:elderFraudHotline}}` where the number goes, a record `display: "{{fact:elderFraudHotline}}",
 * tel: "{{tel:elderFraudHotline}}"`, and the build puts the value there (`factTokens` in
 * vite.config.ts): each value is typed here only, so a changed number is one edit (with its new
 * `checked` date). A number written two ways has a key for each, named after the first
 * (`medicareLetters` in letters, `aarpHelplineLong` with the leading 1), which must dial the same.
 * An official web address (keys ending in `Site`) has its `value` as a sentence names the site
 * and its `url`, the https address a link opens: `{{fact:reportFraudSite}}` writes
 * "ReportFraud.ftc.gov", `{{url:reportFraudSite}}` "https://reportfraud.ftc.gov/" (a deeper page
 * after it) and `{{host:reportFraudSite}}` "reportfraud.ftc.gov".
 * `npm test` fails on a value written out in the content instead of its token, naming the token,
 * and the build stops on a token whose key is not here.
 */
export const FACT = {
  elderFraudHotline: fact(
    "phone",
    "1-833-372-8311",
    "National Elder Fraud Hotline (U.S. Department of Justice Office for Victims of Crime)",
    "https://ovc.ojp.gov/program/stop-elder-fraud",
    "2026-11-26",
  ),
  elderFraudHotlineLetters: fact(
    "phone",
    "833-FRAUD-11",
    "The National Elder Fraud Hotline's number in letters",
    "https://ovc.ojp.gov/program/stop-elder-fraud",
    "2026-11-26",
  ),
  elderFraudHotlineHours: fact(
    "hours",
    "Monday to Friday, 10 a.m. to 6 p.m. Eastern Time",
    "When the National Elder Fraud Hotline answers (its own page says Monday to Friday, 10:00 a.m. to 6:00 p.m. eastern time, except some holidays)",
    "https://ovc.ojp.gov/program/stop-elder-fraud",
    "2026-11-26",
  ),
  elderFraudHotlineShortHours: fact(
    "hours",
    "Mon–Fri 10am–6pm ET",
    "The National Elder Fraud Hotline's hours, short, for the emergency bar and the search page",
    "https://ovc.ojp.gov/program/stop-elder-fraud",
    "2026-11-26",
  ),
  aarpHelpline: fact(
    "phone",
    "877-908-3360",
    "AARP Fraud Watch Network Helpline",
    "https://www.aarp.org/money/scams-fraud/helpline/",
    CHECKED,
  ),
  aarpHelplineHours: fact(
    "hours",
    "Monday to Friday, 8 a.m. to 8 p.m. Eastern Time",
    "When the AARP Fraud Watch Network Helpline answers (its own page gives weekday hours, 8 a.m. to 8 p.m. Eastern)",
    "https://www.aarp.org/money/scams-fraud/helpline/",
    CHECKED,
  ),
  aarpHelplineLong: fact(
    "phone",
    "1-877-908-3360",
    "AARP Fraud Watch Network Helpline, with the leading 1",
    "https://www.aarp.org/money/scams-fraud/helpline/",
    CHECKED,
  ),
  ftc: fact("phone", "1-877-382-4357", "Federal Trade Commission (report fraud by phone)", "https://reportfraud.ftc.gov/", CHECKED),
  ftcLetters: fact("phone", "1-877-FTC-HELP", "The Federal Trade Commission's number in letters", "https://reportfraud.ftc.gov/", CHECKED),
  medicare: fact(
    "phone",
    "1-800-633-4227",
    "Medicare (1-800-MEDICARE), also to report Medicare fraud",
    "https://www.medicare.gov/basics/reporting-medicare-fraud-and-abuse",
    CHECKED,
  ),
  medicareLetters: fact(
    "phone",
    "1-800-MEDICARE",
    "Medicare's number in letters",
    "https://www.medicare.gov/basics/reporting-medicare-fraud-and-abuse",
    CHECKED,
  ),
  seniorMedicarePatrol: fact(
    "phone",
    "1-877-808-2468",
    "Senior Medicare Patrol (find your state's SMP)",
    "https://smpresource.org/",
    CHECKED,
  ),
  hhsOig: fact(
    "phone",
    "1-800-447-8477",
    "HHS Office of Inspector General hotline (report Medicare fraud)",
    "https://oig.hhs.gov/fraud/report-fraud/",
    CHECKED,
  ),
  hhsOigLetters: fact(
    "phone",
    "1-800-HHS-TIPS",
    "The HHS Office of Inspector General's hotline in letters",
    "https://oig.hhs.gov/fraud/report-fraud/",
    CHECKED,
  ),
  socialSecurity: fact(
    "phone",
    "1-800-772-1213",
    "Social Security Administration",
    "https://www.okdrs.gov/guide/social-security-administration",
    CHECKED,
  ),
  tigta: fact(
    "phone",
    "1-800-366-4484",
    "Treasury Inspector General for Tax Administration (report an IRS impostor)",
    "https://www.tigta.gov/reportcrime-misconduct",
    CHECKED,
  ),
  postalInspection: fact(
    "phone",
    "1-877-876-2455",
    "U.S. Postal Inspection Service (mail fraud)",
    "https://consumer.ftc.gov/articles/what-do-if-you-were-scammed",
    CHECKED,
  ),
  equifax: fact(
    "phone",
    "1-888-298-0045",
    "Equifax (credit freeze)",
    "https://www.equifax.com/personal/credit-report-services/credit-freeze/",
    CHECKED,
  ),
  experian: fact("phone", "1-888-397-3742", "Experian (credit freeze)", "https://www.experian.com/freeze/center.html", CHECKED),
  transunion: fact("phone", "1-888-909-8872", "TransUnion (credit freeze)", "https://www.transunion.com/credit-freeze", CHECKED),
  annualCreditReport: fact(
    "phone",
    "1-877-322-8228",
    "Annual Credit Report Request Service (free credit reports)",
    "https://ftc.gov/news-events/press-releases/2006/09/new-year-begins-free-annual-credit-report-program",
    CHECKED,
  ),
  identityTheftResourceCenter: fact(
    "phone",
    "888-400-5530",
    "Identity Theft Resource Center (free help)",
    "https://www.idtheftcenter.org/category/blog/scams/",
    CHECKED,
  ),
  cfpb: fact(
    "phone",
    "1-855-411-2372",
    "Consumer Financial Protection Bureau (855-411-CFPB), complaints by phone",
    "https://legalclarity.org/consumer-financial-protection-bureau-phone-number-and-hours",
    CHECKED,
  ),
  finraSeniorHelpline: fact(
    "phone",
    "1-844-574-3577",
    "FINRA Securities Helpline for Seniors (1-844-57-HELPS)",
    "https://www.finra.org/media-center/news-releases/2015/finra-releases-report-its-securities-helpline-seniors",
    CHECKED,
  ),
  doNotCall: fact(
    "phone",
    "1-888-382-1222",
    "National Do Not Call Registry (call from the phone to register)",
    "https://foxx.house.gov/constituent-services/national-do-not-call-registry.htm",
    CHECKED,
  ),
  eldercareLocator: fact("phone", "1-800-677-1116", "Eldercare Locator", "https://eldercare.acl.gov/", CHECKED),
  moneyGram: fact(
    "phone",
    "1-800-926-9400",
    "MoneyGram (report a fraudulent transfer)",
    "https://www.moneygram.com/us/en/fraud-alert",
    CHECKED,
  ),
  westernUnion: fact(
    "phone",
    "1-800-448-1492",
    "Western Union (report a fraudulent transfer)",
    "https://consumer.ftc.gov/articles/what-do-if-you-were-scammed",
    CHECKED,
  ),
  samhsaHelpline: fact(
    "phone",
    "1-800-662-4357",
    "SAMHSA's National Helpline (1-800-662-HELP), 24 hours a day",
    "https://www.samhsa.gov/find-help/national-helpline",
    CHECKED,
  ),
  floridaAbuseHotline: fact(
    "phone",
    "1-800-962-2873",
    "Florida Abuse Hotline (1-800-96-ABUSE)",
    "https://myeldersource.org/resources/elder-abuse/",
    CHECKED,
  ),
  floridaConsumerHelpline: fact(
    "phone",
    "1-877-693-5236",
    "Florida Department of Financial Services consumer helpline (1-877-MY-FL-CFO)",
    "https://oppaga.fl.gov/ProgramSummary/ProgramDetail?programNumber=4103",
    CHECKED,
  ),
  floridaFraudHotline: fact(
    "phone",
    "1-866-966-7226",
    "The Florida Attorney General's fraud hotline",
    "https://myfloridalegal.com/pages.nsf/0/1A74824CE500FC3485256E3200614335",
    CHECKED,
  ),
  // Official web addresses: `value` as a sentence names the site, `url` the address a link opens.
  aarpSite: address("aarp.org", "https://www.aarp.org/", "AARP and its Fraud Watch Network", SOURCES.aarpHelpline.url),
  amazonSite: address("amazon.com", "https://www.amazon.com/", "Amazon's own site (type it yourself)", checkerSource("amazon.com")),
  annualCreditReportSite: address(
    "AnnualCreditReport.com",
    "https://www.annualcreditreport.com/",
    "The only official site for free credit reports",
    "https://ftc.gov/news-events/press-releases/2006/09/new-year-begins-free-annual-credit-report-program",
  ),
  brokerCheckSite: address(
    "brokercheck.finra.org",
    "https://brokercheck.finra.org/",
    "FINRA BrokerCheck (look up a broker)",
    "https://finra.org/investors/learn-to-invest/choosing-investment-professional/about-brokercheck",
  ),
  consumerFtcSite: address("consumer.ftc.gov", "https://consumer.ftc.gov/", "The FTC's consumer advice pages", SOURCES.ftcScammed.url),
  cfpbSite: address(
    "consumerfinance.gov",
    "https://www.consumerfinance.gov/",
    "Consumer Financial Protection Bureau",
    "https://www.consumerfinance.gov/about-us/blog/you-have-the-right-to-talk-to-a-real-person/",
  ),
  doNotCallSite: address(
    "donotcall.gov",
    "https://www.donotcall.gov/",
    "National Do Not Call Registry",
    "https://iiab.me/modules/en-gcf_learn_2021/edu.gcfglobal.org/en/using-the-web-to-get-stuff-done/adding-your-phone-number-to-the-do-not-call-registry/1/index.html",
  ),
  eldercareLocatorSite: address("eldercare.acl.gov", "https://eldercare.acl.gov/", "Eldercare Locator", SOURCES.eldercareLocator.url),
  equifaxSite: address("equifax.com", "https://www.equifax.com/", "Equifax (credit freeze)", SOURCES.equifax.url),
  experianSite: address("experian.com", "https://www.experian.com/", "Experian (credit freeze)", SOURCES.experian.url),
  facebookSite: address("facebook.com", "https://www.facebook.com/", "Facebook's own site and help pages", checkerSource("facebook.com")),
  fbiSite: address(
    "fbi.gov",
    "https://www.fbi.gov/",
    "The FBI's own site (its field offices' news on the Elder Fraud Reports)",
    FBI_ELDER_FRAUD_2023,
    FIGURES_CHECKED,
  ),
  fccSite: address("fcc.gov", "https://www.fcc.gov/", "Federal Communications Commission (complaints)", SOURCES.fcc.url),
  ic3Site: address("ic3.gov", "https://www.ic3.gov/", "FBI Internet Crime Complaint Center", SOURCES.ic3.url),
  identityTheftSite: address(
    "IdentityTheft.gov",
    "https://www.identitytheft.gov/",
    "The FTC's identity theft reports and recovery plans",
    SOURCES.ftcIdentityTheft.url,
  ),
  identityTheftResourceCenterSite: address(
    "idtheftcenter.org",
    "https://www.idtheftcenter.org/",
    "Identity Theft Resource Center",
    "https://www.idtheftcenter.org/category/blog/scams/",
  ),
  irsSite: address("irs.gov", "https://www.irs.gov/", "The IRS", checkerSource("irs.gov")),
  medicareSite: address("medicare.gov", "https://www.medicare.gov/", "Medicare (reporting fraud)", SOURCES.medicare.url),
  floridaCfoSite: address(
    "myfloridacfo.com",
    "https://www.myfloridacfo.com/",
    "Florida Department of Financial Services",
    "https://oppaga.fl.gov/ProgramSummary/ProgramDetail?programNumber=4103",
  ),
  floridaAttorneyGeneralSite: address(
    "myfloridalegal.com",
    "https://www.myfloridalegal.com/",
    "Florida Attorney General",
    "https://myfloridalegal.com/pages.nsf/0/1A74824CE500FC3485256E3200614335",
  ),
  naagSite: address(
    "naag.org",
    "https://www.naag.org/",
    "National Association of Attorneys General (find your attorney general)",
    SOURCES.naag.url,
  ),
  napsaSite: address(
    "napsa-now.org",
    "https://www.napsa-now.org/",
    "National Adult Protective Services Association (find APS)",
    SOURCES.napsa.url,
  ),
  netflixSite: address("netflix.com", "https://www.netflix.com/", "Netflix's own site (type it yourself)", checkerSource("netflix.com")),
  hhsOigSite: address("oig.hhs.gov", "https://oig.hhs.gov/", "HHS Office of Inspector General (report Medicare fraud)", SOURCES.hhsOig.url),
  ssaOigSite: address("oig.ssa.gov", "https://oig.ssa.gov/", "Social Security Office of the Inspector General", SOURCES.ssaOig.url),
  ovcSite: address(
    "ovc.ojp.gov",
    "https://ovc.ojp.gov/",
    "Office for Victims of Crime (National Elder Fraud Hotline)",
    SOURCES.elderFraudHotline.url,
  ),
  paypalSite: address("paypal.com", "https://www.paypal.com/", "PayPal's own site (type it yourself)", checkerSource("paypal.com")),
  reportFraudSite: address("ReportFraud.ftc.gov", "https://reportfraud.ftc.gov/", "The FTC's fraud reporting site", SOURCES.ftcReport.url),
  smpSite: address("smpresource.org", "https://smpresource.org/", "Senior Medicare Patrol", SOURCES.smp.url),
  ssaSite: address("ssa.gov", "https://www.ssa.gov/", "Social Security", checkerSource("ssa.gov")),
  tigtaSite: address(
    "tigta.gov",
    "https://www.tigta.gov/",
    "Treasury Inspector General for Tax Administration (report an IRS impostor)",
    SOURCES.tigta.url,
  ),
  transunionSite: address("transunion.com", "https://www.transunion.com/", "TransUnion (credit freeze)", SOURCES.transunion.url),
  uspisSite: address("uspis.gov", "https://www.uspis.gov/", "U.S. Postal Inspection Service", SOURCES.uspis.url),
  ftcSite: address(
    "ftc.gov",
    "https://www.ftc.gov/",
    "The Federal Trade Commission's site (its data reports)",
    "https://www.ftc.gov/news-events/data-visualizations/data-spotlight/2025/08/false-alarm-real-scam-how-scammers-are-stealing-older-adults-life-savings",
  ),
  cloudflareWorkersSite: address(
    "workers.cloudflare.com",
    "https://workers.cloudflare.com/",
    "The footer credit to the provider the site is built on",
    "spec",
  ),
  elderAffairsSite: unconfirmedAddress(
    "elderaffairs.org",
    "https://elderaffairs.org/",
    "Florida Department of Elder Affairs",
    "No stored page of the department could be opened.",
  ),
  floridaFamiliesSite: unconfirmedAddress(
    "myflfamilies.com",
    "https://www.myflfamilies.com/",
    "Florida Department of Children and Families (Abuse Hotline)",
    "No stored page names this address.",
  ),
  instagramHelpSite: unconfirmedAddress(
    "help.instagram.com",
    "https://help.instagram.com/",
    "Instagram's help pages (hacked accounts)",
    "No stored Instagram page could be opened; only third-party guides.",
  ),
  secSite: unconfirmedAddress(
    "sec.gov",
    "https://www.sec.gov/",
    "U.S. Securities and Exchange Commission (tips at sec.gov/tcr)",
    "Not looked up on the check date.",
  ),
  investorSite: unconfirmedAddress(
    "Investor.gov",
    "https://www.investor.gov/",
    "The SEC's site for investors",
    "Not looked up on the check date.",
  ),
  // Spanish counterparts (issue 30): the FTC's own Spanish sites and pages the Spanish plan
  // (help-now/words/es) links instead of the English ones, and the helplines' hours in Spanish
  // (the same hours as elderFraudHotlineHours and aarpHelplineHours: change them together).
  consumidorFtcSite: address(
    "consumidor.ftc.gov",
    "https://consumidor.ftc.gov/",
    "The FTC's consumer advice pages in Spanish",
    "https://consumidor.ftc.gov/alertas-para-consumidores/2025/03/cuales-son-las-senales-de-una-estafa",
    "2026-11-27",
  ),
  reporteFraudeSite: address(
    "ReporteFraude.ftc.gov",
    "https://reportefraude.ftc.gov/",
    "The FTC's fraud reporting site in Spanish (ReportFraud.ftc.gov en español)",
    "https://consumidor.ftc.gov/alertas-para-consumidores/2022/10/durante-este-mes-de-la-herencia-hispana-detecta-como-te-dicen-que-les-pagues-los-estafadores",
    "2026-11-27",
  ),
  robodeIdentidadSite: address(
    "RobodeIdentidad.gov",
    "https://www.robodeidentidad.gov/",
    "The FTC's identity theft reports and recovery plans in Spanish (IdentityTheft.gov en español)",
    "https://consumidor.ftc.gov/alertas-para-consumidores/2025/09/obten-un-congelamiento-de-credito-para-detener-los-ladrones-de-identidad",
    "2026-11-27",
  ),
  elderFraudHotlineHoursEs: fact(
    "hours",
    "De lunes a viernes, de 10 a.m. a 6 p.m., hora del Este",
    "When the National Elder Fraud Hotline answers, in Spanish (its own page says Monday to Friday, 10:00 a.m. to 6:00 p.m. eastern time, except some holidays)",
    "https://ovc.ojp.gov/program/stop-elder-fraud",
    "2026-11-27",
  ),
  uscisSite: address(
    "uscis.gov",
    "https://www.uscis.gov/",
    "U.S. Citizenship and Immigration Services (its forms are free to download)",
    "https://nomasfraudecolorado.gov/estafas-comunes/estafa-de-inmigracion",
    "2026-11-27",
  ),
  justiceSite: address(
    "justice.gov",
    "https://www.justice.gov/",
    "U.S. Department of Justice; its EOIR office lists recognized organizations and accredited representatives (justice.gov/eoir/recognition-accreditation-roster-reports), as USCIS's own page on finding legal help says; no justice.gov page was in the stored copies",
    "https://www.uscis.gov/avoid-scams/find-legal-services",
    "2026-11-27",
  ),
  aarpHelplineHoursEs: fact(
    "hours",
    "De lunes a viernes, de 8 a.m. a 8 p.m., hora del Este",
    "When the AARP Fraud Watch Network Helpline answers, in Spanish (its own page gives weekday hours, 8 a.m. to 8 p.m. Eastern)",
    "https://www.aarp.org/money/scams-fraud/helpline/",
    "2026-11-27",
  ),
} as const satisfies Record<string, KeyedFact>;

/** Numbers written in the content's sentences and contact lists, beyond those of the help data and the checker (below). */
const PHONES: readonly Fact[] = [
  phone("7726", 'The carriers\' short code for forwarding a spam text (7726, "SPAM")', "spec"),
  phone(
    "1-888-225-5322",
    "Federal Communications Commission consumer line (1-888-CALL-FCC)",
    "https://portal.ct.gov/OCC/FCC-Information/FCC-Information/Filing-a-complaint-with-the-FCC",
  ),
];

/**
 * The addresses the content names only as the page a help record was read from
 * (help-now/sources.ts), so never as a token. Every other official address has a key in `FACT`.
 * Not facts, on purpose: scammers' look-alikes (SCAM_EXAMPLE_HOSTS, quoted to teach), and the
 * checker's domains and source pages (checker/official.ts: its own list, each entry with a source
 * and a date, tested by tests/unit/checker.test.ts).
 */
const ADDRESSES: readonly Fact[] = [
  fact("address", "www.911.gov", "The national 911 program (U.S. Department of Transportation)", SOURCES.emergency911.url, CHECKED),
  fact("address", "988lifeline.org", "988 Suicide & Crisis Lifeline", SOURCES.lifeline988.url, CHECKED),
  fact("address", "moneygram.com", "MoneyGram (report a fraudulent transfer)", SOURCES.moneyGram.url, CHECKED),
  fact("address", "riamoneytransfer.com", "Ria Money Transfer", SOURCES.ria.url, CHECKED),
];

const STATISTICS: readonly Fact[] = [
  // The FBI's elder fraud losses as Spanish pages write money: the same figures as "$3.4 billion" and "$4.9 billion".
  statistic(
    "$3.4 mil millones",
    "What people 60 and over reported losing to fraud in 2023 (FBI IC3, published 2024), as Spanish pages write it",
    FBI_ELDER_FRAUD_2023,
    "2026-11-27",
  ),
  statistic(
    "$4.9 mil millones",
    "Nearly $4.9 billion ($4.885 billion) reported lost to fraud by people 60 and over in 2024 (FBI IC3), as Spanish pages write it",
    FBI_ELDER_FRAUD_2024,
    "2026-11-27",
  ),
  statistic(
    "$3.4 billion",
    "What people 60 and over reported losing to fraud in 2023 (FBI IC3, published 2024; also the spec's figure)",
    FBI_ELDER_FRAUD_2023,
  ),
  statistic(
    "$83,000",
    "The average loss people 60 and over reported to the FBI for 2024 (FBI IC3 Elder Fraud Report, 2025), as AARP reports it; the FBI's own report was not read",
    AARP_FBI_2024,
    FIGURES_CHECKED,
  ),
  statistic(
    "$745 million",
    "More than $745 million reported lost to fraud by people 60 and over from January to March 2025 (FTC Consumer Sentinel data). Read only in Newsweek's report of the FTC's data (July 2025), on a copy at germannews.org; the FTC's own data pages were not in the stored copies",
    NEWSWEEK_FTC_EARLY_2025,
    FIGURES_CHECKED,
  ),
  statistic(
    "$1,600",
    "The median loss reported to the FTC by people 80 and over who lost money to fraud in 2024 was more than $1,600 (FTC, Protecting Older Consumers 2024-2025, a report to Congress, December 2025)",
    FTC_OLDER_CONSUMERS_2025,
    FIGURES_CHECKED,
  ),
  statistic("$982M", "The database's short form of the 2024 tech support figure for people 60 and over (FBI IC3)", AARP_FBI_2024),
  statistic("$1.8B", "The database's short form of the 2024 investment scam figure for people 60 and over (FBI IC3)", AARP_FBI_2024),
  statistic(
    "$389M",
    "The database's short form of the 2024 romance and confidence scam figure for people 60 and over (FBI IC3)",
    AARP_FBI_2024,
  ),
  statistic("147,000", "More than 147,000 reports to the FBI from people 60 and over in 2024 (147,127; FBI IC3)", FBI_ELDER_FRAUD_2024),
  statistic(
    "$10,000",
    "Reports from people 60 and over who lost $10,000 or more to impostors grew more than four-fold from 2020 to 2024 (FTC Data Spotlight, August 2025)",
    "https://www.ftc.gov/news-events/data-visualizations/data-spotlight/2025/08/false-alarm-real-scam-how-scammers-are-stealing-older-adults-life-savings",
    FIGURES_CHECKED,
  ),
  statistic("60+", "People aged 60 and over: the age group of the FBI's elder fraud figures", FBI_ELDER_FRAUD_2024),
  statistic(
    "$25",
    "The FTC's Cooling-Off Rule covers many sales of $25 or more made at your home",
    "https://consumer.ftc.gov/articles/buyers-remorse-ftcs-cooling-rule-may-help",
  ),
  statistic(
    "$4.9 billion",
    "What people 60 and over reported losing to fraud in 2024: nearly $4.9 billion ($4.885 billion; FBI IC3 Elder Fraud Report, 2025)",
    FBI_ELDER_FRAUD_2024,
  ),
  statistic("$1.8 billion", "Investment scam losses reported by people 60 and over in 2024 (FBI IC3)", FBI_ELDER_FRAUD_2024_INVESTMENT),
  statistic("$982 million", "Tech support scam losses reported by people 60 and over in 2024 (FBI IC3)", AARP_FBI_2024),
  statistic("$389 million", "Romance and other trust scam losses reported by people 60 and over in 2024 (FBI IC3)", AARP_FBI_2024),
  statistic(
    "$470 million",
    "What people of all ages reported losing to scams that started with a text message in 2024: five times the amount reported in 2020 (FTC Data Spotlight, April 2025; read on EIN Presswire's copy of the FTC's press release)",
    "https://www.ftc.gov/news-events/news/press-releases/2025/04/new-ftc-data-show-top-text-message-scams-2024-overall-losses-text-scams-hit-470-million",
    FIGURES_CHECKED,
  ),
  statistic("$50", "The most you lose on a lost or stolen card or PIN reported within 2 business days (EFTA)", CARD_LOSS_RULES),
  statistic("$500", "The most you lose when the report comes after 2 business days but within 60 days (EFTA)", CARD_LOSS_RULES),
  {
    kind: "statistic",
    value: "$50,000",
    what: "The FBI's Financial Fraud Kill Chain can try to recall a wire sent abroad of $50,000 or more (the FBI's criteria, as a fraud-prevention service for banks publishes them)",
    source: SOURCES.fbiKillChain.url,
    checked: SOURCES.fbiKillChain.checked,
  },
];

const TIME_LIMITS: readonly Fact[] = [
  timeLimit("2 business days", "Report a lost or stolen card or PIN within 2 business days to cap the loss at $50 (EFTA)", "spec"),
  timeLimit("60 days", "After 60 days from the statement, money taken later may not come back (EFTA)", CARD_LOSS_RULES),
  timeLimit("180 days", "PayPal's window to open a dispute on a purchase (Purchase Protection)", "spec"),
  timeLimit("24 hours", "How soon the site replies to a message", "spec"),
  timeLimit("24 hours", "The 988 Lifeline answers 24 hours a day", SOURCES.lifeline988.url),
  timeLimit("7 days", "The 988 Lifeline answers 7 days a week", SOURCES.lifeline988.url),
  timeLimit("7 days", "An alert sign-up not confirmed within 7 days is deleted", "site:app/lib/retention.ts"),
  timeLimit("30 days", "An address that left the alerts is kept 30 days, then deleted", "site:app/lib/retention.ts"),
  timeLimit("90 days", "Contact messages and usage counts are deleted after 90 days", "site:app/lib/retention.ts"),
  timeLimit("12 months", "The words of a reader's scam report are deleted after 12 months (365 days)", "site:app/lib/retention.ts"),
  {
    kind: "time-limit",
    value: "72 hours",
    what: "The FBI's Financial Fraud Kill Chain needs the wire sent abroad to be within the last 72 hours, with a SWIFT recall started (the FBI's criteria, as a fraud-prevention service for banks publishes them)",
    source: SOURCES.fbiKillChain.url,
    checked: SOURCES.fbiKillChain.checked,
  },
  timeLimit(
    "3 business days",
    "The FTC's Cooling-Off Rule: the buyer may cancel until midnight of the third business day after the sale (16 CFR 429.1)",
    COOLING_OFF_RULE,
    FIGURES_CHECKED,
  ),
];

/** The numbers of the help data (help-now/contacts.ts and helplines.ts), each with the source page it names. */
const HELP_DATA_PHONES: readonly Fact[] = [...Object.values(PHONE), ...HELPLINES].map((c) => ({
  kind: "phone" as const,
  value: c.display,
  what: c.name,
  source: c.source.url,
  checked: c.source.checked,
}));

/** The official lines the checker knows (checker/official.ts), each with the page it was read from. */
const CHECKER_LINES: readonly Fact[] = OFFICIAL_LINES.flatMap((line) =>
  line.numbers.map((value) => ({ kind: "phone" as const, value, what: line.name, source: line.source.url, checked: line.source.checked })),
);
const CHECKER_PHONES = CHECKER_LINES.filter((f) => f.source.startsWith("https://"));

const KEYED: readonly KeyedFact[] = Object.values(FACT);

export const FACTS: readonly Fact[] = [
  ...KEYED.filter((f) => f.why === undefined),
  ...PHONES,
  ...HELP_DATA_PHONES,
  ...CHECKER_PHONES,
  ...ADDRESSES,
  ...STATISTICS,
  ...TIME_LIMITS,
];

/**
 * Facts the content uses whose source could not be confirmed on the check date. The test allows
 * them but lists them (console.warn) so they are sourced or removed; each says why it is here.
 */
export const AWAITING_SOURCE: readonly (Fact & { why: string })[] = [
  ...CHECKER_LINES.filter((f) => !f.source.startsWith("https://")).map((f) => ({
    ...f,
    why: "The checker read this number on a page served over plain http; confirm it on the organisation's own https page.",
  })),
  {
    kind: "phone",
    value: "1-800-963-5337",
    what: "Florida Elder Helpline (Department of Elder Affairs, 1-800-96-ELDER)",
    source: "",
    checked: CHECKED,
    why: "Found only on a copy of a Florida court's page, not on elderaffairs.org.",
  },
  ...KEYED.flatMap((f) => (f.why === undefined ? [] : [{ ...f, why: f.why }])),
];

/**
 * Figures that are not facts: the words of a made-up scam ("example": the amount or deadline a
 * scammer's message states) and the details of an illustrative story ("story": "Dorothy only
 * needed to pay a $500 fee"). Each names exactly where it may appear, as "file field" (the file
 * under app/content and the last key above the string, e.g. "quiz/email.ts body"), so the same
 * figure written as a claim anywhere else still fails the test. Advice the site gives in its own
 * voice ("Within 1 hour") is "advice".
 */
export interface ExampleFigure {
  kind: "example" | "story" | "advice";
  value: string;
  where: readonly string[];
}

export const EXAMPLE_FIGURES: readonly ExampleFigure[] = [
  // The words of made-up scam messages (and one real-looking bank alert) in the examples and quizzes.
  { kind: "example", value: "$1,240", where: ["examples.ts scenario"] },
  {
    kind: "example",
    value: "$499.99",
    where: ["examples.ts scenario", "blog/posts/email-phishing-protecting-your-personal-information.mdx body"],
  },
  { kind: "example", value: "$389.99", where: ["examples.ts scenario"] },
  { kind: "example", value: "$1,286.40", where: ["examples.ts scenario"] },
  { kind: "example", value: "48 hours", where: ["examples.ts scenario", "quiz/email.ts body", "quiz/email.ts redFlags"] },
  { kind: "example", value: "3 days", where: ["quiz/email.ts body", "quiz/email.ts redFlags"] },
  { kind: "example", value: "$500", where: ["examples.ts scenario", "modules/text-smishing.ts example"] },
  { kind: "example", value: "$4.95", where: ["guides/text-scams.ts howItOccurs"] },
  { kind: "example", value: "$6.99", where: ["quiz/sms.ts message", "quiz/sms.ts options"] },
  { kind: "example", value: "$50", where: ["quiz/sms.ts message"] },
  { kind: "example", value: "$4.15", where: ["home.ts examples"] },
  { kind: "example", value: "300%", where: ["modules/emerging-threats-2025.ts examples"] },
  { kind: "example", value: "$2.5 million", where: ["modules/recognize-red-flags.ts examples"] },
  { kind: "example", value: "$200", where: ["blog/posts/cloned-vs-hacked-social-media.mdx body"] },
  { kind: "example", value: "$100", where: ["quiz/sms.ts message"] },
  { kind: "example", value: "12 hours", where: ["modules/text-smishing.ts examples"] },
  { kind: "example", value: "$750", where: ["modules/text-smishing.ts examples"] },
  { kind: "example", value: "$1.99", where: ["modules/text-smishing.ts example"] },
  { kind: "example", value: "$489.00", where: ["modules/text-smishing.ts example"] },
  { kind: "example", value: "$849.99", where: ["quiz/email.ts subject", "quiz/email.ts body"] },
  { kind: "example", value: "$1,284.16", where: ["quiz/email.ts subject", "quiz/email.ts body"] },
  { kind: "example", value: "$25", where: ["quiz/email.ts body", "quiz/email.ts options"] },
  { kind: "example", value: "$2,500,000", where: ["quiz/email.ts subject", "quiz/email.ts body"] },
  { kind: "example", value: "$499", where: ["quiz/email.ts body"] },
  { kind: "example", value: "$873.40", where: ["quiz/sms.ts message"] },
  { kind: "example", value: "$1,199", where: ["quiz/sms.ts message"] },
  // Illustrative stories: the guides' "common scenario" (Helen, Walter, Frank...), the modules'
  // practice scenarios and the quizzes' set-up, and the examples' estimate of the time lost.
  { kind: "story", value: "3 hours", where: ["examples.ts timeImpact"] },
  { kind: "story", value: "48 hours", where: ["modules/recognize-red-flags.ts scenario"] },
  {
    kind: "story",
    value: "$500",
    where: ["guides/social-media.ts commonScenario", "modules/recognize-red-flags.ts scenario"],
  },
  { kind: "story", value: "$399.99", where: ["guides/email-phishing.ts commonScenario"] },
  { kind: "story", value: "$3,999", where: ["guides/email-phishing.ts commonScenario"] },
  { kind: "story", value: "$9,000", where: ["guides/grandparent-scams.ts commonScenario", "modules/emerging-threats-2025.ts scenario"] },
  { kind: "story", value: "$5,000", where: ["guides/investment-scams.ts commonScenario", "modules/emerging-threats-2025.ts scenario"] },
  { kind: "story", value: "$60,000", where: ["guides/investment-scams.ts commonScenario"] },
  { kind: "story", value: "20%", where: ["guides/investment-scams.ts commonScenario", "modules/emerging-threats-2025.ts scenario"] },
  { kind: "story", value: "3 months", where: ["guides/romance-scams.ts commonScenario"] },
  { kind: "story", value: "$8,000", where: ["guides/romance-scams.ts commonScenario", "modules/recognize-red-flags.ts scenario"] },
  { kind: "story", value: "$15,000", where: ["guides/tech-support.ts commonScenario"] },
  { kind: "story", value: "2 days", where: ["guides/text-scams.ts commonScenario", "quiz/email.ts question"] },
  { kind: "story", value: "$6.99", where: ["guides/text-scams.ts commonScenario"] },
  { kind: "story", value: "$50", where: ["guides/text-scams.ts commonScenario"] },
  { kind: "story", value: "$900", where: ["guides/text-scams.ts commonScenario", "modules/phone-protection.ts scenario"] },
  { kind: "story", value: "6 months", where: ["modules/emerging-threats-2025.ts scenario"] },
  { kind: "story", value: "6 weeks", where: ["modules/financial-safeguards.ts scenario"] },
  { kind: "story", value: "$200", where: ["modules/social-media-security.ts scenario"] },
  { kind: "story", value: "$100", where: ["modules/social-media-security.ts scenario"] },
  { kind: "story", value: "$1,200", where: ["modules/text-smishing.ts scenario"] },
  // The site's own advice on when to act.
  { kind: "advice", value: "1 hour", where: ["help/if-targeted.ts timeframe"] },
];
