/**
 * La página "Si le están estafando ahora mismo", en español: the same sections, steps, contacts
 * and links, in the same order, as the English help/if-targeted.ts. Every number, address and
 * hour is the English fact (its token); a link goes to the FTC's Spanish site where there is one
 * (ReporteFraude, RobodeIdentidad) or to the Inspector General's Spanish pages (oig.ssa.gov/espanol,
 * as help-now/words/es/contacts.ts), and to the English page otherwise, said to be "en inglés".
 * A line says it answers in Spanish only where a page says so (named beside the words).
 */
import type { HelpIntro, SupportBox } from "~/content/help/if-targeted";
import type { EmergencyStep, LinkResource, RecoveryGroup } from "~/content/types";

export const IF_TARGETED_INTRO: HelpIntro = {
  title: "Si le están estafando ahora mismo",
  intro:
    "Deténgase. Usted no está en problemas. Pedir ayuda no tiene nada de malo. Respire despacio. Luego siga los pasos de abajo, uno por uno.",
};

export const EMERGENCY_STEPS: readonly EmergencyStep[] = [
  {
    step: 1,
    title: "Corte todo contacto. No pague.",
    description:
      "Cuelgue el teléfono, deje de responder el mensaje o cierre el chat. No envíe dinero, números de tarjetas de regalo, códigos ni contraseñas. No lo haga aunque le digan que irá a la cárcel o que lo perderá todo. Un banco, el gobierno o una compañía de verdad nunca le pide pagar con tarjetas de regalo o criptomonedas. Tampoco le pide una transferencia de dinero ni un pago por una aplicación. Y nunca le pide que guarde el secreto. Si alguien llama y dice que un familiar está en problemas, cuelgue también. Haga lo mismo si un “abogado” o un “agente” le pide dinero para una fianza o para cargos. Luego llame a su familiar a un número que usted ya tiene.",
    timeframe: "De inmediato",
    critical: true,
  },
  {
    step: 2,
    title: "Llame a su banco o a la compañía de su tarjeta",
    description:
      "Llame al número que está al dorso de su tarjeta del banco o en su estado de cuenta. No use un número que le dio quien llamó. Diga: “Creo que me estafaron”. Pida que detengan o reviertan todo pago y que vigilen sus cuentas. Si pagó con Venmo, Cash App o PayPal, reporte también el pago en la aplicación. Si pagó con una tarjeta de regalo, llame a la compañía que la emitió. Use el número que está al dorso de la tarjeta. Guarde la tarjeta y el recibo.",
    timeframe: "En 5 minutos",
    critical: true,
  },
  {
    step: 3,
    title: "Si le dio a alguien acceso a su computadora, desconéctela",
    description:
      "Quizás alguien que llamó le pidió instalar un programa. O le pidió ver o manejar su pantalla. Esto se llama acceso remoto. Apague el wifi o desenchufe el cable de internet. Luego apague la computadora. No entre a su banco desde ese aparato hasta que alguien de confianza lo revise. Puede ser un taller de reparación de su zona que usted eligió.",
    timeframe: "En 10 minutos",
    critical: true,
  },
  {
    step: 4,
    title: "Cambie sus contraseñas",
    description:
      "Use otro aparato que el estafador nunca tocó. Cambie primero la contraseña de su correo electrónico. Luego cambie la de su banco y la de cada cuenta de la que habló con el estafador. Use al menos 10 letras, números o signos en cada contraseña. Una frase corta que solo usted conoce es aún mejor. Donde se pueda, active la verificación en dos pasos. Es un segundo control, como un código que llega a su teléfono.",
    timeframe: "En 30 minutos",
    critical: false,
  },
  {
    step: 5,
    title: "Reporte lo que pasó",
    description:
      "Reporte la estafa a la Comisión Federal de Comercio (FTC) en {{fact:reporteFraudeSite}}. Repórtela también al Centro de Denuncias de Delitos por Internet del FBI, en {{fact:ic3Site}} (en inglés). Los dos reciben reportes a cualquier hora. Antes, anote lo que recuerde: fechas, horas, números de teléfono, nombres que usaron, cuánto pagó y cómo. Los reportes ayudan a detener a los estafadores. También pueden ayudarle con su reclamo al banco.",
    timeframe: "En 1 hora",
    critical: false,
  },
  {
    step: 6,
    title: "Cuénteselo a alguien de confianza",
    description:
      "Llame a un familiar, a un amigo o a un vecino y cuéntele lo que pasó. Los estafadores cuentan con que usted sienta demasiada vergüenza para hablar. Otra persona puede ayudarle a hacer llamadas y a estar atento a nuevos engaños. También puede recordarle que esto fue un delito contra usted, no un error suyo.",
    timeframe: "En 1 hora",
    critical: false,
  },
];

