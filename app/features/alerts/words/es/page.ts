/** Las palabras de /es/alertas, de la página de cada alerta y de su canal RSS: el gemelo de ../page.ts. */
import type { AlertPageWords } from "../page";

export const ALERT_PAGE: AlertPageWords = {
  lang: "es",
  listPath: "/es/alertas",
  feedPath: "/es/alertas/rss.xml",
  title: "Alertas de estafas",
  intro: "Estafas nuevas que se están extendiendo, en palabras sencillas, con qué hacer. La más nueva va primero.",
  feed: "Siga las alertas por RSS",
  feedTitle: "Alertas de estafas de Scam Shield for Seniors, en español",
  listName: "Alertas",
  unavailable: "No podemos mostrar las alertas ahora. Intente de nuevo en unos minutos.",
  none: "Todavía no hay alertas en español. Inscríbase y le enviaremos la primera.",
  signupName: "Reciba las alertas por email",
  all: "Todas las alertas de estafas",
  from: "Alerta de estafa de Scam Shield for Seniors",
  updated: "actualizada",
  whatToDo: "Qué hacer",
  help: "¿Necesita ayuda ahora?",
  call: "Llame gratis a la Línea Nacional contra el Fraude a Personas Mayores. Atienden en español. {{fact:elderFraudHotlineHoursEs}}:",
  callName: "Llamar a la Línea Nacional contra el Fraude a Personas Mayores: {{fact:elderFraudHotline}}",
  helpNow: "Ayuda ahora",
  helpNowPath: "/es/ayuda-ahora",
  guide: "Lea nuestra guía (en inglés):",
  guideOwn: "Lea nuestra guía:",
  notFound: {
    title: "No encontramos la alerta",
    description: "No encontramos esa alerta de estafa en español. Puede que la hayan quitado.",
    back: "Ver todas las alertas",
  },
};
