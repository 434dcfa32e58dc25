import { type Rule, rx } from './types.ts';

/**
 * Danger read by composition, not by phrase: a sentence is a crisis when its parts say so together, whatever
 * words fill each part. Each frame below is a sequence of parts (who speaks, what they mean to do or say is
 * happening, of what, to whom), with a few free words allowed between them, and every part a list of the
 * ways people write it. So "im finally going to actually end it all", "i have decided to take my own life"
 * and "ive been arranging my own death for a while" are one frame, read the same way, and a new wording of
 * one part needs one new entry, not a new phrase for every combination. The frames run as rules
 * (readMessage.ts), so negation, laughter, a past long gone, someone else as the subject and a work or a study
 * lower them as they lower every rule. test/compose.test.ts generates the cross product of the parts, each
 * case with an ordinary twin that keeps the sentence and changes one part.
 */

/** The writer speaking of themselves (English and Spanish, normalised: no accents or apostrophes). */
export const SELF = ['i', 'im', 'i am', 'ive', 'i have', 'ill', 'i will', 'id', 'i would', 'yo'];

/** What the writer means to do, has decided or is getting ready to do. */
export const INTENT = [
  'going to',
  'gonna',
  'about to',
  'planning to',
  'plan to',
  'ready to',
  'decided to',
  'made up my mind to',
  'want to',
  'wanna',
  'have to',
  'need to',
  'will',
  'intend to',
];

/** Ending the writer's own life, in plain and veiled words. */
export const OWN_END = [
  'end it',
  'end it all',
  'end my life',
  'end things',
  'end everything',
  'end myself',
  'finish (?:my (?:own )?life|myself|with (?:my )?life)',
  'kill myself',
  '(?:commit )?suicide',
  'kms',
  'take my (?:own )?life',
  'off myself',
  'unalive myself',
  'not wake up',
  'never wake up',
  'close my eyes and (?:not|never) (?:open them|wake up)(?: again)?',
  'disappear for good',
  'disappear forever',
  'be gone for good',
  'log off for good',
  'check out for good',
  'be done with (?:life|living|it all|everything)',
  'stop (?:living|existing|breathing)(?! (?:off|on|in|with|like|at|for|out|together))',
  'be with (?:him|her|them) (?:again|soon|tonight)',
  'join (?:him|her|them|my \\w+)',
  '(?:go|be) where (?:he|she|they) (?:is|are)(?![^\\n])',
];
/** Going to where a loved one who died is, said without "i want to" ("like actually go where he is"). */
export const REUNION =
  '(?:(?:ya )?(?:estoy |ando )?list[oa] (?:pa|para) irme con (?:ella|el|mi (?:senora|esposa|mujer|marido|vieja|viejo|hijo|hija))(?![^\\n]*\\b(?:viaje|playa|paseo|fiesta|cine|vacaciones)\\b))|(?:actually|just|finally|really) (?:go|be) where (?:he|she|they) (?:is|are)(?: now)?(?![^\\n])';

/** Getting the writer's own death ready. */
export const PREPARING = [
  'arranging',
  'organi[sz]ing',
  'planning',
  'preparing',
  'sorting out',
  'getting ready for',
  'working out',
  'scheduling',
  'picking the date (?:of|for)',
];
export const OWN_DEATH = [
  'my (?:own )?death',
  'my (?:own )?suicide',
  'my (?:own )?exit',
  'my (?:own )?funeral (?:myself|so (?:nobody|no one)|before|for (?:this|next) (?:week|weekend)|now)',
  'my (?:own )?last (?:day|night|goodbye)',
  'my goodbye (?:letters?|notes?|messages?)',
];

/**
 * Not being there any more, said of what is to come: "around" or "alive" before any event or time ("i wont be
 * around for the exam"), "here" or "there" only before what others will see or live after ("i wont be here to
 * see the comments"), since "i wont be here tomorrow" is how a chat ends as often as not.
 */
export const ABSENCE = [
  '(?:wont|will not|am not going to|m not going to|not going to|not gonna|wouldnt) be (?:around|alive|on this earth) (?:for|to|by|when|anymore|much longer|after|past|at)',
  '(?:wont|will not|am not going to|m not going to|not going to|not gonna|wouldnt) be (?:here|there) (?:to (?:see|read|hear|watch|know|deal|find|look after|take care of|care for|feed|walk|raise)|anymore|much longer|when (?:they|you|she|he|it|everyone))',
  '(?:wont|will not) (?:make it|be alive) (?:to|till|until|past)(?! (?:\\d+ ?(?:am|pm)|(?:[1-9]|1[0-2])(?!\\d)(?! (?:years?|birthday))|the (?:meeting|party|game|match|shop|shops|station|airport|office|bank|gym|end of the (?:meeting|shift|day|film|movie))|work|class|school|dinner|lunch|practice|training|payday))',
  'ya no (?:voy a estar|estare|voy a seguir aqui)(?: para| cuando| viv[oa]| aqui|(?=\\n|$))',
  'no (?:voy a estar|estare) (?:aqui|vivo|viva) (?:para|cuando|mas)',
  '(?:para )?cuando (?:yo )?ya no (?:este|exista)(?![^\\n])',
  '(?:total |igual )?(?:manana|pasado manana|esta noche|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)) ya no (?:estoy|estare|voy a estar)(?! (?:en (?:el|la|casa|clase)|aqui para))',
];
/** Others relieved of the writer for good: "nobody will have to deal with me after friday". */
export const RELIEVED = [
  '(?:nobody|no one|noone|none of you|you all|everyone) (?:will|would|wont|is going to|are going to)(?: \\w+){0,2} (?:have to )?(?:deal with|worry about|put up with|take care of|look after|hear from) me (?:after|anymore|again|much longer|soon|by)',
  '(?:after (?:that|friday|tonight|this|the \\w+|my \\w+)[, ]+)(?:nobody|no one|noone|none of you|you all|everyone) (?:has|have|needs|need|will have|gets) to (?:deal with|worry about|put up with|take care of|look after|see) me(?: anymore| any more| again| ever again)?',
  '(?:ya )?nadie (?:va a |tendra que |tiene que )?(?:tener q(?:ue)? )?(?:cargar|aguantar\\w*|soportar\\w*|preocuparse|lidiar) (?:conmigo|con migo|por mi)',
];

/** Things the writer will not need again, said of a time to come or of "where i'm going". */
export const NO_NEED = [
  '(?:dont|do not) (?:plan|expect|intend) (?:on |to )?need(?:ing)? (?:it|them|any of (?:it|this|them)|my \\w+)',
  '(?:wont|will not|am not going to|m not going to|not gonna) (?:be )?need(?:ing)? (?:(?:my|the|these|this|any of (?:my|this)) (?:\\w+ ){0,2}\\w+|any of (?:it|them|this|that)|it|them) (?:this (?:year|winter|summer|christmas)|anymore|any more|where im going|after (?:this|friday|tonight|sunday|saturday|today))(?! (?:since|because|cause|cos|bc|now that))',
  'ya no (?:voy a necesitar|necesitare) (?:mi|mis|el|la|los|las) \\w+ (?:este|esta|nunca mas|mas|donde voy)',
  'ya no (?:los|las|lo|la) (?:voy a necesitar|necesitare|necesito)(?! (?:porque|xq|pq|ya que|desde que|por(?:que)? (?:me|ya)))',
];
/** A farewell to everything, in Spanish. */
export const FAREWELL_ALL_ES = [
  '(?:me despido|despedirme|me voy a despedir|me estoy despidiendo) de (?:todo|todos|todas|ustedes|la vida|este mundo)',
];

/** An ordinary reason to be away, which a sentence of absence names beside it. */
export const AWAY =
  /\b(?:trip|travel\w*|holiday|vacation|away|abroad|visiting|staying (?:at|with)|at my (?:mums?|moms?|dads?|parents|grans?|grandmas?|cousins?|aunts?|sisters?|brothers?|friends?)|work|shift|office|busy|moving|appointment|hospital for|surgery|conference|wedding|camp|festival|flight|fly|viaje|viajo|vacaciones|trabajo|turno|mudanza|boda)\b/;

/** Harm the writer means to others: a verb of harm, and a group or a named place of people. */
export const HARM_OTHERS = [
  'end',
  'kill',
  'shoot',
  'stab',
  'hurt',
  'get rid of',
  'take out',
  'blow up',
  'make (?:them|him|her) (?:all )?pay',
  'matar a',
  'acabar con',
];
export const MANY_OTHERS = [
  '(?:every (?:single )?one|each one|all|the lot|the rest) of them',
  'them all',
  'everyone (?:there|at|in|who)',
  'everybody (?:there|at|in|who)',
  'the whole (?:class|school|office|team|shift|staff|family|lot)',
  'as many as (?:i|possible)',
  'todos',
  'a todos',
];

/** A clause that names no stranger met at work as the one who did it (see the Spanish violence rule). */
const STRANGER_AT_WORK_ES =
  /^(?![^\n]*\b(?:un|una|el|la) (?:familiar de (?:un|una|el|la) )?(?:paciente|cliente|pasajer[oa]|desconocid[oa]|borrach[oa]|usuari[oa]|comprador[a]?)\b)/;
/** Someone else doing violence to the writer (Spanish, where the rules read fewer wordings). */
export const OTHER_ES = [
  'el',
  'ella',
  'mi (?:esposo|esposa|novio|novia|pareja|marido|mujer|padre|papa|madre|mama|padrastro|madrastra|tio|hermano|ex)',
];
/**
 * Spanish drops the subject: "me agarro del cuello" already says someone else did it, so the subject is
 * optional.
 */
export const VIOLENCE_ES = [
  'me (?:agarro|agarra|tomo|toma) del (?:cuello|pelo)',
  'me (?:ahorco|ahorca|estrangulo|estrangula|asfixio|asfixia)',
  'me (?:golpeo|golpea|pateo|patea)',
  // "me pega" is also a feeling that hits ("me pega fuerte", "me pega un poco"): violence needs how or when.
  'me (?:pego|pega|empujo|empuja|arrastro|arrastra) (?:con|cuando|contra|en (?:la|el|los|las) (?:cara|cabeza|espalda|pared|piso|suelo)|todos los dias|cada vez|si|porque|y me|del pelo)',
  'me (?:sujeto|sujeta|forzo|forza|obligo a|violo|viola)',
  // The perfect of Spain ("me ha tirado al suelo"); the blows named are STRUCK_ES.
  // "se me ha pegado" is food stuck to the pan or a song in the head.
  '(?<!\\bse )me ha (?:pegado|golpeado|empujado|pateado|ahorcado|estrangulado|tirado al suelo|agarrado del (?:cuello|pelo))(?! (?:la|el|una|un) (?:cancion|comida|arroz|pasta|sarten|olla|costumbre|mania|acento|gripe|resfriado|virus))',
];
/** Hurting oneself, in Spanish, where the reflexive carries the subject. */
export const SELF_HARM_ES = [
  'me (?:he vuelto a |volvi a |vuelvo a |sigo )?(?:quemar|queme|quemo|cortar|corte|corto|lastimar|lastime|lastimo|rasgu\\w+)(?: (?:otra vez|de nuevo))? (?:el|los|la|las|mis?) (?:brazos?|piernas?|munecas?|piel|muslos?|panza)',
];
/** Ending one's life, in Spanish, with its slang ("desvivirme"). */
export const OWN_END_ES = [
  // "voy a matar a mi hermano" is no wish to die: "matar" needs its "me" ("me voy a matar", "quiero matarme").
  '(?:me quiero|me voy a|me pienso) (?:desvivir|suicidar|quitar la vida|matar)|(?:quiero|voy a|pienso|ya decidi) (?:desvivir|suicidar|quitar la vida|matar)me|(?:quiero|voy a|pienso|ya decidi) (?:desvivir|suicidar)',
  'quiero desvivirme',
  'me voy a haber matado|me habre matado',
  '(?:quiero|voy a|pienso|ya decidi) (?:terminar|acabar) con (?:todo|mi vida|esto de una vez)',
  // "mañana termino con todo": the present said of a time to come, ending the clause or a farewell beside it
  // ("mañana termino con todo y me voy de vacaciones" is work finished).
  '(?:hoy|manana|esta (?:misma )?noche|de una vez) (?:termino|acabo|terminare|acabare) con todo(?= *$| (?:de una vez|para siempre|perdon\\w*|adios|chau|chao|ya no|no aguanto|no puedo)\\b)',
  '(?:termino|acabo|terminare|acabare) con todo (?:hoy|manana|esta (?:misma )?noche)(?= *$| (?:de una vez|para siempre|perdon\\w*|adios|chau|chao|ya no)\\b)',
  // The same present of a time to come, said of one's life ("hoy me quito la vida", "acabo con mi vida esta
  // noche"); "me mato" only ending its clause or before a farewell ("hoy me mato en el gym" is a workout).
  '(?:hoy|manana|esta (?:misma )?noche|de una vez) (?:si )?(?:me suicido|me quito la vida|(?:termino|acabo) con mi vida)',
  '(?:me suicido|me quito la vida|(?:termino|acabo) con mi vida) (?:hoy|manana|esta (?:misma )?noche)',
  '(?:hoy|manana|esta (?:misma )?noche|de una vez) (?:si )?me mato(?= *$| (?:de una vez|para siempre|perdon\\w*|adios|chau|chao|ya no|no aguanto|no puedo)\\b)',
  'me mato (?:hoy|manana|esta (?:misma )?noche)(?= *$| (?:de una vez|para siempre|perdon\\w*|adios|chau|chao|ya no)\\b)',
];
/** A decision said with its time, in Spanish: "sera esta semana, ya lo tengo decidido". */
export const DECIDED_ES =
  'ya lo (?:tengo )?decidid[oa]|ya (?:lo )?decidi|lo tengo (?:todo )?(?:decidido|listo|arreglado|planeado)';
