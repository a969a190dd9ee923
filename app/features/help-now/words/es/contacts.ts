/**
 * Los teléfonos y las direcciones web del plan personal, en español. Each number is the English
 * one (same display, tel and source); a link goes to the Spanish version of the page where the
 * FTC or the agency has one (its source in ./sources), and to the English page otherwise.
 */
import type { HelpContact, HelpLink } from "../../data";
import { SOURCES } from "../sources";
import { SOURCES as ES_SOURCES } from "./sources";

export const PHONE = {
  elderFraudHotline: {
    name: "Línea Nacional contra el Fraude a Personas Mayores (National Elder Fraud Hotline, Departamento de Justicia de EE. UU.)",
    display: "{{fact:elderFraudHotline}}",
    tel: "{{tel:elderFraudHotline}}",
    source: SOURCES.elderFraudHotline,
  },
  // The FTC's own Spanish name (consumidor.ftc.gov).
  ftc: { name: "Comisión Federal de Comercio (FTC)", display: "{{fact:ftc}}", tel: "{{tel:ftc}}", source: SOURCES.ftcReport },
  moneyGram: { name: "MoneyGram", display: "{{fact:moneyGram}}", tel: "{{tel:moneyGram}}", source: SOURCES.moneyGram },
  westernUnion: { name: "Western Union", display: "{{fact:westernUnion}}", tel: "{{tel:westernUnion}}", source: SOURCES.ftcScammed },
  // Ria's fraud line answers at an extension; the tel: link dials it after a pause.
  ria: {
    name: "Ria Money Transfer (línea de fraude)",
    display: "1-877-443-1399, ext. 1615",
    tel: "+18774431399,1615",
    source: SOURCES.ria,
  },
  uspis: {
    name: "Servicio de Inspección Postal de EE. UU. (U.S. Postal Inspection Service)",
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
    name: "Oficina del Inspector General del HHS ({{fact:hhsOigLetters}})",
    display: "{{fact:hhsOig}}",
    tel: "{{tel:hhsOig}}",
    source: SOURCES.hhsOig,
  },
  smp: {
    name: "Senior Medicare Patrol (SMP)",
    display: "{{fact:seniorMedicarePatrol}}",
    tel: "{{tel:seniorMedicarePatrol}}",
    source: SOURCES.smp,
  },
  tigta: {
    name: "TIGTA (Treasury Inspector General for Tax Administration)",
    display: "{{fact:tigta}}",
    tel: "{{tel:tigta}}",
    source: SOURCES.tigta,
  },
  eldercareLocator: {
    name: "Eldercare Locator (servicios para personas mayores)",
    display: "{{fact:eldercareLocator}}",
    tel: "{{tel:eldercareLocator}}",
    source: SOURCES.eldercareLocator,
  },
  emergency: { name: "Emergencias (policía)", display: "911", tel: "911", source: SOURCES.emergency911 },
} as const satisfies Record<string, HelpContact>;

export const LINK = {
  // ReportFraud.ftc.gov in Spanish.
  reportFraud: { name: "{{fact:reporteFraudeSite}}", url: "{{url:reporteFraudeSite}}", source: ES_SOURCES.reporteFraude },
  // IdentityTheft.gov in Spanish.
  identityTheft: { name: "{{fact:robodeIdentidadSite}}", url: "{{url:robodeIdentidadSite}}", source: ES_SOURCES.robodeIdentidad },
  ic3: { name: "{{fact:ic3Site}} (Centro de Denuncias de Delitos por Internet del FBI)", url: "{{url:ic3Site}}", source: SOURCES.ic3 },
  // The Inspector General's own Spanish pages (oig.ssa.gov/espanol).
  ssaOig: {
    name: "{{fact:ssaOigSite}}/espanol (Oficina del Inspector General del Seguro Social)",
    url: "{{url:ssaOigSite}}espanol/",
    source: ES_SOURCES.ssaOig,
  },
  tigta: {
    name: "{{fact:tigtaSite}} (reporte a quien se hace pasar por el IRS)",
    url: "{{url:tigtaSite}}reportcrime-misconduct",
    source: SOURCES.tigta,
  },
  hhsOig: { name: "{{fact:hhsOigSite}} (reporte fraude a Medicare)", url: "{{url:hhsOigSite}}fraud/report-fraud/", source: SOURCES.hhsOig },
  smp: { name: "{{fact:smpSite}} (busque la Senior Medicare Patrol de {your} estado)", url: "{{url:smpSite}}", source: SOURCES.smp },
  uspis: {
    name: "{{fact:uspisSite}}/report (Servicio de Inspección Postal de EE. UU.)",
    url: "{{url:uspisSite}}report",
    source: SOURCES.uspis,
  },
  fcc: {
    name: "{{fact:fccSite}}/complaints (Comisión Federal de Comunicaciones)",
    url: "{{url:fccSite}}complaints",
    source: SOURCES.fcc,
  },
  naag: { name: "Busque al fiscal general de {state} ({{fact:naagSite}})", url: "{{url:naagSite}}find-my-ag/", source: SOURCES.naag },
  napsa: {
    name: "Busque los Servicios de Protección de Adultos de {state} ({{fact:napsaSite}})",
    url: "{{url:napsaSite}}help-in-your-area/",
    source: SOURCES.napsa,
  },
  equifax: {
    name: "Congelamiento de crédito en Equifax",
    url: "{{url:equifaxSite}}personal/credit-report-services/credit-freeze/",
    source: SOURCES.equifax,
  },
  experian: { name: "Congelamiento de crédito en Experian", url: "{{url:experianSite}}freeze/center.html", source: SOURCES.experian },
  transunion: { name: "Congelamiento de crédito en TransUnion", url: "{{url:transunionSite}}credit-freeze", source: SOURCES.transunion },
  // No Spanish twin of the English article was found in the stored pages: the FTC's Spanish page on
  // what to do after a gift card scam (call the issuer, ask for the money back, report it).
  ftcGiftCards: {
    name: "FTC: qué hacer después de una estafa con tarjetas de regalo",
    url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2023/12/manten-tu-dinero-salvo-de-los-estafadores-de-tarjetas-regalo-durante-esta-temporada-de-fiestas",
    source: ES_SOURCES.ftcGiftCards,
  },
  // The FTC's Spanish page on tech support scams (Pásalo).
  ftcTechSupport: {
    name: "FTC: estafas de soporte técnico",
    url: "{{url:consumidorFtcSite}}destacado/pasalo/las-estafas-de-impostores/estafas-de-soporte-tecnico",
    source: ES_SOURCES.ftcTechSupport,
  },
} as const satisfies Record<string, HelpLink>;
