/**
 * The tricks scammers use with older adults, each a few patterns (message.ts finds them): what they
 * ask of you (tricks-asks.ts), then the stories and pressure they use (tricks-stories.ts, with the
 * people who write in tricks-people.ts). Any one `any` pattern is enough, with one of `with` if
 * given; a match right after "never", "do not" and the like, or in a sentence that warns about
 * scams, is skipped there.
 */
import type { Tactic } from "./tactic";
import { ASKS } from "./tricks-asks";
import { TACTICS_ES } from "./tricks-es";
import { STORIES } from "./tricks-stories";

/** The tricks in English; TACTICS adds each one's Spanish patterns (tricks-es.ts) after its own. */
const ENGLISH: readonly Tactic[] = [...ASKS, ...STORIES];

export const TACTICS: readonly Tactic[] = ENGLISH.map((tactic) => {
  const spanish = TACTICS_ES[tactic.id];
  if (!spanish) return tactic;
  const merged = (list: RegExp[] | undefined, more: readonly RegExp[] | undefined) => (more ? [...(list ?? []), ...more] : list);
  const withList = merged(tactic.with, spanish.with);
  const asks = merged(tactic.asks, spanish.asks);
  const strongWith = merged(tactic.strongWith, spanish.strongWith);
  return {
    ...tactic,
    any: [...tactic.any, ...(spanish.any ?? [])],
    ...(withList ? { with: withList } : {}),
    ...(asks ? { asks } : {}),
    ...(strongWith ? { strongWith } : {}),
  };
});
