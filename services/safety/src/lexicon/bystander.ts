/**
 * Danger seen from beside someone: a friend, a parent or a flatmate whose goodbye came before a silence, a
 * person who will not wake, a child drowsy and sick after a fall, a beating heard through the wall, someone
 * on a roof who said they would jump. The writer is not the one in danger, and the danger is now. Each sign
 * alone is ordinary ("she's not answering", "he fell off the bed"); together they are a crisis (cues.ts).
 * Text is normalised: lower case, no accents, no apostrophes.
 */
import { type Rule, rx } from './types.ts';

const SOMEONE = String.raw`(?:she|he|they|my (?:mum|mom|mam|dad|brother|sister|son|daughter|wife|husband|partner|boyfriend|girlfriend|friend|best friend|flatmate|roommate|housemate|nan|gran|grandma|grandad|uncle|aunt|cousin))`;
const SOMEONE_ES = String.raw`(?:mi (?:mama|madre|papa|padre|herman[oa]|hij[oa]|espos[oa]|marido|mujer|novi[oa]|pareja|amig[oa]|mejor amig[oa]|compa(?:nero|nera)(?: de (?:piso|cuarto|depa|casa))?|roomie|ti[oa]|abuel[oa]|prim[oa]|polol[oa]|pana)|(?:el|ella))`;
/** An ordinary departure that a goodbye to everyone is for. */
const DEPARTURE = String.raw`(?![^\n]*\b(?:moving|move|flight|plane|airport|trip|abroad|new job|leaving (?:the|for)|wedding|party|graduat\w*|retir\w*|mudanza|se muda|se va a vivir|viaje|vuelo|aeropuerto|avion|fiesta|boda|jubila\w*)\b)`;

