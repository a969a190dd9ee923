/**
 * Las líneas de ayuda de "Quién puede ayudar", en español: the English numbers, hours and sources.
 * A line says it answers in Spanish only where a page says so (named beside the words).
 */
import type { Helpline } from "../../data";
import { SOURCES } from "../sources";

const EASTERN = "America/New_York";
const WEEKDAYS = [1, 2, 3, 4, 5];

export const HELPLINES: readonly Helpline[] = [
  {
    id: "elder-fraud-hotline",
    name: "Línea Nacional contra el Fraude a Personas Mayores (National Elder Fraud Hotline)",
    owner: "Departamento de Justicia de EE. UU.",
    display: "{{fact:elderFraudHotline}}",
    tel: "{{tel:elderFraudHotline}}",
    // Its own pages: "Monday–Friday, 10:00 a.m.–6:00 p.m. eastern time", "except some holidays".
    hours: { kind: "weekly", days: WEEKDAYS, open: 10 * 60, close: 18 * 60, timeZone: EASTERN, onHolidays: "closed" },
    hoursText: "{{fact:elderFraudHotlineHoursEs}}, excepto algunos días feriados",
    // Spanish: https://ovc.ojp.gov/program/stop-elder-fraud says "English/Español/Other languages available".
    purpose:
      "Especialistas ayudan a personas de 60 años o más, y a sus familias, a reportar el fraude y a encontrar las agencias correctas. Atienden en inglés, en español y en otros idiomas.",
    fraudHelp: true,
    source: SOURCES.elderFraudHotline,
  },
  {
    id: "aarp-helpline",
    // AARP's own Spanish name (aarp.org/espanol). No AARP page found says the line answers in Spanish.
    name: "Línea de ayuda de la Red contra el Fraude de AARP",
    owner: "AARP",
    display: "{{fact:aarpHelplineLong}}",
    tel: "{{tel:aarpHelpline}}",
    // AARP gives weekday hours and says nothing of holidays: the plan never shows it open on one.
    hours: { kind: "weekly", days: WEEKDAYS, open: 8 * 60, close: 20 * 60, timeZone: EASTERN, onHolidays: "may close" },
    hoursText: "{{fact:aarpHelplineHoursEs}}",
    purpose: "Voluntarios capacitados escuchan y ayudan con los próximos pasos. Es gratis y para todos, sean socios de AARP o no.",
    fraudHelp: true,
    source: SOURCES.aarpHelpline,
  },
  {
    id: "988",
    name: "988 Suicide & Crisis Lifeline (Línea de Prevención del Suicidio y Crisis)",
    owner: "Departamento de Salud y Servicios Humanos de EE. UU. (SAMHSA)",
    display: "988",
    tel: "988",
    hours: { kind: "always" },
    hoursText: "A cualquier hora, de día o de noche; puede llamar o enviar un mensaje de texto",
    // Spanish: https://988lifeline.org/get-help/what-to-expect (a call offers a Spanish-language
    // option; a text offers it with the word AYUDA; "los servicios de texto y chat ... en Español").
    purpose:
      "Ayuda si {you} siente angustia, miedo o falta de esperanza después de perder dinero. Es gratis y privado. Atienden en español: al llamar, elija la opción en español. Por mensaje de texto, escriba AYUDA.",
    fraudHelp: false,
    source: SOURCES.lifeline988,
  },
];
