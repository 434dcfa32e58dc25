import type { Move } from './moves.ts';

/**
 * The Spanish companion's reading of a message: its move in the conversation (as moves.ts does for
 * English), the people named, and how the visitor feels about them. On plain text: lower case, no
 * accents, no ¿¡ ("q", "xq", "nose" as people type them).
 */

export function plainSpanish(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[¿¡]/g, '')
    .replace(/\bq\b/g, 'que')
    .replace(/\bxq\b|\bpq\b/g, 'porque')
    .replace(/\btmb\b|\btb\b/g, 'tambien')
    .replace(/\s+/g, ' ')
    .trim();
}

const LEAVING =
  /\b(?:me llaman (?:para|a) (?:cenar|comer|desayunar)|me tengo que (?:ir|preparar)|(?:me|nos) vamos ya|me voy(?=\s*$|[,.!]| ya| (?:que|porque|pues|pa|para) | a (?:dormir|la cama|acostar|descansar|cenar|comer|trabajar|clase|estudiar|arreglar|duchar))|me (?:hizo|ha hecho) bien (?:hablar|contarlo|desahogarme|escribir)|ya me toca (?:entrar|irme|salir|trabajar)|me toca (?:entrar|irme|salir)|me voy a (?:dormir|la cama|acostar|descansar|ir(?= ya|\s*$|[,.!]))|me voy (?:ya|a dormir)|ya me voy|me tengo que ir|tengo que irme|me toca irme|me retiro|me despido|a dormir(?! cuando| mientras| a la misma hora| a las \d| mas temprano todos)|a la cama|buenas noches|hasta (?:luego|manana|pronto|la proxima|otro dia)|chao+|chau+|chaito|chaucito|adiosito|adios+|agur|(?:luego|despues|ya|ahi|mañana|manana) te (?:cuento|contare|aviso)|te (?:cuento|contare) como (?:me )?(?:va|fue|sale|salio)|eso era todo|ya estuvo|besotes?|cuidense|nos vemos|ahi nos vidrios|ahi nos vemos|hasta otra|nos hablamos|hablamos (?:luego|manana|otro dia|pronto)|luego hablamos|eso es todo|es todo por (?:hoy|ahora)|lo dejo (?:aqui|aca|por hoy)|te dejo|descansa|bye+|cuidate|cuidese|(?:un )?(?:fuerte )?abrazo(?:s|te)?(?= *(?:$|[!.,]| grande| fuerte))|besos?(?= *(?:$|[!.,]))|besitos|bendiciones|saludos|un saludo|que descanse[sn]?|nos leemos|buenas? noches?|que (?:estes|este|esten) (?:muy |super |re |bien )?bien|(?:que )?(?:pase|pases|pasen|tengas|tenga|tengan) (?:usted |ustedes )?(?:una )?(?:buena|linda|bonita|feliz|excelente|bendecida) (?:noche|tarde|dia|semana|finde)|que (?:te|le|les) vaya (?:bien|bonito|super|genial|de lujo)|feliz (?:noche|dia|tarde|finde|fin de semana)|buen dia(?= *(?:$|[!.]))|deseame (?:suerte|exito)|(?:que )?dios te (?:bendiga|cuide)|se cuida)\b|^\W*(?:😴|💤|👋|🙏|❤️|🫂)+\W*$/u;
/** A goodbye said to someone else ("le voy a decir chao bien clarito") is no goodbye to Sage. */
const SAID_TO_SOMEONE =
  /\b(?:decir(?:le|les)?|digo|dije|dice|dijo|diga|decirte) (?:\w+ )?(?:chao|chau|adios|hasta luego)\b/g;
const THANKS_END =
  /\b(?:gracias|grax|(?:te|le|les|se lo) agradezco|thank u|thanks|thx)(?: \w+){0,2}[\s.!)]*$|\bgracias por todo\b|\bme (?:has|ha) ayudado (?:un monton|mucho|bastante)\b/;
const THANKS =
  /^(?:(?:ok|okey|vale|bueno|pues|ay|si|va|listo|dale|ya|che|uf|bien)[\s,.!]*)*(?:muchas |mil |muchisimas )?(?:gracias|grax|eskerrik asko|moltes gracies|grazas|obrigad[oa]|merci|(?:te|le|les|se lo) agradezco|(?:muy |super |re |bien )?agradecid[oa]s?|se agradece|me (?:ha |has )?(?:ayudado|servido)|me (?:ayudo|sirvio)|(?:me )?fue de (?:mucha |gran )?ayuda|me (?:ha |has )?venido (?:genial|muy bien|bien|de lujo|de perlas)|me vino (?:genial|muy bien|bien|de lujo|de perlas)|ya me siento (?:mas |mucho mas |un poco mas )?(?:tranquil[oa]|aliviad[oa]|calmad[oa]|liger[oa])|me sirve|eso (?:me )?(?:ayuda|sirve)|me (?:dejaste|dejas|has dejado) (?:mas |re |super |muy |bien )?(?:tranqui|tranquil[oa]|calmad[oa]|aliviad[oa])|(?:la neta |de verdad )?me (?:calmaste|has calmado|has dado (?:un poco de )?(?:aire|paz|animo)|diste (?:un poco de )?(?:aire|paz|animo)))\b/;
/** The present as a plan, with a time: "esta noche le propongo...", "se lo digo manana". */
const WHEN_ES =
  /\b(?:antes de|antes que|antes q|en un rato|esta (?:noche|tarde|semana)|manana|pasado manana|hoy|luego|ahora|ahorita|despues|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|(?:este|el) (?:finde|fin de semana|fin|sabado|domingo|lunes)|a partir de|la semana que viene|la proxima (?:vez|semana)|cuando (?:cenemos|llegue|vuelva|lo vea|la vea|nos veamos))\b/;