/** Affairs put in order for after: what turns a decision with a date into a farewell. */
export const ARRANGED_ES =
  '(?:todo arreglado|todo en orden|escrito a mis hij\\w+|cartas? (?:a|para)|notario|testamento|me despedi|no quiero pasar otro)';
/** The body in an emergency: a heart attack's chest and arm, vomiting many times with the heart or fainting. */
export const CHEST = '(?:chests?|pecho)';
export const SPREADS = '(?:arm|jaw|brazo|mandibula)';
export const CHEST_PAIN =
  '(?:tight\\w*|pain\\w*|pressure|hurt\\w*|ache\\w*|crush\\w*|dolor|duele|aprieta|presion)';
export const PURGING =
  '(?:throw(?:ing)? (?:it )?(?:all )?up|threw (?:it )?(?:all )?up|vomit\\w*|purg\\w*|laxatives?|vomito|vomitando|vomitar)';
export const OFTEN =
  '(?:\\d+|several|many|multiple|five|six|seven|eight|ten|varias|muchas|cinco|seis) (?:times|veces)|(?:a|per|al) (?:day|dia)';
/** A child or someone in the writer's care who took something dangerous. */
export const IN_CARE =
  '(?:my (?:\\d+ (?:year|yr|month) old|baby|toddler|son|daughter|kid|little one|little brother|little sister|grandson|granddaughter|niece|nephew)|the baby|the kids?|she|he|el nino|la nina|mi hij[oa]|el bebe|la bebe|mi bebe)';
export const SWALLOWED =
  '(?:drank|drunk|swallowed|got into|chewed|ate (?:a |the )?(?:whole|entire|all|bunch|handful|lot|some|half)(?: of)?)';
/** Spanish says who by the verb: "se ha bebido" is someone else. */
export const SWALLOWED_ES = '(?:bebio|se ha bebido|se bebio|trago|se trago|se ha tragado|se comio)';
export const POISON =
  '(?:cleaner|cleaning|bleach|detergent|dishwasher|laundry pods?|pods|tide pods?|batter(?:y|ies)|button batter(?:y|ies)|pills|tablets|medicine|meds|vitamins|antifreeze|paint thinner|lighter fluid|(?:from|under) the sink|lejia|cloro|detergente|pastillas|medicinas?|debajo del fregadero|del fregadero|bajo el fregadero|una botella)';
/** A stroke's signs, two of three: the face, the arm, the speech. */
export const STROKE_FACE =
  '(?:(?:half (?:of )?(?:his|her|their|my) )?face (?:\\w+ ){0,2}(?:droop\\w*|weird on one side|lopsided|crooked|fallen)|(?:boca|cara) (?:\\w+ ){0,2}(?:torcida|caida|de lado)|one side of (?:his|her|their|my) face|(?:tengo|tiene) la (?:boca|cara) (?:rara|torcida|caida|dormida)|(?:me|le) cuesta (?:hablar|mucho hablar)|(?:right|left) (?:hand|arm|side|leg) (?:isnt|is not|wont|stopped) (?:working|moving))';
export const STROKE_BODY =
  '(?:cant (?:move|lift|feel) (?:his|her|their|my) (?:right |left )?(?:arm|leg|hand)|(?:arm|leg) (?:\\w+ ){0,2}(?:gone )?(?:weak|limp|numb|dead)|no puede mover (?:el|la) (?:brazo|pierna|mano)|slurr\\w*|not making sense|cant (?:talk|speak|get (?:her|his|the) words out)|cant find (?:his|her|their|my) words|(?:se me ha|se le ha|se me|se le) (?:dormido|durmio|paralizado|paralizo|caido|cayo) (?:todo )?(?:el |la )?(?:lado|brazo|pierna|cara|boca|mano)|(?:no puedo|no puede) (?:agarrar|sostener|mover|levantar) (?:el|la|los|las|mi|su) \\w+|(?:isnt|is not|not) making (?:any )?sense|words (?:are )?(?:coming out|come out) (?:weird|wrong|jumbled|funny|slurred)|habla raro|no puede hablar|me cuesta hablar|le cuesta hablar|stopped talking)';
/** Hurting oneself by force: a hand or a head smashed into something, over and over. */
export const SELF_FORCE =
  '(?:smash\\w*|punch\\w*|hit\\w*|bang\\w*|slam\\w*|golpe\\w*) (?:my|mi) (?:hand|hands|head|fist|fists|arm|face|mano|cabeza|puno) (?:into|against|on|off|contra)\\b[^\\n]*\\b(?:till|until|over and over|again and again|keep going|bleed\\w*|swollen|hasta)';
/** The writer going somewhere with a weapon. */
export const ARMED =
  '(?:im|i am|ill|i will|im gonna|im going to) (?:\\w+ ){0,3}(?:going|coming|heading|going back|coming back|showing up)\\b[^\\n]{0,50}\\b(?:with|bringing|taking) (?:my |a |the |his |her |dads |my dads )?(?:shotgun|gun|rifle|pistol|glock|knife|machete)\\b';

/** A fall with no getting up, of the writer or of someone they are on the phone to. */
export const FALLEN_CANT_GET_UP =
  '(?:fell|fallen|had a fall|took a (?:fall|tumble)|slipped|collapsed|(?:been|lying|stuck|still) on the (?:\\w+ )?floor)\\b[^\\n]{0,80}\\b(?:cant|cannot|unable to|not able to) (?:get (?:up|off the floor)|stand(?: up)?|move|get (?:myself|herself|himself) (?:up|off the floor))\\b|(?:fell|fallen|had a fall)\\b[^\\n]{0,60}\\b(?:couldnt|could not) (?:get up|move) for (?:hours|ages|\\d+ hours|the whole night|all night)';
/** A seizure that goes on: minutes counted, or not stopping. */
export const SEIZURE_GOING_ON =
  '(?:(?:having a |had a |in a )?(?<!(?:coughing|laughing|giggling|sneezing|hissy|panic|crying|rage) )(?:seizure|convuls\\w*|fitting)\\b|having a fit\\b(?=[^\\n]*\\b(?:on the (?:\\w+ )?floor|shaking|jerking|twitching|not responding|unresponsive|eyes|foam\\w*|blue)\\b))[^\\n]{0,60}\\b(?:(?:\\d+|two|three|four|five|six|ten) (?:min\\w*)|not stopping|wont stop|isnt stopping|still going|keeps going)\\b';
/** Speech gone wrong, a stroke's sign beside the face. */
export const SPEECH_GONE =
  '(?:talking|speaking|sounds?|words) (?:all )?(?:funny|weird|strange|gibberish|nonsense|jumbled|garbled|slurred|drunk)|gibberish|garbled';
export const FACE_GONE =
  '(?:one side of |half (?:of )?)(?:his|her|their|my) face (?:\\w+ ){0,2}(?:droop\\w*|dropped|fallen|gone|sagg\\w*|numb)|face (?:\\w+ ){0,2}(?:droopy|drooping|dropped) on one side';
/** Low blood sugar said as a number with the body's signs. */
export const SUGAR_NUMBER_LOW =
  '(?:sugars?|bg|bm|glucose|blood sugar|levels?) (?:[01][., ]\\d|2[., ][0-5])\\b(?=[^\\n]*\\b(?:shak\\w*|sweat\\w*|confus\\w*|cant think|dizzy|passing out|blurry|out of (?:jelly|sugar|glucose|juice|sweets)))';
/** A throat closing after something eaten or a sting. */
export const THROAT_CLOSING =
  '(?:throat (?:is |feels )?(?:closing|swelling|tightening|closing up)|se me (?:esta )?(?:cerrando|hinchando) la garganta|(?:lips|tongue|labios|lengua) (?:are |is |se me estan |se me esta )?(?:swelling|swollen|hinchando|hinchad[oa]s?))';
/** A date picked or about to be: "just need to pick the day", "only thing left is picking the day". */
export const PICKING_THE_DAY =
  '(?:need to|have to|only (?:thing )?left (?:is|to do is)|all thats left is|just) (?:pick|picking|choose|choosing|set|setting) the (?:day|date)(?![^\\n]*\\b(?:wedding|party|move|moving|trip|surgery|appointment|interview|exam|launch|meeting|game|match|holiday|viewing|scan)\\b)';
/** Messages set to go out at an hour, in Spanish. */
export const SCHEDULED_ES =
  '(?:programe|deje programad[oa]s?|tengo programad[oa]s?) (?:los |las |el |la |unos |unas |mis )?(?:mensajes?|correos?|mails?|posts?|cartas?|whatsapps?)(?: de despedida)? (?:pa|para) (?:las|la|el|manana|esta)';
/** Done by an hour, in Spanish: "pa esa hora ya va a estar hecho". */
export const DONE_BY_THEN_ES =
  '(?:pa|para) (?:esa hora|entonces|ese momento|cuando (?:lo lean|lo vean|despierten)) ya (?:va a estar|estara|voy a estar|me habre ido|no voy a estar)(?: todo)? ?(?:hecho|muert[oa]|acabado|terminado)?';
/** Things left so that nobody is burdened after: "so nobody gets stuck with my stuff". */
export const NOBODY_STUCK =
  'so (?:nobody|no one|noone|my (?:family|mum|mom|dad|sister|brother|kids|wife|husband|partner)) (?:gets|is|has to|will be|ends up|will have to) (?:stuck|left|lumbered|burdened|dealing|sorting|paying) (?:with )?(?:my|the|all my|any of my) (?:stuff|things|debts?|bills?|mess|affairs|contracts?|accounts?)';
/** Someone asked to take over a care the writer will not be there for. */
export const HANDED_OVER_CARE =
  'told (?:my )?\\w+ to (?:look after|take care of|keep an eye on) (?:mum|mom|dad|my \\w+|the (?:kids|dog|cat))(?![^\\n]*\\b(?:while|when) (?:im|i am) (?:away|gone for|on|at|in)\\b)';
/** A pet left for good, or everything given away. */
export const FOR_GOOD = '(?:doesnt|dont|didnt) know (?:its|it is|thats) for good';
export const GAVE_IT_ALL_AWAY =
  'gave (?:away )?(?:all|most) (?:of )?my (?:clothes|stuff|things|books|games|records)(?: \\w+){0,3} (?:to|away)';
/** On a bridge or a ledge, now. */
export const ON_THE_EDGE_NOW =
  '(?:on|at|standing on|sitting on|up on) (?:the|a|this) (?:foot ?bridge|bridge|overpass|flyover|viaduct|cliff|cliff edge|ledge|roof|rooftop|car park roof)\\b(?: (?:over|above) (?:the )?\\w+(?: \\w+)?)? (?:rn|right now|now)\\b';
/** A body of cold water and how quick it would be. */
export const QUICK_IN_THE_WATER =
  '(?:water|river|sea|lake|dam|reservoir|canal|quarry|its|it is)(?:s| is)? (?:\\w+ ){0,3}(?:freezing|cold|deep|fast)\\b[^\\n]{0,60}\\b(?:(?:reckon|think|bet|guess)? ?(?:itd|it would|would) be (?:quick|fast|painless|over quick)|(?:it )?(?:wouldnt|would not|wont|will not) take long)';
/** Standing by water after asking how cold it is. */
export const BY_THE_WATER_NOW =
  '(?:im |i am )?(?:standing|sitting|right) (?:right )?(?:next to|by|beside|at the edge of) (?:it|the (?:river|water|lake|sea|canal|edge))';
/** Hiding from someone in the house, or told one is next. */
export const HIDING_FROM_HIM =
  '(?:hiding|hidden|im|i am|were|we are|locked (?:myself|ourselves|us)|locked it and (?:were|we are)) (?:\\w+ ){0,3}in (?:the|my|a|our|their) (?:wardrobe|closet|cupboard|bathroom|toilet|loft|attic|room|bedroom)\\b(?=[^\\n]*\\b(?:he|hes|she|shes|him|they)\\b)(?=[^\\n]*\\b(?:smash\\w*|bang\\w*|kick\\w*|scream\\w*|shout\\w*|yell\\w*|drunk|angry|rage|silent|silence|quiet|typing this|next|done|hurt))';
export const WHEN_HE_COMES =
  'when (?:he|she) (?:comes|gets) (?:up|back|home|in|upstairs|here)\\b[^\\n]{0,30}\\b(?:im|i am|were|we are|ill be) (?:next|done|dead|finished|getting it)';
export const DOOR_BEING_BROKEN =
  '(?:hes|shes|he is|she is|theyre|they are|he keeps|hes been) (?:\\w+ )?(?:banging|kicking|pounding|hammering|punching|trying to (?:break|kick) (?:down|in)) (?:on |at )?(?:the|my|our) (?:front |back |bedroom |bathroom )?(?:door|window)s?|(?:hes|shes|he is|she is) kicking it (?:now|in)';
/** A child heard crying out, then a blow. */
export const CHILD_HEARD_HURT =
  '(?:kid|child|baby|boy|girl|little one)s?\\b[^\\n]{0,40}\\b(?:scream\\w*|yell\\w*|shout\\w*|cry\\w*|crying out)\\b[^\\n]{0,60}\\b(?:thud|bang|slap|smack|crash|thump)\\b';
