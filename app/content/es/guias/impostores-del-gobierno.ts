/**
 * Guía en español: impostores del gobierno (/es/guias/impostores-del-gobierno), written for
 * Spanish-speaking readers first (no English twin): callers, texts and letters that pretend to come
 * from Social Security, Medicare or the IRS. Every number is an existing fact token; the one figure
 * about these scams (the FBI's "number one complaint") is said in words. Each claim about what an
 * agency does or never does is the agency's or the FTC's own, on the pages listed in `sources`.
 */
import type { GuiaEs } from "./types";
import { CREDIT_FREEZE, ELDER_FRAUD_HOTLINE, FBI_2023, FTC_REFUNDS, PAID_A_SCAMMER } from "./sources";

const CHECKED = "2026-11-27";

export const IMPOSTORES_DEL_GOBIERNO: GuiaEs = {
  id: "impostores-del-gobierno",
  title: "Impostores del gobierno: Seguro Social, Medicare y el IRS",
  summary:
    "Un estafador dice ser del Seguro Social, de Medicare o del IRS y le asusta con un problema falso o con un arresto. Luego le exige pagar ya con tarjetas de regalo, una transferencia de dinero, criptomonedas o efectivo.",
  howItOccurs: [
    "Le llega una llamada, un mensaje de texto, un correo electrónico o una carta. La persona dice que trabaja para el gobierno. Dice ser de la Administración del Seguro Social, de Medicare o del Servicio de Impuestos Internos (IRS). A veces usa el nombre de una agencia que ni siquiera existe.",
    "Para parecer oficial, le da un nombre y un número de placa o de empleado. Puede saber su nombre, su dirección o parte de su número de Seguro Social. En la pantalla de su teléfono puede salir el nombre y el número real de la agencia. Pero los estafadores pueden falsificar lo que aparece en la pantalla.",
    "Luego viene el susto. Le dicen que “suspendieron” su número de Seguro Social. O que su número aparece en un delito, o que usted debe impuestos. Le amenazan con arrestarle, con deportarle, con una demanda o con quitarle sus beneficios.",
    "Después le dicen cómo “arreglarlo”: tiene que pagar ya. Le piden que compre tarjetas de regalo y le lea los números. O le piden una transferencia de dinero, criptomonedas o efectivo. Otras veces le piden sus datos personales o de su banco para “verificar” su identidad. Todo es urgente, para que no tenga tiempo de pensar.",
    "Los impostores de Medicare le ofrecen una tarjeta de Medicare “nueva”, de plástico o con chip. Le piden su número de Medicare para “activarla”. Pero Medicare no ofrece esas tarjetas.",
    "Algunos envían cartas falsas que parecen oficiales. Tienen membretes y firmas falsas, y hasta el nombre real de un empleado del Seguro Social. La carta dice que usted está bajo investigación. Después, los estafadores suelen llamar o mandar mensajes de texto.",
  ],
  identification: [
    "Le dicen que su número de Seguro Social fue “suspendido”. El Seguro Social no suspende números.",
    "Le amenazan con arrestarle, deportarle o demandarle si no paga hoy.",
    "Le piden pagar con tarjetas de regalo, una transferencia de dinero, criptomonedas o efectivo.",
    "Le piden su número de Seguro Social, de Medicare o de su cuenta bancaria para “verificar” sus datos.",
    "Le llaman de la nada para ofrecerle dinero, un beneficio o una tarjeta de Medicare nueva.",
    "Le dan un número de placa o de empleado para que les crea.",
    "La pantalla de su teléfono muestra el nombre de una agencia del gobierno. Eso no prueba nada.",
    "Le llega una carta “oficial” que le acusa de un delito y le presiona para pagar o dar sus datos.",
    "Le presionan para actuar ya, sin tiempo para pensar ni para hablar con nadie.",
  ],
  immediateActions: [
    "1. Cuelgue. No responda el mensaje. No llame al número que trae la carta. Ninguna agencia del gobierno le llama para pedirle dinero o datos personales.",
    "2. No pague. No compre tarjetas de regalo ni lea sus números a nadie. No haga transferencias de dinero ni envíe criptomonedas o efectivo. El gobierno no pide pagos así.",
    "3. No dé su número de Seguro Social, de Medicare ni de su cuenta bancaria a nadie que le llame sin que usted lo espere.",
    "4. Si tiene dudas, llame usted mismo a la agencia. Use un número que usted ya conoce, no el que le dieron. Seguro Social: {{fact:socialSecurity}}. Medicare: {{fact:medicare}} ({{fact:medicareLetters}}). Para el IRS, busque el número en {{url:irsSite}}.",
    "5. Si ya pagó, llame enseguida a su banco o a la compañía de la tarjeta de regalo. Diga que fue un fraude y pida que le devuelvan el dinero.",
    "6. Si ya dio su número de Seguro Social, entre a {{url:robodeIdentidadSite}}. Allí tendrá un plan para protegerse.",
    "7. Si necesita ayuda con estos pasos, llame a la Línea Nacional contra el Fraude a Personas Mayores al {{fact:elderFraudHotline}}. Atienden en español. {{fact:elderFraudHotlineHoursEs}}.",
  ].join("\n"),
  recoverySteps: [
    "1. Reporte la estafa a la Comisión Federal de Comercio (FTC) en {{url:reporteFraudeSite}} o al {{fact:ftc}}.",
    "2. Si decían ser del Seguro Social, repórtelo en {{url:ssaOigSite}}espanol/ a la Oficina del Inspector General del Seguro Social.",
    "3. Si decían ser del IRS, repórtelo al Inspector General del Tesoro para la Administración Tributaria (TIGTA). Llame al {{fact:tigta}} o entre a {{url:tigtaSite}} (en inglés).",
    "4. Si decían ser de Medicare, llame a Medicare al {{fact:medicare}} y cuente lo que pasó.",
    "5. Guarde todo lo que tenga: la carta y su sobre, los recibos de pago y el número que le llamó. Le servirá para sus reportes.",
    "6. Si dio datos personales, piense en congelar su crédito gratis con Equifax ({{fact:equifax}}), Experian ({{fact:experian}}) y TransUnion ({{fact:transunion}}).",
    "7. Cuénteselo a su familia y a sus amigos. Si a usted le llamaron, es probable que a ellos también les llamen.",
    "8. Tenga cuidado con una segunda llamada. Alguien puede ofrecerle recuperar su dinero a cambio de un pago. Eso también es una estafa.",
  ].join("\n"),
  examples: {
    commonScenario:
      "Este es un ejemplo inventado de una estafa común. Don Luis recibió una llamada. En la pantalla decía “Seguro Social”. Una mujer le dijo que su número de Seguro Social estaba suspendido porque lo usaron en un delito. Le dio su número de placa. Le dijo que la policía iría a arrestarlo si no pagaba una multa ese mismo día. Tenía que comprar tarjetas de regalo y leerle los números. Don Luis colgó. Llamó al Seguro Social al número que él ya tenía. Allí le dijeron que su número no tenía ningún problema.",
    warningSigns:
      "La llamada llegó de la nada. Hablaba de un número “suspendido”, y el Seguro Social no suspende números. Amenazaba con un arresto y pedía pagar con tarjetas de regalo. El nombre en la pantalla y el número de placa no prueban nada, porque los estafadores pueden falsificarlos. El Seguro Social nunca le amenaza ni le pide pagar con tarjetas de regalo.",
    preventionTips:
      "Recuerde: el gobierno no le llama de la nada para amenazarle ni para pedirle dinero. El IRS casi siempre le escribe primero por correo postal. Guarde junto al teléfono los números del Seguro Social y de Medicare. Dé su número de Medicare solo a su médico, a su farmacia o a su plan de salud. Hable de estas estafas con sus amigos y vecinos.",
  },
  stats:
    "Según el FBI, el fraude de los centros de llamadas es la queja más común de las personas mayores de 60 años. Así lo dice su informe sobre 2023. Ese fraude incluye a los impostores del gobierno y las estafas de soporte técnico.",
  trends2025:
    "En 2025, la Oficina del Inspector General del Seguro Social advirtió sobre cartas falsas con el membrete de la Corte Suprema. La carta dice que usted es sospechoso de un delito y que congelarán sus cuentas. Todo es falso. Si recibe una carta así, no llame a nadie de la carta. Repórtela a la Oficina del Inspector General del Seguro Social, en {{fact:ssaOigSite}}. Después, rómpala.",
  lastUpdated: "2026-11-27",
  sources: [
    {
      name: "FTC, {{fact:consumidorFtcSite}}: Cómo evitar una estafa de impostores del gobierno",
      url: "{{url:consumidorFtcSite}}articulos/como-evitar-una-estafa-de-impostores-del-gobierno",
      checked: CHECKED,
    },
    {
      name: "FTC, {{fact:consumidorFtcSite}} (Pásalo): Estafas de impostores del gobierno",
      url: "{{url:consumidorFtcSite}}destacado/pasalo/las-estafas-de-impostores/estafas-de-impostores-del-irs",
      checked: CHECKED,
    },
    {
      name: "FTC, {{fact:consumidorFtcSite}}: Cómo evitar las estafas de impostores de la SSA",
      url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2020/04/como-evitar-las-estafas-de-impostores-de-la-ssa-durante-el-covid-19",
      checked: CHECKED,
    },
    {
      name: "FTC, {{fact:consumidorFtcSite}}: Cómo detectar una estafa de impostores del gobierno",
      url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2021/06/como-detectar-una-estafa-de-impostores-del-gobierno",
      checked: CHECKED,
    },
    {
      name: "FTC, {{fact:consumidorFtcSite}}: Protege tu número de Medicare, tu otra información y tu dinero",
      url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2022/06/protege-tu-numero-de-medicare-tu-otra-informacion-y-tu-dinero",
      checked: CHECKED,
    },
    {
      name: "FTC, {{fact:consumidorFtcSite}} (Pásalo): Las estafas de atención de la salud",
      url: "{{url:consumidorFtcSite}}destacado/pasalo/las-estafas-de-atencion-de-la-salud",
      checked: CHECKED,
    },
    PAID_A_SCAMMER,
    FTC_REFUNDS,
    CREDIT_FREEZE,
    {
      name: "Seguro Social: Prevención y reporte de fraude",
      url: "{{url:ssaSite}}espanol/fraude/",
      checked: CHECKED,
    },
    {
      name: "Oficina del Inspector General del Seguro Social: alerta sobre cartas falsas de la Corte Suprema (en inglés)",
      url: "{{url:ssaOigSite}}scam-alerts/2025-10-08-unexpected-letter-text-or-email-from-the-u-s-supreme-court-think-scam-first",
      checked: CHECKED,
    },
    {
      name: "IRS en español: Esto es lo que debe saber sobre las estafas tributarias",
      url: "{{url:irsSite}}es/newsroom/heres-what-to-know-about-tax-scams-so-you-can-avoid-them-youtube-video-text-script",
      checked: CHECKED,
    },
    {
      name: "IRS en español: No caiga en llamadas ni correos electrónicos de estafadores que se hacen pasar por el IRS",
      url: "{{url:irsSite}}es/newsroom/dont-fall-for-scam-calls-and-emails-impersonating-irs",
      checked: CHECKED,
    },
    {
      name: "AARP en español: Fraude con la nueva tarjeta de Medicare",
      url: "{{url:aarpSite}}espanol/dinero/estafas-y-fraudes/info-2019/nueva-tarjeta-medicare.html",
      checked: CHECKED,
    },
    {
      name: "AARP en español: Nunca reveles tu número de Medicare a un desconocido",
      url: "{{url:aarpSite}}espanol/dinero/estafas-y-fraudes/info-2021/nunca-reveles-tu-numero-de-medicare-a-un-desconocido.html",
      checked: CHECKED,
    },
    {
      name: "AARP en español: Las estafas de impostores del Gobierno están aumentando",
      url: "{{url:aarpSite}}espanol/dinero/estafas-y-fraudes/info-2021/impostores-del-gobierno.html",
      checked: CHECKED,
    },
    FBI_2023,
    ELDER_FRAUD_HOTLINE,
  ],
};
