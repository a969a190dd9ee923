/**
 * Los datos de ayuda del plan personal (/es/ayuda-ahora), reunidos en el catálogo que lee
 * buildPlan: the same stories, payments and steps as the English index.ts, in Spanish. The
 * phrases fill the report summary's sentences (./language.ts): "alguien me contactó [contact] y me
 * dijo que [story]", "Pagué $[cantidad] [payment]", "Di [shared]".
 */
import type { HelpNowCatalogue } from "../../data";
import { HELP_NOW as ENGLISH } from "../index";
import { HELPLINES } from "./helplines";
import { REPORT_ROUTES } from "./reports";
import { BANK_CALL, STOP_MONEY } from "./money-steps";
import { LOCK_DOWN, NOT_PAID, RECOVERY_SCAM, STOP_CONTACT, STORY_STEPS, TELL_SOMEONE } from "./steps";

export const HELP_NOW: HelpNowCatalogue = {
  stopMoney: STOP_MONEY,
  lockDown: LOCK_DOWN,
  bankCall: BANK_CALL,
  notPaid: NOT_PAID,
  stopContact: STOP_CONTACT,
  storySteps: STORY_STEPS,
  tellSomeone: TELL_SOMEONE,
  reports: REPORT_ROUTES,
  helplines: HELPLINES,
  // Which stories and payments are sure scams is a rule, not words: the English catalogue's.
  scamStories: ENGLISH.scamStories,
  scamPayments: ENGLISH.scamPayments,
  storyReason: {
    family:
      "Los estafadores se hacen pasar por un nieto u otro familiar en problemas, o por un abogado o un policía que llama por él. Piden dinero rápido y en secreto. Un familiar de verdad puede esperar mientras {you} lo llama a un número conocido.",
    government:
      "El IRS, el Seguro Social, Medicare y la policía nunca llaman para exigir dinero ni para amenazar con un arresto. Tampoco piden tarjetas de regalo, criptomonedas, transferencias de dinero ni efectivo.",
    bank: "Un banco de verdad nunca le pide mover dinero para protegerlo, leer en voz alta un código ni dar {your} contraseña. Para confirmar, llame al número que está al dorso de {your} tarjeta.",
    tech: "Las compañías de verdad, como Microsoft y Apple, nunca llaman ni ponen advertencias con un número de teléfono para arreglar un virus. Los mensajes de advertencia de tipo pop-up que piden llamar a un número son falsos.",
    prize: "Un premio de verdad es gratis. Si {you} tiene que pagar primero un cargo, impuestos o el envío, es una estafa.",
    romance:
      "Si alguien a quien {you} nunca ha visto cara a cara pide dinero, tarjetas de regalo o criptomonedas, es un estafador. No importa lo amable que parezca. Los estafadores se ganan la confianza durante semanas antes de pedir.",
    investment:
      "Las promesas de ganancias grandes y seguras, sobre todo con criptomonedas, son señales de una estafa de inversión. También lo es la presión para actuar ya.",
    job: "Un trabajo de verdad nunca le pide pagar para empezar, comprar equipo ni devolver parte de un cheque.",
    charity:
      "La presión para donar enseguida es una señal de una organización benéfica falsa. También lo es que pidan tarjetas de regalo, transferencias de dinero o criptomonedas.",
    package:
      "Los mensajes de texto y correos electrónicos sobre un paquete perdido, un peaje sin pagar o una factura urgente son estafas comunes. Verifique en el sitio web o la aplicación de la compañía, nunca con el enlace del mensaje.",
    other: "La presión para actuar rápido, guardar el secreto o pagar de una forma poco común son las señales de una estafa.",
  },
  paymentReason: {
    "gift-card": "Solo los estafadores piden que les paguen con tarjetas de regalo. Ninguna compañía ni agencia de verdad lo hace.",
    crypto: "Solo los estafadores piden que les paguen con criptomonedas o en un cajero ATM de Bitcoin.",
    cash: "Ninguna agencia, banco ni familiar de verdad manda a un mensajero a recoger efectivo u oro, ni pide efectivo por correo.",
  },
  phrases: {
    contact: {
      phone: "por teléfono",
      text: "por mensaje de texto",
      email: "por correo electrónico",
      social: "en las redes sociales o en un sitio de citas",
      popup: "con un mensaje de advertencia pop-up en la computadora",
      door: "en persona, en la puerta",
      letter: "con una carta por correo",
    },
    story: {
      family: "un familiar estaba en problemas y necesitaba dinero",
      government: "era del gobierno ([agencia que nombró])",
      bank: "era del banco o de su departamento de fraude ([banco que nombró])",
      tech: "era de soporte técnico y que la computadora tenía un virus o estaba pirateada",
      prize: "había ganado un premio o la lotería, pero primero tenía que pagar unos cargos",
      romance: "era una nueva amistad o pareja y necesitaba dinero",
      investment: "tenía una oportunidad de inversión o de criptomonedas",
      job: "tenía una oferta de trabajo",
      charity: "pedía dinero para una organización benéfica ([organización que nombró])",
      package: "había un problema con un paquete, un peaje o una factura",
      other: "[lo que dijo]",
    },
    payment: {
      "gift-card": "con tarjetas de regalo ([tienda y números de las tarjetas])",
      wire: "con una compañía de transferencias de dinero ([Western Union, MoneyGram o Ria, y el número de la transferencia])",
      "bank-transfer": "por transferencia bancaria o Zelle ([banco y número de la transferencia])",
      "payment-app": "con una aplicación de pago ([Venmo, Cash App o PayPal])",
      card: "con una tarjeta de crédito o débito",
      crypto: "en criptomonedas ([cajero ATM de Bitcoin o aplicación, y la dirección de la billetera])",
      cash: "en efectivo u oro, por correo o a un mensajero ([número de rastreo o cómo era el mensajero])",
    },
    shared: {
      ssn: "un número de Seguro Social",
      "bank-login": "datos del banco o de la tarjeta, o una contraseña",
      medicare: "un número de Medicare",
      code: "un código enviado al teléfono",
      "remote-access": "acceso remoto a la computadora",
    },
  },
  recoveryScam: RECOVERY_SCAM,
  kindTalk: [
    "Empiece con cariño, sin culpar: “Esto les pasa a personas inteligentes. Quienes hicieron esto son profesionales”.",
    "Primero escuche. Deje que la persona cuente lo que pasó con sus propias palabras, y agradézcale por contárselo.",
    "Hagan las llamadas juntos, uno al lado del otro. Los bancos casi siempre necesitan hablar con el dueño de la cuenta.",
    "No tome el control ni le quite el teléfono o el dinero, a menos que se lo pida. Respetar sus decisiones protege su confianza.",
    "Es normal que sienta vergüenza, enojo o miedo. Si parece perder la esperanza, llamen juntos al 988 o envíen un mensaje de texto.",
    "Vuelva a hablar con la persona en unos días: los estafadores suelen volver con otra historia.",
  ],
  storyTalk: {
    romance: [
      "La persona puede seguir creyendo que ese amor es real, aun después de ver pruebas. Y el estafador puede seguir escribiendo. No discuta ni se burle. Quédese cerca, tenga paciencia y sigan hablando.",
    ],
  },
};
