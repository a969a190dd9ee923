/**
 * Los pasos del plan personal, en español: the same steps, in the same order, as the English
 * steps.ts. Texts may say {you}/{your}: "usted"/"su" for the person it happened to, "la
 * persona"/"su" for a helper. "Usted" takes the same verbs as "la persona", so each sentence
 * reads right both ways; most need no pronoun at all, and a plural possessive is "sus".
 */
import type { Shared, Story } from "../../help-now";
import type { StepContent } from "../../data";
import { LINK, PHONE } from "./contacts";

const CHANGE_PASSWORDS: StepContent = {
  id: "change-passwords",
  when: "today",
  title: "Cambie sus contraseñas",
  text: "Use un teléfono o una computadora que el estafador nunca tocó. Cambie primero la contraseña de {your} correo electrónico. Luego cambie la de {your} banco y la de cada cuenta de la que {you} habló. Use una contraseña nueva para cada una. Donde se pueda, active la verificación en dos pasos (un código que llega a {your} teléfono).",
};

export const LOCK_DOWN: Readonly<Record<Shared, readonly StepContent[]>> = {
  // The bank call itself is BANK_CALL, put first in the plan.
  "bank-login": [CHANGE_PASSWORDS],
  ssn: [
    {
      id: "credit-freeze",
      when: "today",
      title: "Congele {your} crédito en las tres compañías de informes de crédito",
      text: "Un congelamiento de crédito impide que alguien abra un préstamo o una tarjeta nueva a {your} nombre. Es gratis. Llame a cada compañía o use su sitio web. {You} puede levantar el congelamiento cuando quiera.",
      contacts: [PHONE.equifax, PHONE.experian, PHONE.transunion],
      links: [LINK.equifax, LINK.experian, LINK.transunion],
    },
    {
      id: "identity-theft-gov",
      when: "today",
      title: "Obtenga un plan de recuperación en {{fact:robodeIdentidadSite}}",
      text: "{{fact:robodeIdentidadSite}} es el sitio de la Comisión Federal de Comercio (FTC) para el robo de identidad. Si un número de Seguro Social cayó en malas manos, le prepara un plan de recuperación paso a paso. También puede hacer un reporte oficial de robo de identidad.",
      links: [LINK.identityTheft],
    },
  ],
  medicare: [
    {
      id: "medicare",
      when: "today",
      title: "Llame a Medicare",
      text: "Llame al {{fact:medicareLetters}} y diga que un estafador tiene {your} número de Medicare. Revise sus resúmenes de Medicare. Busque visitas, pruebas o equipos que {you} nunca recibió.",
      contacts: [PHONE.medicare],
    },
  ],
  code: [
    {
      id: "code-account",
      when: "now",
      title: "Llame a la compañía que envió el código",
      text: "Un código enviado a {your} teléfono abre una cuenta. Si el código vino de un banco, llame al banco al número que está en {your} tarjeta. Si era para el correo electrónico u otra cuenta, cambie la contraseña ahora desde un aparato seguro. Luego revise la cuenta por si hay cambios que {you} no hizo.",
    },
  ],
  "remote-access": [
    {
      id: "disconnect-computer",
      when: "now",
      title: "Desconecte la computadora de internet",
      text: "Apague el wifi o desenchufe el cable de internet. Luego apague la computadora. No la use para el banco hasta que la revisen.",
    },
    {
      id: "clean-computer",
      when: "today",
      title: "Borre el programa que instalaron y haga revisar la computadora",
      text: "Borre todo programa que el estafador le pidió instalar. Luego pase un antivirus. Si no sabe cómo, pida ayuda en un taller de reparación que {you} elija. Nunca vaya a uno que nombró quien llamó.",
      links: [LINK.ftcTechSupport],
    },
    CHANGE_PASSWORDS,
  ],
};

/** When something was paid: after the calls that stop the money. */
export const STOP_CONTACT: StepContent = {
  id: "stop-contact",
  when: "now",
  title: "Deje de hablar con ellos",
  text: "Cuelgue, deje de responder y no envíe nada más. Hágalo aunque amenacen o prometan devolver el dinero. No devuelva la llamada a un número que ellos dieron.",
};

/** The first step when nothing was paid, for every story but a family emergency (which has its own). */
const DO_NOT_PAY: StepContent = {
  id: "do-not-pay",
  when: "now",
  title: "Cuelgue o deje de responder. No pague",
  text: "No envíe dinero, no compre tarjetas de regalo y no dé datos personales. No lo haga aunque amenacen o digan que es urgente. No devuelva la llamada a un número que ellos dieron.",
};

export const TELL_SOMEONE: StepContent = {
  id: "tell-someone",
  when: "today",
  title: "Cuénteselo a alguien, aunque le hayan dicho que no",
  text: "Los estafadores dicen “no se lo cuente a nadie” para que nadie los detenga. Cuéntele a un familiar o a un amigo lo que pasó. Eso le ayuda a {you}, y a ellos les sirve de aviso.",
};

