/**
 * "Scams reported to us" (/reports): approved reports counted this month and over the last 12, by
 * who the scammers said they were, by how they made contact and by state, with a risk line (in the
 * spirit of BBB's Risk Index) only where there are enough reports to say anything.
 */
import { CHANNELS, CLAIMS, LOSSES } from "./report";

/** Fewer reports than this in a row, and its share who lost money and its typical loss are not shown. */
export const RISK_MIN_REPORTS = 10;

export interface ReportRow {
  createdAt: string;
  channel: string;
  claimed: string;
  lost: string | null;
  state: string | null;
}

export interface CountRow {
  value: string;
  label: string;
  month: number;
  year: number;
  /** Share of the year's reports that lost money, when the reports say (0 to 1), or null when too few. */
  lostShare: number | null;
  /** The middle loss range of those who lost money, or null when too few. */
  medianLoss: string | null;
}

export interface ReportStats {
  month: string;
  totals: { month: number; year: number };
  byClaim: CountRow[];
  byChannel: CountRow[];
  byState: CountRow[];
}

const LOSS_ORDER: readonly string[] = LOSSES.map((loss) => loss.value).filter((value) => value !== "none" && value !== "rather-not");
const lossLabel = (value: string) => LOSSES.find((loss) => loss.value === value)?.label ?? value;

function row(value: string, label: string, rows: readonly ReportRow[], monthStart: string): CountRow {
  const told = rows.filter((item) => item.lost !== null && item.lost !== "rather-not");
  const lost = told.filter((item) => item.lost !== "none").map((item) => item.lost as string);
  const enough = rows.length >= RISK_MIN_REPORTS && told.length > 0;
  const sorted = [...lost].sort((a, b) => LOSS_ORDER.indexOf(a) - LOSS_ORDER.indexOf(b));
  const median = sorted.length > 0 ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
  return {
    value,
    label,
    month: rows.filter((item) => item.createdAt >= monthStart).length,
    year: rows.length,
    lostShare: enough ? lost.length / told.length : null,
    medianLoss: enough && median ? lossLabel(median) : null,
  };
}

/** Counts by one field, most reported first, leaving out what no one reported. */
function countBy(rows: readonly ReportRow[], key: "claimed" | "channel" | "state", labels: (value: string) => string, monthStart: string) {
  const values = [...new Set(rows.map((item) => item[key]).filter((value): value is string => Boolean(value)))];
  return values
    .map((value) =>
      row(
        value,
        labels(value),
        rows.filter((item) => item[key] === value),
        monthStart,
      ),
    )
    .sort((a, b) => b.year - a.year || a.label.localeCompare(b.label));
}

/** `rows`: the approved reports of the last 12 months (and this month), optionally of one state. */
export function reportStats(rows: readonly ReportRow[], now: Date, stateName: (code: string) => string): ReportStats {
  const monthStart = `${now.toISOString().slice(0, 7)}-01`;
  const claimLabel = (value: string) => CLAIMS.find((claim) => claim.value === value)?.label ?? value;
  const channelLabel = (value: string) => CHANNELS.find((channel) => channel.value === value)?.label ?? value;
  return {
    month: now.toISOString().slice(0, 7),
    totals: { month: rows.filter((item) => item.createdAt >= monthStart).length, year: rows.length },
    byClaim: countBy(rows, "claimed", claimLabel, monthStart),
    byChannel: countBy(rows, "channel", channelLabel, monthStart),
    byState: countBy(rows, "state", stateName, monthStart),
  };
}
