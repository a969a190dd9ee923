/**
 * The one checker behind /check and the home page's tools: works out what was pasted, finds every
 * sign, and gives one of three outcomes. It never says "safe". Pure, so it runs the same in the
 * reader's browser and, without JavaScript, on the server.
 */
import { parse } from "tldts/dist/index.esm.min.js";
import { linkSignals } from "./link";
import { isAdvice, listedWordsIn, messageSignals } from "./message";
import { numbersIn, phoneSignals, SHORT_CODE } from "./phone";
import { signal } from "./signal";
import { NEXT_CHECKS } from "./next-checks";
import type { CheckDirectory, CheckKind, CheckResult, OfficialMatch, Outcome, Reportable, Signal, Span } from "./types";

/** The most numbers and domains of one check that are looked up in the reported list. */
export const REPORTABLE_MAX = 5;

const LINK_START = /^(https?:|data:|javascript:|vbscript:|www\.)/i;
const PHONE_SHAPE = /^(tel:)?[+\d\s().\-/]{7,25}$/i;
// Links inside a message: with a scheme, with www., or a bare name and ending ("usps-help.top/pay"),
// which tldts then confirms is a real ending; never the part after an @ of an email address.
const LINK_IN_TEXT =
  /(?<![@\w.-])(?:(?:https?|hxxps?):\/\/[^\s<>"']+|www\.[^\s<>"']+|[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?![\w-])(?:\/[^\s<>"']*)?)/giu;

/** A sender's address in a pasted email ("From: support@paypa1-help.com"): looked up as people reported it, whole. */
const EMAIL_IN_TEXT = /[\w.%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?![\w-])/giu;

/** What the pasted text most likely is. */
export function detectKind(input: string): CheckKind {
  const text = input.trim();
  if (LINK_START.test(text)) return "link";
  if ((PHONE_SHAPE.test(text) && (text.match(/\d/g) ?? []).length >= 7) || SHORT_CODE.test(text)) return "phone";
  // An email address is not a link: "help@" is its mailbox, not a disguise. Its domain is checked as a sender's.
  if (/^[^\s@/]+@[^\s@/]+$/.test(text)) return "message";
  if (!/\s/.test(text) && text.includes(".")) {
    const parsed = parse(text);
    if (parsed.isIp || (parsed.domain && parsed.isIcann)) return "link";
  }
  return "message";
}

/** Two weak signs, or one strong one, make a warning. */
function outcomeOf(signals: Signal[], official: OfficialMatch | null): Outcome {
  const strong = signals.some((found) => found.strength === "strong");
  return strong || weakCount(signals) >= 2 ? "warning" : official ? "official" : "careful";
}

/** The weak signs besides the listed words are deadlines only ("final notice", "today"). */
function weakOnlyDeadline(signals: Signal[]): boolean {
  const others = signals.filter((found) => found.strength === "weak" && found.id !== "listed-words" && found.id !== "link-in-message");
  return others.length > 0 && others.every((found) => found.id === "deadline");
}

/**
 * Weak signs that rest on different words. The line naming a link does not count (its own signs
 * follow it), nor does a single listed word beside a deadline alone, and "immediately" found by two rules
 * is one sign, not two.
 */
function weakCount(signals: Signal[]): number {
  const counted: Span[] = [];
  let count = 0;
  for (const found of signals) {
    if (found.strength !== "weak" || found.id === "link-in-message" || found.id === "sender-address") continue;
    // One listed word and a date ("payment" ... "final notice") is what every real bill says.
    if (found.id === "listed-words" && !found.values.words?.includes(",") && weakOnlyDeadline(signals)) continue;
    const overlaps = (span: Span) => counted.some((other) => span.start < other.end && other.start < span.end);
    if (found.spans.length > 0 && found.spans.every(overlaps)) continue;
    counted.push(...found.spans);
    count++;
  }
  return count;
}

function result(
  kind: CheckKind,
  signals: Signal[],
  official: OfficialMatch | null,
  decoded: string | null,
  listed: string[],
  found: Reportable[] = [],
): CheckResult {
  const outcome = outcomeOf(signals, official);
  const reportable = found.filter((item, index) => found.findIndex((other) => other.key === item.key) === index).slice(0, REPORTABLE_MAX);
  return {
    kind,
    outcome,
    signals,
    official: outcome === "official" ? official : null,
    decoded,
    nextChecks: NEXT_CHECKS[kind][outcome],
    listed,
    reportable,
  };
}

