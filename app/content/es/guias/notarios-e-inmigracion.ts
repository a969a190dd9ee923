/** Guía en español: falsos notarios y estafas de inmigración (/es/guias/notarios-e-inmigracion). Sin gemela en inglés. */
import type { GuiaEs } from "./types";
import { PAID_A_SCAMMER } from "./sources";

const CHECKED = "2026-11-27";

export const NOTARIOS_E_INMIGRACION: GuiaEs = {
  id: "notarios-e-inmigracion",
  title: "Falsos notarios y estafas de inmigración",
  summary:
    "En Estados Unidos, un notario público no es abogado y no puede darle consejos legales de inmigración. Los estafadores usan esa confusión, y el miedo a las autoridades, para quitarle dinero.",
  howItOccurs: [
    "En muchos países de América Latina, un “notario público” es un abogado con mucha preparación. En Estados Unidos no es así. Aquí un notario (notary public) no es abogado. No puede darle consejos legales sobre inmigración.",
    "Algunos negocios se anuncian como “notario” o “consultor de inmigración”. Ofrecen arreglar papeles o llenar formularios de inmigración. Cobran dinero y a veces no hacen nada. Otras veces hacen mal el trámite. Eso puede dañar un caso de inmigración.",
    "Algunos cobran por los formularios del gobierno. Pero los formularios en blanco de USCIS se descargan gratis. Las tarifas de presentación se pagan solo a USCIS. Otros le piden firmar formularios en blanco. Otros quieren quedarse con su pasaporte o con otros documentos originales.",
    "Hay otra estafa por teléfono o por correo electrónico. Alguien dice que es de inmigración, de ICE o de USCIS. Dice que usted violó la ley de inmigración o que sus datos están mal. O dice que usted debe un cargo o una fianza.",
    "Luego viene la amenaza. Si no paga, dicen que llamarán a la policía o que lo deportarán. Le piden que no hable con nadie, para que no pueda comprobar la historia. El número en su pantalla puede parecer real, pero pueden falsificarlo.",
    "Estos estafadores se aprovechan del miedo a las autoridades. Quieren que usted pague antes de pensar. Pero ICE y USCIS no llaman de repente para exigir dinero.",
  ],
  identification: [
    "Un “notario” o un “consultor” le ofrece consejos sobre un caso de inmigración, suyo o de un familiar.",
    "Le cobran por formularios de inmigración en blanco, que USCIS da gratis.",
    "Le piden firmar un formulario en blanco.",
    "Le prometen que su solicitud será aprobada.",
    "Quieren quedarse con su pasaporte o con otros documentos originales.",
    "Alguien llama de “inmigración”, de ICE o de USCIS y le exige un pago.",
    "Le amenazan con la policía o con la deportación si no paga.",
    "Le piden pagar con tarjetas de regalo, criptomonedas o una transferencia de dinero, como Western Union.",
    "Le piden su fecha de nacimiento o el número de su cuenta del banco.",
    "Le dicen que no le cuente a nadie.",
  ],
  immediateActions: [
    "1. Si alguien llama diciendo que es de inmigración y le pide dinero, cuelgue. ICE y USCIS no llaman de repente para exigir dinero.",
    "2. No pague con tarjetas de regalo, criptomonedas ni transferencias de dinero. ICE y USCIS nunca aceptan esas formas de pago.",
    "3. No dé su fecha de nacimiento, su número de cuenta del banco ni otros datos personales.",
    "4. No devuelva la llamada al número que le dejaron. Si tiene dudas, busque usted mismo el contacto de USCIS en {{fact:uscisSite}}.",
    "5. No firme nada en blanco. No deje su pasaporte ni otros documentos originales con un notario, un consultor o alguien que le llame.",
    "6. Si ya pagó, llame enseguida a la compañía que usó para pagar: su banco, la compañía de la tarjeta de regalo o la de transferencias. Diga que fue una estafa y pida que reviertan el pago.",
    "7. Para hablar con alguien, llame a la Línea Nacional contra el Fraude a Personas Mayores al {{fact:elderFraudHotline}}. {{fact:elderFraudHotlineHoursEs}}.",
  ].join("\n"),
  recoverySteps: [
    "1. Reporte la estafa a la Comisión Federal de Comercio (FTC) en {{fact:reporteFraudeSite}}. También puede llamar al {{fact:ftc}}.",
    "2. Busque consejo legal solo con un abogado de inmigración con licencia. También puede ir a un representante acreditado por el Departamento de Justicia. Ese representante trabaja en una organización reconocida por el Departamento.",
    "3. El Departamento de Justicia (EOIR) publica la lista de organizaciones reconocidas y representantes acreditados. Está en {{url:justiceSite}}eoir/recognition-accreditation-roster-reports (en inglés).",
    "4. Si un “notario” ya trabajó en su caso, vea pronto a un abogado de inmigración o a un representante acreditado. Lleve todos los papeles que tenga.",
    "5. Descargue los formularios gratis en {{fact:uscisSite}}. Nunca pague a nadie por un formulario en blanco.",
    "6. Guarde una copia de cada documento que entregue y de cada carta que reciba del gobierno.",
    "7. Cuéntele a su familia y a su comunidad lo que pasó. Así otros no caen en la misma trampa.",
    "8. No sienta vergüenza. Estas estafas engañan a mucha gente. Si quiere hablar con alguien, llame a la línea de ayuda de la AARP al {{fact:aarpHelpline}}. {{fact:aarpHelplineHoursEs}}.",
  ].join("\n"),
  examples: {
    commonScenario:
      "Este es un ejemplo inventado de una estafa común. La señora Rosa Hernández vio un letrero que decía “Notario: trámites de inmigración”. Quería ayudar a su hijo con un trámite. El “notario” le cobró mucho dinero en efectivo. Le pidió firmar formularios en blanco y le prometió que todo saldría rápido. Pasaron meses y no supo nada. Una vecina le explicó que en Estados Unidos un notario no es abogado. Rosa buscó a un representante acreditado en una organización reconocida.",
    warningSigns:
      "El letrero decía “notario”, pero esa persona no era abogado. Cobró en efectivo y pidió firmas en blanco. Además, prometió un resultado rápido. Son tres señales de alerta.",
    preventionTips:
      "Busque consejo legal solo con un abogado con licencia o con un representante acreditado. Descargue los formularios gratis en {{fact:uscisSite}}. No firme nada en blanco y guarde copia de todo lo que entregue. Si alguien llama de “inmigración” para pedirle dinero, cuelgue.",
  },
  stats: "La FTC ha advertido que hay estafadores que se hacen pasar por ICE y USCIS para pedir dinero o datos personales.",
  lastUpdated: "2026-11-27",
  sources: [
    {
      name: "Fiscal General de Colorado, No Más Fraude: Estafa de inmigración",
      url: "https://nomasfraudecolorado.gov/estafas-comunes/estafa-de-inmigracion",
      checked: CHECKED,
    },
    {
      name: "Departamento de Protección al Consumidor de Connecticut: el fraude de los notarios (en inglés)",
      url: "https://portal.ct.gov/DCP/Education-and-Outreach/Education/Notario-Fraud",
      checked: CHECKED,
    },
    {
      name: "Alerta de la FTC sobre impostores de ICE y USCIS, publicada por Chicago Tribune en español (julio de 2022)",
      url: "https://www.chicagotribune.com/espanol/sns-es-llamada-funcionario-inmigracion-dinero-estafa-20220719-j7bbqsecnjatld2bise5zmanz4-story.html",
      checked: CHECKED,
    },
    {
      name: "USCIS: cómo encontrar servicios legales (en inglés)",
      url: "{{url:uscisSite}}avoid-scams/find-legal-services",
      checked: "2026-11-27",
    },
    PAID_A_SCAMMER,
    {
      name: "FTC, {{fact:consumidorFtcSite}}: Cómo evitar las estafas de pago mientras que reconstruyes tus finanzas",
      url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2021/04/como-evitar-las-estafas-de-pago-mientras-que-reconstruyes-tus-finanzas",
      checked: CHECKED,
    },
  ],
};