export const SUPPORT_BOX: SupportBox = {
  title: "Ayuda por teléfono y por internet",
  text: "¿Siente angustia, miedo o falta de esperanza? La Línea de Prevención del Suicidio y Crisis atiende las 24 horas, los 7 días de la semana. Llame o envíe un mensaje de texto al 988. Para ayuda con el fraude, llame a la Línea Nacional contra el Fraude a Personas Mayores (National Elder Fraud Hotline). {{fact:elderFraudHotlineHoursEs}}. Puede reportar una estafa por internet a cualquier hora. Si está en peligro, o si alguien está en su puerta y le exige dinero, llame al 911.",
  contacts: [
    {
      name: "Emergencias (911)",
      display: "911",
      tel: "911",
      description: "Llame si está en peligro, o si alguien está en su puerta y le exige dinero o sus tarjetas.",
    },
    {
      name: "988 Suicide & Crisis Lifeline (Línea de Prevención del Suicidio y Crisis)",
      display: "988",
      tel: "988",
      // Spanish: https://988lifeline.org/get-help/what-to-expect (a call offers a Spanish-language
      // option; a text offers it with the word AYUDA), as help-now/words/es/helplines.ts.
      description:
        "Llame o envíe un mensaje de texto al 988, a cualquier hora, de día o de noche. Es para cuando siente angustia, miedo o falta de esperanza. Es gratis y confidencial. Atienden en español: al llamar, elija la opción en español. Por mensaje de texto, escriba AYUDA.",
    },
    {
      name: "Línea Nacional contra el Fraude a Personas Mayores (National Elder Fraud Hotline, Departamento de Justicia de EE. UU.)",
      display: "{{fact:elderFraudHotline}}",
      tel: "{{tel:elderFraudHotline}}",
      // Spanish: https://ovc.ojp.gov/program/stop-elder-fraud says "English/Español/Other languages
      // available", as help-now/words/es/helplines.ts.
      description:
        "Personal capacitado ayuda a personas de 60 años o más a reportar el fraude y a decidir los próximos pasos. Atienden en inglés, en español y en otros idiomas. {{fact:elderFraudHotlineHoursEs}}.",
    },
    {
      // AARP's own Spanish name (aarp.org/espanol). No AARP page found says the line answers in Spanish.
      name: "Línea de ayuda de la Red contra el Fraude de AARP",
      display: "{{fact:aarpHelpline}}",
      tel: "{{tel:aarpHelpline}}",
      description:
        "Ayuda gratis de voluntarios capacitados si alguien intentó estafarle a usted o a un familiar. No tiene que ser socio de AARP.",
    },
  ],
  onlineReports: [
    {
      // ReportFraud.ftc.gov in Spanish.
      name: "{{fact:reporteFraudeSite}} (Comisión Federal de Comercio)",
      url: "{{url:reporteFraudeSite}}",
      description: "Reporte cualquier estafa, a cualquier hora. La FTC comparte los reportes con la policía y otras autoridades.",
    },
    {
      name: "Centro de Denuncias de Delitos por Internet del FBI, IC3 (en inglés)",
      url: "{{url:ic3Site}}",
      description:
        "Reporte a cualquier hora las estafas que pasaron por internet o por correo electrónico. También las estafas en que se envió dinero por internet.",
    },
  ],
};

