/**
 * Where to report, chosen by the story, the way it started and the way money was sent. State
 * offices go through the official locators with the state named: no state's own number is carried
 * without a named source. A try that cost nothing (nothing paid or shared) needs only the FTC and
 * the agency that was copied, not the police, the FBI and the state's offices.
 */
import type { ReportRoute } from "../data";
import { LINK, PHONE } from "./contacts";

export const REPORT_ROUTES: readonly ReportRoute[] = [
  {
    id: "ftc",
    applies: { always: true },
    when: "today",
    title: "Report it to the Federal Trade Commission",
    text: "Report every scam at {{fact:reportFraudSite}}, at any hour, or by phone. The FTC shares reports with police across the country. Use the report summary below.",
    links: [LINK.reportFraud],
    contacts: [PHONE.ftc],
  },
  {
    id: "ic3",
    applies: {
      contacts: ["email", "social", "popup", "text"],
      stories: ["romance", "investment", "tech", "job"],
      payments: ["crypto", "cash", "wire"],
      lost: true,
    },
    when: "today",
    title: "Report it to the FBI",
    text: "The FBI's Internet Crime Complaint Center takes reports of scams that used the internet, crypto, wire transfers or couriers. If {you} are 60 or older, the National Elder Fraud Hotline can help {you} fill in the report.",
    links: [LINK.ic3],
  },
  {
    id: "ssa-oig",
    applies: { stories: ["government"] },
    when: "this week",
    title: "If they said they were from Social Security: tell its Inspector General",
    text: "Social Security's Office of the Inspector General takes reports of people pretending to be Social Security.",
    links: [LINK.ssaOig],
  },
  {
    id: "tigta",
    applies: { stories: ["government"] },
    when: "this week",
    title: "If they said they were from the IRS: tell TIGTA",
    text: "The Treasury Inspector General for Tax Administration takes reports of people pretending to be the IRS.",
    links: [LINK.tigta],
    contacts: [PHONE.tigta],
  },
  {
    id: "medicare-fraud",
    applies: { stories: ["government"], shared: ["medicare"] },
    when: "this week",
    title: "If it was about Medicare: tell the HHS Inspector General or the Senior Medicare Patrol",
    text: "The Office of Inspector General of Health and Human Services takes reports of Medicare fraud. The Senior Medicare Patrol in {your} state can help {you} check {your} Medicare statements.",
    links: [LINK.hhsOig, LINK.smp],
    contacts: [PHONE.hhsOig, PHONE.smp],
  },
  {
    id: "uspis",
    applies: { contacts: ["letter"], payments: ["cash"] },
    when: "this week",
    title: "Report mail fraud to the U.S. Postal Inspection Service",
    text: "If the scam came by mail, or money went by mail, report it to the Postal Inspection Service.",
    links: [LINK.uspis],
    contacts: [PHONE.uspis],
  },
  {
    id: "fcc",
    applies: { contacts: ["phone", "text"] },
    when: "this week",
    title: "Report the call or text to the FCC",
    text: "The Federal Communications Commission takes complaints about scam calls, robocalls and fake caller ID.",
    links: [LINK.fcc],
  },
  {
    id: "state-ag",
    applies: { always: true, lost: true },
    when: "this week",
    title: "Tell the attorney general of {state}",
    text: "The attorney general's office of {state} takes reports of scams and warns others. Use the national directory of attorneys general to find the office and its number.",
    links: [LINK.naag],
  },
  {
    id: "aps",
    applies: { always: true, lost: true },
    when: "this week",
    title: "Older or disabled adults: Adult Protective Services in {state}",
    text: "Adult Protective Services helps older adults and adults with a disability who were harmed or cheated. Find the office for {state} in the national directory, or call the Eldercare Locator on weekdays.",
    links: [LINK.napsa],
    contacts: [PHONE.eldercareLocator],
  },
  {
    id: "police",
    applies: { always: true, lost: true },
    when: "today",
    title: "Report it to the local police",
    text: "Call the police non-emergency number and ask for a report number. Banks and other companies may ask for it. Call 911 if {you} are in danger or someone is at the door demanding money.",
    contacts: [PHONE.emergency],
  },
];
