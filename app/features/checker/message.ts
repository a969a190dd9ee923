/**
 * Signs of a scam in a message: four lists of warning words (counted as the home analyzer shows them)
 * and the tricks scammers use with older adults. Each trick is a few patterns; a match right after
 * "never", "do not" and the like is skipped, so "Never share this code" is not a request for a code.
 */
import { signal } from "./signal";
import { spansOf } from "./spans";
import { TACTICS } from "./tricks";
import type { MessageSignalId, Signal, Span } from "./types";

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

// "If not you, click", "If this is not you, verify", "If you did not make it, call": a condition, not a "do not".
const NEGATION =
  /\b(never|(?<!\bif |\b(if|in case) (this|it|that) (is|was) |\bif (you|we) (did|do) )not|don'?t|won'?t|doesn'?t|(?<!\bif (you|we) )didn'?t|cannot|can'?t|no one will|will not)\b[^.!?\n]{0,20}$/iu;
/**
 * The same in Spanish: "nunca", "jamás" a few words before, or "no" right before the words ("No comparta
 * este código"). A "no" further back is left alone: "Si no paga hoy, será arrestado" is a threat.
 * (?<!\p{L}) and (?!\p{L}) stand for \b, which does not know accented letters.
 */
const NEGATION_ES =
  /(?<!\p{L})(nunca|jam[aá]s|tampoco)(?!\p{L})[^.!?\n]{0,20}$|(?<!\p{L})no\s+((le|les|lo|la|los|las|se|te|me|nos)\s+){0,2}$/iu;
/** Asked of you by the sender in the first person: the scammer's own words, even next to a warning about scams. */
const DIRECT_DEMAND = [
  /\b(send|text|give|tell|read|forward) me (the|that|this|your) (\d-digit |verification |security |google )?(code|pin|passcode)\b/giu,
  /(?<!\p{L})(env[ií]ame|m[aá]ndame|d[ií]me|d[aá]me|l[eé]eme|p[aá]same|reenv[ií]ame|env[ií]eme|m[aá]ndeme|d[ií]game|d[eé]me|l[eé]ame|p[aá]seme|reenv[ií]eme) (el|ese|este|tu|su) (c[oó]digo|pin)(?!\p{L})/giu,
];

/** "no passwords were", "None of your financial data ... or": the word that follows was not at stake. */
const DENIED_BEFORE = /\b(no|none of (your|the)|never|without)\b[^.!?\n]{0,80}$/iu;
const AFTER_CODE_EXCEPTIONS = /\b(zip|postal|area|promo|discount|coupon|dress|source|country)\s*$/iu;

/** Same length as the text, with curly quotes made straight, so spans still line up. */
function plain(text: string): string {
  return text.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u201c\u201d]/g, '"');
}

/**
 * Earlier in the same sentence, words that turn a trick into advice: "The SSA will never call to ...
 * tell you to wire money", "No government agency will ever ask you to buy gold". Plain "don't" is
 * not one: scammers write "Don't worry, just send the gift cards".
 */
const ADVICE_BEFORE =
  /\b(never|will not|won'?t|would not|wouldn'?t|does not|doesn'?t|do not ever|don'?t ever)\b[^.!?\n]{0,40}\b(ask|request|call|text|email|e-mail|send|require|demand|contact|threaten|notify|sell|visit|accept|charge|need|tell|pressure|solicit|make you|serve|issue|do any|suspend|block)\w*(?! someone| an officer| the police| a deputy| officers)|\bno (one|legitimate|real|government|agency|reputable|bank|company|business|official|federal)\b[^.!?\n]{0,40}\b(will|would|ever|should)\b/iu;
/**
 * The same in Spanish: "nunca le pediremos", "jamás le pedirá", "el IRS no le llamará", "Medicare no
 * llama", "ninguna agencia le pedirá". (?<!\p{L}) and (?!\p{L}) stand for \b, which does not know
 * accented letters; "pedido" is not "pedir".
 */