const PRESENT_PLAN =
  /\b\w+(?:amos|emos|imos)\b|\b(?:repaso|estudio|termino|hablo|aviso|reviso)\b|\b(?:le|la|lo|les|se lo|se la|me|te)? ?(?:propongo|escribo|digo|llamo|mando|hablo|pido|pregunto|acompano|compro|hago|intento|pruebo|llevo|invito|apunto|busco|cuento|regalo|preparo|reservo|contesto|respondo|voy|paso|dejo|apago|miro|empiezo|organizo|quedo|doy|meto|pongo|saco|traigo|bloqueo|borro|silencio|cocino|salgo|vuelvo|averiguo|consulto|imprimo|ensayo|practico)\b/;
/**
 * Any first-person present at the start of a clause, with a time said ("mañana bajo a la cooperativa", "ya,
 * dejo el celu en el living y pruebo"): the verbs of having, being and feeling excepted.
 */
const PRESENT_FIRST =
  /(?:^|[,.;!]\s*|\b(?:y|ya|pues|bueno|ok|vale|dale|va|entonces|nada|listo|mejor|a lo mejor|creo que|igual|manana|hoy|ahora|esta noche|esta (?:semana|tarde)|este (?:finde|fin de semana|sabado|domingo)|el finde|la semana que viene|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|a la (?:manana|tarde|noche))\s+)(?:(?:le|la|lo|les|se lo|se la|me|te) )?(?!(?:tengo|estoy|soy|puedo|quiero|necesito|debo|creo|pienso|siento|odio|extrano|echo|lloro|sufro|vivo|no|pero|como|que|cuando|donde|tampoco|solo|algo|nada|todo|eso|esto|mismo|claro|seguro|bueno|malo|poco|mucho|tanto|otro|nuevo|luego|pronto|siempre|nunca|cuanto|medio|rato|ano|dia|mes|caso|trabajo|miedo|cumpleano|pelo|cuerpo|novio|hijo|nieto|sobrino|hermano|primo|tio|abuelo|amigo|marido|esposo|perro|gato|banco|centro|gimnasio|colegio|instituto|medico|insomnio|estres|cansancio|agobio|ejercicio)\b)[a-zñ]{2,}o\b/;
/**
 * A step tried on aloud: "capaz me anoto en las clases de apoyo", "de pronto me meto a clases", "se me ocurre
 * invitarlo a la cancha", "y quizás le arregle la cuna": a first-person present, a subjunctive or an
 * infinitive after the opener, states and feelings excepted ("capaz me muero", "tal vez sea yo").
 */
const TENTATIVE_ES =
  /(?:^|[,.;!]\s*)(?:(?:y|o|bueno|vale|ok|pues|entonces|nada)[\s,]+)*(?:capaz(?: que)?|de pronto|quizas?|quiza|tal vez|se me ocurre|a lo mejor|igual)\s+(?:(?:tambien|tb|tmb|mejor|nomas) )?(?:(?:(?:le|la|lo|les|se lo|se la|me|te) )?(?!(?:tengo|tenga|estoy|este|soy|sea|es|era|fue|haya|puedo|pueda|quiero|quiera|necesito|debo|deba|creo|pienso|siento|sienta|muero|muera|exagero|odio|extrano|echo|lloro|sufro|vivo|no|pero|como|que|cuando|nada|todo|eso|esto|solo|ya|ser|estar|tener)\b)[a-zñ]{2,}(?:o|amos|emos|imos)|(?:le|la|lo|les|se lo|se la) (?!(?:tengo|tenga|estoy|este|soy|sea|es|era|fue|haya|puedo|pueda|quiero|quiera|necesito|debo|deba|creo|pienso|siento|sienta|muero|muera|exagero|odio|extrano|echo|lloro|sufro|vivo|no|pero|como|que|cuando|nada|todo|eso|esto|solo|ya|ser|estar|tener)\b)[a-zñ]{2,}e|(?!(?:tengo|tenga|estoy|este|soy|sea|es|era|fue|haya|puedo|pueda|quiero|quiera|necesito|debo|deba|creo|pienso|siento|sienta|muero|muera|exagero|odio|extrano|echo|lloro|sufro|vivo|no|pero|como|que|cuando|nada|todo|eso|esto|solo|ya|ser|estar|tener)\b)[a-zñ]{2,}(?:ar|er|ir)(?:lo|la|le|les)?)\b/;
/** Clauses opened by "ya," or "listo," read as a step decided even with no time ("ya, dejo el celu..."). */
const DECIDED_START =
  /^(?:(?:ya|listo|dale|bueno|vale|ok|mejor|a lo mejor|creo que|igual|pues|entonces|va)[\s,.!]+)+(?:(?:le|la|lo|les|se lo|se la|me|te) )?[a-zñ]{2,}o\b/;
/** A clitic before a first-person present, with a time said: "el domingo en la comida se lo planteo". */
const CLITIC_PRESENT =
  /\b(?:se lo|se la|se los|se las|le|les)\s+(?!(?:tengo|estoy|soy|puedo|quiero|necesito|debo|creo|pienso|siento|odio|extrano|echo|veo|paso|mismo|gusto|encanto|molesto|costo|toco|dijo|conto|afecto|importo|preocupo|duro|duele)\b)[a-zñ]{3,}o\b/;