/** English: someone else's goodbye, a silence after it, an empty pack found, a person who will not wake. */
export const BYSTANDER_RULES: Rule[] = [
  // A goodbye to everyone sent or left by someone else: "sent a snap saying bye to everyone".
  {
    reason: 'third_party',
    level: 'elevated',
    cue: 'farewell',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:sent|posted|texted|messaged|wrote|put|left)\b[^\n]{0,40}\b(?:bye|goodbye|goodbyes|farewell) to (?:everyone|everybody|us all|all of us|the group|the gc|the group chat)\b${DEPARTURE}|\b${SOMEONE} (?:said|told me|texted|wrote|left a (?:note|letter) saying) (?:to tell (?:\w+ ){1,2})?(?:(?:she|he|they) (?:is|was|were|s) )?(?:sorry for everything|(?:she|he|they) (?:loves?|loved) (?:us|me|everyone|you all)(?: and (?:is|was) sorry)?|to forgive (?:her|him|them))\b|\b${SOMEONE} left (?:a|this) (?:note|letter)\b(?![^\n]*\b(?:fridge|shopping|groceries|milk|dinner|bins|dog|feed|school|work|birthday)\b)`,
    ),
  },
  // Then nobody can reach them: not answering, locked in, the car gone.
  {
    reason: 'third_party',
    level: 'elevated',
    cue: 'unreachable',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:shes|hes|theyre|she is|he is|they are|(?:she|he|they) (?:isnt|wont|will not|is not|doesnt)) (?:still )?(?:not )?(?:answering|answer|picking up|pick up|replying|reply|responding|respond|opening the door|open the door|coming out|come out)\b|\b(?:her|his|their) phone (?:is |s )?(?:off|dead|going straight to voicemail)\b|\blocked (?:herself|himself|themselves) in\b|\b(?:her|his|their) car is gone\b`,
    ),
  },
  // An empty pill pack found beside someone, pills they are taking, or stock they said they had put by.
  {
    reason: 'third_party',
    level: 'elevated',
    cue: 'found',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:shes|hes|theyre|she is|he is|they are) (?:taking|going to take|gonna take|took|swallowing|swallowed) (?:every|all (?:the|her|his|their)|all of (?:her|his|their)) (?:pills?|meds|tablets)\b|\b(?:an? |the )?empty (?:blister|pill|tablet|meds?|medicine|paracetamol|painkiller)s? ?(?:packs?|packets?|box|boxes|bottles?|strips?)?\b|\b(?:she|he|they) (?:told me|said) (?:\w+ ){0,3}(?:she|he|they) (?:had|has|have) (?:stuff|pills|meds|something) (?:saved|stashed|put away|hidden)\b`,
    ),
  },
  // Someone beaten who is hiding now from the one who did it, or being looked for.
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    re: rx(
      String.raw`\b(?:beat|hit|attacked|hurt|strangled|choked|punched) (?:her|him|them)(?: up)?\b[^\n]{0,80}\b(?:(?:is |s )?hiding|hid|(?:hes|shes|he is|she is|theyre) (?:out )?(?:looking|searching) for (?:her|him|them))\b`,
    ),
  },
  // Someone on a roof, a bridge or a ledge who said they would jump.
  {
    reason: 'third_party',
    level: 'crisis',
    negatable: false,
    re: rx(
      String.raw`\b(?:says|said|saying|texted|told me|messaged)(?: me)? (?:that )?(?:hes|shes|theyre|he is|she is|he was|she was|they are) (?:going to|gonna|about to) (?:jump|end it|kill (?:himself|herself|themselves))\b[^\n]{0,60}\b(?:on|at) the (?:roof|rooftop|bridge|ledge|edge|balcony|cliffs?|tracks|top of)\b`,
    ),
  },
  // A newborn with a fever, gone floppy or not feeding: an emergency at that age.
  {
    reason: 'medical_emergency',
    level: 'crisis',
    negatable: false,
    re: rx(
      String.raw`\b(?:newborn|(?:\d|one|two|three|four|five|six|seven|eight) (?:weeks?|days?) old)\b[^\n]{0,80}\b(?:floppy|limp|(?:temp|temperature|fever) (?:is |of )?(?:3[89]|10[0-4])|wont (?:feed|wake)|not feeding|turning blue|going blue)\b`,
    ),
  },
  // A fall or a knock to the head, and then drowsy, sick again and again, or hard to wake.
  {
    reason: 'medical_emergency',
    level: 'elevated',
    cue: 'knocked',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:fell|fallen|rolled) (?:off|out of|down) (?:the |a |his |her |my )?(?:bed|stairs|changing table|sofa|couch|cot|crib|bunk bed|high chair|ladder|bike|trampoline)\b|\b(?:hit|banged|bumped|knocked|cracked) (?:his|her|their|my) head\b`,
    ),
  },
  {
    reason: 'medical_emergency',
    level: 'elevated',
    cue: 'drowsy',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:really|very|super|so) (?:sleepy|drowsy)\b|\b(?:thrown up|threw up|vomited|been sick) (?:twice|three times|again|a few times|\d times)\b|\b(?:wont|cant|can not|hard to) (?:wake|keep (?:him|her|them) awake)\b|\bno dey (?:answer|wake)\b`,
    ),
  },
  // Someone collapsed who does not answer or barely breathes (said in Nigerian Pidgin too).
  {
    reason: 'medical_emergency',
    level: 'crisis',
    negatable: false,
    re: rx(
      String.raw`\b(?:collapse[ds]?|fell down|passed out|fainted)\b[^\n]{0,50}\b(?:no dey answer|not answering|not responding|unresponsive|wont wake|cant wake|barely breathing|breathe small small|dey breathe small)\b`,
    ),
  },
];

/** Spanish: the same signs as people write them. */
export const BYSTANDER_RULES_ES: Rule[] = [
  // "puso en el grupo 'perdón a todos, os quiero'", "me dijo que le diga a mami que la perdone".
  {
    reason: 'third_party',
    level: 'elevated',
    cue: 'farewell',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:puso|mando|escribio|dejo|publico|subio|me dijo|nos dijo|dice)\b[^\n]{0,40}\b(?:perdon a todos|perdonen(?: por todo)?|adios a todos|os quiero(?: a todos)?|los quiero (?:mucho|a todos)|que (?:la|lo|los|las|nos|me) perdon\w+(?: por todo)?|que nos quiere)\b${DEPARTURE}|\b${SOMEONE_ES} (?:me |nos )?dejo (?:una|esta) carta\b(?![^\n]*\b(?:reyes|santa|cumple\w*|amor|san valentin|recomendacion|renuncia)\b)`,
    ),
  },
  // The same goodbye in the perfect ("ha puesto en el grupo..."), or a letter left on their bed with my name.
  {
    reason: 'third_party',
    level: 'elevated',
    cue: 'farewell',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:ha )?(?:puesto|mandado|escrito|dejado|publicado|subido)\b[^\n]{0,40}\b(?:perdon a todos|adios a todos|os quiero|los quiero (?:mucho|a todos)|que (?:la|lo|los|nos) perdon\w+)\b|\b(?:una|la) carta (?:en su (?:cama|mesa|escritorio|cuarto|almohada)|con mi nombre|para (?:mi|nosotros|mi mama|mi papa))\b`,
    ),
  },
  {
    reason: 'third_party',
    level: 'elevated',
    cue: 'unreachable',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:(?:ahora |ya |y )?no (?:me )?(?:contesta|responde|abre|sale|atiende|coge el telefono|agarra el telefono))\b|\bse (?:ha )?encerr(?:o|ado) en\b|\b(?:el|su) (?:celular|telefono|movil|cel) (?:esta |sale )?apagado\b|\b(?:el|su) (?:carro|coche|auto) no esta\b`,
    ),
  },
  {
    reason: 'third_party',
    level: 'elevated',
    cue: 'found',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:caja|cajita|blister|frasco|tira|pote|bote|envase) de (?:pastillas|pildoras|remedios|pastis|tabletas|\w+pam|paracetamol) vaci[oa]\b|\b(?:caja|blister|frasco|pote) vaci[oa] de (?:pastillas|pildoras|remedios|pastis|tabletas)\b`,
    ),
  },
  // A beating heard now: "se escucha a la vecina gritando y a él pegándole".
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    negatable: false,
    re: rx(
      String.raw`\b(?:se (?:escucha|oye)n?|escucho|oigo|estoy escuchando)\b[^\n]{0,60}\b(?:pegandole|golpeandol[ao]|golpeandole|ahorcandol[ao]|(?:le|la|lo) (?:esta|estan) (?:pegando|golpeando|ahorcando|matando))\b(?![^\n]*\b(?:pelicula|serie|novela|juego|tele|television)\b)`,
    ),
  },
  // Someone on a roof who said they would jump: "que se va a tirar del edificio, está en la azotea".
  {
    reason: 'third_party',
    level: 'crisis',
    negatable: false,
    re: rx(
      String.raw`\bse va a (?:tirar|aventar|lanzar|matar|colgar|ahorcar)\b[^\n]{0,60}\b(?:esta|sigue|se subio|anda) (?:en|a|arriba de) (?:la azotea|el techo|la terraza|el puente|la cornisa|el borde|el balcon|las vias)\b`,
    ),
  },
  // A fall and then drowsy or vomiting: "se cayó de la cama... ahora está muy dormido y vomitó dos veces".
  {
    reason: 'medical_emergency',
    level: 'elevated',
    cue: 'knocked',
    cueOnly: true,
    re: rx(
      String.raw`\bse (?:cayo|callo|ha caido) (?:de|por) (?:la |las |el |una )?(?:cama|escaleras?|cambiador|sofa|cuna|litera|silla|trona|bici|bicicleta|escalera)\b|\bse (?:golpeo|pego|dio|ha dado|ha golpeado) (?:en )?la cabeza\b`,
    ),
  },
  {
    reason: 'medical_emergency',
    level: 'elevated',
    cue: 'drowsy',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:muy|super|demasiado) (?:dormid[oa]|somnolient[oa]|adormilad[oa])\b|\b(?:vomito|ha vomitado|devolvio) (?:dos|tres|varias|\d) veces\b|\bno (?:se )?(?:despierta|reacciona)\b|\bno (?:lo|la) (?:puedo|podemos) despertar\b`,
    ),
  },
];
