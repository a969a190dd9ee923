/**
 * Phone numbers and web addresses of the personal plan. Each names its owner and the page it was
 * read from (sources.ts); a unit test fails for an entry without a source and a check date.
 */
import type { HelpContact, HelpLink } from "~/lib/help-now-data";
import { SOURCES } from "./sources";

export const PHONE = {
  elderFraudHotline: {
    name: "National Elder Fraud Hotline (U.S. Department of Justice)",
    display: "1-833-372-8311",
    tel: "+18333728311",
    source: SOURCES.elderFraudHotline,
  },
  ftc: { name: "Federal Trade Commission", display: "1-877-382-4357", tel: "+18773824357", source: SOURCES.ftcReport },
  moneyGram: { name: "MoneyGram", display: "1-800-926-9400", tel: "+18009269400", source: SOURCES.moneyGram },
  westernUnion: { name: "Western Union", display: "1-800-448-1492", tel: "+18004481492", source: SOURCES.ftcScammed },
  // Ria's fraud line answers at an extension; the tel: link dials it after a pause.
  ria: { name: "Ria Money Transfer (fraud line)", display: "1-877-443-1399, ext. 1615", tel: "+18774431399,1615", source: SOURCES.ria },
  uspis: { name: "U.S. Postal Inspection Service", display: "1-877-876-2455", tel: "+18778762455", source: SOURCES.ftcScammed },
  equifax: { name: "Equifax", display: "1-888-298-0045", tel: "+18882980045", source: SOURCES.equifax },
  experian: { name: "Experian", display: "1-888-397-3742", tel: "+18883973742", source: SOURCES.experian },
  transunion: { name: "TransUnion", display: "1-888-909-8872", tel: "+18889098872", source: SOURCES.transunion },
  medicare: { name: "Medicare (1-800-MEDICARE)", display: "1-800-633-4227", tel: "+18006334227", source: SOURCES.medicare },
  hhsOig: {
    name: "HHS Office of Inspector General (1-800-HHS-TIPS)",
    display: "1-800-447-8477",
    tel: "+18004478477",
    source: SOURCES.hhsOig,
  },
  smp: { name: "Senior Medicare Patrol", display: "1-877-808-2468", tel: "+18778082468", source: SOURCES.smp },
  tigta: {
    name: "Treasury Inspector General for Tax Administration (TIGTA)",
    display: "1-800-366-4484",
    tel: "+18003664484",
    source: SOURCES.tigta,
  },
  eldercareLocator: { name: "Eldercare Locator", display: "1-800-677-1116", tel: "+18006771116", source: SOURCES.eldercareLocator },
  emergency: { name: "Police emergency", display: "911", tel: "911", source: SOURCES.emergency911 },
} as const satisfies Record<string, HelpContact>;

export const LINK = {
  reportFraud: { name: "ReportFraud.ftc.gov", url: "https://reportfraud.ftc.gov/", source: SOURCES.ftcReport },
  identityTheft: { name: "IdentityTheft.gov", url: "https://www.identitytheft.gov/", source: SOURCES.ftcIdentityTheft },
  ic3: { name: "ic3.gov (FBI Internet Crime Complaint Center)", url: "https://www.ic3.gov/", source: SOURCES.ic3 },
  ssaOig: { name: "oig.ssa.gov (Social Security Office of the Inspector General)", url: "https://oig.ssa.gov/", source: SOURCES.ssaOig },
  tigta: { name: "tigta.gov (report an IRS impostor)", url: "https://www.tigta.gov/reportcrime-misconduct", source: SOURCES.tigta },
  hhsOig: { name: "oig.hhs.gov (report Medicare fraud)", url: "https://oig.hhs.gov/fraud/report-fraud/", source: SOURCES.hhsOig },
  smp: { name: "smpresource.org (find {your} Senior Medicare Patrol)", url: "https://smpresource.org/", source: SOURCES.smp },
  uspis: { name: "uspis.gov/report (U.S. Postal Inspection Service)", url: "https://www.uspis.gov/report", source: SOURCES.uspis },
  fcc: { name: "fcc.gov/complaints (Federal Communications Commission)", url: "https://www.fcc.gov/complaints", source: SOURCES.fcc },
  naag: { name: "Find the attorney general of {state} (naag.org)", url: "https://www.naag.org/find-my-ag/", source: SOURCES.naag },
  napsa: {
    name: "Find Adult Protective Services in {state} (napsa-now.org)",
    url: "https://www.napsa-now.org/help-in-your-area/",
    source: SOURCES.napsa,
  },
  equifax: {
    name: "Equifax credit freeze",
    url: "https://www.equifax.com/personal/credit-report-services/credit-freeze/",
    source: SOURCES.equifax,
  },
  experian: { name: "Experian credit freeze", url: "https://www.experian.com/freeze/center.html", source: SOURCES.experian },
  transunion: { name: "TransUnion credit freeze", url: "https://www.transunion.com/credit-freeze", source: SOURCES.transunion },
  ftcGiftCards: {
    name: "FTC: what to do about a gift card scam",
    url: "https://consumer.ftc.gov/articles/avoiding-and-reporting-gift-card-scams",
    source: SOURCES.ftcGiftCards,
  },
  ftcTechSupport: {
    name: "FTC: tech support scams",
    url: "https://consumer.ftc.gov/articles/how-spot-avoid-and-report-tech-support-scams",
    source: SOURCES.ftcRemoteAccess,
  },
} as const satisfies Record<string, HelpLink>;
