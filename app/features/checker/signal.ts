import { fill, SIGNAL_WORDS } from "./explain";
import type { Signal, SignalId, Span, Strength } from "./types";

/** A found sign with its words filled in. */
export function signal(id: SignalId, strength: Strength, spans: Span[], values: Record<string, string | undefined> = {}): Signal {
  const words = SIGNAL_WORDS[id];
  return { id, strength, title: fill(words.title, values), why: fill(words.why, values), action: fill(words.action, values), spans };
}
