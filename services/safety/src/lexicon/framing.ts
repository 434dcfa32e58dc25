/**
 * How a sentence is framed: denials, recoveries, games, departures, study and care, retractions, and who is
 * spoken of. Data, read by readMessage.ts and conversation.ts.
 */
/** A plain denial ("i'm not suicidal, just stressed") is taken at its word unless something else shows. */
export const DENIAL =
  /\b(?:not|never been|never) suicidal\b|\b(?:never|not|no) (?:had |have |ever had |any )*suicidal (?:thoughts|ideas|urges|feelings)\b|\b(?:dont|do not) want to die\b(?! alone| by myself| without)|\bno (?:thoughts|intention|plans?|urges?) (?:of|to)\b|\b(?:would|will|could) never (?:kill|hurt|harm) (?:myself|my self)\b|\b(?:im|i am) not (?:going to|about to) (?:kill|hurt|harm) (?:myself|my self)\b/;
/** The writer says things are getting better: a sad story that ends here needs a confident classifier. */
export const RESOLVED =
  /\b(?:ill|i will|im going to|going to) be (?:ok|okay|fine|alright|all right)\b|\b(?:im|were|its|all) (?:ok|okay|fine|good|better) now\b|\bfeel(?:ing)? (?:a (?:bit|little|lot) )?better\b|\b(?:looks|seems|feels) doable\b|\bthanks for listening\b/;
/** Playing a game, where the words of violence are the game's. */
export const PLAYING =
  /\b(?:among us|impostor|imposter|fortnite|minecraft|call of duty|valorant|roblox|gta|boss fight|final boss|respawn|npc|speedrun|playthrough|dungeon|hitbox|paintball|laser tag|airsoft|murder mystery|werewolf|mafia game|board game|video game|in the game|mario kart|smash bros|street fighter|tekken|fifa|mortal kombat|on the (?:xbox|playstation|ps5|switch))\b/;
/** Shooting as a sport or a season: a gun named here is the sport's, unless the rules see more. */
export const SPORT_SHOOTING =
  /\b(?:clay pigeons?|clays|skeet|trap shooting|shooting range|the range|range day|recoil|deer season|duck season|pheasant season|hunting (?:trip|season|licen[cs]e)|target practice|gun club|rifle club|pistol club|shooting club|shooting lesson|temporada de caza|temporada de (?:venado|pato|perdiz|jabali|ciervo)|licencia de caza|permisos? de caza|coto de caza|club de tiro|campo de tiro|tiro al plato)\b/;
/** A departure others were told of, then denied (bounded: the denial within a few clauses). */
export const COVER_STORY =
  /\b(?:(?:told|telling) (?:\w+ ){0,4}(?:im|i am|i was|that im|that i was)|(?:she|he|they|everyone|people)(?: all)? thinks? (?:im|i am)) (?:moving|going|leaving|travel\w*|away)\b[\s\S]{0,80}?\b(?:im not|i am not|not (?:moving|going|leaving) anywhere|not going anywhere)\b/;
export const QUOTED = /'[^'\n]*'|"[^"\n]*"/g;
/** A goodbye that promises a return ("bye for now, ill tell you all about it when im back"). */
export const RETURNING =
  /\b(?:(?:when|once) (?:im|i get|i am|i come) back|see (?:you|ya|u) (?:tomorrow|later|soon|next week|on \w+|when)|talk (?:to you |to u )?(?:later|tomorrow|soon)|bye for now|catch (?:you|ya|u) later|ill tell (?:you|u) (?:all )?about it|back (?:on|next) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week)|cuando (?:vuelva|regrese|vuelvas|regreses|nos veamos)|nos vemos (?:el|la|en|manana|pronto|luego)|(?:le|te|les) (?:hago|hare|voy a hacer) una (?:llamad\w*|videollamad\w*)|los (?:lunes|martes|miercoles|jueves|viernes|sabados|domingos) (?:en la noche |por la noche |en la tarde )?(?:le|te|les|nos) (?:llamo|llamare|escribo|hago|vemos))\b/;
/**
 * "doing it tonight", "ill do it this weekend": a plan whose "it" is whatever the conversation was about.
 * Only a bare "it" ("ive decided to do it tonight"), not a named act.
 */