const FUTURE_ES =
  /\b(?:hare|dire|escribire|llamare|hablare|probare|intentare|mandare|pedire|ire|empezare|buscare|invitare|preparare|comprare|reservare|contestare|respondere|apagare|dejare|organizare)\b/;
const PLAN =
  /\b(?:(?:creo que |pienso que |entonces |pues |ok |vale |bueno |manana |hoy |esta noche |el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo) |este finde |la semana que viene )*(?:voy a|vamos a|me voy a (?!morir|la |el |al |mi |casa|clase)|le voy a|la voy a|lo voy a|les voy a|te voy a)|intentare|hablare|llamare|escribire|probare|hare|ire|le dire|le escribire|le llamare|he decidido|decidi|ya decidi|pienso (?:hablar|llamar|decir|ir|escribir|pedir|probar|intentar)|he pensado en \w+(?:ar|er|ir)(?:le|la|lo|les|se)?|quiero (?:intentar|probar|(?:hacer|regalar|escribir|llevar|comprar|preparar|organizar|mandar|invitar|proponer|pedir|hablar)(?:le|la|lo|les)?\b)|lo intentare|lo probare|lo voy a intentar)\b/;
const PLAN_ACTION =
  /\b(?:voy a|vamos a|le voy a|la voy a|lo voy a|les voy a) (?:\w+ )?\w+(?:ar|er|ir)(?:le|la|lo|les|se|me|te)?\b|\b(?:voy a|vamos a|me voy a|le voy a|la voy a|lo voy a|les voy a) (?:\w+ )?(?:hablar|llamar|decir|escribir|mandar|enviar|pedir|preguntar|intentar|probar|ir|visitar|apuntar|empezar|buscar|hacer|poner|organizar|planear|preparar|invitar|quedar|ver|dormir|acostar|dejar|apagar|salir|caminar|comprar|cocinar|ayudar|leer|estudiar|practicar|reservar|contar|regalar|llevar|proponer|sugerir|comentar|mirar|revisar|guardar|ahorrar|anotar|apuntarme|inscribirme|llamarla|llamarlo|decirle|escribirle|pedirle|preguntarle|contarle|hablarlo|intentarlo|probarlo)\w*\b|\b(?:intentare|hablare|llamare|escribire|probare|le dire|le escribire|he decidido|decidi|pienso|lo intentare|lo probare)\b|\bhe pensado en \w+(?:ar|er|ir)(?:le|la|lo|les|se)?\b|\bquiero (?:hacer|regalar|escribir|llevar|comprar|preparar|organizar|mandar|invitar|proponer|pedir|hablar)(?:le|la|lo|les)?\b/;
/**
 * A step being weighed, said with its verb: "estoy pensando poner una regla", "estaba pensando en ahorrar para
 * ir", "lo mas sensato es seguir". Places and things that end like a verb ("en lugar de", "en el mar") are not.
 */
const WEIGHING_ES =
  /\b(?:estoy|estaba|ando|andaba|estuve|estamos|estabamos|andamos) pensando (?:en )?(?!(?:lugar|mar|hogar|bar|altar|azucar|ayer|mujer|placer|poder|deber|ser|estar|tener|morir\w*|matar\w*|desaparecer|dejar de (?:existir|vivir|estar)|irme para siempre)\b)[a-zñ]{2,}(?:ar|er|ir)(?:le|la|lo|les|se|me|nos|los|las)?\b|\blo mas (?:sensato|logico|razonable|facil) (?:es|seria) [a-zñ]{2,}(?:ar|er|ir)\b|\bcreo que me (?:apunto|anoto|inscribo|animo|lanzo|quedo con)\b/;
const DECISION =
  /\b(?:me gusta (?:la idea|eso|esa idea|lo de)|buena idea|me parece (?:bien|buena idea)|lo voy a probar|lo pruebo|me quedo con|eso hare|eso voy a hacer|va fijo|lo meto|me la juego|dicho y hecho|(?<!\b(?:todo|siempre|nunca|yo) )lo hago(?! (?:yo|todo|siempre|sol[oa])\b)|manos a la obra|me lanzo|me animo|me propongo|acordamos|quedamos en)\b/;
/** "no la voy a dejar de golpe", "no voy a escribirle": a plan said in the negative is none. */
const NOT_A_PLAN =
  /\bno (?:(?:la|lo|le|les|las|los|me|te|se) )?(?:voy|vamos) a\b(?! (?:volver a \w+|\w+ (?:nada )?mas\b|\w+ (?:nada )?(?:por ahora|por un tiempo)))|\bno (?:pienso|quiero) (?:\w+)\b/;
const WORRY =
  /\b(?:(?:voy|vamos) a (?:extranar\w*|echar(?:l[aoe]s?)? de menos|sentir\w*|estar|ser|tener|necesitar\w*|poder|querer\w*)\b|voy a (?:suspender|reprobar|fallar|llorar|quedarme sol[oa]|quedar (?:como|mal|fatal|asi|igual)|quedarme (?:asi|igual)|perder|explotar)|me van a (?:echar|despedir|dejar))\b/;
/**
 * A step already taken: "ya le mandé un correo", "ya reservé", "de momento he pedido unos tapones", "le he
 * dicho que pida cita". States and feelings in the same tenses ("ya se fue", "he estado fatal") are not steps.
 */
