/** El formulario de las alertas por email, en español: el gemelo de ../../newsletter.ts. */
import type { Translation } from "~/lib/i18n";
import { CONFIRMATION_DAYS } from "~/lib/retention";
import type { NEWSLETTER_ERRORS as EN_ERRORS, NewsletterWords } from "../../newsletter";
import { EMAIL_MAX_LENGTH } from "../../newsletter";

export const NEWSLETTER_TEXT: NewsletterWords = {
  lang: "es",
  title: "Alertas de estafas gratis",
  intro: "Reciba un email corto cuando una estafa nueva empiece a extenderse. Sin publicidad. Puede salirse cuando quiera.",
  label: "Su dirección de email",
  button: "Envíenme alertas de estafas",
  pending: "Inscribiéndolo...",
  successTitle: "Revise su email para terminar",
  successText: `Le enviamos un email con un enlace. Ábralo y toque el enlace en los próximos ${CONFIRMATION_DAYS} días para empezar a recibir sus alertas. Si no lo ve, busque en la carpeta de correo no deseado (spam). Cada alerta trae un enlace para dejar de recibirlas.`,
  sentTo: "Enviamos un email a",
  lookFor: "Busque un email de",
  withSubject: "con el asunto",
  arrival: "Puede tardar unos minutos en llegar. Si la dirección de arriba tiene un error, inscríbase otra vez.",
  languageLegend: "Idioma de las alertas",
  languages: { en: "Inglés (English)", es: "Español" },
};

export const NEWSLETTER_ERRORS: Translation<typeof EN_ERRORS> = {
  blank: "Escriba su dirección de email.",
  malformed: "Escriba una dirección de email completa, como nombre@ejemplo.com.",
  tooLong: `Esa dirección de email es demasiado larga. Use una de ${EMAIL_MAX_LENGTH} caracteres o menos.`,
  unavailable: "No pudimos inscribirlo ahora. Intente de nuevo en unos minutos.",
  tooMany: "Hubo varias inscripciones desde su conexión en poco tiempo. Espere 10 minutos e intente de nuevo.",
};
