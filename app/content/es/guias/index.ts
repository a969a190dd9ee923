/**
 * Las guías en español (/es/guias/{slug}), en el orden del inicio en español: las estafas que más
 * se dirigen a los latinos mayores (AARP, FTC; issue 30), y una sobre notarios e inmigración que
 * solo existe en español. Only the grandparent guide has an English twin (its `counterpart`).
 */
import { CORTES_DE_SERVICIOS } from "./cortes-de-servicios";
import { ESTAFA_DE_LOS_ABUELOS } from "./estafa-de-los-abuelos";
import { IMPOSTORES_DEL_GOBIERNO } from "./impostores-del-gobierno";
import { NOTARIOS_E_INMIGRACION } from "./notarios-e-inmigracion";
import { PREMIOS_Y_LOTERIAS } from "./premios-y-loterias";
import type { GuiaEs } from "./types";

export const GUIAS: readonly GuiaEs[] = [
  IMPOSTORES_DEL_GOBIERNO,
  ESTAFA_DE_LOS_ABUELOS,
  CORTES_DE_SERVICIOS,
  PREMIOS_Y_LOTERIAS,
  NOTARIOS_E_INMIGRACION,
];

export function findGuia(slug: string | undefined): GuiaEs | undefined {
  return GUIAS.find((g) => g.id === slug);
}
