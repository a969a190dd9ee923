/** The helplines of "Who can help", with their opening hours in Eastern Time. */
import type { Helpline } from "../data";
import { SOURCES } from "./sources";

const EASTERN = "America/New_York";
const WEEKDAYS = [1, 2, 3, 4, 5];

export const HELPLINES: readonly Helpline[] = [
  {
    id: "elder-fraud-hotline",
    name: "National Elder Fraud Hotline",
    owner: "U.S. Department of Justice",
    display: "{{fact:elderFraudHotline}}",
    tel: "{{tel:elderFraudHotline}}",
    // Its own pages: "Monday–Friday, 10:00 a.m.–6:00 p.m. eastern time", "except some holidays".
    hours: { kind: "weekly", days: WEEKDAYS, open: 10 * 60, close: 18 * 60, timeZone: EASTERN, onHolidays: "closed" },
    hoursText: "{{fact:elderFraudHotlineHours}}, except some holidays",
    purpose:
      "Case managers help people 60 and older and their families report fraud and find the right agencies. In English, Spanish and other languages.",
    fraudHelp: true,
    source: SOURCES.elderFraudHotline,
  },
  {
    id: "aarp-helpline",
    name: "AARP Fraud Watch Network Helpline",
    owner: "AARP",
    display: "{{fact:aarpHelplineLong}}",
    tel: "{{tel:aarpHelpline}}",
    // AARP gives weekday hours and says nothing of holidays: the plan never shows it open on one.
    hours: { kind: "weekly", days: WEEKDAYS, open: 8 * 60, close: 20 * 60, timeZone: EASTERN, onHolidays: "may close" },
    hoursText: "{{fact:aarpHelplineHours}}",
    purpose: "Trained volunteers listen and help with next steps. Free, and open to anyone, member or not.",
    fraudHelp: true,
    source: SOURCES.aarpHelpline,
  },
  {
    id: "988",
    name: "988 Suicide & Crisis Lifeline",
    owner: "U.S. Department of Health and Human Services (SAMHSA)",
    display: "988",
    tel: "988",
    hours: { kind: "always" },
    hoursText: "Any time, day or night; call or text",
    purpose: "If {you} feel upset, frightened or hopeless after losing money. Free and private.",
    fraudHelp: false,
    source: SOURCES.lifeline988,
  },
];
