/**
 * The official sites the content names in its sentences, by bare host, with the address a tap
 * opens. Any other address in the content (a scam's "paypa1-support-center.com") is shown as an
 * example and never linked. Each is a fact of app/facts.ts, written here as the tokens of its key
 * (its host and its url), which the build writes in, so a changed address is one edit there. A new site
 * named in a sentence goes here and there, or `npm test` fails and says which address it found
 * (tests/unit/text-links.test.ts). Each was checked on 2026-11-23 against
 * the organisation's own page listed in app/features/help-now/words/sources.ts or the content's sources.
 * A company's own site is here when the content tells readers to type it themselves ("type
 * amazon.com"): a link from this site is the safe way to get there.
 */
export const OFFICIAL_SITES: Readonly<Record<string, string>> = {
  "{{host:aarpSite}}": "{{url:aarpSite}}",
  "{{host:amazonSite}}": "{{url:amazonSite}}",
  "{{host:annualCreditReportSite}}": "{{url:annualCreditReportSite}}",
  "{{host:brokerCheckSite}}": "{{url:brokerCheckSite}}",
  "{{host:consumerFtcSite}}": "{{url:consumerFtcSite}}",
  "{{host:consumidorFtcSite}}": "{{url:consumidorFtcSite}}",
  "{{host:cfpbSite}}": "{{url:cfpbSite}}",
  "{{host:doNotCallSite}}": "{{url:doNotCallSite}}",
  "{{host:equifaxSite}}": "{{url:equifaxSite}}",
  "{{host:experianSite}}": "{{url:experianSite}}",
  "{{host:facebookSite}}": "{{url:facebookSite}}",
  "{{host:fccSite}}": "{{url:fccSite}}",
  "{{host:instagramHelpSite}}": "{{url:instagramHelpSite}}",
  "{{host:ic3Site}}": "{{url:ic3Site}}",
  "{{host:identityTheftSite}}": "{{url:identityTheftSite}}",
  "{{host:investorSite}}": "{{url:investorSite}}",
  "{{host:irsSite}}": "{{url:irsSite}}",
  "{{host:medicareSite}}": "{{url:medicareSite}}",
  "{{host:naagSite}}": "{{url:naagSite}}",
  "{{host:napsaSite}}": "{{url:napsaSite}}",
  "{{host:netflixSite}}": "{{url:netflixSite}}",
  "{{host:hhsOigSite}}": "{{url:hhsOigSite}}",
  "{{host:ssaOigSite}}": "{{url:ssaOigSite}}",
  "{{host:paypalSite}}": "{{url:paypalSite}}",
  "{{host:reportFraudSite}}": "{{url:reportFraudSite}}",
  "{{host:reporteFraudeSite}}": "{{url:reporteFraudeSite}}",
  "{{host:robodeIdentidadSite}}": "{{url:robodeIdentidadSite}}",
  "{{host:secSite}}": "{{url:secSite}}",
  "{{host:uscisSite}}": "{{url:uscisSite}}",
  "{{host:justiceSite}}": "{{url:justiceSite}}",
  "{{host:smpSite}}": "{{url:smpSite}}",
  "{{host:ssaSite}}": "{{url:ssaSite}}",
  "{{host:tigtaSite}}": "{{url:tigtaSite}}",
  "{{host:transunionSite}}": "{{url:transunionSite}}",
  "{{host:uspisSite}}": "{{url:uspisSite}}",
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