/** What to do now when nothing was paid yet: the steps that keep it that way. */
export const NOT_PAID: Readonly<Record<Story, readonly StepContent[]>> = {
  family: [
    {
      id: "hang-up-no-gift-cards",
      when: "now",
      title: "Cuelgue. No compre las tarjetas de regalo ni envíe dinero",
      text: "No compre tarjetas de regalo, no envíe efectivo y no haga transferencias de dinero. No lo haga aunque quien llama llore, suene igual que {your} nieto o nieta, o diga que tiene que ser ya. Los estafadores pueden copiar una voz. Si vuelven a llamar, no conteste.",
    },
    {
      id: "call-family",
      when: "now",
      title: "Llame a {your} nieto o nieta, o a los padres de ellos, a un número que {you} ya tiene",
      text: "Use el número guardado en {your} teléfono o en {your} libreta, nunca uno que dio quien llamó. Si no logra hablar con ellos, llame a otro familiar. Pregunte algo que solo su familiar de verdad sabría, o use la palabra clave de {your} familia.",
    },
    { ...TELL_SOMEONE, when: "now" },
  ],
  government: [
    DO_NOT_PAY,
    {
      id: "check-agency",
      when: "today",
      title: "Si le preocupa, llame a la agencia a un número que busque por su cuenta",
      text: "Use el número del sitio web oficial de la agencia o de una carta que {you} sabe que es real. El IRS, el Seguro Social, Medicare y la policía nunca llaman para exigir dinero ni para amenazar con un arresto.",
    },
  ],
  bank: [
    DO_NOT_PAY,
    {
      id: "check-bank",
      when: "now",
      title: "Llame a {your} banco al número que está en {your} tarjeta",
      text: "Use el número que está al dorso de {your} tarjeta o en un estado de cuenta, nunca uno que dio quien llamó. Pregunte si hay algún problema con {your} cuenta. Un banco de verdad nunca le pide mover dinero para protegerlo.",
    },
  ],
  tech: [
    {
      id: "no-popup-number",
      when: "now",
      title: "No llame al número del mensaje de advertencia",
      text: "Cierre la página web, o apague y vuelva a prender la computadora. Las compañías de verdad no ponen números de teléfono en sus advertencias. Nunca deje que alguien que llama entre en {your} computadora.",
    },
  ],
  prize: [
    {
      id: "no-prize-fee",
      when: "now",
      title: "No pague cargos, impuestos ni envío por un premio",
      text: "Un premio de verdad es gratis. Si {you} cree que participó en un concurso real, busque por su cuenta el número de la compañía y llame.",
    },
  ],
  romance: [
    {
      id: "no-money-romance",
      when: "now",
      title: "No envíe dinero, tarjetas de regalo ni criptomonedas",
      text: "No importa la historia ni lo amable que parezca. Los estafadores piden dinero para un pasaje, una visa, una cuenta del hospital, cargos de aduana o una inversión.",
    },
  ],
  investment: [
    {
      id: "no-investment",
      when: "now",
      title: "No invierta, y no envíe dinero ni criptomonedas",
      text: "Antes de invertir, busque al vendedor y a la compañía en {{fact:brokerCheckSite}} o en {{host:investorSite}}. Las promesas de ganancias grandes y seguras son una señal de estafa.",
    },
  ],
  job: [
    {
      id: "no-job-payment",
      when: "now",
      title: "No pague para empezar, y no cobre un cheque que le enviaron",
      text: "Un trabajo de verdad nunca le pide pagar por capacitación o equipo, ni devolver parte de un cheque.",
    },
  ],
  charity: [
    {
      id: "check-charity",
      when: "now",
      title: "Done solo a organizaciones benéficas que busque por su cuenta",
      text: "No done con tarjetas de regalo, transferencias de dinero ni criptomonedas. Busque la organización en su sitio web oficial, o done a una que {you} ya conoce.",
    },
  ],
  package: [
    {
      id: "check-package",
      when: "now",
      title: "No haga clic en el enlace. Verifique en el sitio web o la aplicación de la compañía",
      text: "Escriba a mano la dirección web de la compañía de envíos o de la agencia de peajes, o abra su aplicación. Si el paquete, el peaje o la factura son reales, aparecerán allí.",
    },
  ],
  other: [
    DO_NOT_PAY,
    {
      id: "check-yourself",
      when: "today",
      title: "Comuníquese por su cuenta con la compañía o con esa persona",
      text: "Use un número o una dirección que {you} ya tiene, nunca uno que ellos dieron.",
    },
  ],
};

/** Steps a story needs whether or not anything was paid. */
export const STORY_STEPS: Readonly<Partial<Record<Story, readonly StepContent[]>>> = {
  romance: [
    {
      id: "keep-messages",
      when: "now",
      title: "Deje de responder y guarde los mensajes",
      text: "No borre las conversaciones, las fotos ni el perfil. Tómeles fotos con {your} teléfono o imprímalos. El banco y la policía pueden usarlos.",
    },
    {
      id: "report-profile",
      when: "today",
      title: "Reporte el perfil en el sitio o la aplicación",
      text: "Use el botón para reportar que está en el perfil, en Facebook, en el sitio de citas o en la aplicación donde se conocieron. Así ayuda a que no engañe a otros.",
    },
  ],
};

export const RECOVERY_SCAM: StepContent = {
  id: "recovery-scam",
  when: "this week",
  title: "Cuidado con una segunda estafa",
  text: "Después de una estafa, otras personas pueden llamar o escribir. Prometen recuperar {your} dinero a cambio de un cargo. Pueden decir que son la policía, un abogado o una oficina del gobierno. Ninguna agencia de verdad cobra por recuperar dinero. Cuelgue y nunca les pague.",
};
