/**
 * Spanish danger told by what is there and what is happening, not by its name: the means tied, open or in the
 * hand, the body failing (no air, a face fallen to one side, the heart racing with dizziness), someone hiding
 * from the person coming home, a child left with the one who hurts her, a weapon packed with the hour the
 * other leaves, days without even water. Each rule is a family (what, where or how, and the sign that it is
 * now) rather than a sentence; the ordinary twins (a rope for the move, the gas left on for the stew, a heart
 * racing at a crush, "me muero" after a match) stay calm, as test/assess.test.ts checks. Text is normalised
 * (no accents, ñ as n) and read clause by clause; `q`, `x` and `pa` are written as people type them.
 */
import { type Rule, rx } from './types.ts';

const Q = String.raw`(?:q|que)`;
const LIGATURE = String.raw`(?:cuerda|soga|cinturon|cable(?: del cargador)?|sabana|corbata|lazo|mecate|cordon|bufanda|extension)`;
const ANCHOR = String.raw`(?:tubo|viga|ropero|closet|armario|regadera|ducha|puerta|techo|barandal|baranda|arbol|rama|ventilador|gancho|litera|perchero|escalera|reja)`;
const POISONS = String.raw`(?:raticida|veneno|matarratas|insecticida|herbicida|paraquat|cianuro|cloro|lejia|pastillas|pastis|pildoras|clonazepam|rivotril|alprazolam|paracetamol|frasco|blister|caja entera|las de dormir)`;
const BLADE = String.raw`(?:cuchilla|cuchillita|navaja|hoja de afeitar|hojita|gillette|cutter|bisturi|rastrillo)`;
const HIDING_PLACE = String.raw`(?:el bano|la ducha|el cuarto|mi cuarto|la pieza|mi pieza|el closet|el armario|el ropero|la habitacion|mi habitacion|debajo de la cama|abajo de la cama|la azotea|el patio)`;
const AT_HOME_NOW = String.raw`(?:llego|llega|ya llego|viene|ya viene|esta (?:borracho|tomado|pedo|bien pedo|drogado|loco)|viene (?:bien )?(?:pedo|borracho|tomado)|grita|gritando|aventando|rompiendo|tirando cosas|golpeando la puerta|pateando la puerta|mi (?:padrastro|papa|padre|esposo|marido|novio|pareja|ex|tio|hermano mayor)|con (?:mi hermanit[oa]|mis hermanit[oa]s|el nino|la nina|los ninos|mi hij[oa]|mis hij[oa]s|el bebe|la bebe|la guagua))`;
const CHILD = String.raw`(?:nin[oa]s?|hij[oa]s?|sobrin[oa]s?|prim[oa]s?|hermanit[oa]s?|bebe|tiene (?:[1-9]|1[0-4]|cinco|seis|siete|ocho|nueve|diez|once|doce|trece) (?:anos|anitos)?|cuando (?:la|lo|los|las) cuida|(?:la|lo|los|las) van a dejar)`;
/** A bout, a match or an exam: the other side "killed" there is beaten. */
const SPORT_BOUT = String.raw`(?:boxeo|box|combate|asalto|round|ring|torneo|partido|juego|partida|examen|parcial|entreno|competencia|pelea de|sparring|jiu jitsu|mma|karate|taekwondo|judo|lucha)`;
const WEAPON_PACKED = String.raw`(?:la navaja|el cuchillo|la pistola|el fierro|la fusca|el arma|el machete|el bate|el cuete|la chaveta|la punta)`;

/** Places up high where a body past the edge is danger. */
const HEIGHT = String.raw`(?:terraza|azotea|techo|tejado|edificio|piso (?:\d+|diez|doce|quince|veinte)|balcon|cornisa|puente|viaducto|cerro|acantilado|barranco|precipicio|mirador|risco|penasco|represa|torre|ultimo piso|parte sin reja|sin reja|sin baranda)`;
const NOT_FICTION = String.raw`(?![^\n]*\b(?:pelicula|peli|serie|juego|videojuego|partida|free fire|fortnite|call of duty|cod|gta|warzone|novela|noticias|noticiero|tele|tiktok|youtube|paintball|airsoft|sueno|sone|libro|cuento|ayer en la|el ano pasado|hace anos)\b)(?<!\b(?:pelicula|peli|serie|juego|videojuego|partida|free fire|fortnite|call of duty|cod|gta|warzone|novela|noticias|noticiero|tele|tiktok|youtube|paintball|airsoft|sueno|sone|libro|cuento|ayer en la|el ano pasado|hace anos)\b[^\n]*)`;
const KID = String.raw`(?:mi hermanit[oa]|mis hermanit[oa]s|mi herman[oa] (?:chic[oa]|menor|de \d+)|mi hij[oa]|mis hij[oa]s|mi bebe|la bebe|el bebe|la guagua|el nene|la nena|el nino|la nina|los ninos|mi sobrin[oa]|mi primit[oa]|mi chamaquit[oa]|mi pelad[oa]|mi chiquit[oa]|mi cipot[ea])`;
const HIT_WITH = String.raw`(?:cinto|cinturon|correa|chancla|chancleta|palo|cable|manguera|fuete|chicote|rejo|cuarta|varilla|vara|cucharon|escoba|cable del cargador|hebilla|plancha)`;
const KNIFE_VERBS = String.raw`(?:apunalan|apunalamos|apunalaban|apunalaria|van a apunalar|acuchillan|van a acuchillar|pican|van a picar|chuzan|van a chuzar|filetean|rajan|van a rajar|cortan|sacan las tripas|dan un puntazo|meten un puntazo|meten un fierrazo|quiebran|van a quebrar|pegan un tiro|pegan un balazo|matan|van a matar)`;

/**
 * Danger happening now, told as a family (the place, the act, the number) in the words of every Spanish-speaking
 * country, each with its everyday twin kept calm (a footballer who "le dio con todo", a "balacera" in a film, a
 * "brasero" for a barbecue, a baby's fever asked about calmly).
 */