const DONE_ES =
  /(?:^|[.,!]\s*|\b(?:y|ok|vale|listo|bueno|pues|igual|hoy|de momento|por ahora)\s+)(?:ya (?:(?:le|lo|la|les|las|los|me|se lo|se la|te) )?(?!se\b|sabe|tiene|viene|quiere|puede|debe|dice|hace|pone|siente|parece|fue\b|fui\b|estaba|era\b|no\b|esta\b|estoy|paso|llego|llegue|termino|acabo|me canse|canse|veo|voy|es\b|gaste|pague|perdi|rompi|olvide|suspendi|cai\b|tome|comi|llore|dormi|harte|mude|gradue|lave|jubile|levante|case|separe|divorcie|enoje|enfade|rendi)\w{3,}(?:e|i)\b|(?:(?:(?:le|les|se lo|se la|ya|me) )+|(?<=\b(?:de momento|por ahora) ))(?:he|hemos) (?:ya )?(?!estado|sido|tenido|sentido|llorado|dormido|comido|pensado|notado|intentado todo|perdido|vuelto|venido|ido\b|mudado|suspendido|gastado|roto|caido|olvidado|equivocado|pasado|quedado|enterado|dado cuenta|despertado|enfermado|cansado|hartado|aguantado|puesto|acordado|preguntado|imaginado|agobiado|rayado|bloqueado)\w+(?:ado|ido|cho|to)\b)/;
/** A feeling about what was done: "ya pagué y me da rabia" tells how it went, not a step to back. */
const FELT_AFTER =
  /\b(?:me da|me dio|me siento|me senti|rabia|pena|verguenza|triste|fatal|otra vez|de nuevo|una vez|\w+ veces|me dijo|me suelta|me contesto|no me (?:ha|habla|hablo|devolvio)|nunca|fue una guerra|y ahora)\b/;
const ABOUT_PLAN =
  /\b(?:es buena idea|te parece|que opinas|esta bien|es mala idea|crees que es buena idea)\W*$/;
const CANNOT_KNOW =
  /\b(?:crees que (?:el|ella|ellos|ellas|me|le|lo|la|va|vaya|volvera|vuelva|cambie|sea|este|estara|haya|quiera|se)|va a salir bien|saldra bien|va a estar bien|estara bien|y si (?:dice|me dice|no|sale)|lo nuestro va a|vamos a aguantar|volvera|me volvera|me vuelva a|que va a pasar|sera que (?:el|ella|me|le))\b/;
const ASKING =
  /\b(?:trucos? (?:para|de)|ideas\?|algun consejo|algun tip|algunos tips|alguna idea|algunas ideas|tips para|consejos? para|ideas para|(?<!\b(?:cosas?|algo|lo|lo de|de|ideas?|nada|todo|eso|esto|alguien|gente|personas?|el|la|los|las|un|una) )que (?:puedo|deberia|debo|podria|hago|hace la gente|haria|harias|me recomiendas|le digo|le puedo decir)|como (?:puedo|hago|le digo|le hago|hacen|se hace|me preparo|dejo de|manejo|le explico|empiezo)|es normal|es raro que|esta mal que|me recomiendas|que opinas|tu que (?:harias|piensas|opinas|dices)|deberia)\b/;
/** Openings that ask even without a question mark. */
const ASKING_START =
  /^(?:y |pero |entonces |oye |bueno |ok |vale |una pregunta |pregunta |otra cosa |vos |tu |usted |ustedes |buenas,? |hola,? )*(?:(?:vos|tu|usted) (?:decis|dices|dice|cree|crees|pensas|piensas)|a (?:usted|vos|ti) (?:le|te) parece|me convierte en|es muy (?:raro|mal visto|normal|tarde|egoista)|a mi edad|sirven? (?:eso|esto|de verdad|de algo)|a que edad|que hace (?:un|una|uno|la gente)|que se le dice|se le puede|me ayudas a|lo puedo|ya es tarde|habre|me estoy pasando|hay (?:\w+ )?que (?:no|sirv)|estaria (?:mal|bien|feo|raro|mal visto) (?:que|si)|hay (?:\w+ ){1,5}(?:por aqui|por aca|cerca|gratis|para adultos)|sera que|puedo (?!mas\b|con\b)|se vale|conviene|me conviene|hay (?:algo|alguna|algun|manera|forma|modo)|es mucho pedir|esta mal|sirve de algo|tiene sentido|a (?:todos|todo el mundo|alguien mas|ti) (?:les?|te) pasa|uno (?:aprende|se acostumbra|puede)|como se|como le hago|deberia|debo|es normal|es raro|algun|alguna|algunos|algunas|tips|trucos|consejos?|crees que|se puede|vale la pena|me recomiendas|hay alguna|que hago|como hago|que puedo|como puedo|cuanto|cuanta|cuantos|cuantas|cada cuanto|cual(?:es)? (?:es|son|me|le|seria|sirve)|donde (?:puedo|se|hay|encuentro|consigo|busco)|cuando (?:es|sera|se|hay|conviene|deberia|debo|tengo que)|es (?:normal|raro|egoista|razonable|mejor|peor|malo|bueno|mala idea|buena idea|verdad|cierto|grave|posible|necesario|obligatorio|raro)|se (?:habla|puede|debe|suele|recomienda)|(?:usted |tu |vos )?sab(?:e|es|ias|ia) (?:por que|como|si|cuanto|donde)|por que (?!el\b|ella\b|ellos\b|siempre|nadie|todo|a mi|me pasa)|como (?:sabes|sabe uno|se sabe|saben|manejan|manejas|hacen ustedes|empieza|empiezo|arranco|arranca|se empieza|le hace|hace uno|se|le|la|lo|les|hago|hace|hacen|hacer|puedo|podria|deberia|debo|sabe|saber|pido|digo|planteas|planteo|lo planteas|harias|hiciste|ayudo|convenzo|manejo|evito|dejo|empiezo|consigo|pongo|explico|hablo|planteo|supero|logro|organizo|me preparo|me organizo|me acostumbro|me concentro|saco|encuentro|elijo|decido|cuido|mantengo|vuelvo|mejoro|aprendo|controlo|calmo|quito)|que (?:mas (?:puedo|hago|le)|conviene|me conviene|sugieres|es mejor|hago|hacer|le digo|le contesto|contesto|digo|deberia|debo|puedo|podria|se hace|se puede|me recomiendas|recomiendas|opinas|piensas|harias|hace la gente|estiramientos|ejercicios|tal|tipo de|clase de|cosas|libros?|apps?|regalo|le regalo|llevo|me pongo|cocino|compro|significa))\b/;
