/**
 * The tricks scammers use with older adults, each a few patterns (message.ts finds them). Any one
 * `any` pattern is enough, with one of `with` if given; a match right after "never", "do not" and
 * the like, or in a sentence that warns about scams, is skipped there.
 */
import type { MessageSignalId, Strength } from "./types";

export interface Tactic {
  id: MessageSignalId;
  strength: Strength;
  /** Any one pattern is enough... */
  any: RegExp[];
  /** ...when at least one of these also matches (if given). */
  with?: RegExp[];
  /** A weak trick that also asks you to act (one of these) is a strong one. */
  strongWith?: RegExp[];
  /** Only in a message this short or shorter (an opener, not a long letter). */
  maxLength?: number;
}

/** A word edge in any alphabet: JavaScript's own \b sees "ó" and "ñ" as the end of a word. */
const EDGE = "(?:(?<=[\\p{L}\\p{N}_])(?![\\p{L}\\p{N}_])|(?<![\\p{L}\\p{N}_])(?=[\\p{L}\\p{N}_]))";
const UNACCENTED: Record<string, string> = { á: "a", é: "e", í: "i", ó: "o", ú: "u", ñ: "n" };

/**
 * A Spanish pattern, written as the word is spelled: its \b is a word edge that knows accented
 * letters, and each á é í ó ú ñ also matches the plain letter, as people type ("numero", "codigo").
 * Accented letters go outside [classes] only.
 */
function es(pattern: RegExp): RegExp {
  const source = pattern.source.replaceAll("\\b", EDGE).replace(/[áéíóúñ]/gu, (letter) => `[${UNACCENTED[letter]}${letter}]`);
  return new RegExp(source, pattern.flags);
}

/** A number to call or text, written out or with its digits hidden, or "press 1" in a recorded call. */
const CALL_A_NUMBER = [
  /\b(call|dial|contact|reach|phone|text|ring)\b[^.!?\n]{0,60}?(\+?1[\s.-]?)?\(?[\dx]{3}\)?[\s.-]?[\dx]{3}[\s.-]?[\dx]{4}\b/giu,
  /\bpress (1|one|2|two|9|nine)\b/giu,
  /\b(toll[- ]free|helpline|support line|billing department|fraud department|customer (care|support|service))\b[^.!?\n]{0,30}\b(at|on|number|line)\b/giu,
  /\b(contact|call) [a-z]+ (support|help ?desk|security|advisor|adviser|agent|department)\b/giu,
  /\b(text|reply|respond) back\b/giu,
  /\bwe (need|want|will|would like) to call you\b/giu,
  /\bgive us a call\b/giu,
  // Spanish: "llame al 1-800-...", "oprima 1", "comuníquese con el departamento de fraudes al".
  es(
    /\b(llame|llama|llamar|llámenos|llámanos|marque|marca|comuníquese|comunícate|contacte|contáctenos|contáctanos|escriba|escríbanos|confirme si fue usted|confirma si fuiste tú)\b[^.!?\n]{0,60}?(\+?1[\s.-]?)?\(?[\dx]{3}\)?[\s.-]?[\dx]{3}[\s.-]?[\dx]{4}\b/giu,
  ),
  es(/\b(oprima|oprime|presione|presiona|pulse|pulsa|marque|marca)( el)? (1|uno|2|dos|9|nueve)\b/giu),
  es(
    /\b(línea gratuita|número gratuito|línea de ayuda|departamento de (fraudes?|facturación|seguridad)|servicio al cliente|atención al cliente|soporte técnico)\b[^.!?\n]{0,30}\b(al|en el|número|línea)\b/giu,
  ),
];

