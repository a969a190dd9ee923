/**
 * Las palabras de /es/revisar y de sus respuestas: el gemelo en español de ../words.ts (las de cada
 * señal están en ../../es/explain.ts). Las palabras de la FTC (consumidor.ftc.gov): estafa,
 * tarjeta de regalo, transferencia de dinero, criptomonedas.
 */
import { BODY_MESSAGES } from "~/lib/body-messages";
import type { CheckWords } from "../words";

const CHECK_HOW = {
  heading: "Lo que buscamos",
  items: [
    {
      term: "En un enlace",
      detail:
        "Quién maneja de verdad el sitio web. Nombres que copian a un banco, una agencia o una compañía de entregas. Páginas en sitios donde cualquiera puede hacer una. Enlaces que pasan de un sitio a otro. Letras de otros alfabetos y enlaces acortados. Números en vez de un nombre, y palabras antes de una @. Finales que los estafadores usan mucho. Y si empieza con https://.",
    },
    {
      term: "En un mensaje",
      detail:
        "Pedidos de tarjetas de regalo, transferencias de dinero, criptomonedas o efectivo. Que le pidan guardar un secreto o dar un código. Aplicaciones para manejar su computadora. Un familiar en problemas o con un número nuevo. Cargos para cobrar un premio o un paquete. Dinero que hay que devolver. Un cobro que usted no hizo, con un número para llamar. Tarjetas y reembolsos de Medicare, y dinero del gobierno. Un mensajero que viene a buscar efectivo. Amenazas, multas, deportación y plazos. También revisamos los enlaces y números que trae, y si otras personas los reportaron.",
    },
    {
      term: "En un número de teléfono",
      detail:
        "Códigos de área que parecen de los Estados Unidos pero son de otro país. Números que cobran por llamada y números del extranjero. Y los números reales de agencias como el Seguro Social, Medicare y el IRS.",
    },
  ],
  limits:
    "Ningún revisor encuentra todas las estafas. Los estafadores cambian sus palabras, y el identificador de llamadas se puede falsificar. Si un mensaje le pide pagar, hacer clic, llamar o dar un dato, revíselo usted mismo con un número o una dirección de confianza.",
};

export const CHECK_WORDS: CheckWords = {
  lang: "es",
  action: "/es/revisar",
  title: "Revise un enlace, un mensaje o un número de teléfono",
  intro:
    "¿Tiene dudas sobre un texto, un email, un enlace o una llamada? Péguelo aquí. Le mostramos cada señal de estafa que encontramos, y qué hacer.",
  privacy: "Privado: la revisión se hace en su propio aparato. Nada de lo que pega nos llega ni se guarda.",
  privacyNoScript: "Privado: nada de lo que pega se guarda ni se anota en ningún lugar.",
  label: "Pegue un enlace, un mensaje de texto o email, o un número de teléfono",
  hint: "Para copiar de un mensaje, mantenga el dedo sobre él y elija Copiar. Para pegar, mantenga el dedo aquí.",
  kindLegend: "¿Qué pegó?",
  kinds: { auto: "Que lo decida el revisor", link: "Un enlace", message: "Un mensaje", phone: "Un número de teléfono" },
  submit: "Revisar",
  checking: "Revisando…",
  errors: {
    empty: "Pegue un enlace, un mensaje o un número de teléfono para revisarlo.",
    long: "Pegue {max} caracteres o menos. Si es un email largo, pegue la parte que le pide hacer algo.",
    kind: "Elija qué pegó.",
    tooLarge: BODY_MESSAGES.es.tooLarge,
    unreadable: BODY_MESSAGES.es.unreadable,
  },
  warning: "Cuidado: hay señales de estafa",
  careful: "Tenga cuidado: no podemos estar seguros",
  officialAddress: "Esta es la dirección real de",
  officialNumber: "Este es el número real de",
  summary: {
    warning: "Encontramos señales que usan los estafadores. No haga clic, no devuelva la llamada, no pague y no dé ningún dato.",
    careful:
      "No encontramos una señal fuerte de estafa. Eso no quiere decir que sea seguro. Revíselo usted mismo, como le mostramos abajo.",
    official: "Está en nuestra lista de direcciones y números oficiales.",
  },
  youPasted: { link: "El enlace que pegó", message: "El mensaje que pegó", phone: "El número que pegó" },
  decoded: "Con sus letras reales, esta dirección dice:",
  signsOne: "Lo que encontramos: 1 señal",
  signsMany: "Lo que encontramos: {count} señales",
  strong: "Señal fuerte:",
  weak: "Señal para revisar:",
  found: "Encontrado:",
  whatToDo: "Qué hacer:",
  noSigns: {
    link: "No encontramos en este enlace ninguna de las señales que buscamos.",
    message: "No encontramos en este mensaje ninguna de las palabras o trucos que buscamos.",
    phone: "No encontramos nada raro en este número.",
  },
  nextHeading: { warning: "Qué hacer ahora", careful: "Qué revisar después", official: "" },
  scamNext: {
    heading: "El próximo paso",
    body: "Si ya pagó, hizo clic o dio algún dato, no está solo y no es su culpa. Reciba un plan de qué hacer ahora, y repórtelo.",
    helpNow: "Ayuda ahora",
    helpNowPath: "/es/ayuda-ahora",
    report: "Repórtelo en {{fact:reporteFraudeSite}}",
    tellUs: "Cuéntenos lo que pasó (en inglés)",
    tellUsPath: "/report",
    reportUrl: "{{url:reporteFraudeSite}}",
  },
  notSure: "¿Todavía tiene dudas?",
  helpline: {
    // This line answers in Spanish (https://ovc.ojp.gov/program/stop-elder-fraud); AARP's says nothing of it.
    before: "Háblelo con alguien. Llame a la Línea Nacional contra el Fraude a Personas Mayores al",
    after: "Es gratis y atienden en español. Horario: {{fact:elderFraudHotlineHoursEs}}.",
    name: "Línea Nacional contra el Fraude a Personas Mayores",
    call: "Llame a la",
    display: "{{fact:elderFraudHotline}}",
    tel: "{{tel:elderFraudHotline}}",
  },
  reported: {
    heading: "Otras personas reportaron esto",
    readersOne: "Nos lo reportaron 1 vez en los últimos 30 días",
    readersMany: "Nos lo reportaron {count} veces en los últimos 30 días",
    ftcOne: "Se reportó a la FTC 1 vez en los últimos 30 días, en quejas por llamadas no deseadas",
    ftcMany: "Se reportó a la FTC {count} veces en los últimos 30 días, en quejas por llamadas no deseadas",
    callerId: "El identificador de llamadas se puede falsificar: el dueño de este número puede ser inocente.",
    sender: "La dirección de quien envía se puede falsificar: el dueño de esta dirección puede ser inocente.",
  },
  how: CHECK_HOW,
};
