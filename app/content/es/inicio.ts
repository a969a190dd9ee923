/**
 * La página de inicio en español (/es): the crisis path first, the lines that answer in Spanish
 * (each with the page that says so, as in help-now/words/es/helplines.ts), where to report in
 * Spanish, and the pages that are still only in English, said to be so.
 */
import type { PageLink } from "~/lib/page-path";

export const INICIO = {
  title: "Ayuda contra las estafas, en español",
  intro: "Ayuda gratis y en palabras sencillas para personas mayores y las familias que las cuidan.",
  urgent: {
    heading: "¿Le están estafando ahora?",
    text: "¿Alguien le pide dinero, tarjetas de regalo o un código? ¿Le dice que es urgente y que no le cuente a nadie?",
    steps: ["Cuelgue o deje de contestar.", "No pague nada más.", "Usted no tiene la culpa. Los estafadores son profesionales."],
    cta: "Ayuda ahora: su plan paso a paso",
    ctaTo: "/es/ayuda-ahora" satisfies PageLink,
    ctaHint: "Unas preguntas cortas, y luego su plan. No guardamos sus respuestas.",
    more: "Todos los pasos, en una página que puede imprimir",
    moreTo: "/es/si-es-victima" satisfies PageLink,
  },
  call: {
    heading: "Hable con alguien en español",
    // https://ovc.ojp.gov/program/stop-elder-fraud: "English/Español/Other languages available".
    hotline: {
      name: "Línea Nacional contra el Fraude a Personas Mayores (National Elder Fraud Hotline)",
      display: "{{fact:elderFraudHotline}}",
      tel: "{{tel:elderFraudHotline}}",
      text: "Del Departamento de Justicia. Gratis, para personas de 60 años o más y sus familias. Atienden en español. {{fact:elderFraudHotlineHoursEs}}.",
    },
    // https://988lifeline.org/get-help/what-to-expect: a Spanish-language option on a call, AYUDA by text.
    crisis: {
      name: "Línea de Prevención del Suicidio y Crisis",
      display: "988",
      tel: "988",
      text: "Si siente angustia o falta de esperanza después de una estafa. A cualquier hora. Al llamar, elija la opción en español.",
    },
    danger: { text: "Si alguien viene a su casa a recoger dinero, o si está en peligro, llame al", name: "911", tel: "911" },
  },
  report: {
    heading: "Reporte la estafa",
    text: "Repórtela a la Comisión Federal de Comercio (FTC) en su sitio en español. Puede hacerlo aunque no haya perdido dinero.",
    link: { name: "{{fact:reporteFraudeSite}}", url: "{{url:reporteFraudeSite}}" },
  },
  check: {
    heading: "¿Recibió un mensaje que le parece raro?",
    text: "Pegue un texto, un email, un enlace o un número de teléfono. Le decimos qué señales de estafa tiene y qué hacer. Nada de lo que pega se guarda.",
    cta: "Revisar un mensaje",
    ctaTo: "/es/revisar" satisfies PageLink,
  },
  kit: {
    heading: "Prepárese con su familia",
    text: "Haga una palabra clave familiar y una tarjeta en letra grande con los números a los que debe llamar antes de pagar. Puede imprimirla en español, o en español y en inglés.",
    cta: "Kit de seguridad para la familia",
    ctaTo: "/es/kit-familiar" satisfies PageLink,
  },
  alerts: {
    heading: "Alertas de estafas por email",
    text: "Reciba un email corto, en español, cuando una estafa nueva empiece a extenderse, con los pasos para protegerse. Es gratis.",
    cta: "Recibir las alertas",
    ctaTo: "/es/alertas" satisfies PageLink,
  },
  guides: {
    heading: "Guías en español",
    text: "Cómo funcionan las estafas que más llegan a nuestra comunidad, y qué hacer. Cada guía se puede imprimir o descargar.",
  },
  signs: {
    heading: "Señales de una estafa",
    items: [
      "Le piden pagar con tarjetas de regalo, criptomonedas, una transferencia de dinero o efectivo.",
      "Le apuran o le asustan: dicen que hay que actuar hoy mismo.",
      "Le piden que no le cuente a nadie, ni siquiera a su familia.",
      "Dicen ser del gobierno, de su banco, de Medicare o un familiar en problemas.",
    ],
  },
  english: {
    heading: "Páginas que todavía están en inglés",
    text: "Estamos traduciendo más páginas. Estas están solo en inglés por ahora:",
    links: [{ label: "Estafas por teléfono", to: "/scam-types/phone-scams" }] satisfies { label: string; to: PageLink }[],
  },
} as const;
