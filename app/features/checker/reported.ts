/**
 * The numbers and addresses people reported, looked up without sending what was pasted: the range
 * query of Have I Been Pwned's password API. The browser hashes each number (E.164) or registrable
 * domain with SHA-256, sends only the first REPORT_PREFIX_LENGTH hex characters, gets back every
 * reported hash that starts with them, and matches on its own. Without JavaScript the server does the
 * same in the request and keeps nothing (routes/check.tsx).
 */
import type { Reportable } from "./types";

export const REPORT_PREFIX_LENGTH = 5;
export const PREFIX_PATTERN = /^[0-9a-f]{5}$/;
/** Where the browser asks for one prefix's hashes (routes/check.reported.$prefix.ts). */
export const reportedPath = (prefix: string) => `/check/reported/${prefix}`;

/** One reported hash and its counts in the window, by where the reports came from. */
export interface ReportedHash {
  hash: string;
  /** Reports from readers that the operator approved (issue 29). */
  readers: number;
  /** Complaints in the FTC's Do Not Call reported-calls data. */
  ftc: number;
}

export interface ReportedMatch extends Reportable, Omit<ReportedHash, "hash"> {}

/** The SHA-256 of a key, as 64 lower-case hex characters. Web Crypto: the same in browsers and workerd. */
export async function hashKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const prefixOf = (hash: string) => hash.slice(0, REPORT_PREFIX_LENGTH);

/**
 * The reported ones among `items`: each is hashed here, only its prefix goes to `lookup`, and the
 * full hash is compared here. A prefix asked for twice is asked once.
 */
export async function matchReported(
  items: readonly Reportable[],
  lookup: (prefix: string) => Promise<readonly ReportedHash[]>,
): Promise<ReportedMatch[]> {
  const hashed = await Promise.all(items.map(async (item) => ({ item, hash: await hashKey(item.key) })));
  const asked = new Map<string, Promise<readonly ReportedHash[]>>();
  const matches: ReportedMatch[] = [];
  for (const { item, hash } of hashed) {
    const prefix = prefixOf(hash);
    if (!asked.has(prefix)) asked.set(prefix, lookup(prefix));
    const found = (await asked.get(prefix))?.find((candidate) => candidate.hash === hash);
    if (found && found.readers + found.ftc > 0) matches.push({ ...item, readers: found.readers, ftc: found.ftc });
  }
  return matches;
}

/** Reads the lookup's answer, keeping only well-formed entries (the answer is data, never trusted blindly). */
export function readReportedAnswer(body: unknown): ReportedHash[] {
  const list =
    typeof body === "object" && body !== null && Array.isArray((body as { hashes?: unknown }).hashes)
      ? (body as { hashes: unknown[] }).hashes
      : [];
  return list.flatMap((entry) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { hash, readers, ftc } = entry as Record<string, unknown>;
    if (typeof hash !== "string" || !/^[0-9a-f]{64}$/.test(hash)) return [];
    const count = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 0);
    return [{ hash, readers: count(readers), ftc: count(ftc) }];
  });
}

/** The browser's lookup: one request per prefix, carrying nothing but the prefix. */
export async function fetchReported(prefix: string): Promise<ReportedHash[]> {
  const response = await fetch(reportedPath(prefix), { credentials: "omit", headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`reported lookup: ${response.status}`);
  return readReportedAnswer(await response.json());
}
