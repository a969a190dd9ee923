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
  url: "{{url:cloudflareWorkersSite}}",
} as const;
