import type { Lang } from "./i18n";

/**
 * What a reader is told when the Worker cannot take what a form sent (app/server/request.server.ts,
 * and the Worker's own refusal of a body over every route's limit), in the language of the page
 * the form is on: the address says it, since nothing of such a body is read.
 */
export interface BodyMessages {
  tooLarge: string;
  wrongType: string;
  unreadable: string;
  /** The Worker's own page for a body over every limit: its title, and the way home. */
  tooLargeTitle: string;
  home: { label: string; to: "/" | "/es" };
}

export const BODY_MESSAGES: Readonly<Record<Lang, BodyMessages>> = {
  en: {
    tooLarge: "What you sent is too long. Please shorten it and try again.",
    wrongType: "Please send the form from the page.",
    unreadable: "The form could not be read. Please try again.",
    tooLargeTitle: "Too long",
    home: { label: "Go to the home page", to: "/" },
  },
  es: {
    tooLarge: "Lo que envió es demasiado largo. Acórtelo e intente de nuevo.",
    wrongType: "Envíe el formulario desde la página.",
    unreadable: "No pudimos leer el formulario. Intente de nuevo.",
    tooLargeTitle: "Demasiado largo",
    home: { label: "Ir a la página principal", to: "/es" },
  },
};