/** Coming into a child's room at night. */
export const INTO_MY_ROOM_AT_NIGHT =
  '(?:he|uncle|stepdad|step dad|mums boyfriend|moms boyfriend|my (?:uncle|stepdad|step dad|cousin|mums boyfriend|moms boyfriend))(?: \\w+){0,2} (?:comes|came|keeps coming|sneaks|creeps) (?:in ?to|into|in) my (?:room|bed|bedroom) (?:when|while|at night|after)\\b ?(?:everyone|every one|everybody|the house|mum|mom|my (?:mum|mom|parents))?\\s?(?:is |s |are |goes |go )?(?:asleep|sleeping|in bed|out|night)?(?! ?to (?:borrow|ask|get|grab|take|charge|use|play|steal|feed|find))';
/** Poison for someone else's drink, said as what goes in it. */
export const POISON_GOES_IN =
  '(?:rat poison|poison|bleach|antifreeze|weed ?killer)\\b[^\\n]{0,15}\\b(?:goes|going|is going) (?:in|into) (?:his|her|their) (?:drink|food|coffee|tea|shake|protein shake|dinner|lunch|meal|water|bottle|beer|soup)';
/** Spanish: a loaded gun in slang, a bat taken to someone's house. */
export const ARMED_ES =
  '(?:tengo|traigo|llevo|agarre) (?:el|la|mi|un|una) (?:fierro|chumbo|cuete|fusca|tumbacuatro)(?: \\w+)? ?(?:cargad[oa]|listo|lista)?|(?:me planto|voy|me presento|llego|caigo) (?:\\w+ ){0,3}(?:en|a) (?:su|la) casa con (?:el|un|mi|la|una) (?:bate|cuchillo|machete|fierro|arma|pistola|navaja|palo|cadena)|(?:le voy a|voy a) partir (?:las piernas|la cara|la madre|la cabeza)';

/** Looking down from a height: "the lorries look so small from up here". */
export const LOOKING_DOWN =
  '(?:looks?|looking) (?:so |really )?(?:small|tiny|far (?:down|away))|from up here|(?:its|its a) long way down';
/** Forgiveness or last words handed out: "told my ex i forgive her". */
export const LAST_WORDS_GIVEN = 'told (?:my )?\\w+ (?:that )?i forgive (?:her|him|them)';
/** Pills ready and the hour the house is asleep. */
export const TAKE_THEM_WHEN_ASLEEP =
  '(?:gonna|going to|will|ill) take (?:them|it|these|those) (?:all )?(?:once|when|after|as soon as) (?:my \\w+|everyone|they|the house|mum|mom|dad) (?:go(?:es)? to bed|(?:is|are|s) asleep|fall(?:s)? asleep|(?:is|are) out|leave(?:s)?)';
export const ALL_LINED_UP = '(?:got|have) (?:them|these|the \\w+) all (?:lined up|laid out|counted out)';
/** A plan with a day, kept from those who would stop it. */
export const PLAN_IS_DAY =
  'plan is (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend)';
export const KEPT_FROM_THEM =
  'so (?:she|he|they|nobody|no one) (?:wouldnt|wont|doesnt|dont|would not|will not) (?:get suspicious|suspect anything|suspect|worry|find out|stop me|check on me)';
/** A last post, and what it means only later. */
export const LAST_POST =
  'posted my (?:last|final) (?:story|post|tweet|video|status)(?! (?:for (?:a while|now|the year|today)|of the (?:year|day|trip|holiday)|before))';
export const MEANS_ONLY_LATER =
  '(?:nobody|no one|noone|they) (?:will|is going to|gonna|are going to) (?:get|understand|realise|realize|know) (?:what it means|it|why) (?:until|till) (?:tomorrow|the morning|morning|its too late|later)';
/** "not doing it today... prob tomorrow". */
export const NOT_TODAY_TOMORROW =
  '(?:im )?not (?:doing|gonna do|going to do) it (?:today|tonight)\\b[^\\n]{0,25}\\b(?:prob\\w*|maybe|prolly|def\\w*|likely) (?:tomorrow|tmrw|tmr|this weekend)';
/** Passive wishes to be gone, said gently. */
export const GENTLE_DEATH_WISH =
  '(?:wouldnt|would not) mind (?:if i )?(?:didnt|did not|never|not) wak(?:e|ing) up|peaceful it would be to (?:just )?(?:switch off|not exist|disappear|not be here|stop existing|sleep forever|not wake up)|(?:if|when) i (?:just )?(?:wasnt|was not|werent|were not) (?:in the picture|around anymore|here anymore|alive)|hope (?:the|my) (?:plane|flight|bus|train) (?:goes down|crashes)|(?:pray|hope|wish)\\w* (?:every night )?(?:that )?(?:the lord|god|he) (?:takes|would take|will take) me|(?:id|i would) rather be (?:wherever|where|with) (?:she|he|they|mum|mom|dad) (?:is|are)|wouldnt be the worst thing if i (?:just )?(?:didnt|did not|never) (?:make it|wake up|come home)|(?:go to )?sleep (?:\\w+ ){0,4}(?:and )?not wake up|if (?:a|the) (?:bus|car|truck|lorry) (?:took|hit|takes|hits) me\\b[^\\n]{0,30}\\b(?:wouldnt|would not) (?:be )?(?:mad|mind|care|upset)|wish i (?:just )?(?:hadnt|had not|didnt) woken up|(?:seria|sería) mejor no estar|si me pasa algo\\b[^\\n]{0,40}\\bno me importaria';
/** Scars and the pull to do it again. */
export const SCARS_PULL =
  'scars?\\b[^\\n]{0,80}\\b(?:doing it again|do it again|cut(?:ting)? again|the urge|urges)';
/** A calorie cap kept by punishment, or the scale ruling the day. */
export const CALORIE_RULES =
  '(?:\\d{3}) ?(?:cals?|calories|kcal)\\b[^\\n]{0,60}\\b(?:if i go over|make myself|run (?:till|until)|punish|skip|extra (?:hours|miles|laps))|weigh(?:ing)? myself (?:like |about )?(?:\\d+|several|four|five|six|seven|ten) times a day|(?:number|weight) goes up (?:i |then i )?(?:skip|dont eat|fast)';
/** Money kept from a partner. */
export const MONEY_KEPT =
  '(?:controls|takes|keeps|has|handles) all (?:the|my|our) money|(?:have|has) to show (?:him|her) (?:the |my |all the )?receipts|(?:have|need) to ask (?:him|her|them) for (?:money|bus fare|cash|anything)';
/** Spanish: pills gathered, things tied up, letters written. */
export const PILLS_GATHERED_ES =
  '(?:junte|he juntado|guarde|he guardado|ahorre|acumule|tengo juntadas|tengo guardadas|fui juntando) (?:todas )?(?:las |sus |mis )?(?:pastillas|pildoras|medicinas|pastis)';
const ESTATE_ES =
  '(?:testamento|herencia|herederos|notari\\w*|abogad\\w*|jubila\\w*|mudanza|viaje|nietos|para (?:mis|los|mi) (?:hijos|hija|hijo))';
export const TIED_UP_ES = `(?<!\\b${ESTATE_ES}\\b[^\\n]*)dejar(?:lo)? todo (?:atado|arreglado|en orden|resuelto|listo)(?![^\\n]*\\b${ESTATE_ES}\\b)`;
export const LETTERS_ES = '(?:tengo|ya tengo|deje|escribi|ya escribi) (?:las|mis|unas) cartas(?: escritas)?';

/** Something to burn or cut with in hand, and the act about to happen. */
export const IN_HAND_NOW =
  '(?:lighter|razor|blade|sharpener blade|knife|scissors|compass|the (?:razor|blade|lighter))(?:s| is| are)? (?:in my hand|out|ready|right here|next to me)\\b[^\\n]{0,60}\\b(?:sleeves? (?:is |are )?rolled up|(?:im|i am) going to(?! (?:bed|sleep|stop|put|throw|bin))|gonna do it|just need (?:it|this) to stop)';
/** A child's abuser naming a time alone: "special time when she leaves". */
export const SPECIAL_TIME =
  '(?:special time|our (?:little )?secret|special (?:game|cuddles|sleepover))\\b(?=[^\\n]*\\b(?:when (?:mum|mom|she|my (?:mum|mom)) (?:leaves|goes|is out|is at work|works)|night shift|tonight|alone|bedroom|my room)\\b)(?<=\\b(?:he|stepdad|uncle|boyfriend|grandad|cousin|coach)\\b[^\\n]*)';
/** Spanish: by the tracks, waiting for a train at its hour; a gun borrowed; fainting with the heart racing. */
export const BY_THE_TRACKS_ES =
  '(?:cerca de|junto a|al lado de|en) las vias(?: del tren| de la estacion| del metro)?';
export const WAITING_TRAIN_ES = '(?:estoy )?esperando (?:al|el) (?:tren )?(?:de las )?\\d{1,2}[:.]\\d{2}';
export const GUN_LENT_ES =
  'tiene (?:un|una) (?:arma|pistola|escopeta|revolver|rifle|fierro)\\b[^\\n]{0,60}\\bme (?:la|lo) (?:preste|presta|va a prestar|pase|de|deje)';
export const WAITING_FOR_HIM_ES =
  '(?:lo|la) espero (?:al? \\w+ )?(?:en la puerta|a la salida|afuera|en la salida|en el estacionamiento)';
export const FAINTED_ES = '(?:me he desmayado|me desmaye|me desmayo|me maree y me cai)';
export const RACING_HEART_ES =
  '(?:el )?corazon (?:me )?(?:va|late) (?:a mil|muy rapido|rapidisimo)|palpitaciones';

/** A gun taken out and left ready: "cleaned it. it's on the kitchen table". */
export const GUN_LEFT_OUT =
  '(?![^\\n]*\\b(?:season|hunt\\w*|range|clay|deer|duck|pheasant|rabbits?|sell|selling|sold|pawn|licen[cs]e|gunsmith|valu\\w*|insurance|museum|antique|collection|safe)\\b)(?<!\\b(?:season|hunt\\w*|range|clay|deer|duck|pheasant|rabbits?|sell|selling|sold|pawn|licen[cs]e|gunsmith|valu\\w*|insurance|museum|antique|collection|safe)\\b[^\\n]*)(?:(?:rifle|gun|shotgun|pistol|revolver)\\b[^\\n]{0,80}\\b(?:(?:its|it is|now|left it) on the (?:kitchen )?table|by (?:the|my) bed|in my lap|next to me|loaded it)|(?:got|took|brought|fetched|dug) (?:my |his |the |my (?:dads|fathers|grandads) |(?:dads|fathers|grandads) )?(?:old )?(?:rifle|gun|shotgun|pistol|revolver) (?:down|out)\\b(?![^\\n]*\\b(?:season|hunt\\w*|range|clay|deer|duck|sell|selling|pawn|licen[cs]e|gunsmith|valu\\w*|insurance|museum|antique|collection)\\b))';
/** The dog's things put out for someone else to find: care arranged for after. */
export const PET_THINGS_OUT =
  '(?:put|left|laid) (?:out )?(?:the )?(?:dogs|cats|pets) (?:lead|leash|food|bowl|bed|things)';
/** Nobody to look in on them: "nobody's going to check on me". */
export const NOBODY_CHECKING =
  '(?:nobody|no one|noone)(?:s| is)? (?:going to|gonna|will|would) (?:check on|look in on|come looking for|look for|find) me';
/** Drugs taken home from work: a nurse's cupboard, a pharmacy. */
export const TAKEN_FROM_WORK =
  '(?:brought|took|taken|got|nicked|stole|pocketed) (?:some |a few |a lot of )?(?:stuff|meds|drugs|morphine|oxy\\w*|fentanyl|pills|tablets|ampoules|vials) (?:home )?from (?:the )?(?:drug cupboard|drugs cupboard|med cupboard|work|pharmacy|ward|hospital|dispensary)';
/** Metal heated to burn oneself. */
export const HEATED_METAL =
  '(?:paperclip|paper clip|blade|coin|key|spoon|knife|pin)s? (?:\\w+ ){0,2}heating(?: up)?|heating (?:up )?(?:a |the |my )?(?:paperclip|paper clip|blade|coin|key|knife|pin)';

/** A rope ready where nobody looks, a cover story told, a last shift. */
export const ROPE_READY =
  'ropes? (?:is |s )?(?:in|on) (?:the|my) (?:van|shed|car|boot|garage|loft|bag|truck|ute|barn)';
export const COVER_STORY =
  '(?:wife|husband|lads|mum|mom|dad|everyone|they|she|he|my \\w+) (?:thinks?|think) (?:im|i am) (?:going fishing|fixing|out (?:for|at)|at work|just|asleep|working late|fine)';
export const LAST_SHIFT =
  '(?:my )?last (?:shift|day|night shift) ever|my last last day|nobody knows (?:its|it is) my last';
/** A loaded gun in the lap. */
export const GUN_IN_LAP =
  '(?:12 bore|twelve bore|shotgun|rifle|gun|pistol)\\b[^\\n]{0,40}\\b(?:across my knees|in my lap|on my lap)|(?:12 bore|twelve bore|shotgun|rifle|gun)\\b[^\\n]{0,60}\\b(?:its|it is) loaded';
/** Someone seizing now: "now hes fitting on the grass". */
export const FITTING_NOW =
  '(?:hes|shes|he is|she is|theyre|they are) (?:now |still )?(?:fitting|seizing|convulsing)(?! in\\b)';
