/**
 * Spanish rules, read on the normalised text (lower case, no accents: "más" is "mas"). They cover the
 * same dangers as the English ones in the words people in Mexico, the US and Spain use, including common
 * spellings without accents and "q"/"k" shorthand. A long table by nature, kept together for review.
 */

import { ARMED_RULES_ES } from './armed.ts';
import { BYSTANDER_RULES_ES } from './bystander.ts';
import { CONCERN_RULES_ES } from './concern.ts';
import { SPANISH_CUES } from './spanishCues.ts';
import { SPANISH_MORE } from './spanishDanger.ts';
import { SPANISH_SIGN_CUES, SPANISH_SIGNS } from './spanishSigns.ts';
import { type Rule, rx } from './types.ts';

const ME = '(?:me|m)';
const PEOPLE_ES =
  '(?:mi (?:esposo|marido|novio|novia|pareja|esposa|ex|papa|padre|padrastro|mama|madre|madrastra|tio|tia|abuelo|primo|hermano|hermana|jefe|maestro|profesor|entrenador|vecino)|el|ella|ellos)';

/** A burn or a cut of the kitchen or of an accident ("me salpicó el aceite haciendo empanadas y me quemé"). */
const KITCHEN_ACCIDENT_ES =
  '(?:sin querer|por accidente|accidentalmente|cocinando|haciendo (?:\\w+ )?(?:empanadas|comida|cena|almuerzo|desayuno|arepas|tortillas|pan|galletas|tortilla|frituras?)|aceite|sarten|olla|horno|estufa|hornilla|hirviendo|salpico|planchando|la plancha|pelando|picando|rebanando|se me resbalo|se resbalo)';

