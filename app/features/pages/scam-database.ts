import { containsText } from "~/lib/contains-text";

/** Scam database filters. */
export const RISK_FILTERS = ["all", "Low", "Medium", "High", "Critical"] as const;
export type RiskFilter = (typeof RISK_FILTERS)[number];

export interface DatabaseQuery {
  q: string;
  category: string;
  risk: RiskFilter;
}

export function parseDatabaseQuery(params: URLSearchParams, categories: readonly string[]): DatabaseQuery {
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const category = params.get("category") ?? "all";
  const risk = params.get("risk") ?? "all";
  return {
    q,
    category: categories.includes(category) ? category : "all",
    risk: (RISK_FILTERS as readonly string[]).includes(risk) ? (risk as RiskFilter) : "all",
  };
}

/**
 * "Database search: case-insensitive substring of title, description, type or any keyword;
 * category and risk filters are exact or 'all'; all three combine." `found` are the records the
 * site's word search matched for `q` (plurals, typos, synonyms: app/lib/text-search.ts); a record
 * either of the two finds is shown.
 */
export function filterScams<
  T extends { title: string; description: string; type: string; keywords: readonly string[]; category: string; riskLevel: string },
>(records: readonly T[], { q, category, risk }: DatabaseQuery, found: readonly T[] = []): T[] {
  return records.filter(
    (r) =>
      (category === "all" || r.category === category) &&
      (risk === "all" || r.riskLevel === risk) &&
      (q === "" || found.includes(r) || containsText([r.title, r.description, r.type, ...r.keywords], q)),
  );
}

/** "Found N scam(s) matching ..." — what the filters were, in words. */
export function resultLine(count: number, query: DatabaseQuery): string {
  const parts = [
    query.q ? `"${query.q}"` : "",
    query.category !== "all" ? `category ${query.category}` : "",
    query.risk !== "all" ? `${query.risk} risk` : "",
  ].filter(Boolean);
  return `Found ${count} scam(s) matching ${parts.length ? parts.join(", ") : "all filters"}`;
}