/** Chewing and spitting out food. */
export const WALKING_IN =
  '(?:thinking (?:about|of)|want to|gonna|going to) (?:just )?(?:walk(?:ing)?|wad(?:e|ing)) (?:in|into (?:it|the (?:water|sea|river|lake|reservoir)))(?! (?:the (?:shop|office|room|house|party)|there|late))';
export const CHEW_SPIT = 'chew (?:the |my )?food and spit (?:it )?out';

/** Weapons, in plain words and slang. */
export const WEAPON =
  '(?:firearm|gun|guns|rifle|pistol|shotgun|glock|handgun|ar ?15|strap|blick|draco|knife|machete)';
/** Harm said as slang: "pull up on em", "light em up". */
export const SLANG_HARM =
  '(?:pull up on|light (?:em|them|him|her|they) (?:all )?up|spray (?:em|them|the)|smoke (?:em|them|him)|clap (?:em|them|him))';
/** A gas or a running engine with the body's signs: carbon monoxide. */
export const FUMES =
  '(?:gas (?:heaters?|fires?|boilers?|leak)|heaters?|boilers?|generator|engine (?:is )?running|cars? running|car running|motor encendido|garaje|garage)';
export const FUMES_SIGNS =
  '(?:dizzy|drowsy|hard to wake|cant wake|wont wake|confused|faint\\w*|passed out|mareand\\w*|mareo|mareada?o?|me desmayo)';
/** A whole supply taken at once. */
export const WHOLE_SUPPLY =
  '(?:took|taken|swallowed|has taken|have taken|had) (?:his|her|their|my|the) (?:whole|entire|full) (?:weeks? |months? )?(?:blister pack|pack|packet|box|bottle|supply|prescription|week of (?:pills|meds|tablets))';
/** Hurting one's own skin on purpose, or with a tool until it is deep. */
export const SKIN_HARM =
  '(?:(?:poured|held|pressed|put|burned|burnt|scalded) (?:\\w+ ){0,3}(?:on|onto|against|into) my (?:hand|hands|arm|arms|leg|legs|skin|wrist|wrists|thigh|thighs)\\b[^\\n]{0,40}\\b(?:on purpose|to punish|deliberately)|(?:scratch\\w*|cutting|carv\\w*|digging) (?:\\w+ ){0,2}my (?:arms?|wrists?|legs?|skin|thighs?)\\b[^\\n]{0,60}\\b(?:deep|infected|bleed\\w*|blood|wont stop|red lines))';
/** How tall, far or much for a fall or a dose to be fatal. */
export const LETHALITY =
  'how (?:tall|high|far|deep|long|much|many)\\b[^\\n]{0,60}\\b(?:fatal|lethal|deadly|to die|not survive|wont survive|definitely (?:die|kill|be fatal)|kill (?:you|someone|a person)|(?:before|until|till) (?:it|they|that) (?:kills?|would kill) (?:you|someone|a person|me)|(?:before|until|till) (?:you|i|someone|a person) (?:die|dies|would die))';

/** An ache with its ordinary cause named: a cold, a jab, the gym. */
const EXPLAINED_ACHE =
  '(?:from|after) (?:\\w+ ){0,2}(?:cold|flu|jab|shot|vaccine|booster|gym|workout|lifting|cough\\w*|climbing|moving|carrying)\\b';
export const BODY_ALARM =
  '(?:heart|corazon|faint\\w*|desmay\\w*|dizzy|mare\\w*|tingl\\w*|hormigue\\w*|black(?:ed|ing)? out|pass(?:ed|ing)? out|chest|pecho)';
export const THREAT_KILL = [
  'me mata',
  'nos mata',
  'nos va a matar',
  'nos matara',
  'me va a (?:rajar|apunalar|pinchar|reventar)',
  'me va a matar',
  'me mataria',
  'te mato',
  'kill me',
  'will kill me',
  'is going to kill me',
];

/** Not wanting to go on being, in Spanish: "ya no quiero estar", as "i dont want to be here anymore". */
export const NOT_BEING_ES =
  '(?:ya no quiero (?:estar|seguir|existir)|no quiero (?:estar|seguir) mas)(?: aqui| en este mundo| viv[oa])?(?![^\\n])';
/** Better not to live, as a learner of English writes it: "better I not live anymore". */
export const BETTER_NOT_LIVE =
  'better (?:if |that )?(?:i|me) (?:not|no|dont|didnt|do not) (?:live|living|exist|be alive|be here|wake up)';
/** The wait before a life insurance pays for a suicide, counted down. */
export const INSURANCE_WAIT =
  '(?:life )?insurance\\b[^\\n]{0,60}\\b(?:kicks? in|(?:2|two)[ -]years?(?: mark| clause| exclusion| rule)?)\\b';
/** A medicine, by kind or by name, for a count of pills taken. */
export const MEDICINE =
  '(?:pills|tablets|meds|medication|painkillers|tylenol|paracetamol|acetaminophen|ibuprofen|advil|motrin|nyquil|panadol|aspirin|benadryl|xanax|oxy\\w*|adderall|ritalin|vyvanse|elvanse|concerta|tramadol|codeine|insulin|sleeping pills|pastillas|paracetamol|ibuprofeno)';
/** Ten or more taken: past what any label allows. */
export const MANY_TAKEN =
  '(?:took|taken|had|swallowed|ate|me tome|me he tomado|tome) (?:like |about |around |maybe |nearly |almost |over |more than |como |unas |unos )?(?:1\\d|[2-9]\\d|\\d{3}|ten|twelve|fourteen|fifteen|twenty|thirty|a dozen|diez|doce|quince|veinte|treinta)\\b(?: \\w+){0,3}';
/** Days on water alone, in Spanish. */
export const FASTING_ES =
  'llevo (?:\\d+|dos|tres|cuatro|cinco|seis|siete|varios|muchos) dias (?:sin comer|(?:tomando|comiendo|a base de|con) (?:solo|nada mas que|solamente) (?:agua|cafe|liquidos)|comiendo (?:solo|solamente|nada mas que) (?:una?|medi[oa]) \\w+(?: \\w+)? al dia)';
/** Hurting oneself to stop a thought or a feeling, in Spanish: the purpose tells it from an accident. */
export const HARM_FOR_ES =
  'me (?:he |lo he )?(?:quem|cort|lastim|rasgu|arañ|aran)\\w*\\b[^\\n]{0,50}\\b(?:para no (?:pensar|sentir)|a proposito|aposta|adrede|para sentir algo|para castigarme|para calmarme)';
/** A note so the people left behind understand and do not blame themselves. */
export const NOTE_FOR_AFTER =
  '(?:(?:understand|know) why i (?:did|do|am doing|m doing|had to do) (?:it|this)|(?:entiendan|sepan|entiendas|sepas) (?:por ?que|xq|pq|porque) lo (?:hago|hice|voy a hacer))\\b[^\\n]{0,60}\\b(?:(?:dont|do not|not|wont|never) (?:to )?(?:feel )?(?:guilty|blame (?:themselves|yourself))|(?:not|isnt|wasnt) (?:their|your) fault|no (?:se )?sientan? culpables?|no (?:es|fue) (?:su|tu|vuestra) culpa)';
/** How high a fall in Spanish, asked of its outcome. */
export const LETHALITY_ES =
  'desde (?:un|una|el|la|lo|que) (?:\\w+ ){0,2}(?:piso|planta|puente|edificio|azotea|altura|metros)\\b[^\\n]{0,50}\\b(?:no quedas viv[oa]|no sobrevive\\w*|te matas|te mueres|mueres|es mortal|es seguro)';
/** Purging after every meal, for days: the routine tells it from a stomach bug. */
export const PURGE_EVERY_MEAL =
  '(?:only (?:eat|let myself eat) (?:if|when) i (?:can|know i can|am able to) (?:throw (?:it )?up|purge|get rid of it|make myself sick)|solo como si (?:luego |despues )?(?:puedo|me dejo) vomitar)|(?:vomit\\w*|purg\\w*|throw(?:ing)? (?:it )?up|threw (?:it )?up|me provoco el vomito) (?:\\w+ ){0,4}(?:despues de (?:cada|todas las) comidas?|after (?:every|each) meal|after (?:i eat|eating) every)';
/** Smashing someone's head in, in Spanish, with a weapon or a time beside it. */
export const HEAD_IN_ES = '(?:le|les|la|lo) (?:reviento|rompo|parto|abro) (?:la cabeza|el craneo|la crisma)';
export const WEAPON_OR_WHEN_ES =
  '(?:bate|palo|cuchillo|navaja|machete|pistola|escopeta|fierro|esta noche|manana|cuando (?:baje|salga|llegue|venga|lo vea|la vea))';
/** A decision with no object, then a sudden calm: a warning sign counsellors name. */
export const CALM_DECISION =
  '(?:made (?:my|the|a) (?:decision|choice)|made up my mind|(?:ive|i have) decided)(?! (?:to|about|on|that|what|which|between|whether|against|for|who|where|how))\\b[^\\n]{0,30}\\b(?:feel|felt|im|i am|feeling) (?:\\w+ ){0,3}(?:calm|at peace|peaceful|lighter|relieved)\\b';
/** Going again and again to a height and looking over its edge: rehearsal. */
export const AT_THE_EDGE =
  '(?:go|goes|went|going|been going|walk|walked|stand|stood|sit|sat|drive|drove) (?:up )?(?:to )?(?:the )?(?:top (?:level|floor|deck|storey|story)|roof(?:top)?|ledge|edge of the \\w+)\\b[^\\n]{0,40}\\b(?:look(?:ed|ing|s)? (?:over|down)(?: (?:the )?(?:edge|railing|side|rail|drop))?(?![^\\n])|lean\\w* over (?:the )?(?:edge|railing|rail|side))';

/** Means got hold of: "i got rope", "bought a hose" (a cue: with despair or a time it is a crisis). */
export const MEANS_GOT =
  '(?:got|bought|picked up|ordered|collected|found|grabbed|have) (?:a |some |the |enough |more )?(?:(?:length|bit|piece|roll|coil) of )?(?:rope|cord|noose|charcoal|helium|hose ?pipe|hose|rat poison|weed ?killer|antifreeze|a gun|a pistol|a rifle|a blade|razor blades)';
/** Knowing how already: "i already know how", "i know exactly what would work and how much". */
export const KNOWS_HOW =
  '(?:(?:i )?already know how(?: (?:i|id|ill)(?: would| will)? do it)?(?![^\\n])|i (?:already )?know (?:how and when|when and how|where and when|when and where|how and where)(?![^\\n])|i know exactly (?:what|how much|how many|which) (?:would|will|it would|it takes)(?: \\w+){0,3} (?:work|do it|be enough|take)|i know exactly how (?:much|many) (?:id|i would|i ?d) need)';
/** Being out of the way: "i won't be in the way", "i can finally stop" once things are arranged. */
export const OUT_OF_THE_WAY =
  '(?:wont|will not|wouldnt|wont have to) be in (?:the|anyones|their|his|her|your) way(?: anymore| any more)?(?![^\\n]| (?:at|when|while|for|of|during|on))';
export const FINALLY_STOP =
  '(?:i can|i get to|i will|ill|i could) finally (?:stop|rest|let go|be at peace|be free)(?![^\\n]| (?:\\w+ing|work|the|my|for|and (?:go|rest|relax|sleep)|now that))';
/** Affairs put in order: a note kept with the insurance papers, the fund made sure of. */
export const AFFAIRS =
  '(?:(?:a |the )?(?:note|letter|letters) (?:for|to) \\w+\\b[^\\n]{0,50}\\b(?:with|next to|beside|by|in with) (?:the|my) (?:insurance|will|house|bank|life insurance|pension) (?:papers|documents|policy|details|stuff)|make sure (?:the|my) (?:\\w+ )?(?:fund|money|savings|house|pension|insurance|life insurance) (?:goes|go|gets? (?:to|paid)|is given) to)';
/** If I were not here, the others would do better: a burden said as a wish. */
export const IF_NOT_HERE =
  'if i (?:just )?(?:wasnt|werent|was not|were not|didnt exist|was gone|were gone) (?:here|around|alive|in the picture|anymore|\\w+ )?(?:\\w+ ){0,4}(?:would|theyd|shed|hed|everyone would) (?:\\w+ ){0,3}(?:better|easier|happier|fine|take care|be ok|be okay)';
/** Shut in: the doors locked from outside, the phone or keys taken. */
export const LOCKED_IN =
  '(?:locked (?:me in|the doors? (?:from the outside|behind (?:him|her))|me inside)|(?:ha )?cerr(?:o|ado) (?:la puerta )?con llave(?: por fuera)?|me (?:encerro|encierra|dejo encerrad[oa]|ha encerrado|tiene encerrad[oa])|no me deja salir)';
export const TAKEN_AWAY =
  '(?:(?:took|takes|taken|hid|hides) (?:my|away my) (?:phone|keys|car keys|passport|wallet|money)|se (?:llevo|lleva) (?:las llaves|mi (?:telefono|celular|movil|pasaporte))|me (?:quito|quita|ha quitado) (?:el|mi) (?:telefono|celular|movil|pasaporte)|no me deja salir)';
/** Hurting oneself, as it is happening, in Spanish: "quemandome las piernas con el encendedor". */
export const HARMING_NOW_ES =
  '(?:quemandome|cortandome|lastimandome|rasgunandome|aranandome|golpeandome) (?:otra vez |de nuevo )?(?:las?|los?|mis?|el) (?:piernas?|brazos?|munecas?|piel|muslos?|panza|manos?)';