/** Asked inside or at the end of a message: "el tiene 86, tu crees que se va a recuperar", "..., verdad". */
const ASKING_LATE =
  /(?:^|[,.;] )(?:y )?(?:tu |vos |usted )?(?:crees que|sera que|cuando se (?:quita|pasa|va|le quita|le pasa))\b|(?:,|\bo) (?:verdad|cierto|no crees|o no)\W*$|\bque (?:digo|hago|le digo|le contesto)\W*$|\bcuanto (?:dura|tarda|tiempo (?:dura|tarda|lleva))\b/;
/** A choice put to the companion without a question mark: "le digo al profe o eso me hace quedar como sapo". */
const EITHER_OR =
  /\b\w+ o (?:(?:soy|es|fue|sera|algo|por|esto) (?:\w+ ){0,3}\w+\W*$)|\b\w+ o (?:(?:me|te) (?:voy|va|quedo)|nomas|solo|uno|estoy|es (?:puro|normal|mejor|peor)|a (?:mi|el|ella|mi \w+|su \w+)|la cabeza|esa|ese)\b|\b\w+ (?:o (?:mejor (?:no|me|lo|la|le|espero|lo dejo)|eso (?:me|se|es|queda|suena|sería|seria)|es peor|no\b(?! se| me| le| lo)|que\b)|eso sirve\W*$|sirve de algo\W*$)/;
const RHETORICAL =
  /^(?:por que (?:el|ella|ellos|siempre|nadie|todo|a mi|me pasa)|que le pasa|quien hace eso)\b/;

/**
 * Asked with a question word first and a verb of the asker's own ("que le llevo", "de que hablo", "como
 * repartimos las noches", "que se desayuna cuando...", "que actividades hay"), a choice put with a clitic
 * ("las tiro o las guardo", "se puede o ya fue"), or judged at the end ("..., que te parece", "que es mejor").
 * Exclamations ("que bonito", "como duele") are not asked.
 */
const WH_FIRST =
  /^(?:(?:y|oye|bueno|pues|ok|vale|en serio|una consulta|oye una consulta|otra cosa)[\s,]+)*(?:(?:que|q) (?:(?:le|me|se|les|lo|la) (?!(?:dijo|dice|paso|pasa)\b)\w+|\w+ (?:me|le|se) \w+o\b|\w+ (?:uso|hay|hago|digo|llevo|compro|regalo|pongo)\b|hace (?:la gente|uno))|(?:de que|con que|pa que|para que) (?:\w+ ){0,2}\w+o\b|como (?:se \w+|me \w+|le \w+|lo \w+|les \w+|hago|hacemos|\w+amos|\w+emos|\w+imos)\b|(?:cual|cuales|donde|cuanto|cuanta|a quien|con quien) \w+)/;
const CHOICE_ES =
  /\bo (?:(?:me|te|le|les|lo|la|las|los|se) \w+(?:o|ar|er|ir)|eso (?:lo )?(?:empeora|es peor|ayuda|sirve|funciona)|ya fue|me estoy pasando|se me esta \w+|es peor|mejor (?:\w+ )?\w+(?:o|ar|er|ir)|espero|\w+(?:arme|erme|irme|arlo|erlo|irlo|arla|arle))\b[^.!]{0,40}$/;
const JUDGED_END_ES =
  /,? (?:que te parece|que es mejor|que me recomiendas|que opinas|cual es mejor|que hago)\W*$/;

/**
 * A judgment asked of an act, with no question mark: "seria muy exagerado poner un letrero", "es muy penca no
 * ir a un cumple", "es mucho roche caerle", "tan raro es que...", "soy una malagradecida por sentir eso".
 */
const JUDGED_ACT =
  /^(?:(?:y|pero|oye|entonces|bueno|osea|o sea)[\s,]+)*(?:(?:seria|es|sera|queda) (?:muy |tan |demasiado |mucho |super |re |bien |de )?(?:mala idea|buena idea|raro|rara|exagerad[oa]|penca|roche|feo|fea|grave|egoista|tont[oa]|ridicul[oa]|normal|tarde|loc[oa]|malo|mala|injust[oa]|cruel|hipocrita|cobarde|maleducad[oa]|grosero|grosera|mucho|demasiado|pesad[oa]|intenso|intensa|cursi|mal visto|mal|descarad[oa]|atrevid[oa]|pronto|caro|cara|lo correcto|lo mejor) (?:(?:de )?(?:que|si) \w+|(?:no )?(?:(?:le|la|lo|les|me|se|te) )?\w*(?:ar|er|ir)(?:le|la|lo|les|me|se|te)?\b)|tan \w+ es\b|(?:soy|seria|sere) (?:un|una) \w+ (?:por|si)\b)|\bes (?:mucho|demasiado|poco) (?:pa|para) (?:alguien|mi|uno|una)\b/;
