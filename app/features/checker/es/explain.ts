/**
 * Lo que significa cada señal y qué hacer, en español sencillo para personas mayores en los Estados
 * Unidos (usted, frases cortas, las palabras de la FTC en consumidor.ftc.gov). Las mismas claves que
 * SIGNAL_WORDS en inglés (../explain.ts), con los mismos espacios {brand}, {decoded}, {country},
 * {area}, {real}, {domain} y {words}, que se llenan con lo encontrado. Para la página /es/revisar.
 */
import type { SignalWords } from "../explain";
import type { SignalId } from "../types";

const DO_NOT_CLICK = "No haga clic. Si necesita esa compañía, escriba usted mismo su dirección o use su aplicación.";

export const SIGNAL_WORDS: Readonly<Record<SignalId, SignalWords>> = {
  "listed-word": {
    title: "Tiene palabras o un acortador de enlaces que los estafadores usan mucho: {words}",
    why: "Los enlaces de estafa usan estas palabras para preocuparlo o apurarlo. Los acortadores esconden adónde lleva el enlace.",
    action: DO_NOT_CLICK,
  },
  "script-link": {
    title: "Esto no es una dirección web. Es un programa escondido ({words})",
    why: "Un enlace que empieza con data: o javascript: hace correr un programa en su navegador. No abre un sitio web.",
    action: "No lo abra. Borre el mensaje en el que llegó.",
  },
  "at-sign": {
    title: "Tiene palabras antes de una @: {words}",
    why: "Su navegador no tiene en cuenta lo que va antes de la @. El sitio web real es lo que sigue. El comienzo del enlace es un disfraz.",
    action: DO_NOT_CLICK,
  },
  "ip-host": {
    title: "Lleva a un número, no a un nombre: {words}",
    why: "Las compañías y agencias reales usan un nombre, como usps.com. Un enlace a un número esconde quién maneja el sitio.",
    action: DO_NOT_CLICK,
  },
  punycode: {
    title: "Usa letras de otro alfabeto. Se lee: {decoded}",
    why: "Algunas letras de otros alfabetos se ven igual que las nuestras. Los estafadores las usan para que una dirección falsa parezca la real.",
    action: DO_NOT_CLICK,
  },
  lookalike: {
    title: "Parece de {brand}, pero no es el sitio web de {brand}",
    why: "La dirección real de {brand} es {real}. Esta cambia una letra, agrega palabras o usa otro final para engañarlo.",
    action: "No haga clic. Para ir a {brand}, escriba usted mismo {real} o use su aplicación.",
  },
  "brand-elsewhere": {
    title: "Aparece {brand}, pero el sitio web es en realidad {domain}",
    why: "El nombre que cuenta es el que está justo antes de la primera barra sola: {domain}. Poner {brand} antes o después es un truco para parecer real.",
    action: "No haga clic. Para ir a {brand}, escriba usted mismo {real} o use su aplicación.",
  },
  shortener: {
    title: "Es un enlace acortado ({words})",
    why: "Un enlace corto esconde adónde lleva. Los estafadores los usan para que usted no vea la dirección real.",
    action: "No haga clic, salvo que usted se lo haya pedido a esa persona. Pídale la dirección completa.",
  },
  port: {
    title: "Tiene un número raro después del nombre: {words}",
    why: "Los sitios web comunes no necesitan un número así. Puede ser una computadora de una casa, o una que fue atacada.",
    action: "No escriba ningún dato personal en este sitio.",
  },
  "many-subdomains": {
    title: "Tiene muchas partes antes del nombre real: {words}",
    why: "Muchas palabras antes del nombre real sirven para esconder ese nombre en una pantalla pequeña.",
    action: "Mire la parte justo antes de la primera barra sola. Ese es quien maneja el sitio.",
  },
  "not-https": {
    title: "No usa HTTPS seguro (empieza con http://)",
    why: "Otras personas pueden leer lo que usted escriba en esta página. Los bancos, tiendas y agencias reales usan https://. Pero https:// solo no prueba que un sitio sea seguro.",
    action: "No escriba contraseñas, números de tarjeta ni datos personales en él.",
  },
  "cheap-ending": {
    title: "Termina en .{words}, un final que los estafadores usan mucho",
    why: "Las direcciones con este final cuestan muy poco y se usan en muchos sitios de estafa. Las agencias, los bancos y las compañías de envíos usan sus propias direcciones conocidas.",
    action: "Tenga cuidado. Revise muy bien el nombre del sitio web antes de hacer nada.",
  },
  "bait-words": {
    title: "Su nombre usa palabras para que usted actúe: {words}",
    why: "Las direcciones de estafa suelen agregar palabras como 'verify', 'secure', 'toll' o 'delivery' para parecer oficiales.",
    action: "No confíe en un sitio por las palabras de su nombre. Vaya a la dirección propia de la compañía.",
  },
  "shared-host": {
    title: "Cualquiera puede hacer una página en esta dirección ({words})",
    why: "{brand} deja que cualquiera haga sus propias páginas, formularios o enlaces de pago aquí. Esta página es de quien la hizo, no de {brand}. Los estafadores también las hacen.",
    action: "No escriba una contraseña, un número de tarjeta ni un código. Si no la esperaba, no la use.",
  },
  redirect: {
    title: "Solo pasa por {brand}. En realidad lleva a {domain}",
    why: "Un enlace así empieza con un nombre de confianza y después lo manda a otro sitio. Lo que cuenta es adónde llega: {domain}. También revisamos esa dirección.",
    action: "Juzgue el enlace por adónde llega. Si necesita ese sitio, escriba usted mismo la dirección.",
  },
  "listed-words": {
    title: "Usa palabras comunes en las estafas: {words}",
    why: "La prisa, el dinero, las amenazas y los pedidos de datos privados son lo que más usan los mensajes de estafa.",
    action: "No conteste. Consulte con la compañía o agencia a un número que usted sabe que es real.",
  },
  "gift-cards": {
    title: "Le pide tarjetas de regalo",
    why: "Ningún negocio, agencia o familiar en apuros le pide que pague con tarjetas de regalo. Solo los estafadores lo hacen.",
    action: "No compre las tarjetas. Si ya las compró, no dé los números. Llame enseguida a la compañía de la tarjeta.",
  },
  "wire-crypto": {
    title: "Le pide dinero por transferencia, criptomonedas, un cajero de Bitcoin, efectivo o una aplicación de pago",
    why: "El dinero que se envía así es casi imposible de recuperar. Por eso lo piden los estafadores.",
    action: "No envíe nada. Hable primero con alguien de confianza. Si ya envió dinero, llame a su banco.",
  },
  secrecy: {
    title: "Le pide que lo mantenga en secreto",
    why: "Los estafadores piden secreto para que nadie pueda advertirle. Las emergencias reales y los funcionarios reales no le piden esconder nada a su familia ni a su banco.",
    action: "Cuénteselo ahora mismo a alguien de confianza, antes de hacer cualquier otra cosa.",
  },
  "code-request": {
    title: "Le pide que le dé un código a alguien",
    why: "Un código que llega a su teléfono o a su correo es la llave de su cuenta. Quien lo tenga puede entrar como si fuera usted.",
    action: "Nunca lea ni envíe un código a alguien que se comunicó con usted. Las compañías reales nunca se lo piden.",
  },
  "remote-access": {
    title: "Quiere entrar en su computadora o su teléfono",
    why: "Con una aplicación de acceso remoto, un desconocido puede ver su pantalla, su banco y sus contraseñas.",
    action: "No instale nada. Si ya lo hizo, apague el equipo. Pida a alguien de confianza o a un taller que lo revise.",
  },
  grandchild: {
    title: "Dice que un familiar está en problemas y necesita ayuda",
    why: "Los estafadores se hacen pasar por un nieto, o por un abogado o un policía que llama por él. Hasta pueden copiar una voz.",
    action:
      "Cuelgue y llame a su familiar, o a otro pariente, a un número que usted ya tiene. Haga una pregunta que solo él sepa contestar.",
  },
  "prize-fee": {
    title: "Dice que usted ganó un premio o dinero",
    why: "Si no participó, no ganó. Un premio real nunca le pide pagar cargos, impuestos o envío antes. Ese pago es la estafa.",
    action: "No pague nada y no dé los datos de su banco.",
  },
  overpayment: {
    title: "Dice que le pagaron de más y que debe devolver dinero",
    why: "El primer pago es falso o lo retiran después. El dinero que usted devuelve es suyo, y se pierde.",
    action: "No devuelva nada. Llame a su banco al número de su tarjeta para revisar su saldo.",
  },
  threat: {
    title: "Lo amenaza con arresto, una multa o una cuenta cerrada",
    why: "Los estafadores lo asustan para que actúe antes de pensar. Las agencias reales primero le escriben por correo. No amenazan con arresto por teléfono, texto o email.",
    action: "No conteste. Llame usted a la agencia o compañía, a un número de su sitio web propio o de su estado de cuenta.",
  },
  deadline: {
    title: "Lo apura",
    why: "Un plazo muy corto sirve para que usted no pueda averiguar ni consultar a nadie.",
    action: "Vaya despacio. No pierde nada real por tomarse un día para averiguar.",
  },
  "delivery-toll": {
    title: "Dice que un paquete está retenido o que debe un peaje",
    why: "Los textos falsos de entregas y peajes son de las estafas más comunes. Llevan a páginas que roban números de tarjeta.",
    action: "No use el enlace. Revise su paquete o su cuenta de peaje escribiendo usted mismo la dirección de la compañía.",
  },
  "account-problem": {
    title: "Dice que hay un problema con su cuenta",
    why: "Los mensajes de 'actividad inusual' y 'verifique su cuenta' llevan a páginas falsas para entrar a su cuenta.",
    action: "No use su enlace ni su número. Abra la aplicación de la compañía o llame al número de su tarjeta.",
  },
  "tech-support": {
    title: "Avisa de un virus, un equipo atacado o un cobro, y da un número para llamar",
    why: "Las compañías reales no mandan ventanas ni facturas pidiendo que las llame. El número es de los estafadores.",
    action: "No llame. Cierre la página. Si no se cierra, reinicie el equipo.",
  },
  "charge-to-call": {
    title: "Habla de un cobro, un pedido o una entrada a su cuenta que usted no esperaba, y le pide llamar, responder o hacer clic",
    why: "Es uno de los trucos más comunes. Usted llama o responde para parar el cobro. Entonces el 'agente' le pide entrar a su computadora, sus datos del banco o tarjetas de regalo.",
    action:
      "No llame a su número, no le responda y no use su enlace. Revise su cuenta usted mismo: abra la aplicación, o llame al número de su tarjeta o su estado de cuenta.",
  },
  "medicare-benefit": {
    title: "Habla de su tarjeta de Medicare, un reembolso de Medicare o algo gratis de Medicare",
    why: "Medicare no llama ni manda textos para ofrecer tarjetas nuevas, reembolsos, aparatos o pruebas gratis. Los estafadores quieren su número de Medicare para cobrarle a Medicare a su nombre.",
    action:
      "Nunca dé su número de Medicare a alguien que se comunicó con usted. Si tiene dudas, llame usted a Medicare al número de su tarjeta de Medicare.",
  },
  "government-payment": {
    title: "Dice que lo espera un pago, un subsidio o un reembolso del gobierno",
    why: "Las agencias del gobierno no mandan textos ni emails para que usted reclame dinero. Los beneficios reales no cobran un cargo. Los estafadores buscan los datos de su banco o un pago.",
    action: "No haga clic ni conteste. Revise en el sitio propio de la agencia, escrito por usted, o llame al número real de la agencia.",
  },
  "new-number": {
    title: "Alguien dice ser de su familia y escribe desde un número nuevo",
    why: '"Hola mamá, este es mi número nuevo" es una estafa conocida. Pronto piden dinero para una cuenta o una emergencia.',
    action: "Antes de hacer nada, llame a su familiar al número que usted ya tiene.",
  },
  "friend-money": {
    title: "Alguien que usted conoce le pide dinero o un favor por mensaje",
    why: 'Los estafadores se meten en el correo o el Facebook de un amigo, o copian su nombre, y escriben a todos sus contactos. Piden un préstamo, un pago "por ellos" o tarjetas de regalo.',
    action: "Llame a esa persona al número que usted ya tiene y pregúntele. No mande dinero ni tarjetas antes de hablar con ella.",
  },
  "social-bait": {
    title: "Quiere que usted mire: una muerte, un accidente o un video suyo",
    why: 'Los estafadores mandan noticias fuertes o "¿eres tú en este video?" para que haga clic sin pensar. El enlace roba su contraseña o instala algo dañino.',
    action: "No haga clic. Si vino de un amigo, llámelo: puede que alguien le haya robado la cuenta.",
  },
  "wrong-number": {
    title: "Un mensaje amable de alguien que usted no conoce, que lo invita a contestar",
    why: 'Muchas estafas de inversión y de romance empiezan con un texto de "número equivocado" como este. Si contesta, se hacen amigos y después hablan de dinero.',
    action: "Si no sabe quién es, no conteste. Bórrelo o bloquee el número.",
  },
  "relative-story": {
    title: "Cuenta una historia de una herencia, un pariente lejano o alguien lejos que necesita dinero",
    why: "Los estafadores se hacen pasar por abogados, parientes perdidos, soldados o trabajadores en el extranjero. La historia siempre termina en un cargo o un pedido de dinero.",
    action: "No envíe dinero ni los datos de su banco. Háblelo con alguien de confianza.",
  },
  "job-tasks": {
    title: "Ofrece un trabajo con buena paga por tareas sencillas en línea",
    why: 'Los empleadores reales no lo buscan por texto. Los trabajos de "tareas" (dar me gusta a videos, calificar productos) pagan poco al principio y después le piden que pague usted.',
    action: 'No conteste ni pague nada para "desbloquear" tareas o ganancias.',
  },
  courier: {
    title: "Alguien quiere ir a su casa a recoger dinero, oro o tarjetas",
    why: "Ningún banco, agencia o policía manda a un mensajero a recoger efectivo u oro. Es una estafa que crece rápido contra las personas mayores.",
    action: "No entregue nada. Si alguien va en camino, llame al 911 y avise a un familiar.",
  },
  "release-fee": {
    title: "Pide un cargo para liberar un paquete, un premio o un regalo",
    why: "Los estafadores inventan cargos de aduana, despacho o liberación. Cuando usted paga uno, llega otro.",
    action: "No pague. Si espera un paquete, revíselo en el sitio propio de la compañía, escrito por usted.",
  },
  "sender-address": {
    title: "Tiene una dirección de email: {words}",
    why: "La parte después de la @ se revisa como un sitio web, más abajo. La dirección de un estafador puede parecerse mucho a la de una compañía real.",
    action: "No conteste. Comuníquese con la compañía a un número o sitio web que usted ya conoce.",
  },
  "link-in-message": {
    title: "Tiene un enlace: {words}",
    why: "El enlace se revisa por separado, más abajo.",
    action: "No haga clic en enlaces de mensajes que no esperaba.",
  },
  "phone-in-message": {
    title: "Le pide que llame o mande un texto a un número del mensaje: {words}",
    why: "El número de un mensaje de estafa es del estafador, no de la compañía.",
    action: "Llame solo a un número que usted mismo encuentre: en su tarjeta, un estado de cuenta o el sitio web propio de la compañía.",
  },
  "one-ring": {
    title: "El código de área {area} no es de los Estados Unidos. Es de {country}",
    why: "Parece un número de los Estados Unidos, pero devolver la llamada puede costar mucho. Los estafadores llaman una vez y cuelgan para que usted llame.",
    action: "No devuelva la llamada. Si es importante, le dejarán un mensaje.",
  },
  international: {
    title: "Este número es de {country}",
    why: "Las llamadas y textos del extranjero son comunes en las estafas. Devolver la llamada puede costar caro.",
    action: "No devuelva la llamada, salvo que conozca a alguien allí.",
  },
  premium: {
    title: "Es un número que cobra por llamada ({words})",
    why: "Las llamadas a los números 900 y 976 se cobran por minuto, muchas veces caro.",
    action: "No llame.",
  },
  "short-code": {
    title: "Es un código corto de textos ({words}) que no conocemos",
    why: "Las compañías mandan textos desde códigos cortos de 5 o 6 dígitos. No sabemos de quién es este. Un texto de un código corto también puede ser una estafa.",
    action: "Busque el código en el sitio web propio de la compañía. No use el enlace del texto.",
  },
  "not-a-number": {
    title: "Este no es un número de teléfono completo",
    why: "Un número de los Estados Unidos tiene 10 dígitos (11 con un 1 adelante). Los números del extranjero empiezan con +.",
    action: "Revise los dígitos que pegó.",
  },
};