/** What a thing got hold of is for, kept secret: "not going to say what for" (a cue: with means, a crisis). */
export const SECRET_PURPOSE =
  '(?:(?:not (?:going to|gonna)|wont|will not|rather not|cant) (?:say|tell (?:you|anyone)) (?:what (?:its |it is |they are |theyre )?for|why i (?:got|bought|need) (?:it|them))|dont ask (?:me )?what (?:its |it is )?for)';
/** Death as better than this ("heaven has to be better than this"), and going to find out: together a crisis. */
export const DEATH_BETTER =
  '(?:heaven|the afterlife|the other side|death|being dead|dying|whatever comes (?:after|next)) (?:has to|must|cant|cannot|could(?:nt)?|would|will|is (?:probably|gotta|got to)|gotta) (?:\\w+ )?(?:be )?(?:\\w+ )?(?:better|worse|easier)(?: than (?:this|here|my life|living|what im living))';
export const GO_FIND_OUT =
  '(?:going to|gonna|about to|time to|ready to|i will|ill|lets) (?:go )?(?:find out|see for myself)(?: for myself)?(?![^\\n])';
/** Knowing one will not live to an age or a birthday: "i already know im not making it to 17". */
export const NOT_MAKING_IT =
  '(?:not|never|wont|will not) (?:going to |gonna )?(?:make|making|live|living|get|getting) (?:it )?(?:to|till|until|past) (?:(?:1[3-9]|[2-9]\\d)(?:th)?(?: birthday)?(?! ?(?:am|pm|mins?|minutes|oclock|miles|km|percent|k|followers|subs|points|quid|pounds|dollars|euros|bucks|weeks?|days?))|my (?:next |\\d+(?:th)? )?birthday(?! (?:party|dinner|drinks|meal|celebration|do|trip|lunch)))(?![^\\n]*\\b(?:party|dinner|trip|flight|train|traffic|shift|work|late|deadline|game|match|level)\\b)';
/** Telling someone before doing it: the disclosure before an attempt ("i want tell someone before i take them"). */
export const TELL_BEFORE =
  '(?:want(?:ed)?|need(?:ed)?|had) (?:to )?(?:tell |let |say (?:it )?to |talk to )?(?:someone|somebody|something|anyone|you|one person)(?: (?:to )?know)? before (?:i (?:take them|swallow them|do it|go through with it|use it|use them)(?![^\\n]*\\b(?:with food|with water|on an empty|meal|breakfast|dinner|exam|test|interview|surgery|operation)\\b)|(?:i go )?(?=[.!]*$))';
/** New cuts made today: "i did some new ones today on my thighs". */
export const NEW_CUTS =
  '(?:did|made|done|cut) (?:some |a few |a couple |more |two |three |\\d+ )?(?:new|fresh|deeper) ones?\\b(?: \\w+){0,3} (?:on|in|across) my (?:thighs?|arms?|wrists?|legs?|stomach|hips?|ankles?|side|forearms?)';
/** Others getting what is coming to them (violence, elevated), and a list of who goes first (its means). */
export const WHATS_COMING =
  '(?:are|is|gonna|going to|will|all) (?:all )?(?:get|getting|gonna get) (?:whats coming(?: to (?:them|him|her))?|what (?:they|he|she) deserves?)';
export const HIT_LIST =
  '(?:tengo|hice|estoy haciendo|hago) una lista (?:de (?:todos )?(?:los|las) que|de nombres|con (?:los )?nombres)|(?:a |my |the )?list (?:of (?:who|the people|everyone|names)|with (?:their )?names)(?: \\w+){0,3} (?:goes first|is first|first|gets it)';
/** Taking others along when going: "i could take everyone in that church with me when i go". */
export const TAKE_THEM_WITH_ME =
  'take (?:everyone|everybody|them all|all of them|as many (?:people |of them )?as i can|(?:a few|some) of them)(?: \\w+){0,4} with me (?:when i go|if i go|on my way out|when i do it)';
/** They will not be laughing for long (violence, elevated), and something brought in (its means). */
export const WONT_BE_LAUGHING =
  '(?:they|he|she|everyone|nobody|no one)(?: all)? (?:wont|will not|arent gonna|are not going to|aint gonna|will stop) (?:be )?laughing(?: \\w+){0,2} (?:monday|tuesday|wednesday|thursday|friday|tomorrow|for long|much longer|anymore|after|when|next week)';
export const BRINGING_SOMETHING =
  '(?:im |i am |ill |i will )?(?:bringing|bring|taking) something (?:in|into school|to school|to work|into work)(?! for)(?![^\\n]*\\b(?:bake sale|class|lunch|party|potluck|show and tell|teacher|birthday|presentation)\\b)';
/** A decision made about how and when, said at the end of a thought: "i know how and i know when". */
export const HOW_AND_WHEN =
  'i (?:already )?know (?:how and (?:i know )?when|when and (?:i know )?how|where and (?:i know )?when)(?![^\\n])';
/** Going to stop halfway across a bridge (an act at a place: a cue). */
export const STOP_HALFWAY =
  '(?:going to|gonna|will|ill|want to) stop (?:halfway|in the middle)(?: (?:across|over|of it))?(?![^\\n]* (?:and (?:take|look|enjoy)|for (?:a|the) (?:photo|pic|view|selfie|break)))';
/** Turning blue: breathing failing. */
export const TURNING_BLUE =
  '(?:se esta poniendo|se puso|se esta quedando|turning|gone|going|lips (?:are|went|look)) (?:muy )?(?:morad[oa]|azul|blue|purple)(?![^\\n]*\\b(?:cold|frio|paint|dye|hair|pelo|pintura|slushie|ice|sweater|shirt|lights?)\\b)(?<!\\b(?:nail|nails|toenail|toenails|thumb|toe|toes|finger|fingers|bruise|bruises|knee|shin|ankle|una|unas|dedo|moreton|moretones|hammer|martillo|door|puerta)\\b[^\\n]{0,40})';
/** A last message to whoever reads it: a goodbye. */
export const FINAL_MESSAGE =
  '(?:(?:this is )?(?:my )?(?:final|last) (?:message|words|post|note|text)s? (?:to|for) (?:anyone|everyone|whoever|all of you|the world|you all|anybody)(?: (?:reading|who reads|still here|out there))?)(?![^\\n]*\\b(?:trip|holiday|vacation|abroad|group chat|leaving the group|moving|new job|new number)\\b)';
/** Over the railing of a height: past the barrier that keeps people safe. */
export const OVER_THE_RAILING =
  '(?:(?:ya )?me (?:subi|he subido|estoy subiendo|subo) (?:a|en|sobre) la (?:baranda|barandilla|barandal|cornisa|orilla del puente)|(?:stepped|climbed|went|got|sitting|standing)(?<!\\b(?:he|she|they|it|cleaner|worker|builder|roofer|man|woman|guy|girl|boy|cat|dog|bird|pigeon|someone|somebody|kid|character) \\w+) (?:out )?(?:onto|on to|out on|on) (?:the )?(?:ledge|parapet|edge of the roof|roof edge)|(?:climbed|climbing|stepped|stepping|got|getting|standing|sitting|im|i am)(?<!\\b(?:he|she|they|it|cleaner|worker|builder|roofer|man|woman|guy|girl|boy|cat|dog|bird|pigeon|someone|somebody|kid|character) \\w+) (?:over|past|outside|on the other side of|the wrong side of) (?:the )?(?:railings?|rail|guard ?rail|safety barrier|barrier|balcony (?:rail|railing|edge)|parapet|ledge)(?: bit)?)(?![^\\n]*\\b(?:photo|pic|selfie|ball|dog|cat|kid|gig|concert|festival|queue|game|window cleaner|pigeon|bird)\\b)';
/** Blood sugar dangerously low, with the reading: "my meter says 1.9". */
export const LOW_SUGAR =
  '(?:meter|sugar|sugars|glucose|bg|bm|blood sugar|levels?|reading|libre|dexcom)(?: \\w+){0,2} (?:says|said|is|was|at|of|reads|reading|showing|shows|dropped to|down to|only) (?:like |about |only )?(?:[01][., ]\\d|2[., ]\\d|lo|low)\\b(?! ?\\d)(?! (?:percent|%|hours?|days?|kg|stone|lbs?))';
/** A few of a strong medicine at once: stimulants, opioids, sedatives, where a few is already too many. */
export const FEW_STRONG_TAKEN =
  '(?:took|taken|swallowed|had|popped) (?:like |about |maybe |around )?(?:[4-9]|four|five|six|seven|eight|nine|a handful of) (?:of )?(?:my |his |her |the |mums |moms |dads )?(?:\\w+ )?(?:adderall|ritalin|vyvanse|elvanse|concerta|tramadol|codeine|oxy\\w*|xanax|valium|diazepam|sleeping pills|heart (?:pills|tablets))';
/** Crashing the car on purpose, thought of: "think about just not braking and going into the wall". */
export const CRASH_ON_PURPOSE =
  '(?:think(?:ing)? about|thought about|tempted to|want(?:ed)? to|could (?:just )?|wonder(?:ing)? about|imagine|imagining)(?: \\w+){0,3} (?:not brak(?:e|ing)|driv(?:e|ing) (?:off|into|straight into)|swerv(?:e|ing) into|steer(?:ing)? into|veer(?:ing)? into|letting go of the wheel)\\b[^\\n]{0,40}\\b(?:wall|tree|barrier|bridge|oncoming|lorry|truck|river|cliff|pillar|bottom|edge|traffic)\\b';
/** Someone being beaten now, within hearing: "hes hitting her right now i can hear her crying". */
export const BEATING_NOW =
  '(?:hes|shes|he is|she is|theyre|they are) (?:hitting|beating|kicking|choking|strangling|punching|hurting) (?:her|him|them|my (?:\\w+ )?(?:sister|brother|mum|mom|mam|mother|dad|sibling|baby)|mum|mom|mam)(?! (?:at|in) )(?: \\w+){0,3} (?:right now|now|again|as i (?:type|write))\\b';
/** Planned so that a loved one is not the one who finds the writer. */
export const NOT_FOUND_BY =
  '(?:(?:its|it is|so its|so it is) )?not (?:him|her|them|my (?:\\w+ )?(?:son|daughter|kids?|children|wife|husband|mum|mom|dad|partner|family)|the kids) (?:that|who) (?:finds|find|has to find|will find) me';
/** Not living to see the next of something: "i wont see another birthday". */
export const NO_NEXT =
  '(?:wont|will not|am not going to|m not going to|not gonna|never going to) (?:live to )?see (?:another|my next|the next|this) (?:birthday|christmas|summer|spring|winter|year|new year)(?! (?:with|without|at|in|like|the same))(?![^\\n]*\\b(?:if|unless|at this rate|lol|haha|jk)\\b)';
/** Deciding was the hardest part: a decision made, said once the rest is ready (a cue of intent). */
export const HARDEST_PART =
  '(?:the )?hardest part (?:was|is) (?:deciding|the decision|making the decision|making up my mind)(?![^\\n])';
/** Dead by a day, as the reason for not being somewhere: "i wont be back on monday because ill be dead". */
export const DEAD_BY =
  '(?:because|cause|cos|coz|since|as) (?:ill|i will|i am going to|im going to|im gonna) be dead(?! (?:tired|on|meat|serious|last|set|center|centre|ahead|wrong|sure|beat|broke|bored|asleep|inside|weight))';
/** A goodbye to someone who will find it: "mom if you find this on my phone im sorry". */
export const IF_YOU_FIND_THIS =
  '(?:mom|mum|mam|mama|dad|papa|babe|love|everyone|whoever)\\b,? if (?:you|anyone) (?:find|finds|read|reads|are reading|see|sees) this(?: (?:on my phone|letter|note|message|first))?,? (?:im so sorry|im sorry|i am sorry|i love you|its not your fault|dont blame yourself)';
/** Messages scheduled to go out later (a farewell, as a cue), and "by then it will be over" (finality). */
export const SCHEDULED_SENDING =
  'scheduled (?:the |my |some |a few )?(?:emails?|messages?|posts?|texts?|letters?|tweets?) (?:to (?:send|go out|post|be sent)|for)';
export const OVER_BY_THEN =
  'by then (?:it ?ll|it will|ill|i will|i ?ll) (?:all )?be (?:over|gone|done|dead)(?![^\\n])';
/** Breathing failing with the inhaler not helping: an asthma emergency. */
export const INHALER_FAILING =
  '(?:inhaler (?:is |s )?(?:empty|isnt working|is not working|not working|doesnt work|ran out|wont work|did nothing|isnt helping|not helping)|asthma attack)(?=[\\s\\S]{0,80}\\b(?:cant (?:breathe|talk|speak)|can barely (?:breathe|talk|speak|get words out)|hard to breathe|struggling to breathe|lips (?:feel |are |look )?(?:tingly|blue|numb)|typing because|can only say (?:like |about )?(?:one|two|three|a few|\\d) words)\\b)|\\b(?:cant (?:breathe|talk|speak)|can barely (?:breathe|talk|speak|get words out)|hard to breathe|struggling to breathe)\\b(?=[\\s\\S]{0,80}\\binhaler (?:is |s )?(?:empty|isnt working|is not working|not working|doesnt work|ran out|wont work|did nothing|isnt helping|not helping))';
/** Bitten by a snake, stung with a body reaction spreading: emergencies away from help. */
export const BITE_OR_STING =
  '(?:(?:bit|bitten)(?<!\\b(?:dog|cat|horse|puppy|pup|kitten|pet|sheep|cow|goat|he|she) (?:got |was |has been )?\\w+) by a (?:snake|adder|rattlesnake|viper|copperhead)|(?:stung|bitten) by (?:a |some )?\\w+(?=[\\s\\S]{0,60}\\b(?:hives (?:everywhere|all over)|throat (?:is )?(?:closing|tight|swelling)|lips (?:are )?swelling|tongue (?:is )?swelling|cant breathe)\\b))(?![^\\n]*\\b(?:last (?:year|summer|week|month|time)|years ago|fine now|ok now|okay now|recovered)\\b)';
