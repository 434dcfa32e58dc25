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
const HIDING_PLACE = String.raw`(?:el bano|la ducha|el cuarto|mi cuarto|la pieza|mi pieza|el closet|el armario|el ropero|la habitacion|mi habitacion|debajo de la cama|la azotea|el patio)`;
const AT_HOME_NOW = String.raw`(?:llego|llega|ya llego|viene|ya viene|esta (?:borracho|tomado|pedo|bien pedo|drogado|loco)|viene (?:bien )?(?:pedo|borracho|tomado)|grita|gritando|aventando|rompiendo|tirando cosas|golpeando la puerta|pateando la puerta|mi (?:padrastro|papa|padre|esposo|marido|novio|pareja|ex|tio|hermano mayor)|con (?:mi hermanit[oa]|mis hermanit[oa]s|el nino|la nina|los ninos|mi hij[oa]|mis hij[oa]s|el bebe|la bebe|la guagua))`;
const CHILD = String.raw`(?:nin[oa]s?|hij[oa]s?|sobrin[oa]s?|prim[oa]s?|hermanit[oa]s?|bebe|tiene (?:[1-9]|1[0-4]|cinco|seis|siete|ocho|nueve|diez|once|doce|trece) (?:anos|anitos)?|cuando (?:la|lo|los|las) cuida|(?:la|lo|los|las) van a dejar)`;
const WEAPON_PACKED = String.raw`(?:la navaja|el cuchillo|la pistola|el fierro|la fusca|el arma|el machete|el bate|el cuete|la chaveta|la punta)`;

export const SPANISH_SIGNS: Rule[] = [
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
      String.raw`\bsi me (?:lleva|atropella|pisa|arrolla) (?:un|el) (?:bus|camion|carro|auto|coche|tren|colectivo)\b[^\n]{0,30}\b(?:no seria tan (?:grave|malo)|no me importaria|mejor|me daria igual|ni modo|tampoco pasa nada)\b|\bni (?:siquiera )?se (?:pa|para) ${Q} sigo\b|\b(?:le pido|pido|rezo)(?: a (?:dios|diosito|la virgen|mi dios))?(?: cada noche| todas las noches)? ${Q} (?:ya )?me (?:recoja|lleve)\b|\bsi (?:yo )?no existiera nadie (?:se )?(?:daria cuenta|notaria|me extranaria)\b|\bme da (?:bastante |completamente |totalmente )?igual (?:lo )?${Q} (?:me )?pase\b`,
    ),
  },
  // Unnoticed if gone, not caring what happens crossing, sleep wished for good, staring at the tracks.
  {
    reason: 'passive_death_wish',
    level: 'elevated',
    re: rx(
      String.raw`\b(?:alguien|nadie) (?:notaria|se daria cuenta|se enteraria) si (?:desaparezco|desapareciera|me voy|me fuera|ya no estoy|ya no estuviera)\b|\bme da (?:lo mismo|igual) si me pasa algo\b|\bojala me (?:durmiera|duerma|quedara dormid[oa]) y (?:ya|no despert\w*)\b|\bme quede mirando las vias\b|\bno deberia (?:ni )?existir\b|\b(?:volvieron|regresaron) (?:los|esos|las) (?:pensamientos|ideas|ganas)\b|\b(?:tire|bote) (?:todas )?las (?:cuchillas|navajas|hojas)\b[^\n]{0,40}\bmiedo\b`,
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
      String.raw`\bantes de (?:las \d{1,2}|${Q} (?:llegue|vuelva|vuelvan|se despierte|se despierten|amanezca))\b|\b(?:nada mas|solo) falta ${Q} se vayan\b|\bcuando se (?:vayan|duerman|vaya a trabajar|vayan a trabajar)\b`,
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
      String.raw`\b(?:regale|le regale|di|deje) (?:mis cosas|la herramienta|mis herramientas|mi ropa|todo lo mio)\b|\bdeje a (?:los perros|el perro|la perra|los gatos|el gato|mi perro|mi gato) con (?:la vecina|el vecino|mi \w+)\b|\bel testamento (?:encima de|en) la mesa\b|\b(?:programe|deje programad[oa]|tengo programad[oa]) (?:un|el|una|la) (?:post|mensaje|correo|mail|tuit|publicacion|video|audio|historia)\b`,
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
];