export const BARE_PLAN =
  /\b(?:(?:im|i am|ill|i will|gonna|going to|gunna) )?(?:do|doing) (?:it|that|this)\b(?! again\b)/;
/**
 * The everyday act a bare "doing it" stands for, named first in the message ("buzzing it. doing it now. no
 * going back" after asking whether to buzz a bad haircut off).
 */
export const NAMED_ACT =
  /^(?:ok |okay |right |so |welp |well )?(?:buzz|shav|send|post|book|submit|sign|order|delet|email|text|ring|ask|tell|dye|bleach|quit|apply|hand)\w* (?:it|him|her|them|in|off)\b|\b(?:did|does|do|loved|loves) the (?!(?:research|maths?|calculations?|deed|thing|reading|planning|math)\b)[a-z]+\b[\s\S]{0,120}\b(?:started|start|taken up|taking up|take up) doing it\b/;
/**
 * A plan to talk with someone: "i will talk to my husband tonight when the baby sleeps", "gonna message the
 * group chat tonight", "hablo con el esta noche", "voy a decirle que confio en ella". The plan ordinary
 * conversations end with most often.
 */
export const TALK_PLAN =
  /(?<!\b(?:what|if|when|no|not) )\b(?:ill|i will|im (?:going to|gonna)|i am going to|gonna|going to|i think ill|i decided to|(?:tonight|tomorrow|this evening|later) i(?: will)?) (?:(?:just|then|also|first|finally|actually|properly|calmly) )?(?:talk|speak|tell|ask|text|message|email|call|ring|chat|sit down) (?:to |with )?(?:him|her|them|my|the|our|his|\w+s)\b|\b(?:emails?|messages?|texts?) (?:is |are |s )?getting (?:written|sent)\b|(?<!\b(?:no|si|ya no) )\b(?:voy a|vamos a|le voy a|les voy a) (?:hablar|decir(?:le|les)?|escribir(?:le|les)?|llamar(?:le|la|lo)?|marcar(?:le)?|mandar(?:le)?|plantear(?:le|selo)?|proponer(?:le|les)?|preguntar(?:le|les)?|pedir(?:le|les)?|contar(?:le|les)?)\b|^(?:(?:ok|va|ya|bueno|pues|entonces|y|hoy|manana|esta noche|ya decidi|decidi que)[\s,]+)*(?:hablo con|le digo|les digo|le escribo|le marco|se lo digo|se lo planteo|le propongo|les aviso)\b|(?<!\b(?:no|si|ya no|que|q) )\b(?:le|les|se lo) (?:cuento|digo|explico|pregunto|aviso|planteo)\b/;
/**
 * A plan told after a decision with what it is: a call, a talk, a list, a booking ("ya decidí, voy a hacer
 * una videollamada con los cuatro el domingo", "decided, im gonna tell my sister on friday"). Never with a
 * goodbye or a means in the same words.
 */
export const EVERYDAY_PLAN =
  /\b(?:voy a|vamos a|le voy a|les voy a|im going to|i am going to|im gonna|ill|i will) (?:hablar con|decir(?:le|les)? (?:a|que)|llamar a|escribir(?:le|les)? a|hacer una (?:videollamada|llamada|lista|reunion|cita|junta)|pedir(?:le|les)? (?:a|que|una|un)|inscribirme|apuntarme|buscar (?:un|una|otro|otra) (?:trabajo|curso|terapeuta|psicolog[oa]|depa|piso)|ir al (?:medico|doctor|dentista|banco|gym|psicologo)|talk to|tell (?:my|her|him|them)|call (?:my|her|him|them)|text (?:my|her|him|them)|ask (?:my|her|him|them|for)|book (?:a|an|the)|sign up|apply for|set up a (?:call|meeting|video call)|make a list|go to the (?:doctor|dentist|gym|bank))\b(?![^\n]*\b(?:despedir\w*|adios|goodbye|bye|last time|ultima vez|carta|note|letter|pills?|pastillas|cuerda|rope|puente|bridge|gun|pistola|arma|forgive|perdon\w*|sorry|lo siento|para siempre|forever)\b)/;
/**
 * An everyday decision named with its object: a breakup, quitting a job or a course, moving out, a divorce
 * ("ive decided, tonight im quitting my job", "ya lo decidi, hoy termino con mi novio", "im ending it with
 * him tonight. 3 years and im done"). A decision, a time and "im done" are what the classifier learned from
 * plans to die; said of these, they are not. Read on the text before idioms are taken out.
 */
