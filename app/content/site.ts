/** Site-wide facts, in one place so every page says the same thing. */
export const SITE_NAME = "Scam Shield for Seniors";
export const SITE_TAGLINE = "Protecting seniors since 2024";
export const COPYRIGHT_YEAR = 2024;

/**
 * The emergency line shown on every page: the National Elder Fraud Hotline, run by the
 * U.S. Department of Justice Office for Victims of Crime.
 */
export const EMERGENCY_LINE = {
  name: "National Elder Fraud Hotline",
  owner: "U.S. Department of Justice",
  display: "{{fact:elderFraudHotline}}",
  tel: "{{tel:elderFraudHotline}}",
  hours: "{{fact:elderFraudHotlineHours}}",
  shortHours: "{{fact:elderFraudHotlineShortHours}}",
} as const;

/** The footer credit to the provider the site is built on, in plain words: no hosting jargon. */
export const PROVIDER_CREDIT = {
  label: "Website built with Cloudflare",
  url: "https://workers.cloudflare.com/",
} as const;

/** Official places to report fraud; every address here is the agency's own. */
export const OFFICIAL_LINKS = {
  ftcReport: { name: "Federal Trade Commission: ReportFraud.ftc.gov", url: "https://reportfraud.ftc.gov/" },
  ic3: { name: "FBI Internet Crime Complaint Center (IC3)", url: "https://www.ic3.gov/" },
  identityTheft: { name: "IdentityTheft.gov (Federal Trade Commission)", url: "https://www.identitytheft.gov/" },
  aarpHelpline: { name: "AARP Fraud Watch Network Helpline", display: "{{fact:aarpHelpline}}", tel: "{{tel:aarpHelpline}}" },
} as const;
