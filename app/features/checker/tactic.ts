/**
 * What a trick is made of (tricks.ts lists them): patterns, any one of which is enough, with one of
 * `with` if given; and the ways a message asks you to call or reply, which several tricks share.
 */
import { CALL_A_NUMBER_ES } from "./tricks-es";
import type { MessageSignalId, Strength } from "./types";

export interface Tactic {
  id: MessageSignalId;
  strength: Strength;
  /** Any one pattern is enough... */
  any: RegExp[];
  /** ...when at least one of these also matches (if given). */
  with?: RegExp[];
  /** ...and, if given, one of these too: what it asks of you. */
  asks?: RegExp[];
  /** A weak trick that also asks you to act (one of these) is a strong one. */
  strongWith?: RegExp[];
  /** Only in a message this short or shorter (an opener, not a long letter). */
  maxLength?: number;
}

/** A number to call or text, written out or with its digits hidden, or "press 1" in a recorded call. */
export const CALL_A_NUMBER = [
  /\b(call|dial|contact|reach|phone|text|ring)\b[^.!?\n]{0,60}?(\+?1[\s.-]?)?\(?[\dx]{3}\)?[\s.-]?[\dx]{3}[\s.-]?[\dx]{4}\b/giu,
  /\bpress ["']?(1|one|2|two|9|nine)\b/giu,
  /\b(toll[- ]free|helpline|support line|billing department|fraud department|customer (care|support|service))\b[^.!?\n]{0,30}\b(at|on|number|line)\b/giu,
  /\b(contact|call) [a-z]+ (support|help ?desk|security|advisor|adviser|agent|department)\b/giu,
  /\b(text|reply|respond) back\b/giu,
  /\bwe (need|want|will|would like) to call you\b/giu,
  /\bgive us a call\b/giu,
  // A fake fraud alert: the reply starts the call from the "fraud department".
  /\breply:? (with )?["']?(yes|y)["']?,? (or |\/ ?)?["']?(no|n)\b/giu,
  /\?\s*(reply )?yes,? (or|\/) no\b/giu,
  /\b(representative|agent|specialist|investigator|someone from our (fraud|security) (team|department)) (will|wil|is going to|shall) (be )?(contact|call|reach)(ing)? you\b/giu,
  ...CALL_A_NUMBER_ES,
];
