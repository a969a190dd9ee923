/**
 * The labelled checker corpus: real scam and legitimate links, messages and numbers, each with the
 * public page that quotes it. Read by `npm run bench:checker` and by tests/unit/checker-corpus.test.ts.
 */
import type { CheckKind, CheckResult, SignalId } from "../../app/features/checker/types";
import legit from "../fixtures/checker-corpus/legit.json";
import scamLinks from "../fixtures/checker-corpus/scam-links.json";
import scamMessages from "../fixtures/checker-corpus/scam-messages.json";
import scamPhones from "../fixtures/checker-corpus/scam-phones.json";

export interface CorpusItem {
  id: string;
  kind: CheckKind;
  label: "scam" | "legit";
  input: string;
  /** For scams: the signs a careful reader would name. One of them found counts as a correct reason. */
  expect?: string[];
  source: string;
  publisher: string;
  checked: string;
  note?: string;
}

export function loadCorpus(): CorpusItem[] {
  return [...scamLinks, ...scamMessages, ...scamPhones, ...legit] as CorpusItem[];
}

/** Signs that stand for the same reason under another name. */
const SAME_REASON: Partial<Record<string, SignalId[]>> = {
  "link-in-message": ["link-in-message", "lookalike", "brand-elsewhere", "punycode", "ip-host", "shortener", "listed-word", "at-sign"],
  "phone-in-message": ["phone-in-message", "one-ring", "international", "premium"],
  // A name built to look like a toll agency's or a company's is flagged by its bait words.
  lookalike: ["lookalike", "bait-words", "punycode", "brand-elsewhere"],
  // A brand's name on a domain it does not own: "account-icloud.com" is named either way.
  "brand-elsewhere": ["brand-elsewhere", "lookalike", "punycode"],
  // Someone you know, or say you know, who needs money far away or on a new number.
  "friend-money": ["friend-money", "relative-story", "new-number"],
  "relative-story": ["relative-story", "friend-money"],
  "new-number": ["new-number", "friend-money"],
  // The older sign for a surprise charge or a virus with a number to call says the same.
  "charge-to-call": ["charge-to-call", "tech-support"],
  // bit.ly and tinyurl.com are on the spec's listed link words: that sign names the shortener.
  shortener: ["shortener", "listed-word"],
};

export interface Grade {
  group: "scam" | "legit" | "spoofed";
  ok: boolean;
}

export function grade(item: CorpusItem, result: CheckResult): Grade {
  if (item.label === "legit") return { group: "legit", ok: result.outcome !== "warning" };
  if (item.expect?.includes("spoofed")) {
    return {
      group: "spoofed",
      ok: result.nextChecks.some((line) => /caller ID can be faked/i.test(line)),
    };
  }
  const found = new Set<string>(result.signals.map((signal) => signal.id));
  const reasons = (item.expect ?? []).flatMap((reason) => SAME_REASON[reason] ?? [reason]);
  return { group: "scam", ok: result.outcome === "warning" && reasons.some((reason) => found.has(reason)) };
}