function checkMessage(message: string, directory: CheckDirectory): CheckResult {
  const listed = listedWordsIn(message);
  const signals = messageSignals(message, listed);
  const reportable: Reportable[] = [];
  let decoded: string | null = null;
  for (const match of message.matchAll(LINK_IN_TEXT)) {
    const text = match[0].replace(/[.,;:!?)\]]+$/, "").replace(/^hxxp/i, "http");
    const start = match.index ?? 0;
    if (!/^(https?:|www\.)/i.test(text)) {
      // A bare name needs an ending tldts knows, and lower case: "done.It was" is not a link.
      const host = text.split("/")[0];
      const bare = parse(host);
      if (!bare.isIcann || !bare.domain || host !== host.toLowerCase()) continue;
    }
    const found = linkSignals(text, directory, start);
    decoded ??= found.decoded;
    if (found.domain) reportable.push({ kind: "domain", key: found.domain, shown: text });
    const span = { start, end: start + text.length };
    if (found.signals.length === 0) continue;
    const alone = outcomeOf(found.signals, found.official) === "warning" ? "strong" : "weak";
    signals.push(signal("link-in-message", alone, [span], { words: text }), ...found.signals);
  }
  for (const match of message.matchAll(EMAIL_IN_TEXT)) {
    reportable.push({ kind: "email", key: match[0].toLowerCase(), shown: match[0] });
    // The sender's domain gets the link checks (a look-alike of a brand), named as the address it is.
    const at = match[0].indexOf("@") + 1;
    const found = linkSignals(match[0].slice(at).toLowerCase(), directory, (match.index ?? 0) + at);
    if (found.domain) reportable.push({ kind: "domain", key: found.domain, shown: match[0].slice(at) });
    if (found.signals.length === 0) continue;
    const span = { start: match.index ?? 0, end: (match.index ?? 0) + match[0].length };
    const alone = outcomeOf(found.signals, found.official) === "warning" ? "strong" : "weak";
    signals.push(signal("sender-address", alone, [span], { words: match[0] }), ...found.signals);
  }
  // An official line (Social Security's, a bank's) is where a real message sends you: not a sign.
  const allNumbers = numbersIn(message);
  const numbers = allNumbers.filter((found) => found.hidden || !phoneSignals(found.text, directory, found.span).official);
  // Advice about scams gives numbers to report to: the numbers are still checked, but asking you to call is no sign.
  if (numbers.length > 0 && /\b(call|dial|text|contact|reach)\b/i.test(message) && !isAdvice(message)) {
    signals.push(
      signal(
        "phone-in-message",
        "weak",
        numbers.map((found) => found.span),
        { words: numbers.map((found) => found.text).join(", ") },
      ),
    );
  }
  for (const found of allNumbers) {
    if (found.hidden) continue;
    const phone = phoneSignals(found.text, directory, found.span);
    signals.push(...phone.signals);
    if (phone.e164) reportable.push({ kind: "phone", key: phone.e164, shown: found.text });
  }
  // "Call us right away at 1-800-MEDICARE": hurrying you to the agency's real number is no trick.
  const onlyOfficial = allNumbers.length > 0 && numbers.length === 0 && !reportable.some((item) => item.kind === "domain");
  const kept = onlyOfficial ? signals.filter((found) => found.id !== "deadline") : signals;
  return result("message", kept, null, decoded, listed, reportable);
}

/** Check a link, a message or a phone number. `kind` defaults to what the text looks like. */
export function checkInput(input: string, directory: CheckDirectory, kind: CheckKind = detectKind(input)): CheckResult {
  if (kind === "link") {
    const found = linkSignals(input, directory);
    const reportable: Reportable[] = found.domain ? [{ kind: "domain", key: found.domain, shown: input.trim() }] : [];
    return result("link", found.signals, found.official, found.decoded, found.listed, reportable);
  }
  if (kind === "phone") {
    const found = phoneSignals(input, directory, { start: input.length - input.trimStart().length, end: input.trimEnd().length });
    const reportable: Reportable[] = found.e164 ? [{ kind: "phone", key: found.e164, shown: input.trim() }] : [];
    return result("phone", found.signals, found.official, null, [], reportable);
  }
  return checkMessage(input, directory);
}

export type { CheckDirectory, CheckKind, CheckResult, Outcome, Signal } from "./types";
export { CHECK_KINDS, CHECK_MAX_LENGTH, OUTCOMES } from "./types";
