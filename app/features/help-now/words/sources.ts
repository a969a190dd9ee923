/**
 * The pages every number and address of the help data was read from, and the date each was last
 * checked. To update a number: open its source page, change the number where it is typed (in
 * app/facts.ts when the content file writes its token, `{{fact:ftc}}`; otherwise in the
 * content file beside it), and change `checked` to the day you checked it.
 */
import type { Source } from "../data";

const CHECKED = "2026-11-23";
/** Entries read again or added when the plan's steps were rewritten. */
const RECHECKED = "2026-11-26";

export const SOURCES = {
  elderFraudHotline: { url: "https://ovc.ojp.gov/program/stop-elder-fraud", checked: RECHECKED },
  /** "Except some holidays": the hotline's own questions and answers. */
  elderFraudHotlineFaq: { url: "https://ovc.ojp.gov/program/stop-elder-fraud/faqs", checked: RECHECKED },
  aarpHelpline: { url: "https://www.aarp.org/money/scams-fraud/helpline/", checked: CHECKED },
  lifeline988: { url: "https://988lifeline.org/", checked: CHECKED },
  ftcScammed: { url: "https://consumer.ftc.gov/articles/what-do-if-you-were-scammed", checked: CHECKED },
  ftcGiftCards: { url: "https://consumer.ftc.gov/articles/avoiding-and-reporting-gift-card-scams", checked: RECHECKED },
  ftcReport: { url: "https://reportfraud.ftc.gov/", checked: CHECKED },
  ftcIdentityTheft: { url: "https://www.identitytheft.gov/", checked: CHECKED },
  ftcCreditFreeze: { url: "https://consumer.ftc.gov/articles/what-know-about-credit-freezes-and-fraud-alerts", checked: CHECKED },
  ftcRemoteAccess: { url: "https://consumer.ftc.gov/articles/how-spot-avoid-and-report-tech-support-scams", checked: CHECKED },
  ftcRecoveryScams: { url: "https://consumer.ftc.gov/articles/refund-and-recovery-scams", checked: CHECKED },
  ftcFamilyEmergency: {
    url: "https://consumer.ftc.gov/consumer-alerts/2023/03/scammers-use-ai-enhance-their-family-emergency-schemes",
    checked: CHECKED,
  },
  ic3: { url: "https://www.ic3.gov/", checked: CHECKED },
  medicare: { url: "https://www.medicare.gov/basics/reporting-medicare-fraud-and-abuse", checked: CHECKED },
  hhsOig: { url: "https://oig.hhs.gov/fraud/report-fraud/", checked: CHECKED },
  smp: { url: "https://smpresource.org/", checked: CHECKED },
  ssaOig: { url: "https://oig.ssa.gov/", checked: CHECKED },
  tigta: { url: "https://www.tigta.gov/reportcrime-misconduct", checked: CHECKED },
  uspis: { url: "https://www.uspis.gov/report", checked: CHECKED },
  fcc: { url: "https://www.fcc.gov/complaints", checked: CHECKED },
  naag: { url: "https://www.naag.org/find-my-ag/", checked: CHECKED },
  napsa: { url: "https://www.napsa-now.org/help-in-your-area/", checked: CHECKED },
  eldercareLocator: { url: "https://eldercare.acl.gov/", checked: CHECKED },
  equifax: { url: "https://www.equifax.com/personal/credit-report-services/credit-freeze/", checked: CHECKED },
  experian: { url: "https://www.experian.com/freeze/center.html", checked: CHECKED },
  transunion: { url: "https://www.transunion.com/credit-freeze", checked: CHECKED },
  fbiCouriers: { url: "https://www.ic3.gov/PSA/2024/PSA240129", checked: CHECKED },
  fbiCodeWord: { url: "https://www.ic3.gov/PSA/2024/PSA241203", checked: CHECKED },
  moneyGram: { url: "https://www.moneygram.com/us/en/fraud-alert", checked: CHECKED },
  ria: { url: "https://riamoneytransfer.com/us/en/terms-and-conditions", checked: RECHECKED },
  /** The FBI on its Recovery Asset Team: it asks a U.S. bank to freeze money sent there, when the IC3 report comes in fast. */
  fbiRecoveryAssetTeam: {
    url: "https://www.fbi.gov/contact-us/field-offices/lasvegas/news/press-releases/fbi-las-vegas-federal-fact-friday-recovery-asset-team",
    checked: RECHECKED,
  },
  /**
   * The FBI's Financial Fraud Kill Chain criteria for a wire sent abroad ($50,000 or more, a SWIFT
   * recall started, within 72 hours), as a fraud-prevention service for banks publishes them: no
   * stored FBI page lists them.
   */
  fbiKillChain: { url: "https://efraudprevention.net/home/education/index-efp.aspx?a=203&z=0", checked: RECHECKED },
  zelle: { url: "https://www.zellepay.com/support/report-scam", checked: CHECKED },
  emergency911: { url: "https://www.911.gov/", checked: CHECKED },
} as const satisfies Record<string, Source>;
