/** The Spanish patterns of the tricks that name what they want of you (tricks-asks.ts). */
import { es, type SpanishTactics } from "./spanish-pattern";

export const ASKS_ES: SpanishTactics = {
  "gift-cards": {
    any: [
      // Spanish: "tarjetas de regalo", "tarjeta regalo de Google Play", "los números del reverso".
      es(/\btarjetas? (de )?regalos?\b/giu),
      es(/\btarjetas? (de )?(itunes|google play|steam|vanilla|razer gold|apple|target|walmart|ebay|best buy|amazon)\b/giu),
      es(/\bcertificados? de (google|google play|apple|itunes|amazon)\b/giu),
      es(/\btarjetas?\b[^.!?\n]{0,25}\b(moneypak|green dot|reloadit)\b/giu),
      es(/\b(números?|códigos?|pin)\b[^.!?\n]{0,30}\b(del |en el |al )(reverso|dorso)\b/giu),
    ],
  },
  "wire-crypto": {
    any: [
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
  secrecy: {
    any: [
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
  "code-request": {
    any: [
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
  "remote-access": {
    any: [
      es(/\b(acceso|control|conexión) remot[oa]\b/giu),
      es(
        /\b(déjeme|déjenos|permítame|permítanos|dame|denos)\b[^.!?\n]{0,30}\b(acceso|acceder|entrar|conectar|conectarme|conectarnos|controlar)\b/giu,
      ),
    ],
  },
  grandchild: {
    any: [
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
      es(
        /\b(cárcel|fianza|arrestad[oa]|detenid[oa]|pres[oa]|accidente|choque|hospital|abogad[oa]|defensor público|policía|en problemas|necesito (tu |su )?ayuda|necesito dinero|perdí mi (teléfono|celular|cartera)|número nuevo|nuevo número|corte|juez|tribunal|multa)\b/giu,
      ),
      // "No quiere que se enteren sus padres": the FTC's sign of the grandparent call.
      es(
        /\bno (le |les )?(digas|diga|cuentes|cuente)\b[^.!?\n]{0,20}\b(a )?(mis|tus) (papás|padres)\b|\bno quiero que (se enteren|sepan) (mis|tus) (papás|padres)\b/giu,
      ),
    ],
    asks: [
      es(
        /\b(necesito|necesita|ayuda|ayúdame|ayúdeme|dinero|efectivo|fianza|pagar|pague|paga|abogad[oa]|multa|transferencia|tarjetas?|mándame|mande|envía|envíe|no (le |les )?(digas|diga|cuentes|cuente)|secreto|por favor|puedes|puede|podrías|podría)\b|\$\s?\d/giu,
      ),
    ],
  },
  "prize-fee": {
    any: [
      es(
        /\b(ganó|ganaste|has ganado|ha ganado|ganador|ganadora|ganancias|premios?|lotería|sorteos?|herencia|fue seleccionad[oa]|ha sido seleccionad[oa]|has sido seleccionad[oa]|reclame su|reclama tu)\b/giu,
      ),
    ],
    with: [
      es(
        /\b(cargos?|cuotas?|tarifas?|impuestos?|tasas?|honorarios|aranceles|aduana|procesamiento|pague|pagar|paga|pagues|envíe|enviar|deposite|depositar|reclamar|reclame|cobrar|llame|llama|llamar|contacte|responda|felicidades|felicitaciones|millones)\b/giu,
      ),
    ],
  },
  overpayment: {
    any: [
      es(
        /\b(le|te) (pagamos|pagué|enviamos|envié|depositamos|deposité|transferimos|transferí|reembolsamos) (de más|demasiado)\b|\b(devuelva|devuélvanos|devuélvame|devuelve|devuélveme|regrese|regrésenos|regrésame) (la diferencia|el resto|el excedente|lo que sobra|el dinero extra)\b|\b(pago|reembolso|depósito) (en exceso|de más)\b/giu,
      ),
    ],
  },
};
