/** Guía en español: premios, sorteos y loterías falsas (/es/guias/premios-y-loterias). Sin gemela en inglés. */
import type { GuiaEs } from "./types";
import { CRYPTO_PAYMENT, GIFT_CARDS, PAID_A_SCAMMER, REFUND_SCAMS } from "./sources";

const CHECKED = "2026-11-27";

export const PREMIOS_Y_LOTERIAS: GuiaEs = {
  id: "premios-y-loterias",
  title: "Premios, sorteos y loterías falsas",
  summary:
    "Le dicen que ganó un premio, un sorteo o una lotería, pero que primero debe pagar impuestos o cargos. Es una estafa: los premios de verdad son gratis.",
  howItOccurs: [
    "Le llega una llamada, una carta, un correo electrónico o un mensaje de texto. Le dicen: “¡Usted ganó!”. Puede ser dinero, un carro, un viaje o una lotería. Muchas veces usted ni siquiera participó.",
    "Luego viene la trampa. Para recibir el premio, primero tiene que pagar. Le hablan de “impuestos”, “gastos de envío”, “cargos de procesamiento” o “aranceles de aduana”. Le piden pagar con tarjetas de regalo, transferencias de dinero, efectivo o criptomonedas.",
    "Algunos usan nombres conocidos, como Publishers Clearing House (PCH). Según la FTC, hablan de una lotería multiestatal y de millones de dólares. Dicen que el premio lo espera en el Banco de la Reserva Federal de Nueva York. Nada de eso es cierto.",
    "Otros hablan de una lotería de otro país. Puede ser una “lotería española”, como El Gordo, o una lotería de Jamaica. El FBI ha advertido sobre estafadores en Jamaica que llaman a personas mayores en Estados Unidos. Usan números de teléfono que parecen de este país.",
    "La FTC recuerda que participar en una lotería extranjera por correo o por teléfono va contra la ley federal. Por eso, si le dicen que ganó una lotería de otro país, es una estafa. Si ya pagó, repórtelo igual.",
    "Si usted paga una vez, no recibe nada. Recibe más llamadas y más promesas falsas. Le piden más dinero, una y otra vez. Algunos estafadores llaman tanto que llegan a parecer amigos.",
  ],
  identification: [
    "Le dicen que ganó un concurso en el que usted no participó.",
    "Tiene que pagar impuestos o cargos antes de recibir el premio.",
    "Le piden pagar con tarjetas de regalo, transferencias de dinero, efectivo o criptomonedas.",
    "Le piden el número de su cuenta del banco, de su tarjeta o de su Seguro Social.",
    "Le dicen que, si paga, tendrá más probabilidades de ganar.",
    "El premio viene de una lotería de otro país.",
    "Le apuran: dicen que la oferta dura poco o que perderá el premio.",
    "Dicen llamar de parte de un sorteo famoso (como PCH), y aun así le piden dinero.",
    "Le mandan a un cajero de criptomonedas para pagar “los cargos”.",
  ],
  immediateActions: [
    "1. No pague nada. Un premio de verdad no le cobra. Cuelgue o no conteste el mensaje.",
    "2. No dé los datos de su banco, de su tarjeta ni su número de Seguro Social.",
    "3. Si quiere comprobar un premio, busque usted mismo el número de la compañía. No use el número ni los datos que le dio quien llamó.",
    "4. Si ya pagó con una tarjeta de regalo, llame enseguida a la compañía que emitió la tarjeta (la marca que aparece en ella). Guarde la tarjeta y el recibo. Pida que le devuelvan el dinero.",
    "5. Si pagó con su tarjeta del banco, una transferencia de dinero o una aplicación, llame enseguida a esa compañía. Diga que fue una estafa y pida que reviertan el pago.",
    "6. Para hablar con alguien, llame a la Línea Nacional contra el Fraude a Personas Mayores al {{fact:elderFraudHotline}}. {{fact:elderFraudHotlineHoursEs}}.",
  ].join("\n"),
  recoverySteps: [
    "1. Reporte la estafa a la Comisión Federal de Comercio (FTC) en {{fact:reporteFraudeSite}}. También puede llamar al {{fact:ftc}}.",
    "2. Espere una segunda llamada. Alguien puede ofrecerle recuperar su dinero o su premio, pero primero le pedirá un pago. Eso también es una estafa.",
    "3. Si dio los datos de su banco o su número de Seguro Social, siga el plan de {{fact:robodeIdentidadSite}}.",
    "4. Cuénteselo a su familia. Pida a alguien de confianza que le ayude a revisar las cartas y las llamadas de premios.",
    "5. No conteste las cartas ni los mensajes de premios que no esperaba. Bórrelos o tírelos, sin abrir los enlaces.",
    "6. No se culpe. Los estafadores son expertos en entusiasmar a la gente. Si quiere hablar con alguien, llame a la línea de ayuda de la AARP al {{fact:aarpHelpline}}. {{fact:aarpHelplineHoursEs}}.",
  ].join("\n"),
  examples: {
    commonScenario:
      "Este es un ejemplo inventado de una estafa común. Don Jorge Medina recibió una carta muy llamativa. Decía que había ganado un carro y mucho dinero en una lotería de España. Para cobrar, tenía que pagar los impuestos por adelantado. Le pedían comprar tarjetas de regalo y leer los números por teléfono. Jorge no recordaba haber jugado. Le enseñó la carta a su hija. Ella le explicó que un premio de verdad no cobra nada. Jorge tiró la carta y no pagó.",
    warningSigns:
      "Jorge nunca jugó esa lotería. Le pedían pagar antes de cobrar, y con tarjetas de regalo. Además, jugar una lotería extranjera por correo va contra la ley en Estados Unidos. Todo eso indica una estafa.",
    preventionTips:
      "Recuerde esta regla: si tiene que pagar para recibir un premio, es una estafa. No conteste cartas ni llamadas de loterías de otros países. Nunca dé los datos de su banco para “recibir” un premio. Antes de hacer nada, hable de la oferta con alguien de confianza.",
  },
  stats: "La regla de la FTC es simple: si tiene que pagar para recibir un premio, es una estafa. Los premios de verdad son gratis.",
  trends2025:
    "En 2025, la FTC volvió a advertir sobre estafadores que usan nombres parecidos a los de compañías conocidas, como Publishers Clearing House. Llaman o mandan mensajes de texto. Prometen miles o millones de dólares, un carro o un reloj elegante. Pero antes piden un pago por “cargos” o “impuestos”.",
  lastUpdated: "2026-11-27",
  sources: [
    {
      name: "FTC, {{fact:consumidorFtcSite}}: Estafas de premios, sorteos y loterías falsas",
      url: "{{url:consumidorFtcSite}}articulos/estafas-de-premios-sorteos-y-loterias-falsas",
      checked: CHECKED,
    },
    {
      name: "FTC, {{fact:consumidorFtcSite}}: No pagues por un premio: es una estafa (2025)",
      url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2025/06/no-pagues-por-un-premio-estafa",
      checked: CHECKED,
    },
    {
      name: "FTC, {{fact:consumidorFtcSite}}: Cuélgale el teléfono a los impostores que se hacen pasar por PCH",
      url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2023/12/cuelgale-el-telefono-los-impostores-que-se-hacen-pasar-por-pch",
      checked: CHECKED,
    },
    {
      name: "FTC (Comisión Federal de Comercio): La FTC advierte a los consumidores sobre la estafa de una lotería española denominada “El Gordo”",
      url: "{{url:ftcSite}}es/noticias/2003/12/la-ftc-advierte-los-consumidores-sobre-la-estafa-de-una-lotera-espanola-denominada",
      checked: CHECKED,
    },
    {
      name: "FBI: Alertan a personas de la tercera edad por estafas de lotería",
      url: "{{url:fbiSite}}news/espanol/alertan-a-personas-de-la-tercera-edad-por-estafas-de-loteria",
      checked: CHECKED,
    },
    CRYPTO_PAYMENT,
    GIFT_CARDS,
    PAID_A_SCAMMER,
    REFUND_SCAMS,
    {
      name: "AARP en español: Señales de advertencia de estafas de lotería y sorteos",
      url: "{{url:aarpSite}}espanol/dinero/estafas-y-fraudes/info-2019/concurso-loteria.html",
      checked: CHECKED,
    },
  ],
};
