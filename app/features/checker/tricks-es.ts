/**
 * The Spanish patterns of the tricks in tricks.ts, by trick and list, read after the English ones:
 * written as the word is spelled, with es(), for how scammers write to Spanish-speaking older adults
 * in the US (the FTC's own words at consumidor.ftc.gov). Tested by tests/unit/checker-es.test.ts on
 * tests/fixtures/checker-corpus/es-messages.json.
 */
import { es, type SpanishTactics } from "./spanish-pattern";
import { ASKS_ES } from "./tricks-es-asks";
import { STORIES_ES } from "./tricks-es-stories";

/** A number to call or text, in Spanish ("llame al 1-800-...", "oprima 1"). */
export const CALL_A_NUMBER_ES: readonly RegExp[] = [
  // Spanish: "llame al 1-800-...", "oprima 1", "comuníquese con el departamento de fraudes al".
  es(
    /\b(llame|llama|llamar|llámenos|llámanos|marque|marca|comuníquese|comunícate|contacte|contáctenos|contáctanos|escriba|escríbanos|confirme si fue usted|confirma si fuiste tú)\b[^.!?\n]{0,60}?(\+?1[\s.-]?)?\(?[\dx]{3}\)?[\s.-]?[\dx]{3}[\s.-]?[\dx]{4}\b/giu,
  ),
  es(/\b(oprima|oprime|presione|presiona|pulse|pulsa|marque|marca)( el)? (1|uno|2|dos|9|nueve)\b/giu),
  es(
    /\b(línea gratuita|número gratuito|línea de ayuda|departamento de (fraudes?|facturación|seguridad)|servicio al cliente|atención al cliente|soporte técnico)\b[^.!?\n]{0,30}\b(al|en el|número|línea)\b/giu,
  ),
];

/** Every trick's Spanish lists, by the trick's id: what it asks of you, then its stories and pressure. */
export const TACTICS_ES: SpanishTactics = { ...ASKS_ES, ...STORIES_ES };