export const RECOVERY_PLAN: readonly RecoveryGroup[] = [
  {
    title: "Dinero",
    actions: [
      "Llame a su banco o a la compañía de su tarjeta al número que está en la tarjeta o en el estado de cuenta. Pida que detengan o reviertan los pagos y que cancelen las tarjetas. Pida también una alerta de fraude en su cuenta.",
      "Si salió dinero de su cuenta sin su permiso, avise a su banco enseguida. Las reglas federales limitan lo que usted pierde por transferencias que no hizo, si lo reporta rápido. Si perdió su tarjeta o su PIN, o se los robaron, repórtelo en 2 días hábiles desde que se dio cuenta.",
      "Si fue usted quien envió el dinero, por transferencia, criptomonedas, tarjeta de regalo o efectivo, estas reglas no le protegen. Aun así, llame enseguida al banco o a la compañía: quizás puedan detener el pago.",
      "Si compró algo por PayPal y nunca llegó, o no era como lo describieron, abra una disputa en su cuenta de PayPal. PayPal le deja hacerlo hasta 180 días después del pago. El dinero enviado a “amigos y familiares” no está protegido.",
      "Si pagó con una tarjeta de regalo, llame a la compañía que emitió la tarjeta (el número está al dorso de la tarjeta). Diga que la usaron en una estafa y pida que congelen el dinero. Guarde la tarjeta y el recibo.",
      "Si envió una transferencia de dinero, llame enseguida a su banco o a la compañía de transferencias, como Western Union o MoneyGram. Pida que la reviertan.",
      "Si pagó con Zelle, llame a su banco o a su cooperativa de crédito. Si pagó con Venmo, Cash App o PayPal, repórtelo en la aplicación o en el sitio web oficial de la compañía. Luego llame también a su banco o a la compañía de su tarjeta.",
      "Revise cada semana los estados de cuenta de su banco y de sus tarjetas durante los próximos meses. Pregunte por todo lo que no reconozca.",
    ],
  },
  {
    title: "Identidad",
    actions: [
      "Si dio su número de Seguro Social, los datos de su banco o su fecha de nacimiento, entre en {{fact:robodeIdentidadSite}}. Allí le preparan un plan de recuperación paso a paso. También puede hacer un reporte oficial de robo de identidad.",
      "Congele su crédito en las tres compañías de informes de crédito. Un congelamiento de crédito impide que alguien abra un préstamo o una tarjeta nueva a su nombre. Es gratis, y puede levantarlo cuando lo necesite.",
      "Equifax: {{fact:equifax}}. Experian: {{fact:experian}}. TransUnion: {{fact:transunion}}.",
      "Pida sus informes de crédito gratis en {{fact:annualCreditReportSite}} (en inglés) o al {{fact:annualCreditReport}}. Busque cuentas que usted no abrió.",
      "Si un estafador tiene su número de Medicare, llame a Medicare al {{fact:medicare}} ({{fact:medicareLetters}}). Revise sus resúmenes de Medicare por si hay servicios que nunca recibió.",
    ],
  },
  {
    title: "Aparatos y cuentas",
    actions: [
      "Si alguien entró a su computadora a distancia, no la conecte a internet hasta que la revisen y la limpien. La FTC explica cómo quitar programas dañinos en {{fact:consumerFtcSite}} (en inglés).",
      "Borre todo programa que el estafador le pidió instalar. Si no sabe cómo, pida ayuda en un taller de reparación que usted buscó. Nunca vaya a uno que le sugirió quien llamó.",
      "Cambie sus contraseñas desde un aparato seguro. Empiece por su correo electrónico. Use al menos 10 letras, números o signos, y una contraseña distinta para cada cuenta.",
      "Active la verificación en dos pasos en su correo electrónico y en su banco. Es un segundo control, como un código que llega a su teléfono.",
      "Revise si su correo electrónico reenvía mensajes a otra dirección sin que usted lo pidiera. Revise también si su banco tiene destinatarios de pagos nuevos que usted no agregó.",
    ],
  },
  {
    title: "Su bienestar",
    actions: [
      "Recuerde: los estafadores son delincuentes expertos. Caer en un engaño no es señal de debilidad ni de que esté perdiendo el juicio.",
      "Hable hoy con alguien de confianza. No tiene que enfrentar esto a solas.",
      "Si siente angustia, miedo o falta de esperanza, llame o envíe un mensaje de texto al 988 a cualquier hora.",
      "Espere más llamadas. Los estafadores suelen volver. Se hacen pasar por la policía o por una compañía que recupera su dinero a cambio de un pago. Es una segunda estafa. Cuelgue.",
      "Trátese con cariño. Duerma, coma y descanse mientras sigue estos pasos.",
    ],
  },
];

export const OFFICIAL_REPORTING: readonly LinkResource[] = [
  {
    // ReportFraud.ftc.gov in Spanish.
    name: "{{fact:reporteFraudeSite}} (Comisión Federal de Comercio)",
    url: "{{url:reporteFraudeSite}}",
    description: "Reporte cualquier tipo de estafa o mala práctica de un negocio. También puede llamar a la FTC al {{fact:ftc}}.",
  },
  {
    name: "Centro de Denuncias de Delitos por Internet del FBI, IC3 (en inglés)",
    url: "{{url:ic3Site}}",
    description: "Reporte las estafas que usaron internet, correo electrónico, pagos en línea o criptomonedas.",
  },
  {
    // IdentityTheft.gov in Spanish.
    name: "{{fact:robodeIdentidadSite}} (Comisión Federal de Comercio)",
    url: "{{url:robodeIdentidadSite}}",
    description: "Reporte el robo de identidad y obtenga un plan de recuperación personal, paso a paso.",
  },
  {
    // The Inspector General's own Spanish pages (oig.ssa.gov/espanol), as help-now/words/es/contacts.ts.
    name: "Oficina del Inspector General del Seguro Social",
    url: "{{url:ssaOigSite}}espanol/",
    description: "Reporte llamadas, cartas o mensajes de personas que se hacen pasar por el Seguro Social.",
  },
  {
    name: "Servicio de Inspección Postal de EE. UU. (en inglés)",
    url: "{{url:uspisSite}}",
    description:
      "Reporte las estafas que usaron el correo de EE. UU., como cartas falsas de premios o efectivo enviado por correo. Teléfono: {{fact:postalInspection}}.",
  },
  {
    name: "Quejas ante la Comisión Federal de Comunicaciones, FCC (en inglés)",
    url: "{{url:fccSite}}complaints",
    description:
      "Reporte llamadas automáticas no deseadas, números falsos en el identificador de llamadas, y llamadas o mensajes de texto de estafadores. Teléfono: 1-888-225-5322.",
  },
  {
    name: "Servicios de Protección de Adultos: busque la oficina de su estado (en inglés)",
    url: "{{url:napsaSite}}help-in-your-area/",
    description:
      "Reporte el abuso o la explotación financiera de un adulto mayor o vulnerable. Este directorio de la Asociación Nacional de Servicios de Protección de Adultos le ayuda a encontrar su oficina local.",
  },
];
