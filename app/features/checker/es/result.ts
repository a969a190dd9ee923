/**
 * A check's answer in Spanish (/es/revisar): the same signs, outcome and spans as the English
 * answer, each sign worded again from what filled it. Loaded only by the Spanish page.
 */
import { worded } from "../signal";
import type { CheckResult } from "../types";
import { NEXT_CHECKS, SIGNAL_WORDS } from "./explain";

export function resultInSpanish(result: CheckResult): CheckResult {
  return {
    ...result,
    signals: result.signals.map((found) => ({ ...found, ...worded(found.id, found.values, SIGNAL_WORDS, "es") })),
    nextChecks: NEXT_CHECKS[result.kind][result.outcome],
  };
}