/** Guessing aloud at what someone will feel or do: "estara molesto conmigo", "y mis papas que van a decir". */
const CONJECTURE =
  /^(?:(?:y|pero|oye)[\s,]+)*(?:(?:se|me|le|lo|la|te) )*(?:estara|estaran|pensara|pensaran|dira|diran|querra|odiara|enojara|molestara|importara|acordara|notara|daran cuenta|iran|dejara|hablara|contestara)\b|\b(?:mis|sus|los|las|ella|ellos|ellas|mi \w+) (?:\w+ )?que (?:van|va) a (?:decir|pensar)\b|^(?:pero )?y si (?:se|le|les|me|lo|la|el|ella|ellos|ellas) \w+/;

/** A question to the companion: any "?" not rhetorical, or the ways people ask without one. */
export function spanishQuestion(plain: string): boolean {
  if (RHETORICAL.test(plain) && !ASKING.test(plain)) return false;
  return (
    ASKING.test(plain) ||
    plain.includes('?') ||
    ASKING_START.test(plain) ||
    ASKING_LATE.test(plain) ||
    EITHER_OR.test(plain) ||
    WH_FIRST.test(plain) ||
    (CHOICE_ES.test(plain) && !/^(?:a veces|siempre|cuando|todos los dias|cada vez)\b/.test(plain)) ||
    JUDGED_END_ES.test(plain) ||
    JUDGED_ACT.test(plain) ||
    CONJECTURE.test(plain)
  );
}

/** A question only the visitor's world can answer ("crees que me vuelva a escribir"). */
export function cannotKnowSpanish(message: string): boolean {
  const t = plainSpanish(message);
  return CANNOT_KNOW.test(t) || CONJECTURE.test(t);
}

/** Words quoted from a message the visitor means to send ("le escribo 'paso algo?'") are not asked of us. */
const QUOTED = /'[^']*'|"[^"]*"|“[^”]*”/g;

/** A plan of the visitor's own in the message (in lower case, without accents). */
export function planIn(t: string): boolean {
  return (
    ((PLAN.test(t) && PLAN_ACTION.test(t)) ||
      FUTURE_ES.test(t) ||
      (WHEN_ES.test(t) &&
        (PRESENT_PLAN.test(t) || PRESENT_FIRST.test(t) || CLITIC_PRESENT.test(t)) &&
        !t.includes('?')) ||
      (DECIDED_START.test(t) && PRESENT_FIRST.test(t) && !t.includes('?')) ||
      (TENTATIVE_ES.test(t) && !t.includes('?')) ||
      (WEIGHING_ES.test(t) && !t.includes('?')) ||
      (DONE_ES.test(t) && !FELT_AFTER.test(t)) ||
      SET_UP_ES.test(t) ||
      (CHAINED_PLAN.test(t) && !HABIT_ES.test(t) && !t.includes('?')) ||
      DECISION.test(t)) &&
    !WORRY.test(t) &&
    !NOT_A_PLAN.test(t) &&
    !HARM_ES.test(t)
  );
}

/** A decision said first ("ya decidí, le voy a decir..."): what follows is the plan, not a question. */
const DECIDED_OPENING =
  /^(?:(?:ya|bueno|listo|ok|vale)[\s,]+)?(?:ya )?(?:lo )?(?:decidi|tengo claro|lo tengo claro)\b/;
const EVERY_LEAVING = new RegExp(LEAVING.source, 'g');
/** How far into a message a leaving may start and still be what the message is (after "bueno", "ok ya"). */
const LEAVING_FIRST_CHARS = 12;
/** A goodbye that closes the message ("..., chao", "buenas noches"): the leaving comes last. */
const GOODBYE_LAST =
  /\b(?:chao|chau|chaito|adios(?: pues)?|bye|buenas noches|hasta (?:manana|luego|pronto)|nos vemos|me voy a dormir|a dormir|un besazo|besos?|besitos|un abrazo|abrazos|cuidate|que (?:tenga|tengas|tengan) (?:buena|linda|bonita|feliz|muy buena) (?:tarde|noche|dia|semana))[\s.!]*$/;

/** A wish is no question for all its "que": "que le vaya bonito", "que descanses". */
const WISH_ES =
  /^que (?:(?:te|le|les) vaya|tengas|tenga|tengan|pases|pase|pasen|descanses|descanse|estes|este|esten|dios)\b(?![^?]*\?)/;

export function spanishMove(message: string): Move {
  const t = plainSpanish(message.replace(QUOTED, ' '));
  const question = spanishQuestion(t) && !(DECIDED_OPENING.test(t) && !t.includes('?')) && !WISH_ES.test(t);
  // Thanks may open the last sentence after a plan ("voy a probar el ruido blanco. muchas gracias").
  const finalSentence = t.split(/[.!?]+\s+/).at(-1) ?? t;
  const thanks =
    THANKS.test(t) ||
    THANKS.test(finalSentence) ||
    THANKS_END.test(t) ||
    /^(?:\w+[\s,!.]+)?gracias\b/.test(t) ||
    /^thank/.test(t);
  const plan = planIn(t);
  // "listo, voy a preparar tres ejemplos y practicarlos, y a dormir": a plan besides the leaving is backed
  // first, unless the goodbye ends the message.
  const planBesides = plan && !thanks && planIn(t.replace(EVERY_LEAVING, ' '));
  const leavingAt = t.replace(SAID_TO_SOMEONE, '').search(LEAVING);
  // Said first ("bueno me voy q mañana arranco temprano"), the leaving is the message and the plan its reason.
  const leavingFirst = leavingAt <= LEAVING_FIRST_CHARS;
  if (
    leavingAt >= 0 &&
    (GOODBYE_LAST.test(t) || leavingFirst || !planBesides) &&
    !(question && !/\bgracias\b/.test(t))
  )
    return 'close';
  // "gracias, voy a hacer la cena": a plan said with thanks is a goodbye.
  if (plan && thanks && !question) return 'close';
  if (plan && (!question || ABOUT_PLAN.test(t))) return 'affirm';
  if (question) return CANNOT_KNOW.test(t) || CONJECTURE.test(t) ? 'cannot-know' : 'answer';
  if (thanks) return 'thanks';
  return 'listen';
}

