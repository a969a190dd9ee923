/**
 * A check's answer in Spanish (/es/revisar): the same signs, outcome and spans as the English
 * answer, each sign worded again from what filled it. Loaded only by the Spanish page.
 */
import { worded } from "../signal";
import type { CheckResult, Signal } from "../types";
import { NAMES_ES } from "../words/es/names";
import { SIGNAL_WORDS } from "./explain";
import { NEXT_CHECKS } from "./next-checks";

/** The names that filled a sign, in Spanish where they hold English words ("the IRS" is "el IRS"). */
function namesInSpanish(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([slot, value]) => [slot, NAMES_ES[value] ?? value]));
}

/** "de el IRS" is "del IRS", "a el" is "al"; a line starts with a capital ("una agencia" at the start). */
function tidy(line: string): string {
  const joined = line.replace(/\bde el\b/g, "del").replace(/\ba el\b/g, "al");
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

function signInSpanish(found: Signal): Signal {
  const { title, why, action } = worded(found.id, namesInSpanish(found.values), SIGNAL_WORDS, "es");
  return { ...found, title: tidy(title), why: tidy(why), action: tidy(action) };
}

export function resultInSpanish(result: CheckResult): CheckResult {
  return {
    ...result,
    signals: result.signals.map(signInSpanish),
    nextChecks: NEXT_CHECKS[result.kind][result.outcome],
  };
}
