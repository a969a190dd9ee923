import type { NEXT_CHECKS as NEXT_CHECKS_EN } from "../next-checks";

/** Qué revisar o hacer después, según lo que pegó y el resultado (como NEXT_CHECKS en inglés). */
export const NEXT_CHECKS: typeof NEXT_CHECKS_EN = {
  link: {
    warning: [
      "No haga clic en el enlace. Si ya abrió la página, no escriba nada en ella.",
      "Si escribió allí una contraseña o el número de una tarjeta, cambie la contraseña. Luego llame a su banco al número de su tarjeta.",
    ],
    careful: [
      "Mire el nombre que está justo antes de la primera barra sola. Ese es quien maneja el sitio. ¿Está bien escrito, letra por letra?",
      "¿Esperaba este enlace? Si llegó en un mensaje que no esperaba, no haga clic.",
      "Lo más seguro es escribir usted mismo la dirección de la compañía, o usar su aplicación.",
    ],
    official: [
      "Pero un mensaje puede engañarlo: el enlace que ve puede llevar a otro lugar. Escriba usted mismo la dirección en vez de hacer clic.",
    ],
  },
  message: {
    warning: [
      "No conteste, no haga clic en los enlaces y no llame a los números del mensaje. Bórrelo, o guárdelo para reportarlo.",
      "Si dice ser de una compañía o agencia, comuníquese usted con ellas. Use un número de su tarjeta, de un estado de cuenta o de su sitio web propio.",
    ],
    careful: [
      "¿Esperaba este mensaje? ¿Le pide hacer clic, llamar, pagar o dar algún dato?",
      "Revíselo usted mismo con la compañía o la persona, a un número o dirección que ya tiene.",
      "Los estafadores cambian sus palabras todo el tiempo. Un mensaje sin señales también puede ser una estafa.",
    ],
    official: [],
  },
  phone: {
    warning: [
      "No devuelva la llamada. Bloquee el número.",
      "El identificador de llamadas se puede falsificar. Un número en su pantalla no prueba nada.",
    ],
    careful: [
      "El identificador de llamadas se puede falsificar. Una llamada puede mostrar cualquier número, hasta el de un banco o una agencia de verdad.",
      "No podemos saber de quién es un número. Búsquelo en el sitio web propio de la compañía o en su estado de cuenta antes de llamar.",
      "Si alguien lo llama, cuelgue. Luego llame usted a un número que encontró por su cuenta.",
    ],
    official: [
      "Pero el identificador de llamadas se puede falsificar. Los estafadores hacen que sus llamadas muestren números reales como este. Cuelgue y llame usted mismo al número.",
    ],
  },
};