const SPANISH_NOW: Rule[] = [
  // Danger happening where the writer is, told by the scene: sitting on the rails ("sentada en la via del tren"),
  // someone seizing with the eyes rolled back or foaming, armed men at the door, intruders heard in the house,
  // the one who threatens waiting downstairs, a group on its way with weapons, a door barricaded against someone.
  {
    reason: 'dangerous_place',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:estoy|sigo|ando|me sente|me acoste|sentad[oa]|acostad[oa]|parad[oa]|tirad[oa])\b(?![^\n]*\b(?:trabaj\w*|chamba|turno|obra|reparando|mantenimiento|fotos?|esperando el tren|anden)\b) (?:\w+ ){0,3}(?:en|sobre|entre) (?:la via|las vias|los rieles|la linea|las lineas|los durmientes) del (?:tren|metro|ferrocarril)\b${NOT_FICTION}`,
    ),
  },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:esta|sigue|se puso a|empezo a|se quedo) (?:temblando|convulsionando|convulsionar|temblar|sacudiendose|tiesa|tieso)\b(?=[^\n]{0,120}\b(?:(?:los )?ojos (?:pa(?:ra)? atras|en blanco|volteados|virados)|espuma|no responde|no reacciona|morad[oa])\b)|\b(?:convulsionando|le (?:esta dando|dio|agarro) (?:una )?convulsion)\b(?=[^\n]{0,120}\b(?:no para|minutos|no responde|no reacciona|espuma|ojos)\b)${NOT_FICTION}`,
    ),
  },
  {
    reason: 'threatened',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:hay|estan|esta|andan|siguen|llegaron)\b(?: \w+){0,3} (?:afuera|abajo|enfrente|en la puerta|en la entrada|fuera|frente a (?:mi|la|el) \w+)\b(?: de (?:la|mi) (?:casa|depa|cuarto|local|negocio|tienda))? (?:\w+ ){0,4}con (?:un |una |unos |unas )?(?:pistolas?|armas?|cuchillos?|machetes?|fierros|cuetes|escopetas?|rifles?|bates?|la fusca|el fierro)\b${NOT_FICTION}|\bse (?:metieron|metio|entraron|entro|colaron|colo) (?:a|en) (?:la|mi|nuestra) (?:casa|depa|departamento|apartamento|cuarto|pieza)\b(?=[^\n]{0,120}\b(?:oigo|escucho|estan|siguen|todavia|ahorita)\b)${NOT_FICTION}`,
    ),
  },
  {
    reason: 'stalking',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:esta|estan) (?:abajo|afuera|en la esquina|en la puerta|frente a (?:mi|la) casa|en el portal|en el estacionamiento) esperando (?:a )?${Q} (?:salga|baje|abra|llegue)\b(?=[^\n]{0,80}\b(?:no me libro|me (?:va|van) a (?:matar|pegar|hacer algo|partir|quebrar)|me mata|me las (?:pago|vas a pagar|va a pagar)|ya vas a ver|vas a ver)\b)`,
    ),
  },
  {
    reason: 'harm_to_others',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:vamos|ya vamos|estamos yendo|vamos en camino|ya salimos|voy|ya voy|estoy yendo|vamos saliendo) (?:\w+ ){0,2}(?:a|pa|para) (?:su casa|su canton|donde (?:vive|esta|trabaja)|buscarlo|buscarla|buscarlos|por el|por ella) con (?:palos|machetes?|pistolas?|cuchillos?|fierros|bates?|armas?|la fusca|el fierro|la escopeta)\b${NOT_FICTION}`,
    ),
  },
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:estoy|estamos|me encerre|nos encerramos)\b (?:\w+ ){0,6}con (?:la )?puerta (?:atrancada|trabada|bloqueada)\b(?![^\n]*\b(?:viento|aire|gato|perro|ruido)\b)|\b(?:atranque|trabe|bloquee|atrancamos|trabamos) la puerta con (?:la comoda|el ropero|una silla|la cama|el mueble|la mesa|el sillon)\b(?![^\n]*\b(?:viento|aire|gato|perro|ruido)\b)`,
    ),
  },
  // A face or mouth fallen to one side, a blow to the head with vomiting or drowsiness, a beating promised with
  // the belt or cable for when the writer gets home, a sharpener taken apart for its blade.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`(?<!\b(?:foto|fotos|selfie|video|sonrisa|mueca|pose|filtro)\b[^\n]{0,60})\b(?:la )?(?:boca|cara) (?:torcida|chueca|caida|ladeada|colgando) (?:pa|para|hacia|de) (?:un|el|un solo) lado\b(?![^\n]*\b(?:foto|selfie|sonrisa|mueca|pose|filtro)\b)|\bse le (?:cayo|torcio|fue) (?:la boca|la cara|un lado de la cara)\b${NOT_FICTION}|\bse (?:pego|golpeo|dio|cayo) (?:un golpe )?(?:en|de) (?:la )?cabeza\b(?=[^\n]{0,120}\b(?:vomit\w*|ha vomitado|no (?:se )?despierta|se (?:queda|esta quedando) dormid[oa]|somnolient[oa]|confundid[oa]|no reacciona|no responde|convulsion\w*)\b)`,
    ),
  },
  {
    reason: 'threatened',
    level: 'crisis',
    category: 'abuse',
    hyperbole: false,
    re: rx(
      String.raw`\bme (?:va|van) a (?:dar|pegar|agarrar|reventar|sonar) (?:otra vez |de nuevo )?con (?:el|la) ${HIT_WITH}\b`,
    ),
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:sacapuntas|tajador|tajalapiz|afilador) (?:desarmad[oa]|abiert[oa])\b|\b(?:desarme|abri) (?:el|un|mi) (?:sacapuntas|tajador|tajalapiz|afilador)\b|\b(?:saque|le saque) (?:la )?(?:cuchilla|hojita|navajita) (?:del|de mi|de un) (?:sacapuntas|tajador|tajalapiz|afilador)\b`,
    ),
  },
  // A farewell note: love in the past tense and no one to blame ("te quise un monton y no fue culpa de nadie").
  {
    reason: 'goodbye',
    level: 'crisis',
    category: 'suicide',
    re: rx(
      String.raw`\bno (?:fue|es|sera) culpa de nadie\b(?=[^\n]*\b(?:te quise|los quise|las quise|cuida(?:s|n)? a|cuiden a|perdon\w*|adios)\b)|\b(?:te quise|los quise|las quise)\b[^\n]{0,80}\bno (?:fue|es|sera) culpa de nadie\b`,
    ),
  },
  // Pills taken by the handful after they were named: "cogi las pastillas de mi madre y me he tomado un monton".
  {
    reason: 'overdose_taken',
    level: 'crisis',
    pastable: true,
    re: rx(
      String.raw`\bme (?:tome|he tomado|trague|he tragado|meti|he metido|bebi) (?:un monton|muchas|todas|varias|la mitad|como (?:\d{2}|diez|quince|veinte|treinta)|(?:\d{2}|diez|quince|veinte|treinta))\b`,
    ),
    requires:
      /\b(?:pastillas|pastis|pildoras|tabletas|capsulas|frasco|caja|blister|clonazepam|rivotril|alprazolam|paracetamol|ibuprofeno|sertralina|ansiedad|dormir)\b/,
  },
  // Hanging said as the Caribbean says it: "esta noche me guindo en el patio" (not in a hammock).
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:me guindo|guindarme|me voy a guindar|me guindare)\b(?![^\n]*\b(?:hamaca|chinchorro|ropa|tendedero)\b)`,
    ),
  },
  // Someone come into the room where the writer sleeps and into the bed.
  {
    reason: 'sexual_violence',
    level: 'crisis',
    re: rx(
      String.raw`\bentr(?:o|a|aba) (?:al|a mi|a nuestro|en el|en mi) (?:cuarto|pieza|habitacion)\b[^\n]{0,80}\bse (?:metio|mete|metia|acosto|acuesta) (?:en|a) (?:mi|la) cama\b(?![^\n]*\b(?:miedo|tormenta|pesadilla|frio)\b)`,
    ),
    requires: /^(?!.*\b(?:hermanit[oa]|hij[oa]|nena|nene|bebe|perr[oa]|gat[oa]|sobrin[oa]|michi)\b)/,
  },
  // Bones to be broken, "que no vuelva a caminar": a threat to someone, a warning sign that carries on a crisis.
  {
    reason: 'harm_to_others',
    level: 'elevated',
    hyperbole: true,
    re: rx(
      String.raw`\b(?:le|les) (?:vamos|voy|van) a (?:romper|quebrar|partir) (?:todos )?(?:los huesos|las piernas|las rodillas)\b(?![^\n]*\b(?:jaja\w*|jeje\w*|jsjs\w*|lol|xd)\b)|\bque no (?:vuelva|vuelvan) a (?:caminar|andar)\b(?![^\n]*\b(?:jaja\w*|jeje\w*|jsjs\w*|lol|xd)\b)`,
    ),
  },
  // At a height with the body past the railing or at its edge: "con las piernas del otro lado de la baranda",
  // "sentado en la orilla del techo", "con las patas colgando pa afuera".
  {
    reason: 'dangerous_place',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`(?<=\b${HEIGHT}\b[^\n]{0,160})\b(?:(?:las )?(?:piernas|patas|pies|patitas|canillas)\b[^\n]{0,15}\b(?:del otro lado|al otro lado|por fuera|colgando (?:pa|para|hacia) (?:afuera|fuera|abajo|el vacio)|colgando (?:en|sobre) el vacio|hacia el vacio|pa(?:ra)? el vacio)|(?:ya )?(?:me pase|pase|estoy|me sente|sentad[oa]|parad[oa]) (?:del otro lado|al otro lado|por fuera) de (?:la|el) (?:baranda|barandal|barandilla|reja|valla|malla|muro|pretil|borde))\b|\b(?:sentad[oa]|parad[oa]|estoy|me sente) (?:en )?(?:la orilla|el borde|la cornisa|el filo|la punta) (?:del|de la|de) (?:techo|edificio|azotea|terraza|balcon|puente|viaducto|acantilado|barranco|precipicio|cerro|risco|torre)\b(?![^\n]*\b(?:pescando|foto|fotos|atardecer|vista|picnic|mate|cerveza|amigos|asado)\b)`,
    ),
  },
  // Waiting at a height for the courage: "me voy a quedar aqui hasta que me atreva" (not "a hablarle").
  {
    reason: 'dangerous_place',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`(?<=\b(?:${HEIGHT}|vias|rieles|borde|orilla|baranda|barandal|muelle|rompeolas)\b[^\n]{0,200})\b(?:aqui|aca|hasta) (?:hasta )?${Q} (?:me atreva|me anime|junte (?:el )?valor|tenga (?:el )?valor|me de valor)\b(?! a (?!saltar|tirarme|aventarme|lanzarme))|\bhasta ${Q} (?:me atreva|me anime|junte (?:el )?valor|tenga (?:el )?valor) (?:a |pa |para )?(?:saltar|tirarme|aventarme|lanzarme|botarme|dejarme caer)\b`,
    ),
  },
  // Up at a height with no railing, and waiting to dare: two cues that are a crisis together.
  {
    reason: 'dangerous_place',
    level: 'elevated',
    cue: 'place',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:subi|me subi|llegue|estoy|sigo|ando) (?:al|a la|en el|en la|arriba del|arriba de la|hasta el|hasta la) (?:cerro|techo|tejado|azotea|terraza|puente|viaducto|mirador|acantilado|ultimo piso|risco|precipicio|barranco|cornisa)\b|\bhay una parte sin (?:reja|baranda|barandal|malla|proteccion)\b`,
    ),
  },
  {
    reason: 'suicidal_intent',
    level: 'elevated',
    cue: 'intent',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:aqui|aca) hasta ${Q} (?:me atreva|me anime|junte (?:el )?valor|tenga (?:el )?valor)\b(?! a )|\bhasta ${Q} me atreva\b(?= ya|\s*$)`,
    ),
  },
  // How many it takes not to wake: "cuantas sertralinas hacen falta pa no despertar".
  {
    reason: 'lethality_question',
    level: 'crisis',
    re: rx(
      String.raw`\bcuant[oa]s\b[^\n]{0,40}\b(?:hacen falta|se necesitan|necesito|necesitaria|tengo ${Q} tomar|tendria ${Q} tomar|hay ${Q} tomar|me tengo ${Q} tomar|son|serian|bastan|alcanzan) (?:pa|para|pa que|para que) (?:no (?:volver a )?despertar(?:me)?|ya no despertar(?:me)?|no amanecer|dormir (?:pa|para) siempre|quedarme dormid[oa] (?:pa|para) siempre|morir(?:me)?|matarme|que (?:sea|fuera) (?:la )?ultima|no contarla|irme de una|que no me encuentren viv[oa])\b`,
    ),
  },
  // How many of a medicine are many, asked after distress: "cuantas amitriptilinas de 25 son muchas".
  {
    reason: 'lethality_question',
    level: 'crisis',
    contextual: 'elevated',
    re: rx(
      String.raw`\bcuant[oa]s (?:pastillas|pildoras|pastis|tabletas|capsulas|grageas|gotas|\w+(?:inas|pam|lam|lol|pina))\b(?: de \d+(?: mg)?)? (?:son (?:muchas|demasiadas|muchos|demasiados|peligros[oa]s|letales|mortales)|serian (?:muchas|demasiadas)|es (?:mucho|demasiado|peligroso)|te matan|matan|son una sobredosis)\b`,
    ),
  },
  // Laxatives counted to purge: "cuantos laxantes puedo tomar juntos pa sacar todo".
  {
    reason: 'eating',
    level: 'crisis',
    category: 'eating',
    contextual: 'elevated',
    re: rx(
      String.raw`\bcuant[oa]s (?:laxantes|dulcolax|bisacodilos?|senosidos|pastillas laxantes|diureticos)\b[^\n]{0,30}\b(?:juntos|juntas|de una|de golpe|al mismo tiempo|pa sacar|para sacar|pa vaciar|para vaciar|pa bajar|para bajar)\b`,
    ),
  },
  // What was saved up, taken tonight: "esta noche me tomo lo que fui guardando todo el mes".
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\bme (?:tomo|trago|bebo|meto|voy a tomar|voy a tragar) (?:todo )?lo ${Q} (?:fui|estuve|he estado|vengo|estaba|habia estado) (?:guardando|juntando|acumulando|ahorrando|escondiendo)\b|\b(?:fui|estuve|he estado|vengo|llevo (?:\w+ ){1,2}) (?:guardando|juntando|acumulando|escondiendo) (?:las |mis |sus |unas )?(?:pastillas|pildoras|pastis|tabletas|capsulas|remedios|medicamentos|ampollas)\b(?=[^\n]{0,120}\b(?:esta noche|hoy|manana|por fin|descanso|ya no|me las tomo|todas juntas|el nicho|el cajon|despedida)\b)`,
    ),
  },
  // A child being beaten now: "le esta dando con el cinto a mi hermanito", "le esta pegando a mi hija".
  {
    reason: 'family_abuse',
    level: 'crisis',
    thirdParty: false,
    re: rx(
      String.raw`\b(?:le|les) (?:esta|estan|sigue|siguen|anda|andan) (?:dando|pegando|volviendo a pegar|dando duro) (?:con (?:el|la|una|un) ${HIT_WITH}\b[^\n]{0,30}|(?:una )?(?:paliza|golpiza|pela|tunda|zurra|cueriza|chinga|madriza|soba|felpa|pisa|cuerizas|correazos|cinturonazos|chancletazos|palazos) )?a ${KID}\b|\b(?:le|les) (?:esta|estan|sigue|siguen) (?:dando|pegando) con (?:el|la) ${HIT_WITH}\b(?=[^\n]{0,80}\b(?:${KID}|grita|llora|sangr|no para)\w*)|\b(?:esta|estan|sigue|siguen) (?:golpeando|reventando|agarrando a golpes|agarrando a correazos|cagando a palos|moliendo a palos|sacando la cresta|sacando la chucha|surrando|zurrando|cueriando|cuereando|chingando a golpes) a ${KID}\b`,
    ),
  },
  // Shooting now: "estan echando bala en mi cuadra", "balacera afuera", "se oyen disparos en la esquina".
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    category: 'violence',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:estan|andan|empezaron a|se pusieron a|siguen) (?:echando|tirando|soltando|disparando|repartiendo|volando) (?:bala|balas|plomo|tiros|balazos|balacera|plomazos|tiroteo)\b${NOT_FICTION}|\b(?:hay|se armo|empezo|hubo ahorita) (?:una )?(?:balacera|tiroteo|plomacera|baleo|abaleo)\b(?=[^\n]{0,60}\b(?:afuera|aqui|aca|aca afuera|en mi (?:cuadra|calle|barrio|colonia|pasaje|block|edificio|casa|cole|colegio|escuela|trabajo)|en la esquina|frente a|al lado|cerca|ahorita|ahora)\b)${NOT_FICTION}|\b(?:balacera|tiroteo|plomacera|disparos|balazos|tiros) (?:afuera|aca afuera|aqui afuera|en mi (?:cuadra|calle|barrio|colonia|pasaje|block|edificio))\b${NOT_FICTION}|\bse (?:oyen|escuchan|oye|escucha) (?:disparos|balazos|tiros|plomazos|balas|una balacera)\b(?=[^\n]{0,60}\b(?:afuera|aqui|aca|cerca|al lado|en mi (?:cuadra|calle|barrio|colonia|pasaje|edificio)|en la esquina|mi (?:herman|hij|mama|papa)\w*)\b)${NOT_FICTION}`,
    ),
  },
  // Threatened with a knife now: "me dijeron que me apunalan si no les paso el celu", followed or hiding.
  {
    reason: 'threatened',
    level: 'crisis',
    hyperbole: false,
    thirdParty: false,
    re: rx(
      String.raw`\bme (?:dijeron|dijo|amenazaron|amenazo|gritaron|grito)\b[^\n]{0,15}\b(?:${Q} |con )?(?:me )?(?:apunalan|apunalaban|van a apunalar|acuchillan|van a acuchillar|chuzan|van a chuzar|pican|van a picar|rajan|van a rajar|dan un puntazo|meten un puntazo|pegan un tiro|pegan un balazo|meten un tiro|meten un balazo|quiebran|van a quebrar|dan plomo)\b|\bme (?:vienen|estan|andan|venian|viene|esta|anda) siguiendo\b(?=[^\n]{0,140}\b(?:apunal|cuchill|navaja|pistola|arma|fierro|me escondi|estoy escondid|me meti|me encerre|estan afuera|esta afuera|me esperan|me amenaz|me quieren (?:robar|asaltar|pegar|matar))\w*)|(?<=\b(?:apunal|cuchill|navaja|pistola|arma|fierro|amenaz)\w*\b[^\n]{0,140})\b(?:estoy escondid[oa]|me escondi|me meti)\b[^\n]{0,60}\b(?:estan|esta|siguen|sigue) afuera\b`,
    ),
  },
  // Stabbed or shot and bleeding: "a mi primo le dieron en la panza, esta sangrando un monton".
  {
    reason: 'medical_emergency',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:le|me|nos|les) (?:dieron|metieron|clavaron|enterraron|pegaron|dio|clavo|enterro) (?:una |un |dos |tres |varias |varios )?(?:punalada|punaladas|cuchillada|cuchilladas|navajazo|navajazos|puntazo|puntazos|chuzazo|chuzada|puntada con (?:el|la) (?:cuchillo|navaja)|balazo|balazos|plomazo|plomazos|tiro|tiros|fierrazo)\b(?! (?:libre|de esquina|de gracia|al arco|penal|de media|a puerta|en la (?:peli|pelicula|serie|novela|partida)))${NOT_FICTION}|\b(?:esta|estoy|sigue|sigo|se esta|me estoy|se nos esta) (?:sangrando|desangrando) (?:un monton|mucho|muchisimo|demasiado|a chorros|full|horrible|sin parar|como loco|bastante|caleta|cualquier cantidad|banda)\b(?![^\n]*\b(?:nariz|encias|regla|menstruacion|periodo|la mens)\b)|\bse (?:esta|me esta|le esta|nos esta) desangrando\b|\b(?:hay|se armo) una pelea con (?:cuchillos|navajas|machetes|pistolas|fierros|botellas rotas)\b${NOT_FICTION}`,
    ),
  },
  // A threat with a weapon at hand said seriously: "le doy con el martillo, lo tengo al lado y lo digo en serio".
  {
    reason: 'harm_to_others',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:le|lo|la|los|les) (?:doy|voy a dar|parto|voy a partir|reviento|voy a reventar|abro|voy a abrir|rompo|voy a romper|clavo|voy a clavar|entierro|voy a enterrar|meto|voy a meter|pego|voy a pegar|mato|voy a matar) (?:con )?(?:el|la|un|una|mi) (?:martillo|bate|machete|cuchillo|fierro|tubo|palo|navaja|hacha|pistola|escopeta|revolver|arma|llave inglesa|barreta|cortaplumas|pica|punta|chaveta|cutter)\b(?=[^\n]{0,120}\b(?:en serio|no es broma|no estoy jugando|no estoy bromeando|va en serio|(?:lo|la) tengo (?:al lado|aca|aqui|a mano|en la mano|listo|lista|debajo|bajo la|guardad)|ya (?:lo|la) tengo)\b)(?![^\n]*\b(?:clavo|clavos|pared|cuadro|mueble|tabla|madera|pelota|balon|pinata)\b)`,
    ),
  },
  // A pulse or a sugar at a number that is an emergency: "el reloj me marca el pulso en 38", "la glucosa en 600".
  {
    reason: 'medical_emergency',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:pulso|pulsaciones|frecuencia cardiaca|ritmo cardiaco|latidos|corazon)\b[^\n]{0,20}\b(?:en|de|a|marca|me marca|le marca|dice|anda en|esta en) (?:[1-3]\d|40|1[89]\d|2\d\d)\b(?! (?:minutos|segundos|min|seg|dias|anos|pesos|soles|por ciento|porciento|veces al|kilos|kg|pasos|grados))|\b(?:azucar|glucosa|glicemia|glucemia|el glucometro|la glucometria)\b[^\n]{0,20}\b(?:en|de|a|marca|me marca|le marca|dice|anda en|esta en) (?:[1-4]\d|5\d\d|6\d\d|[7-9]\d\d|hi|high|lo)\b(?! (?:gramos|g|gr|minutos|pesos|soles|calorias|cucharadas|cucharaditas|kilos|por ciento))`,
    ),
  },
  // A brazier or heater burning in a closed room: with the body's signs, carbon monoxide (a cue read with them).
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'taken',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:prendimos|prendi|prendio|prendieron|encendimos|encendi|encendio|metimos|meti|metio|dejamos|deje) (?:el|la|un|una) (?:brasero|bracero|anafe|anafre|braserito|estufa de (?:gas|parafina|kerosene|lena|carbon)|estufa|calentador|calefactor|estufa a parafina|carbon|fogon|parrilla|calefon|boiler|generador|planta)\b[^\n]{0,20}\b(?:en|dentro de|adentro de) (?:la pieza|el cuarto|la habitacion|la recamara|el dormitorio|la casa|el bano|la carpa|el departamento|el depa|el cuartito|la pieza cerrada)\b|\b(?:brasero|bracero|anafe|anafre|estufa|calentador|calefactor|carbon)\b[^\n]{0,30}\b(?:con (?:todo|la puerta|las ventanas) cerrad[oa]s?|sin ventilacion|toda la noche)\b`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'body',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:(?:estan|estamos|esta|estoy|andamos|andan) (?:todos )?(?:mareados|mareadas|mareado|mareada)|(?:el|la|mi) \w+ (?:vomito|esta vomitando|se desmayo|no despierta|no se despierta)|(?:todos|ya) (?:vomitamos|vomitaron|estamos vomitando|estan vomitando)|(?:tambien )?(?:estan|estamos) (?:mareados|vomitando|con dolor de cabeza))\b`,
    ),
  },
  // An adult coming into a child's room at night, or a threat not to tell: "anoche entro a mi cuarto",
  // "dice que si le cuento a alguien me mata".
  {
    reason: 'family_abuse',
    level: 'crisis',
    thirdParty: false,
    re: rx(
      String.raw`\b(?:el novio|la pareja|el esposo|el marido|el amigo) de mi (?:mama|madre|vieja|mami|tia|abuela)\b[^\n]{0,30}\b(?:entra|se mete|se metia|entraba|se ha metido|ha entrado) (?:a|en) mi (?:cuarto|pieza|habitacion|cama|recamara)\b(?=[^\n]{0,80}\b(?:noche|noches|duermo|dormida|dormido|no esta|turno|trabaja|se va|sola|solo)\b)|\b(?:mi )?(?:padrastro|tio|abuelo|primo|vecino|padrino)\b[^\n]{0,20}\b(?:entra|se mete|entraba|se metia) (?:a|en) mi (?:cuarto|pieza|habitacion|cama|recamara)\b(?=[^\n]{0,60}\b(?:noche|noches|cuando duermo|cuando estoy dormid[oa]|cuando (?:mi )?(?:mama|madre) (?:no esta|trabaja|se va|sale))\b)|\b(?:dice|dijo|me dijo|me amenazo|amenaza)\b[^\n]{0,40}\bsi (?:le )?(?:cuento|digo|hablo|aviso|dices|cuentas)\b (?:a )?(?:alguien|nadie|la policia|la maestra|la profe|mi mama|tu mama|mi abuela)\b[^\n]{0,15}\b(?:me|la|lo|nos|te|le) (?:mata|va a matar|pega|va a pegar|hace dano|lastima|manda lejos|mata a)\b`,
    ),
  },
  // A baby or child with a high fever who is limp or does not respond: "40 de fiebre y esta como desmayado".
  {
    reason: 'medical_emergency',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:bebe|bebita|bebito|guagua|nene|nena|hij[oa]|nin[oa]|chiquit[oa]|criatura|peque|pequen[oa]|\d+ (?:meses|mes))\b[^\n]{0,80}\b(?:fiebre|calentura|temperatura|(?:39|40|41|42)(?: grados)?)\b[^\n]{0,80}\b(?:como desmayad[oa]|desmayad[oa]|se desmayo|no reacciona|no despierta|no se despierta|ya no llora|ni llora|no se mueve|como trapo|como un trapo|aguadit[oa]|flojit[oa] flojit[oa]|toda floja|todo flojo|no responde|ojos en blanco|ojitos en blanco|convuls\w*|se puso (?:morad|azul|rigid|tiesa|tieso)\w*|le dio un ataque|no me mira|no abre los ojos)\b`,
    ),
  },
  // A door being kicked in: "esta pateando la puerta del bano, ya rompio la chapa".
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:esta|estan|sigue|siguen|anda) (?:pateando|tumbando|echando abajo|derribando|forzando|dandole patadas a|agarrando a patadas|rompiendo|golpeando) (?:la|mi|nuestra) puerta\b(?=[^\n]{0,120}\b(?:rompio|rompiendo|se va a (?:romper|caer)|va a entrar|quiere entrar|la chapa|la cerradura|el pestillo|la manilla|el seguro|los ninos|mis hijos|los chicos|me encerre|estoy encerrad[oa]|nos encerramos|me va a matar|nos va a matar|borracho|curado|pedo|con un cuchillo|con un machete)\b)|\b(?:esta|estan) (?:tumbando|echando abajo|derribando) la puerta\b${NOT_FICTION}`,
    ),
  },
  // A crash planned at the wheel: "ya se en que curva me salgo", "me voy a estrellar contra un poste".
  {
    reason: 'plan_or_means',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\bya (?:se|elegi|escogi|tengo) (?:en )?(?:${Q} |cual |la |el )?(?:curva|poste|muro|pared|arbol|barranco|precipicio|puente|camion|trailer|rastra|pilar|columna|barranca)\b[^\n]{0,20}\b(?:me salgo|me voy a salir|me estrello|me voy a estrellar|me tiro|me voy a tirar|me mato|me estampo|me voy a estampar|me doy|me voy a dar|me encajo|acelero|me meto|choco|no freno|suelto el volante)\b|\b(?:me voy a|voy a|quiero) (?:estrellar(?:me)?|estampar(?:me)?|matarme|reventarme|tirar(?:me)? el (?:carro|auto|coche|camion|moto)) (?:con el (?:carro|auto|coche|camion|moto) )?contra (?:un|el|una|la) (?:poste|muro|pared|arbol|camion|trailer|rastra|pilar|columna|barranco|puente)\b(?![^\n]*\b(?:sin querer|casi|jaja|lol|en el juego|gta)\b)|\b(?:a|en) (?:1[4-9]\d|2\d\d) (?:km|kilometros|por hora)?[^\n]{0,40}\b(?:sin cinturon|sin el cinturon)\b[^\n]{0,40}\b(?:no freno|no voy a frenar|me salgo|me estrello)\b`,
    ),
  },
  // A whole container of a medicine swallowed: "me bebi el pote completo de los clonazepam".
  {
    reason: 'overdose_taken',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\bme (?:tome|bebi|trague|meti|empine|acabe) (?:todo |toda )?(?:el|la) (?:pote|frasco|caja|blister|tira|tarro|bote|envase|cajita|plancha|sobre|tableta) (?:complet[oa]|enter[oa]) de (?:las |los |mis |sus |la |el )?(?:pastillas|pildoras|pastis|tabletas|capsulas|grageas|remedios|medicamentos|clonazepam|rivotril|alprazolam|paracetamol|\w+pam|\w+lam|\w+inas?|\w+olol|\w+pina|\w+ona)\b|\bme (?:tome|bebi|trague|meti) (?:la caja entera|el frasco entero|el pote completo|el pote entero|el blister completo|la tira completa|el frasco completo) de\b(?! (?:agua|jugo|leche|helado|cafe|te|refresco|gaseosa|cerveza|vino|dulces|galletas|vitaminas))`,
    ),
  },
  // In a closed place with a blade: "estoy en el bano del liceo con la hojilla, me quedan 20 min".
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:estoy|me encerre|ando|me meti|sigo) en (?:el bano|la ducha|mi cuarto|la pieza|mi pieza|el cuarto|la habitacion|mi habitacion|el closet)\b[^\n]{0,40}\bcon (?:la|una|mi|el|un) (?:hojilla|cuchilla|cuchillita|navaja|gillette|hojita|cutter|bisturi|sacapuntas desarmado|exacto|xacto)\b(?![^\n]*\b(?:afeit|depil|rasur|barba|bigote|piernas|axilas|manualidad|tarea|maqueta)\w*)`,
    ),
  },
  // A deep cut that will not close, or shows white inside: "se ve como blanquito adentro y no cierra".
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      String.raw`\bse (?:ve|me ve|le ve|asoma|veia) (?:como )?(?:blanquito|blanco|amarillito|amarillo|la carne|la grasa)(?: por)? (?:adentro|dentro)\b|(?<=\b(?:hondo|profund[oa]|corte|cortada|herida|tajo|blanquito|me corte|cortarme)\b[^\n]{0,80})\bno (?:cierra|se cierra|se junta|para)\b[^\n]{0,20}\b(?:aunq?u?e?|aunq|por mas ${Q}) (?:apriete|presione|le ponga|le aprieto|le presiono)\b`,
    ),
  },
  // Stitches torn open and infected: "me volvi a abrir los puntos, esta rojo, caliente y huele raro".
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      String.raw`\bme (?:volvi a abrir|abri|reabri|saque|arranque) (?:los puntos|las suturas|la herida|los puntitos)\b(?=[^\n]{0,120}\b(?:huele|pus|caliente|fiebre|hinchad[oa]|infect\w*|supura|sale (?:como )?(?:amarillo|verde))\b)`,
    ),
  },
  // Diabetes with confusion or collapse: "es diabetica y esta toda sudada y confundida".
  {
    reason: 'medical_emergency',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:diabetic[oa]|diabetes|insulina|insulinodependiente)\b[^\n]{0,80}\b(?:confundid[oa]|desorientad[oa]|no (?:me )?entiende (?:nada|lo ${Q} (?:le|me) (?:digo|hablo|pregunto))|no reacciona|no responde|no despierta|no se despierta|se desmayo|desmayad[oa]|convuls\w*|no (?:me )?reconoce|me llama por (?:el|otro) nombre|delira|delirando)\b|\b(?:confundid[oa]|desorientad[oa]|no reacciona|se desmayo|no (?:me )?reconoce)\b[^\n]{0,80}\b(?:es|esta|tiene) (?:diabetic[oa]|diabetes)\b`,
    ),
  },
  // A stroke told by slurred speech and a hand that drops things: "habla enredado y se le cae la taza".
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      String.raw`\bhabla (?:enredado|arrastrando|arrastrado|trabado|mocho|raro|chistoso|como borracho)\b[^\n]{0,60}\bse le (?:cae|cayo|caen|caia) (?:la taza|el vaso|el tenedor|la cuchara|todo|las cosas|el cel|el celular)\b(?![^\n]*\b(?:borracho|tomado|pedo|curado|chupado|ebrio|jumao|jumado|bolo|mamado)\b)|\bse le (?:cae|cayo|caen) (?:la taza|el vaso|el tenedor|la cuchara|todo|las cosas) de la mano\b[^\n]{0,60}\bhabla (?:enredado|arrastrando|trabado|raro)\b|\bse le (?:durmio|duerme|adormecio) (?:medio cuerpo|un lado|la mitad del cuerpo|el brazo y la pierna)\b`,
    ),
  },
  // Someone on the floor who does not move: "mi mama esta en el piso de la cocina y casi no se mueve".
  {
    reason: 'medical_emergency',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:esta|quedo|sigue|se quedo|ta) (?:tirad[oa] )?en el (?:piso|suelo)(?: \w+){0,3}\b[^\n]{0,15}\b(?:y )?(?:casi )?no (?:se mueve|reacciona|responde|despierta|se despierta|respira|abre los ojos)\b(?<!\b(?:perro|perra|gato|gata|mascota|pez|loro|perrito|gatito|celular|cel|robot|muneco)\b[^\n]*)`,
    ),
  },
  // Fuel bought for someone's home: "he comprado gasolina, a las 2 ya estan dormidos".
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:compre|he comprado|consegui|tengo|traje|llene) (?:la |una |un |el )?(?:gasolina|nafta|bencina|combustible|bidon|galon de gasolina|thinner|alcohol)\b(?=[^\n]{0,160}\b(?:mi ex|su casa|su depa|donde vive|dormid[oa]s?|ventana|prenderle fuego|prenderles fuego|quemarl[oa]s?|le prendo|les prendo|la casa de)\b)(?![^\n]*\b(?:cortadora|podadora|moto|carro|auto|coche|generador|planta|parrilla|asado|chimenea)\b)`,
    ),
  },
  // Locked in by someone, the phone taken: "me saco el celu y me encerro en la pieza con llave".
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    re: rx(
      String.raw`\bme (?:encerro|encerraron|dejo encerrad[oa]|dejaron encerrad[oa]) (?:en|dentro de) (?:la pieza|el cuarto|mi cuarto|mi pieza|la habitacion|el bano|la casa|el sotano|el closet)\b(?=[^\n]{0,60}\b(?:con llave|con candado|sin comida|sin agua|todo el dia)\b)|(?<=\bme (?:saco|quito|rompio|escondio) el (?:cel|celu|celular|telefono|movil)\b[^\n]{0,40})\bme (?:encerro|encerraron)\b|\bno nos deja(?:n)? salir (?:de la casa|del cuarto|de aqui|de aca)\b|\bdijo ${Q} (?:el|la) (?:proxim[oa]|siguiente) (?:soy yo|eres tu|vas a ser tu|voy a ser yo)\b`,
    ),
  },
  // Secrecy asked of a child: "le manda fotos a mi prima de 11 y le dice que es su secretico".
  {
    reason: 'exploitation',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:le|les|me) (?:manda|pide|envia|saca|toma) fotos\b(?=[^\n]{0,120}\b(?:secretico|secretito|su secreto|nuestro secreto|no le (?:diga|cuente)|no diga nada)\b)`,
    ),
    requires:
      /\b(?:\d|1[0-5]|nin[oa]|prim[oa]|sobrin[oa]|hij[oa]|hermanit[oa]|tengo (?:1[0-5]|diez|once|doce|trece|catorce|quince))\b/,
  },
  // At a height without the harness, on purpose: "creo que no me voy a enganchar el arnes".
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:creo ${Q} )?no me voy a (?:enganchar|poner|amarrar|asegurar|abrochar) (?:el )?(?:arnes|mosqueton|la linea de vida)\b`,
    ),
  },
  // The drug a pet was put down with, asked for oneself.
  {
    reason: 'means_question',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:vender|dar|conseguir|recetar)(?:me)? (?:lo mismo|eso mismo|la misma (?:inyeccion|cosa)) ${Q} (?:usaron|le pusieron|le dieron|le inyectaron|le aplicaron) (?:con|a) (?:el|ella|mi (?:perro|perra|gato|gata|mascota))\b`,
    ),
  },
  // Things cancelled for after a day: "no los voy a necesitar despues del jueves".
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\bno (?:los|las|lo|la|me) (?:voy a necesitar|van a hacer falta|va a hacer falta|sirven) (?:despues|a partir) (?:del|de este|de el|de) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|hoy|manana|fin de mes)\b(?![^\n]*\b(?:mudo|mudanza|viaje|viajo|me voy a vivir|me cambio|intercambio|beca|trabajo nuevo|otro pais)\b)`,
    ),
  },
  // Someone's goodbye and then silence behind a locked door: "me acaba de mandar perdon por todo y no contesta".
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    thirdParty: false,
    re: rx(
      String.raw`\b(?:me (?:acaba de mandar|acaba de escribir|mando|escribio|dejo|puso)|nos (?:mando|escribio|dejo)) (?:un (?:mensaje|audio|whats) (?:${Q} dice )?)?(?:perdon por todo|los quiero|l[oa]s amo|gracias por todo|adios|cuidense|perdonenme)\b(?=[^\n]{0,120}\b(?:no contesta|no responde|no abre|no se oye nada|con llave|apago el (?:cel|celular|telefono)|no lo encuentro|no la encuentro)\b)`,
    ),
  },
  // Cues read together across clauses and the last messages.
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:estuve|he estado|vengo|fui|llevo (?:\w+ ){1,2})(?:guardando|juntando|acumulando|escondiendo) (?:las |mis |sus |unas )?(?:pastillas|pildoras|pastis|tabletas|capsulas|remedios|medicamentos)\b|\b(?:cuchilla|hojilla|navaja|gillette|hojita) en (?:la )?mano\b`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'act',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:pestillo|cerrojo) (?:echao|echado|puesto)\b|\b(?:eche|puse|le eche|le puse) (?:el )?(?:pestillo|cerrojo)\b`,
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'finality',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:esta noche|hoy|manana) (?:por fin|al fin) (?:descanso|voy a descansar)\b(?! (?:del|de la|de los|de las|de mi|en|activo) )|\b(?:esta noche|hoy|manana) (?:ya )?se acaba todo\b|\b(?:el nicho|la tumba|el funeral|el entierro) (?:ya )?(?:esta )?pagad[oa]\b`,
    ),
  },
  // A goodbye said to everyone at once, in a chat with one listener: a farewell, weak alone, a crisis after
  // despair ("nada tiene sentido hace meses" ... "cuidense mucho, chau").
  {
    reason: 'goodbye',
    level: 'elevated',
    cue: 'farewell',
    cueOnly: true,
    re: rx(
      String.raw`\bcuidense(?: mucho| todos| harto| un monton)?(?: (?:chau|chao|adios|bye))?$|\b(?:adios|chau|chao|hasta siempre) a todos$|\blos quiero (?:mucho )?a todos(?: (?:chau|chao|adios))?$`,
    ),
  },
  {
    reason: 'giving_away',
    level: 'elevated',
    cue: 'farewell',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:nadie|ninguno) se dio cuenta (?:de )?${Q} me estaba despidiendo\b|\bgracias por todo y ${Q} (?:le|te) (?:cuide|cuides) a (?:su|mi) (?:gata|gato|perro|perra|perrito|gatito|hij[oa])\b`,
    ),
  },
  {
    reason: 'dangerous_place',
    level: 'elevated',
    cue: 'place',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:la|su) ubicacion (?:${Q} comparte )?(?:dice|marca|sale|muestra) ${Q} esta en (?:el|la) (?:puente|viaducto|azotea|acantilado|muelle|vias|represa|mirador)\b`,
    ),
  },
  {
    reason: 'suicidal_intent',
    level: 'elevated',
    cue: 'intent',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:al menos|por lo menos|asi) (?:asi )?(?:les|le) sirvo (?:de algo|para algo)\b|\bvalgo mas muert[oa]\b`,
    ),
  },
];

export const SPANISH_SIGNS: Rule[] = [
  ...SPANISH_NOW,
  // The means tied to where it would hold: "el cable del cargador ya esta amarrado al tubo de la regadera".
  {
    reason: 'plan_or_means',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b${LIGATURE}\b[^\n]{0,40}\b(?:amarrad[oa]|atad[oa]|colgad[oa]|anudad[oa]|amarre|ate|colgue|puse|puesto|pase|asegure)\b[^\n]{0,25}\b(?:al|a la|en el|en la|del|de la|a una|a un)\s${ANCHOR}\b(?![^\n]*\b(?:ropa|hamaca|columpio|perro|tendedero|bici|lancha|cortina|foco|lampara|adorno|pinata)\b)|\b(?:amarre|ate|colgue|asegure)\b[^\n]{0,15}\b${LIGATURE}\b[^\n]{0,25}\b(?:al|a la|en el|en la|del|de la)\s${ANCHOR}\b(?![^\n]*\b(?:ropa|hamaca|columpio|perro|tendedero|bici|lancha|cortina|foco|lampara|adorno|pinata)\b)`,
    ),
  },
  // A rope bought and what it is not for: "he comprado una cuerda y no es para la mudanza".
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:compre|he comprado|consegui|tengo|traje)\b[^\n]{0,20}\b(?:una |la )?(?:cuerda|soga)\b[^\n]{0,50}\bno es (?:pa|para)\b`,
    ),
  },
  // Swallowing it on a condition or an hour: "si no me contesta antes de las 12 me lo tomo y listo".
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`(?<=\b${POISONS}\b[^\n]{0,160})\bme (?:lo|la|las|los) (?:tomo|trago|bebo|meto)(?: tod[oa]s?)?\b(?=(?: y (?:listo|ya|chao|se acabo))|\s*$|\s*\n| (?:esta noche|hoy|manana|si |cuando|antes|a las))`,
    ),
  },
  // A full bath and a blade beside it.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:banera|tina)\b[^\n]{0,25}\b(?:llena|lista|corriendo|preparada|llenandose)\b(?=[^\n]{0,120}\b${BLADE}\b)|\b${BLADE}\b[^\n]{0,120}\b(?:banera|tina)\b[^\n]{0,25}\b(?:llena|lista|corriendo|preparada)\b`,
    ),
  },
  // Gas left open on purpose.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:la llave del gas|el gas|las hornillas|la hornilla)\b[^\n]{0,20}\b(?:la tengo |lo tengo |las tengo |ya esta |esta )?abiert[oa]s?\b(?![^\n]*\b(?:cocin|guiso|olla|comida|horno|sin querer|se me olvido)\w*)|\b(?:abri|deje abierta) (?:toda )?la llave del gas\b(?![^\n]*\b(?:cocin|guiso|olla|comida|horno|sin querer|se me olvido)\w*)`,
    ),
  },
  // Someone locked in with a gun or the means, or a goodbye and then silence.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    thirdParty: false,
    re: rx(
      String.raw`\bse (?:encerro|ha encerrado|metio|esta encerrad[oa]|quedo encerrad[oa])\b[^\n]{0,50}\bcon (?:la|el|las|los|una|un|su|sus|mis|tus) (?:escopeta|pistola|revolver|arma|rifle|pastillas|cuerda|soga|cuchillo)\b|\b(?:se (?:despidio|estaba despidiendo)|despidiendose|me dijo adios)\b[^\n]{0,100}\b(?:no contesta|no responde|no me contesta|apago el (?:cel|celular|telefono)|no lo encuentro|no la encuentro)\b`,
    ),
  },
  // A post or a message scheduled for after: "programe un post pa manana a las 7 donde explico todo".
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:programe|deje programad[oa]|tengo programad[oa]) (?:un|el|una|la) (?:post|mensaje|correo|mail|tuit|publicacion|video|audio|historia)\b[^\n]{0,100}\b(?:cuando lo (?:lean|vean|escuchen)|ya va a estar hecho|ya no (?:voy a )?estar|me despido|para despedirme|pa despedirme)`,
    ),
  },
  // The day chosen, said calmly or with its arithmetic done.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:hoy|manana|esta noche|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?: ${Q} [^\n]{0,40})?) es el dia\b(?! (?:de|del|d|en ${Q}|para|pa|mas|menos))(?=[^\n]{0,120}\b(?:tranquil[oa]|en paz|por fin|ya (?:lo )?decidi|no me siento mal|ya no tengo miedo|ya se cuant[oa]s|lo googlee|lo tengo todo)\b)|(?<=\b(?:tranquil[oa]|en paz|ya (?:lo )?decidi|ya se cuant[oa]s|lo googlee)\b[^\n]{0,120})\b(?:hoy|manana|esta noche|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?: ${Q} [^\n]{0,40})?) es el dia\b(?! (?:de|del|d|en ${Q}|para|pa|mas|menos))|\bya se cuant[oa]s (?:tengo|me tengo|hay) ${Q} tomar\b(?=[^\n]{0,80}\b(?:googl|busque|es el dia|no despertar|mis (?:viejos|papas|padres) se van)\w*)`,
    ),
  },
  // No longer in anyone's way from a day on: "manana ya no estorbo".
  {
    reason: 'burden',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:hoy|manana|esta noche|pronto|despues de hoy|a partir de manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)) ya no (?:estorbo|voy a estorbar|molesto|les molesto|voy a molestar|soy (?:una )?carga|voy a ser (?:una )?carga|les doy (?:problemas|lata)|les voy a dar (?:problemas|lata))\b(?![^\n]*\b(?:viaje|vacaciones|me mudo|mudanza|trabajo|turno|me voy (?:a|de) (?:vivir|viaje)|internado|campamento)\b)`,
    ),
  },
  // From which floor, how long the poison takes: a question about lethality.
  {
    reason: 'lethality_question',
    level: 'crisis',
    contextual: 'elevated',
    re: rx(
      String.raw`\b(?:desde|a partir de) (?:${Q}|cual|cuantos?) (?:piso|altura|metros)\b[^\n]{0,30}\b(?:no se sobrevive|ya no se sobrevive|es mortal|te matas|no hay vuelta|es seguro|no fallas)|\bcuanto (?:tarda|tiempo tarda|demora) (?:en (?:hacer efecto|matar|funcionar) )?(?:el |la )?(?:raticida|veneno|matarratas|insecticida|herbicida|paraquat|cianuro)\b`,
    ),
  },
  // Shoes taken off at the edge of water or a height.
  {
    reason: 'dangerous_place',
    level: 'crisis',
    re: rx(
      String.raw`(?<=\b(?:muelle|puente|azotea|acantilado|borde|orilla|vias|barandal|cornisa|malecon|rompeolas|techo|mirador|represa)\b[^\n]{0,160})\b(?:ya )?me (?:saque|quite) (?:los zapatos|las zapatillas|las chanclas|los tenis|las botas|las chancletas)\b`,
    ),
  },
  // Bleeding that will not stop.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\bno (?:para|deja) de (?:salir(?:me|le)? sangre|sangrar)\b|\bno se (?:me|le) (?:para|corta) la sangre\b|\b(?:empape|ya empape|llene|manche) (?:dos|tres|varias|\d+) (?:toallas|vendas|gasas|camisetas|trapos)\b|\bla venda (?:ya )?(?:esta )?(?:roja|empapada|llena de sangre)(?: otra vez)?\b`,
    ),
  },
  // A cut that shows what is under the skin.
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      String.raw`\bse (?:ve|me ve|le ve|asoma|veia) (?:como )?(?:algo blanco|lo blanco|la grasa|el hueso|lo de adentro)\b|\b(?:corte|cortada|herida|tajo)\b[^\n]{0,30}\b(?:muy|bien|super|demasiado) profund[oa]\b|\b(?:muy|bien|super|demasiado) profund[oa]\b[^\n]{0,20}\b(?:el corte|la cortada|la herida|el tajo)\b`,
    ),
  },
  // Metal heated to burn with, or a blade taken from a sharpener where nobody sees.
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:encendedor|mechero|yesquero|fosforos?|cerillos?)\b[^\n]{0,30}\b(?:calentando|caliento|calente|prendido)\b[^\n]{0,40}\b(?:tapita|tapa|metal|moneda|cuchara|clip|llave|navaja|cuchilla|la piel|el brazo|la pierna)\b|\b(?:encendedor|mechero)\b[^\n]{0,60}\bya esta caliente\b|\b(?:calentando|caliento|calente) (?:una |la |el )?(?:moneda|tapita|tapa|cuchara|clip|llave|navaja|cuchilla|metal)\b[^\n]{0,30}\b(?:encendedor|mechero|yesquero|fosforos?)\b[^\n]{0,40}\b(?:ponermel[oa]|ponerm\w*|en el brazo|en la pierna|en la piel|quemarme|marcarme)\b|\b(?:cuchillita|hojita|cuchilla|navaja)\b (?:del?|de la) (?:tajalapiz|sacapuntas|afeitadora|rastrillo|maquinita)\b(?=[^\n]{0,80}\b(?:estoy|me encerre|ando|sola|solo|antes de|me quedan|en el bano)\b)|(?<=\b(?:estoy|me encerre|ando) en (?:el bano|la ducha|mi cuarto|la pieza)\b[^\n]{0,60})\b(?:cuchillita|hojita|cuchilla|navaja)\b (?:del?|de la) (?:tajalapiz|sacapuntas|afeitadora|rastrillo|maquinita)\b`,
    ),
  },
  // A hand broken on a wall.
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:punos|puno|golpes|cabezazos|patadas) (?:a|contra) la pared\b[^\n]{0,80}\b(?:no (?:puedo|puede) (?:cerrar|mover) la mano|(?:los )?nudillos (?:morados|hinchados|abiertos|rotos|sangrando)|se me hincho (?:toda )?la mano|me (?:rompi|fracture) (?:la mano|un dedo|los dedos))`,
    ),
  },
  // No air, and nothing helping: the inhaler used again and again, lips turning blue, alone.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:no me entra (?:el )?aire|no puedo respirar|me falta (?:el )?aire|me estoy ahogando|no (?:puede|logra) respirar|le falta (?:el )?aire|no le entra (?:el )?aire|respira (?:como )?silbando)\b(?=[^\n]{0,100}\b(?:inhalador|bombita|puff|ventolin|salbutamol|y nada|labios|morad[oa]|azul|sol[oa]|silb\w*|\d+ veces|no (?:funciona|sirve|me hace nada|le hace nada))\b)|(?<=\b(?:inhalador|bombita|ventolin|salbutamol)\b[^\n]{0,80})\b(?:no me entra (?:el )?aire|no puedo respirar|me falta (?:el )?aire|me estoy ahogando|no (?:puede|logra) respirar)\b`,
    ),
  },
  // Swelling of the face or throat, or a whistling breath, after a sting or a food.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      String.raw`\bse (?:me|le) (?:esta )?(?:hinchando|hincho|inflando|inflo|cerrando|cerro) (?:toda )?(?:la garganta|la lengua)\b|\bse (?:me|le) (?:esta )?(?:hinchando|hincho|inflando|inflo) (?:toda )?(?:la cara|los labios|los ojos|la boca)\b(?=[^\n]{0,100}\b(?:respira|silb|garganta|avispa|abeja|picadura|pico|alergi|mani|cacahuate|marisco|nuez)\w*)|\brespira (?:como )?silbando\b|\b(?:silbido|silba|silbaba) al respirar\b`,
    ),
  },
  // A stroke's signs together: a face fallen to one side, speech gone, an arm that will not lift.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      String.raw`\bse (?:le|me) (?:chueco|torcio|cayo|fue de lado|durmio|ladeo|jalo) (?:la boca|la cara|medio cuerpo|un lado de la cara)\b(?=[^\n]{0,120}\b(?:no (?:le )?entiendo|habla (?:arrastrando|enredado|raro|trabado|chistoso)|arrastr\w* las palabras|no (?:puede|podia) (?:levantar|mover) (?:el|un) brazo|se le cayo (?:el vaso|la taza|el tenedor|la cuchara)|no (?:puede|podia) hablar)\b)|\b(?:habla|hablaba) (?:arrastrando|enredado|trabado)(?: las palabras)?\b(?=[^\n]{0,100}\bno (?:puede|podia) (?:levantar|mover) (?:el|un) brazo\b)|\bno (?:puede|podia) (?:levantar|mover) (?:el|un) brazo\b(?=[^\n]{0,100}\b(?:habla (?:arrastrando|enredado|trabado)|arrastr\w* las palabras|no (?:le )?entiendo)\b)`,
    ),
  },
  // The heart racing with dizziness, chest pain or breathlessness; or alone and old.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:(?:el )?corazon (?:me |le )?(?:va|late|anda) (?:a mil|muy rapido|rapidisimo|desbocado)|palpitaciones)\b(?=[^\n]{0,100}\b(?:me he mareado|me maree|mareos?|mareada|mareado|me desmay\w*|dolor (?:en el|de) pecho|me falta el aire|no puedo respirar|vivo sol[oa]|estoy sol[oa]|tengo [6-9]\d)\b)|\b(?:me he mareado|me maree|me desmay\w*|dolor (?:en el|de) pecho)\b(?=[^\n]{0,100}\b(?:corazon (?:me |le )?(?:va|late|anda) (?:a mil|muy rapido|rapidisimo)|palpitaciones)\b)`,
    ),
  },
  // A party pill and a body overheating or racing.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:me (?:dieron|tome|meti|pase|di)|tome|probe|se (?:tomo|metio)) (?:una |media |un |dos |otra )?(?:pasti|pastilla|tacha|molly|md|rola|extasis|cristal|cuadro|acido|papel|gota)\b(?=[^\n]{0,140}\b(?:corazon|calor (?:horrible|insoportable)|sud\w+|tiembl\w*|convuls\w*|no (?:puedo|puede) respirar|desmay\w*|vomit\w*|ardiendo|fiebre|mandibula|no reacciona|no responde)\b)`,
    ),
  },
  // Blacking out after days without food or water.
  {
    reason: 'eating',
    level: 'crisis',
    category: 'eating',
    re: rx(
      String.raw`\bno (?:he )?(?:tomado|bebido|comido|probado)\b[^\n]{0,20}\b(?:ni (?:agua|un vaso de agua)|nada)\b[^\n]{0,25}\b(?:desde (?:el|hace|ayer|antier)|en (?:\d+|dos|tres|cuatro|cinco) dias)\b(?=[^\n]{0,120}\b(?:vueltas|mare\w*|desmay\w*|negro|boca (?:pegada|seca)|tiembl\w*|corazon|el piso|el suelo)\b)|(?<=\bno (?:he )?(?:comido|tomado|bebido)\b[^\n]{0,160})\b(?:(?:me )?desperte en el (?:piso|suelo)|todo se (?:puso|volvio) negro|se me (?:puso|fue) todo negro|me desmaye)\b`,
    ),
  },
  // Hiding from the one who is coming in: "me encerre en el bano con mi hermanita, ya llego mi padrastro".
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:me (?:encerre|escondi|meti)|estoy (?:encerrad[oa]|escondid[oa]|metid[oa])|nos (?:encerramos|escondimos|metimos)|estamos (?:encerrad[oa]s|escondid[oa]s))\b (?:con \w+ (?:\w+ )?)?en ${HIDING_PLACE}\b(?=[^\n]{0,120}\b${AT_HOME_NOW}\b)|(?<=\b${AT_HOME_NOW}\b[^\n]{0,120})\b(?:me (?:encerre|escondi)|estoy (?:encerrad[oa]|escondid[oa])|nos (?:encerramos|escondimos)|estamos (?:encerrad[oa]s|escondid[oa]s))\b (?:con \w+ (?:\w+ )?)?en ${HIDING_PLACE}\b`,
    ),
  },
  // Kept locked in by someone.
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    re: rx(
      String.raw`\bme (?:tiene|tienen|dejo|dejaron|mantiene) encerrad[oa]\b|\bno me deja(?:n)? salir (?:de la casa|del cuarto|de la pieza|de la habitacion)\b`,
    ),
  },
  // A threat on her life for tonight or for coming home; the last time it ended in hospital.
  {
    reason: 'threatened',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      String.raw`\b(?:no salgo viva|no salgo vivo|no amanezco|termina lo ${Q} empezo|va a terminar lo ${Q} empezo)\b|\bla ultima vez ${Q} (?:dijo|hizo) eso\b[^\n]{0,30}\b(?:termine|acabe|fui a dar|me llevaron)\b[^\n]{0,15}\b(?:en )?(?:emergencias|urgencias|el hospital|la clinica|el seguro)\b|\bme apret\w* (?:el|del) cuello\b`,
    ),
  },
  // Something done to a child by the adult she is left with.
  {
    reason: 'family_abuse',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:le|les) (?:hace|hacia|hizo|esta haciendo|ha hecho) cosas\b(?=[^\n]{0,120}\b${CHILD})|(?<=\b${CHILD}[^\n]{0,120})\b(?:le|les) (?:hace|hacia|hizo|esta haciendo|ha hecho) cosas\b`,
    ),
  },
  // An adult asking a child for secrecy and a meeting.
  {
    reason: 'exploitation',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:borre|borrar|${Q} borre|${Q} borremos) (?:los|nuestros|todos los|el) (?:mensajes|chats|whats|chat)\b|\b(?:${Q} )?no le (?:diga|digas|cuente|cuentes) a (?:nadie|mis papas|tus papas|mi mama|tu mama|mi papa|tu papa)\b|\bes nuestro secreto\b|\b${Q} me (?:escape|escapo|vaya sola?|salga a escondidas)\b`,
    ),
    requires:
      /\b(?:tengo (?:1[0-5]|diez|once|doce|trece|catorce|quince)|(?:mas )?madura (?:q|que|para)|(?:de|tiene) (?:1[89]|2\d)\b|un senor|un adulto|un chico de (?:1[89]|2\d)|el entrenador|el profe)/,
  },
  // A weapon packed and the hour the other leaves: "la navaja esta en la mochila y el sale a las 6".
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      String.raw`\b${WEAPON_PACKED}\b[^\n]{0,25}\b(?:en la mochila|en el bolsillo|en la guantera|en la chamarra|en la chaqueta|en el carro|en la bolsa|lista|listo|cargad[oa])\b(?=[^\n]{0,100}\b(?:sale a las|sale del trabajo|lo espero|la espero|ya se donde (?:vive|estaciona|trabaja)|a las \d+|hoy|manana|esta noche)\b)|(?<=\bya se donde (?:vive|estaciona|trabaja)\b[^\n]{0,120})\b${WEAPON_PACKED}\b[^\n]{0,25}\b(?:en la mochila|en el bolsillo|en la guantera|lista|listo|cargad[oa])\b`,
    ),
  },
  // Poison put in someone's food or drink.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      String.raw`\ble (?:eche|puse|meti|voy a echar|voy a poner|voy a meter|estoy echando) (?:\w+ ){0,3}(?:veneno|raticida|pastillas|cloro|matarratas|lejia|insecticida)\b[^\n]{0,20}\b(?:a|en) (?:la|el|su) (?:comida|bebida|cafe|jugo|agua|sopa|proteina|batido|te|cerveza)\b`,
    ),
  },
  // Passive wishes: run over and not minding, not knowing what for, praying to be taken, unnoticed if gone.
  {
    reason: 'passive_death_wish',
    level: 'elevated',
    re: rx(
      String.raw`\bsi me (?:lleva|atropella|atropellara|pisa|pisara|arrolla|arrollara|choca|chocara) (?:un|una|el|la) (?:bus|camion|carro|auto|coche|tren|colectivo|guagua|micro|buseta|combi|rastra|gandola|moto)\b[^\n]{0,30}\b(?:no seria tan (?:grave|malo)|no me importaria|mejor|me daria igual|ni modo|tampoco pasa nada)\b|\bni (?:siquiera )?se (?:pa|para) ${Q} sigo\b|\b(?:le pido|pido|rezo)(?: a (?:dios|diosito|la virgen|mi dios))?(?: cada noche| todas las noches)? ${Q} (?:ya )?me (?:recoja|lleve)\b|\bsi (?:yo )?no existiera nadie (?:se )?(?:daria cuenta|notaria|me extranaria)\b|\bme da (?:bastante |completamente |totalmente )?igual (?:lo )?${Q} (?:me )?pase\b`,
    ),
  },
  // Unnoticed if gone, not caring what happens crossing, sleep wished for good, staring at the tracks.
  {
    reason: 'passive_death_wish',
    level: 'elevated',
    re: rx(
      String.raw`\b(?:alguien|nadie) (?:notaria|se daria cuenta|se enteraria) si (?:desaparezco|desapareciera|me voy|me fuera|ya no estoy|ya no estuviera)\b|\bsi (?:no despertara|no despierto|me muriera|me muero|desapareciera|ya no estuviera) (?:\w+ ){0,2}nadie (?:se daria cuenta|lo notaria|me extranaria|se enteraria)\b|\bya no (?:se|entiendo) (?:pa|para) ${Q} (?:sigo|vivo|estoy aqui|sigo aqui|sigo viv[oa])(?=$| (?:aqui|viv[oa]|en este mundo|la verdad|ya|si|y|pero|sin (?:ella|el|ellos))\b)|\bme da (?:lo mismo|igual) si me pasa algo\b|\bojala me (?:durmiera|duerma|quedara dormid[oa]) y (?:ya|no despert\w*)\b|\bme quede mirando las vias\b|\bno deberia (?:ni )?existir\b|\b(?:volvieron|regresaron) (?:los|esos|las) (?:pensamientos|ideas|ganas)\b|\b(?:tire|bote) (?:todas )?las (?:cuchillas|navajas|hojas)\b[^\n]{0,40}\bmiedo\b`,
    ),
  },
  // Self-harm told as past or resisted.
  {
    reason: 'self_harm_history',
    level: 'elevated',
    re: rx(
      String.raw`\b(?:las )?cicatrices\b(?! (?:de la|del|de mi) (?:operacion|cirugia|cesarea|acne|varicela|accidente|choque|quemadura))|\bganas de (?:hacerme|volver a hacerme) (?:lo de antes|dano|eso otra vez)\b`,
    ),
  },
  // Eating ruled by numbers, skipped meals and days of fasting to make up.
  {
    reason: 'eating',
    level: 'elevated',
    category: 'eating',
    re: rx(
      String.raw`\b(?:cuento|contando) (?:cada |las |todas las )?calorias?\b[^\n]{0,60}\b(?:si me paso|me siento (?:una )?basura|me castigo|no como|no ceno)\b|\bme (?:salto|brinco) (?:el |la )?(?:desayuno|almuerzo|comida|cena)\b[^\n]{0,10}\by (?:el |la )?(?:desayuno|almuerzo|comida|cena)\b|\b(?:me quedo|paso|estoy) (?:dos|tres|\d+) dias sin comer\b|\bsolo como una vez al dia\b`,
    ),
  },
  // Control at home: the phone checked every night, the money and its receipts, fear of what is made up.
  {
    reason: 'partner_abuse',
    level: 'elevated',
    re: rx(
      String.raw`\bme revisa el (?:cel|celular|telefono|whats)\b|\bcontrola (?:toda )?(?:la plata|el dinero|la lana|la guita|mi sueldo)\b|\bme pide (?:los )?(?:tickets|recibos|boletas|facturas) de todo\b|\bcuando (?:toma|bebe|se emborracha|chupa) (?:grita y )?(?:rompe cosas|nos pega|me pega|avienta cosas)\b|\bme amenaza con (?:decir|denunciar|quitarme|llevarse)\b|\bvivo con miedo\b`,
    ),
  },
  // Rage pictured, not planned.
  {
    reason: 'harm_to_others',
    level: 'elevated',
    re: rx(
      String.raw`\bme (?:dan|dieron|entran) ganas de (?:agarrarlo|agarrarla|caerle|romperle|partirle|matarlo|matarla)\b|\bme imagino (?:agarrandolo|golpeandolo|pegandole|matandolo|agarrandola|golpeandola)\b`,
    ),
  },
  // Frightening now at home, heard from the next room.
  {
    reason: 'partner_abuse',
    level: 'elevated',
    re: rx(
      String.raw`\b(?:lo|la) (?:oigo|escucho|oimos) (?:aventando|rompiendo|tirando|azotando|pateando) (?:cosas|la puerta|todo|los platos)\b|\bgrita(?:ndo)? mi nombre\b`,
    ),
  },
  // An adult asking a child to run away to him or keep it secret.
  {
    reason: 'exploitation',
    level: 'elevated',
    re: rx(
      String.raw`\b${Q} me escape (?:el \w+ )?(?:a su|de mi casa|con el)\b|\bme pide (?:fotos|fotitos|nudes|packs)\b|\bes nuestro secreto\b|\bno le (?:digas|diga) a (?:nadie|tus papas)\b`,
    ),
  },
  // Days without eating.
  {
    reason: 'eating',
    level: 'elevated',
    category: 'eating',
    re: rx(
      String.raw`\bno he comido (?:nada )?desde (?:el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|hace (?:dos|tres|cuatro|cinco|\d+) dias|antier|antes de ayer)\b`,
    ),
  },
  // The least painful way looked up, not for waxing or a tattoo.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:busque|googlee|gugulee|investigue|estuve buscando|he buscado|busco|lei) (?:en (?:google|internet|tiktok) )?(?:cual es |cual seria )?(?:la forma|la manera|el metodo|el modo|como morir|como irse|como hacerlo)(?: (?:que|q|mas) (?:menos duele|menos dolorosa|mas rapida|sin dolor|segura)| sin dolor| de no despertar)\b(?! (?:de |para |pa )(?:depil|quitar|sacar|hacer(?:me)? (?:un|el) (?:tatu|piercing)|tatu|perfor|arrancar|cortar(?:me)? el pelo|parir|dar a luz))`,
    ),
  },
  // Insulin put in with nothing eaten, and the body going: shaking, spinning, sight failing.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:me puse|me inyecte|me pinche|me meti|me aplique) (?:la |mi )?insulina\b[^\n]{0,120}\b(?:temblando|tiemblo|todo me da vueltas|me da vueltas todo|no veo bien|veo borroso|sudando frio|sudor frio|me voy a desmayar|confundid[oa]|no puedo pensar)\b`,
    ),
  },
  // Someone at the door now, shouting that they will break it down.
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:esta|estan|sigue|siguen) (?:tocando|golpeando|pateando|aporreando|dandole a) (?:el timbre|la puerta|la reja|la ventana)\b[^\n]{0,80}\b(?:va a (?:romper|tirar|tumbar|echar abajo) la puerta|(?:me|nos) va a matar|que (?:le|me) abra o)\b`,
    ),
  },
  // How much of a medicine is too much: care or study alone, a crisis after distress (conversation.ts).
  {
    reason: 'means_question',
    level: 'crisis',
    contextual: 'none',
    re: rx(
      String.raw`\bcuant[oa]s? (?:pastillas|pastis|pildoras|tabletas|paracetamol|ibuprofeno|tylenol|aspirinas?|clonazepam|rivotril|alprazolam|diazepam|insulina|acetaminofen|dipirona|metamizol) (?:\w+ ){0,3}(?:es|son|seria|serian|se considera) (?:demasiad[oa]s?|mucho|muchas|una sobredosis|peligros[oa]s?|mortal(?:es)?|letal(?:es)?)\b`,
    ),
  },
  // Swimming out until one can no more.
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:nadar|meterme|caminar|entrar|irme) (?:mar adentro|al mar|al fondo|al agua|al rio|al lago)\b[^\n]{0,40}\bhasta (?:${Q} )?no (?:pueda|aguante|de|me den las fuerzas) (?:mas|más)\b`,
    ),
  },
  // Sitting or lying on the tracks, waiting for the train.
  {
    reason: 'dangerous_place',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\b(?:sentad[oa]|parad[oa]|acostad[oa]|tirad[oa]|echad[oa]) (?:en|sobre) (?:las |los )?(?:vias|rieles)\b(?![^\n]*\b(?:del (?:tren )?(?:de juguete|de mi hijo)|foto|sesion|abandonad[oa]s?|que ya no (?:pasa|usa)))`,
    ),
  },
  // A man who is drunk shut in a child's room, with the door locked.
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    category: 'abuse',
    re: rx(
      String.raw`\b(?:se metio|se encerro|entro|esta encerrado) (?:al|en el|con (?:mi|la) \w+ en el) cuarto de (?:${KID}|mi sobrinit[oa]|mi hij[oa])\b[^\n]{0,80}\b(?:cerro con (?:seguro|llave)|puso (?:el )?seguro|con llave|no abre)\b`,
    ),
  },
  // A child screaming, then silent, and the blows go on.
  {
    reason: 'family_abuse',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:gritaba|lloraba|gritando|llorando|chillaba)\b[^\n]{0,60}\b(?:se quedo callad[oa]|dejo de (?:gritar|llorar)|ya no se escucha)\b[^\n]{0,60}\b(?:golpes|un golpe|se siguen escuchando|le sigue pegando)\b`,
    ),
  },
  // Someone in care given neither food nor water for days.
  {
    reason: 'family_abuse',
    level: 'crisis',
    re: rx(
      String.raw`\bno (?:le|les) (?:da|dan|han dado|dio|ha dado) (?:ni )?(?:comida|de comer) ni (?:agua|de beber)\b[^\n]{0,20}\b(?:hace|desde hace|en) (?:\d+|dos|tres|cuatro|varios) dias\b`,
    ),
  },
  // Coming tonight to burn or shoot up a house.
  {
    reason: 'threatened',
    level: 'crisis',
    category: 'violence',
    re: rx(
      String.raw`\b(?:vienen|van a venir|dijeron (?:${Q} )?(?:vienen|van)) a (?:quemar|balacear|rafaguear|tirotear|prenderle fuego a) (?:la casa|el carro|el negocio|la tienda)\b(?![^\n]*\b(?:bomberos|practica|simulacro|demoler|demolicion|pelicula|serie|juego)\b)`,
    ),
  },
  // A man with a blade or a gun chasing people in the street.
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    category: 'violence',
    re: rx(
      String.raw`\b(?:un tipo|un hombre|un senor|un loco|un man|un vato|un chavo|un weon|un borracho|alguien) con (?:un |una )?(?:machete|cuchillo|pistola|arma|navaja|bate|fierro|escopeta)\b[^\n]{0,40}\b(?:persiguiendo|correteando|amenazando|atacando|apunalando|disparando)\b`,
    ),
  },
  // A whole pack swallowed, told in the perfect ("me he tomado el blister entero de orfidal hace media hora").
  {
    reason: 'overdose_taken',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\bme (?:he tomado|he tragado|he bebido|he metido|acabo de tomar|acabo de tragar) (?:todo |toda |todos |todas )?(?:el|la|los|las|un|una|dos|tres) (?:blister|blisters|caja|cajas|frasco|frascos|pote|potes|tira|tiras|bote|envase|plancha|tableta)s? (?:enter[oa]s?|complet[oa]s?)\b(?! de (?:agua|jugo|leche|helado|cafe|te|refresco|gaseosa|cerveza|vino|dulces|galletas|vitaminas|chocolates?|bombones|cereal|chicles))`,
    ),
  },
  // Medicine kept back to gather it: "llevo 3 semanas sin tomarme la medicacion pa juntarla".
  {
    reason: 'plan_or_means',
    category: 'suicide',
    level: 'crisis',
    re: rx(
      String.raw`\bsin tomar(?:me)? (?:la|las|mis|los|el) (?:medicacion|medicina|medicinas|pastillas|pildoras|pastis|remedios|medicamentos|antidepresivos|tratamiento)\b[^\n]{0,25}\b(?:pa|para|y) (?:juntar|guardar|acumular|ahorrar|tener)\w*|\b(?:pastillas|pildoras|pastis|remedios|medicamentos|antidepresivos) (?:las |los )?(?:vengo|he estado|estuve|ando|llevo \w+ \w+) (?:juntando|guardando|acumulando|ahorrando)\b|\b(?:juntando|guardando|acumulando|ahorrando|junte|guarde|acumule) (?:mis |las |los |unas |varias )?(?:pastillas|pildoras|pastis|remedios|medicamentos|antidepresivos|clonazepam|rivotril)\b(?! (?:pa|para) (?:el viaje|las vacaciones|mi abuel\w*|mi mama|mi papa))`,
    ),
  },
  // A goodbye put as a condition: "si mañana no te escribo ya sabes xq".
  {
    reason: 'goodbye',
    category: 'suicide',
    level: 'crisis',
    re: rx(
      String.raw`\bsi (?:manana |hoy |esta noche |el \w+ )?no (?:te |les )?(?:escribo|contesto|respondo|aparezco|me conecto|doy senales|vuelvo a escribir)\b[^\n]{0,20}\bya sab(?:es|en|e|ran|ras|eis) (?:xq|porque|por que|pq|que paso|lo que paso)\b`,
    ),
  },
  // Blood soaking through with the act done again or no stopping it ("la toalla esta llena de sangre").
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:toalla|toallas|sabana|sabanas|remera|camiseta|playera|polera|ropa|cama|pileta|lavamanos|lavabo|venda|gasa)s? (?:esta |estan |quedo |quedaron |ya )?(?:llen[oa]s?|empapad[oa]s?|cubiert[oa]s?|tenid[oa]s?) de sangre\b(?=[^\n]*\b(?:lo hice|lo volvi a hacer|me corte|me volvi a cortar|me raje|me lastime|no para|no deja de|no se (?:q|que) hacer))|\b(?:lo hice|lo volvi a hacer|me corte|me volvi a cortar)\b[^\n]{0,40}\b(?:llen[oa]s?|empapad[oa]s?) de sangre\b`,
    ),
  },
  // A drink spiked, then waking up hurt or without memory.
  {
    reason: 'sexual_violence',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:me|le) (?:puso|pusieron|echo|echaron|metio|metieron|pusieron) algo en (?:la|mi|su) (?:bebida|trago|copa|vaso|chela|cerveza|refresco|birra|cubata)\b`,
    ),
  },
  // Someone being beaten nearby right now: "el marido de la vecina le esta pegando otra vez".
  {
    reason: 'unsafe_situation',
    category: 'abuse',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:le|la|lo|les|los|las) (?:esta|estan) (?:pegando|golpeando|ahorcando|pateando|arrastrando|estrangulando|agarrando a golpes)\b(?! (?:al|a la|a las|a los|con) (?:balon|pelota|saco|pinata|costal|bola|tambor|piano|teclado|ejercicio|gym|pesas|estudio|libros?|trabajo|ingles|bici|vino|chela|trago)\b)(?![^\n]*\b(?:jaja\w*|en el juego|en la peli|en la serie))`,
    ),
  },
  // Running someone over, sworn: "si mi ex aparece el sabado le paso la camioneta por encima, lo juro".
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:le|lo|la) (?:paso|voy a pasar|pasaria|echo|voy a echar) (?:la|el) (?:camioneta|carro|coche|auto|troca|camion|moto|nave) (?:por )?encima\b(?=[^\n]*\b(?:lo juro|te lo juro|juro|en serio|no es broma|de verdad|si aparece|si viene|si lo veo|si la veo))`,
    ),
  },
  // Pills being taken now, or half of them already: "junte todos los remedios q le quedaban y me los estoy
  // tomando con pisco".
  {
    reason: 'overdose_taken',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`(?<=\b(?:${POISONS}|remedios|medicamentos|medicinas|pastillas)\b[^\n]{0,160})\bme (?:las|los) (?:estoy tomando|estoy tragando|estoy bebiendo|he tomado|he tragado|acabo de tomar|tome todas|tome todos|trague todas|trague todos)\b|\bya me (?:tome|trague|he tomado|he tragado) (?:la mitad|mas de la mitad|casi todas|casi todos|casi toda la caja|medio frasco|media caja)\b`,
    ),
  },
  // A blow to the head, then the signs that it bleeds inside: seeing double, vomiting, speech or sleep going.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:golpe|golpazo|madrazo|trancazo|porrazo|costalazo|caida) (?:muy |bien )?(?:fuerte |feo )?(?:en|con) (?:la|mi) (?:cabeza|nuca|frente)\b(?=[^\n]*\b(?:veo doble|vomit\w*|me cuesta hablar|no puedo hablar|hablo raro|me desmaye|me quiero dormir|no me acuerdo|sangre (?:del|por el) oido)\b)|\b(?:el )?peor dolor de (?:cabeza de )?mi vida\b(?=[^\n]*\b(?:de golpe|de repente|martillazo|vomit\w*|cuello|veo doble|no veo)\b)`,
    ),
  },
  // Legs over the drop, high up: "estoy en el balcon del piso 11 con las piernas para afuera".
  {
    reason: 'dangerous_place',
    category: 'suicide',
    level: 'crisis',
    re: rx(
      String.raw`(?<=\b${HEIGHT}\b[^\n]{0,60})\b(?:con )?las piernas (?:para|pa|hacia|por) (?:afuera|fuera|el vacio|abajo)\b|\bcon las piernas colgando\b(?=[^\n]*\b${HEIGHT}\b)|(?<=\b${HEIGHT}\b[^\n]{0,60})\bcon las piernas colgando\b`,
    ),
  },
  // A goodbye just sent to someone close: "le acabo de mandar un audio despidiendome".
  {
    reason: 'goodbye',
    category: 'suicide',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:le|les) (?:acabo de mandar|mande|envie|deje|grabe|escribi) (?:un |una )?(?:audio|mensaje|nota|carta|video|whats|wasap)\b[^\n]{0,20}\bdespidiendome\b`,
    ),
  },
  // Setting fire to a place with someone inside: "le quemo la nave con el dentro".
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:le|les) (?:quemo|voy a quemar|prendo fuego a|voy a prender fuego a|incendio|voy a incendiar) (?:la|el|su|sus) (?:casa|nave|carro|coche|auto|negocio|tienda|local|oficina|taller|depa|piso|cuarto)\b[^\n]{0,40}\bcon (?:el|ella|ellos|ellas|todos|la familia) (?:dentro|adentro)\b`,
    ),
  },
  // Going to a high place or the water to throw oneself: "mañana tempranito voy pal malecon y me tiro".
  {
    reason: 'suicidal_intent',
    category: 'suicide',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:voy|me voy|ire|me ire|vamos|me llego) (?:\w+ )?(?:pal|pa la|para el|para la|al|a la|hasta el|hasta la) (?:\w+ ){0,2}(?:malecon|puente|acantilado|barranco|precipicio|azotea|terraza|edificio|via|vias|rio|presa|represa|viaducto|mirador|risco|muelle|peñasco|penasco)\b[^\n]{0,25}\by (?:me tiro|me aviento|me lanzo|me avento|salto|me dejo caer)\b(?![^\n]*\b(?:al agua a nadar|a nadar|en paracaidas|en bungee|puenting|clavados?|jaja\w*)\b)`,
    ),
  },
  // A blade looked at for a long while: the urge, not yet the act.
  {
    reason: 'self_harm',
    level: 'elevated',
    re: rx(
      String.raw`(?<=\b(?:navaja|cuchilla|cuchillita|hojita|hoja de afeitar|gillette|cutter|bisturi|rastrillo)\b[^\n]{0,60})\bme quede mirandola\b|\bme quede mirando (?:la|una|esa) (?:navaja|cuchilla|cuchillita|hojita|gillette)\b`,
    ),
  },
  // Someone else hurting themselves now, behind a door: "mi amiga se esta cortando en el baño y no abre".
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      String.raw`\bse (?:esta|estan) (?:cortando|lastimando|haciendo dano|quemando|ahorcando)\b(?! (?:el|la|los|las|un|una) (?:pelo|cabello|flequillo|unas|barba|dedo|lengua|piel con el sol)\b)(?![^\n]*\b(?:jaja\w*|cocinando|con el sol)\b)|\bme voy a hacer (?:harto |mucho |bastante |muchisimo )?dano\b(?! (?:en el gym|entrenando|jaja))`,
    ),
  },
  // Given something, then waking in a place one does not know: "me dieron algo y desperte en un depa".
  {
    reason: 'sexual_violence',
    level: 'crisis',
    re: rx(
      String.raw`\bme (?:dieron|dio|echaron|pusieron|metieron) algo\b[^\n]{0,60}\bdesperte\b|\bdesperte en (?:un|una|su|el|la) (?:depa|departamento|casa|cuarto|cama|lugar|hotel|carro|auto) (?:${Q} |donde )?no (?:conozco|reconozco|conocia)\b`,
    ),
  },
  // Going to kill someone with others, tonight or knowing where he lives.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      String.raw`(?<!\b${SPORT_BOUT}\b[^\n]{0,80})(?![^\n]*\b${SPORT_BOUT}\b)\b(?:esta noche|hoy|manana|ahorita|al rato)\b[^\n]{0,60}\b(?:lo|la|los|las) (?:vamos a|voy a) (?:matar|quebrar|reventar|apunalar|balear|picar)\b(?![^\n]*\bjaja\w*)|\bse donde vive\b[^\n]{0,80}\b(?:lo|la|los|las) (?:vamos a|voy a) (?:matar|quebrar|reventar|apunalar|balear|picar)\b(?![^\n]*\bjaja\w*)`,
    ),
  },
  // Soaked through after a relapse: "recai despues de 5 meses y la toalla ya esta empapada".
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      String.raw`(?<=\b(?:recai|me corte|lo hice|lo volvi a hacer|me volvi a cortar)\b[^\n]{0,60})\b(?:toalla|toallas|sabana|venda|gasa|papel|remera|camiseta)s? (?:ya )?(?:esta|estan|quedo) (?:toda |todo )?(?:empapad[oa]s?|llen[oa]s?)\b`,
    ),
  },
  // An edible or a medicine a small child ate: with the child's body changed, a poisoning.
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'taken',
    cueOnly: true,
    re: rx(
      String.raw`\bse (?:comio|tomo|trago) (?:\w+ ){0,3}(?:gomitas|brownies?|galletas|chocolates?|dulces|pastillas|pildoras)\b[^\n]{0,40}\b(?:de (?:marihuana|mota|weed|thc|cannabis|hierba)|(?:de|del) (?:mi|su) (?:esposo|esposa|papa|mama|abuel[oa]))\b|\b(?:gomitas|brownies?|galletas|chocolates?) (?:de|con) (?:marihuana|mota|thc|cannabis)\b`,
    ),
  },
  // Lips gone blue in someone who cannot even get up.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      String.raw`\blabios (?:morados|azules|azulados|medio azules)\b(?=[^\n]*\bno (?:se|me|te) (?:puede|puedo|puedes) (?:ni )?(?:levantar|parar|mover)\b)|\bno (?:se|me) (?:puede|puedo) (?:ni )?levantar\b[^\n]{0,80}\blabios (?:morados|azules|azulados)\b`,
    ),
  },
];

/** Building blocks read together across the clauses and the last messages (cues.ts). */
export const SPANISH_SIGN_CUES: Rule[] = [
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:tengo|ya tengo|traigo) (?:el|la|las|los|un|una|mis|sus) ${POISONS}\b[^\n]{0,20}\b(?:aca|aqui|en la mano|en la pieza|en el cuarto|conmigo|al lado|en la mesa|listas?|contadas|juntas)\b|\b${BLADE}\b[^\n]{0,40}\b(?:en el borde|en la mano|al lado|aqui|aca|conmigo|lista)\b|\b(?:saque|baje|cargue) (?:la|el|mi) (?:escopeta|revolver|pistola|arma|rifle)\b[^\n]{0,40}\b(?:a limpiar|en la mano|en las piernas|en la mesa|al lado|cargad[oa])\b|\b(?:escopeta|revolver|pistola|arma|rifle)\b[^\n]{0,50}\b(?:lo saque|la saque|la tengo|lo tengo|la baje|lo baje) (?:a limpiar|en la mano|en las piernas|en la mesa|al lado|cargad[oa])\b`,
    ),
  },
  {
    reason: 'suicidal_intent',
    level: 'elevated',
    cue: 'intent',
    cueOnly: true,
    re: rx(
      String.raw`\bme (?:lo|la|las|los) (?:tomo|trago|bebo)(?: tod[oa]s?)? (?:y listo|y ya|y chao|de una|de golpe)\b|\b(?:tranquil[oa]|en paz) (?:x|por) primera vez\b|\bno me siento mal,? al contrario\b`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'time',
    cueOnly: true,
    re: rx(
      String.raw`\bantes de (?:las \d{1,2}|${Q} (?:llegue|vuelva|vuelvan|se despierte|se despierten|amanezca|ella se levante|se levante|se levanten))\b|\b(?:nada mas|solo) falta ${Q} se vayan\b|\bcuando se (?:vayan|duerman|vaya a trabajar|vayan a trabajar)\b`,
    ),
  },
  {
    reason: 'dangerous_place',
    level: 'elevated',
    cue: 'place',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:estoy|ando|sigo|llegue|ya estoy) (?:en|arriba de|al borde de|sobre|parad[oa] en) (?:el|la|los|las) (?:muelle|puente|azotea|acantilado|borde|orilla del (?:rio|mar)|vias|barandal|cornisa|malecon|rompeolas|techo|mirador|represa|ultimo piso)\b|\b(?:banera|tina)\b[^\n]{0,20}\b(?:llena|lista|corriendo|preparada)\b`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'act',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:ya )?me (?:saque|quite) (?:los zapatos|las zapatillas|las chanclas|los tenis|las botas|las chancletas)\b|\bya (?:lo |la )?tengo prendid[oa] en la mano\b|\b(?:estoy|estamos) (?:en|dentro de|metid[oa]s? en) (?:el closet|el armario|el ropero|debajo de la cama)\b|\bno hagas ruido\b`,
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'finality',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:hoy|manana|esta noche|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)) es el dia\b(?! (?:de|del|d|en ${Q}|para|pa|mas|menos))|\bcuando (?:lo|la|me) (?:lean|vean|encuentren|escuchen) ya (?:va a estar hecho|no voy a estar|no (?:estare|existo))\b`,
    ),
  },
  {
    reason: 'giving_away',
    level: 'elevated',
    cue: 'farewell',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:regale|le regale|di|deje) (?:mis cosas|la herramienta|mis herramientas|mi ropa|todo lo mio)\b|\bdeje a (?:los perros|el perro|la perra|los gatos|el gato|mi perro|mi gato) con (?:la vecina|el vecino|mi \w+)\b|\b(?:le )?deje (?:a )?(?:mi|mis) (?:perr\w*|gat\w*|mascotas?|cachorr\w*) (?:a|con) (?:la vecina|el vecino|mi \w+)\b(?=[^\n]*\b(?:no voy a volver|no pienso volver|no vuelvo|con (?:su|sus) (?:comida|cosas|platos?|cama)|y todo|para siempre)\b)|\bel testamento (?:encima de|en) la mesa\b|\b(?:programe|deje programad[oa]|tengo programad[oa]) (?:un|el|una|la) (?:post|mensaje|correo|mail|tuit|publicacion|video|audio|historia)\b`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'body',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:(?:me )?desperte en el (?:piso|suelo)|todo se (?:puso|volvio) negro|se me (?:puso|fue) todo negro|me desmaye|perdi el conocimiento)\b|\b(?:el )?corazon (?:me |le )?(?:late|va|anda) (?:rapidisimo|a mil|muy rapido|desbocado)\b|\b(?:un )?calor (?:horrible|insoportable)\b|\bno (?:paro|para) de sudar\b`,
    ),
  },
  {
    reason: 'overdose_taken',
    level: 'elevated',
    cue: 'taken',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:me (?:dieron|tome|meti|pase|di)|tome|probe) (?:una |media |un |dos |otra )?(?:pasti|pastilla|tacha|molly|md|rola|extasis|cristal|cuadro|acido|papel)\b`,
    ),
  },
  // Blades bought again, or someone else's sleeping pills at hand counted by the blister: means, which a
  // self-harm history or distress before makes a crisis (cues.ts).
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:volvi a comprar|compre otra vez|ya compre|me compre otra vez) (?:unas |mas |otras |las )?(?:hojitas|hojas de afeitar|cuchillas|cuchillitas|gillettes?|cutters?|navajas?|sacapuntas)\b(?![^\n]*\b(?:para|pa) (?:mi|el|la|su|afeitar|rasur|la barba|las piernas))|\b(?:pastillas|pastis|pildoras)(?: para dormir| de dormir)? de (?:mi|su) (?:abuel[oa]|mama|madre|papa|padre|vieja|viejo|tia|tio|suegr[oa])\b[^\n]{0,60}\b(?:como |unos? |mas de )?(?:\d+|dos|tres|cuatro|cinco|varios) (?:blisters?|frascos|cajas|tiras|tabletas)\b`,
    ),
  },
  // "antes de saltar": what the writer means to do next, which a height named before makes a crisis.
  {
    reason: 'suicidal_intent',
    level: 'elevated',
    cue: 'intent',
    cueOnly: true,
    re: rx(String.raw`\bantes de (?:saltar|tirarme|aventarme|lanzarme|brincar)\b`),
  },
  // "mañana le dicen a mi mamá que la quise mucho": love left as a message for after.
  {
    reason: 'goodbye',
    level: 'elevated',
    cue: 'farewell',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:diganle|le dicen|dile|decile|digale|le dices|le decis) a (?:mi|mis) (?:mama|madre|papa|padre|viejo|vieja|herman[oa]s?|hij[oa]s?|familia|abuel[oa])\b[^\n]{0,10}\b${Q} (?:l[aoe]s? )?(?:quise|quiero|ame|amo|perdone|perdon)\b`,
    ),
  },
  // A gun of one's own at hand ("tengo la misma escopeta en el placard").
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:yo )?tengo (?:la misma |una |la |el )?(?:escopeta|pistola|revolver|arma|fusca|cuete|fierro)\b[^\n]{0,30}\b(?:en el (?:placard|closet|armario|ropero|cajon)|aca|aqui|guardad[oa]|cargad[oa])\b`,
    ),
  },
  // Farewells told by what was done: letters sent or left for the family ("ya les eche las cartas al correo a mi
  // hija y a mi mai"), a pet or children handed over for good ("le dije que ahora es suyo", "se los encargo
  // para siempre"), friends told it was a pleasure to know them. A warning sign that is a crisis with another.
  {
    reason: 'giving_away',
    level: 'elevated',
    cue: 'farewell',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:les|le) (?:eche|mande|envie|deje|escribi|puse) (?:las|unas|una|mis|la) (?:cartas?|cartitas?|lineas|notas?)\b(?: al correo)? (?:a|para) (?:mi|mis)\b|\b(?:le|les) dije ${Q} (?:ahora|ya|desde hoy) (?:es|son) (?:suy[oa]s?|de (?:el|ella|ellos|ellas))\b(?! (?:porque|xq|pq|pues|ya que)\b)|\bse (?:lo|la|los|las) (?:encargo|dejo) para siempre\b|\bme despedi de (?:los|mis|las) (?:amigos|amigas|compas|companeros|vecinos|cuates|panas|parceros)\b[^\n]{0,60}\b(?:un gusto|gusto conocer\w*|fue un placer)\b`,
    ),
  },
  // Stopped in the middle of a bridge: a place that is a crisis with a farewell or despair beside it.
  {
    reason: 'dangerous_place',
    level: 'elevated',
    cue: 'place',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:estoy|sigo|ando|estacionad[oa]|parad[oa]|me pare|me estacione)\b (?:\w+ ){0,4}(?:en|sobre) (?:el medio|la mitad|medio) (?:del|de la) (?:puente|viaducto)\b`,
    ),
  },
  // "ya tomé la decisión" with a calm after it: a warning sign (cues.ts), a crisis after despair.
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'finality',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:ya )?(?:tome|he tomado) (?:la|una) decision\b(?! (?:de|sobre|con|acerca))|\bpor fin (?:me siento|estoy|siento) (?:en paz|tranquil[oa])\b[^\n]{0,40}\bdecisi`,
    ),
  },
  // A household poison found open beside a small child: with the child's body changed, a poisoning.
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'taken',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:la|el|una|un) (?:botella|frasco|bote|envase|caja|bidon|tarro|sobre) de (?:lavandina|cloro|lejia|veneno|raticida|matarratas|pastillas|detergente|suavizante|limpiador|soda caustica|destapa\w*|thinner|gasolina|nafta|querosen\w*|anticongelante|insecticida|aguarras|alcohol) (?:abiert[oa]|destapad[oa]|vaci[oa]|tirad[oa]|derramad[oa])\b`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'body',
    cueOnly: true,
    re: rx(
      String.raw`\btose (?:mucho|sin parar|raro|feo)\b|\bno para de toser\b|\b(?:esta|anda) (?:muy |bien |super )?(?:dormid[oa]|adormilad[oa]|atontad[oa])\b(?=[^\n]*\bno se (?:para|puede parar|sostiene|mantiene)\b)|\bno se (?:para|puede parar|sostiene|mantiene) (?:bien|de pie|parad[oa])\b|\b(?:esta|anda|se puso|la veo|lo veo) (?:muy |bien |medio |toda |todo )?(?:rar[oa]|adormilad[oa]|somnolient[oa]|palid[oa]|ida|ido)\b(?=[^\n]*\b(?:tose|vomit\w*|babea|no respira|respira raro|le cuesta respirar|no reacciona|llora)\b)`,
    ),
  },
  // A drink with someone's sleeping pills, or something sharp swallowed on purpose.
  {
    reason: 'overdose_taken',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\bme (?:he )?(?:bebi|bebido|tome|tomado|trague|tragado|empine|empinado)\b[^\n]{0,30}\b(?:media|una|toda la|la|dos|casi una) botella\b[^\n]{0,40}\bcon (?:las|unas|todas las|mis|sus|un monton de|varias) (?:pastillas|pastis|pildoras|tabletas|calmantes|\w+pam|rivotril)\b`,
    ),
  },
  {
    reason: 'self_harm',
    level: 'crisis',
    hyperbole: false,
    re: rx(
      String.raw`\bme (?:trague|he tragado|comi|meti en la boca)\b[^\n]{0,40}\b(?:agujas?|alfileres|clavos|tornillos|pilas|baterias|vidrios?|cuchillas?|hojitas|tachuelas|grapas|imanes)\b[^\n]{0,30}\b(?:a proposito|adrede|aposta|queriendo|a posta)\b|\b(?:a proposito|adrede|aposta|queriendo) me (?:trague|he tragado|comi)\b`,
    ),
  },
  // What will not be needed any more.
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'finality',
    cueOnly: true,
    re: rx(
      String.raw`\bya no me (?:hace|hara|va a hacer) falta nada\b(?![^\n]*\b(?:tengo|con esto|contigo|gracias|porque)\b)`,
    ),
  },
];
