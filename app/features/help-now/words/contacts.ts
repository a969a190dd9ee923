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
  reportFraud: { name: "{{fact:reportFraudSite}}", url: "{{url:reportFraudSite}}", source: SOURCES.ftcReport },
  identityTheft: { name: "{{fact:identityTheftSite}}", url: "{{url:identityTheftSite}}", source: SOURCES.ftcIdentityTheft },
  ic3: { name: "{{fact:ic3Site}} (FBI Internet Crime Complaint Center)", url: "{{url:ic3Site}}", source: SOURCES.ic3 },
  ssaOig: {
    name: "{{fact:ssaOigSite}} (Social Security Office of the Inspector General)",
    url: "{{url:ssaOigSite}}",
    source: SOURCES.ssaOig,
  },
  tigta: { name: "{{fact:tigtaSite}} (report an IRS impostor)", url: "{{url:tigtaSite}}reportcrime-misconduct", source: SOURCES.tigta },
  hhsOig: { name: "{{fact:hhsOigSite}} (report Medicare fraud)", url: "{{url:hhsOigSite}}fraud/report-fraud/", source: SOURCES.hhsOig },
  smp: { name: "{{fact:smpSite}} (find {your} Senior Medicare Patrol)", url: "{{url:smpSite}}", source: SOURCES.smp },
  uspis: { name: "{{fact:uspisSite}}/report (U.S. Postal Inspection Service)", url: "{{url:uspisSite}}report", source: SOURCES.uspis },
  fcc: { name: "{{fact:fccSite}}/complaints (Federal Communications Commission)", url: "{{url:fccSite}}complaints", source: SOURCES.fcc },
  naag: { name: "Find the attorney general of {state} ({{fact:naagSite}})", url: "{{url:naagSite}}find-my-ag/", source: SOURCES.naag },
  napsa: {
    name: "Find Adult Protective Services in {state} ({{fact:napsaSite}})",
    url: "{{url:napsaSite}}help-in-your-area/",
    source: SOURCES.napsa,
  },
  equifax: {
    name: "Equifax credit freeze",
    url: "{{url:equifaxSite}}personal/credit-report-services/credit-freeze/",
    source: SOURCES.equifax,
  },
  experian: { name: "Experian credit freeze", url: "{{url:experianSite}}freeze/center.html", source: SOURCES.experian },
  transunion: { name: "TransUnion credit freeze", url: "{{url:transunionSite}}credit-freeze", source: SOURCES.transunion },
  ftcGiftCards: {
    name: "FTC: what to do about a gift card scam",
    url: "{{url:consumerFtcSite}}articles/avoiding-and-reporting-gift-card-scams",
    source: SOURCES.ftcGiftCards,
  },
  ftcTechSupport: {
    name: "FTC: tech support scams",
    url: "{{url:consumerFtcSite}}articles/how-spot-avoid-and-report-tech-support-scams",
    source: SOURCES.ftcRemoteAccess,
  },
} as const satisfies Record<string, HelpLink>;
