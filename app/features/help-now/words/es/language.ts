/** Las palabras que escribe el armador del plan, en español (data.ts, PlanLanguage). */
import type { PlanLanguage } from "../../data";

const DAYS = ["el domingo", "el lunes", "el martes", "el miércoles", "el jueves", "el viernes", "el sábado"];
const list = (items: readonly string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`);

/** "10 a.m.", "6 p.m.": the way US Spanish-language media write the hour. */
function clock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "a.m." : "p.m."}`;
}

/** The names of the federal holidays (@18f/us-federal-holidays gives them in English). */
const HOLIDAYS: Readonly<Record<string, string>> = {
  "New Year's Day": "Año Nuevo",
  "Birthday of Martin Luther King, Jr.": "Natalicio de Martin Luther King, Jr.",
  "Washington's Birthday": "Natalicio de Washington",
  "Memorial Day": "Día de los Caídos",
  "Juneteenth National Independence Day": "Juneteenth",
  "Independence Day": "Día de la Independencia",
  "Labor Day": "Día del Trabajo",
  "Columbus Day": "Día de Colón",
  "Veterans Day": "Día de los Veteranos",
  "Thanksgiving Day": "Día de Acción de Gracias",
  "Christmas Day": "Navidad",
};

export const PLAN_LANGUAGE: PlanLanguage = {
  // "Usted" takes the same verbs as "la persona", so one text reads right for both.
  pronouns: { me: { you: "usted", your: "su" }, helper: { you: "la persona", your: "su" } },
  yourState: "su estado",
  and: "y",
  when: { now: "Ahora", today: "Hoy", "this week": "Esta semana" },
  verdict: {
    sure: "Esto es una estafa.",
    signs: "Esto tiene las señales de una estafa.",
    noBlame: {
      me: "Los estafadores son profesionales. Usted no tiene la culpa.",
      helper: "Los estafadores son profesionales. La persona no tiene la culpa.",
    },
  },
  summary: ({ helper, how, story, paid, shared }) => {
    // Spanish conjugates: "pagué" for the person it happened to, "pagó" for the one they help.
    const verb = (me: string, them: string) => (helper ? them : me);
    const by = how ?? "[por teléfono, mensaje de texto, correo electrónico o internet]";
    return [
      helper
        ? `El [fecha], a eso de las [hora], alguien contactó ${by} a la persona a quien ayudo, [nombre], de [edad] años, y le dijo que ${story}.`
        : `El [fecha], a eso de las [hora], alguien me contactó ${by} y me dijo que ${story}.`,
      "Esa persona dio el nombre [nombre que usó] y usó [número de teléfono, correo electrónico, sitio web o perfil].",
      paid.length
        ? `${verb("Pagué", "Pagó")} $[cantidad] ${list(paid)} el [fecha]. [Números de recibo, de tarjeta o de la transacción.]`
        : `${verb("No pagué", "No pagó")} nada.`,
      shared === null
        ? "[Datos personales que obtuvieron, si los hay.]"
        : shared.length
          ? `${verb("Di", "Dio")} ${list(shared)}.`
          : `${verb("No di", "No dio")} ningún dato personal.`,
      `${verb("Lo reporté", "Lo reportó")} a [banco o compañía] el [fecha].`,
    ].join(" ");
  },
  hours: {
    open: "Abierto ahora",
    closed: "Cerrado ahora",
    closedToday: "Cerrado hoy",
    mayBeClosedToday: "Puede estar cerrado hoy",
    holiday: (name) => ` (día feriado: ${HOLIDAYS[name] ?? name})`,
    opens: (when) => `. Abre ${when}, hora del Este`,
  },
  opening: {
    today: "hoy",
    tomorrow: "mañana",
    on: (day, isoDate) => `${DAYS[day]}${isoDate ? ` ${isoDate}` : ""}`,
    at: (when, time) => `${when} a las ${time}`,
    clock,
  },
};
