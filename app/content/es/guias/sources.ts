/**
 * Pages several Spanish guides read their facts on, named once (each guide lists its own in `sources`).
 */
import type { GuiaSource } from "./types";

const CHECKED = "2026-11-27";

export const PAID_A_SCAMMER: GuiaSource = {
  name: "FTC, {{fact:consumidorFtcSite}}: ¿Le pagaste a alguien que crees que es un estafador?",
  url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2021/09/le-pagaste-alguien-que-crees-que-es-un-estafador",
  checked: CHECKED,
};
export const FTC_REFUNDS: GuiaSource = {
  name: "FTC, {{fact:consumidorFtcSite}}: Reembolsos de la FTC: ¿verdad o mentira?",
  url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2019/10/reembolsos-de-la-ftc-verdad-o-mentira",
  checked: CHECKED,
};
export const CREDIT_FREEZE: GuiaSource = {
  name: "FTC, {{fact:consumidorFtcSite}}: Obtén un congelamiento de crédito para detener a los ladrones de identidad",
  url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2025/09/obten-un-congelamiento-de-credito-para-detener-los-ladrones-de-identidad",
  checked: CHECKED,
};
export const ELDER_FRAUD_HOTLINE: GuiaSource = {
  name: "Departamento de Justicia, Oficina para Víctimas del Delito: National Elder Fraud Hotline (en inglés)",
  url: "{{url:ovcSite}}program/stop-elder-fraud",
  checked: CHECKED,
};
export const FBI_2023: GuiaSource = {
  name: "FBI, Nueva Orleans: informe de fraude contra personas mayores de 2023 (en inglés)",
  url: "{{url:fbiSite}}contact-us/field-offices/neworleans/news/exploitation-of-elderly-increasesremains-fbi-priority",
  checked: CHECKED,
};
export const CRYPTO_PAYMENT: GuiaSource = {
  name: "FTC, {{fact:consumidorFtcSite}}: Nueva alerta de estafa de pago con criptomonedas",
  url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2022/01/nueva-alerta-de-estafa-de-pago-con-criptomonedas",
  checked: CHECKED,
};
export const GIFT_CARDS: GuiaSource = {
  name: "FTC, {{fact:consumidorFtcSite}}: Mantén tu dinero a salvo de los estafadores de tarjetas de regalo",
  url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2023/12/manten-tu-dinero-salvo-de-los-estafadores-de-tarjetas-regalo-durante-esta-temporada-de-fiestas",
  checked: CHECKED,
};
export const REFUND_SCAMS: GuiaSource = {
  name: "FTC, {{fact:consumidorFtcSite}}: Estafas de reembolso y recuperación",
  url: "{{url:consumidorFtcSite}}articulos/estafas-de-reembolso-y-recuperacion",
  checked: CHECKED,
};