const ADVICE_BEFORE_ES =
  /(?<!\p{L})(nunca|jam[aá]s)(?!\p{L})[^.!?\n]{0,40}(?<!\p{L})(pid|pedi(?!d)|llam|env[ií]|exig|amenaz|solicit|contact|comunic|cobr|requ|acept|dir[aá]|presion|visit|vend|necesit|mand|escrib)\p{L}*|(?<!\p{L})no ((le|les|te|lo|la|los|las|se|nos|me) )?(pedir|llamar|enviar|exigir|amenazar|solicitar|aceptar|contactar|cobrar|comunicar)([aá]n?|emos|[ií]an?)(?!\p{L})|(?<!\p{L})no ((le|les|te|lo|la|los|las|se|nos|me) )?(llama|llaman|pide|piden|exige|exigen|env[ií]a|env[ií]an|acepta|aceptan|solicita|solicitan|amenaza|amenazan|cobra|cobran)(?!\p{L})|(?<!\p{L})(ning[uú]n|ninguna|nadie del?)(?!\p{L})[^.!?\n]{0,40}(?<!\p{L})(pid|pedi(?!d)|llam|exig|env[ií]|solicit|acept|amenaz|cobr|dir[aá]|dic)\p{L}*/iu;
/**
 * A sentence that talks about scams rather than making a demand: it names them, warns, or sets out
 * what to do "if someone asks". Scam messages almost never use these words about themselves.
 */
const ABOUT_SCAMS =
  /\b(scam|scams|scammers?|scammed|fraudsters?|con artists?|impostors?|imposters?|crooks|beware|be careful|be suspicious|watch out|red flags?|warning signs?)\b|\bif (you|someone|anyone|a caller|they|a person|somebody|the caller) (receive|get|gets|asks?|calls?|tells?|says?|demands?|contacts?|insists?|pressures?)\b(?! this\b)/iu;
/** The same in Spanish: "estafa", "los estafadores se hacen pasar por", "tenga cuidado", "si alguien le pide". */
const ABOUT_SCAMS_ES =
  /(?<!\p{L})(estafas?|estafador(es|as?)?|estafad[oa]s?|timos?|timador(es|as?)?|impostor(es|as?)?|farsantes?|señales de (alerta|advertencia)|banderas rojas|tenga cuidado|ten cuidado|cuidado con|desconf[ií]en?|desconf[ií]a|se hacen? pasar por|haci[eé]ndose pasar por|hacerse pasar por|fingen ser|finge ser|pretenden ser)(?!\p{L})|(?<!\p{L})si ((alguien|alguna persona|una persona|un desconocido|quien (le |te )?llama|la persona que (le |te )?llama) )?((le|te|lo|la) )?(pide|piden|pida|llama|llaman|dice|dicen|exige|exigen|contacta|contactan|presiona|presionan|escribe|escriben|pregunta|preguntan|recibe|recibes|recibi[oó]|recibiste|insiste|insisten)(?!\p{L})/iu;

/** The sentence around `start`: from after the last . ! ? or line break before it to the next one. */
function sentenceAt(text: string, start: number): { before: string; whole: string } {
  const from =
    Math.max(
      text.lastIndexOf(".", start - 1),
      text.lastIndexOf("!", start - 1),
      text.lastIndexOf("?", start - 1),
      text.lastIndexOf("\n", start - 1),
    ) + 1;
  const ends = [".", "!", "?", "\n"].map((mark) => text.indexOf(mark, start)).filter((at) => at >= 0);
  const to = ends.length > 0 ? Math.min(...ends) : text.length;
  return { before: text.slice(from, start), whole: text.slice(from, to) };
}

/**
 * The message warns about scams (an agency's, a bank's or a newspaper's own advice): it names scams
 * or says what a real organisation never does. Its tricks are quoted, not asked of you. Scam
 * messages almost never say either about themselves (2 of the corpus's 121 scam messages do).
 */
export function isAdvice(text: string): boolean {
  // "[scam phone number]": a newspaper's note in brackets is not the message's own words.
  const own = text.replace(/\[[^\]\n]{0,40}\]/g, "");
  return ADVICE_BEFORE.test(own) || ADVICE_BEFORE_ES.test(own) || ABOUT_SCAMS_MESSAGE.test(own) || ABOUT_SCAMS_MESSAGE_ES.test(own);
}

