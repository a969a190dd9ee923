/**
 * The pages the Spanish plan's own links were read from, beside the English sources.ts (every
 * number and the other addresses keep their English source). Addresses on a site with a key in
 * app/facts.ts are written as its token, so the fact test finds each one on the checked list.
 */
import type { Source } from "../../data";

/** The day the Spanish counterparts were looked up (issue 30). */
const CHECKED = "2026-11-27";

export const SOURCES = {
  /** The FTC, in Spanish: "repórtalo en ReportFraud.ftc.gov o en ReporteFraude.ftc.gov en español". */
  reporteFraude: {
    url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2022/10/durante-este-mes-de-la-herencia-hispana-detecta-como-te-dicen-que-les-pagues-los-estafadores",
    checked: CHECKED,
  },
  /** The FTC, in Spanish: report identity theft at RobodeIdentidad.gov for a recovery plan. */
  robodeIdentidad: {
    url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2025/09/obten-un-congelamiento-de-credito-para-detener-los-ladrones-de-identidad",
    checked: CHECKED,
  },
  /** The FTC's Spanish page on what to do after paying a scammer with a gift card (call the issuer, ask for the money back, report it). */
  ftcGiftCards: {
    url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2023/12/manten-tu-dinero-salvo-de-los-estafadores-de-tarjetas-regalo-durante-esta-temporada-de-fiestas",
    checked: CHECKED,
  },
  /** The FTC's Spanish page on tech support scams (Pásalo). */
  ftcTechSupport: {
    url: "{{url:consumidorFtcSite}}destacado/pasalo/las-estafas-de-impostores/estafas-de-soporte-tecnico",
    checked: CHECKED,
  },
  /** Social Security's Inspector General in Spanish (oig.ssa.gov/espanol). */
  ssaOig: { url: "{{url:ssaOigSite}}espanol/preguntas/", checked: CHECKED },
} as const satisfies Record<string, Source>;