export const EVERYDAY_DECISION =
  /\b(?:(?:quit|quitting|leave|leaving|resign(?:ing)? from|drop(?:ping)? out of|drop|dropping) (?:my|the|this|that) (?:\w+ )?(?:job|work|course|class|degree|uni|university|college|program|programme|apprenticeship|team|band|club|gym|church|choir|flat|apartment|lease)|(?:hand(?:ing)? in|put(?:ting)? in|give|giving) (?:my )?(?:notice|resignation)|(?:break|breaking|broke) up with (?:him|her|them|my \w+|[a-z]+)|(?:end|ending|call|calling) (?:it|things) (?:off )?with (?:him|her|them|my (?:\w+ )?(?:boyfriend|girlfriend|partner|husband|wife|bf|gf|fiance|fiancee|man|girl|guy))|(?:dump|dumping|divorc\w*) (?:him|her|them|my \w+)|(?:leave|leaving) (?:him|her|my (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|fiance|fiancee))\b(?! (?:behind|alone|with|everything))|mov(?:e|ing) out|(?:come|coming) out to|termin\w* (?:todo )?con (?:el|ella|mi (?:novio|novia|pareja|esposo|esposa|marido|ex|pololo|polola|jevo|jeva|morro|morra|chavo|chava)|el (?!(?:dolor|sufrimiento|problema|mundo|asunto|tema|cuchillo|veneno|resto)\b)[a-z]+|la (?:relacion|relación))|(?:cort\w*|romp\w*) con (?:el|ella|mi (?:novio|novia|pareja|pololo|polola|jevo|jeva))|renunci\w* (?:a |al |a la |a mi )?(?:trabajo|chamba|pega|curro|laburo|empleo|puesto|carrera|equipo)|dej\w* (?:el|la|mi) (?:trabajo|chamba|pega|curro|laburo|carrera|facu|universidad|uni|escuela|equipo|gym|depa|departamento|piso)|(?:me )?(?:divorcio|separo|mudo)\b|(?:divorciarme|separarme|mudarme)\b)\b/;
/** What makes a talk a farewell, never an ordinary plan: "tell her goodbye", "one last time", "gracias por todo". */
export const FAREWELL_TALK =
  /\b(?:good ?bye|bye|farewell|last time|one last|for the last|sorry for everything|forgive me|i love (?:her|him|them|you)|thank (?:her|him|them) for everything|wont see|never see|letters?|note|will be gone|adios|despedir\w*|ultima vez|perdon\w*|te quiero|los quiero|las quiero|gracias por todo|no me van a ver|cartas?)\b/;
/** Taking up a suggestion: "ok", "cool", "deal", "thanks". */
export const TAKING_UP =
  /(?:^|\n|[.!,] )(?:ok|okay|k|kk|cool|right|alright|yes|yeah|yep|sure|fine|great|good (?:idea|call|point)|deal)\b|\b(?:thanks|thank you|thx|ty|cheers)\b/;
/** Asking for a film or a song to pass the time is a change of subject, not a frame for what came before. */
export const RECOMMENDATION =
  /\b(?:good|any|recommend\w*|suggest\w*|what|whats|which) (?:\w+ ){0,3}(?:film|movie|song|show|series|podcast|album|playlist|episode)s? (?:to|should i|could i|can i|i could|i should) (?:watch|listen|put on|stream|binge)\b|\b(?:what|which) (?:should|can|could) (?:i|we) (?:watch|listen to|read|cook|eat|make|play|wear|buy)\b/;
/**
 * An everyday question about taking a medicine alongside something else ("can you take paracetamol if
 * you're on blood pressure tablets?", "is it safe to give him ibuprofen with his antibiotics"): a pharmacy
 * question, which the classifier alone must not make a crisis. Any word of dying or of too much keeps it out.
 */
const MEDICINE_WORD =
  /\b(?:paracetamol|acetaminophen|ibuprofen|tylenol|advil|aspirin|antibiotics?|antihistamines?|tablets?|pills?|meds|medicines?|medication|painkillers?|vitamins?|supplements?|inhaler|insulin|statins?|ibuprofeno|pastillas|medicamentos?|antibioticos?|calmantes?)\b/
    .source;