const SPANISH_BASE: Rule[] = [
  // Suicide.
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      `\\b(?:(?:yo )?(?:quiero|kiero|qiero|quisiera|deseo|necesito|voy a|pienso|pensando en|he pensado en|ganas de) (?:${ME}e? )?(?:morir(?:me)?|matarme|suicidar(?:me)?|quitar(?:me)? la vida|acabar con mi vida|terminar con mi vida|desaparecer para siempre))\\b`,
    ),
  },
  {
    reason: 'suicidal_intent',
    level: 'crisis',
    pastable: true,
    hyperbole: true,
    re: rx(
      `\\b(?:me quiero (?:morir|matar|suicidar)|me voy a (?:matar|suicidar|quitar la vida|morir hoy|tirar)|me kiero morir|me qiero morir|quiero estar muert[oa]|ojala (?:me muriera|estuviera muert[oa]|no despertar|no despierte|no existiera)|quitarme la vida|suicidarme|matarme|pensamientos suicidas|ideas suicidas|(?:estoy|me siento|ando) suicida)\\b`,
    ),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    negatable: false,
    re: rx(
      '\\b(?:ya )?no (?:quiero|kiero|qiero|deseo|tengo ganas de) (?:vivir|seguir viviendo|seguir aqui|seguir (?:con vida|en este mundo)|existir|despertar|estar aqui|estar viv[oa])\\b',
    ),
  },
  {
    reason: 'passive_death_wish',
    level: 'crisis',
    negatable: false,
    re: rx(
      // Going on with a thing ("seguir metiendole plata al carro", "seguir con este trabajo") is no death wish.
      '\\b(?:la vida )?no (?:vale|tiene sentido) (?:la pena )?(?:vivir|seguir viviendo|seguir(?! (?:\\w+(?:ando|iendo|yendo)(?:le|les|lo|la|los|las|me|te|se|nos)?|con (?:el|la|los|las|este|esta|estos|estas|mi|mis|tu|su|sus)|en (?:el|la|este|esta|mi))\\b))\\b|\\bno tengo (?:razones|motivos|nada) (?:para|por (?:que|lo que)) vivir\\b|\\bpara que (?:seguir )?vivir\\b|\\bestoy (?:cansad[oa]|harta|harto) de (?:vivir|la vida|existir)\\b',
    ),
  },
  {
    reason: 'burden',
    level: 'crisis',
    negatable: false,
    re: rx(
      '\\b(?:todos|mi familia|ellos|el mundo|mis hijos|mis papas) (?:estarian|estaria|vivirian|seria) mejor sin mi\\b|\\b(?:seria|es) mejor (?:si|que) (?:yo )?(?:me muriera|no existiera|desapareciera|no estuviera)\\b|\\bnadie (?:me )?(?:extranaria|notaria|lloraria) si (?:me muero|me muriera|desaparezco|desapareciera)\\b',
    ),
  },
  {
    reason: 'goodbye',
    level: 'crisis',
    re: rx(
      '\\b(?:carta|cartas|nota|notas) de despedida\\b|\\besta es mi despedida\\b|\\badios (?:para siempre|a todos|mundo)\\b|\\bya no (?:voy a estar|estare) (?:aqui|mucho tiempo|manana)\\b|\\bcuando (?:lean|leas) esto (?:ya )?(?:no )?(?:estare|voy a estar)\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'crisis',
    re: rx(
      '\\b(?:tirarme|aventarme|lanzarme|me voy a tirar|me voy a aventar) (?:de|del|desde|al|a las|frente al?) (?:un |el |la |una )?(?:malecon|muelle|rompeolas|viaducto|mirador|puente|edificio|techo|azotea|balcon|metro|tren|vias|carro|camion|acantilado|ventana)\\b|\\b(?:tomarme|me voy a tomar|me tomo) (?:todas las|todo el frasco de|un frasco de|muchas) (?:pastillas|pildoras|medicinas)\\b|\\b(?:tengo|traigo) (?:las pastillas|la pistola|el arma|la cuerda) (?:en la mano|aqui|conmigo|lista)\\b',
    ),
  },
  {
    reason: 'lethality_question',
    level: 'crisis',
    re: rx(
      '\\b(?:cuantas|cuantos) (?:pastillas|pildoras|tylenol|paracetamol) (?:\\w+ ){0,3}(?:para morir|matan|son mortales|para no despertar)\\b|\\bdosis (?:letal|mortal)\\b|\\b(?:forma|manera) (?:mas )?(?:facil|rapida|indolora) de (?:morir|matarme|suicidarme)\\b',
    ),
  },
  {
    reason: 'hopelessness',
    level: 'elevated',
    re: rx(
      '\\bya no (?:aguanto|puedo) mas\\b|\\bno (?:aguanto|soporto) mas\\b|\\b(?:me siento|estoy) (?:muy |tan |completamente )?(?:sin esperanza|desesperad[oa]|vaci[oa]|inutil|atrapad[oa])\\b|\\bnada tiene sentido\\b|\\bsoy una carga\\b|\\bquiero desaparecer\\b(?! (?:de|del) (?!(?:este|el) mundo|la tierra|la faz|la vida|todo\\b|todos\\b)\\w)|\\bme odio\\b|\\bno valgo nada\\b',
    ),
  },
  // Self-harm.
  {
    reason: 'self_harm',
    level: 'crisis',
    pastable: true,
    // "me quiero cortar las venas jajaja" over a thesis due on monday: said laughing, a warning sign.
    hyperbole: true,
    re: rx(
      `(?<!\\bse )(?<!\\b(?:puntas|pelo|cabello|peluquer\\w*|barber\\w*)\\b[^\\n]{0,40})(?<!\\b${KITCHEN_ACCIDENT_ES}\\b[^\\n]{0,80})(?!(?![^\\n]*\\b(?:a proposito|adrede|apropo\\w*)\\b)[^\\n]*\\b${KITCHEN_ACCIDENT_ES}\\b)` +
        '(?:\\b(?:me corto|me corte|me estoy cortando|cortarme|me quiero cortar|me volvi a cortar|me quemo|me queme|quemarme|lastimarme|me lastimo|me lastime|hacerme dano|me hago dano|me hice dano|autolesion\\w*|me autolesiono|me pego a mi mism[oa])\\b)(?![^\\n]*\\b(?:pelo|puntas|centimetros|chasquilla|flequillo|fleco|cabello|melena|barba|unas|cutícula|cuticula)\\b)',
    ),
  },
  // Medical.
  {
    reason: 'overdose_taken',
    level: 'crisis',
    re: rx(
      '\\bme (?:tome|trague|acabo de tomar) (?:todas las|todo el frasco de|un frasco de|un bote de|muchas|(?:[2-9]\\d|1[0-9]|veinte|treinta|cuarenta|cincuenta|diez|quince)) (?:\\w+ )?(?:pastillas|pildoras|tabletas|medicinas|antidepresivos|paracetamol|tylenol)\\b|\\b(?:tome|me tome) una sobredosis\\b|\\b(?:me )?(?:tome|bebi|trague) (?:cloro|veneno|raticida|anticongelante)\\b',
    ),
  },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\bno (?:para|deja) de sangrar\\b|\\b(?:mucha|demasiada) sangre\\b|\\bme corte (?:muy|demasiado) (?:profundo|hondo)\\b',
    ),
  },
  // Abuse.
  {
    reason: 'family_abuse',
    level: 'crisis',
    re: rx(
      `\\b${PEOPLE_ES} (?:\\w+ )?me (?:pega|pego|golpea|golpeo|golpean|pegan|maltrata|maltrato|ahorca|ahorco|patea|pateo|empuja|empujo|lastima|lastimo|abusa|abuso|quema|quemo|encierra|encerro|cachetea|jala del pelo)\\b`,
    ),
  },
  {
    reason: 'threatened',
    level: 'crisis',
    re: rx(
      '\\b(?:me amenaza|me amenazo|me amenazan|amenazo con|amenaza con) (?:con )?(?:matarme|lastimarme|golpearme|quitarme a (?:mis|los) hijos|un cuchillo|una pistola|un arma)\\b|\\b(?:me )?(?:quiere|va a|dijo que (?:me )?(?:iba a|va a)) matar(?:me)?\\b',
    ),
    requires: /\b(?:el|ella|mi|amenaz\w*|dijo|quiere)\b/,
  },
  {
    reason: 'sexual_violence',
    level: 'crisis',
    pastable: true,
    re: rx(
      `\\b(?:me violaron|me violo|me abuso sexualmente|abusaron (?:sexualmente )?de mi|abuso (?:sexualmente )?de mi|fui violad[oa]|me forzo a|me obligo a (?:tener sexo|tocarlo|hacer cosas)|abuso sexual|me toca (?:cuando|en la noche|mis partes|donde)|${PEOPLE_ES} (?:\\w+ ){0,3}(?<!\\ba mi )me (?:toca|toco|manosea|manoseo)(?! a mi\\b| por (?!debajo|encima|dentro|todas partes|todo el cuerpo)| \\w+(?:ar|er|ir)(?:me|te|se|lo|la|le|nos|los|las|les)?\\b)(?![^\\n]*\\b(?:cuidar\\w*|llevar\\w*|recoger\\w*|turno|lavar|pagar|hacer|trabajar|cocinar)\\b))\\b`,
    ),
  },
  {
    reason: 'unsafe_situation',
    level: 'crisis',
    re: rx(
      '\\bno me siento segur[oa] (?:en (?:mi )?casa|con (?:el|ella|mi \\w+))\\b|\\btengo miedo (?:de (?:volver|regresar|ir) a (?:mi )?casa|de (?:mi (?:esposo|marido|pareja|novio|papa|padrastro)|el|ella)|de que me (?:mate|lastime|pegue))\\b|\\bviolencia (?:domestica|intrafamiliar)\\b',
    ),
  },
  // Violence.
  {
    reason: 'harm_to_others',
    level: 'crisis',
    hyperbole: true,
    re: rx(
      '\\b(?:voy a|quiero|pienso|planeo) (?:matar|disparar|apunalar|lastimar|golpear|hacerle dano) (?:a |en )(?:mi|la|el|los|las|todos|alguien|esa|ese)\\b|\\b(?:voy a|quiero) (?:matarlo|matarla|matarlos|lastimarlo|lastimarla)\\b|\\b(?:llevar|llevare|voy a llevar) (?:un|una|el|la) (?:arma|pistola|cuchillo) a la escuela\\b',
    ),
  },
  // Eating.
  {
    reason: 'eating',
    level: 'crisis',
    re: rx(
      '\\bno he comido (?:nada )?(?:en|desde hace) (?:dias|\\d+ dias|una semana|varios dias)\\b|\\b(?:me provoco|provocarme|me provoque) (?:el )?vomito\\b|\\bvomito (?:despues de|cada vez que) (?:comer|como)\\b|\\bme (?:desmaye|desmayo) por no comer\\b',
    ),
  },
  {
    reason: 'eating',
    level: 'elevated',
    re: rx(
      '\\b(?:odio|me da asco) mi cuerpo\\b|\\bdejar de comer\\b|\\bme siento gord[oa]\\b|\\b(?:anorexia|bulimia|trastorno alimenticio)\\b',
    ),
  },
];

