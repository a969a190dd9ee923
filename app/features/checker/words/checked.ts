/** The dates and the source record of the checker's directory (official.ts, official-lines.ts, toll-agencies.ts). */
import type { CheckSource } from "../types";

/** The day the directory's first entries were checked. */
export const CHECKED = "2026-11-23";
/** The day the Postal Service's, the toll agencies' and the shared hosts' entries were added. */
export const ADDED = "2026-11-26";
/** The day the banks', the parcel services', the phone companies' and the federal lines' entries were added. */
export const GROWN = "2026-11-27";
/** The page an entry was read from, and the day it was checked. */
export const from = (url: string, checked = CHECKED): CheckSource => ({ url, checked });
