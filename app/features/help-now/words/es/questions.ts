/**
 * Las preguntas de /es/ayuda-ahora, una por pantalla: the same questions, choices and answer
 * values as the English questions.ts, in Spanish. The reader is "usted"; a question for a helper
 * asks about "la persona".
 */
import type { Translation } from "~/lib/i18n";
import type { Audience, ContactWay, Payment, QuestionId, QuickPath, Shared, Story } from "../../help-now";
import { NONE } from "../../help-now";
import type {
  Choice,
  HELP_NOW_INTRO as EN_HELP_NOW_INTRO,
  PLAN_WORDS as EN_PLAN_WORDS,
  Question,
  QuickQuestion,
  START as EN_START,
  STEP_PROBLEM as EN_STEP_PROBLEM,
} from "../questions";

export type { Choice, HelpNowScreen, Question, QuickQuestion, StartView, StepView } from "../questions";

const FOR: readonly Choice<Audience>[] = [
  { value: "me", label: "Para mí", hint: "Me está pasando a mí." },
  { value: "helper", label: "Para alguien a quien ayudo", hint: "Mi padre o mi madre, un familiar, un amigo o un cliente." },
];

const CONTACT: readonly Choice<ContactWay>[] = [
  { value: "phone", label: "Una llamada telefónica" },
  { value: "text", label: "Un mensaje de texto" },
  { value: "email", label: "Un correo electrónico" },
  { value: "social", label: "Las redes sociales o un sitio de citas" },
  { value: "popup", label: "Un mensaje pop-up o una advertencia en la computadora" },
  { value: "door", label: "Alguien en la puerta, o un mensajero" },
  { value: "letter", label: "Una carta por correo" },
];

const STORY: readonly Choice<Story>[] = [
  {
    value: "family",
    label: "Un familiar está en problemas",
    hint: "En la cárcel, en el hospital, en un accidente o sin poder volver de otro país.",
  },
  { value: "government", label: "El gobierno", hint: "El IRS, el Seguro Social, Medicare o la policía." },
  { value: "bank", label: "El banco o su departamento de fraude", hint: "Su cuenta está en peligro, o hay que mover el dinero." },
  { value: "tech", label: "Soporte técnico o un virus", hint: "La computadora está pirateada o tiene un virus." },
  { value: "prize", label: "Un premio o una lotería", hint: "Ganó, pero primero tiene que pagar un cargo o impuestos." },
  { value: "romance", label: "Una nueva amistad o un romance", hint: "Alguien que conoció por internet necesita dinero." },
  { value: "investment", label: "Una inversión o criptomonedas", hint: "Una forma segura de ganar dinero." },
  { value: "job", label: "Un trabajo", hint: "Trabajo fácil desde la casa, o hay que pagar para empezar." },
  { value: "charity", label: "Una organización benéfica", hint: "Una donación, muchas veces después de un desastre." },
  {
    value: "package",
    label: "Un paquete, un peaje o una factura",
    hint: "Un problema con una entrega, un peaje sin pagar o una factura que hay que pagar ya.",
  },
  { value: "other", label: "Otra cosa" },
];

const PAID: readonly Choice<Payment | typeof NONE>[] = [
  { value: NONE, label: "No, no se pagó nada" },
  { value: "gift-card", label: "Tarjetas de regalo", hint: "O se leyeron en voz alta los números del dorso." },
  {
    value: "wire",
    label: "Western Union, MoneyGram o Ria",
    hint: "Una transferencia de dinero enviada desde una tienda o una aplicación.",
  },
  { value: "bank-transfer", label: "Una transferencia bancaria o Zelle", hint: "Enviada desde el banco, su aplicación o su sitio web." },
  { value: "payment-app", label: "Venmo, Cash App o PayPal" },
  { value: "card", label: "Una tarjeta de crédito o débito" },
  { value: "crypto", label: "Criptomonedas o un cajero ATM de Bitcoin" },
  { value: "cash", label: "Efectivo, oro o un paquete", hint: "Enviado por correo o entregado a un mensajero." },
];

