/**
 * When a reported number, address or email may be shown and enter the checker's lookup: at least
 * PUBLISH_MIN_REPORTS approved reports of it within PUBLISH_WINDOW_DAYS. Reports are counted as
 * independent when their stories differ (the same text sent again is one report).
 */
export const PUBLISH_MIN_REPORTS = 3;
export const PUBLISH_WINDOW_DAYS = 30;

export interface ApprovedReport {
  createdAt: string;
  story: string | null;
}

/** The approved reports that count: in the window, one per distinct story (no story counts each time). */
export function independentReports(reports: readonly ApprovedReport[], now: Date): ApprovedReport[] {
  const from = new Date(now.getTime() - PUBLISH_WINDOW_DAYS * 86_400_000).toISOString();
  const seen = new Set<string>();
  return reports.filter((report) => {
    if (report.createdAt < from) return false;
    const story = report.story?.trim().toLowerCase().replace(/\s+/g, " ") ?? "";
    if (story === "") return true;
    if (seen.has(story)) return false;
    seen.add(story);
    return true;
  });
}

export function isPublishable(reports: readonly ApprovedReport[], now: Date): boolean {
  return independentReports(reports, now).length >= PUBLISH_MIN_REPORTS;
}

/** The counts per day the checker's lookup shows ("Reported to us N times in the last 30 days"). */
export function dayCounts(reports: readonly ApprovedReport[], now: Date): Map<string, number> {
  const days = new Map<string, number>();
  for (const report of independentReports(reports, now)) {
    const day = report.createdAt.slice(0, 10);
    days.set(day, (days.get(day) ?? 0) + 1);
  }
  return days;
}