/** Every Spanish rule. */
export const SPANISH_RULES: Rule[] = [
  ...SPANISH_BASE,
  ...SPANISH_MORE,
  ...SPANISH_CUES,
  ...SPANISH_SIGNS,
  ...SPANISH_SIGN_CUES,
  ...BYSTANDER_RULES_ES,
  ...ARMED_RULES_ES,
  ...CONCERN_RULES_ES,
];

/** Spanish idioms that use the words of death or harm without meaning it ("me muero de risa"). */
export const SPANISH_IDIOMS: RegExp[] = [
  // Hungry on purpose for a feast: "me voy a matar de hambre hasta la cena porque mi abuela hace un banquete".
  /\b(?:me voy a |voy a )?matar(?:me)? de hambre hasta (?:la cena|la comida|el almuerzo|esta noche|el asado|la fiesta|navidad)\b/g,
  // Dying of fright, of shame or of dancing: "me voy a morir del susto", "me voy a morir bailando".
  /\b(?:me (?:voy a )?(?:morir|muero)|morirme|me mori) (?:de|del) (?:la |el )?(?:risa|susto|miedo|verguenza|pena|nervios|calor|frio|hambre|sueno|aburrimiento|ganas|envidia|amor|emocion|ternura|cansancio|felicidad|alegria|gusto|cringe)\b|\bme voy a morir (?:bailando|cantando|riendo|feliz|en la pista|haciendo lo que me gusta)\b/g,
  // A parent's curfew threat: "mi mamá dice 'te mato' si llego después de las 11".
  /\b(?:dice|dijo|me dice|me dijo) (?:que )?(?:me mata|me va a matar|te mato) si (?:llego|no llego|vuelvo|no vuelvo|no lavo|no limpio|no hago|repruebo|suspendo|pierdo|rompo|me tatuo|me pinto)\b/g,
  // A small child who hits, bites or kicks: "mi hijo, que tiene tres años, me pega cuando estoy acostada".
  /(?=\bme (?:pega|pego|muerde|mordio|patea|pateo|arana|rasguna)\b)(?<=\b(?:tiene (?:[1-7]|un|uno|dos|tres|cuatro|cinco|seis|siete) (?:anos|anitos|ano)|de (?:[1-7]|un|uno|dos|tres|cuatro|cinco|seis|siete) (?:anos|anitos|ano)|mi bebe|el bebe|la bebe|el nene|la nena|mi nene|mi nena|mi chiquit[oa]|el chiquit[oa])\b[\s\S]{0,160})\bme (?:pega|pego|muerde|mordio|patea|pateo|arana|rasguna)\b/g,
  // A teacher's joke to a class: "el profe dijo que si reprobamos nos mata".
  /\b(?:dijo|dice|decia) (?:que )?si (?:reprob\w*|suspend\w*|jalamos|jalan|perdemos|sacamos|llegamos tarde|copiamos|hablamos|no (?:estudiamos|entregamos|aprobamos|pasamos|hacemos)) (?:\w+ ){0,3}nos (?:mata|matara|va a matar|asesina|ahorca)\b/g,
  // A pet that bites or scratches: "mi gato ... me rasguñó toda". The animal named before decides who did it.
  /(?=\bme (?:mordio|muerde|rasguno|rasguna|arano|arana|ataco)\b)(?<=\b(?:gat[oa]s?|gatit[oa]|perr[oa]s?|perrit[oa]|cachorr[oa]|veterinari[oa]|michi|hamster|loro|conejo)\b[\s\S]{0,200})\bme (?:mordio|muerde|rasguno|rasguna|arano|arana|ataco)\b/g,
  // A grandmother's warning about going out without a coat.
  /\b(?:dice|dijo|decia) que me voy a morir si\b/g,
  // Sauce, milk, a call or the signal that "se corta" splits or drops.
  /\bse (?:me |te |le |nos )?(?:corta|corto|cortan|corte|cortaba) (?:la|el) (?:mayonesa|leche|salsa|crema|voz|llamada|internet|senal|luz|wifi|conexion|digestion)\b/g,
  // "Cortar" with someone is a breakup.
  /\bme (?:corto|corta|cortaron|va a cortar) (?:mi |el |la |su )?(?:novio|novia|pareja|ex|esposo|esposa|chico|chica|crush)\b|\b(?:corte|cortamos|corto|cortaste|voy a cortar) con (?:ella\b|el\b(?! (?:cuchill\w*|navaja|cuter|cutter|hoja|sacapuntas|vidrio|tijeras?|gillette|rastrillo|cuchilla|compas|clip|cristal|alfiler|encendedor|cigarro|filo|bisturi|espejo|vaso|plato)\b)|mi (?:novi[oa]|pareja|ex|espos[oa]|chic[oa]|crush|morr[oa]|vato|jev[oa]|pololo|polola|enamorad[oa]|marido|mujer|relacion|novi[oa] de \w+ anos)\b)/g,
  /\b(?:me muero|me estoy muriendo|me morire|me voy a morir|muert[oa]s?|morirme|me quiero morir|quiero morirme|me quisiera morir) (?:de|del) (?:la |el |los |las )?(?:risa|hambre|sueno|calor|frio|verguenza|pena|ganas|aburrimiento|nervios|miedo|cansancio|sed|amor|envidia|emocion|curiosidad|estres|oso|asco|panico|tristeza|coraje)\b/g,
  /\bme muero por (?:ver|ir|verte|saber|conocer|probar|un|una|el|la|que)\b/g,
  /\b(?:me|nos) (?:mata|matan|esta matando|estan matando) (?:el|la|los|las|este|esta|esto|mi) \w+\b/g,
  /\b(?:matar|mato|mate) (?:el tiempo|la tarde|las horas)\b/g,
  // "Mi suegra me va a matar", "mi vieja ya lo quiere matar": the people of home and work are cross.
  /\b(?:mi|mis) (?:mama|papa|mai|pai|mami|papi|ma|pa|madre|padre|jefe|jefa|jefes|maestra|maestro|profe|profesora?|novia|novio|esposa|esposo|suegr[oa]s?|roomie|companer[oa]s?(?: de (?:cuarto|piso|depa|trabajo|clase|equipo))?|compa|herman[oa]s?|prim[oa]|ti[oa]|abuel[oa]|cunad[oa]|viej[oa]s?|amig[oa]s?|vecin[oa]s?|entrenador[a]?|coach|hij[oa] de [1-9] (?:anos|meses)|hij[oa] (?:chiquit[oa]|pequen[oa])|bebe|nene|nena) (?:ya |tambien )?(?:me|lo|la|nos|los) (?:va a|van a|quiere|quieren|iba a|queria) matar\b/g,
  /\bmuerto de risa\b|\bme mori de risa\b|\bque muerte\b/g,
  // Fainting at a blood test or a jab: "cuando la enfermera me sacó la sangre me desmayé".
  /\b(?:(?:me )?(?:sacaron|saco|sacar|sacaban|pusieron|puso) (?:la )?(?:sangre|vacuna|inyeccion)\b[^\n]{0,40}\bme desmaye|me desmaye\b[^\n]{0,40}\b(?:sacaron|saco|sacar|sacaban) (?:la )?sangre)\b/g,
  // A sore body: "me quiero morir cada vez que me agacho" after leg day.
  /\b(?:me quiero morir|me muero|me voy a morir) cada vez (?:q|que) (?:me agacho|me siento|me levanto|subo|bajo|camino|me muevo|toso|me rio|estornudo|me paro)\b/g,
  // "Me voy a morir de lo llena que estoy": any state, told this way, is hyperbole.
  /\b(?:me (?:voy a|vo a) morir|me muero|me quiero morir|me estoy muriendo) de lo \w+ (?:q|que) (?:estoy|ando|me siento|me tiene)\b/g,
  // The weather named just before: "me mata el calor, 43 grados, me quiero morir literal".
  /(?=\bme (?:quiero|voy|muero))(?<=\b(?:calor|grados|bochorno|humedad|frio)\b[^\n]{0,60})\b(?:me quiero morir|me voy a morir|me muero)(?: literal(?:mente)?)?\b/g,
  // Someone who will be cross over a small thing: "ese jefe me va a matar si llego tarde otra vez".
  /\b(?:me (?:va|van) a matar|me mata(?:n)?) si (?:llego tarde|no llego|se entera|se enteran|me ve|me ven|no (?:entrego|termino|hago|llego|apruebo|contesto|limpio)|pierdo|rompo|olvido|repruebo|suspendo|gasto)\b/g,
  // The remote fought over: "me controla todo... el mando de la tele", "no me deja ver nada que no sea futbol".
  /\b(?:me )?controla (?:todo\W*)?(?:\w+ ){0,3}el (?:mando|control)(?: remoto)?(?: de la tele)?\b|\bno me deja(?:n)? ver (?:nada )?(?:q|que) no sea \w+/g,
  /\b(?:el|la|los|las|este|esta|esto|ese|esa) (?:examen|examenes|tarea|trabajo|proyecto|calor|frio|trafico|dia|semana|clase|escuela|universidad|tesis|dieta|gimnasio|resaca|final|finales|entrega)\b(?: \w+){0,3} me (?:va|van|vas) a matar\b/g,
  /\b(?:me quiero morir|quiero morirme|me queria morir) de lo (?:cansad[oa]|aburrid[oa]|estresad[oa]|agotad[oa]|harto|harta)\b|\b(?:me quiero morir|quiero morirme|me queria morir) (?:de|del) (?:la )?(?:verguenza|pena|risa|oso|hambre|sueno|calor|frio)\b/g,
  /\bme (?:corte|corto|cortaron|voy a cortar|quiero cortar) (?:el|la|las|los|mi|mis) (?:pelo|cabello|fleco|flequillo|unas|barba|bigote|puntas|grenas)\b/g,
  /\bme (?:corte|queme|lastime) (?:el|un|la) (?:dedo|mano) (?:\w+ ){0,2}(?:picando|cocinando|cortando|pelando|con (?:el|un|la) (?:cuchillo|papel|lata|sarten|horno|plancha))\b|\bme (?:corte|queme) (?:sin querer|por accidente)\b/g,
  /\bme (?:corte|queme|lastime) (?:\w+ ){0,2}(?:picando|cocinando|pelando|rebanando|afeitando|rasurando)\b/g,
  // A sports injury or a fall: "me lastime el hombro en crossfit", "mi abuela pregunta si me lastime".
  /\bme (?:lastime|lesione|torci|doble|golpee|hice dano en) (?:el|la|los|las|mi|mis) (?:hombro|rodilla|tobillo|espalda|cuello|pie|pierna|codo|cadera|isquio\w*|gemelo|tendon|menisco|ligamento|dedo del pie|rodillas|tobillos|pies|piernas)s?\b|\b(?:si|como|cuando) me (?:lastime|lastimo|lesione|golpee)\b/g,
  // A remark reported, then "y lo quiero matar": venting about what was said. Only the venting goes; the
  // remark stays to be read.
  /(?=\by (?:lo|la) quiero )(?<=\b(?:me dice|me dijo|me suelta|me solto|me sale con)\b[^\n]{0,80})\by (?:lo|la) quiero (?:matar|ahorcar)\b/g,
  // A burn or a cut at work or at the stove: "me queme el brazo con aceite", "me corte la mano trabajando".
  /\bme (?:corte|queme|lastime) (?:el|la|los|las|mi|mis) (?:brazos?|manos?|dedos?|piernas?|munecas?) (?:\w+ ){0,2}(?:con (?:el |la )?(?:aceite|horno|estufa|sarten|olla|vapor|freidora|plancha del|comal|parrilla)|cocinando|trabajando|en el trabajo|en la cocina|sin querer|por accidente)\b/g,
  // A burn or a cut from the kitchen, the iron or paper, however it is told: "me queme con el aceite haciendo
  // empanadas", "me corte con una hoja de papel", "me queme con el sarten haciendo la cena".
  /\bme (?:corte|queme|lastime|hice una (?:cortada|quemada|quemadura|herida))\b(?: \w+){0,4}? (?:con (?:el |la |los |las |un |una )?(?:aceite|sarten|horno|estufa|olla|plancha|vapor|freidora|comal|budare|arepera|tostadora|parrilla|agua hirviendo|cafe|te|tetera|pava|caldo|sopa|hoja de (?:papel|cuaderno|libro)|papel|sobre|lata|abrelatas|rallador|mandolina|licuadora|bandeja|charola|fuego de la cocina)|(?:haciendo|cocinando|friendo|picando|pelando|horneando|planchando|preparando) (?:el |la |los |las |un |una |unas |unos )?\w+)\b(?![^\n]*\b(?:a proposito|aposta|adrede|queriendo|para (?:sentir|no sentir|castigarme)))/g,
  // A parent who grounds: "mi mama no me deja salir de la casa porque estoy castigado".
  /\b(?:mi |mis )?(?:mama|mami|papa|papi|madre|padre|jefa|jefe|viejo|vieja|abuela|abuelo|tia|tio|papas|padres|jefes|viejos)s? (?:\w+ )?no me deja(?:n)? salir\b(?=[^\n]*\b(?:castigad[oa]|notas|calificaciones|hasta (?:q|que) (?:termine|acabe|haga)|tarea|examen|fiesta|antro|boliche|concierto|jaja\w*)\b)|\bno me deja(?:n)? salir\b[^\n]{0,40}\b(?:castigad[oa]|por (?:las|mis) (?:notas|calificaciones))\b/g,
  // "El puente" as a long weekend: "me voy a aventar del puente 😂 el puente de noviembre me voy a la playa".
  /\bme (?:voy a|vamos a) (?:aventar|tirar|lanzar) (?:del|al) puente\b(?=[\s\S]{0,120}\b(?:puente (?:largo|festivo|vacacional|del (?:lunes|viernes)|de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|semana santa|muertos|reyes))|fin de semana largo)\b)/g,
  // A small child who hits or bites in play or a tantrum: "mi hermanito de 5 me pega con su espada de juguete".
  /\bmi (?:hermanit[oa]|herman[oa] (?:menor|chiquit[oa]|pequen[oa]|chic[oa])|sobrinit[oa]|primit[oa]|bebe|hij[oa] (?:de|chiquit[oa]|pequen[oa])|nene|nena|peque)\b[^\n]{0,40}\bme (?:pega|pego|golpea|golpeo|patea|pateo|muerde|mordio|aruna|aruno|rasguna|rasguno|jala|jalo|tira|tiro|avienta|avento)\b(?=[^\n]*\b(?:juguete|peluche|almohada|chancla|chancleta|pantufla|espada|carrito|bloques?|legos?|pelota|cuchara|berrinche|tiene (?:[1-9]|1[0-2]|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)|de (?:[1-9]|uno|dos|tres|cuatro|cinco|seis|siete) (?:anos|anitos|meses)|ja\w*|je\w*|xd|lol|pirata)\b)/g,
  // An accident nearly had: "ayer en el laburo casi me quemo con el horno".
  /\bcasi me (?:quemo|queme|corto|corte) con (?:el |la |los |las |un |una )?(?!cuchill|navaja|cuter|hoja|encendedor|mechero|cigarr)\w+\b(?![^\n]*\b(?:a proposito|aposta|adrede|queriendo|para (?:sentir|no sentir|castigarme)))/g,
  // "me toca" as a turn or a lot: "me toca sola casi siempre", "hoy me toca cocinar".
  /\bme toca (?:sol[oa]|a mi|(?:casi )?siempre|otra vez|de nuevo|\w+(?:ar|er|ir)(?:me|lo|la|le|los|las)?)\b/g,
  // A partner who ends it by message: "mi novio me corto por whatsapp".
  /\b(?:novi[oa]|pareja|ex|chico|chica|morr[oa]|vato|el|ella) me (?:corto|corta|bloqueo|dejo)(?: (?:por|x) (?:whatsapp|wsp|wasap|mensaje|audio|telefono|insta|instagram|texto|chat))\b|\bme (?:corto|corta) (?:por|x) (?:whatsapp|wsp|wasap|mensaje|audio|telefono|insta|instagram|texto|chat)\b/g,
  // A thing that "will kill me" (a train line, a guitar chord, a deadline): "el acorde de fa me va a matar".
  /(?<!\b(?:dijo|dice|decia|amenazo|amenaza|si|cuando|porque|xq)\b[^\n]{0,40})\b(?:el|la|los|las|este|esta|ese|esa|estos|estas) (?!(?:lista|listo|listos|listas|tipo|wey|guey|man|vato|chavo|senor|hombre|vecin[oa]|padrastro|madrastra|ex|loco|pendejo|novi[oa]|marido|espos[oa]|ti[oa]|jef[ea]|mara|pandilla|narco|sicario|muchach[oa]|chic[oa]|dijo|dice|juro|jura|amenazo|ya|si|no|que|q|me|te|se|le|cabron|man|pata|pana|compa|viejo|vieja|doctor|profe|profesor|profesora|maestr[oa])\b)[a-z]+(?: (?:de|del|de la) [a-z]+)? me (?:va|van) a matar\b/g,
  // A way of living not wanted: "no quiero vivir como en la uni", "con mis papas".
  /\bno quiero (?:vivir|seguir viviendo) (?:como (?:en|un|una|los|las|el|la|si)|con (?:mis|mi|ellos|ella|el)|en (?:un|una|ese|esa|este|esta|el|la|otro|otra))\b/g,
  // A spouse or a parent who "will kill me" over a debt, said laughing: "me va a matar jaja".
  /\bme va a matar(?= ?(?:jaj\w*|jej\w*|lol|xd|😂|🤣))|\b(?:cuando|si) (?:se entere|lo vea|lo sepa|vea (?:la|el) \w+)\b[^\n]{0,20}\bme (?:va a )?mata\w*/g,
  // What one misses "hits" one: "lo que si me pega es la comida".
  /\b(?:lo que (?:si|mas|más) )?me pega (?:es|la|el|duro|fuerte|mucho)\b/g,
  // A sibling or a flatmate sworn at over food or clothes: "te juro que voy a matar a mi hermano".
  /\b(?:te )?(?:juro|lo juro)(?: que)? (?:lo |la )?(?:voy a|vo a) (?:matar|ahorcar) a mi (?:hermanit[oa]|herman[oa]|compa de cuarto|companer[oa] de (?:piso|cuarto|depa)|roomie)\b|\b(?:lo|la) (?:voy a|vo a) (?:matar|ahorcar) a mi (?:hermanit[oa]|herman[oa]|roomie)(?: lo)? (?:te )?juro\b/g,
  /\bse me (?:quemo|quemaron|quemo todo) (?:el|la|los|las|mi|mis)\b|\bme voy a matar (?:estudiando|trabajando|entrenando|corriendo|en el gimnasio|con (?:este|esta|el|la) (?:examen|tarea|trabajo|proyecto))\b/g,
];

