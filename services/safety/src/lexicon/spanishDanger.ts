/**
 * More Spanish rules (Mexico and the US first), read on text without accents: veiled suicide ("irme de
 * este mundo", "no despertar", "la ultima vez que te escribo"), means at hand and places, self-harm now,
 * overdoses and a child who swallowed something, abuse told through what the other person does,
 * violence with a weapon, eating danger, and the elevated signs including worry about someone else. Long
 * because it mirrors the English tables; one entry per pattern.
 */
import { type Rule, rx } from './types.ts';

export const SPANISH_MORE: Rule[] = [
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:compre|consegui|ya tengo|tengo lista) (?:una |la )?(?:cuerda|soga)\\b(?![^\\n]*\\b(?:escalar|acampar|tendedero|ropa|columpio|mudanza|barco|perro)\\b)|\\bdespues de (?:esta noche|hoy|manana) ya no (?:va a hacer falta|voy a estar|me van a ver|hace falta)\\b',
    ),
  },
  {
    reason: 'exploitation',
    level: 'crisis',
    re: rx(
      '\\b(?:me pidio|me pide|me pidieron|me esta pidiendo|quiere que le mande|me pidio que le mandara) (?:unas |mis |mas )?(?:fotos|videos|fotitos)\\b(?=[^\\n]*\\b(?:no le (?:cuente|diga|digas|cuentes)|secreto|borr\\w*|tengo (?:1[0-7]|[89]|once|doce|trece|catorce|quince) anos|mayor|senor|hombre))',
    ),
  },
  // Suicide, veiled.
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    negatable: false,
    re: rx(
      '\\b(?:dormir(?:me)?|dormirme|acostarme) y no (?:volver a )?despertar\\b|\\bpara no despertar\\b|\\bno despertar (?:nunca|jamas|mas)\\b|\\b(?:irme|me quiero ir|me voy a ir|quiero irme|me voy) de este mundo\\b|\\bdejar de existir\\b|\\bno (?:pienso|quiero|voy a|planeo) despertar(?:me)? (?:manana|mas|nunca)\\b|\\b(?:llevo|estoy|he estado) (?:\\w+ ){0,2}(?:guardando|juntando|ahorrando|escondiendo) (?:las |mis |unas )?(?:pastillas|pildoras|medicinas)\\b|\\b(?:ya )?deje todo (?:arreglado|listo|en orden|resuelto)(?: con el notario| con el abogado)?\\b(?=[^\\n]*\\b(?:notario|abogado|hijos|alguien|antes|despedir\\w*|ya no)\\b)|\\b(?:ya )?(?:deje|dejo|tengo) todo (?:arreglado|listo|en orden|resuelto) para (?:mis|mi) (?:hijos|hijas|familia|esposa|esposo|nietos)\\b|\\bya no quiero estar aqui\\b',
    ),
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx(
      '\\b(?:es|sera) la ultima vez que (?:te )?(?:escribo|hablo|me oyes|sabes de mi)\\b|\\b(?:deje|dejo|escribi|estoy escribiendo|les escribi|le escribi) (?:una |unas |las )?cartas? (?:a|para) (?:mis|mi|todos|mi familia)\\b|\\b(?:regale|regalando|ya regale|estoy regalando) (?:todas )?(?:mis cosas|todo lo que tengo|mis pertenencias)\\b|\\bya (?:no )?(?:voy a estar|estare) (?:aqui )?para (?:navidad|su cumpleanos|la boda)\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:tengo|ya tengo) todo (?:planeado|listo|preparado)\\b(?=[^\\n]*\\b(?:viernes|sabado|domingo|lunes|hoy|manana|noche|nadie|extranar))|\\bnadie me va a extranar\\b|\\b(?:tengo|traigo|ya tengo) (?:las|unas|mis) (?:pastillas|pildoras) (?:de mi \\w+ )?(?:aqui|en la mano|conmigo|listas)\\b|\\bcuantas (?:pastillas|pildoras) (?:\\w+ ){0,6}(?:necesit\\w*|para (?:morir|no despertar))\\b',
    ),
  },
  {
    reason: 'dangerous_place',
    level: 'crisis',
    re: rx(
      '\\b(?:estoy|ando) (?:\\w+ )?(?:en|arriba del?|sobre) (?:el|la) (?:puente|azotea|techo|orilla|borde|vias|barandal|acantilado)\\b(?=[^\\n]*\\b(?:abajo|saltar|tirarme|aventarme|brincar|mirar|caer))',
    ),
  },
  {
    reason: 'means_question',
    level: 'crisis',
    contextual: 'none',
    cue: 'question',
    re: rx(
      '\\b(?:cual es )?(?:el|la) (?:puente|edificio|torre|azotea) mas alt[oa]\\b|\\bdonde (?:venden|compro|puedo comprar|consigo|venden las) (?:una |un )?(?:cuerda|soga|pistola|arma|veneno|pastillas)\\b|\\bcuantas (?:pastillas|pildoras) (?:son )?(?:demasiadas|mucho)\\b',
    ),
  },
  // Self-harm now; the blade at hand.
  {
    reason: 'self_harm',
    level: 'crisis',
    pastable: true,
    re: rx(
      '\\bme (?:estoy )?(?:quemando|cortando|rasgunando|lastimando|pegando) (?:los|las|mis|el|la) (?:brazos?|piernas?|munecas?|piel|muslos?|manos?)\\b|\\b(?:ganas de|quiero|necesito|voy a) (?:cortarme|quemarme|lastimarme|hacerme dano)\\b|\\b(?:tengo|ya tengo|traigo) (?:la|una|mi) (?:navaja|cuchilla|hoja|rastrillo)\\b',
    ),
  },
  // Medical.
  {
    reason: 'overdose_taken',
    level: 'crisis',
    re: rx(
      '\\b(?:me|se) (?:tome|tomo|trague|trago|comio|bebio|acabo de tomar) (?:como |unas |casi |mas de |todo |toda |un |una )?(?:\\d+|frasco|botella|caja|bote|paquete|tira|veinte|treinta|cuarenta|cincuenta) (?:\\w+ ){0,2}(?:pastillas|pildoras|tabletas|medicinas|jarabe|paracetamol|entero|entera|de)\\b|\\bse (?:trago|comio|tomo|bebio|metio a la boca) (?:\\w+ ){0,3}(?:pila|bateria|cloro|pastillas|medicina|veneno|detergente|capsula|iman|limpiador)\\b',
    ),
  },
  // Abuse.
  {
    reason: 'family_abuse',
    level: 'crisis',
    re: rx(
      '\\b(?:me|nos) (?:golpeo|golpea|golpean|empujo contra|ahorco|ahorca|cacheteo|pateo|patea|jaloneo|jalonea|maltrata|maltrato|arrastro)\\b|\\b(?:mi \\w+|el|ella) (?:\\w+ )?nos (?:pega|pego|pegan)\\b|\\btengo miedo (?:de )?(?:llegar|volver|regresar|ir) a (?:la|mi) casa\\b|\\btengo miedo (?:de )?que (?:despierte|llegue|regrese|vuelva|me encuentre|me mate|me pegue)\\b',
    ),
  },
  {
    reason: 'threatened',
    level: 'crisis',
    re: rx(
      '\\bsi (?:lo|la|los) (?:dejo|denuncio|acuso)\\b(?=[^\\n]*\\b(?:mata|matar|lastima|quita|hijos|ninos))|\\b(?:dice|dijo) que (?:si \\w+ \\w+ )?(?:me )?(?:mata|matara|va a matar|me quita a)\\b|\\bsi me voy (?:me )?(?:quita|mata|va a)\\b|\\bme quita(?:ra)? a (?:los|mis) (?:ninos|hijos)\\b',
    ),
  },
  {
    reason: 'sexual_violence',
    level: 'crisis',
    re: rx(
      '(?<!\\ba mi )\\bme (?:toca|toco|tocaba|manosea|manoseo)\\b(?!,? (?:se cayo|se colgo|se corto|ya no (?:habia|quedaba)|no habia|estaba cerrad[oa]|cerraron|el turno|mi turno|la ventanilla|pasar|esperar)\\b)(?! a mi\\b| por (?!debajo|encima|dentro|todas partes|todo el cuerpo)| \\w+(?:ar|er|ir)(?:me|te|se|lo|la|le|nos|los|las|les)?\\b| de (?:noche|dia|tarde|manana|madrugada|guardia|turno)\\b| (?:turno|guardia|noche|madrugada)\\b| (?:todo|toda|el|la|los|las) (?:\\w+ )?(?:tramite|papeleo|discurso|turno|trabajo|limpieza|cocina|guardia|cuenta|viaje|nochebuena|navidad|nochevieja|semana|finde|fin|puente|vacaciones|pascua|cumple|cumpleanos|ninos|nenes|chicos|crios|pelados|peques))(?![^\\n]*\\b(?:lavar|pagar|ir|hacer|trabajar|cocinar|turno|cuidar\\w*|llevar\\w*|recoger\\w*|limpiar|estudiar|esperar|quedarme)\\b)',
    ),
    // Someone named just before it, or the body, the night, the bed after it: "me toca" alone is a turn or a
    // lot ("si no lo paso me toca curso de verano", "me tocó una estocada" in fencing).
    requires:
      /\b(?:el|ella|padrastro|tio|papa|padre|primo|abuelo|maestro|profe|profesor|entrenador|senor|hombre|man|vecino|alguien|jefe|hermano|novio|esposo|marido|chofer|pastor|padrino)(?: \w+){0,2} me (?:toca|toco|tocaba|manosea|manoseo)\b|\bme (?:toca|toco|tocaba|manosea|manoseo)\b[^\n]*\b(?:cuarto|noche|cama|piernas|partes|pechos|cuerpo|duermo|dormida|dormido|no me gusta|sin permiso|a escondidas|cuando (?:mi|no|estoy|nadie))\b/,
  },
  {
    reason: 'partner_abuse',
    level: 'crisis',
    re: rx(
      '\\bno me deja (?:salir|ver|tener|trabajar|hablar|usar|ir)\\b|\\bme (?:sigue|persigue|acosa) (?:a todos lados|a todas partes|siempre)\\b|\\b(?:estaba|esta|se para) afuera de mi (?:casa|trabajo|escuela)\\b',
    ),
    requires: /\b(?:esposo|marido|novio|novia|pareja|esposa|ex|el|ella)\b/,
  },
  // Violence.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      '\\b(?:llevo|llevar|voy a llevar|llevare) (?:la|el|una|un) (?:pistola|arma|cuchillo|navaja) (?:de mi \\w+ )?a la (?:escuela|prepa|secundaria|universidad|oficina|iglesia)\\b|\\b(?:voy|vamos|ya voy) (?:para alla|a su casa|para su casa) con (?:el|un|mi|la|una) (?:bat|pistola|arma|cuchillo|machete|navaja)\\b|\\bvoy a matar (?:a|al)\\b',
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx('\\b(?:ya )?(?:agarre|tengo|traigo) (?:el|la|un|una) (?:cuchillo|pistola|arma|machete)\\b'),
    requires: /\b(?:lastimar|matar|golpear|pareja|ganas|coraje)\b/,
  },
  {
    reason: 'harm_to_others',
    level: 'elevated',
    re: rx(
      '(?<!\\bsin )\\b(?:ganas de|quiero) (?:lastimar|matar|golpear|pegarle|romperle|apunalar|hacerle dano)\\b(?! a nadie\\b)|\\bse van a arrepentir\\b|\\bme las van a pagar\\b|\\bya se donde vive\\b',
    ),
  },
  // Eating.
  {
    reason: 'eating',
    level: 'crisis',
    re: rx(
      '\\b(?:llevo|tengo|ya van|van) (?:\\d+|varios|muchos|dos|tres|cuatro|cinco|seis) dias sin comer\\b|\\bme (?:desmaye|desmayo) (?:\\w+ ){0,3}(?:sin comer|por no comer)\\b',
    ),
  },
  // Elevated: distress, and worry about someone else.
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx(
      '\\bno le veo (?:sentido|caso) a (?:nada|na|la vida)\\b|\\bya no le veo caso\\b|\\b(?:estoy|ando) (?:harta|harto|cansad[oa]) de todo\\b|\\bnada me sale bien\\b|\\bme siento (?:muy |tan )?(?:sola|solo)\\b|\\ba nadie le importo\\b|\\bno se cuanto (?:mas|tiempo) (?:pueda|puedo|voy a) aguantar\\b|\\bya no tengo nada\\b|\\bse fue con los ninos\\b',
    ),
  },
  {
    reason: 'third_party',
    level: 'elevated',
    re: rx('\\bse quiere (?:morir|matar|suicidar)\\b|\\bse (?:corta|cortaba|lastima|quema)\\b'),
  },
  {
    reason: 'third_party',
    level: 'elevated',
    category: 'abuse',
    re: rx(
      '(?<!\\b(?:en|mi|de|tu|su|una|nueva|a|con|por|sin|esta|esa|otra|buena|mala) )\\b(?:la|lo|le) (?:jalonea|pega|pegan|golpea|golpean|maltrata|maltratan|empuja)\\b(?! (?:nueva|de|del|es|esta|me tiene))|\\bmoretones\\b',
    ),
  },
  {
    reason: 'self_harm_history',
    level: 'elevated',
    re: rx(
      '\\b(?:antes )?me cortaba\\b|\\bllevo (?:un|\\d+|dos|tres) (?:ano|anos|meses) sin (?:hacerlo|cortarme)\\b',
    ),
  },
  // Asking God, or wishing, not to wake up.
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    re: rx(
      '\\b(?:pido|pidiendo|pidiendole|le pido|rezo|rezando|ruego|rogando|quisiera|ojala|suplico|suplicando|deseo|deseaba|desearia|me gustaria|preferiria) (?:\\w+ ){0,4}(?:no despertar(?:me)?|no volver a despertar|ya no despertar|morirme|dormirme y no despertar)\\b(?! (?:tarde|temprano|a las|antes|despues|con|de mal humor|cansad[oa]|de la siesta))',
    ),
  },
  // A knife taken to work; everyone better off if I died.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      '\\b(?:me llevo|llevo|voy a llevar|llevare|traigo) (?:la|una|mi) (?:navaja|pistola|cuchillo|arma|escopeta)\\b(?=[^\\n]*\\b(?:trabajo|escuela|colegio|jefe|jefa|oficina|clase|casa de))',
    ),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    re: rx(
      '\\b(?:seria|estaria|estarian|seria) (?:mejor|mas tranquil[oa]s?) (?:para todos |para mi familia )?(?:si (?:yo )?me muero|si (?:yo )?no estuviera|sin mi)\\b',
    ),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      '\\b(?:he |e |ya he |he estado )?pensado en (?:tirarme|aventarme|matarme|suicidarme|quitarme la vida|colgarme|envenenarme)\\b',
    ),
  },
  // A fall and legs that cannot be felt or moved, alone.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\bno (?:siento|puedo mover) (?:las|mis) piernas\\b|\\bme cai\\b[^\\n]*\\bno (?:me )?puedo (?:levantar|mover)\\b',
    ),
  },
  // A bridge over a swollen river, a rope ready, a last day told as ordinary, a knife taken to school.
  {
    reason: 'dangerous_place',
    level: 'crisis',
    re: rx(
      '\\bestoy (?:en|arriba de|sobre|parad[oa] en) (?:el|la|las) (?:puente|azotea|cornisa|barandal|baranda|vias|acantilado)\\b(?=[^\\n]*\\b(?:rio|abajo|altura|crecido|agua|saltar|tirarme|ultima|adios))',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:la soga|la cuerda|el lazo) (?:ya )?(?:esta|quedo) (?:lista|listo|atada|atado|puesta|puesto)\\b',
    ),
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx(
      '\\b(?:como (?:estuvo|fue|paso) )?mi ultimo dia\\b(?! (?:de|en) (?:trabajo|clases?|la (?:oficina|chamba|escuela|uni)|vacaciones|campamento))(?=[^\\n]*$)',
    ),
    requires: /^(?![^\n]*\b(?:renuncie|jubilo|mudo|vacaciones|contrato|trabajo)\b)/,
  },
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      '\\b(?:llevo|voy a llevar|llevare|traigo|voy a traer) (?:el|la|un|una) (?:cuchillo|navaja|pistola|arma|machete|fierro)\\b(?=[^\\n]*\\b(?:vamos a ver|quien se rie|van a ver|se van a arrepentir|escuela|liceo|colegio|clase|prepa|no estoy jugando))',
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx('\\btengo (?:la|una) (?:cuerda|soga|pistola|navaja)\\b'),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'intent',
    cueOnly: true,
    re: rx('\\bcreo que (?:es|sera) hoy\\b|\\bhoy es el dia\\b'),
  },
  // Self-harm by scratching or marking the skin: "me rayo los brazos con la tapita del sacapuntas".
  {
    reason: 'self_harm',
    level: 'crisis',
    pastable: true,
    re: rx(
      '(?<!\\b(?:gat[oa]|gatito|perr[oa]|perrito|cachorro|bebe|nen[ea]|hermanit[oa]|hij[oa])\\b )\\bme (?:rayo|raye|estoy rayando|volvi a rayar|sigo rayando) (?:otra vez |de nuevo )?(?:los|las|mis|el|la) (?:brazos?|piernas?|munecas?|piel|muslos?|panza|abdomen|antebrazos?)\\b(?![^\\n]*\\b(?:con (?:el|la) (?:rama|arbusto|gato|perro|bici|moto|rosal|alambre de (?:la )?cerca)|jugando|en el (?:partido|entrenamiento))\\b)',
    ),
  },
  // Goodbye messages set to go at an hour, or left for after.
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx(
      '\\b(?:mensajes?|cartas?|correos?|mails?|audios?|videos?) de despedida\\b(?=[^\\n]*\\b(?:programad\\w*|a las \\d|esta noche|para cuando|cuando (?:ya )?no (?:este|estoy)|para despues|para manana)\\b)|\\b(?:deje|dejo|tengo) programad[oa]s (?:los |las |mis |unos |unas )?(?:mensajes|cartas|correos|mails|audios|videos) (?:de despedida|para (?:mi|mis|cuando))\\b',
    ),
  },
  // Charcoal and tape for the window: a closed room with fumes.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:compre|tengo|consegui|traje|ya tengo) (?:el |un |una |la |bolsa de |un saco de )?(?:carbon|brasero)\\b[^\\n]{0,50}\\b(?:cinta|silicona|toallas?) (?:\\w+ ){0,2}(?:la |las |el )?(?:ventanas?|puertas?|rendijas|cuarto|bano)\\b',
    ),
  },
  // A scare with a weapon at someone's way out: "le voy a dar un susto con la pistola de mi tio".
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      '\\b(?:le|les|lo|la|los) (?:voy|vamos) a (?:dar un susto|dar una leccion|ensenar|partir la (?:cara|madre)|romper la (?:cara|madre)|esperar|caer|quebrar|picar|chuzar|dar piso) (?:\\w+ ){0,4}con (?:la|el|una|un|mi|su) (?:pistola|arma|cuchillo|navaja|fierro|fusca|machete|bate|cuete|chuzo|punta|escopeta)\\b',
    ),
  },
  // The body failing now, in someone beside the writer: lips gone blue with fever or breathing wrong, or
  // someone who cannot be woken and is cold or not breathing right.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:labios|unas|boca|boquita) (?:\w+ )?(?:morad[oa]s|azul(?:es)?|grises|moraditos)\b(?![^\n]*\b(?:de|del|por el) (?:frio|moras?|uvas?|jugo|paleta|helado|chicle|labial|betabel|vino|pintura|plumon)\b)(?=[^\n]*\b(?:fiebre|respira\w*|no responde|no despierta|convuls\w*|se ahoga|ahogando|desmay\w*|no reacciona)\b)|(?<=\b(?:fiebre|respira\w*|no responde|no despierta|convuls\w*|se ahoga|ahogando|no reacciona)\b[^\n]*)\b(?:labios|unas|boca) (?:\w+ )?(?:morad[oa]s|azul(?:es)?|grises)\b|\bse (?:le|me) (?:pusieron|puso|estan poniendo|pusieron) (?:morad[oa]s|azules) (?:los labios|las unas)\b(?![^\n]*\b(?:de|del|por el) (?:frio|moras?|uvas?)\b)|\bno (?:lo|la|le) (?:puedo|podemos|logro) despertar(?: bien| del todo)?\b(?=[^\n]*\b(?:helad[oa]|fri[oa]|palid[oa]|no responde|respira\w*|morad[oa]|pastillas|se tomo|sin comer|sin probar)\b)`,
    ),
  },
  // Hurting oneself now, told as it goes on: banging the head against the wall, reopening yesterday's cuts.
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:dandome|pegandome|golpeandome|me estoy dando|me estoy pegando|me estoy golpeando) (?:de )?(?:con )?(?:la cabeza|cabezazos|topes) (?:contra|en) (?:la pared|el piso|el suelo|la puerta|el espejo)\b|\b(?:abrirme|abrir|reabrir|volver a abrir|me voy a abrir|me quiero abrir|me abri) (?:otra vez |de nuevo )?(?:las|los) (?:de ayer|heridas|cortes|cortadas|costras)\b(?! (?:de la|del) (?:rodilla|operacion|cirugia|caida))`,
    ),
  },
  // Kept in a moving car ("no me deja bajar y maneja rapidisimo"), a threat of what happens "si le contesto",
  // an ex's car waiting outside the new address.
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    re: rx(
      String.raw`\bno me (?:deja|dejan|quiere dejar) (?:bajar(?:me)?|salir(?:me)? del (?:carro|coche|auto|camion|camioneta|troca|taxi|uber))\b(?![^\n]*\b(?:hasta (?:q|que) (?:termine|acabe|lleguemos)|cancion|jaja\w*|jeje\w*|xd)\b)|\bme va a ensenar lo (?:q|que) (?:pasa|le pasa a la gente) (?:si|cuando)\b|(?<=\b(?:mi ex|el ex|mi expareja|mi exnovi[oa]|mi exmarido|mi exesposo)\b[^\n]{0,120})\b(?:su|el) (?:carro|coche|auto|camioneta|moto|troca) (?:esta|lleva|sigue) (?:\w+ ){0,3}(?:estacionad[oa]|parad[oa]) (?:afuera|enfrente|en la esquina|frente a (?:mi|la) casa)\b`,
    ),
  },
  // Something put into someone's food or drink to hurt them.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:le|les) (?:eche|puse|meti|estoy echando|voy a echar|voy a poner|voy a meter) (?:algo|veneno|raticida|matarratas|cloro|pastillas|gotas|vidrio molido|clonazepam|rivotril) (?:a|en) (?:la|el|su|sus) (?:comida|bebida|cafe|te|sopa|vaso|jugo|agua|cerveza|refresco|trago|chela)\b`,
    ),
  },
  // "Darse de baja de esta vida": leaving life as one leaves a service.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:darme|dar me|me quiero dar|me voy a dar|me doy|me di|ya me doy) de baja (?:de esta vida|de la vida|del mundo|de este mundo|de todo|de existir)\b`,
    ),
  },
  // Going with friends to someone's door, "hoy no sale vivo"; a car or a house set on fire with someone inside.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:voy|vamos|ya voy|ya vamos|nos vamos) (?:pa|para|a) (?:alla|alli|su casa|donde vive|donde esta|su barrio|su trabajo)\b[^\n]{0,40}\bcon (?:dos|tres|unos|mis|los|varios) (?:panas|amigos|compas|parceros|cuates|manes|pibes|chamos|carnales|primos|weyes)\b[^\n]{0,60}\b(?:se muere|lo matamos|la matamos|lo vamos a matar|no sale vivo|no la cuenta|lo quebramos|lo levantamos|le damos (?:piso|chumbo|plomo))\b|\b(?:le|les) (?:prendo|prendere|voy a prender|meto|echo|voy a meter|voy a echar) fuego (?:al|a la|a su) (?:carro|coche|auto|casa|cuarto|depa|troca)\b[^\n]{0,30}\bcon (?:ella|el|ellos|ellas|todos|la familia) (?:adentro|dentro)\b`,
    ),
  },
  // A stroke told by one side failing: a side of the face or body that will not move or has gone numb, with
  // speech or an arm failing too, in either order.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:no (?:puede|podia|puedo|podemos|logra|logro) (?:mover|sentir|levantar)|se (?:le|me) (?:durmio|adormecio|paralizo|cayo|torcio)) (?:el |la |su |mi |medio |un )?(?:lado|mitad|cuerpo|brazo|pierna|mano|cara|boca)(?: (?:derech[oa]|izquierd[oa]|del cuerpo|de la cara))*\b(?=[^\n]{0,100}\b(?:habla\w* (?:raro|rarisimo|arrastrando|enredado|trabado|mocho|chistoso)|me cuesta hablar|le cuesta hablar|no (?:puede|puedo|podia) hablar|arrastr\w* las palabras|no (?:puede|puedo) levantar (?:el|un) brazo|no le entiendo|la cara (?:chueca|caida|torcida))\b)`,
    ),
  },
  // Stones carried to the water: pockets or a backpack filled with them at the shore, a bridge or a dam.
  {
    reason: 'dangerous_place',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:la mochila|los bolsillos|mis bolsillos|mi mochila|la chaqueta|la bolsa|el abrigo) (?:\w+ )?llen[oa]s? de piedras\b(?<=\b(?:malecon|rio|mar|puente|lago|laguna|represa|muelle|orilla|marea|presa|acantilado|canal|playa)\b[^\n]{0,120})|\b(?:malecon|rio|mar|puente|lago|laguna|represa|muelle|orilla|marea|presa|acantilado|canal)\b[^\n]{0,120}\b(?:la mochila|los bolsillos|mis bolsillos|mi mochila|la chaqueta|el abrigo) (?:\w+ )?llen[oa]s? de piedras\b`,
    ),
  },
];