const ABOUT_SCAMS_MESSAGE =
  /\b(scam|scams|scammers?|scammed|fraudsters?|con artists?|impostors?|imposters?|crooks|phishing|beware|tricked|trick people|be on guard|block (the|this|their) number|(the )?only (time|way|reason) we (would|will|ever) (ask|send|contact|call|text|email)|just hang up|hang up (the phone|right away|and call)|fall for (it|this|them)|(legitimate|official|real)-looking|the (caller|sender|texter) (claims|will (say|claim|tell)|may (say|claim|tell))|this is what (the|a|their) (message|text|call|voicemail) (sounds|looks|reads) like|double[- ]check (that |if )?the (web )?address|if you (receive|get) (an?|one of these|these|such) (\w+ ){0,3}(letters?|notices?|texts?|messages?|calls?|emails?|alerts?)|swindl\w*|(call )?recipients (are|were) (told|asked)|claimed to be|these claims are false|(we|they|it) will never(?=\s*:)|we (will|'ll) (alert|notify|text|contact) you (through|by|via|with) (an? )?(text|sms|email|e-mail|phone|push)|(several |many |different )?(types|kinds) of (sms |text |email )?alerts)\b/iu;
const ABOUT_SCAMS_MESSAGE_ES =
  /(?<!\p{L})(estafas?|estafador(es|as?)?|estafad[oa]s?|timos?|timador(es|as?)?|impostor(es|as?)?|smishing|se hacen? pasar por|haci[eé]ndose pasar por|bloquee (el|este|su) n[uú]mero|bloquea (el|este) n[uú]mero)(?!\p{L})/iu;

function matches(text: string, pattern: RegExp, id: MessageSignalId, adviceSkips = true): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    const before = text.slice(Math.max(0, start - 40), start);
    // Secrecy is itself a "don't tell": an earlier "don't" ("Please don't hate me, don't tell Dad") is no reason to skip it.
    if (id !== "secrecy" && (NEGATION.test(before) || NEGATION_ES.test(before))) continue;
    const sentence = sentenceAt(text, start);
    const advice =
      ADVICE_BEFORE.test(sentence.before) ||
      ADVICE_BEFORE_ES.test(sentence.before) ||
      ABOUT_SCAMS.test(sentence.whole) ||
      ABOUT_SCAMS_ES.test(sentence.whole);
    if (adviceSkips && advice) continue;
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
  // "No passwords were compromised": a listed word the message says was not at stake is not counted here
  // (the home tools' count, a spec rule, still counts every word).
  const asked = listed.filter((word) =>
    spansOf(text, word).some((span) => !DENIED_BEFORE.test(text.slice(Math.max(0, span.start - 100), span.start))),
  );
  if (asked.length > 0) {
    const spans = asked.flatMap((word) => spansOf(text, word));
    // The count's High is a strong sign, except in a message that warns about scams (it quotes the words).
    const strength = countListedWords(asked).riskLevel === "High" && !isAdvice(text) ? "strong" : "weak";
    signals.push(signal("listed-words", strength, spans, { words: asked.join(", ") }));
  }
  // Advice about scams quotes the tricks it warns of; its links and numbers are still checked. A
  // demand made to you ("Text me the code") is never advice, whatever else the message says.
  if (isAdvice(text)) {
    const demand = DIRECT_DEMAND.flatMap((pattern) => matches(text, pattern, "code-request", false));
    if (demand.length > 0) signals.push(signal("code-request", "strong", demand));
    return signals;
  }
  for (const tactic of TACTICS) {
    if (tactic.maxLength !== undefined && text.trim().length > tactic.maxLength) continue;
    const spans = tactic.any.flatMap((pattern) => matches(text, pattern, tactic.id));
    if (spans.length === 0) continue;
    const also = tactic.with?.flatMap((pattern) => matches(text, pattern, tactic.id));
    if (also && also.length === 0) continue;
    if (tactic.asks && !tactic.asks.some((pattern) => matches(text, pattern, tactic.id).length > 0)) continue;
    const acts = tactic.strongWith?.some((pattern) => matches(text, pattern, tactic.id).length > 0);
    signals.push(signal(tactic.id, acts ? "strong" : tactic.strength, [...spans, ...(also ?? [])]));
  }
  return signals;
}