const MEDICINE_ASKED =
  /(?:\b(?:can|could|should|may) (?:you|i|he|she|they|we|my \w+|someone|people) (?:still )?(?:take|have|give \w+|mix|combine)\b|\bis it (?:ok|okay|safe|fine|alright|bad) (?:to )?(?:take|have|give|mix|combine)\b|\b(?:se puede|puedo|puede) (?:tomar|dar(?:le)?|mezclar)\b)/
    .source;
// A medicine word on the line from the question on; looked for only where a question starts (a lookahead
// tried at every position made long messages quadratic).
export const MEDICINE_QUESTION = new RegExp(
  `(?=${MEDICINE_ASKED})(?=[^\\n]*${MEDICINE_WORD})${MEDICINE_ASKED}`,
);
export const MEDICINE_QUESTION_SAFE =
  /^(?![^\n]*\b(?:kill|die|dying|dead|death|overdose|od|too many|too much|lethal|fatal|end it|not wake|never wake|all of (?:them|it)|whole (?:box|bottle|pack|packet)|hurt (?:myself|me)|on purpose|morir|matar|sobredosis|todas)\b)[^\n]*\b(?:if|with|while|alongside|on top of|and|when|si|con)\b/;
export const RECOMMENDATIONS = new RegExp(RECOMMENDATION.source, 'g');
/** Someone or somewhere other than the writer. */
export const OTHERS =
  /\b(?:he|she|they|him|her|them|his|their|someone|somebody|people|everyone|everybody|anyone|guy|girl|man|woman|kid|kids|baby|boss|coworkers?|classmates?|teacher|roommate|neighbou?r|ex|dad|mom|brother|sister|son|daughter|husband|wife|boyfriend|girlfriend|partner|school|class|work|office|church|mall|party|el|ella|ellos|ellas|alguien|todos)\b/;
/** Someone to go to: where they live or work, heading there. */
export const TARGETED =
  /\b(?:where (?:he|she|they) (?:lives?|works?|is|sleeps?)|(?:his|her|their) (?:house|place|flat|work|office|school)|heading (?:there|over)|going (?:over )?there|(?:casa|trabajo|escuela|oficina) de (?:mi ex|ese|esa|el|ella)|su (?:casa|trabajo|escuela)|donde (?:vive|trabaja|estaciona))\b/;
/** A weapon or means that someone else has or holds: in a conversation about that someone's abuse, it is theirs. */
export const HELD_BY_OTHER =
  /\b(?:(?:he|she|they|hes|shes|he s|she s|theyre|my (?:husband|wife|boyfriend|girlfriend|partner|ex|dad|father|stepdad|mom|mum|mother|stepmom|stepmum|uncle|brother)) (?:has|have|had|keeps?|kept|got|owns?|bought|pulled|took out|grabbed|is holding|was holding|is carrying|carries|sleeps with)|(?:his|her|their) (?:gun|guns|pistol|rifle|shotgun|knife|knives|machete|bat)|(?:el|ella|mi (?:esposo|marido|novio|pareja|ex|papa|padre|padrastro|mama|madre|tio|hermano)) (?:tiene|guarda|saco|compro|agarro|trae|lleva)|(?:tiene|guarda|saco|compro|agarro|trae|lleva) (?:una|un|la|el|su) (?:pistola|arma|cuchillo|navaja|machete|escopeta|rifle|revolver|fierro|cuete|bate))\b/;
export const SUBJECT =
  /\b(?:i|im|me|my ?self|myself|ive|id|ill|he|she|they|hes|shes|theyre|him|her|them|friend|sister|brother|mom|mum|dad|son|daughter|cousin|partner|boyfriend|girlfriend|roommate|classmate|kid|child|someone|somebody|husband|wife|uncle|aunt|bestie|bff|colleague|coworker|workmate|boss|manager|teammate|flatmate|housemate|neighbour|neighbor|grandma|grandpa|nan|gran|stepdad|stepmom|stepmum|niece|nephew|student|patient|client|character|protagonist|friends|kids|children|students|patients|clients|teens|people|cat|dog|kitten|puppy)\b/g;
