/**
 * Phone numbers and web addresses of the personal plan. Each names its owner and the page it was
 * read from (sources.ts); a unit test fails for an entry without a source and a check date.
 */
import type { HelpContact, HelpLink } from "../data";
import { SOURCES } from "./sources";

export const PHONE = {
  elderFraudHotline: {
    name: "National Elder Fraud Hotline (U.S. Department of Justice)",
    display: "{{fact:elderFraudHotline}}",
    tel: "{{tel:elderFraudHotline}}",
    source: SOURCES.elderFraudHotline,
  },
  ftc: { name: "Federal Trade Commission", display: "{{fact:ftc}}", tel: "{{tel:ftc}}", source: SOURCES.ftcReport },
  moneyGram: { name: "MoneyGram", display: "{{fact:moneyGram}}", tel: "{{tel:moneyGram}}", source: SOURCES.moneyGram },
  westernUnion: { name: "Western Union", display: "{{fact:westernUnion}}", tel: "{{tel:westernUnion}}", source: SOURCES.ftcScammed },
  // Ria's fraud line answers at an extension; the tel: link dials it after a pause.
  ria: { name: "Ria Money Transfer (fraud line)", display: "1-877-443-1399, ext. 1615", tel: "+18774431399,1615", source: SOURCES.ria },
  uspis: {
    name: "U.S. Postal Inspection Service",
    display: "{{fact:postalInspection}}",
    tel: "{{tel:postalInspection}}",
    source: SOURCES.ftcScammed,
  },
  equifax: { name: "Equifax", display: "{{fact:equifax}}", tel: "{{tel:equifax}}", source: SOURCES.equifax },
  experian: { name: "Experian", display: "{{fact:experian}}", tel: "{{tel:experian}}", source: SOURCES.experian },
  transunion: { name: "TransUnion", display: "{{fact:transunion}}", tel: "{{tel:transunion}}", source: SOURCES.transunion },
  medicare: {
    name: "Medicare ({{fact:medicareLetters}})",
    display: "{{fact:medicare}}",
    tel: "{{tel:medicare}}",
    source: SOURCES.medicare,
  },
  hhsOig: {
    name: "HHS Office of Inspector General ({{fact:hhsOigLetters}})",
    display: "{{fact:hhsOig}}",
    tel: "{{tel:hhsOig}}",
    source: SOURCES.hhsOig,
  },
  smp: {
    name: "Senior Medicare Patrol",
    display: "{{fact:seniorMedicarePatrol}}",
    tel: "{{tel:seniorMedicarePatrol}}",
    source: SOURCES.smp,
  },
  tigta: {
    name: "Treasury Inspector General for Tax Administration (TIGTA)",
    display: "{{fact:tigta}}",
    tel: "{{tel:tigta}}",
    source: SOURCES.tigta,
  },
  eldercareLocator: {
    name: "Eldercare Locator",
    display: "{{fact:eldercareLocator}}",
    tel: "{{tel:eldercareLocator}}",
    source: SOURCES.eldercareLocator,
  },
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
