/**
 * Los emails de las alertas, en español: el gemelo de ../emails.ts, para quien eligió recibir las
 * alertas en español. La Línea Nacional contra el Fraude a Personas Mayores atiende en español
 * (https://ovc.ojp.gov/program/stop-elder-fraud).
 */
import type { EmailWords } from "../emails";

export const EMAIL_WORDS: EmailWords = {
  lang: "es",
  hotline: {
    name: "Línea Nacional contra el Fraude a Personas Mayores",
    hours: "{{fact:elderFraudHotlineHoursEs}}; atienden en español",
    ask: "¿Necesita ayuda ahora?",
    call: "Llame gratis a la {name}:",
  },
  footer: {
    why: "Usted recibe este email porque pidió las alertas de estafas gratis de {site}.",
    stop: "Dejar de recibir estos emails",
    stopHow: "un clic, sin contraseña",
  },
  alert: {
    subject: "Alerta de estafa: {title}",
    whatToDo: "Qué hacer",
    readOnline: "Lea esta alerta en nuestro sitio web",
    onlyEnglish: "Esta alerta está solo en inglés por ahora.",
  },
  confirm: {
    subject: "Confirme sus alertas de estafas",
    heading: "Un paso más",
    asked: "Alguien, esperamos que usted, pidió alertas de estafas gratis de {site} para esta dirección.",
    button: "Sí, envíenme alertas de estafas",
    worksFor: "El enlace sirve por {days} días. Si el botón no funciona, copie este enlace en su navegador:",
    openLink: "Para empezar a recibir sus alertas, abra este enlace (sirve por {days} días):",
    notYou: "Si usted no pidió alertas de estafas, no haga nada. No le volveremos a escribir, y borraremos su dirección en {days} días.",
    removeNow: "Para borrar su dirección ahora mismo:",
    remove: "borrar mi dirección",
    sentBy: "Este email lo envió {site} porque alguien escribió esta dirección en nuestro formulario.",
  },
  welcome: {
    subject: "Sus alertas de estafas están activas",
    lines: [
      "Gracias por inscribirse. Le escribiremos cuando una estafa nueva empiece a extenderse, con pasos sencillos para protegerse.",
      "Nunca le pedimos dinero, contraseñas ni códigos. Un email que se los pida no es nuestro.",
    ],
    latest: "Vea las alertas más recientes",
  },
};
