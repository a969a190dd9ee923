/**
 * Las palabras alrededor de una guía en español (/es/guias/{slug}), en la página y en papel: el
 * gemelo de ~/content/guides/page-words.ts. Los enlaces van a los sitios de la FTC en español
 * donde los hay (ReporteFraude, RobodeIdentidad) y dicen "en inglés" donde no.
 */
import type { GuidePageWords } from "~/content/guides/page-words";

export const GUIA_PAGE: GuidePageWords = {
  lang: "es",
  crumbs: [{ name: "Inicio en español", path: "/es" }],
  breadcrumb: "Ruta de navegación",
  updated: "Actualizada el",
  download: "Descargar PDF",
  downloadNotices: {
    busy: "Descargando...",
    started: { title: "La descarga empezó", description: "Su guía en PDF se está descargando." },
    generating: { title: "Estamos preparando el PDF", description: "Este PDF se está creando. Vuelva a intentarlo en unos minutos." },
    failed: { title: "No se pudo descargar", description: "No pudimos descargar el PDF. Inténtelo de nuevo más tarde." },
  },
  print: "Imprimir esta guía",
  occurs: "Cómo ocurre esta estafa",
  trends: "Lo nuevo en 2025",
  identify: "Cómo reconocerla",
  examples: "Un ejemplo",
  common: "Lo que pasó",
  warning: "Las señales",
  prevention: "Cómo prevenirla",
  being: "Si le están estafando",
  recovery: "Después de la estafa",
  quick: "Para reportar y pedir ayuda",
  sources: "De dónde vienen estos datos",
  checked: "revisado el",
  pdf: {
    urgent:
      "¿Le están estafando ahora? Llame a la Línea Nacional contra el Fraude a Personas Mayores: {{fact:elderFraudHotline}}. Atienden en español. {{fact:elderFraudHotlineHoursEs}}.",
    help: "Dónde pedir ayuda",
    helpItems: [
      "Línea Nacional contra el Fraude a Personas Mayores: {{fact:elderFraudHotline}}. Atienden en español. {{fact:elderFraudHotlineHoursEs}}.",
      "Reporte la estafa a la Comisión Federal de Comercio (FTC): {{url:reporteFraudeSite}}",
      "Centro de Denuncias de Delitos por Internet del FBI (en inglés): {{url:ic3Site}}",
      "Plan de recuperación si le robaron la identidad: {{url:robodeIdentidadSite}}",
    ],
    online: "Esta guía en internet",
    updated: " (actualizada el {date}).",
  },
  quickResources: [
    {
      name: "Reporte la estafa a la FTC",
      url: "{{url:reporteFraudeSite}}",
      description:
        "El sitio en español de la Comisión Federal de Comercio para reportar estafas. Su reporte ayuda a detener a los estafadores.",
    },
    {
      name: "Si le robaron la identidad",
      url: "{{url:robodeIdentidadSite}}",
      description: "La FTC le da un plan paso a paso, en español, si alguien usa sus datos.",
    },
    {
      name: "Consejos de la FTC en español",
      url: "{{url:consumidorFtcSite}}",
      description: "Cómo reconocer y evitar las estafas, en palabras sencillas.",
    },
  ],
};