/** Withdrawal from drink with shaking and things seen that are not there. */
export const WITHDRAWAL_SIGNS =
  '(?:seeing (?:bugs|spiders|insects|things that arent there|things on the wall)|bichos en la pared)(?=[\\s\\S]{0,80}\\b(?:shaking|tremor|sweating|drink|alcohol|temblando)\\b)|\\b(?:shaking (?:badly|so much|uncontrollably)|tremors?)\\b(?=[\\s\\S]{0,80}\\bseeing (?:bugs|spiders|insects|things))';
/** The worst headache of a life, come on all at once. */
export const THUNDERCLAP =
  'worst headache (?:of my life|ive ever had|i(?:ve)? ever had|ever)(?=[\\s\\S]{0,60}\\b(?:came on|sudden\\w*|out of nowhere|all at once|like a thunderclap|like being hit|stiff neck|neck is stiff|throwing up|vomit\\w*)\\b)';
/** Someone coming into a child's room at night, in Spanish. */
export const NIGHT_ROOM_ES =
  '(?:se mete|entra|se cuela) (?:a|en) (?:mi|nuestra) (?:pieza|cuarto|habitacion|cama) (?:de noche|en la noche|por la noche|cuando (?:mi mama|mi madre) no esta)';
/** Poison put in someone's food or drink. */
export const POISONING_SOMEONE =
  '(?:putting|put|been putting|adding|slipping|mixing) (?:a (?:little|bit of|few) )?(?:\\w+ ){0,2}(?:antifreeze|bleach|rat poison|poison|weed ?killer|crushed (?:pills|tablets)|his pills|her pills) (?:in|into) (?:his|her|their|my (?:\\w+ )?(?:husbands|wifes|dads|mums|moms|partners|bosss|boss)) (?:drinks?|food|coffee|tea|meals?|water|dinner|milk|juice|soup|beer|wine|bottle|lunch|cereal|shake|protein)';
/** Throwing oneself from a height, in Spanish, said as what one will do ("me tiro desde la azotea"). */
export const THROW_MYSELF_ES =
  '(?:me (?:tiro|tirare|voy a tirar|lanzo|voy a lanzar)|tirarme|lanzarme) (?:(?:desde|de|por) (?:la|el|una|un|lo alto de la|lo alto del)|del) (?:azotea|terraza|puente|ventana|balcon|edificio|tejado|techo|acantilado|piso \\d+|malecon|muelle|rompeolas|viaducto|mirador|risco|penasco|barranco)';
/** A death made to look like an accident, so that those left behind are paid. */
export const STAGED_ACCIDENT =
  '(?:make it look like|hacer que parezca|que parezca) (?:an? |un )?(?:car |road )?(?:accident|crash|accidente)(?![^\\n]*\\b(?:film|movie|book|story|plot|show|episode|game|novel|pelicula|serie|libro|novela)\\b)';
/** Ketones on the breath, from diabetes out of control: an emergency. */
export const KETONE_BREATH =
  '(?:breath|breathe|aliento)\\b[^\\n]{0,25}\\b(?:smells?|smelling|huele) (?:like|of|a) (?:nail polish(?: remover)?|acetone|pear drops|quitaesmalte|acetona)';
/** Slapped or hit by someone, in Spanish: "me dio un bofeton". */
export const STRUCK_ES =
  '(?<!\\b(?:balon|pelota|futbol|partido|cancha|defensa|bebe|panza|barriga|caballo|yegua|burro|vaca|mula)\\b[^\\n]{0,60})me (?:dio|ha dado|da|pego|ha pegado) (?:un|una|otro|otra) (?:bofeton|cachetada|guantazo|torta|hostia|trompada|pina|golpe|patada|paliza|punetazo)(?![^\\n]*\\b(?:balon|pelota|futbol|partido|puerta|armario|esquina|mesa|panza|barriga|jugando|sin querer)\\b)';
/** A loved one told, as a last word, that they were loved (the past tense of someone gone). */
export const LOVED_THEM_ES =
  '(?:le|les) (?:pedi|dije|voy a pedir) (?:que|a \\w+ que) (?:le|les) (?:diga|digan|cuente|cuenten) que (?:lo|la|los|las) (?:quise|ame|queria) (?:mucho|muchisimo|tanto)';
/** To the railway after dark, and not backing out this time: place and intent, read together as cues. */
export const TO_THE_TRACKS =
  '(?:walk|go|head|get|going|walking|heading) (?:down |over |out )?to the (?:train (?:line|tracks)|railway(?: line| tracks)?|tracks|level crossing)';
export const NOT_BACKING_OUT =
  '(?:dont|do not|wont|will not|not going to) (?:chicken out|bottle it|back out|bail|lose my nerve)(?: (?:this time|again))';
/** The means ready at hand, in Spanish: "tengo la soga lista en el closet". */
export const MEANS_READY_ES =
  'tengo (?:la|una|el|un|las|los) (?:soga|cuerda|pistola|arma|escopeta|pastillas|cuchilla|navaja|veneno)(?: de (?:las |los |la |el )?\\w+)? (?:ya )?(?:lista|listo|listas|listos|preparada|preparado|preparadas|guardada|guardado|guardadas|guardados|escondida|escondido)';
/** A day picked (a cue of intent) and music or words for one's own funeral (a cue of finality). */
export const PICKED_THE_DAY =
  '(?:ive |i have |i )?(?:picked|chosen|set|decided on) the (?:day|date)(?![^\\n]*\\b(?:wedding|party|move|moving|trip|surgery|appointment|interview|exam|launch|meeting|game|match|holiday)\\b)';
export const OWN_FUNERAL_PREP =
  '(?:playlist|songs|music|outfit|speech|eulogy|readings?) for my (?:own )?funeral';
/** Old wounds opened again, or depth not cared about: self-harm now. */
export const WOUNDS_REOPENED =
  '(?:opened|reopened|opening|reopening|ripped|picked) (?:up )?(?:the |my |all the )?(?:old )?(?:scars|cuts|wounds)(?: (?:again|tonight|open))?(?![^\\n]*\\b(?:talking|talk|conversation|chat|argument|memories|remembering|seeing (?:him|her|them)|with (?:my|her|him|them))\\b)|(?:dont|do not) care how deep (?:it goes|i go|they are|it is)';
/** Afraid of what one will do next to someone in one's care, or close to shaking a baby. */
export const ABOUT_TO_HARM =
  '(?:scared|afraid|terrified) (?:of )?what i(?:ll| will| might| could) do (?:next|to (?:her|him|them|the baby|my (?:baby|son|daughter|kids?|mum|mom|dad)))|(?:so |really )?close to (?:shaking|hitting|hurting|smacking|slapping|throwing) (?:her|him|the baby|my (?:baby|son|daughter|kid|child))';
/** A seizure told by what is seen. */
export const SEIZURE_SEEN =
  '(?:twitching|shaking|jerking|convulsing|fitting|on the floor)\\b[^\\n]{0,50}\\beyes (?:are |have )?(?:rolled|rolling) back|\\beyes (?:are |have )?(?:rolled|rolling) back\\b[^\\n]{0,50}\\b(?:twitching|shaking|jerking|convulsing|fitting|on the floor)';
/** An adult coming into a child's bed or shower. */
export const INTO_MY_BED =
  '(?:he|stepdad|step dad|mums boyfriend|moms boyfriend|uncle|my (?:step ?dad|uncle|cousin|mums boyfriend|moms boyfriend))(?: \\w+){0,2} (?:tried to |tries to |keeps trying to )?(?:get|got|gets|climb|climbed|climbs|come|came|comes|crawl\\w*) (?:in|into) (?:my bed|bed with me)|(?:he|stepdad|mums boyfriend|moms boyfriend|uncle) (?:comes|came|walks|walked) in (?:when|while) im (?:in the shower|showering|changing|in the bath|getting dressed)';
/** A reason asked for not to take what is in hand. */
export const REASON_NOT_TO =
  '(?:need|give me|want|tell me) (?:a |one |some )?reasons? not to (?:take (?:these|them|it|the pills)|do it|jump|go through with it|use it)';
/** Deeper than the other times: a cut. */
export const DEEPER_THAN_BEFORE_ES = '(?:mas|muy) profund[oa] que (?:otras veces|antes|la ultima vez|nunca)';
/** Pills taken, many and unnamed, in Spanish. */
export const PILLS_TAKEN_ES =
  'me (?:tome|he tomado|trague|he tragado) (?:unas|varias|muchas|un monton de|todas las|un puno de) pastillas(?! (?:para|de|contra|del|que me (?:receto|dio|mando)))';
/** Gone by a day said after the fact ("ill be gone by then"): finality, a cue. */
export const GONE_BY =
  '(?:ill|i will|i ?ll|im going to|i am going to) be (?:gone|dead) by (?:then|the time|thursday|monday|tuesday|wednesday|friday|saturday|sunday|tomorrow|morning|the weekend)(?![^\\n]*\\b(?:holiday|trip|flight|airport|abroad|away|shift|work|office|moving)\\b)';
/** A thing bought for a use one does not have: "we dont have a garden" after a hosepipe (finality, a cue). */
export const NO_USE_FOR_IT =
  '(?:we|i) (?:dont|do not) (?:even )?(?:have|own) (?:a |any )?(?:garden|car|boat|pond|shed|garage|plants?)(?![^\\n]*\\b(?:yet|anymore since|so we|so i|its for|its a (?:gift|present))\\b)';
/** Something planned for a date: "ive got it planned for next month" (intent, a cue). */
export const GOT_IT_PLANNED =
  '(?:(?:ive|i have) (?:got )?it (?:all )?planned(?: out)?|(?:its|it is) (?:all )?planned for)(?![^\\n]*\\b(?:party|trip|wedding|holiday|vacation|birthday|surprise|weekend|meal|dinner|lunch|date|proposal|route|itinerary|move|moving|celebration|visit|christmas|anniversary (?:dinner|trip|party))\\b)';
/** At the water or the edge, deciding: "been sat here 3 hours deciding whether to walk in". */
export const DECIDING_WHETHER =
  '(?:deciding|thinking about|trying to decide|working up the courage|building up the nerve) (?:whether |if )?(?:to )?(?:walk in|walk into the (?:water|sea|lake|river|reservoir)|jump(?! (?:on|in|at|ship|into (?:the|a) (?:car|taxi|pool|shower|conversation|project))\\b)|step off|go in|go through with it|drive off|let go)\\b';
/** Cigarettes put out on one's own skin, in Spanish. */
export const CIGARETTE_BURNS_ES =
  'apag(?:ando|o|ue|arme|andome)(?:me)? (?:los |el |un |unos )?cigarr\\w* (?:en|contra) (?:el |mi |la |los |mis )?(?:brazo|brazos|mano|manos|pierna|piernas|muslo|muslos|piel|muneca|munecas)';
/** Breath failing while trying to talk: tight chest and no full sentence. */
export const CANT_FINISH_SENTENCE =
  'chest (?:is |feels )?(?:really |so |very )?tight\\b[^\\n]{0,40}\\b(?:cant (?:finish a sentence|talk|speak|breathe|get (?:my )?breath)|can only say)|\\bcant finish a sentence\\b[^\\n]{0,30}\\b(?:breath|breathe|chest|lips)';
/** A child heard crying "stop daddy": abuse overheard. */
export const STOP_DADDY =
  '(?:screaming|crying|shouting|yelling|begging)\\W+(?:stop|no) (?:daddy|mummy|mommy|dad|mum|mom|papa|mama)';
/** Someone named to take the children if something happens (a farewell cue), in Spanish. */
export const IF_SOMETHING_HAPPENS_ES =
  'si (?:algo )?me pasa(?: algo)?\\b[^\\n]{0,40}\\b(?:se queda|se quede|se quedara|se haga cargo|cuide) (?:con )?(?:los ninos|mis hijos|el bebe|la nena|el nene|mis ninos|mi perro|los chicos|los pelados|los criaturas)';
/** The life insurance paid for a car accident, in Spanish. */
export const INSURANCE_ACCIDENT_ES =
  'seguro de vida\\b[^\\n]{0,40}\\b(?:paga|cubre|pagaria|cubriria)\\b[^\\n]{0,30}\\baccidente';

const alt = (parts: string[]) => `(?:${parts.join('|')})`;
/** A few free words between parts ("going to finally actually end it"), none of them a negation. */
const GAP = '(?: (?!not\\b|never\\b|no\\b|dont\\b|wont\\b|cant\\b|wouldnt\\b|didnt\\b|nunca\\b)\\w+){0,3}';

