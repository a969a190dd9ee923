/**
 * Signs of a scam in a message: four lists of warning words (counted as the home analyzer shows them)
 * and the tricks scammers use with older adults. Each trick is a few patterns; a match right after
 * "never", "do not" and the like is skipped, so "Never share this code" is not a request for a code.
 */
import { signal } from "./signal";
import { spansOf } from "./spans";
import type { MessageSignalId, Signal, Span, Strength } from "./types";

/**
 * The four word lists. A word counts when it appears anywhere in the message, ignoring case,
 * once per list it is in ("suspended" is in two). A total of 3 or more is High risk, 1 or
 * 2 Medium, 0 Low.
 */
const URGENCY_WORDS = ["urgent", "immediate", "expire", "suspended", "act now", "deadline"];
const MONEY_WORDS = ["money", "payment", "refund", "prize", "lottery", "inheritance"];
const THREAT_WORDS = ["suspended", "locked", "banned", "legal action", "arrest"];
const INFO_WORDS = ["ssn", "social security", "password", "pin", "account number"];
const LISTED_WORDS = [...new Set([...URGENCY_WORDS, ...MONEY_WORDS, ...THREAT_WORDS, ...INFO_WORDS])];

const MEDIUM_RISK_THRESHOLD = 1;
const HIGH_RISK_THRESHOLD = 3;

export type RiskLevel = "Low" | "Medium" | "High";

/** The listed words found in a message, each once, in list order. */
export function listedWordsIn(message: string): string[] {
  const text = message.toLowerCase();
  return LISTED_WORDS.filter((word) => text.includes(word));
}

/** The count of the words found, list by list, and the risk level for the total. */
export function countListedWords(found: readonly string[]) {
  const count = (list: readonly string[]) => list.filter((word) => found.includes(word)).length;
  const scores = {
    urgencyScore: count(URGENCY_WORDS),
    moneyScore: count(MONEY_WORDS),
    threatScore: count(THREAT_WORDS),
    infoScore: count(INFO_WORDS),
  };
  const total = scores.urgencyScore + scores.moneyScore + scores.threatScore + scores.infoScore;
  const riskLevel: RiskLevel = total >= HIGH_RISK_THRESHOLD ? "High" : total >= MEDIUM_RISK_THRESHOLD ? "Medium" : "Low";
  return { riskLevel, ...scores, detectedWords: [...found] };
}

interface Tactic {
  id: MessageSignalId;
  strength: Strength;
  /** Any one pattern is enough... */
  any: RegExp[];
  /** ...when at least one of these also matches (if given). */
  with?: RegExp[];
  /** A weak trick that also asks you to act (one of these) is a strong one. */
  strongWith?: RegExp[];
}