/** Verbs of one's own steps, in the first person present. */
const STEP =
  '(?:propongo|escribo|digo|llamo|mando|hablo|pido|pregunto|acompano|compro|hago|intento|pruebo|invito|apunto|busco|regalo|preparo|reservo|contesto|respondo|dejo|empiezo|organizo|doy|meto|saco|traigo|bloqueo|borro|silencio|cocino|averiguo|consulto|imprimo|ensayo|practico|arreglo|aparto|ahorro|reviso|anoto|juntamos|hacemos|probamos)';
/**
 * Two steps of one's own joined, in the present: "me compro unos pantalones y empiezo a caminar", "hago
 * ceviche y le pido la receta". Habits ("siempre hago la cena y le pido ayuda") are told, not planned.
 */
const CHAINED_PLAN = new RegExp(
  `(?:^|[,.;!]\\s*|\\b(?:mejor|bueno|vale|ok|listo|hecho|pues|entonces|nah)\\s+)(?:(?:le|la|lo|les|se lo|se la|me|te) )?${STEP}\\b[^.?!]{0,60}\\by (?:(?:le|la|lo|les|se lo|se la|me|te) )?(?:\\w+ )?${STEP}\\b`,
);
const HABIT_ES =
  /\b(?:siempre|cada (?:vez|dia|semana|noche|manana)|todos los|todas las|nunca|a veces|normalmente|suelo|solia|antes|ayer)\b/;

/** A step taken or fixed: "reserve pal viernes", "me inscribi hoy", "quede con ella en salir", "he pedido reunion", "ya separe el plan". */
const SET_UP_ES =
  /^(?![^\n]*\b(?:hace (?:\w+ )?(?:meses|anos|semanas)|desde que|a mis \d+|en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)|pero me (?:la|lo) dieron)\b)[^\n]*\b(?:reserve|me inscribi|me apunte|me anime|ya separe|he pedido|pedi (?:cita|turno|hora|reunion)|saque (?:cita|turno|hora)|quede con (?:ella|el|ellos|ellas|mi \w+) en)\b/;

/** The plan as an infinitive phrase in the second person: "hablar con la profesora manana". */
export function spanishPlan(message: string): string | undefined {
  const text = message
    .toLowerCase()
    .replace(/[¿¡]/g, '')
    .split(/(?<=[.!?])\s+|,\s*(?:y |pero )?/)
    .map((s) => s.replace(/[.!?]+$/, '').trim());
  for (const s of text) {
    // "me voy a la pega", "nos vamos al parque": going somewhere, not a step to wish well.
    const m = /\b(?:voy a|vamos a)\s+(?!(?:la|el|al|mi|casa|clase)\b)(.+)$/.exec(s);
    // A feeling ahead ("la voy a extrañar mucho") or a fear is no plan to wish well, as in spanishMove.
    if (!m || WORRY.test(plainSpanish(s))) continue;
    const phrase = m[1]!
      .replace(/\bmis\b/g, 'tus')
      .replace(/\bmi\b/g, 'tu')
      .replace(/\bconmigo\b/g, 'contigo')
      .replace(/\bme\b/g, 'te')
      .replace(/\s*(?:jaja\w*|creo|supongo|nose|no se)$/g, '')
      // What is to be said stays the visitor's ("decir a tu hermana que puedo..."): the wish names the step.
      .replace(/^(?:decir|decirle|contar|contarle|explicar|explicarle) a (.+?) que .*$/, 'hablar con $1')
      .replace(/ que .*$/, '')
      .trim();
    // Harm is never a plan to back or wish well ("voy a matar a mi hermano" over a charger).
    if (HARM_ES.test(phrase)) continue;
    const n = phrase.split(' ').length;
    if (n >= 2 && n <= 12 && !/\b(?:y|o|a|de|con|para|el|la)$/.test(phrase)) return phrase;
  }
  return undefined;
}

const HARM_ES =
  /\b(?:mat(?:ar|arlo|arla|arle|arme|arte|arnos|arlos|arlas)\b|asesin\w*|lastim\w*|apunal\w*|apuñal\w*|dispar\w*|golpe\w*|peg(?:ar|arle|arte)\w*|envenen\w*|(?<!\bno (?:me |te |se )?)quem\w*|ahorc\w*|cort(?:arme|arte|ar)\b(?! (?:el|la|los|las|un|una|con)\b)|morir\w*|suicid\w*|tirar(?:me|te) (?:de|por|al|a la|bajo)|arma|pistola|cuchillo|pastillas)\b/;