export const COMPOSED_RULES: Rule[] = [
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(`\\b${alt(SELF)}${GAP} ${alt(INTENT)}${GAP} ${alt(OWN_END)}\\b`),
    hyperbole: true,
    pastable: true,
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(`\\b${alt(SELF)}${GAP} ${alt(PREPARING)} ${alt(OWN_DEATH)}`),
    hyperbole: true,
    pastable: true,
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(`\\b(?:${alt(SELF)} )?${alt(ABSENCE)}\\b(?![^\\n]*${AWAY.source})`),
    negatable: false,
    hyperbole: true,
  },
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(`\\b${alt(SELF)}${GAP} ${alt(INTENT)}${GAP} ${alt(HARM_OTHERS)} ${alt(MANY_OTHERS)}\\b`),
    hyperbole: true,
  },
  { reason: 'suicidal_intent', level: 'crisis', re: rx(`\\b${alt(RELIEVED)}\\b`), hyperbole: true },
  { reason: 'plan_or_means', level: 'crisis', cue: 'means', cueOnly: true, re: rx(`\\b${MEANS_GOT}\\b`) },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    cue: 'finality',
    cueOnly: true,
    re: rx(`\\b${SECRET_PURPOSE}`),
  },
  { reason: 'passive_death_wish', category: 'suicide', level: 'elevated', re: rx(`\\b${DEATH_BETTER}\\b`) },
  { reason: 'suicidal_intent', level: 'crisis', cue: 'intent', cueOnly: true, re: rx(`\\b${GO_FIND_OUT}`) },
  { reason: 'passive_death_wish', category: 'suicide', level: 'crisis', re: rx(`\\b${NOT_MAKING_IT}`) },
  { reason: 'plan_or_means', category: 'suicide', level: 'crisis', re: rx(`\\b${TELL_BEFORE}`) },
  { reason: 'self_harm', level: 'crisis', re: rx(`\\b${NEW_CUTS}\\b`), pastable: true },
  {
    reason: 'harm_to_others',
    category: 'violence',
    level: 'elevated',
    re: rx(`\\b${WHATS_COMING}\\b`),
    hyperbole: true,
  },
  { reason: 'harm_to_others', level: 'crisis', cue: 'means', cueOnly: true, re: rx(`\\b${HIT_LIST}\\b`) },
  { reason: 'harm_to_others', level: 'crisis', re: rx(`\\b${TAKE_THEM_WITH_ME}\\b`) },
  { reason: 'harm_to_others', category: 'violence', level: 'elevated', re: rx(`\\b${WONT_BE_LAUGHING}\\b`) },
  {
    reason: 'harm_to_others',
    level: 'crisis',
    cue: 'act',
    cueOnly: true,
    re: rx(`\\b${BRINGING_SOMETHING}\\b`),
  },
  { reason: 'plan_or_means', category: 'suicide', level: 'crisis', re: rx(`\\b${HOW_AND_WHEN}`) },
  { reason: 'warning_signs', level: 'crisis', cue: 'act', cueOnly: true, re: rx(`\\b${STOP_HALFWAY}`) },
  { reason: 'medical_emergency', level: 'crisis', re: rx(`\\b${TURNING_BLUE}\\b`), pastable: true },
  { reason: 'goodbye', category: 'suicide', level: 'crisis', re: rx(`\\b${FINAL_MESSAGE}\\b`) },
  { reason: 'dangerous_place', category: 'suicide', level: 'crisis', re: rx(`\\b${OVER_THE_RAILING}`) },
  { reason: 'medical_emergency', level: 'crisis', re: rx(`\\b${LOW_SUGAR}`), pastable: true },
  { reason: 'overdose_taken', level: 'crisis', re: rx(`\\b${FEW_STRONG_TAKEN}\\b`), pastable: true },
  {
    reason: 'plan_or_means',
    category: 'suicide',
    level: 'crisis',
    re: rx(`\\b${CRASH_ON_PURPOSE}`),
    hyperbole: true,
  },
  { reason: 'unsafe_situation', category: 'abuse', level: 'crisis', re: rx(`\\b${BEATING_NOW}`) },
  { reason: 'plan_or_means', category: 'suicide', level: 'crisis', re: rx(`\\b${NOT_FOUND_BY}\\b`) },
  { reason: 'warning_signs', level: 'crisis', cue: 'finality', cueOnly: true, re: rx(`\\b${GONE_BY}`) },
  { reason: 'warning_signs', level: 'crisis', cue: 'finality', cueOnly: true, re: rx(`\\b${NO_USE_FOR_IT}`) },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    cue: 'intent',
    cueOnly: true,
    re: rx(`\\b${GOT_IT_PLANNED}\\b`),
  },
  { reason: 'dangerous_place', category: 'suicide', level: 'crisis', re: rx(`\\b${DECIDING_WHETHER}`) },
  { reason: 'self_harm', level: 'crisis', re: rx(`\\b${CIGARETTE_BURNS_ES}\\b`), pastable: true },
  { reason: 'medical_emergency', level: 'crisis', re: rx(`\\b${CANT_FINISH_SENTENCE}\\b`), pastable: true },
  { reason: 'unsafe_situation', category: 'abuse', level: 'crisis', re: rx(`\\b${STOP_DADDY}\\b`) },
  { reason: 'goodbye', category: 'suicide', level: 'crisis', re: rx(`\\b${IF_SOMETHING_HAPPENS_ES}\\b`) },
  { reason: 'plan_or_means', category: 'suicide', level: 'crisis', re: rx(`\\b${INSURANCE_ACCIDENT_ES}\\b`) },
  { reason: 'plan_or_means', category: 'suicide', level: 'crisis', re: rx(`\\b${MEANS_READY_ES}\\b`) },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    cue: 'intent',
    cueOnly: true,
    re: rx(`\\b${PICKED_THE_DAY}`),
  },
  { reason: 'goodbye', level: 'crisis', cue: 'finality', cueOnly: true, re: rx(`\\b${OWN_FUNERAL_PREP}\\b`) },
  { reason: 'self_harm', level: 'crisis', re: rx(`\\b${WOUNDS_REOPENED}\\b`), pastable: true },
  { reason: 'harm_to_others', category: 'violence', level: 'crisis', re: rx(`\\b${ABOUT_TO_HARM}\\b`) },
  { reason: 'medical_emergency', level: 'crisis', re: rx(`\\b${SEIZURE_SEEN}\\b`), pastable: true },
  { reason: 'sexual_violence', category: 'abuse', level: 'crisis', re: rx(`\\b${INTO_MY_BED}\\b`) },
  { reason: 'plan_or_means', category: 'suicide', level: 'crisis', re: rx(`\\b${REASON_NOT_TO}\\b`) },
  { reason: 'self_harm', level: 'crisis', re: rx(`\\b${DEEPER_THAN_BEFORE_ES}\\b`) },
  { reason: 'overdose_taken', level: 'crisis', re: rx(`\\b${PILLS_TAKEN_ES}`), pastable: true },
  {
    reason: 'suicidal_intent',
    category: 'suicide',
    level: 'crisis',
    re: rx(`\\b${THROW_MYSELF_ES}\\b`),
    hyperbole: true,
  },
  { reason: 'plan_or_means', category: 'suicide', level: 'crisis', re: rx(`\\b${STAGED_ACCIDENT}\\b`) },
  { reason: 'medical_emergency', level: 'crisis', re: rx(`\\b${KETONE_BREATH}\\b`), pastable: true },
  {
    reason: 'partner_abuse',
    category: 'abuse',
    level: 'crisis',
    re: rx(`\\b${STRUCK_ES}\\b`),
    pastable: true,
  },
  { reason: 'goodbye', category: 'suicide', level: 'crisis', re: rx(`\\b${LOVED_THEM_ES}\\b`) },
  {
    reason: 'dangerous_place',
    level: 'crisis',
    cue: 'place',
    cueOnly: true,
    re: rx(`\\b${TO_THE_TRACKS}\\b`),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    cue: 'intent',
    cueOnly: true,
    re: rx(`\\b${NOT_BACKING_OUT}\\b`),
  },
  { reason: 'passive_death_wish', category: 'suicide', level: 'crisis', re: rx(`\\b${NO_NEXT}`) },
  { reason: 'suicidal_intent', level: 'crisis', re: rx(`\\b${DEAD_BY}`), hyperbole: true },
  { reason: 'suicidal_intent', level: 'crisis', cue: 'intent', cueOnly: true, re: rx(`\\b${HARDEST_PART}`) },
  { reason: 'goodbye', category: 'suicide', level: 'crisis', re: rx(`\\b${IF_YOU_FIND_THIS}\\b`) },
  {
    reason: 'goodbye',
    level: 'crisis',
    cue: 'farewell',
    cueOnly: true,
    re: rx(`\\b${SCHEDULED_SENDING}\\b`),
  },
  { reason: 'warning_signs', level: 'crisis', cue: 'finality', cueOnly: true, re: rx(`\\b${OVER_BY_THEN}`) },
  { reason: 'medical_emergency', level: 'crisis', re: rx(`\\b${INHALER_FAILING}`), pastable: true },
  { reason: 'medical_emergency', level: 'crisis', re: rx(`\\b${BITE_OR_STING}`), pastable: true },
  { reason: 'medical_emergency', level: 'crisis', re: rx(`\\b${WITHDRAWAL_SIGNS}`), pastable: true },
  { reason: 'medical_emergency', level: 'crisis', re: rx(`\\b${THUNDERCLAP}`), pastable: true },
  { reason: 'unsafe_situation', category: 'abuse', level: 'crisis', re: rx(`\\b${NIGHT_ROOM_ES}\\b`) },
  { reason: 'harm_to_others', category: 'violence', level: 'crisis', re: rx(`\\b${POISONING_SOMEONE}\\b`) },
  { reason: 'plan_or_means', level: 'crisis', cue: 'means', cueOnly: true, re: rx(`\\b${KNOWS_HOW}`) },
  { reason: 'burden', category: 'suicide', level: 'elevated', re: rx(`\\b${OUT_OF_THE_WAY}`) },
  { reason: 'warning_signs', level: 'crisis', cue: 'finality', cueOnly: true, re: rx(`\\b${FINALLY_STOP}`) },
  { reason: 'giving_away', category: 'suicide', level: 'crisis', re: rx(`\\b${AFFAIRS}`) },
  { reason: 'burden', level: 'crisis', re: rx(`\\b${IF_NOT_HERE}\\b`), hyperbole: true },
  {
    reason: 'unsafe_situation',
    category: 'abuse',
    level: 'crisis',
    re: rx(`\\b${LOCKED_IN}\\b(?=[^\\n]*\\b${TAKEN_AWAY})|\\b${TAKEN_AWAY}\\b(?=[^\\n]*\\b${LOCKED_IN})`),
  },
  { reason: 'self_harm', level: 'crisis', re: rx(`\\b${HARMING_NOW_ES}\\b`) },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    re: rx(`\\b${NOT_BEING_ES}`),
    hyperbole: true,
    pastable: true,
  },
  { reason: 'burden', level: 'crisis', re: rx(`\\b${BETTER_NOT_LIVE}\\b`), hyperbole: true },
  { reason: 'passive_death_wish', level: 'crisis', re: rx(`\\b${REUNION}`), pastable: true },
  { reason: 'plan_or_means', category: 'suicide', level: 'crisis', re: rx(`\\b${INSURANCE_WAIT}`) },
  {
    reason: 'overdose_taken',
    level: 'crisis',
    re: rx(`\\b${MANY_TAKEN}(?=[^\\n]*\\b${MEDICINE}\\b)|\\b${MEDICINE}\\b[^\\n]*\\b${MANY_TAKEN}`),
    pastable: true,
  },
  { reason: 'eating', level: 'crisis', re: rx(`\\b${FASTING_ES}\\b`), pastable: true },
  { reason: 'eating', level: 'crisis', re: rx(`\\b${PURGE_EVERY_MEAL}`), pastable: true },
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      `\\b${HEAD_IN_ES}\\b(?=[^\\n]*\\b${WEAPON_OR_WHEN_ES}\\b)|\\b${WEAPON_OR_WHEN_ES}\\b[^\\n]*\\b${HEAD_IN_ES}\\b`,
    ),
    hyperbole: true,
  },
  { reason: 'self_harm', level: 'crisis', re: rx(`\\b${HARM_FOR_ES}\\b`), pastable: true },
  { reason: 'goodbye', category: 'suicide', level: 'crisis', re: rx(`\\b${NOTE_FOR_AFTER}\\b`) },
  { reason: 'lethality_question', level: 'crisis', contextual: 'elevated', re: rx(`\\b${LETHALITY_ES}\\b`) },
  { reason: 'warning_signs', category: 'suicide', level: 'crisis', re: rx(`\\b${CALM_DECISION}`) },
  { reason: 'dangerous_place', category: 'suicide', level: 'crisis', re: rx(`\\b${AT_THE_EDGE}`) },
  {
    reason: 'giving_away',
    category: 'suicide',
    level: 'crisis',
    re: rx(`\\b${alt(NO_NEED)}(?![^\\n]*${AWAY.source})`),
  },
  { reason: 'goodbye', level: 'crisis', re: rx(`\\b${alt(FAREWELL_ALL_ES)}\\b`), hyperbole: true },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      `\\b(?:${IN_CARE} (?:\\w+ ){0,4}${SWALLOWED}|(?:${IN_CARE} )?${SWALLOWED_ES}) (?:\\w+ ){0,5}${POISON}\\b`,
    ),
    pastable: true,
  },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(`\\b${STROKE_FACE}(?=[^\\n]*\\b${STROKE_BODY})|\\b${STROKE_BODY}(?=[^\\n]*\\b${STROKE_FACE})`),
    pastable: true,
  },
  { reason: 'self_harm', level: 'crisis', re: rx(`\\b${SELF_FORCE}`), pastable: true },
  { reason: 'harm_to_others', level: 'crisis', re: rx(`\\b${ARMED}`), hyperbole: true },
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(
      `\\b${WEAPON}\\b[^\\n]{0,80}\\b${alt(SELF)}${GAP} ${alt(INTENT)}(?: \\w+){0,6} (?:shoot|stab|kill|hurt)\\b(?! (?:clay|targets?|hoops|photos?|a (?:video|film|photo)|pool|the breeze|baskets?|skeet|at the range|time))|\\b${alt(SELF)}${GAP} ${alt(INTENT)}(?: \\w+){0,6} (?:shoot|stab|kill)\\b(?! (?:clay|targets?|hoops|photos?|a (?:video|film|photo)|pool|the breeze|baskets?|skeet|at the range|time))[^\\n]{0,80}\\b${WEAPON}\\b`,
    ),
    hyperbole: true,
  },
  {
    reason: 'harm_to_others',
    level: 'crisis',
    re: rx(`\\b${SLANG_HARM}\\b(?=[^\\n]*\\b(?:${WEAPON}|fr|for real|tonight|friday|saturday|tomorrow)\\b)`),
    hyperbole: true,
  },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(`\\b${FUMES}\\b(?=[^\\n]*\\b${FUMES_SIGNS}\\b)`),
  },
  { reason: 'overdose_taken', level: 'crisis', re: rx(`\\b${WHOLE_SUPPLY}\\b`), pastable: true },
  { reason: 'self_harm', level: 'crisis', re: rx(`\\b${SKIN_HARM}`), pastable: true },
  { reason: 'lethality_question', level: 'crisis', contextual: 'elevated', re: rx(`\\b${LETHALITY}\\b`) },
  // A decision and affairs put in order are warning signs that make a crisis together (lexicon/cues.ts),
  // whichever sentences of the message they are in.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    cue: 'intent',
    cueOnly: true,
    re: rx(`\\b(?:${DECIDED_ES})\\b`),
  },
  { reason: 'goodbye', level: 'crisis', cue: 'farewell', cueOnly: true, re: rx(`\\b${ARRANGED_ES}`) },

  {
    reason: 'partner_abuse',
    category: 'abuse',
    level: 'crisis',
    re: rx(`\\b(?:${alt(OTHER_ES)}${GAP} )?${alt(VIOLENCE_ES)}\\b`),
    // A stranger at work (a patient's relative, a customer) who shoved the writer is no one at home.
    requires: STRANGER_AT_WORK_ES,
    pastable: true,
  },
  // The reflexive carries the subject, unless a pet, a small child or a thorny bush did it ("mi gato me
  // rasguñó los brazos", "me rasguñé las piernas con el rosal").
  {
    reason: 'self_harm',
    level: 'crisis',
    re: rx(
      `(?<!\\b(?:gat[oa]|gatito|perr[oa]|perrito|cachorro|bebe|nen[ea]|hermanit[oa])\\b )\\b${alt(SELF_HARM_ES)}\\b(?! con (?:el|la|los|las|un|una|unas|unos) (?:rosal|rosales|rama|ramas|arbusto|espinas|alambre|zarza|cactus|gat[oa]|perr[oa])\\b)`,
    ),
    pastable: true,
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    re: rx(`\\b${alt(OWN_END_ES)}\\b`),
    hyperbole: true,
    pastable: true,
  },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      `\\b${CHEST}\\b(?=[^\\n]*\\b${SPREADS}\\b)(?=[^\\n]*\\b${CHEST_PAIN}\\b)(?![^\\n]*\\b${EXPLAINED_ACHE})`,
    ),
    pastable: true,
  },
  {
    reason: 'eating',
    level: 'crisis',
    re: rx(`\\b${PURGING}\\b(?=[^\\n]*\\b(?:${OFTEN})\\b)(?=[^\\n]*\\b${BODY_ALARM}\\b)`),
    pastable: true,
  },
  {
    reason: 'threatened',
    level: 'crisis',
    re: rx(
      `\\b(?:dijo|dice|ha dicho|amenazo|amenaza|ha amenazado|said|says|told me|threatened|threatens)(?: \\w+){0,8} ${alt(THREAT_KILL)}\\b`,
    ),
    hyperbole: true,
  },
  { reason: 'medical_emergency', level: 'crisis', re: rx(`\\b${FALLEN_CANT_GET_UP}`) },
  { reason: 'medical_emergency', level: 'crisis', re: rx(`\\b${SEIZURE_GOING_ON}`), pastable: true },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      // Two of a stroke's three signs: the face or an arm, with speech gone wrong.
      `\\b(?:${FACE_GONE}|${STROKE_BODY})\\b(?=[^\\n]*\\b(?:${SPEECH_GONE})\\b)|\\b(?:${SPEECH_GONE})\\b(?=[^\\n]*\\b(?:${FACE_GONE}|${STROKE_BODY}))`,
    ),
    pastable: true,
  },
  { reason: 'medical_emergency', level: 'crisis', re: rx(`\\b${SUGAR_NUMBER_LOW}`), pastable: true },
  { reason: 'medical_emergency', level: 'crisis', re: rx(`\\b${THROAT_CLOSING}`), pastable: true },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    cue: 'intent',
    cueOnly: true,
    re: rx(`\\b${PICKING_THE_DAY}`),
  },
  { reason: 'goodbye', level: 'crisis', cue: 'farewell', cueOnly: true, re: rx(`\\b${SCHEDULED_ES}\\b`) },
  {
    reason: 'warning_signs',
    level: 'crisis',
    cue: 'finality',
    cueOnly: true,
    re: rx(`\\b${DONE_BY_THEN_ES}`),
  },
  {
    reason: 'warning_signs',
    level: 'crisis',
    cue: 'finality',
    cueOnly: true,
    re: rx(`\\b${NOBODY_STUCK}\\b`),
  },
  {
    reason: 'warning_signs',
    level: 'crisis',
    cue: 'finality',
    cueOnly: true,
    re: rx(`\\b${HANDED_OVER_CARE}`),
  },
  { reason: 'warning_signs', level: 'crisis', cue: 'finality', cueOnly: true, re: rx(`\\b${FOR_GOOD}\\b`) },
  {
    reason: 'dangerous_place',
    level: 'crisis',
    cue: 'place',
    cueOnly: true,
    re: rx(`\\b${ON_THE_EDGE_NOW}`),
  },
  {
    reason: 'dangerous_place',
    level: 'crisis',
    cue: 'place',
    cueOnly: true,
    re: rx(`\\b${BY_THE_WATER_NOW}\\b`),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    cue: 'means',
    cueOnly: true,
    re: rx(`\\b${QUICK_IN_THE_WATER}\\b`),
  },
  { reason: 'unsafe_situation', category: 'abuse', level: 'crisis', re: rx(`\\b${HIDING_FROM_HIM}`) },
  { reason: 'threatened', category: 'abuse', level: 'crisis', re: rx(`\\b${WHEN_HE_COMES}\\b`) },
  { reason: 'unsafe_situation', category: 'abuse', level: 'crisis', re: rx(`\\b${DOOR_BEING_BROKEN}\\b`) },
  { reason: 'unsafe_situation', category: 'abuse', level: 'crisis', re: rx(`\\b${CHILD_HEARD_HURT}`) },
  { reason: 'sexual_violence', category: 'abuse', level: 'crisis', re: rx(`\\b${INTO_MY_ROOM_AT_NIGHT}`) },
  { reason: 'harm_to_others', category: 'violence', level: 'crisis', re: rx(`\\b${POISON_GOES_IN}\\b`) },
  { reason: 'harm_to_others', category: 'violence', level: 'crisis', re: rx(`\\b${ARMED_ES}\\b`) },
  {
    reason: 'giving_away',
    level: 'crisis',
    cue: 'farewell',
    cueOnly: true,
    re: rx(`\\b${GAVE_IT_ALL_AWAY}\\b`),
  },
  { reason: 'warning_signs', level: 'crisis', cue: 'act', cueOnly: true, re: rx(`\\b${LOOKING_DOWN}\\b`) },
  { reason: 'goodbye', level: 'crisis', cue: 'farewell', cueOnly: true, re: rx(`\\b${LAST_WORDS_GIVEN}\\b`) },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    cue: 'intent',
    cueOnly: true,
    re: rx(`\\b${TAKE_THEM_WHEN_ASLEEP}\\b`),
  },
  { reason: 'plan_or_means', level: 'crisis', cue: 'means', cueOnly: true, re: rx(`\\b${ALL_LINED_UP}\\b`) },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    cue: 'intent',
    cueOnly: true,
    re: rx(`\\b${PLAN_IS_DAY}\\b`),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    cue: 'finality',
    cueOnly: true,
    re: rx(`\\b${KEPT_FROM_THEM}\\b`),
  },
  { reason: 'goodbye', level: 'crisis', cue: 'farewell', cueOnly: true, re: rx(`\\b${LAST_POST}\\b`) },
  {
    reason: 'warning_signs',
    level: 'crisis',
    cue: 'finality',
    cueOnly: true,
    re: rx(`\\b${MEANS_ONLY_LATER}\\b`),
  },
  { reason: 'suicidal_intent', category: 'suicide', level: 'crisis', re: rx(`\\b${NOT_TODAY_TOMORROW}\\b`) },
  {
    reason: 'passive_death_wish',
    category: 'suicide',
    level: 'elevated',
    re: rx(`\\b${GENTLE_DEATH_WISH}\\b`),
  },
  { reason: 'self_harm_history', category: 'self_harm', level: 'elevated', re: rx(`\\b${SCARS_PULL}\\b`) },
  { reason: 'eating', level: 'elevated', re: rx(`\\b${CALORIE_RULES}\\b`) },
  { reason: 'partner_abuse', category: 'abuse', level: 'elevated', re: rx(`\\b${MONEY_KEPT}\\b`) },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    cue: 'means',
    cueOnly: true,
    re: rx(`\\b${PILLS_GATHERED_ES}\\b`),
  },
  { reason: 'warning_signs', level: 'crisis', cue: 'finality', cueOnly: true, re: rx(`\\b${TIED_UP_ES}\\b`) },
  { reason: 'goodbye', level: 'crisis', cue: 'farewell', cueOnly: true, re: rx(`\\b${LETTERS_ES}\\b`) },
  { reason: 'self_harm', category: 'self_harm', level: 'crisis', re: rx(`\\b${IN_HAND_NOW}`) },
  { reason: 'sexual_violence', category: 'abuse', level: 'crisis', re: rx(`\\b${SPECIAL_TIME}`) },
  {
    reason: 'dangerous_place',
    level: 'crisis',
    cue: 'place',
    cueOnly: true,
    re: rx(`\\b${BY_THE_TRACKS_ES}\\b`),
  },
  {
    reason: 'warning_signs',
    level: 'crisis',
    cue: 'act',
    cueOnly: true,
    re: rx(`\\b${WAITING_TRAIN_ES}\\b`),
  },
  { reason: 'plan_or_means', level: 'crisis', cue: 'means', cueOnly: true, re: rx(`\\b${GUN_LENT_ES}\\b`) },
  {
    reason: 'harm_to_others',
    level: 'crisis',
    cue: 'act',
    cueOnly: true,
    re: rx(`\\b${WAITING_FOR_HIM_ES}\\b`),
  },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      `\\b${FAINTED_ES}\\b(?=[^\\n]*\\b(?:${RACING_HEART_ES})\\b)|\\b(?:${RACING_HEART_ES})\\b(?=[^\\n]*\\b${FAINTED_ES}\\b)`,
    ),
    pastable: true,
  },
  { reason: 'plan_or_means', level: 'crisis', cue: 'means', cueOnly: true, re: rx(`\\b${GUN_LEFT_OUT}\\b`) },
  {
    reason: 'warning_signs',
    level: 'crisis',
    cue: 'finality',
    cueOnly: true,
    re: rx(`\\b${PET_THINGS_OUT}\\b`),
  },
  {
    reason: 'warning_signs',
    level: 'crisis',
    cue: 'finality',
    cueOnly: true,
    re: rx(`\\b${NOBODY_CHECKING}\\b`),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    cue: 'means',
    cueOnly: true,
    re: rx(`\\b${TAKEN_FROM_WORK}\\b`),
  },
  {
    reason: 'self_harm',
    category: 'self_harm',
    level: 'crisis',
    re: rx(`\\b${HEATED_METAL}\\b(?=[^\\n]*\\blighter\\b)|\\blighter\\b(?=[^\\n]*\\b(?:${HEATED_METAL})\\b)`),
  },
  { reason: 'plan_or_means', level: 'crisis', cue: 'means', cueOnly: true, re: rx(`\\b${ROPE_READY}\\b`) },
  { reason: 'warning_signs', level: 'crisis', cue: 'act', cueOnly: true, re: rx(`\\b${COVER_STORY}\\b`) },
  { reason: 'warning_signs', level: 'crisis', cue: 'finality', cueOnly: true, re: rx(`\\b${LAST_SHIFT}\\b`) },
  { reason: 'plan_or_means', category: 'suicide', level: 'crisis', re: rx(`\\b${GUN_IN_LAP}\\b`) },
  { reason: 'medical_emergency', level: 'crisis', re: rx(`\\b${FITTING_NOW}\\b`) },
  { reason: 'eating', level: 'elevated', re: rx(`\\b${CHEW_SPIT}\\b`) },
  { reason: 'suicidal_intent', level: 'crisis', cue: 'intent', cueOnly: true, re: rx(`\\b${WALKING_IN}\\b`) },
];

/** The writer saying they will not end their life: taken at its word when nothing else shows (readMessage). */
export const DENIED_END = new RegExp(
  `\\b(?:(?:im|i am) not (?:going to|gonna|about to|planning to)|i (?:would|will|could) never|i dont (?:want|plan|intend) to)(?: \\w+){0,2} ${alt(OWN_END)}\\b`,
);
