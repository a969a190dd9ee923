/**
 * US federal holidays, as observed (a Saturday holiday on the Friday before, a Sunday one on the
 * Monday after), from @18f/us-federal-holidays, kept by the US government's 18F team. The helplines
 * that close on them are marked in their opening hours. Imported only by server code, so the
 * calendar library never reaches a reader's browser.
 */
import { allForYear } from "@18f/us-federal-holidays";
import type { HolidayRule } from "./opening-hours";

const byYear = new Map<number, Map<string, string>>();

function holidaysOf(year: number): Map<string, string> {
  let days = byYear.get(year);
  if (!days) {
    // New Year's Day of the next year can be observed on 31 December of this one.
    days = new Map([...allForYear(year), ...allForYear(year + 1)].map((h) => [h.dateString, h.name]));
    byYear.set(year, days);
  }
  return days;
}

/** The federal holiday observed on a date ("2026-11-26" → "Thanksgiving Day"), or null. */
export const federalHoliday: HolidayRule = (isoDate) => holidaysOf(Number(isoDate.slice(0, 4))).get(isoDate) ?? null;
