/**
 * Las palabras alrededor de cada página en español (la barra de emergencia, el encabezado, el menú,
 * el pie de página). Las páginas que aún no están en español se marcan "en inglés" (lang: "en").
 */
import type { ChromeWords, NavLink } from "../chrome";

const HEADER_LINKS: readonly NavLink[] = [
  { label: "Inicio en español", to: "/es" },
  { label: "Ayuda ahora", to: "/es/ayuda-ahora", description: "Su plan paso a paso, si le están estafando ahora" },
  { label: "Qué hacer si le están estafando", to: "/es/si-es-victima" },
  { label: "Revisar un enlace o mensaje", to: "/es/revisar", description: "Pegue un texto, un email, un enlace o un número" },
];

/** In the menu and footer: the header has no room for more on a phone. */
const PREPARE: readonly NavLink[] = [
  { label: "Kit de seguridad para la familia", to: "/es/kit-familiar", description: "Palabra clave y tarjeta para llamar antes de pagar" },
  { label: "Alertas de estafas por email", to: "/es/alertas", description: "Un email corto cuando una estafa nueva se extiende" },
];

/** The Spanish guides, in the menu and the footer (not the header: a phone's header has no room). */
const GUIAS: readonly NavLink[] = [
  { label: "Guía: la estafa de los abuelos", to: "/es/guias/estafa-de-los-abuelos" },
  { label: "Guía: impostores del gobierno", to: "/es/guias/impostores-del-gobierno" },
  { label: "Guía: amenazas de cortar la luz o el gas", to: "/es/guias/cortes-de-servicios" },
  { label: "Guía: premios y loterías falsas", to: "/es/guias/premios-y-loterias" },
  { label: "Guía: falsos notarios e inmigración", to: "/es/guias/notarios-e-inmigracion" },
];

/** English pages a Spanish reader may still need, each said to be in English. */
const IN_ENGLISH: readonly NavLink[] = [{ label: "Todas las guías de estafas (en inglés)", to: "/scam-types", lang: "en" }];

export const CHROME: ChromeWords = {
  language: "Idioma",
  skip: "Saltar al contenido principal",
  emergency: {
    region: "Ayuda de emergencia",
    ask: "¿Una estafa?",
    askLong: "¿Le están estafando ahora?",
    call: "Llame al",
    callThe: "Llame a la Línea Nacional contra el Fraude a Personas Mayores:",
    linkName: "Llamar a la Línea Nacional contra el Fraude a Personas Mayores: {{fact:elderFraudHotline}}",
    lineName: "Línea Nacional contra el Fraude a Personas Mayores",
    hours: "{{fact:elderFraudHotlineHoursEs}}",
    shortHours: "lun. a vie., 10 a.m. a 6 p.m., hora del Este",
  },
  header: {
    mainNav: "Principal",
    menu: "Menú",
    menuNav: "Menú principal",
    search: "Buscar",
    searchName: "Buscar en el sitio",
    searchTo: "/es/buscar",
    links: HEADER_LINKS,
    menuLinks: [...HEADER_LINKS, ...PREPARE, ...GUIAS, ...IN_ENGLISH],
    getHelp: { label: "Ayuda", to: "/es/ayuda-ahora" },
  },
  footer: {
    nav: "Pie de página",
    about:
      "Ayuda gratis y en palabras sencillas para personas mayores y las familias que las cuidan. Explicamos cómo funcionan las estafas para que usted pueda detenerlas a tiempo.",
    columns: [
      { heading: "En español", links: [...HEADER_LINKS, ...PREPARE, ...GUIAS] },
      { heading: "En inglés", links: IN_ENGLISH },
      {
        heading: "Sobre el sitio",
        links: [
          { label: "Quiénes somos (en inglés)", to: "/about", lang: "en" },
          { label: "Privacidad (en inglés)", to: "/privacy", lang: "en" },
          { label: "Contacto", to: "/es/contacto" },
        ],
      },
    ],
    tagline: "Protegemos a las personas mayores desde 2024",
    credit: "Sitio web hecho con Cloudflare",
  },
  textSize: { label: "Tamaño del texto:", sizes: { normal: "Normal", large: "Grande", larger: "Más grande" } },
  lastUpdated: "Actualizado:",
};
