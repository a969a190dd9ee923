/**
 * Dónde reportar, en español: the English routes (reports.ts), chosen by the same answers, each
 * with its words, links and numbers in Spanish. The rules (`applies`, `when`) are written once,
 * in English.
 */
import type { ReportRoute } from "../../data";
import { REPORT_ROUTES as ENGLISH } from "../reports";
import { LINK, PHONE } from "./contacts";

type ReportWords = Pick<ReportRoute, "title" | "text" | "links" | "contacts">;

const WORDS: Readonly<Record<string, ReportWords>> = {
  ftc: {
    title: "Repórtelo a la Comisión Federal de Comercio (FTC)",
    text: "Reporte cada estafa en {{fact:reporteFraudeSite}}, a cualquier hora, o por teléfono. La FTC comparte los reportes con la policía de todo el país. Use el resumen para el reporte que está más abajo.",
    links: [LINK.reportFraud],
    contacts: [PHONE.ftc],
  },
  ic3: {
    title: "Repórtelo al FBI",
    text: "El Centro de Denuncias de Delitos por Internet del FBI recibe reportes de estafas. Por ejemplo, las que usaron internet, criptomonedas, transferencias de dinero o mensajeros. Si {you} tiene 60 años o más, la Línea Nacional contra el Fraude a Personas Mayores puede ayudarle a llenar el reporte.",
    links: [LINK.ic3],
  },
  "ssa-oig": {
    title: "Si dijeron que eran del Seguro Social: avise a la Oficina del Inspector General",
    text: "La Oficina del Inspector General del Seguro Social recibe reportes de personas que se hacen pasar por el Seguro Social.",
    links: [LINK.ssaOig],
  },
  tigta: {
    title: "Si dijeron que eran del IRS: avise a TIGTA",
    text: "TIGTA es el inspector general del Departamento del Tesoro que vigila al IRS. Recibe reportes de personas que se hacen pasar por el IRS.",
    links: [LINK.tigta],
    contacts: [PHONE.tigta],
  },
  "medicare-fraud": {
    title: "Si fue sobre Medicare: avise al Inspector General del HHS o a la Senior Medicare Patrol",
    text: "La Oficina del Inspector General del Departamento de Salud y Servicios Humanos (HHS) recibe reportes de fraude a Medicare. La Senior Medicare Patrol de {your} estado puede ayudarle a revisar sus resúmenes de Medicare.",
    links: [LINK.hhsOig, LINK.smp],
    contacts: [PHONE.hhsOig, PHONE.smp],
  },
  uspis: {
    title: "Reporte el fraude por correo al Servicio de Inspección Postal de EE. UU.",
    text: "Si la estafa llegó por correo, o si se envió dinero por correo, repórtela al Servicio de Inspección Postal.",
    links: [LINK.uspis],
    contacts: [PHONE.uspis],
  },
  fcc: {
    title: "Reporte la llamada o el mensaje de texto a la FCC",
    text: "La Comisión Federal de Comunicaciones (FCC) recibe quejas sobre llamadas de estafadores, llamadas automáticas y números falsos en el identificador de llamadas.",
    links: [LINK.fcc],
  },
  "state-ag": {
    title: "Avise al fiscal general de {state}",
    text: "La oficina del fiscal general de {state} recibe reportes de estafas y advierte a otras personas. Use el directorio nacional de fiscales generales para encontrar la oficina y su número.",
    links: [LINK.naag],
  },
  aps: {
    title: "Adultos mayores o con discapacidad: Servicios de Protección de Adultos en {state}",
    text: "Los Servicios de Protección de Adultos (APS) ayudan a adultos mayores y a adultos con discapacidad que sufrieron daño o engaño. Busque la oficina de {state} en el directorio nacional. También puede llamar al Eldercare Locator de lunes a viernes.",
    links: [LINK.napsa],
    contacts: [PHONE.eldercareLocator],
  },
  police: {
    title: "Repórtelo a la policía local",
    text: "Llame al número de la policía para casos que no son de emergencia. Pida un número de reporte: los bancos y otras compañías pueden pedirlo. Llame al 911 si {you} está en peligro o si alguien está en la puerta exigiendo dinero.",
    contacts: [PHONE.emergency],
  },
};

export const REPORT_ROUTES: readonly ReportRoute[] = ENGLISH.map((route) => {
  const words = WORDS[route.id];
  if (!words) throw new Error(`No Spanish words for the report route ${route.id}`);
  return { id: route.id, applies: route.applies, when: route.when, ...words };
});
