/** IndexNow submission (README: Telling search engines about new pages). */
import { href } from "react-router";
export const INDEXNOW_ENDPOINTS = [
  "https://api.indexnow.org/indexnow",
  "https://www.bing.com/indexnow",
  "https://yandex.com/indexnow",
] as const;
export const INDEXNOW_BATCH_SIZE = 10;
export const INDEXNOW_BATCH_DELAY_MS = 1000;
export const INDEXNOW_KEY_PATH = href("/indexnow-key.txt");

/** "Success is an ok status or 202." */
export function accepted(status: number): boolean {
  return (status >= 200 && status < 300) || status === 202;
}

export function batches<T>(items: readonly T[], size = INDEXNOW_BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** One batch's answer from each endpoint: an HTTP status, or null when the request failed. */
export type BatchResult = { urls: string[]; statuses: (number | null)[] };

export type SubmissionOutcome = "success" | "partial" | "failure";

/**
 * "It counts as full success only if every batch succeeded on at least one endpoint"; some batches
 * succeeding is a partial success; none is a failure.
 */
export function outcome(results: readonly BatchResult[]): SubmissionOutcome {
  const ok = results.filter((r) => r.statuses.some((s) => s !== null && accepted(s))).length;
  if (results.length > 0 && ok === results.length) return "success";
  return ok > 0 ? "partial" : "failure";
}

/** The toasts the operator sees after a submission. */
export const INDEXNOW_MESSAGES = {
  all: {
    success: { title: "✅ Submission Successful", description: "All pages were sent to the search engines." },
    partial: {
      title: "⚠️ Partial Success",
      description: "Some URLs were submitted successfully. Check console for details.",
      variant: "destructive" as const,
    },
    failure: {
      title: "❌ Submission Failed",
      description: "Failed to submit URLs to IndexNow. Please try again.",
      variant: "destructive" as const,
    },
  },
  page: {
    success: { title: "✅ Page Submitted", description: "This page was sent to the search engines." },
    failure: {
      title: "❌ Submission Failed",
      description: "Failed to submit current page. Please try again.",
      variant: "destructive" as const,
    },
    exception: {
      title: "❌ Submission Failed",
      description: "Failed to submit current page to IndexNow.",
      variant: "destructive" as const,
    },
  },
} as const;

/** Keys are 8-128 letters, digits or dashes (IndexNow protocol). */
export function validKey(key: string | null | undefined): key is string {
  return typeof key === "string" && /^[A-Za-z0-9-]{8,128}$/.test(key);
}

/** What the admin action answers, for the toast (or the result page without JavaScript). */
export type IndexNowResult = { scope: "all" | "page"; outcome: SubmissionOutcome | "exception"; count: number };

export function indexNowMessage(result: IndexNowResult): { title: string; description: string; variant?: "destructive" } {
  if (result.scope === "all") return INDEXNOW_MESSAGES.all[result.outcome === "exception" ? "failure" : result.outcome];
  if (result.outcome === "exception") return INDEXNOW_MESSAGES.page.exception;
  return INDEXNOW_MESSAGES.page[result.outcome === "success" ? "success" : "failure"];
}
