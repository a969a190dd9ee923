/**
 * Los pasos que detienen el dinero ya enviado, en español: the same steps, in the same order, as
 * the English money-steps.ts ("usted"/"la persona", as in steps.ts).
 */
import type { Payment } from "../../help-now";
import type { BankCall, StepContent } from "../../data";
import { LINK, PHONE } from "./contacts";

/**
 * The call to the bank. It comes first when money left by bank wire or transfer, or a bank login
 * was shared: a recall works only in the first hours, and a scammer with the login can move more.
 */
export const BANK_CALL: BankCall = {
  id: "bank-call",
  when: "now",
  title: "Llame a {your} banco ahora, al número que está en {your} tarjeta",
  text: "Use el número que está al dorso de {your} tarjeta del banco o en un estado de cuenta. Nunca use un número que le dio quien llamó. La mayoría de los bancos atienden de día y de noche. Diga: “Me estafaron”. Luego:",
  asks: {
    transfer:
      "Pida que detengan o reviertan la transferencia bancaria, y que se comuniquen con el banco que recibió el dinero. Si el pago fue por Zelle, también hay que llamar al banco.",
    login: "Pida que bloqueen {your} banca en línea y sus tarjetas, y que le ayuden a poner una contraseña nueva.",
    remote: "Diga que un estafador entró en {your} computadora.",
    watch: "Pida que vigilen sus cuentas por si aparecen transferencias que {you} no hizo.",
  },
};

export const STOP_MONEY: Readonly<Record<Payment, readonly StepContent[]>> = {
  "gift-card": [
    {
      id: "gift-card-company",
      when: "now",
      title: "Llame a la compañía que emitió la tarjeta de regalo",
      text: "Es la marca que aparece en la tarjeta, como Apple, Google Play, Amazon o Target. No es la tienda que la vendió: la tienda casi nunca puede ayudar. Use el número de teléfono que está al dorso de la tarjeta o en el sitio web de la compañía. Diga que usaron la tarjeta en una estafa. Pida que congelen el dinero y que lo devuelvan. Guarde las tarjetas y los recibos de la tienda: la compañía necesita esos números. Repórtelo aunque haya pasado tiempo.",
      links: [LINK.ftcGiftCards],
    },
  ],
  wire: [
    {
      id: "wire-company",
      when: "now",
      title: "Llame a la compañía de transferencias de dinero",
      text: "Diga que la transferencia fue un fraude. Pida que la detengan y que devuelvan el dinero. Tenga a mano el número de la transferencia (está en el recibo).",
      contacts: [PHONE.westernUnion, PHONE.moneyGram, PHONE.ria],
    },
  ],
  "bank-transfer": [
    {
      // The same id as the FBI report route, so a plan with a bank wire names the FBI once, here.
      id: "ic3",
      when: "today",
      title: "Reporte hoy la transferencia bancaria al FBI en {{fact:ic3Site}}",
      text: "Repórtela el mismo día, con los datos de la cuenta que recibió el dinero. Si el dinero fue a una cuenta de banco en EE. UU., un equipo del FBI puede pedirle a ese banco que lo congele. Pero solo si el reporte llega rápido. Si se enviaron $50,000 o más a otro país, el FBI puede intentar recuperarlos. Para eso, {your} banco debe haber pedido que se revierta la transferencia, y esta debe tener menos de 72 horas. Si {you} tiene 60 años o más, la Línea Nacional contra el Fraude a Personas Mayores puede ayudarle a llenar el reporte.",
      links: [LINK.ic3],
    },
  ],
  "payment-app": [
    {
      id: "payment-app",
      when: "now",
      title: "Reporte el pago en la aplicación",
      text: "Abra Venmo, Cash App o PayPal y reporte el pago como una estafa. Pida a la compañía que lo revierta. Si la aplicación está conectada a una tarjeta de crédito o débito, llame también al banco o a la compañía de la tarjeta. Use el número que está al dorso de la tarjeta.",
    },
  ],
  card: [
    {
      id: "card-dispute",
      when: "now",
      title: "Llame a la compañía de la tarjeta y dispute el cargo",
      text: "Llame al número que está al dorso de la tarjeta. Diga que el cargo fue un fraude. Pida que lo reviertan y que envíen una tarjeta nueva. Hágalo hoy: cuanto antes {you} lo reporte, mejor protegido estará {your} dinero.",
    },
  ],
  crypto: [
    {
      id: "crypto-company",
      when: "now",
      title: "Llame a la compañía que se usó para enviar las criptomonedas",
      text: "Si se usó un cajero ATM de Bitcoin, llame a la compañía dueña de la máquina. Su nombre está en la máquina o en el recibo. Si se usó una aplicación o una plataforma de criptomonedas, repórtelo allí. Pida que detengan o reviertan el pago. Guarde todos los recibos. Es difícil recuperar los pagos con criptomonedas, así que repórtelo rápido.",
    },
  ],
  cash: [
    {
      id: "cash-by-mail",
      when: "now",
      title: "Si el efectivo se envió por correo: pida al Servicio de Inspección Postal que lo detenga",
      text: "Llame enseguida al Servicio de Inspección Postal de EE. UU. y pida que detengan el paquete. Tenga a mano el número de rastreo. Si se usó otra compañía de envíos, llame a esa compañía. Use el número de su sitio web oficial o del recibo.",
      contacts: [PHONE.uspis],
    },
    {
      id: "cash-courier",
      when: "now",
      title: "Si un mensajero se llevó el dinero, o viene en camino: llame a la policía",
      text: "No le abra la puerta al mensajero. Si alguien viene en camino o está en la puerta para recoger efectivo, oro o un paquete, llame al 911. Si el mensajero ya se fue, llame a la policía. Cuente lo que pasó y cómo era el mensajero.",
      contacts: [PHONE.emergency],
    },
  ],
};
