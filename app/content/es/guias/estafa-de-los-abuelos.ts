/**
 * Guía en español: la estafa de los abuelos (/es/guias/estafa-de-los-abuelos), the Spanish twin of
 * guides/grandparent-scams.ts: the same facts, numbers, steps (in the same order) and figures, in
 * plain Spanish. Links go to the FTC's Spanish sites (ReporteFraude, RobodeIdentidad) where there
 * is one, and say "(en inglés)" otherwise. The two FBI figures are written the way the FTC's Spanish
 * pages write money ("$2.3 mil millones"), each as its own fact.
 */
import type { GuiaEs } from "./types";
import { CREDIT_FREEZE, ELDER_FRAUD_HOTLINE, FBI_2023, FTC_REFUNDS, PAID_A_SCAMMER } from "./sources";

const CHECKED = "2026-11-27";

export const ESTAFA_DE_LOS_ABUELOS: GuiaEs = {
  id: "estafa-de-los-abuelos",
  counterpart: "grandparent-scams",
  title: "La estafa de los abuelos",
  summary:
    "Alguien llama y dice ser su nieto en problemas, o un abogado o un policía que habla por él, y pide dinero ya. Los estafadores pueden copiar la voz de su nieto con inteligencia artificial, así que una palabra clave familiar es una gran defensa.",
  howItOccurs: [
    "Suena el teléfono, muchas veces de noche. Una voz joven dice: “Abuela, soy yo”. Puede sonar asustada o estar llorando. Algunos estafadores usan la clonación de voz con inteligencia artificial. Es un programa que copia la voz de una persona real. Le basta una grabación corta, como un video publicado en las redes sociales. La voz puede sonar igual a la de su nieto.",
    "La historia es siempre una emergencia. Su nieto tuvo un accidente de carro, lo arrestaron o está atrapado en otro país. Luego habla otra persona: un “abogado”, un “defensor público” o un “policía”. Esa persona dice que hay que pagar hoy mismo una fianza o un cargo.",
    "Le ruegan que guarde el secreto: “Por favor, no le digas nada a mamá ni a papá”. Los estafadores saben que la historia se cae si usted llama a otro familiar. Por eso le presionan para que actúe rápido, antes de que pueda pensar.",
    "Le piden dinero en efectivo, tarjetas de regalo, una transferencia de dinero o criptomonedas. Algunos mandan a su casa un “mensajero” o un “agente de fianzas” para recoger el efectivo. Otros le piden que envíe efectivo por correo, escondido en una caja. Una vez entregado, el dinero casi nunca se recupera.",
  ],
  identification: [
    "Una llamada angustiada de un nieto o de un familiar que necesita dinero ya.",
    "Quien llama le pide que no le cuente nada al resto de la familia.",
    "Un “abogado” o un “agente” toma el teléfono y exige dinero para una fianza o para pagar honorarios.",
    "Le piden efectivo, tarjetas de regalo, una transferencia de dinero o criptomonedas.",
    "Le ofrecen mandar un mensajero a su casa para recoger el dinero.",
    "La voz suena igual a la de su nieto, pero quien llama evita las preguntas personales.",
    "Quien llama no sabe la palabra clave de su familia.",
  ],
  immediateActions: [
    "1. Deténgase. Cuelgue, aunque la voz suene igual a la de su nieto. La inteligencia artificial puede copiar voces.",
    "2. No pague. No compre tarjetas de regalo. No le dé efectivo a ningún mensajero que llegue a su puerta.",
    "3. Llame a su nieto al número que usted ya tiene, o llame a sus padres. Si su familia tiene una palabra clave, pídala. Un estafador no la sabe.",
    "4. Si ya envió dinero o dio datos de su banco, llame a su banco de inmediato. Use el número que está al dorso de su tarjeta. Las reglas federales de transferencias no cubren el dinero que usted mismo envió por transferencia, con tarjetas de regalo o en efectivo. Aun así, llame enseguida. El banco quizás pueda detener una transferencia. Si envió efectivo por correo, llame de inmediato al Servicio de Inspección Postal de Estados Unidos al {{fact:postalInspection}}.",
    "5. Si un mensajero va camino a su casa, no abra la puerta y llame al 911.",
    "6. Para saber qué hacer después, llame a la Línea Nacional contra el Fraude a Personas Mayores al {{fact:elderFraudHotline}}. Atienden en español. {{fact:elderFraudHotlineHoursEs}}.",
  ].join("\n"),
  recoverySteps: [
    "1. Reporte la llamada a la Comisión Federal de Comercio (FTC) en {{url:reporteFraudeSite}} o al {{fact:ftc}}. Repórtela también al FBI en {{url:ic3Site}} (en inglés). Si alguien fue a su casa, repórtelo además a la policía de su zona.",
    "2. Cuéntele a toda su familia lo que pasó. Así no serán los próximos en la mira y podrán ayudarle.",
    "3. Elija ahora una palabra clave familiar. Es una palabra o una frase que solo su familia conoce y que nunca se publica en internet. Quien llame para pedir dinero por una emergencia tiene que decirla.",
    "4. Si dio datos de su banco o datos personales, siga el plan de {{url:robodeIdentidadSite}}. Piense en congelar su crédito gratis con Equifax ({{fact:equifax}}), Experian ({{fact:experian}}) y TransUnion ({{fact:transunion}}).",
    "5. Esté preparado para otra llamada. Si la estafa les funcionó, los estafadores suelen volver a llamar con otra emergencia. O fingen que le ayudarán a recuperar su dinero a cambio de un pago. Estas son las “estafas de recuperación”.",
    "6. Sea amable consigo mismo. Usted actuó por amor. Si siente vergüenza o tristeza, llame a la Línea de ayuda de la Red contra el Fraude de AARP ({{fact:aarpHelpline}}). Allí hay voluntarios capacitados que le entienden.",
  ].join("\n"),
  examples: {
    commonScenario:
      "Este es un ejemplo inventado de una estafa común. A las once de la noche sonó el teléfono de Carmen. Una voz llorosa, igual a la de su nieto, le dijo: “Abuela, choqué con un carro y me arrestaron. Por favor, no le digas a mamá”. Luego habló un hombre que dijo ser su abogado. Le dijo que con nueve mil dólares en efectivo su nieto saldría libre. Un mensajero pasaría a recoger el dinero. Carmen le pidió la palabra clave de la familia. El hombre colgó. Su nieto estaba a salvo en su casa.",
    warningSigns:
      "La llamada llegó de noche y estaba llena de miedo. Pedía guardar el secreto y exigía efectivo por medio de un mensajero. La voz pudo ser copiada de un video en internet. Los tribunales y los abogados de verdad no mandan mensajeros a casa de los abuelos para cobrar fianzas. Un nieto en problemas de verdad no se molestaría si usted llama a sus padres.",
    preventionTips:
      "Elija hoy una palabra clave familiar. Compártala solo en persona o por teléfono con su familia cercana. Pida a su familia que publique menos en internet, como sus planes de viaje o videos con su voz. Pónganse de acuerdo: a quien pida dinero por una emergencia, se le devuelve la llamada a un número conocido. Guarde en su teléfono los números de sus hijos y nietos para comprobar rápido.",
  },
  stats:
    "Las personas mayores de 60 años reportaron pérdidas de $3.4 mil millones por fraude en 2023, según dijo el FBI en 2024. Para 2024, la cifra del FBI subió a casi $4.9 mil millones. Una palabra clave familiar y una llamada de vuelta pueden detener esta estafa.",
  trends2025:
    "La clonación de voz con inteligencia artificial hace que estas llamadas sean mucho más creíbles. Un clip corto de la voz de un nieto, tomado de un video en las redes sociales, puede bastar para copiarla. Algunos estafadores también mandan mensajeros a recoger efectivo a la puerta. Otros piden a sus víctimas que envíen efectivo por correo. Una palabra clave familiar funciona incluso contra una copia perfecta de una voz.",
  lastUpdated: "2026-11-27",
  sources: [
    {
      name: "FTC, {{fact:consumidorFtcSite}}: Los estafadores usan inteligencia artificial para perfeccionar sus esquemas de emergencia familiar",
      url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2023/03/los-estafadores-usan-inteligencia-artificial-para-perfeccionar-sus-esquemas-de-emergencia-familiar",
      checked: CHECKED,
    },
    {
      name: "FTC, {{fact:consumidorFtcSite}}: No le abras tu puerta a las estafas dirigidas a los abuelos",
      url: "{{url:consumidorFtcSite}}blog/2021/04/no-le-abras-tu-puerta-las-estafas-dirigidas-los-abuelos",
      checked: CHECKED,
    },
    {
      name: "FTC, {{fact:consumidorFtcSite}}: No les envíes dinero",
      url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2021/06/no-les-envies-dinero",
      checked: CHECKED,
    },
    {
      name: "FTC, {{fact:consumidorFtcSite}} (Pásalo): Estafas de nietos en problemas",
      url: "{{url:consumidorFtcSite}}destacado/pasalo/las-estafas-de-impostores/estafas-de-nietos-en-problemas",
      checked: CHECKED,
    },
    PAID_A_SCAMMER,
    FTC_REFUNDS,
    CREDIT_FREEZE,
    {
      name: "AARP en español: Estafas a los abuelos",
      url: "{{url:aarpSite}}espanol/dinero/estafas-y-fraudes/info-2019/abuelos.html",
      checked: CHECKED,
    },
    ELDER_FRAUD_HOTLINE,
    FBI_2023,
    {
      name: "FBI, Boston: casos de fraude contra personas mayores en 2024 (en inglés)",
      url: "{{url:fbiSite}}contact-us/field-offices/boston/news/fbi-highlights-growing-number-of-reported-elder-fraud-cases-ahead-of-world-elder-abuse-awareness-day",
      checked: CHECKED,
    },
  ],
};
