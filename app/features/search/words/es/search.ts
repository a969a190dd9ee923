/** La búsqueda en español (/es/buscar): el gemelo de ../search.ts. */
import type { SearchWords } from "../search";

export const SEARCH_WORDS: SearchWords = {
  lang: "es",
  path: "/es/buscar",
  title: "Buscar en el sitio",
  intro: "Escriba por lo menos {n} letras, por ejemplo “abuelos” o “tarjeta de regalo”. Primero aparecen las páginas en español.",
  label: "¿Qué está buscando?",
  button: "Buscar",
  tooShort: "Escriba por lo menos {n} letras para buscar.",
  loading: "Buscando...",
  empty: "No encontramos nada para “{q}”",
  hint: "Pruebe con “abuelos”, “gobierno”, “premio” o “notario”.",
  clear: "Borrar",
  helpNow: "Ayuda ahora: me están estafando",
  helpNowPath: "/es/ayuda-ahora",
  crisisTitle: "Ayuda ahora",
  callHotline: "Hable con una persona. Llame a la Línea Nacional contra el Fraude a Personas Mayores, que atiende en español:",
  hotlineHours: "{{fact:elderFraudHotlineHoursEs}}",
  callName: "Llamar a la Línea Nacional contra el Fraude a Personas Mayores: {{fact:elderFraudHotline}}",
  check: "Revisar un enlace, un mensaje o un número",
  checkPath: "/es/revisar",
  otherWays: "Otras formas de pedir ayuda",
  resultOne: "resultado para “{q}”",
  resultMany: "resultados para “{q}”",
  spanish: "Español",
};
