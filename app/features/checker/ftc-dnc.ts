/**
 * The FTC's Do Not Call "reported calls" data (ftc.gov, Do Not Call data sets): one CSV row per
 * complaint, of which the checker keeps only the number that called and the day it was reported,
 * counted per number and day. The consumer's city, state and area code are read past, never kept.
 * Parsed with Papa Parse (MIT; decision 0034).
 */
import Papa from "papaparse";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** The columns the checker needs, as the FTC names them. */
export const FTC_COLUMNS = { number: "Company_Phone_Number", reported: "Created_Date" } as const;

export interface FtcCounts {
  /** E.164 number -> day (YYYY-MM-DD) -> complaints. */
  counts: Map<string, Map<string, number>>;
  /** Rows read, and rows left out (no usable number or date). */
  rows: number;
  skipped: number;
}

export type FtcParse = ({ ok: true } & FtcCounts) | { ok: false; problem: string };

/** "2025-10-01 13:04:11", "2025-10-01T13:04:11Z" or "10/1/2025 1:04 PM" -> "2025-10-01". */
export function ftcDay(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(value.trim());
  if (us) return `${us[3]}-${us[1].padStart(2, "0")}-${us[2].padStart(2, "0")}`;
  return null;
}

/** A U.S. number as the FTC writes it ("8005551234", "800-555-1234") in E.164, or null. */
export function ftcNumber(value: string): string | null {
  const number = parsePhoneNumberFromString(value.trim(), "US");
  return number?.isPossible() ? number.number : null;
}

export function parseFtcCsv(text: string): FtcParse {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = Object.values(FTC_COLUMNS).filter((column) => !fields.includes(column));
  if (missing.length > 0) {
    return {
      ok: false,
      problem: `This is not the FTC's reported-calls file: it has no ${missing.join(" or ")} column. Download a file from the FTC's Do Not Call data page and upload it as it is.`,
    };
  }
  const counts = new Map<string, Map<string, number>>();
  let skipped = 0;
  for (const row of parsed.data) {
    const number = ftcNumber(row[FTC_COLUMNS.number] ?? "");
    const day = ftcDay(row[FTC_COLUMNS.reported] ?? "");
    if (!number || !day) {
      skipped++;
      continue;
    }
    const days = counts.get(number) ?? new Map<string, number>();
    days.set(day, (days.get(day) ?? 0) + 1);
    counts.set(number, days);
  }
  if (parsed.data.length === 0) return { ok: false, problem: "The file has no rows. Upload a file with at least one reported call." };
  return { ok: true, counts, rows: parsed.data.length, skipped };
}