const SHARED_CHOICES: readonly Choice<Shared | typeof NONE>[] = [
  { value: NONE, label: "Nada" },
  { value: "ssn", label: "Un número de Seguro Social" },
  {
    value: "bank-login",
    label: "Datos del banco o de la tarjeta, o una contraseña",
    hint: "Un número de tarjeta o de cuenta, un nombre de usuario o una contraseña.",
  },
  { value: "medicare", label: "Un número de Medicare" },
  { value: "code", label: "Un código enviado al teléfono", hint: "Un código de un solo uso, por mensaje de texto o por llamada." },
  { value: "remote-access", label: "Los dejó entrar en la computadora", hint: "Instalaron un programa o vieron la pantalla." },
];

export const QUESTIONS: Readonly<Record<QuestionId, Question>> = {
  for: { id: "for", ask: { me: "¿Para quién es esta ayuda?", helper: "¿Para quién es esta ayuda?" }, kind: "one", choices: FOR },
  contact: { id: "contact", ask: { me: "¿Cómo empezó?", helper: "¿Cómo empezó?" }, kind: "one", choices: CONTACT },
  story: {
    id: "story",
    ask: { me: "¿Qué le dijeron?", helper: "¿Qué dijo el estafador?" },
    hint: "Elija la opción más parecida.",
    kind: "one",
    choices: STORY,
  },
  paid: {
    id: "paid",
    ask: { me: "¿Pagó o envió algo?", helper: "¿La persona pagó o envió algo?" },
    hint: "Elija todas las formas que se usaron.",
    kind: "all",
    choices: PAID,
  },
  shared: {
    id: "shared",
    ask: { me: "¿Dio algún dato o los dejó entrar?", helper: "¿La persona dio algún dato o dejó entrar al estafador?" },
    hint: "Elija todo lo que se compartió.",
    kind: "all",
    choices: SHARED_CHOICES,
  },
  state: {
    id: "state",
    ask: { me: "¿En qué estado vive?", helper: "¿En qué estado vive la persona?" },
    hint: "Así podemos indicarle las oficinas de su estado. Puede saltar esta pregunta.",
    kind: "state",
    choices: [],
  },
};

/** The full path's choices for `values`, in that order, with any words changed for the quick screen. */
function pick<V extends string>(
  list: readonly Choice<V>[],
  values: readonly V[],
  words: Partial<Record<V, Partial<Choice>>> = {},
): Choice[] {
  return values.map((value) => {
    const choice = list.find((c) => c.value === value);
    if (!choice) throw new Error(`No choice ${value}`);
    return { ...choice, ...words[value] };
  });
}

/** The ways of paying, most common in these scams first (as in English). */
const PAY_WAYS: readonly Payment[] = ["gift-card", "wire", "bank-transfer", "cash", "crypto", "payment-app", "card"];
const SHARE_WAYS: readonly Shared[] = ["bank-login", "remote-access", "code", "ssn", "medicare"];

const STORY_QUICK: QuickQuestion = {
  ask: { me: "¿Quién dijeron que eran?", helper: "¿Quién dijo ser el estafador?" },
  hint: "Toque la opción más parecida.",
  choices: STORY,
};

const MORE_WAYS = "¿Más de una forma? Elíjalas todas";
const MORE_THINGS = "¿Más de una de estas cosas? Elíjalas todas";

/** The quick paths' questions (and the one that adds what was shared to a plan). */
export const QUICK_QUESTIONS: Readonly<Record<QuickPath | "shared", Partial<Record<QuestionId, QuickQuestion>>>> = {
  family: {
    paid: {
      ask: { me: "¿Ya pagó o envió algo?", helper: "¿La persona ya pagó o envió algo?" },
      choices: pick(PAID, [NONE, ...PAY_WAYS], { [NONE]: { label: "No, todavía nada" } }),
      more: MORE_WAYS,
    },
  },
  paid: {
    paid: {
      ask: { me: "¿Cómo se pagó?", helper: "¿Cómo se pagó?" },
      choices: pick(PAID, PAY_WAYS),
      more: MORE_WAYS,
    },
    story: STORY_QUICK,
    shared: {
      ask: { me: "¿También consiguieron alguna de estas cosas?", helper: "¿El estafador también consiguió alguna de estas cosas?" },
      choices: pick(SHARED_CHOICES, [NONE, ...SHARE_WAYS], { [NONE]: { label: "No, ninguna de estas" } }),
      more: MORE_THINGS,
    },
  },
  access: {
    shared: {
      ask: { me: "¿Qué consiguieron?", helper: "¿Qué consiguió el estafador?" },
      choices: pick(SHARED_CHOICES, SHARE_WAYS),
      more: MORE_THINGS,
    },
    paid: {
      ask: { me: "¿Se envió dinero o se llevaron dinero?", helper: "¿Se envió dinero o se llevaron dinero?" },
      choices: pick(PAID, [NONE, ...PAY_WAYS], { [NONE]: { label: "No, que yo sepa" } }),
      more: MORE_WAYS,
    },
    story: STORY_QUICK,
  },
  shared: {
    shared: {
      ask: { me: "¿Qué más consiguieron?", helper: "¿Qué más consiguió el estafador?" },
      choices: pick(SHARED_CHOICES, [NONE, ...SHARE_WAYS], { [NONE]: { label: "Nada más" } }),
      more: MORE_THINGS,
    },
  },
};

