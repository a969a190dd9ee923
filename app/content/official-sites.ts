/**
 * The official sites the content names in its sentences, by bare host, with the address a tap
 * opens. Any other address in the content (a scam's "paypa1-support-center.com") is shown as an
 * example and never linked. A new site named in a sentence goes here, or `npm test` fails and says
 * which address it found (tests/unit/text-links.test.ts). Each was checked on 2026-11-23 against
 * the organisation's own page listed in app/features/help-now/words/sources.ts or the content's sources.
 * A company's own site is here when the content tells readers to type it themselves ("type
 * amazon.com"): a link from this site is the safe way to get there.
 */
export const OFFICIAL_SITES: Readonly<Record<string, string>> = {
  "aarp.org": "https://www.aarp.org/",
  "amazon.com": "https://www.amazon.com/",
  "annualcreditreport.com": "https://www.annualcreditreport.com/",
  "brokercheck.finra.org": "https://brokercheck.finra.org/",
  "consumer.ftc.gov": "https://consumer.ftc.gov/",
  "consumerfinance.gov": "https://www.consumerfinance.gov/",
  "donotcall.gov": "https://www.donotcall.gov/",
  "equifax.com": "https://www.equifax.com/",
  "experian.com": "https://www.experian.com/",
  "facebook.com": "https://www.facebook.com/",
  "fcc.gov": "https://www.fcc.gov/",
  "help.instagram.com": "https://help.instagram.com/",
  "ic3.gov": "https://www.ic3.gov/",
  "identitytheft.gov": "https://www.identitytheft.gov/",
  "investor.gov": "https://www.investor.gov/",
  "irs.gov": "https://www.irs.gov/",
  "medicare.gov": "https://www.medicare.gov/",
  "naag.org": "https://www.naag.org/",
  "napsa-now.org": "https://www.napsa-now.org/",
  "netflix.com": "https://www.netflix.com/",
  "oig.hhs.gov": "https://oig.hhs.gov/",
  "oig.ssa.gov": "https://oig.ssa.gov/",
  "paypal.com": "https://www.paypal.com/",
  "reportfraud.ftc.gov": "https://reportfraud.ftc.gov/",
  "sec.gov": "https://www.sec.gov/",
  "smpresource.org": "https://smpresource.org/",
  "ssa.gov": "https://www.ssa.gov/",
  "tigta.gov": "https://www.tigta.gov/",
  "transunion.com": "https://www.transunion.com/",
  "uspis.gov": "https://www.uspis.gov/",
};

/**
 * Scammers' addresses the content quotes to teach (look-alikes of real sites). They are shown set
 * apart, never linked; the content test fails on an address that is in neither list.
 */
export const SCAM_EXAMPLE_HOSTS: ReadonlySet<string> = new Set([
  "amaz0n-secure-login.com",
  "bit.ly",
  "irs-taxrefund-claim.com",
  "medicare-card-update.com",
  "medlcare-card-update.net",
  "netf1ix-support.net",
  "paypa1-support-center.com",
  "ssa-benefits-update.net",
  "tollpay-notice.com",
  "usps-redelivery-help.com",
]);