export const TACTICS: readonly Tactic[] = [
  {
    id: "gift-cards",
    strength: "strong",
    any: [
      /\be?-?gift ?cards?\b/giu,
      /\b(itunes|google play|steam|vanilla|razer gold|apple|target|walmart|ebay|best buy|amazon) (gift )?cards?\b/giu,
      /\b(scratch|numbers?|pins?|codes?) (off |on |from )?the back\b/giu,
      /\b(reloadable|prepaid|green dot|moneypak) (debit |visa |gift )?cards?\b/giu,
      /\bcash cards?\b/giu,
      // Spanish: "tarjetas de regalo", "tarjeta regalo de Google Play", "los números del reverso".
      es(/\btarjetas? (de )?regalos?\b/giu),
      es(/\btarjetas? (de )?(itunes|google play|steam|vanilla|razer gold|apple|target|walmart|ebay|best buy|amazon)\b/giu),
      es(/\bcertificados? de (google|google play|apple|itunes|amazon)\b/giu),
      es(/\btarjetas?\b[^.!?\n]{0,25}\b(moneypak|green dot|reloadit)\b/giu),
      es(/\b(números?|códigos?|pin)\b[^.!?\n]{0,30}\b(del |en el |al )(reverso|dorso)\b/giu),
    ],
  },
  {
    id: "wire-crypto",
    strength: "strong",
    any: [
      /\bwire (transfer|the money|money|funds|it)\b/giu,
      /\bwire transfers?\b/giu,
      /\b(bitcoin|btc|crypto ?currenc(y|ies)|crypto|usdt|tether|ethereum)\b/giu,
      /\b(bitcoin|crypto) (atm|machine|kiosk)s?\b/giu,
      /\b(send|pay|transfer|deposit)\b[^.!?\n]{0,40}\b(zelle|cash ?app|venmo|western union|moneygram|walmart2walmart)\b/giu,
      /\b(guaranteed|huge|high) (returns?|profits?)\b/giu,
      /\bdouble your (money|investment)\b/giu,
      /\b(safe|secure|protected) account\b/giu,
      // Spanish: a transfer asked for, crypto and Bitcoin machines, payment apps, "una cuenta segura".
      es(
        /\b(haga|hagas|haz|hágame|hazme|me hagas|me haga|envíe|envía|envíes|mande|manda|mandes|realice|realiza|deposite|deposita|pague|paga|pagues)\b[^.!?\n]{0,30}\b(una |la |por )?(transferencias?|giros?)( bancarias?| de dinero| electrónicas?)?\b/giu,
      ),
      es(/\btransferencias? urgentes?\b/giu),
      es(/\b(bitcoins?|bitcóin|btc|criptomonedas?|cripto|criptodivisas?|criptoactivos?|usdt|tether|ethereum)\b/giu),
      es(
        /\b(envíe|envíese|envía|envíate|enviarse|mande|manda|pague|paga|transfiera|transfiérase|transfiere|deposite|deposita)\b[^.!?\n]{0,40}\b(zelle|cash ?app|venmo|western union|moneygram)\b/giu,
      ),
      es(/\b(ganancias|rendimientos|retornos) (garantizad[oa]s|altísim[oa]s|enormes)\b/giu),
      es(/\bduplic(ar|a|e) (su|tu) (dinero|inversión)\b/giu),
      es(/\bcuenta (segura|protegida)\b/giu),
    ],
  },
  {
    id: "secrecy",
    strength: "strong",
    any: [
      /\b(don'?t|dont|do not|please don'?t) (tell|let|inform|say (anything|this) to|mention (this|it) to|call)\b[^.!?\n]{0,25}\b(anyone|anybody|mom|mum|dad|mother|father|family|parents?|bank|teller|police|no ?one|grandpa|grandma|know)\b/giu,
      /\bkeep (this|it|our conversation) (a )?(secret|quiet|confidential|private|between us)\b/giu,
      /\b(between (you and me|us)|tell no one|gag order|you are not allowed to (tell|discuss))\b/giu,
      /\bconfidentiality (would be|is) (appreciated|required|important|needed)\b/giu,
      /\bif (the )?(bank|teller|anyone|they) asks?\b/giu,
      // Spanish: "no le digas a nadie", "no le cuente a sus hijos", "es un secreto", "orden de silencio".
      es(
        /\bno (le |les |se lo |se la |lo |se )?(digas|diga|digan|cuentes|cuente|cuenten|avises|avise|avisen|comentes|comente|menciones|mencione|hables|hable|llames|llame)\b[^.!?\n]{0,30}\b(nadie(?! (su|tu|sus|tus) )|(a )?(mis|tus|sus) (papás|padres|hij[oa]s|herman[oa]s)|(a )?(mi|tu|su) (mamá|papá|familia|banco|espos[oa]|hij[oa])|(a )?la (familia|policía|cajera)|al? (banco|cajero))\b/giu,
      ),
      es(
        /\b(es un secreto|(mantenlo|mantenla|manténgalo|manténgala|mantenga|mantén|guarde|guarda)( esto| todo| esta llamada)? en secreto|entre (tú y yo|usted y yo)|orden de (silencio|mordaza|confidencialidad)|no puede hablar de esto)\b/giu,
      ),
      es(/\bsi (en )?(el banco|la cajera|el cajero) (le |te )?pregunta(n)?\b/giu),
    ],
  },
  {
    id: "code-request",
    strength: "strong",
    any: [
      /\b(send|give|tell|read|share|forward|provide|reply with|text|confirm)\b[^.!?\n]{0,30}\b(the |that |this |a )?(\d-digit |verification |security |one-time |login |google )?(code|passcode|otp)\b/giu,
      /\bwhat('s| is) the code\b/giu,
      // Spanish: "léame el código que le enviamos", "¿me lo puedes pasar?", "te envié un código por error".
      es(
        /\b(envíe|envíeme|envíenos|envía|envíame|mande|mándeme|mándenos|mándame|manda|dé|deme|denos|dame|dígame|díganos|dime|lea|léame|léanos|lee|léeme|comparta|compártame|comparte|reenvíe|reenvíeme|reenvía|reenvíame|proporcione|confirme|confírmeme|confírmenos|confirma|pase|páseme|pásame|transfiera|transfiérame)\b[^.!?\n]{0,30}\bcódigos?\b(?! (postal|de área|qr|de descuento|promocional|de barras|de cupón|de vestimenta|de la puerta|del portón|del garaje|de la alarma|del wifi|de wifi|del edificio))/giu,
      ),
      es(
        /\bcódigo\b[^.!?\n]{0,60}\b(me|nos) (lo|los) (puedes |puede |podrías |podría )?(transferir|pasar|reenviar|mandar|enviar|dar|decir|compartir|leer)\b/giu,
      ),
      es(/\b(te|le) (envié|enviamos|mandé|mandamos)\b[^.!?\n]{0,30}\bcódigo\b[^.!?\n]{0,30}\bpor error\b/giu),
      es(
        /\b(me|nos) (puede|puedes|podría|podrías) (dar|decir|leer|pasar|enviar|mandar|compartir|reenviar|confirmar)\b[^.!?\n]{0,20}\bcódigos?\b(?! (postal|de área|qr|de descuento|promocional|de barras|de la puerta|del wifi|de wifi))/giu,
      ),
      es(/\bcuál es el código\b/giu),
    ],
  },
  {
    id: "remote-access",
    strength: "strong",
    any: [
      /\b(anydesk|teamviewer|ultraviewer|logmein|gotoassist|zoho assist|supremo|quick ?assist|screenconnect|connectwise|rustdesk|remote ?pc)\b/giu,
      /\bremote (access|desktop|control|support|connection)\b/giu,
      /\b(let|allow|give) (me|us|our (technician|tech|agent))\b[^.!?\n]{0,30}\b(access|into|control|connect)\b/giu,
      es(/\b(acceso|control|conexión) remot[oa]\b/giu),
      es(
        /\b(déjeme|déjenos|permítame|permítanos|dame|denos)\b[^.!?\n]{0,30}\b(acceso|acceder|entrar|conectar|conectarme|conectarnos|controlar)\b/giu,
      ),
    ],
  },
  {
    id: "grandchild",
    strength: "strong",
    any: [
      /\b(grandma|grandpa|granny|nana|grandmother|grandfather|grandson|granddaughter|grandchild|grandkid|grandparents?)\b/giu,
      /\b(it'?s|its|this is) (me|your ([a-z]+ )?(grandson|granddaughter|son|daughter|nephew|niece|grandchild|cousin))\b/giu,
      // The excuse for a voice that does not sound right: the call is not from who it says.
      /\b(why|that'?s why|because) I sound (different|funny|strange|weird)\b|\b(bad|terrible|awful) cold\b|\bbroke my nose\b/giu,
      /\b(I'?ve got|I have|we have|we'?ve got|we are holding) your (son|daughter|grandson|granddaughter|child|kid|husband|wife|mother|father)\b/giu,
      /\b(hi|hey|hello) (mum|mom|dad)\b/giu,
      /\bI('m| am| was| got)? (in jail|arrested|in the hospital|in trouble|in an accident)\b/giu,
      /\bI had (an|a car) accident\b/giu,
      // Spanish: "abuela, soy yo", "¿sabes quién habla?", "estoy detenido", "tenemos a su hijo".
      es(/\b(abuel[oa]s?|abuelit[oa]s?|niet[oa]s?)\b/giu),
      es(/\b(soy yo|soy tu (niet[oa]|hij[oa]|sobrin[oa]|prim[oa])|soy su (niet[oa]|hij[oa]|sobrin[oa]))\b/giu),
      es(/\b(sabes|sabe|adivina|adivine) quién (habla|soy|te habla|le habla)\b/giu),
      es(/\b(por eso|es que) (mi voz suena|sueno|hablo) (diferente|rar[oa]|extrañ[oa])\b|\bme (rompí|lastimé|golpeé) la nariz\b/giu),
      es(/\b(tenemos|tengo) a (su|tu) (hij[oa]|niet[oa]|espos[oa]|mamá|papá)\b/giu),
      es(/\b(hola|oye) (mamá|mami|papá|papi)\b/giu),
      es(
        /\b(estoy|me tienen) (en la cárcel|detenid[oa]|arrestad[oa]|pres[oa]|en el hospital|en problemas|en un problema)\b|\b(tuve|he tenido) un (accidente|choque)\b|\bme (arrestaron|detuvieron|metieron preso)\b/giu,
      ),
    ],
    with: [
      /\b(jail|bail|arrested|accident|wreck|crash|hospital|doctor|lawyer|attorney|public defender|patrolman|officer|in trouble|need (your )?help|need money|stranded|lost my (phone|wallet)|new (phone|number)|work phone|dropped my|broke(n)? my|text me (here|on|at)|police|court|fees?)\b/giu,
      es(
        /\b(cárcel|fianza|arrestad[oa]|detenid[oa]|pres[oa]|accidente|choque|hospital|abogad[oa]|defensor público|policía|en problemas|necesito (tu |su )?ayuda|necesito dinero|perdí mi (teléfono|celular|cartera)|número nuevo|nuevo número|corte|juez|tribunal|multa)\b/giu,
      ),
      // "No quiere que se enteren sus padres": the FTC's sign of the grandparent call.
      es(
        /\bno (le |les )?(digas|diga|cuentes|cuente)\b[^.!?\n]{0,20}\b(a )?(mis|tus) (papás|padres)\b|\bno quiero que (se enteren|sepan) (mis|tus) (papás|padres)\b/giu,
      ),
    ],
  },
  {
    id: "prize-fee",
    strength: "strong",
    any: [
      /\b(won|winner|winnings|prize|lottery|sweepstakes|jackpot|inheritance|grant|award(ed)?|claim your|selected to receive|publishers clearing house)\b/giu,
      es(
        /\b(ganó|ganaste|has ganado|ha ganado|ganador|ganadora|ganancias|premios?|lotería|sorteos?|herencia|fue seleccionad[oa]|ha sido seleccionad[oa]|has sido seleccionad[oa]|reclame su|reclama tu)\b/giu,
      ),
    ],
    with: [
      /\b(fee|fees|tax|taxes|processing|shipping|handling|customs|insurance|release|clearance|pay|send|deposit|claim|collect|call|contact|reply|winnings|congratulations|million)\b/giu,
      /\$\s?\d{1,3}(,\d{3}){2,}/giu,
      es(
        /\b(cargos?|cuotas?|tarifas?|impuestos?|tasas?|honorarios|aranceles|aduana|procesamiento|pague|pagar|paga|pagues|envíe|enviar|deposite|depositar|reclamar|reclame|cobrar|llame|llama|llamar|contacte|responda|felicidades|felicitaciones|millones)\b/giu,
      ),
    ],
  },
  {
    id: "overpayment",
    strength: "strong",
    any: [
      /\b(overpa(id|yment)|paid (you )?too much|sent (you )?too much|extra (money|amount)|accidentally (sent|transferred|deposited|refunded|added)|refunded? (you )?(too much|by mistake|in error)|send (back|the difference|the rest)|return the (extra|difference|excess|rest))\b/giu,
      es(
        /\b(le|te) (pagamos|pagué|enviamos|envié|depositamos|deposité|transferimos|transferí|reembolsamos) (de más|demasiado)\b|\b(devuelva|devuélvanos|devuélvame|devuelve|devuélveme|regrese|regrésenos|regrésame) (la diferencia|el resto|el excedente|lo que sobra|el dinero extra)\b|\b(pago|reembolso|depósito) (en exceso|de más)\b/giu,
      ),
    ],
  },
  {
    id: "threat",
    strength: "strong",
    any: [
      /\b(arrest(ed)?|warrant|lawsuit|sue you|legal action|prosecut\w*|deport\w*|jury duty|criminal charges?|police will|law enforcement will|into custody)\b/giu,
      /\b(account|service|licen[cs]e|card|benefits|social security (number)?|ssn|power|electricity|utilities|registration|medicare|apple pay|apple-?id|device|membership|subscription|profile)\b[^.!?\n]{0,40}\b(suspended|locked|frozen|closed|terminated|disconnected|blocked|deactivated|revoked|cancell?ed|shut off|limited|disabled)\b/giu,
      /\b(will|may|going to|we'll|about to|are|is)\s+(be\s+)?(suspend|lock|freez|clos|terminat|disconnect|block|revok|cancel|shut|disabl|limit)\w*\b[^.!?\n]{0,20}\b(your|the) (account|service|licen[cs]e|card|benefits|power|electricity|registration|social security|membership)\b/giu,
      /\b(penalt(y|ies)|fined|late fees?|collections|enforcement action|before enforcement)\b/giu,
      /\b(licen[cs]e|account|service|benefits|registration) (suspension|termination|cancellation|revocation)\b/giu,
      /\b(suspension|termination|cancellation|closure|deactivation) of your( \p{L}+)? (account|membership|service|card|benefits|licen[cs]e|subscription)\b/giu,
      // Spanish: arrest, deportation and immigration threats, a suspended Social Security number or
      // account, fines and late charges.
      es(
        /\b(orden de (arresto|detención|captura)|arrestarl[oa]|arrestarte|será arrestad[oa]|serás arrestad[oa]|será detenid[oa]|lo van a arrestar|la van a arrestar|te van a arrestar|irá a la cárcel|irás a la cárcel|acción legal|acciones legales|demanda (en su contra|contra usted)|deportación|deportad[oa]|deportarl[oa]|deportarte|violó la ley|violaste la ley|cargos (criminales|penales)|la policía irá|enviaremos a la policía|lavado de dinero|bajo investigación)\b/giu,
      ),
      es(/\b(inmigración|migración|uscis)\b[^.!?\n]{0,80}\b(multa|fianza|cuotas?|deport\p{L}*|arrest\p{L}*)\b/giu),
      /\bICE\b[^.!?\n]{0,80}(multa|fianza|cuotas?|deport|arrest)/gu,
      es(
        /\b(cuenta|cuentas|servicio|licencia|tarjeta|beneficios|número de seguro social|seguro social|ssn|medicare|electricidad|luz|registro|membresía|suscripción|perfil|privilegios de conducir)\b[^.!?\n]{0,40}\b(suspendid[oa]s?|bloquead[oa]s?|congelad[oa]s?|cerrad[oa]s?|cancelad[oa]s?|desactivad[oa]s?|revocad[oa]s?|embargad[oa]s?|cortad[oa]s?|inhabilitad[oa]s?)\b/giu,
      ),
      es(
        /\b(suspender|bloquear|cerrar|cancelar|congelar|cortar|embargar|desactivar|suspenderemos|bloquearemos|cerraremos|cancelaremos|congelaremos|cortaremos|embargaremos|suspenderán|bloquearán|cerrarán|cancelarán|congelarán|cortarán|embargarán)\b[^.!?\n]{0,15}\b(su|tu|sus|tus) (cuentas?|servicio|número|beneficios|licencia|tarjeta|seguro social|luz|electricidad)\b/giu,
      ),
      es(/\b(penalidad(es)?|penalizaciones|penalización|recargos?|cargos por (mora|retraso|demora)|agencia de cobros|cobranzas?)\b/giu),
      // "multa" alone is everyday Spanish ("la multa es de $50"): a fine to pay or avoid is the threat.
      es(
        /\b(pagar|pague|paga|pagues|evitar|evite) (una |la |las |sus |su )?multas?\b|\bmultas? (adicionales|por (mora|retraso|no pagar))\b/giu,
      ),
      es(
        /\b(suspensión|cancelación|cierre|desactivación|revocación) de (su|tu|sus|tus) (cuentas?|licencia|servicio|tarjeta|beneficios|membresía|suscripción|privilegios de conducir|número)\b/giu,
      ),
    ],
  },
  {
    id: "charge-to-call",
    strength: "strong",
    any: [
      /\b(order|purchase|payment|charge|transaction|invoice|receipt|renewal|subscription|membership|plan)\b[^.!?\n]{0,80}?(\$\s?\d[\d,.]*|\bUSD\b|\b(has|have) been (placed|processed|charged|approved|renewed|debited|deducted)\b|\bwas (placed|processed|charged|approved|renewed)\b)/giu,
      /\b(did not|didn'?t|have not|haven'?t) (make|made|authori[sz]e|authori[sz]ed|place|placed|order|ordered|recogni[sz]e|request|requested)\b/giu,
      /\b(invoice|transaction|order|purchase)\b[^.!?\n]{0,60}\b(charged|debited|deducted|billed)\b/giu,
      /\bif (this|it) (was ?n'?t|was not|is not|isn'?t) you\b/giu,
      /\b(to cancel|cancel (this|the|your) (order|transaction|payment|subscription|charge|renewal)|dispute (this|the) (charge|transaction)|stop (this|the) (payment|charge|transaction))\b/giu,
      /\b(account|profile|computer|device|email|identity|card|bank account|social security number|apple id|icloud|gmail)\b[^.!?\n]{0,40}\b(hacked|compromised|breached|stolen|used (for|in) (illegal|criminal|suspicious))\b/giu,
      /\b(security|data) breach\b/giu,
      es(
        /\b(pedido|compra|pago|cargo|transacción|factura|recibo|renovación|suscripción|membresía)\b[^.!?\n]{0,80}?(\$\s?\d[\d,.]*|\b(ha sido|fue|han sido|fueron) (realizad[oa]s?|procesad[oa]s?|cobrad[oa]s?|aprobad[oa]s?|renovad[oa]s?|debitad[oa]s?)\b)/giu,
      ),
      es(
        /\bno (reconoce|reconoces|realizó|realizaste|autorizó|autorizaste|hizo|hiciste) (esta|este|la|el) (compra|cargo|transacción|pedido|pago)\b/giu,
      ),
      es(
        /\bsi no (fue usted|fuiste tú)\b|\bpara cancelar (esta|este|la|el|su) (compra|cargo|transacción|pedido|pago|suscripción|renovación)\b/giu,
      ),
      es(
        /\b(cuenta|computadora|dispositivo|correo|identidad|tarjeta|número de seguro social)\b[^.!?\n]{0,40}\b(hackead[oa]|comprometid[oa]|robad[oa]|usad[oa] (para|en) (actividades )?(ilegales|criminales|delictivas))\b/giu,
      ),
    ],
    with: CALL_A_NUMBER,
  },
  {
    id: "medicare-benefit",
    strength: "strong",
    any: [
      /\b(new|replacement|free|plastic|chip(ped)?|updated|upgraded|gold|black) medicare cards?\b/giu,
      /\bmedicare\b[^.!?\n]{0,60}\b(refund|rebate|reimbursement|owed|overpaid|overcharged|benefits? (package|upgrade)|cards? (is|are) (expiring|expired|being replaced))\b/giu,
      /\b(free|no[- ]cost|at no charge)\b[^.!?\n]{0,30}\b(back brace|knee brace|braces|genetic (test|testing|screening)|dna (test|swab|kit)|cancer screening|test kits?|diabetic supplies|hearing aids?)\b/giu,
      /\b(confirm|verify|give|provide|reply with|send|read|update|need)\b[^.!?\n]{0,20}\b(your )?(medicare|mbi)( beneficiary)?( card)? (number|id|#|identifier)\b/giu,
      /\bmedicare\b[^.!?\n]{0,40}\b(enrollment (center|department|office)|advisor|adviser|benefits (department|center|office)|specialist)\b/giu,
      /\bmedicare card\b[^.!?\n]{0,30}\b(needs? to be|must be|will be|has been) (reactivated|renewed|replaced|updated|verified|activated|suspended|cancell?ed|deactivated)\b/giu,
      // Spanish: "una nueva tarjeta de plástico con chip", "confirme su número de Medicare".
      es(
        /\b(nuevas?|reemplazo de (su|tu)|de plástico|con chip|actualizada|mejorada|inteligente)\b[^.!?\n]{0,20}\btarjetas? (de )?medicare\b/giu,
      ),
      es(
        /\btarjetas? (nuevas? )?de medicare\b[^.!?\n]{0,30}\b(nuevas?|de plástico|con chip|actualizad[oa]|mejorad[oa]|inteligente|activar|reactivar)\b/giu,
      ),
      es(
        /\b(confirme|confirma|verifique|verifica|dé|deme|dame|proporcione|envíe|dígame|dime|necesito|necesitamos|actualice)\b[^.!?\n]{0,25}\b(su |tu )?(número|identificador|id) (de|del) (beneficiario de )?medicare\b/giu,
      ),
      es(/\bmedicare\b[^.!?\n]{0,60}\b(reembolso|reintegro|devolución|le debe|pagó de más)\b/giu),
      es(
        /\b(gratis|gratuit[oa]s?|sin costo)\b[^.!?\n]{0,30}\b(aparatos? ortopédicos?|rodilleras?|fajas?|pruebas? genéticas?|kits? de prueba|suministros para diabéticos|audífonos)\b/giu,
      ),
    ],
  },
  {
    id: "government-payment",
    strength: "weak",
    any: [
      // The money and what to do about it are often two sentences apart ("... TREAS FUND. Further action is required").
      /\b(stimulus|relief|economic impact|government|federal|treasury|treas|covid-?19|cola|tax|grant|irs|social security)\b[^.!?\n]{0,40}\b(payment|check|deposit|refund|funds?|grant|money)\b[^\n]{0,120}?\b(claim|accept|receive|release|approv\w*|verify|confirm|process|eligible|qualif\w*|pending|awaiting|unclaimed|further action)\b/giu,
      /\b(eligible|qualif(y|ied)|approved|selected)\b[^.!?\n]{0,40}\b(to receive|for)\b[^.!?\n]{0,30}\b(a |an )?(free )?(government |federal )?(grant|refund|payment|stimulus|relief|funds?)\b/giu,
      /\bfree (government|federal) (grant|money|funds?)\b/giu,
      /\b(pending|unclaimed) (claim|payment|refund|deposit|grant|funds)\b|\bto (disburse|release) (the |your )?(funds|payment)\b/giu,
      /\b(grants?|benefits)\b[^\n]{0,80}\b(have you heard|did you (hear|get|apply)|you (can|should|could) (apply|get|claim)|you qualify)\b/giu,
      /\b(agency|department|government|federal)\b[^\n]{0,120}\b(awarded|granted) (the sum|a (grant|sum)|you)\b|\byou have been awarded\b/giu,
      es(
        /\b(estímulo|alivio|gobierno|federal|tesoro|irs|seguro social|impuestos)\b[^.!?\n]{0,40}\b(pago|cheque|depósito|reembolso|fondos?|subvención|dinero)\b[^\n]{0,120}?\b(reclam\p{L}*|recib\p{L}*|aprobad[oa]|verifi\p{L}*|confirm\p{L}*|elegible|califica|pendiente|sin reclamar)\b/giu,
      ),
      es(/\b(subvención|subsidio|dinero) (del gobierno |federal )?(gratis|gratuit[oa])\b/giu),
    ],
    strongWith: [
      /\b(click|tap|visit|follow the link|log ?in|submit|apply|register|sign up|reply|call|text|fee|pay|have you heard|sum of)\b/giu,
      es(/\b(haga clic|haz clic|toque|toca|visite|visita|ingrese|inicie sesión|solicite|regístrese|responda|llame|cargo|cuota|pague)\b/giu),
      /https?:\/\/|www\./giu,
    ],
  },
  {
    id: "new-number",
    strength: "strong",
    any: [
      /\b(this is|it'?s|here'?s) (my|me on (a|my)) new (number|phone|mobile|cell)\b/giu,
      /\b(my )?(new|temporary|temp) (number|phone|mobile|cell)\b[^.!?\n]{0,50}\b(save|delete|old (one|number|phone)|lost|broke|dropped|stolen|water)\b/giu,
      /\b(lost|broke|dropped|smashed|cracked|damaged) my (phone|mobile|cell)\b/giu,
      /\b(texting|messaging|writing) (you )?(from|off|on) (a|my) (friend'?s|mate'?s|new|work|different|borrowed) (phone|number|mobile)\b/giu,
      /\b(phone|mobile|cell)\b[^.!?\n]{0,20}\b(water[- ]damaged|broken|broke|smashed|died|stolen)\b/giu,
      /\b(temp|temporary|new) (no|num)\b\.?|\bmessage my new number\b/giu,
      // Spanish: "mamá, este es mi número nuevo", "se me rompió el celular", "tengo un número temporal".
      es(/\b(nuevo número|número nuevo|número temporal|teléfono nuevo|nuevo teléfono|celular nuevo|nuevo celular)\b/giu),
      es(
        /\b(se me (rompió|cayó|mojó|perdió|dañó) el|(perdí|rompí) (el|mi)|me robaron (el|mi)) (teléfono|celular|móvil|cel)\b|\bmi (teléfono|celular|móvil) (está|se) (rot[oa]|dañad[oa]|descompuest[oa]|mojad[oa]|rompió|dañó)\b/giu,
      ),
      es(
        /\b(te|le) (escribo|hablo)\b[^.!?\n]{0,15}\b(del|desde el) (teléfono|celular|móvil) de (un amigo|una amiga|mi amig[oa]|otra persona)\b/giu,
      ),
    ],
    with: [
      /\b(mum|mom|dad|mummy|mommy|mama|papa|mother|father|grandma|grandpa|nan|nana|auntie?|uncle|son|daughter)\b/giu,
      /\b(need|help|favou?r|send|pay|bill|transfer|money|urgent|asap)\b/giu,
      es(/\b(mamá|mami|papá|papi|abuel[oa]|abuelit[oa]|tía|tío|hij[oa]|soy tu hij[oa])\b/giu),
      es(
        /\b(necesito|ayuda|ayúdame|favor|envía|envíame|manda|mándame|pagar|pago|factura|transferencia|deposita|dinero|urgente|ya mismo)\b/giu,
      ),
    ],
  },
  {
    id: "social-bait",
    strength: "strong",
    any: [
      /\b(is|was|isn'?t|wasn'?t) (this|that|it) (really )?you\b/giu,
      /\b(died|was killed|passed away) in an? (accident|crash|fire)\b/giu,
      /\b(look|see) (who|what) (just )?(died|passed away|happened)\b/giu,
      /\byou\b[^.!?\n]{0,20}\b(in|on) (this|the|a) (video|photo|clip|picture)\b/giu,
      /\b(passed away|died|was killed|had an accident) (this morning|last night|today|yesterday)\b/giu,
      /\b(so|very|really) sad\b[^.!?\n]{0,40}\b(died|passed away|accident|rip)\b/giu,
      es(/\b(eres|es|fuiste|fue) (tú|usted) (en|el de|la de) (este|esta|el|la) (video|vídeo|foto)\b/giu),
      es(/\b(murió|falleció|fue asesinad[oa]) en un (accidente|choque|incendio)\b|\bmira (quién|lo que) (murió|falleció|pasó)\b/giu),
    ],
    with: [
      /https?:\/\/|www\.|\b(watch|look|see|saw|click|tap|open|link|video|know (him|her|them))\b/giu,
      es(/\b(mira|mire|ve|vea|viste|vio|haz clic|toca|abre|enlace|video|vídeo|link)\b/giu),
    ],
  },
  {
    id: "wrong-number",
    strength: "strong",
    maxLength: 300,
    any: [
      /^\s*(hi|hello|hey|good (morning|afternoon|evening))?[,!.]?\s*(is this|are you|is that|am I (speaking|talking) (to|with)) (mr\.? |mrs\.? |ms\.? |miss |dr\.? )?[a-z]+\b[^.!?\n]{0,20}\?/giu,
      /\b(are we still on|still on for|are you (still )?coming (to|over)|don'?t forget (our|the) (dinner|lunch|meeting|golf|appointment))\b/giu,
      /\b(sorry|oops|apologies),? (wrong number|I (think I )?(have|got|had|texted) the wrong (number|person))\b/giu,
      /\b(got|found|saw) your (number|contact) (from|in|on)\b/giu,
      /\b(are we still (meeting|on|going)|you (still )?coming (for|to) (dinner|lunch|the)|(can|could|may) I (make|book|get|schedule) an appointment)\b/giu,
      // A first name, then a greeting: "Una, good evening, tomorrow the contract time is moved".
      /^\s*\p{Lu}\p{Ll}+, (good (morning|afternoon|evening)|hi|hello)\b/gu,
      // Spanish: "¿Es usted la Sra. Rosa?", "¿vienes a cenar esta noche?", "perdón, número equivocado",
      // and a first name, then a greeting: "Una, buenas noches, mañana la hora del contrato...".
      es(
        /^\s*(hola|buenos días|buenas tardes|buenas noches|buen día)?[,!.]?\s*¿?\s*(es usted|eres|hablo con|estoy hablando con) (el |la )?(sr\.? |sra\.? |srta\.? |señor |señora |señorita |dr\.? |dra\.? |doctor |doctora )?\p{L}+\b[^.!?\n]{0,20}\?/giu,
      ),
      es(
        /\b(sigue en pie|todavía (vamos|quedamos|nos vemos)|vienes a (cenar|comer|almorzar)|viene a (cenar|comer|almorzar)|no (te )?olvides (de )?(nuestra|la) (cena|comida|reunión|cita))\b/giu,
      ),
      es(
        /\b(perdón|perdona|disculpa|disculpe|lo siento|ups),? (número equivocado|(creo que )?me equivoqué de (número|persona)|(tengo|tenía) el número equivocado)\b/giu,
      ),
      es(/\b(obtuve|conseguí|encontré|vi) (su|tu) (número|contacto) (en|de|por)\b/giu),
      es(/^\s*\p{Lu}\p{Ll}+, (buenos días|buenas tardes|buenas noches|hola)\b/gu),
    ],
  },
  {
    id: "relative-story",
    strength: "strong",
    any: [
      /\b(long[- ]lost|distant) (relative|cousin|uncle|aunt|family member)\b/giu,
      /\b(next of kin|sole beneficiary|unclaimed (funds|inheritance|estate|fortune)|estate of (the )?late|deceased (client|customer|relative|uncle))\b/giu,
      /\bunclaimed\b[^.!?\n]{0,40}\b(policy|funds|inheritance|estate|fortune|deposit|account)\b|\b(our|my|the) late (client|customer|mr|mrs|ms|dr)\b|\bmade you (a|the) beneficiary\b/giu,
      /\b(inheritance|inherit(ed)?|will and testament|bequeathed)\b[^.!?\n]{0,80}\b(million|\$|usd|dollars|funds?|claim|share)\b/giu,
      /\b(soldier|sgt|sergeant|capt|captain|colonel|general|lieutenant|deployed|army|military|navy|marine|peace ?keeping|special operations|oil rig|offshore|un mission|contractor|engineer)\b[^\n]{0,80}\b(overseas|abroad|syria|afghanistan|yemen|iraq|africa|rig|mission|base|gulf|sea|camp)\b/giu,
      // Spanish: a long-lost relative, an inheritance, a soldier or worker far away.
      es(/\b(pariente|familiar|tío|tía|primo|prima) (lejan[oa]|perdid[oa]|desconocid[oa])\b/giu),
      es(/\b(pariente más cercano|únic[oa] beneficiari[oa]|herencia sin reclamar|fondos sin reclamar|(el|la) difunt[oa])\b/giu),
      es(/\b(herencia|heredó|heredar|testamento)\b[^.!?\n]{0,80}\b(millones?|\$|dólares|fondos?|reclamar|parte)\b/giu),
      es(
        /\b(soldado|sargento|capitán|coronel|teniente|militar|ejército|desplegad[oa]|plataforma petrolera|contratista|ingenier[oa])\b[^\n]{0,80}\b(extranjero|siria|afganistán|yemen|irak|áfrica|ucrania|plataforma|misión|base|golfo|campamento)\b/giu,
      ),
      es(/\b(estoy|está) (en|de) (una )?misión\b[^\n]{0,40}\b(extranjero|siria|afganistán|yemen|irak|áfrica|ucrania|secreta)\b/giu),
    ],
    with: [
      /\b(money|fee|fees|send|gift cards?|wire|bitcoin|help|leave|package|customs|funds|ticket|flight|bank (details|account)|transfer|share|assistance|beneficiary|million|dollars|usd)\b|\$\s?\d/giu,
      es(
        /\b(dinero|cargos?|cuota|envía|envíe|envíes|envíame|manda|mándame|tarjetas? de regalo|transferencia|ayuda|ayúdame|paquete|aduana|fondos|boleto|vuelo|pasaje|datos bancarios|cuenta bancaria|beneficiari[oa]|millones?|dólares|licencia)\b/giu,
      ),
    ],
  },
  {
    id: "job-tasks",
    strength: "strong",
    any: [
      /\b(recruit(ers?|ment|ing)|hiring|job (offer|opportunity)|part[- ]time (job|work|position|opportunity)|work from home|remote (job|work|position)|flexible (hours|time|schedule)|online (job|work))\b/giu,
      es(
        /\b(reclutador|reclutadora|reclutamiento|estamos contratando|oferta de (trabajo|empleo)|oportunidad de (trabajo|empleo)|(trabajo|empleo) (de|a) (medio tiempo|tiempo parcial)|(trabajo|trabajar) desde (la |su |tu )?casa|(trabajo|empleo) (remoto|en línea)|horario flexible)\b/giu,
      ),
    ],
    with: [
      /\$\s?\d[\d,]*[^.!?\n]{0,20}\b((per|a|an|each|every|\/) ?(day|hour|hr|task|week|order)|daily|weekly|hourly)\b/giu,
      /\bpart[- ]time\b|\b(helpers?|assistants?) (needed|wanted)\b|\bspare time\b|\b(your|a) (resume|cv)\b/giu,
      /\b(daily (pay|income|salary|earnings|wage)|earn (up to )?\$|simple tasks?|easy tasks?|(like|rate|review|rating|boost|optimi[sz]e|complete)\w* (youtube |tiktok )?(videos?|products?|apps?|hotels?|orders?|tasks?)|whatsapp|telegram|no experience (needed|required|necessary))\b/giu,
      es(/\$\s?\d[\d,]*[^.!?\n]{0,20}\b((por|al|a la|cada) (día|hora|tarea|semana|pedido)|diarios?|semanales?)\b/giu),
      es(
        /\b(medio tiempo|tiempo parcial|tiempo libre|sin experiencia|tareas? (simples|sencillas|fáciles)|(dar|dé|darle) me gusta|calificar (productos|videos|hoteles|aplicaciones)|optimizar (aplicaciones|productos)|comisiones|ganancias diarias|gane hasta|gana hasta)\b/giu,
      ),
    ],
  },
  {
    id: "courier",
    strength: "strong",
    any: [
      /\b(courier|driver|agent|officer|messenger|representative|someone|a man|a woman)\b[^.!?\n]{0,40}\b(will|to|is going to|can|would) (come|stop by|pick (it )?up|collect|meet you)\b/giu,
      /\b(pick ?up|collect|hand over|give)\b[^.!?\n]{0,30}\b(the )?(cash|money|gold|gold bars|silver|envelope)\b[^.!?\n]{0,40}\b(at|from|to) (your|the) (home|house|door|address)\b/giu,
      /\b(put|place|pack|seal|wrap)\b[^.!?\n]{0,30}\b(cash|money|gold)\b[^.!?\n]{0,30}\b(box|envelope|package|bag|magazine)\b/giu,
      /\bcash\b[^.!?\n]{0,30}\b(box|envelope|courier|pick it up|pick up)\b/giu,
      // Spanish: "un mensajero pasará por su casa a recoger el dinero".
      es(
        /\b(mensajer[oa]|courier|chofer|conductor|agente|oficial|representante|alguien|un señor|una señora|un hombre|una mujer|un amigo)\b[^.!?\n]{0,40}\b(pasará|va a pasar|irá|va a ir|vendrá|va a venir|llegará) (a|por) (recoger|buscar|retirar|su casa|tu casa|su domicilio|tu domicilio)\b/giu,
      ),
      es(
        /\b(recoger|buscar|retirar)\b[^.!?\n]{0,30}\b(el )?(dinero|efectivo|oro|sobre)\b[^.!?\n]{0,40}\b(en|a) (su|tu) (casa|domicilio|puerta)\b/giu,
      ),
      es(
        /\b(ponga|pon|meta|mete|guarde|guarda|envuelva|envuelve)\b[^.!?\n]{0,30}\b(el )?(dinero|efectivo|billetes|oro)\b[^.!?\n]{0,30}\b(caja|sobre|paquete|bolsa|revista|libro)\b/giu,
      ),
      es(/\b(mensajer[oa]|courier)\b[^.!?\n]{0,60}\b(dinero|efectivo|oro)\b/giu),
    ],
  },
  {
    id: "release-fee",
    strength: "weak",
    any: [
      /\b(customs|clearance|release|redelivery|re-delivery|shipping|postage|import|duty|duties|diplomatic|anti-terrorism|security|transfer|processing|handling|insurance) (fee|fees|charge|charges|cost|payment|tax)\b/giu,
      /\bpay\b[^.!?\n]{0,30}\b(customs|clearance|release|import duty|duties)\b/giu,
      /\b(held|stuck|seized|detained|waiting)\b[^.!?\n]{0,30}\b(at )?(customs|the airport|clearance)\b/giu,
      es(
        /\b(cargos?|tarifa|cuota|tasa|impuestos?) (de|por) (aduanas?|liberación|despacho|reenvío|nueva entrega|franqueo|importación|procesamiento|manejo)\b/giu,
      ),
      es(/\b(retenid[oa]|detenid[oa]|atascad[oa])\b[^.!?\n]{0,30}\b(en )?(la )?(aduana|el aeropuerto)\b/giu),
    ],
    strongWith: [
      /\b(pay|send|gift cards?|wire|bitcoin|click|tap|visit|link|transfer|deposit)\b/giu,
      /https?:\/\/|www\./giu,
      es(/\b(pague|pagar|paga|envíe|tarjetas? de regalo|transferencia|haga clic|haz clic|toque|visite|enlace|deposite)\b/giu),
    ],
  },
  {
    id: "deadline",
    strength: "weak",
    any: [
      /\b(within|in the next|in) (\d+|one|two|three|twenty-?four|an?) ?(hours?|hrs?|minutes?|mins?)\b/giu,
      /\b(today|tonight|immediately|right now|right away|asap|as soon as possible|final (notice|warning|reminder)|last (chance|warning|notice)|act (now|fast|quickly)|too late|expires? (today|soon|tonight)|by (midnight|end of (the )?day))\b/giu,
      es(
        /\b(dentro de|en las próximas|en los próximos|en|antes de|tiene|tienes|le quedan|te quedan|solo) (\d+|un|una|dos|tres|veinticuatro) ?(horas?|hrs?|minutos?|mins?)\b/giu,
      ),
      es(
        /\b(hoy mismo|de inmediato|inmediatamente|ahora mismo|cuanto antes|lo antes posible|urgente|urgentemente|lo necesito ya|ya mismo|último aviso|aviso final|última advertencia|última oportunidad|(actúe|actúa) (ahora|ya|rápido)|demasiado tarde|vence (hoy|pronto|esta noche)|antes de (la )?medianoche)\b/giu,
      ),
      es(/\b(pague|pagar|paga|llame|llama|responda|actúe|envíe|deposite)\b[^.!?\n]{0,20}\bhoy\b/giu),
    ],
  },
  {
    id: "delivery-toll",
    strength: "weak",
    any: [
      /\b(package|parcel|shipment|delivery|item)\b[^.!?\n]{0,80}\b(could not|couldn'?t|cannot|unable to|failed|held|on hold|pending|awaiting|incomplete|returned|undeliverable|suspended|address|changed|preferences)\b/giu,
      /\b(unpaid|outstanding|overdue)\b[^.!?\n]{0,30}\b(toll|tolls|balance|fee|invoice|bill)\b/giu,
      /\btolls? (balance|charges?|fees?|violation|notice|invoice|bill|due)\b/giu,
      /\b(re-?deliver(y)?|reschedule (the|your) delivery|update (your )?(address|delivery))\b/giu,
      // Spanish: "su paquete no puede entregarse", "tiene un peaje sin pagar", "actualice su dirección".
      es(
        /\b(paquete|envío|pedido|artículo|producto|encomienda)\b[^.!?\n]{0,80}\b(no (se )?pudo|no puede|no se puede|no pudimos|fallid[oa]|retenid[oa]|en espera|pendiente|devuelt[oa]|incomplet[oa]|suspendid[oa]|dirección)\b/giu,
      ),
      es(
        /\b(problemas? para|no pudimos|no se pudo|intento fallido de)\b[^.!?\n]{0,10}\b(entregar|enviar)\b[^.!?\n]{0,10}\b(su|tu) (paquete|envío|pedido)\b/giu,
      ),
      es(
        /\bpeajes?\b[^.!?\n]{0,40}\b(sin pagar|no pagad[oa]s?|no (ha|has) pagado|impag[oa]s?|pendientes?|vencid[oa]s?|adeudad[oa]s?|deuda)\b/giu,
      ),
      es(/\b(sin pagar|no pagad[oa]s?|impag[oa]s?|adeuda|debe|deuda|pague|pagar|paga)\b[^.!?\n]{0,30}\bpeajes?\b/giu),
      es(
        /\b(reprogramar|reprograme|reprograma) (la|su|tu) entrega\b|\bnueva entrega\b|\b(actualice|actualiza) (su |tu |la |las )?direcci(ón|ones)\b/giu,
      ),
    ],
    // Delivery companies and toll agencies do not text links asking you to pay or confirm details,
    // nor say a parcel is stopped because the address "does not match".
    strongWith: [
      /\b(confirm|update|verify|pay|settle|click|tap|visit|reschedule|set (your )?delivery|follow the link|reply)\b/giu,
      /\baddress\b[^.!?\n]{0,30}\b(does not match|doesn'?t match|is (incorrect|incomplete|invalid|wrong)|could not be (verified|confirmed))\b/giu,
      es(
        /\b(confirme|confirma|actualice|actualiza|verifique|verifica|pague|paga|pagar|haga clic|haz clic|toque|toca|visite|visita|reprograme|reprograma|responda|responde|ingrese|ingresa)\b/giu,
      ),
      es(
        /\bdirección\b[^.!?\n]{0,30}\b(no coincide|es incorrecta|está incompleta|incompleta|no es válida|no se pudo (verificar|confirmar))\b/giu,
      ),
    ],
  },
  {
    id: "account-problem",
    strength: "weak",
    any: [
      /\b(unusual|suspicious|unauthori[sz]ed|irregular|strange)\s+(activity|sign-?in|log-?in|login|charges?|transactions?|access|purchases?)\b/giu,
      /\b(verify|confirm|validate|update|restore|reactivate|unlock|provide)\b[^.!?\n]{0,30}\b(account|identity|information|details|billing|payment)\b/giu,
      /\b(account|card)\b[^.!?\n]{0,30}\b(locked|suspended|limited|on hold|disabled|compromised|hacked|restricted)\b/giu,
      /\b(billing|payment)( method| information| details| info)?\b[^.!?\n]{0,40}\b(declined?|failed|expired|could not be (processed|verified|validated)|unable to (process|validate|verify))\b/giu,
      /\b(failed|unable) to (validate|verify|process|confirm) (the |your )?(billing|payment|card)\b/giu,
      /\b(card|account)\b[^.!?\n]{0,20}\b(charged|debited)\b[^.!?\n]{0,20}\$\s?\d/giu,
      es(
        /\b(actividad|inicio de sesión|acceso|cargos?|transacción|transacciones|compras?|movimientos?)\s+(inusual|inusuales|sospechos[oa]s?|no autorizad[oa]s?|irregular|irregulares|extrañ[oa]s?)\b/giu,
      ),
      es(
        /\b(verifique|verifica|confirme|confirma|valide|valida|actualice|actualiza|restablezca|reactive|reactiva|desbloquee|desbloquea|proporcione)\b[^.!?\n]{0,30}\b(cuenta|identidad|información|datos|facturación)\b/giu,
      ),
      es(
        /\b(cuenta|tarjeta)\b[^.!?\n]{0,30}\b(bloquead[oa]|suspendid[oa]|limitad[oa]|deshabilitad[oa]|comprometid[oa]|hackead[oa]|restringid[oa])\b/giu,
      ),
    ],
    // Asked to put your details right where the message points: the fake login page.
    strongWith: [
      /\b(update|verify|confirm|validate|restore|reactivate|re-?enter)\b[^.!?\n]{0,40}\b(here|below|via (this|the) link|at the link|using (this|the) link)\b/giu,
      es(
        /\b(actualice|actualiza|verifique|verifica|confirme|confirma|valide|restablezca|reactive|revise|revisa|ingrese|ingresa)\b[^.!?\n]{0,40}\b(aquí|abajo|en este enlace|en el enlace|con este enlace)\b/giu,
      ),
    ],
  },
  {
    id: "tech-support",
    strength: "strong",
    any: [
      /\b(virus(es)?|malware|infected|trojan|spyware|pornographic|hacked|security breach)\b/giu,
      /\b(renewal|auto-?renew(al|ed)?|subscription|invoice|order)\b[^.!?\n]{0,120}\b(charged|debited|deducted|\$\s?\d)/giu,
      /\b(auto-?renew\w*|renewing|renewal)\b/giu,
      es(/\b(virus|malware|infectad[oa]|troyano|spyware|pornográfic[oa]|hackead[oa]|pirateada|pirateado)\b/giu),
    ],
    with: [
      /\b(call|contact|dial|reach)\b[^.!?\n]{0,60}(\d{3}|support|technician|help ?desk|microsoft|apple|windows|geek squad|norton|mcafee|us)\b/giu,
      /\b(microsoft|windows|geek squad|norton|mcafee|tech(nical)? support|support team|technician)\b/giu,
      es(/\b(llame|llama|llamar|contacte|comuníquese|marque)\b[^.!?\n]{0,60}(\d{3}|soporte|técnico|microsoft|apple|windows)/giu),
      es(/\b(soporte técnico|asistencia técnica|servicio técnico|técnicos?)\b/giu),
    ],
  },
];
