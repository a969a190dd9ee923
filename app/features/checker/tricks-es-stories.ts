/** The Spanish patterns of the tricks that tell a story or press you (tricks-stories.ts). */
import { es, type SpanishTactics } from "./spanish-pattern";

export const STORIES_ES: SpanishTactics = {
  threat: {
    any: [
      // Spanish: arrest, deportation and immigration threats, a suspended Social Security number or
      // account, fines and late charges.
      es(
        /\b(orden de (arresto|detención|captura)|arrestarl[oa]|arrestarte|será arrestad[oa]|serás arrestad[oa]|será detenid[oa]|lo van a arrestar|la van a arrestar|te van a arrestar|irá a la cárcel|irás a la cárcel|acción legal|acciones legales|demanda (en su contra|contra usted)|deportación|deportad[oa]|deportarl[oa]|deportarte|violó la ley|violaste la ley|cargos (criminales|penales)|la policía irá|enviaremos a la policía|lavado de dinero|bajo investigación)\b/giu,
      ),
      es(/\b(inmigración|migración|uscis)\b[^.!?\n]{0,80}\b(multa|fianza|cuotas?|deport\p{L}*|arrest\p{L}*)\b/giu),
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
  "charge-to-call": {
    any: [
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
  },
  "medicare-benefit": {
    any: [
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
  "government-payment": {
    any: [
      es(
        /\b(estímulo|alivio|gobierno|federal|tesoro|irs|seguro social|impuestos)\b[^.!?\n]{0,40}\b(pago|cheque|depósito|reembolso|fondos?|subvención|dinero)\b[^\n]{0,120}?\b(reclam\p{L}*|recib\p{L}*|aprobad[oa]|verifi\p{L}*|confirm\p{L}*|elegible|califica|pendiente|sin reclamar)\b/giu,
      ),
      es(/\b(subvención|subsidio|dinero) (del gobierno |federal )?(gratis|gratuit[oa])\b/giu),
    ],
    strongWith: [
      es(/\b(haga clic|haz clic|toque|toca|visite|visita|ingrese|inicie sesión|solicite|regístrese|responda|llame|cargo|cuota|pague)\b/giu),
    ],
  },
  "new-number": {
    any: [
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
      es(/\b(mamá|mami|papá|papi|abuel[oa]|abuelit[oa]|tía|tío|hij[oa]|soy tu hij[oa])\b/giu),
      es(
        /\b(necesito|ayuda|ayúdame|favor|envía|envíame|manda|mándame|pagar|pago|factura|transferencia|deposita|dinero|urgente|ya mismo)\b/giu,
      ),
    ],
  },
  "social-bait": {
    any: [
      es(/\b(eres|es|fuiste|fue) (tú|usted) (en|el de|la de) (este|esta|el|la) (video|vídeo|foto)\b/giu),
      es(/\b(murió|falleció|fue asesinad[oa]) en un (accidente|choque|incendio)\b|\bmira (quién|lo que) (murió|falleció|pasó)\b/giu),
    ],
    with: [es(/\b(mira|mire|ve|vea|viste|vio|haz clic|toca|abre|enlace|video|vídeo|link)\b/giu)],
  },
  "wrong-number": {
    any: [
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
  "relative-story": {
    any: [
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
      es(
        /\b(dinero|cargos?|cuota|envía|envíe|envíes|envíame|manda|mándame|tarjetas? de regalo|transferencia|ayuda|ayúdame|paquete|aduana|fondos|boleto|vuelo|pasaje|datos bancarios|cuenta bancaria|beneficiari[oa]|millones?|dólares|licencia)\b/giu,
      ),
    ],
  },
  "job-tasks": {
    any: [
      es(
        /\b(reclutador|reclutadora|reclutamiento|estamos contratando|oferta de (trabajo|empleo)|oportunidad de (trabajo|empleo)|(trabajo|empleo) (de|a) (medio tiempo|tiempo parcial)|(trabajo|trabajar) desde (la |su |tu )?casa|(trabajo|empleo) (remoto|en línea)|horario flexible)\b/giu,
      ),
    ],
    with: [
      es(/\$\s?\d[\d,]*[^.!?\n]{0,20}\b((por|al|a la|cada) (día|hora|tarea|semana|pedido)|diarios?|semanales?)\b/giu),
      es(
        /\b(medio tiempo|tiempo parcial|tiempo libre|sin experiencia|tareas? (simples|sencillas|fáciles)|(dar|dé|darle) me gusta|calificar (productos|videos|hoteles|aplicaciones)|optimizar (aplicaciones|productos)|comisiones|ganancias diarias|gane hasta|gana hasta)\b/giu,
      ),
    ],
  },
  courier: {
    any: [
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
  "release-fee": {
    any: [
      es(
        /\b(cargos?|tarifa|cuota|tasa|impuestos?) (de|por) (aduanas?|liberación|despacho|reenvío|nueva entrega|franqueo|importación|procesamiento|manejo)\b/giu,
      ),
      es(/\b(retenid[oa]|detenid[oa]|atascad[oa])\b[^.!?\n]{0,30}\b(en )?(la )?(aduana|el aeropuerto)\b/giu),
    ],
    strongWith: [es(/\b(pague|pagar|paga|envíe|tarjetas? de regalo|transferencia|haga clic|haz clic|toque|visite|enlace|deposite)\b/giu)],
  },
  deadline: {
    any: [
      es(
        /\b(dentro de|en las próximas|en los próximos|en|antes de|tiene|tienes|le quedan|te quedan|solo) (\d+|un|una|dos|tres|veinticuatro) ?(horas?|hrs?|minutos?|mins?)\b/giu,
      ),
      es(
        /\b(hoy mismo|de inmediato|inmediatamente|ahora mismo|cuanto antes|lo antes posible|urgente|urgentemente|lo necesito ya|ya mismo|último aviso|aviso final|última advertencia|última oportunidad|(actúe|actúa) (ahora|ya|rápido)|demasiado tarde|vence (hoy|pronto|esta noche)|antes de (la )?medianoche)\b/giu,
      ),
      es(/\b(pague|pagar|paga|llame|llama|responda|actúe|envíe|deposite)\b[^.!?\n]{0,20}\bhoy\b/giu),
    ],
  },
  "delivery-toll": {
    any: [
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
    strongWith: [
      es(
        /\b(confirme|confirma|actualice|actualiza|verifique|verifica|pague|paga|pagar|haga clic|haz clic|toque|toca|visite|visita|reprograme|reprograma|responda|responde|ingrese|ingresa)\b/giu,
      ),
      es(
        /\bdirección\b[^.!?\n]{0,30}\b(no coincide|es incorrecta|está incompleta|incompleta|no es válida|no se pudo (verificar|confirmar))\b/giu,
      ),
    ],
  },
  "account-problem": {
    any: [
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
    strongWith: [
      es(
        /\b(actualice|actualiza|verifique|verifica|confirme|confirma|valide|restablezca|reactive|revise|revisa|ingrese|ingresa)\b[^.!?\n]{0,40}\b(aquí|abajo|en este enlace|en el enlace|con este enlace)\b/giu,
      ),
    ],
  },
  "tech-support": {
    any: [es(/\b(virus|malware|infectad[oa]|troyano|spyware|pornográfic[oa]|hackead[oa]|pirateada|pirateado)\b/giu)],
    with: [
      es(/\b(llame|llama|llamar|contacte|comuníquese|marque)\b[^.!?\n]{0,60}(\d{3}|soporte|técnico|microsoft|apple|windows)/giu),
      es(/\b(soporte técnico|asistencia técnica|servicio técnico|técnicos?)\b/giu),
    ],
  },
};
