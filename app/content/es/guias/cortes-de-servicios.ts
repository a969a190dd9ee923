/** Guía en español: amenazas falsas de cortar la luz, el gas o el agua (/es/guias/cortes-de-servicios). Sin gemela en inglés. */
import type { GuiaEs } from "./types";
import { CRYPTO_PAYMENT, GIFT_CARDS, PAID_A_SCAMMER, REFUND_SCAMS } from "./sources";

const CHECKED = "2026-11-27";

export const CORTES_DE_SERVICIOS: GuiaEs = {
  id: "cortes-de-servicios",
  title: "Amenazas falsas de cortarle la luz, el gas o el agua",
  summary:
    "Alguien llama o le escribe y dice que le cortarán la luz, el gas o el agua hoy mismo si no paga ya. Es una estafa: una compañía de verdad no le exige pagar al instante con tarjetas de regalo ni criptomonedas.",
  howItOccurs: [
    "Suena el teléfono. Una voz dice que llama de la compañía de luz, de gas o de agua. Dice que usted está atrasado con la factura. Si no paga ahora, le cortarán el servicio en unos minutos. También puede llegar un mensaje de texto o un correo electrónico.",
    "Luego le dicen cómo pagar, y es una forma rara. Le piden tarjetas de regalo o una transferencia de dinero por Western Union o MoneyGram. Otros piden un pago con una aplicación de pagos, como Zelle, Venmo o Cash App.",
    "Algunos le mandan a una tienda que tiene un cajero de criptomonedas, como un cajero de Bitcoin. El estafador se queda en el teléfono todo el tiempo. Le dice que meta su efectivo en la máquina. Luego le pide escanear un código QR. Ese código manda el dinero directo al estafador, y el dinero desaparece.",
    "Otros estafadores llegan a su puerta. Dicen que son técnicos de la compañía. Dicen que hay que reparar o cambiar un medidor, o revisar una fuga de gas. Quieren que les pague en el acto. A veces solo quieren entrar a su casa para robar.",
    "Hay otra versión. Le dicen que usted pagó de más y que le darán un reembolso. Para eso piden el número de su cuenta del banco o de su tarjeta. No hay ningún reembolso. Solo quieren sus datos.",
    "Estos estafadores llaman más cuando hace mucho frío o mucho calor. Saben que usted no quiere quedarse sin calefacción ni aire acondicionado. La AARP dice que las personas mayores y quienes no hablan inglés son blancos frecuentes.",
  ],
  identification: [
    "Le dicen que cortarán el servicio en minutos o en horas si no paga ya.",
    "Nunca antes supo de esa deuda. No le llegó ningún aviso de corte por correo.",
    "Le piden pagar con tarjetas de regalo, transferencias de dinero o criptomonedas.",
    "Le mandan a un cajero de Bitcoin o le envían un código QR para pagar.",
    "Le piden pagar con una aplicación de pagos, como Zelle, Venmo o Cash App.",
    "Le piden que no cuelgue mientras va a la tienda o al cajero.",
    "Un “técnico” llega sin aviso y quiere cobrar en el acto.",
    "Le ofrecen un reembolso y piden los datos de su banco o de su tarjeta.",
    "Le dan un número para devolver la llamada que no es el de su factura.",
  ],
  immediateActions: [
    "1. Cuelgue. No pague nada. No compre tarjetas de regalo y no vaya a ningún cajero de Bitcoin.",
    "2. Busque su última factura. Llame al número que aparece en ella y pregunte si de verdad debe algo. No use el número que le dio quien llamó.",
    "3. Si alguien está en su puerta, no lo deje entrar. Llame a la compañía al número de su factura y pregunte si lo mandaron. Si se siente en peligro, llame al 911.",
    "4. Si ya pagó con una tarjeta de regalo, llame enseguida a la compañía que emitió la tarjeta (la marca que aparece en ella). Guarde la tarjeta y el recibo. Pida que le devuelvan el dinero.",
    "5. Si pagó con su tarjeta del banco, una transferencia de dinero o una aplicación, llame enseguida a esa compañía. Diga que fue una estafa y pida que reviertan el pago.",
    "6. Para hablar con alguien, llame a la Línea Nacional contra el Fraude a Personas Mayores al {{fact:elderFraudHotline}}. {{fact:elderFraudHotlineHoursEs}}.",
  ].join("\n"),
  recoverySteps: [
    "1. Cuéntele lo que pasó a su compañía de luz, gas o agua. Llame al número de su factura.",
    "2. Reporte la estafa a la Comisión Federal de Comercio (FTC) en {{fact:reporteFraudeSite}}. También puede llamar al {{fact:ftc}}.",
    "3. Si dio los datos de su banco o su número de Seguro Social, siga el plan de {{fact:robodeIdentidadSite}}.",
    "4. Cuénteselo a su familia, a sus amigos y a sus vecinos. Si a usted lo llamaron, es probable que llamen a otros también.",
    "5. Tenga cuidado con nuevas llamadas. Alguien puede ofrecerle recuperar su dinero a cambio de un pago. Eso también es una estafa.",
    "6. No sienta vergüenza. Estos estafadores son expertos en asustar. Si quiere hablar con alguien, llame a la línea de ayuda de la AARP al {{fact:aarpHelpline}}. {{fact:aarpHelplineHoursEs}}.",
  ].join("\n"),
  examples: {
    commonScenario:
      "Este es un ejemplo inventado de una estafa común. Una tarde de mucho calor, a doña Carmen Ruiz le sonó el teléfono. Un hombre dijo que llamaba de la compañía de luz. Dijo que ella debía varios meses y que le cortarían la luz en una hora. Para evitarlo, tenía que pagar en un cajero de Bitcoin de una tienda. Le pidió que no colgara. Carmen recordó que había pagado su última factura. Colgó y llamó al número de su factura. Allí le dijeron que su cuenta estaba al día.",
    warningSigns:
      "Le dieron muy poco tiempo y la asustaron con el calor. Le pidieron pagar en un cajero de Bitcoin, algo que una compañía de verdad no pide. El hombre no quería que colgara, para que ella no pudiera comprobar nada. Y nunca le llegó un aviso de corte por correo.",
    preventionTips:
      "Tenga a mano una factura reciente con el número de su compañía. Si alguien llama para cobrar, cuelgue y llame usted a ese número. Nunca pague con tarjetas de regalo, transferencias de dinero ni criptomonedas. No deje entrar a nadie sin hablar antes con la compañía. Hable de esta estafa con sus amigos y vecinos.",
  },
  stats:
    "Según la AARP, los impostores son el tipo de fraude más reportado a la FTC. Hacerse pasar por la compañía de luz, gas o agua es un truco común.",
  trends2025:
    "Los estafadores también mandan a la gente a cajeros de criptomonedas con un código QR. La FTC dice que ninguna compañía de servicios públicos le pedirá pagar con criptomonedas. Si alguien se lo pide, es una estafa, siempre.",
  lastUpdated: "2026-11-27",
  sources: [
    {
      name: "FTC, {{fact:consumidorFtcSite}}: Las estafas de servicios públicos no son una broma de nieve",
      url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2021/02/las-estafas-de-servicios-publicos-no-son-una-broma-de-nieve",
      checked: CHECKED,
    },
    {
      name: "FTC, {{fact:consumidorFtcSite}}: Alerta de invierno sobre las estafas de servicios públicos",
      url: "{{url:consumidorFtcSite}}node/79602",
      checked: CHECKED,
    },
    CRYPTO_PAYMENT,
    GIFT_CARDS,
    PAID_A_SCAMMER,
    REFUND_SCAMS,
    {
      name: "FTC, {{fact:consumidorFtcSite}}: ¿Cuáles son las señales de una estafa?",
      url: "{{url:consumidorFtcSite}}alertas-para-consumidores/2025/03/cuales-son-las-senales-de-una-estafa",
      checked: CHECKED,
    },
    {
      name: "AARP en español: Estafas relacionadas con los servicios públicos",
      url: "{{url:aarpSite}}espanol/dinero/estafas-y-fraudes/info-2019/servicios-publicos.html",
      checked: CHECKED,
    },
  ],
};
