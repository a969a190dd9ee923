/** Las palabras de /es/si-es-victima alrededor de su contenido (títulos, botones). */
import type { IfTargetedPage } from "~/content/help/if-targeted-page";

export const IF_TARGETED_PAGE: IfTargetedPage = {
  lang: "es",
  call: "Llamar a",
  print: "Imprimir este plan",
  emergencyPlan: "Plan de acción de emergencia",
  step: "Paso ",
  recoveryPlan: "Plan de recuperación",
  report: "Repórtelo a las autoridades",
  learnMore: "Aprenda a protegerse la próxima vez (en inglés)",
  callout: {
    name: "Reciba su propio plan",
    ask: "¿Le están estafando ahora?",
    askHelper: "¿Está ayudando a alguien con una estafa ahora?",
    text: "Toque lo que está pasando y reciba su propio plan: qué hacer primero, a quién llamar y dónde reportarlo.",
    cta: "Quiero mi plan ahora",
    to: "/es/ayuda-ahora",
  },
  checklist: {
    note: "Sus marcas se guardan solo en este aparato, en este navegador. Nunca nos llegan.",
    clear: "Borrar mis marcas",
    cleared: "Se borraron sus marcas de esta lista.",
  },
};
