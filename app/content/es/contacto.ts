/**
 * La página de contacto en español (/es/contacto): el recuadro de emergencia de /contact en
 * español, con la línea que atiende en español (https://ovc.ojp.gov/program/stop-elder-fraud), y
 * cómo escribirnos. El formulario está en inglés por ahora, y la página lo dice.
 */
import type { EmergencyBoxWords } from "~/content/types";
import type { PageLink } from "~/lib/page-path";

export const CONTACTO = {
  title: "Contacto y ayuda",
  intro: "¿Le está pasando una estafa ahora? Llame primero. Si tiene una pregunta o quiere contarnos una estafa, puede escribirnos.",
  emergency: {
    title: "¿Le están estafando ahora mismo?",
    text: "Deténgase. No pague nada. Cuelgue o cierre el mensaje. Luego llame a:",
    line: "Línea Nacional contra el Fraude a Personas Mayores. Atienden en español. {{fact:elderFraudHotlineHoursEs}}.",
    callName: "Llamar a la Línea Nacional contra el Fraude a Personas Mayores: {{fact:elderFraudHotline}}",
    afterHours:
      "Fuera de ese horario, llame a su banco al número que está en su tarjeta. Reporte la estafa a cualquier hora en {{fact:reporteFraudeSite}}. Si está en peligro, o alguien está en su puerta pidiendo dinero, llame al 911.",
  } satisfies EmergencyBoxWords,
  plan: {
    heading: "Reciba su propio plan",
    text: "Unas preguntas cortas, y le decimos qué hacer primero, a quién llamar y dónde reportarlo.",
    cta: "Ayuda ahora",
    ctaTo: "/es/ayuda-ahora" satisfies PageLink,
  },
  write: {
    heading: "Escríbanos",
    text: "Nuestro formulario para escribirnos está en inglés por ahora. Una persona de verdad lee cada mensaje y contesta por email.",
    link: "Abrir el formulario para escribirnos (en inglés)",
    to: "/contact" satisfies PageLink,
  },
  where: {
    heading: "Dónde estamos",
    text: "Somos un servicio por internet, hecho por voluntarios. No tenemos una oficina abierta al público, y nunca lo visitaremos en su casa.",
  },
  never: "Nunca le pediremos dinero, tarjetas de regalo, contraseñas, datos del banco ni su número de Seguro Social.",
} as const;