const TACTICS: Tactic[] = [
  {
    id: "gift-cards",
    strength: "strong",
    any: [
      /\be?-?gift ?cards?\b/giu,
      /\b(itunes|google play|steam|vanilla|razer gold|apple|target|walmart|ebay|best buy|amazon) (gift )?cards?\b/giu,
      /\b(scratch|numbers?|pins?|codes?) (off |on |from )?the back\b/giu,
      /\b(reloadable|prepaid|green dot|moneypak) (debit |visa |gift )?cards?\b/giu,
    ],
  },
  {
    id: "wire-crypto",
    strength: "strong",
    any: [
      /\bwire (transfer|the money|money|funds|it)\b/giu,
      /\bwire transfers?\b/giu,
      /\b(bitcoin|btc|crypto ?currenc(y|ies)|crypto|usdt|tether|ethereum)\b/giu,
      /\b(bitcoin|crypto) (atm|machine|kiosk)s?\b/giu,
      /\b(send|pay|transfer|deposit)\b[^.!?\n]{0,40}\b(zelle|cash ?app|venmo|western union|moneygram|walmart2walmart)\b/giu,
      /\bcash\b[^.!?\n]{0,30}\b(box|envelope|courier|pick it up|pick up)\b/giu,
      /\b(courier|driver|agent) (will|to) (come|pick up|collect)\b/giu,
      /\b(guaranteed|huge|high) (returns?|profits?)\b/giu,
      /\bdouble your (money|investment)\b/giu,
      /\b(safe|secure|protected) account\b/giu,
    ],
  },
  {
    id: "secrecy",
    strength: "strong",
    any: [
      /\b(don'?t|dont|do not|please don'?t) (tell|let|inform|say (anything|this) to|mention (this|it) to|call)\b[^.!?\n]{0,25}\b(anyone|anybody|mom|mum|dad|mother|father|family|parents?|bank|teller|police|no ?one|grandpa|grandma|know)\b/giu,
      /\bkeep (this|it|our conversation) (a )?(secret|quiet|confidential|private|between us)\b/giu,
      /\b(between (you and me|us)|tell no one|gag order|you are not allowed to (tell|discuss))\b/giu,
      /\bif (the )?(bank|teller|anyone|they) asks?\b/giu,
    ],
  },
  {
    id: "code-request",
    strength: "strong",
    any: [
      /\b(send|give|tell|read|share|forward|provide|reply with|text|confirm)\b[^.!?\n]{0,30}\b(the |that |this |a )?(\d-digit |verification |security |one-time |login |google )?(code|passcode|otp)\b/giu,
      /\bwhat('s| is) the code\b/giu,
    ],
  },
  {
    id: "remote-access",
    strength: "strong",
    any: [
      /\b(anydesk|teamviewer|ultraviewer|logmein|gotoassist|zoho assist|supremo|quick ?assist|screenconnect|connectwise|rustdesk|remote ?pc)\b/giu,
      /\bremote (access|desktop|control|support|connection)\b/giu,
      /\b(let|allow|give) (me|us|our (technician|tech|agent))\b[^.!?\n]{0,30}\b(access|into|control|connect)\b/giu,
    ],
  },
  {
    id: "grandchild",
    strength: "strong",
    any: [
      /\b(grandma|grandpa|granny|nana|grandmother|grandfather|grandson|granddaughter|grandchild|grandkid|grandparents?)\b/giu,
      /\b(it'?s|its|this is) (me|your (grandson|granddaughter|son|daughter|nephew|niece|grandchild))\b/giu,
      /\b(hi|hey|hello) (mum|mom|dad)\b/giu,
      /\bI('m| am| was| got)? (in jail|arrested|in the hospital|in trouble|in an accident)\b/giu,
      /\bI had (an|a car) accident\b/giu,
    ],
    with: [
      /\b(jail|bail|arrested|accident|hospital|lawyer|attorney|public defender|in trouble|need (your )?help|need money|stranded|lost my (phone|wallet)|new (phone|number)|work phone|dropped my|broke(n)? my|text me (here|on|at)|police|court|fees?)\b/giu,
    ],
  },
  {
    id: "prize-fee",
    strength: "strong",
    any: [
      /\b(won|winner|winnings|prize|lottery|sweepstakes|jackpot|inheritance|grant|award(ed)?|claim your|selected to receive|publishers clearing house)\b/giu,
    ],
    with: [
      /\b(fee|fees|tax|taxes|processing|shipping|handling|customs|insurance|release|clearance|pay|send|deposit|claim|collect|call|contact|reply|winnings)\b/giu,
    ],
  },
  {
    id: "overpayment",
    strength: "strong",
    any: [
      /\b(overpa(id|yment)|paid (you )?too much|sent (you )?too much|extra (money|amount)|accidentally (sent|transferred|deposited|refunded|added)|refunded? (you )?(too much|by mistake|in error)|send (back|the difference|the rest)|return the (extra|difference|excess|rest))\b/giu,
    ],
  },
  {
    id: "threat",
    strength: "strong",
    any: [
      /\b(arrest(ed)?|warrant|lawsuit|sue you|legal action|prosecut\w*|deport\w*|jury duty|criminal charges?|police will|law enforcement will|into custody)\b/giu,
      /\b(account|service|licen[cs]e|card|benefits|social security (number)?|ssn|power|electricity|utilities|registration|medicare|apple pay|apple-?id|device|membership|subscription|profile)\b[^.!?\n]{0,40}\b(suspended|locked|frozen|closed|terminated|disconnected|blocked|deactivated|revoked|cancell?ed|shut off|limited|disabled)\b/giu,
      /\b(will|may|going to|we'll|about to|are|is)\s+(be\s+)?(suspend|lock|freez|clos|terminat|disconnect|block|revok|cancel|shut|disabl|limit)\w*\b[^.!?\n]{0,20}\b(your|the) (account|service|licen[cs]e|card|benefits|power|electricity|registration|social security|membership)\b/giu,
      /\b(penalt(y|ies)|fined|late fees?|collections|enforcement action|before enforcement)\b/giu,
      /\b(licen[cs]e|account|service|benefits|registration) (suspension|termination|cancellation|revocation)\b/giu,
    ],
  },
  {
    id: "deadline",
    strength: "weak",
    any: [
      /\b(within|in the next|in) (\d+|one|two|three|twenty-?four|an?) ?(hours?|hrs?|minutes?|mins?)\b/giu,
      /\b(today|tonight|immediately|right now|right away|asap|as soon as possible|final (notice|warning|reminder)|last (chance|warning|notice)|act (now|fast|quickly)|too late|expires? (today|soon|tonight)|by (midnight|end of (the )?day))\b/giu,
    ],
  },
  {
    id: "delivery-toll",
    strength: "weak",
    any: [
      /\b(package|parcel|shipment|delivery|item)\b[^.!?\n]{0,80}\b(could not|couldn'?t|cannot|unable to|failed|held|on hold|pending|incomplete|returned|undeliverable|suspended|address|changed|preferences)\b/giu,
      /\b(unpaid|outstanding|overdue)\b[^.!?\n]{0,30}\b(toll|tolls|balance|fee|invoice|bill)\b/giu,
      /\btolls? (balance|charges?|fees?|violation|notice|invoice|bill|due)\b/giu,
      /\b(re-?deliver(y)?|reschedule (the|your) delivery|update (your )?(address|delivery))\b/giu,
    ],
    // Delivery companies and toll agencies do not text links asking you to pay or confirm details.
    strongWith: [/\b(confirm|update|verify|pay|settle|click|tap|visit|reschedule|set (your )?delivery|follow the link|reply)\b/giu],
  },
  {
    id: "account-problem",
    strength: "weak",
    any: [
      /\b(unusual|suspicious|unauthori[sz]ed|irregular|strange)\s+(activity|sign-?in|log-?in|login|charges?|transactions?|access|purchases?)\b/giu,
      /\b(verify|confirm|validate|update|restore|reactivate|unlock|provide)\b[^.!?\n]{0,30}\b(account|identity|information|details|billing|payment)\b/giu,
      /\baccount\b[^.!?\n]{0,30}\b(locked|suspended|limited|on hold|disabled|compromised|hacked|restricted)\b/giu,
      /\b(card|account)\b[^.!?\n]{0,20}\b(charged|debited)\b[^.!?\n]{0,20}\$\s?\d/giu,
    ],
  },
  {
    id: "tech-support",
    strength: "strong",
    any: [
      /\b(virus(es)?|malware|infected|trojan|spyware|pornographic|hacked|security breach)\b/giu,
      /\b(renewal|auto-?renew(al|ed)?|subscription|invoice|order)\b[^.!?\n]{0,120}\b(charged|debited|deducted|\$\s?\d)/giu,
      /\b(auto-?renew\w*|renewing|renewal)\b/giu,
    ],
    with: [
      /\b(call|contact|dial|reach)\b[^.!?\n]{0,60}(\d{3}|support|technician|help ?desk|microsoft|apple|windows|geek squad|norton|mcafee|us)\b/giu,
      /\b(microsoft|windows|geek squad|norton|mcafee|tech(nical)? support|support team|technician)\b/giu,
    ],
  },
];

const NEGATION = /\b(never|not|don'?t|won'?t|doesn'?t|didn'?t|cannot|can'?t|no one will|will not)\b[^.!?\n]{0,20}$/iu;
const AFTER_CODE_EXCEPTIONS = /\b(zip|postal|area|promo|discount|coupon|dress|source|country)\s*$/iu;

/** Same length as the text, with curly quotes made straight, so spans still line up. */
function plain(text: string): string {
  return text.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u201c\u201d]/g, '"');
}

function matches(text: string, pattern: RegExp, id: MessageSignalId): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    const before = text.slice(Math.max(0, start - 40), start);
    if (NEGATION.test(before)) continue;
    if (id === "code-request" && AFTER_CODE_EXCEPTIONS.test(text.slice(start, start + match[0].length).replace(/\s*code.*$/iu, "")))
      continue;
    spans.push({ start, end: start + match[0].length });
  }
  return spans;
}

/**
 * The listed words (`listed`, from listedWordsIn) as one sign, strong at the count's High and weak at
 * its Medium, and every trick found in the message.
 */
export function messageSignals(message: string, listed: readonly string[]): Signal[] {
  const text = plain(message);
  const signals: Signal[] = [];
  if (listed.length > 0) {
    const spans = listed.flatMap((word) => spansOf(text, word));
    const strength = countListedWords(listed).riskLevel === "High" ? "strong" : "weak";
    signals.push(signal("listed-words", strength, spans, { words: listed.join(", ") }));
  }
  for (const tactic of TACTICS) {
    const spans = tactic.any.flatMap((pattern) => matches(text, pattern, tactic.id));
    if (spans.length === 0) continue;
    const also = tactic.with?.flatMap((pattern) => matches(text, pattern, tactic.id));
    if (also && also.length === 0) continue;
    const acts = tactic.strongWith?.some((pattern) => matches(text, pattern, tactic.id).length > 0);
    signals.push(signal(tactic.id, acts ? "strong" : tactic.strength, [...spans, ...(also ?? [])]));
  }
  return signals;
}
