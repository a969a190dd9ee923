/** Las palabras de las pantallas de /es/ayuda-ahora alrededor de las preguntas y del plan. */
import type { Translation } from "~/lib/i18n";
import type { HELP_NOW_UI as EN } from "../ui";

export const HELP_NOW_UI: Translation<typeof EN> = {
  start: "Inicio",
  stepCount: "Paso {step} de {count}",
  oneQuestion: "Una pregunta y luego su plan",
  stateLabel: "Estado o territorio",
  stateSkip: "Prefiero no decirlo",
  next: "Siguiente",
  showPlan: "Ver mi plan",
  back: "Atrás",
  startOver: "Empezar de nuevo",
  planTitle: { me: "Su plan", helper: "Su plan para ayudar" },
  forState: "Para {state}. ",
  inOrder: "Siga los pasos en orden, empezando por arriba.",
  helperNote:
    "Haga estos pasos junto con la persona a quien ayuda. Siéntese a su lado cuando llame: los bancos casi siempre necesitan hablar con el dueño de la cuenta.",
  print: "Imprimir este plan",
  pdf: "Descargar el PDF en letra grande",
  change: "Cambiar respuestas",
  missingTitle: "Faltan algunas respuestas",
  missingText: "Necesitamos unas respuestas más para hacer su plan. No se pierde nada: guardamos las respuestas que ya dio.",
  missingBack: "Volver a las preguntas",
  copy: "Copiar el resumen",
  copied: "Copiado.",
  copyFailed: "No se pudo copiar. Seleccione el texto y cópielo a mano.",
  pdfMissing: "Faltan algunas respuestas, así que no hay un plan para imprimir. Vuelva a /es/ayuda-ahora y conteste las preguntas.",
  inEnglish: " (en inglés)",
  pdfTitleEnd: "qué hacer ahora",
  pdfOnline: "Este plan en internet",
  pdfUrgent:
    "¿Le están estafando ahora? Llame a la Línea Nacional contra el Fraude a Personas Mayores: {{fact:elderFraudHotline}} ({{fact:elderFraudHotlineHoursEs}}). Atienden en español.",
  call: "Llamar a",
  pdfFile: "mi_plan_de_ayuda_contra_estafas.pdf",
};