const RELATIONS: [RegExp, string][] = [
  [/\bmis padres\b/, 'tus padres'],
  [/\bmis hij[oa]s\b/, 'tus hijos'],
  [/\bmis amig[oa]s\b/, 'tus amigos'],
  [/\bmis compa\w*\b/, 'tus compañeros'],
  [/\bmi mejor amiga\b/, 'tu mejor amiga'],
  [/\bmi mejor amigo\b/, 'tu mejor amigo'],
  [/\bmi (?:mama|madre|ma|vieja)\b/, 'tu madre'],
  [/\bmi (?:papa|padre|pa|viejo)\b/, 'tu padre'],
  [/\bmi hermana\b/, 'tu hermana'],
  [/\bmi hermano\b/, 'tu hermano'],
  [/\bmi abuela\b/, 'tu abuela'],
  [/\bmi abuelo\b/, 'tu abuelo'],
  [/\bmi hija\b/, 'tu hija'],
  [/\bmi hijo\b/, 'tu hijo'],
  [/\bmi suegra\b/, 'tu suegra'],
  [/\bmi tia\b/, 'tu tía'],
  [/\bmi tio\b/, 'tu tío'],
  [/\bmi novia\b/, 'tu novia'],
  [/\bmi novio\b/, 'tu novio'],
  [/\bmi (?:esposa|mujer)\b/, 'tu esposa'],
  [/\bmi (?:esposo|marido)\b/, 'tu esposo'],
  [/\bmi pareja\b/, 'tu pareja'],
  [/\bmi ex\b/, 'tu ex'],
  [/\bmi jef[ae]\b/, 'tu jefe'],
  [/\bmi amiga\b/, 'tu amiga'],
  [/\bmi amigo\b/, 'tu amigo'],
  [/\bmi compañer[oa] de piso|mi companer[oa] de piso|mi roommate\b/, 'tu compañero de piso'],
  [/\bmi profe\w*\b/, 'tu profesor'],
  [/\bmi perr[oa]\b/, 'tu perro'],
  [/\bmi gat[oa]\b/, 'tu gato'],
];

/** The people named, as the companion says them ("tu hermana"), in order. */
export function spanishPeople(message: string): string[] {
  const t = plainSpanish(message);
  return RELATIONS.filter(([re]) => re.test(t)).map(([, say]) => say);
}

export const FRICTION_ES =
  /\b(?:discut\w*|pelea\w*|peleamos|grit\w*|enfad\w*|enoj\w*|molest\w*|no me escucha|no me deja|me critica|critic\w*|celos\w*|hart[oa]|insoportable|me ignora|ignor\w*|tension|bronca|me trata mal|injust\w*|me saca de quicio|no soporto|mal rollo|roce|reproch\w*|me juzga|me compara)\b/;
const WARM_ES =
  /\b(?:viene|vienen|llega|me encanta|feliz|ilusion|emocionad[oa]|que ganas|por fin|orgullos[oa]|la quiero|lo quiero|los quiero|quiero mucho|echo de menos|extran\w*|voy a extranar|orgullos[oa]|feliz por|se casa|boda|se muda|se va a vivir|se va (?:a|de)|embarazad[oa]|bebe|visita\w*|nos llevamos (?:muy )?bien|la adoro|lo adoro|es lo mejor|me apoya)\b/;

export type SpanishFeeling = 'warm' | 'hard' | 'neutral';

/** How the conversation feels about its people: friction said anywhere, warmth said, or neither. */
export function spanishFeeling(messages: readonly string[]): SpanishFeeling {
  const texts = messages.map(plainSpanish);
  if (texts.some((t) => FRICTION_ES.test(t))) return 'hard';
  if (texts.some((t) => WARM_ES.test(t))) return 'warm';
  return 'neutral';
}

/**
 * A greeting only Spanish speakers write (on plain text), from the first message on: "holi", "holaa",
 * "wenas", "quiubo", "qué onda", "diay", "epa", "che". "Qué tal" asks how one is (spanish.ts).
 */
export const SPANISH_GREETING =
  /^(?:(?:hol[ai]+s?|buenas|buen dia|buenos dias|buenas tardes|buenas noches|wenas?|quiubo(?:le)?|qui hubo|que hubo|que onda|diay|epa|che|saludos|alo)[\s!.,]*)+(?:sage)?[\s!.]*$/;

const SPANISH_WORDS =
  /\b(?:que|de|la|el|y|en|los|las|del|por|para|con|una|un|es|lo|mi|mis|se|le|pero|muy|mas|esta|estoy|tengo|tiene|hace|hoy|manana|porque|como|cuando|todo|nada|algo|eso|esto|si|tambien|bueno|vale|gracias|hola|nose|neta|pues|asi|aqui|ahora|siempre|nunca|dia|casa|trabajo|novio|novia|amiga|amigo|ella|ellos|nos|te|tu|su|sus|fue|era|han|hay|voy|vamos|estaba|dice|dijo|quiero|puedo|mucha|mucho|muchas|muchos|dio|quede|ser|estar|hizo|eres|soy|vez|mejor|peor|nadie|alguien|otra|otro|despues|antes|bien|mal|aunque|entonces|sola|tia|tio|ascendido|cogido|verguenza)\b/g;
const ENGLISH_WORDS =
  /\b(?:the|and|i|i'm|im|you|my|to|of|it|is|that|this|was|for|on|with|just|so|but|not|have|had|be|are|what|how|do|don't|dont|can|about|like|they|she|he|her|his|we|at|feel|really|today|yeah|ok|thanks)\b/g;

/** Whether a message reads as Spanish: more Spanish than English function words. */
export function looksSpanish(message: string): boolean | undefined {
  const t = plainSpanish(message);
  if (SPANISH_GREETING.test(t)) return true;
  const es = t.match(SPANISH_WORDS)?.length ?? 0;
  const en = t.match(ENGLISH_WORDS)?.length ?? 0;
  // One word of either proves little ("ya", "me"): Spanish needs two and a clear lead.
  if ((es >= 2 && es > en * 1.5) || (es >= 1 && en === 0 && t.split(' ').length >= 2)) return true;
  if (en > es) return false;
  return undefined;
}
