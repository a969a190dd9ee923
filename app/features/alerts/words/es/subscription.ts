/** Lo que dicen las páginas para confirmar y dejar las alertas, en español: el gemelo de ../subscription.ts. */
import { CONFIRMATION_DAYS, RETENTION_DAYS } from "~/lib/retention";
import type { SubscriptionWords } from "../subscription";

export const SUBSCRIPTION_TEXT: SubscriptionWords = {
  confirmedTitle: "Gracias. Sus alertas de estafas están activas.",
  confirmedText:
    "Le escribiremos cuando una estafa nueva empiece a extenderse. Cada email trae un enlace para dejar de recibir las alertas.",
  alreadyConfirmedTitle: "Usted ya está inscrito",
  alreadyConfirmedText: "Este enlace ya se usó. Sus alertas de estafas están activas. No tiene que hacer nada más.",
  expiredTitle: "Este enlace ya venció",
  expiredText: `Los enlaces para confirmar sirven por ${CONFIRMATION_DAYS} días. Inscríbase otra vez y le enviaremos un enlace nuevo.`,
  badLinkTitle: "Este enlace no funciona",
  badLinkText: "Puede que falte una parte del enlace. Copie el enlace completo del email, o inscríbase otra vez.",
  unsubscribeTitle: "Dejar las alertas de estafas",
  unsubscribeIntro: "Presione el botón para dejar de recibir los emails. No necesita contraseña.",
  unsubscribeButton: "Dejar mis alertas de estafas",
  deleteButton: "Borrar mi dirección de email",
  unsubscribedTitle: "No recibirá más alertas de estafas",
  unsubscribedText: `Dejamos de enviarle los emails. Guardamos su dirección ${RETENTION_DAYS.unsubscribed} días, para que no le llegue una alerta que ya iba en camino. Luego la borramos. Puede borrarla ahora si prefiere.`,
  deletedTitle: "Su dirección de email fue borrada",
  deletedText: "Borramos su dirección y el registro de las alertas que le enviamos. No le volveremos a escribir.",
  unknownTitle: "No encontramos esta inscripción",
  unknownText:
    "Este enlace no corresponde a ninguna dirección de nuestra lista. Puede que la dirección ya esté borrada. Entonces no se le envían más alertas.",
  confirmUnavailableTitle: "No pudimos confirmar ahora",
  confirmUnavailableText: "Abra el enlace otra vez en unos minutos. Todavía funciona.",
  unavailableTitle: "No se puede hacer ahora",
  unavailableText:
    "Pruebe el enlace otra vez en unos minutos. Sigue funcionando. También puede llamarnos o escribirnos desde la página de contacto.",
  alertsTo: "Alertas de estafas para",
  alreadyStopped: "Estos emails ya se detuvieron.",
  removeAll: "También puede borrar su dirección de nuestra lista por completo. Así no guardamos nada sobre usted.",
  latest: "Ver las alertas más recientes",
  latestPath: "/es/alertas",
  home: "Ir al inicio en español",
  homePath: "/es",
};