/** Words that mark a Spanish message (normalised: no accents). */
export const SPANISH_MARKERS =
  /\b(?:que|quiero|kiero|qiero|estoy|porque|pero|muy|tengo|para|ya|nada|mas|soy|yo|vida|morir|nadie|siento|casa|hoy|ayuda|todo|todos|cuando|como|esta|ella|los|las|del|por|hola|buenas|buenos|gracias|ganas|mi|el|mis|pastillas|puedo|ahora|estar|vivir|miedo|mama|papa|novio|esposo|se|de|en|la|lo|un|una|con|sin|nos|le|les|volvi|cortar|cortarme|olvidalo|ahorita|neta|hermano|hermana|hija|hijo|cuantas|cuantos|cuanta|cuanto|despertar|necesito|hacen|bueno|mucho|mucha|muchos|muchas|adios|cuidense|cuidate|voy|manana|pal|aqui|eso|esto|tambien|hace)\b/g;
export const ENGLISH_MARKERS =
  /\b(?:the|and|i|im|to|my|is|it|you|me|not|but|that|this|want|just|feel|have|dont|what|with|so|of|be|was|are|for|on|can|cant|do|at|all|like|he|she|they)\b/g;
/**
 * English markers that are not also everyday words of Dutch, German, Tagalog or Austrian writing ("is",
 * "was", "want", "me", "of", "so", "at", "i", and "ik", which the slang table reads as "i know"): three of
 * them make a message plainly English, whose other-language reading can be skipped.
 */
export const PLAIN_ENGLISH_MARKERS =
  /\b(?:the|and|im|to|my|it|you|not|but|that|this|just|feel|have|dont|what|with|be|are|for|can|cant|do|all|like|he|she|they)\b/g;