export const FIRST_PERSON = new Set(['i', 'im', 'me', 'myself', 'my self', 'ive', 'id', 'ill']);
export const STUDY_OR_CARE =
  /\b(?:nursing|nurse|pharmacology|pharmacy|pharmacist|toxicology|med school|medical school|my exam|for (?:an?|my) (?:exam|class|test|quiz|paper|essay|story|novel|book)|(?:a|the|my|this|in|for|our) lecture|homework|textbook|my patients?|clinical|veterinary|vet|my (?:dog|cat|puppy|kitten)|research paper|true crime|podcast|saw (?:a|an|this|that) (?:tiktok|video|reel|post|article|documentary|show)|got curious|within (?:the )?(?:safe )?(?:limits?|range)|to be (?:safe|sure)|is (?:it|that) safe|safe (?:dose|amount|limit|to take)|(?:my )?(?:doctor|pediatrician|pharmacist|gp) (?:put|prescribed|told|said|recommended|started)|i only (?:drink|take|have)|(?:i|he|she|they|my \w+) (?:drink|drinks|has|have|takes?) (?:like |about |around )?(?:\d+|a few|several|two|three|four|five|six|seven|eight) (?:coffees|cups|energy drinks|cans|espressos|red bulls|monsters)|on my (?:\d+(?:st|nd|rd|th)?|third|fourth|fifth|sixth|seventh) (?:coffee|cup|espresso|energy drink|can|red bull|monster))\b/;
/** A means question the writer says is about themselves ("not for a story. for me"). */
export const FOR_MYSELF =
  /\b(?:its|it is|asking|this is|the question is|im asking) for (?:me|myself)\b|\bnot (?:asking )?for (?:a|my) (?:story|book|friend|project|class|novel|paper|essay)\b|(?:^|\n)(?:its )?for (?:me|myself)(?:\n|$)/;
/** Taking a disclosure back: it keeps the disclosure (people take it back when they feel exposed). */
export const RETRACTION =
  /\b(?:nvm|never ?mind|forget (?:it|i said|that|about it|what i said)|dont worry|(?:im|i am) (?:fine|ok|okay|good|alright)|jk|just kidding|joking|joke|not (?:for|about) me|(?:asking )?for a friend|ignore (?:me|that|it)|its nothing|doesnt matter|sorry|lol|haha\w*|jaja\w*|olvidalo|no importa|estoy bien|no me hagas caso|(?:es|era) (?:mentira|broma|una tonteria)|no (?:era|es|lo dije|lo decia|lo digo) en serio|no es para tanto|exagero|exagere|no es nada|no pasa nada)\b/;
export const RETRACTIONS = new RegExp(RETRACTION.source, 'g');
/** A take-back in words, not laughter: "jk", "forget it", "ignore me", "im fine", "es broma". */
export const TAKEN_BACK =
  /\b(?:nvm|never ?mind|forget (?:it|i said|that|about it|what i said)|dont worry|no te preocupes|jk|just kidding|joking|joke|broma|ignore (?:me|that|it)|its nothing|doesnt matter|olvidalo|no importa|(?:im|i am) (?:fine|ok|okay|good|alright)|estoy bien|not (?:serious|really|actually)|no (?:en serio|es en serio)|sorry|(?:being |was |so )?dramatic|exaggerating|overreacting|exagere|exagerando|exagero|no me hagas caso|(?:es|era) (?:mentira|una tonteria)|no (?:era|lo dije|lo decia|lo digo) en serio|no es para tanto|no es nada)\b/;
/** A height or a dose judged sufficient. */
/** Going now to the place just asked about ("what's the tallest building near the river" then "heading there now"). */
export const GOING_THERE =
  /\b(?:heading|going|walking|driving|on my way|getting a taxi|getting the bus) (?:over |up )?there (?:now|tonight|right now)\b|\b(?:im )?on my way (?:there )?now\b/;
export const ENOUGH =
  /\b(?:should|will|would|has to|have to|must|gonna|going to) be (?:high |tall |strong )?enough\b|\b(?:thats|that is|thatll|that will|that would|itll|it will) (?:do|be enough|be plenty)\b/;
/** A question: only a question about lethality can be asked for study or care. */
export const ASKING = /(?:^|\n)(?:how|what|whats|which|is|are|can|could|does|do|would|will|should|if)\b/;