/** The start screen: who it is for, then one tap on what is happening. The values stay English. */
export const START: Translation<typeof EN_START> = {
  forLegend: "¿Para quién es esta ayuda?",
  ask: "¿Qué está pasando?",
  hint: "Toque la opción más parecida.",
  stored: "No guardamos nada de lo que elija.",
  choices: [
    {
      value: "family",
      label: "Alguien dice que un familiar está en problemas",
      hint: "Un nieto en la cárcel o herido, o un abogado o un policía que llama de su parte.",
    },
    {
      value: "paid",
      label: "Ya se enviaron dinero o tarjetas de regalo",
      hint: "Con tarjetas de regalo, transferencia de dinero, efectivo, criptomonedas, transferencia bancaria o una aplicación.",
    },
    {
      value: "access",
      label: "Alguien entró en la computadora o en una cuenta del banco",
      hint: "Vieron la pantalla, instalaron un programa, o consiguieron una contraseña, un código o los datos de la tarjeta.",
    },
    { value: "full", label: "Otra cosa", hint: "Conteste seis preguntas cortas." },
  ],
  forChoices: FOR,
};

/** What a step says when its answer is missing or was not understood. */
export const STEP_PROBLEM: Translation<typeof EN_STEP_PROBLEM> = {
  missing: {
    one: "Elija una respuesta para seguir.",
    all: "Elija al menos una respuesta para seguir. Si no pasó nada, elija la primera.",
  },
  invalid: "No entendimos la respuesta que venía en la dirección web. Elija otra vez.",
};

export const HELP_NOW_INTRO: Translation<typeof EN_HELP_NOW_INTRO> = {
  title: "Ayuda ahora",
  intro: "Toque lo que está pasando y reciba su propio plan en pocos pasos. No guardamos nada de lo que elija.",
  calm: "Deténgase. No pague nada más. Hace bien en verificar.",
};

/** Words the plan's page and its PDF share. */
export const PLAN_WORDS: Translation<typeof EN_PLAN_WORDS> = {
  nowPaid: "Detenga el dinero: haga esto ahora",
  nowNotPaid: "Haga esto ahora",
  lockDown: "Proteja sus cuentas",
  helplines: "Quién puede ayudar",
  closed:
    "Las líneas de ayuda están cerradas ahora. No tiene que esperarlas: haga ya los pasos de arriba. Los bancos atienden de día y de noche en el número de la tarjeta, y {{fact:reporteFraudeSite}} recibe reportes a cualquier hora.",
  report: "Repórtelo",
  summary: "Su resumen para el reporte",
  summaryHelper: "El resumen para el reporte",
  secondScam: "Cuidado con una segunda estafa",
  kindTalk: "Cómo hablar del tema con cariño",
  askShared:
    "¿También consiguieron datos de una tarjeta o del banco, un número de Seguro Social o de Medicare, o un código? ¿O entraron en la computadora? Agréguelo al plan:",
  askSharedLink: "Agregar lo que consiguieron",
  tellUs:
    "Después de hacer el reporte oficial, también puede contarnos lo que pasó, sin dar su nombre. Así podemos advertir a otras personas.",
  tellUsLink: "Cuéntenos sobre la estafa",
};
export const SUMMARY_HINT =
  "Llene los espacios entre [corchetes]. Luego cópielo en el formulario del reporte o léaselo a la línea de ayuda.";
