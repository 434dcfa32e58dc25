import type { SpanishPack } from './spanishPackTypes.ts';
import type { Topic } from './types.ts';

/**
 * Spanish topics and their wording. The patterns are tested in order, most specific first, on the
 * message in lower case without accents and without ¿¡ ("extrano a mi abuela que fallecio"). The letter
 * ñ may or may not survive that step, so words with it accept both spellings. 'abuse', 'violence' and
 * 'eating' are handled elsewhere.
 */
export const SPANISH_TOPICS: [Topic, RegExp][] = [
  [
    'grief',
    /\b(?:dia de (?:los )?muertos|altar (?:de|para) (?:mi|su)|(?:primer|segundo|tercer|cuarto|quinto) ano sin (?:el|ella|mi|su)|aniversario de su muerte|muri(?:o|eron|endo)|se (?:me |nos |le )?fue para siempre|(?:se cumplen|hace|ya son) \w+ (?:meses|anos|semanas) (?:de )?(?:que|desde que) (?:se (?:nos )?fue|nos dejo)|desde que se (?:nos )?fue (?:mi|nuestr)|nos dejo (?:mi|nuestr)|falleci(?:o|eron|da|do|das|dos|miento)?|perd(?:i|imos) a (?:mi|mis|nuestr[oa]s?) (?:abuel|madre|padre|mama|papa|herman|hij|ti[oa]|prim|perr|gat|mascota|bebe|espos|marido|mujer)|perdi (?:el embarazo|al bebe)|aborto espontaneo|duelo|funeral|entierro|velorio|velatorio|luto|cementerio|cenizas|su muerte|la muerte de|ya no esta con nosotros|descanse en paz|tuvimos que (?:dormir|sacrificar) a)/,
  ],
  [
    'health',
    /\b(?:(?:lo|la|le|me) (?:operan|van a operar|operaron)|veterinari[oa]|enferm(?:o|a|os|as|edad|edades|ar|e)|diagnostic\w*|cancer|tumor|quimio\w*|radioterapia|(?<!\b(?:chamba|trabajo|trabaja|trabajar|empleo|puesto|plaza|curro|laburo|pega|turnos?|guardias?|practicas|residencia|enfermer[oa]|medic[oa]|doctor[a]?) (?:en|de|del) (?:un |una |el |la )?)hospital\w*|ingresad[oa]s?|urgencias|operacion|cirugia|medic[oa]s?|doctor(?:a|es|as)?|analisis|biopsia|sintomas?|me duele|dolor(?:es)? (?:de|cronic\w*|fuerte)|cronic[oa]|migra(?:n|ñ)as?|cita medica|pruebas medicas|resultados de (?:las pruebas|los analisis)|tratamiento|embarazad[ao]|covid|gripe|infarto|ictus|alzheimer|demencia|lesion)\b/,
  ],
  [
    'body',
    /\b(?:me probe (?:el|la|los|las|un|una)|me veo horrible|me senti horrible con|bikini|banador|traje de bano|ponerme (?:el )?(?:bikini|banador)|compararme(?! con (?:mi|su|el|la) (?:prim[oa]|herman[oa]|vecin[oa]|compa\w*))|me comparo(?! con (?:mi|su|el|la) (?:prim[oa]|herman[oa]|vecin[oa]|compa\w*))|mi cuerpo|mi peso|me veo gord[oa]|mi cuerpo|cuerpo|(?:subir|subi|bajar|baje|perder|perdi|gane|ganar|aumentar|aumente|bajando|subiendo) (?:de )?peso|mi peso|(?<!\b(?:la|el|mi|a la|al|con la|con el) )gord[oa]s?|gordit[oa]|flac[oa]|delgad[oa]|(?:soy|me siento|me veo|me encuentro|sentirme|verme) (?:muy |tan )?fe[oa]|me veo (?:mal|horrible|fe[oa]|gord[oa])|espejo|mi cara|acne|granos|celulitis|estrias|mi aspecto|mi apariencia|mi piel|mi nariz|mis piernas|mi barriga|mi panza|kilos|bascula|balanza|complejos?|mi talla|la ropa no me (?:queda|entra)|mi fisico|mi imagen)\b/,
  ],
  [
    'partner',
    // A friend's or a flatmate's new partner is their story: "mi mejor amigo tiene novia nueva".
    /\b(?<!\b(?:amig[oa]|amigo|amiga|herman[oa]|prim[oa]|compa\w*|roomie|facu|pibe|el|ella) (?:(?:\w+ ){0,3})(?:tiene|se puso de|se ha puesto de|anda con|sale con|esta saliendo con|consiguio|se consiguio|se echo|se ha echado) (?:un[a]? )?(?:nuev[oa] )?)(?:(?<!\b(?:su|sus|del|la|el|tu|con la|con el) )(?:novi[oa]s?|pareja|espos[oa]|marido)|mi mujer|mi chic[oa]|mi polol[oa]|mi ex\b(?! (?:jefe|jefa|trabajo|empresa|compa(?:n|ñ)er|amig|colegio|escuela|cole|uni))|exnovi[oa]|ex pareja|terminamos(?! (?:peleados|discutiendo|gritando|cansad[oa]s|tarde|temprano|a las|de|en|el|la|los|las|bien|mal|juntos|hablando))|rompimos|cortamos|(?:ella|el) me dejo|me dejo por otr[oa]|nos separamos|separarnos|me (?:quiero |voy a )?divorci\w*|nos (?:vamos a )?divorci\w*|mi divorcio|ruptura|me enga(?:n|ñ)(?:o|a)|me (?:puso|pone|pusieron) los cuernos|infiel|infidelidad|celos(?! de mi (?:herman|amig|prim))|celos[oa]|primera cita|una cita con|(?<!\b(?:tiene|ni que fueramos|fueramos) )enamorad[oa]|me gusta (?:alguien|un chico|una chica)|crush|tinder|ligar|san valentin|mi relacion|nuestra relacion)/,
  ],
  [
    'family',
    /\b(?:mama|papa|mami|papi|madre|mi padre|el padre|padres|mis viejos|herman[oa]s?|hermanit[oa]s?|familia\w*|abuel[oa]s?|abuelit[oa]s?|(?<=\b(?:mis?|tus?|sus?|la|el|las|los|una?|unos|unas|de|del|al|con|y) )ti[oa]s?|prim[oa]s?|suegr[oa]s?|cu(?:n|ñ)ad[oa]s?|hij[oa]s?|nuera|yerno|sobrin[oa]s?|niet[oa]s?|madrastra|padrastro|(?:ambiente|cosas|peleas|gritos|problemas) en (?:mi )?casa|se (?:estan )?(?:divorciando|separando)|se (?:van a )?(?:divorciar|separar)|se divorciaron|se separaron)\b/,
  ],
  [
    'friends',
    /^(?!.*\b(?:no tengo (?:ningun[oa]? |ni un[oa]? |muchos |much[oa]s )?amig|sin amig))(?=.*\b(?:amig[oa]s?|amiguit[oa]s?|amistad(?:es)?|(?:mi|mis|los|unos|varios|con|a) panas?|mi parce|mis parces|parceros?|cuates?|mi compa|mis compas|bff|grupo de amigos|me (?:dejo|dejaron) en visto|me ghostea\w*|ghosting|compa(?:n|ñ)er[oa]s? de (?:piso|casa|cuarto|habitacion|depa)|roomies?)\b)/,
  ],
  [
    'money',
    /\b(?:dinero|plata|guita|(?:sin|no tengo|no me queda|poca|mucha|nada de|ganar|gastar|ahorrar|me falta|pedir|deber|debo|conseguir) (?:lana|feria|varo)|(?:lana|feria) (?:para|no me (?:alcanza|llega))|(?:sin|no tengo|no me queda|ganar|gastar|ahorrar|pedir|debo|conseguir) pasta(?! de dientes| para (?:la cena|comer|cocinar))|(?:la )?pasta no me (?:alcanza|llega)|ni un peso|pesos|deudas?|(?:le|les) debo|debo (?:dinero|plata)|prestamo|hipoteca|alquiler|renta|facturas?|recibos|pagar las cuentas|no me alcanza|no llego a fin de mes|fin de mes|ahorr(?:ar|os|o)|presupuesto|gastos?|gastar|tarjeta de credito|(?<!\b(?:trabajo|trabajar|trabajando|chamba|chambear|chambeando|curro|currar|laburo|laburar|empece|entre|pasantia|practicas) (?:\w+ ){0,3}(?:en|para) (?:un|el) )banco|quincena|economic[oa]s?|finanzas|endeudad[oa])\b/,
  ],
  [
    'work',
    /\b(?:soy (?:profe|profesora?|maestr[oa]|docente|enfermer[oa]|medic[oa])\b|mis alumnos|trabajo(?! (?:final|de (?:la uni|clase|grupo|fin de)|en grupo|practico|para (?:la|el) (?:uni|clase|cole|insti|profe|escuela|colegio)))|trabajar|trabajando|curro|currar|currando|chamba|chambear|chambeando|laburo|laburar|mi pega|la pega|jefe|jefa|jefes|empleo|desemplead[oa]|desempleo|oficina|compa(?:n|ñ)er[oa]s? de (?:trabajo|oficina|curro)|me despidieron|me van a despedir|despido|me echaron del (?:trabajo|curro|laburo)|entrevistas?|estoy en (?:el )?paro|curriculum|cv|sueldo|salario|ascenso|horas extra|mi turno|turnos|reunion(?! (?:de (?:los |las )?(?:\d+|diez|veinte|treinta|cuarenta) anos|de (?:ex ?)?(?:alumnos|companeros de (?:clase|curso)|egresados|graduados|promocion|la promo|amig[oa]s)|del (?:colegio|cole|liceo|insti|instituto|curso)|familiar|de (?:la )?familia|con (?:mis |los )?(?:amig[oa]s|panas|primos)))|clientes?|empresa|renunciar|dimitir|mi puesto|practicas|pasantia)\b/,
  ],
  [
    'school',
    /\b(?:escuela|colegio|cole|insti|instituto|(?<!\b(?:me|te|se|nos) )uni|universidad|facultad|facu|carrera(?! de (?:\d|diez|cinco|relevos|obstaculos|montana|fondo|coches|autos|caballos))|examen(?:es)?|parcial(?:es)?|finales|selectividad|evau|ebau|prepa|preparatoria|secundaria|bachillerato|bachi|notas|calificaciones|tareas?|deberes|estudiar|estudio|estudiando|clases?|profes?|profesor(?:a|es|as)?|maestr[oa]s?|tesis|tfg|tfm|semestre|cuatrimestre|matricula|beca|suspend(?:i|er|ido|ida|o)|reprob(?:e|ar|ando|ado|ada)|aprobar|apruebo|trabajo final|oposiciones|compa(?:n|ñ)er[oa]s? de clase)\b/,
  ],

  [
    'sleep',
    /\b(?:dormir|duermo|duermes|dormirme|durmiendo|dormid[oa]|me dormi|insomnio|sue(?:n|ñ)o|desvel\w*|pesadillas?|me despierto|despertarme|no pego ojo|no pegue ojo|pegar ojo|siesta|acostarme|me acuesto|madrugada|\d am)\b/,
  ],
  [
    'loneliness',
    /\b(?:soledad|me siento (?:muy |tan |bastante )?sol[oa]|sentirme sol[oa]|estoy (?:muy |tan )?sol[oa]|tan sol[oa]|muy sol[oa]|sol[oa] (?:en esta ciudad|en el mundo|todo el tiempo|siempre)|aislad[oa]s?|aislamiento|no tengo (?:ningun[oa]? |ni un[oa]? |muchos |much[oa]s )?amig\w*|sin amig\w*|no tengo a nadie|no tengo con quien|nadie con quien|nadie me (?:habla|escribe|llama|entiende|quiere|busca|invita)|no encajo|fuera de lugar|excluid[oa]s?|me siento invisible|me siento aparte|ciudad nueva|nueva ciudad|me mude|me acabo de mudar|extra(?:n|ñ)o (?:mi pais|mi casa|mi tierra|a mi gente)|echo de menos (?:mi pais|mi casa|mi tierra|a mi gente))\b/,
  ],

  [
    'identity',
    /\b(?:gay|lesbiana|bisexual|bi|pansexual|asexual|trans|transgenero|no binari[oa]|queer|lgbt\w*|orientacion sexual|mi sexualidad|mi genero|identidad de genero|pronombres|salir del (?:armario|closet)|sali del (?:armario|closet)|no se quien soy|quien soy|mi identidad|identidad|no se que quiero (?:hacer )?(?:con|de) mi vida|que hacer con mi vida|mi lugar en el mundo|mis raices|mi cultura|mi fe|mi religion|racismo|discriminacion)\b/,
  ],
  [
    'screens',
    // Selling through Instagram is work, not screen time: "vendo tortas por instagram".
    /^(?!.*\b(?:vend\w*|pedidos|clientes|emprend\w*|mi negocio)\b).*\b(?:movil|celular|cel|telefono|pantallas?|redes sociales|redes|instagram|insta|tiktoks?|youtube|twitter|reels|videojuegos?|consola|scroll\w*|netflix|series|enganchad[oa] (?:al|a la|a las|a los)|pegad[oa] al (?:movil|celular|telefono)|notificaciones|tiempo de pantalla)\b/,
  ],
  [
    'anger',
    /\b(?:enojad[oa]s?|enojo|enoja|enfadad[oa]s?|enfado|enfada|(?:la|mi|mucha|tanta|de|con|siento|tengo) ira|rabia|furia|furios[oa]|cabread[oa]|cabreo|me cabrea|bronca|coraje|grit(?:o|e|ar|ando|an|a)|explot(?:o|e|ar|ando)|perdi los nervios|pierdo los nervios|perder los nervios|mal genio|mal humor|irritad[oa]|irritable|me irrita|me hierve la sangre|me saca de quicio|encabronad[oa]|emputad[oa]|odio)\b/,
  ],
  [
    'anxiety',
    /\b(?:ansiedad|ansios[oa]s?|nervios|nervios[oa]s?|panico|preocup\w*|miedos?|temor|angusti\w*|inquiet[oa]|intranquil[oa]|taquicardia|el corazon (?:me late|a mil)|no puedo respirar|me falta el aire|sobrepens\w*|sobrepiens\w*|overthinking|le doy (?:mil )?vueltas|doy vueltas|dandole vueltas|un nudo en (?:el estomago|la garganta|el pecho)|pavor|aterrad[oa]|terror|fobia|hipocondri\w*)\b/,
  ],
  [
    'stress',
    /\b(?:estres|estresad[oa]s?|estresante|agobi\w*|abrumad[oa]s?|saturad[oa]s?|desbordad[oa]s?|presion|presionad[oa]s?|demasiad[oa]s cosas|no doy abasto|no llego a todo|sobrecargad[oa]s?|quemad[oa]|burnout|reventad[oa]|no puedo mas con todo|mil cosas|a tope|colapsad[oa]|tengo (?:tanto|mucho) que hacer|muchas responsabilidades|exhaust[oa])\b/,
  ],
  [
    'self-worth',
    /\b(?:no valgo|no sirvo|inutil|fracasad[oa]|un fracaso|soy un desastre|no soy suficiente|no soy (?:lo )?suficientemente|no soy lo bastante|no soy buen[oa]|autoestima|inseguridad(?:es)?|insegur[oa]|me comparo|compararme|perdedor(?:a)?|soy (?:tont[oa]|estupid[oa]|idiota)|todos son mejores|no merezco|me odio|me doy asco|verguenza de mi|me averg(?:u|ü)enzo|todo es mi culpa|me siento menos|no le importo a nadie|nadie me valora|me critico|soy muy dur[oa] conmigo|impostor(?:a)?)\b/,
  ],
  [
    'low',
    /\b(?:triste|tristeza|deprimid[oa]s?|depre|depresion|bajon|hundid[oa]|desanimad[oa]|sin ganas|no tengo ganas de nada|vaci[oa]|apagad[oa]|llor(?:o|ar|ando|e|a)|desmotivad[oa]|sin motivacion|sin energia|todo me da igual|nada me importa|me siento mal|estoy mal|sin esperanza|no le veo sentido|desesperanz\w*|melancol\w*|de capa caida|sin animo|desganad[oa]|agotad[oa]|cansad[oa] de todo|mal dia|un dia horrible|no estoy bien)\b/,
  ],
];

/** One pack for each topic above, plus 'general' for everything else. */
export const SPANISH_PACKS: Record<string, SpanishPack> = {
  grief: {
    reflect: [
      'Perder a alguien deja un hueco que nada llena del todo.',
      'Parece que extrañas mucho a {who}.',
      'El duelo tiene su propio ritmo, y parece que ahora mismo está muy presente.',
    ],
    reflectHard: [
      'Suena a que la ausencia de {who} te está doliendo muchísimo.',
      'Parece que hay días en los que la pérdida se siente igual de fresca que al principio.',
      'Lo que describes suena a un dolor muy hondo.',
    ],
    reflectWarm: [
      'Se nota todo el cariño que sientes por {who}.',
      'Lo que compartiste con {who} sigue contigo de muchas maneras.',
    ],
    validate: [
      'No hay una forma correcta de vivir un duelo, ni un plazo para terminarlo.',
      'Es natural que el dolor llegue en oleadas, incluso cuando parecía más tranquilo.',
      'Extrañar tanto a alguien es una señal de lo mucho que importaba.',
      'Reír o pasar un buen rato no significa que hayas olvidado a nadie.',
    ],
    ask: [
      '¿Qué recuerdo de {who} te viene más a menudo?',
      '¿Qué es lo que más extrañas?',
      '¿Qué momentos del día se te hacen más difíciles desde la pérdida?',
      '¿Con quién puedes hablar de esta pérdida sin sentir que molestas?',
      '¿Hay algo que te hubiera gustado decir y que todavía llevas dentro?',
      '¿Cómo te gustaría recordar a {who}?',
    ],
    steps: [
      'Escribe una carta a {who} con lo que te gustaría decir hoy.',
      'Guarda un momento del día para recordar, con una foto, una canción o un objeto.',
      'Habla de la pérdida con alguien que también compartió esos momentos.',
      'Cuida lo básico estos días, como comer algo caliente, beber agua y descansar cuando puedas.',
    ],
  },
  health: {
    reflect: [
      'Parece que la salud está ocupando mucho de tu atención ahora.',
      'Suena a que hay bastante incertidumbre con la salud de {who}.',
      'Parece que estás pendiente de muchas citas, pruebas y esperas.',
    ],
    reflectHard: [
      'Suena a que la preocupación por la salud de {who} te está desgastando mucho.',
      'Parece que el cuerpo te está pidiendo mucho y cuesta seguir el ritmo de todo lo demás.',
      'Lo que cuentas suena a semanas muy difíciles entre diagnósticos y miedo.',
    ],
    reflectWarm: [
      'Se nota lo mucho que te importa el bienestar de {who}.',
      'Parece que acompañar en este proceso te nace de mucho cariño.',
    ],
    validate: [
      'La incertidumbre sobre la salud es de las cosas más difíciles de sostener.',
      'Tiene sentido que te cueste concentrarte en otra cosa mientras esperas noticias.',
      'Cuidar de la salud, la propia o la de alguien querido, cansa más de lo que la gente imagina.',
      'Sentir miedo ante un diagnóstico no es exagerar, es humano.',
    ],
    ask: [
      '¿Qué te han explicado hasta ahora en las consultas?',
      '¿Qué es lo que más te preocupa de lo que está pasando con la salud?',
      '¿Cómo llevas las esperas entre una cita y otra?',
      '¿Quién te está acompañando en todo esto?',
      '¿Qué necesitarías para sentir un poco más de apoyo en este proceso?',
      '¿Cómo está afectando esto a tu día a día?',
    ],
    steps: [
      'Apunta tus dudas antes de la próxima cita médica para no olvidar ninguna.',
      'Pide a alguien de confianza que te acompañe a la próxima consulta.',
      'Busca información solo en fuentes fiables y pon un límite al tiempo que pasas leyendo sobre el tema.',
      'Reserva un rato al día para algo que no tenga nada que ver con la enfermedad.',
    ],
  },
  partner: {
    reflect: [
      'Parece que tu relación ocupa mucho de tus pensamientos estos días.',
      'Suena a que hay bastante movimiento en lo que vives con {who}.',
      'Por lo que cuentas, lo que pasa con {who} te importa mucho.',
    ],
    reflectHard: [
      'Suena a que lo que está pasando con {who} te está rompiendo un poco por dentro.',
      'Parece que hay distancia o tensión en la relación, y eso duele.',
      'Lo que cuentas suena a una herida reciente en el corazón.',
    ],
    reflectWarm: [
      'Hay mucha ternura en la forma en que hablas de {who}.',
      'Parece que con {who} has encontrado algo que valoras mucho.',
    ],
    validate: [
      'Las relaciones tocan lo más sensible que tenemos, así que es lógico que esto te mueva tanto.',
      'Querer calma y confianza en una relación es completamente razonable.',
      'Puedes querer a alguien y a la vez sentir que algo no está funcionando.',
      'Cuando una relación cambia o termina, es normal que todo se tambalee un tiempo.',
    ],
    ask: [
      '¿Qué te gustaría que cambiara en la relación?',
      '¿Cómo han ido las cosas en la relación últimamente?',
      '¿Qué necesitas tú en esta relación para estar bien?',
      '¿Has podido hablar con {who} de cómo te sientes?',
      '¿Qué te dice tu intuición sobre esta relación?',
      '¿Qué partes de la relación te hacen bien?',
    ],
    steps: [
      'Elige un momento tranquilo, no en plena discusión, para hablar de lo que necesitas.',
      'Empieza por cómo te sientes en lugar de por lo que la otra persona hace mal.',
      'Tómate un día para ordenar lo que sientes antes de tomar una decisión importante.',
      'Apóyate en alguien de confianza para no llevar esto sin compañía.',
    ],
  },
  family: {
    reflect: [
      'Parece que hay muchos cambios en tu familia ahora mismo.',
      'Suena a que lo que pasa con {who} te está dando mucho en qué pensar.',
      'La familia ocupa un lugar muy grande en tu vida, y se nota.',
    ],
    reflectHard: [
      'Suena a que las cosas en casa están bastante tensas.',
      'Parece que lo que pasa con {who} te está doliendo.',
      'Lo que cuentas de tu familia suena difícil de sostener día tras día.',
    ],
    reflectWarm: [
      'Se nota lo mucho que quieres a {who}.',
      'Lo que tienes con {who} suena a un vínculo muy especial.',
    ],
    validate: [
      'Con la familia cuesta poner distancia, así que es normal que esto se quede contigo.',
      'Puedes querer mucho a tu familia y aun así sentir dolor o frustración con ella.',
      'Los cambios en la familia mueven cosas muy profundas, incluso cuando son buenos.',
      'Querer que tu familia te entienda es de lo más humano.',
    ],
    ask: [
      '¿Cómo es un día normal en casa ahora?',
      '¿Qué te gustaría que entendieran en tu familia?',
      '¿Qué ha cambiado con {who} últimamente?',
      '¿Con quién de tu familia te resulta más fácil hablar?',
      '¿Qué momentos en familia te hacen sentir bien?',
      '¿Qué papel sientes que te toca en tu familia?',
    ],
    steps: [
      'Busca un momento tranquilo para compartir una sola cosa que necesitas.',
      'Habla en primera persona, empezando con «me siento» en vez de con «tú siempre».',
      'Si la conversación se calienta, tómate un respiro y retómala más tarde.',
      'Busca un lugar o un rato de la semana que sea solo para ti.',
    ],
  },
  friends: {
    reflect: [
      'Parece que tus amistades te importan mucho.',
      'Suena a que hay cambios en tu grupo de amistades.',
      'Por lo que cuentas, lo que pasa con {who} ocupa bastante de tu cabeza.',
    ],
    reflectHard: [
      'Suena a que algo se ha roto o enfriado en la amistad con {who}.',
      'Parece que te dolió cómo te han tratado.',
      'Suena a que has quedado fuera de tu grupo, y eso duele.',
    ],
    reflectWarm: [
      'Se nota que la amistad con {who} vale mucho para ti.',
      'Tener a alguien así cerca es un regalo, y parece que lo sabes.',
    ],
    validate: [
      'Las amistades pueden doler tanto como cualquier otra relación.',
      'Es normal que las amistades cambien con los años, aunque eso no lo haga más fácil.',
      'Querer formar parte de un grupo es una necesidad muy humana.',
      'Tiene sentido que te duela cuando alguien importante se aleja.',
    ],
    ask: [
      '¿Qué es lo que más valoras de {who}?',
      '¿Cómo han estado las cosas con tus amistades últimamente?',
      '¿Qué te gustaría que fuera distinto en esta amistad?',
      '¿Con qué amistades puedes ser tú sin esfuerzo?',
      '¿Cómo fue la última vez que coincidiste con {who}?',
      '¿Qué tipo de amistades te gustaría tener más cerca?',
    ],
    steps: [
      'Escribe un mensaje corto y sencillo a {who}, sin esperar que quede perfecto.',
      'Propón un plan concreto con día y hora, como un café o un paseo.',
      'Di con calma lo que te dolió, hablando de cómo te sentiste y no de cómo es la otra persona.',
      'Dedica tu energía a las amistades que te hacen bien.',
    ],
  },
  work: {
    reflect: [
      'Parece que el trabajo está ocupando mucho espacio en tu vida ahora.',
      'Suena a que hay bastantes cambios en el trabajo.',
      'Por lo que cuentas, lo que pasa con {who} marca bastante tus días de trabajo.',
    ],
    reflectHard: [
      'Suena a que el trabajo te está dejando sin energía.',
      'Parece que la situación con {who} te está desgastando mucho.',
      'Lo que describes suena a mucha presión y poco reconocimiento.',
    ],
    reflectWarm: [
      'Se nota que quieres hacer bien tu trabajo y que te importa.',
      'Parece que este cambio en el trabajo trae también algo que te ilusiona.',
    ],
    validate: [
      'Pasamos tantas horas trabajando que es lógico que lo que pasa allí nos afecte tanto.',
      'Perder un trabajo, o temer perderlo, sacude mucho más que la economía.',
      'Sentir que tu esfuerzo no se ve es de lo más frustrante.',
      'Es normal que los primeros tiempos en un puesto nuevo cansen más de lo esperado.',
    ],
    ask: [
      '¿Qué parte del trabajo te está costando más ahora?',
      '¿Cómo es tu relación con {who}?',
      '¿Qué cambiarías de tu trabajo si pudieras elegir una sola cosa?',
      '¿Cómo te sientes al terminar la jornada?',
      '¿Qué te ayuda a desconectar cuando sales del trabajo?',
      '¿Qué es lo que sí te gusta de lo que haces?',
    ],
    steps: [
      'Haz una lista de tus tareas y marca las tres que de verdad importan esta semana.',
      'Pide una reunión breve para aclarar prioridades en lugar de intentar hacerlo todo.',
      'Pon un final claro a tu jornada, como cerrar el correo a una hora fija.',
      'Anota lo que has logrado cada día, aunque sea poco, para ver tu avance.',
    ],
  },
  school: {
    reflect: [
      'Parece que los estudios ocupan casi todo tu tiempo ahora mismo.',
      'Suena a que hay bastante en juego con los exámenes.',
      'Parece que lo que pasa con {who} en clase te ronda la cabeza.',
    ],
    reflectHard: [
      'Suena a que la presión con los estudios se está haciendo muy pesada.',
      'Parece que una mala nota te ha dolido más de lo que esperabas.',
      'Lo que describes suena a muchas entregas y poco respiro.',
    ],
    reflectWarm: [
      'Se nota que te importa hacerlo bien en tus estudios.',
      'Parece que esta etapa de estudios también tiene cosas que disfrutas.',
    ],
    validate: [
      'Es lógico notar presión cuando parece que mucho depende de un examen.',
      'Una nota mide un examen concreto, no lo que vales como persona.',
      'Estudiar con la cabeza llena de preocupaciones cuesta el doble.',
      'Casi todo el mundo pasa por épocas en las que no llega a todo con los estudios.',
    ],
    ask: [
      '¿Qué asignatura o tarea te preocupa más ahora?',
      '¿Cómo te estás organizando para estudiar?',
      '¿Qué esperas tú de este curso, más allá de las notas?',
      '¿Cómo es el ambiente en clase?',
      '¿Qué te ha funcionado en otros exámenes?',
      '¿Con quién podrías resolver las dudas que tienes?',
    ],
    steps: [
      'Divide el temario en bloques pequeños y empieza por el más fácil para arrancar.',
      'Estudia en tramos de veinticinco minutos con descansos cortos entre medias.',
      'Pregunta al profesor o a la profesora lo que no entiendes, aunque te dé vergüenza.',
      'Deja el teléfono en otra habitación mientras estudias.',
    ],
  },
  money: {
    reflect: [
      'Parece que el dinero te está ocupando mucho la cabeza.',
      'Suena a que estás haciendo cuentas y pensando en cómo llegar a fin de mes.',
      'Por lo que cuentas, hay decisiones de dinero encima de la mesa.',
    ],
    reflectHard: [
      'Suena a que la preocupación por el dinero no te deja en paz.',
      'Parece que las deudas o los gastos te están agobiando mucho.',
      'Lo que describes suena a vivir con la cuenta siempre al límite.',
    ],
    reflectWarm: [
      'Se nota que quieres cuidar de tu futuro y de la gente que depende de ti.',
      'Parece que estás intentando organizarte para vivir con más tranquilidad.',
    ],
    validate: [
      'Las preocupaciones de dinero afectan al sueño, al ánimo y a casi todo lo demás.',
      'Tener problemas económicos no dice nada malo sobre quién eres.',
      'Es muy común sentir vergüenza con el dinero, aunque casi todo el mundo pasa apuros alguna vez.',
      'Tiene sentido que la incertidumbre económica te quite la calma.',
    ],
    ask: [
      '¿Qué gasto o qué deuda te preocupa más ahora mismo?',
      '¿Cómo llevas el control de lo que entra y lo que sale cada mes?',
      '¿Con quién podrías hablar de esto sin sentir que te juzgan?',
      '¿Qué cambiaría en tu vida si esta preocupación se aliviara un poco?',
      '¿Qué opciones has pensado hasta ahora?',
      '¿Qué gastos sientes que sí merecen la pena para ti?',
    ],
    steps: [
      'Apunta durante una semana todo lo que gastas, sin juzgarte, solo para ver el panorama.',
      'Haz una lista de tus deudas con lo que debes y la fecha de cada pago.',
      'Pregunta en tu banco o en un servicio de orientación financiera por opciones para ordenar los pagos.',
      'Elige un solo gasto pequeño que puedas recortar este mes.',
    ],
  },
  sleep: {
    reflect: [
      'Parece que las noches se te están haciendo largas.',
      'Suena a que el descanso no está siendo el que necesitas.',
      'Por lo que cuentas, tu sueño está bastante revuelto estos días.',
    ],
    reflectHard: [
      'Suena a que llevas muchas noches sin descansar de verdad.',
      'Parece que en la cama es cuando más vueltas le da tu cabeza a todo.',
      'Lo que describes suena a un cansancio que se va acumulando.',
    ],
    reflectWarm: [
      'Se nota que quieres cuidarte y descansar mejor.',
      'Parece que estás buscando noches más tranquilas, y eso ya es un buen comienzo.',
    ],
    validate: [
      'Dormir mal vuelve todo más cuesta arriba al día siguiente.',
      'Es muy frustrante intentar dormir y notar que cuanto más lo intentas, menos lo consigues.',
      'La noche suele hacer que las preocupaciones parezcan más grandes.',
      'Tu cuerpo y tu mente merecen descanso, no otra exigencia más.',
    ],
    ask: [
      '¿Cómo son tus noches últimamente?',
      '¿Qué suele pasar por tu cabeza cuando te acuestas?',
      '¿Qué haces en la última hora antes de ir a la cama?',
      '¿Qué te cuesta más, conciliar el sueño o mantenerlo durante la noche?',
      '¿Qué te ayudaba a descansar en épocas mejores?',
      '¿Cómo te afecta el cansancio durante el día?',
    ],
    steps: [
      'Intenta acostarte y levantarte a la misma hora cada día, también los fines de semana.',
      'Deja las pantallas un rato antes de dormir y cambia a algo tranquilo, como leer en papel.',
      'Si no consigues dormir en un rato, levántate, haz algo calmado con poca luz y vuelve cuando notes sueño.',
      'Anota en un papel lo que te preocupa antes de acostarte para no llevarlo a la cama.',
    ],
  },
  loneliness: {
    reflect: [
      'Parece que te está faltando compañía estos días.',
      'Suena a que te gustaría tener más gente cerca.',
      'Por lo que cuentas, extrañas a {who} y la cercanía que había.',
    ],
    reflectHard: [
      'Suena a que la soledad te está pesando mucho.',
      'Parece que te sientes fuera, como si nadie notara lo que te pasa.',
      'Lo que describes suena a muchos días sin nadie con quien compartir lo que vives.',
    ],
    reflectWarm: [
      'Se nota cuánto significa para ti la cercanía con {who}.',
      'Parece que tienes mucho cariño para dar y ganas de compartirlo.',
    ],
    validate: [
      'Sentir soledad no significa que haya algo malo en ti.',
      'La soledad puede aparecer incluso en medio de mucha gente.',
      'Necesitar conexión es tan humano como tener hambre o sueño.',
      'Después de una mudanza o un cambio grande, es normal tardar en encontrar a tu gente.',
    ],
    ask: [
      '¿En qué momentos del día notas más la soledad?',
      '¿Con quién te gustaría tener más contacto?',
      '¿Qué tipo de compañía te haría más bien ahora?',
      '¿Hay alguien a quien hace tiempo que no escribes y con quien te gustaría retomar el contacto?',
      '¿Qué actividades te gustaban antes y podrías compartir con otras personas?',
      '¿Cómo pasas normalmente los fines de semana?',
    ],
    steps: [
      'Escribe hoy a una persona con la que hace tiempo que no hablas, aunque sea un mensaje corto.',
      'Apúntate a una actividad que se repita cada semana, como un taller, un deporte o un voluntariado.',
      'Sal a un lugar con gente, como una biblioteca o un café, aunque no hables con nadie.',
      'Llama por teléfono a alguien en lugar de escribir, porque oír una voz acerca mucho.',
    ],
  },
  body: {
    reflect: [
      'Parece que la relación con tu cuerpo te está ocupando mucho la cabeza.',
      'Suena a que últimamente te miras con mucha atención.',
      'Por lo que cuentas, la imagen que tienes de ti está muy presente estos días.',
    ],
    reflectHard: [
      'Suena a que te estás hablando con mucha dureza sobre tu cuerpo.',
      'Parece que los comentarios sobre tu aspecto te han dolido.',
      'Lo que describes suena a una incomodidad que te acompaña a todas partes.',
    ],
    reflectWarm: [
      'Se nota que quieres llevarte mejor con tu cuerpo.',
      'Parece que estás buscando tratarte con más cariño, y eso vale mucho.',
    ],
    validate: [
      'Hay imágenes retocadas por todas partes, así que es fácil compararse y salir perdiendo.',
      'Tu valor no depende de cómo se ve tu cuerpo.',
      'Es normal tener días en los que cuesta mirarse al espejo.',
      'Tu cuerpo hace muchas cosas por ti cada día, además de tener un aspecto.',
    ],
    ask: [
      '¿Qué te dices cuando te miras al espejo?',
      '¿En qué situaciones notas más esa incomodidad con tu cuerpo?',
      '¿Qué cosas disfrutas hacer gracias a tu cuerpo?',
      '¿Qué cuentas o contenidos ves que te hacen sentir peor contigo?',
      '¿Cómo te hablaría sobre tu cuerpo alguien que te quiere?',
      '¿Qué ropa o qué actividades te hacen sentir a gusto?',
    ],
    steps: [
      'Deja de seguir durante una semana las cuentas que te hacen sentir peor con tu cuerpo.',
      'Cada vez que te critiques frente al espejo, añade una cosa que tu cuerpo hace bien.',
      'Ponte ropa cómoda que te guste, no la que crees que deberías llevar.',
      'Mueve el cuerpo por gusto, como bailar o caminar, y no como castigo.',
    ],
  },
  identity: {
    reflect: [
      'Parece que estás pensando mucho en quién eres y en lo que quieres.',
      'Suena a que estás en un momento de descubrirte.',
      'Por lo que cuentas, estás dando forma a algo muy tuyo.',
    ],
    reflectHard: [
      'Suena a que te cuesta sentir que puedes ser tú sin esconderte.',
      'Parece que la reacción de {who} te ha dolido.',
      'Lo que describes suena a cargar con un secreto que pesa.',
    ],
    reflectWarm: [
      'Se nota que quieres vivir de una manera más fiel a ti.',
      'Parece que estás encontrando personas con las que puedes ser tú.',
    ],
    validate: [
      'Hacerte preguntas sobre tu identidad es algo sano, no un problema.',
      'No tienes que tener todas las respuestas ni elegir una etiqueta hasta que tú lo decidas.',
      'Mereces respeto y cariño tal como eres.',
      'Tú decides a quién contarle qué y cuándo.',
    ],
    ask: [
      '¿Qué partes de ti sientes que todavía no puedes mostrar?',
      '¿Con quién tienes más libertad para ser tú?',
      '¿Qué te gustaría que supieran de ti las personas cercanas?',
      '¿Qué te ha ayudado a entenderte mejor hasta ahora?',
      '¿Qué te da más miedo de compartir esto?',
      '¿Qué te gustaría explorar de ti en esta etapa?',
    ],
    steps: [
      'Busca un grupo o una comunidad, en persona o en línea, con gente que haya vivido algo parecido.',
      'Escribe lo que sientes sobre tu identidad sin juzgarlo ni ponerle nombre todavía.',
      'Si quieres compartirlo, empieza por alguien que ya te haya demostrado respeto.',
      'Lee o escucha historias de personas que han pasado por algo similar.',
    ],
  },
  screens: {
    reflect: [
      'Parece que el teléfono te está ocupando más tiempo del que te gustaría.',
      'Suena a que te estás fijando en cómo usas las pantallas.',
      'Por lo que cuentas, las redes forman una parte grande de tus días.',
    ],
    reflectHard: [
      'Suena a que el tiempo en el teléfono te deja peor que antes de empezar.',
      'Parece que te cuesta soltar la pantalla aunque quieras.',
      'Lo que describes suena a horas que se escapan sin darte cuenta.',
    ],
    reflectWarm: [
      'Se nota que quieres recuperar tiempo para lo que te importa.',
      'Parece que te gustaría usar la tecnología de una forma que te haga bien.',
    ],
    validate: [
      'Las aplicaciones están diseñadas para engancharnos, así que no es falta de voluntad.',
      'Es muy común tomar el teléfono casi sin pensarlo.',
      'Compararse con lo que se ve en redes deja a casi cualquiera con mal sabor de boca.',
      'Querer un poco más de calma digital es un deseo muy razonable.',
    ],
    ask: [
      '¿En qué momentos del día te cuesta más dejar la pantalla?',
      '¿Cómo te sientes después de un rato largo en redes?',
      '¿Qué te gustaría hacer con el tiempo que ahora se va en el teléfono?',
      '¿Qué aplicación te cuesta más soltar?',
      '¿Qué buscas cuando abres las redes?',
      '¿Qué cambiaría en tus noches si dejaras el teléfono antes?',
    ],
    steps: [
      'Deja el teléfono cargando fuera de tu habitación por la noche.',
      'Quita las notificaciones de las aplicaciones que más te enganchan.',
      'Activa la escala de grises unos días para que la pantalla resulte menos atractiva.',
      'Elige un rato del día sin pantallas, como las comidas o la primera hora de la mañana.',
    ],
  },
  anger: {
    reflect: [
      'Parece que algo te ha removido por dentro con mucha fuerza.',
      'Suena a que hay mucha energía acumulada en lo que cuentas.',
      'Por lo que cuentas, lo que pasó con {who} te ha tocado una fibra.',
    ],
    reflectHard: [
      'Suena a que la rabia está a flor de piel.',
      'Parece que la situación con {who} te ha llevado al límite.',
      'Lo que describes suena a una injusticia que todavía te quema.',
    ],
    reflectWarm: [
      'Se nota que te importa mucho lo que es justo.',
      'Parece que detrás de este enojo hay algo que valoras mucho.',
    ],
    validate: [
      'El enojo suele aparecer cuando algo importante para ti se ha pasado por alto.',
      'Sentir rabia no te convierte en mala persona; lo que importa es qué haces con ella.',
      'Es normal que la rabia tarde un rato en bajar después de un momento tenso.',
      'Muchas veces, debajo de la rabia hay cansancio, dolor o miedo.',
    ],
    ask: [
      '¿Qué fue lo que más te molestó de lo que pasó?',
      '¿Cómo notas la rabia en el cuerpo cuando llega?',
      '¿Qué necesitabas en ese momento y no recibiste?',
      '¿Qué sueles hacer cuando el enojo sube?',
      '¿Qué te habría gustado que pasara en su lugar?',
      '¿Qué suele ayudarte a recuperar la calma?',
    ],
    steps: [
      'Antes de responder, sal de la habitación unos minutos y respira despacio.',
      'Descarga la tensión moviendo el cuerpo, por ejemplo con una caminata rápida.',
      'Escribe todo lo que sientes en un papel que nadie va a leer y luego rómpelo si quieres.',
      'Cuando haya pasado la tormenta, piensa qué necesitas pedir y a quién.',
    ],
  },
  anxiety: {
    reflect: [
      'Parece que la preocupación está muy presente en tu cabeza.',
      'Suena a que tu mente se está adelantando a muchas cosas.',
      'Por lo que cuentas, hay algo que se acerca y te tiene en alerta.',
    ],
    reflectHard: [
      'Suena a que la ansiedad te está apretando mucho.',
      'Parece que el miedo no te da tregua estos días.',
      'Lo que describes suena a un nudo que no termina de soltarse.',
    ],
    reflectWarm: [
      'Se nota que te importa mucho que las cosas salgan bien.',
      'Parece que esa preocupación nace de cuánto te importa la gente que quieres.',
    ],
    validate: [
      'La ansiedad es una alarma del cuerpo que a veces suena más fuerte de lo necesario.',
      'Es muy incómodo, pero las sensaciones de la ansiedad suben y luego bajan.',
      'Tiene sentido que tu mente intente prepararse para todo cuando algo te importa.',
      'Sentir nervios antes de algo importante le pasa a muchísima gente.',
    ],
    ask: [
      '¿Qué pensamiento vuelve más a menudo cuando te preocupas?',
      '¿Dónde notas la ansiedad en el cuerpo?',
      '¿Qué es lo peor que imaginas que podría pasar?',
      '¿Qué es lo más probable que pase en realidad?',
      '¿Qué te ha ayudado a calmarte otras veces?',
      '¿Hay algo concreto que se acerca y te preocupa?',
    ],
    steps: [
      'Respira despacio durante un par de minutos, haciendo la exhalación más larga que la inhalación.',
      'Nombra cinco cosas que ves, cuatro que puedes tocar y tres que oyes para volver al presente.',
      'Escribe la preocupación y, al lado, lo que sí está en tus manos hacer hoy.',
      'Reserva un rato fijo del día para preocuparte y, fuera de ese rato, apunta la idea y déjala para luego.',
    ],
  },
  stress: {
    reflect: [
      'Parece que tienes muchas cosas a la vez.',
      'Suena a que tu agenda está muy llena estos días.',
      'Por lo que cuentas, estás sosteniendo muchas responsabilidades.',
    ],
    reflectHard: [
      'Suena a que estás al límite de lo que puedes llevar.',
      'Parece que no tienes ni un momento para respirar.',
      'Lo que describes suena a un ritmo imposible de mantener.',
    ],
    reflectWarm: [
      'Se nota lo mucho que haces por los demás.',
      'Parece que te esfuerzas tanto porque hay personas y metas que te importan.',
    ],
    validate: [
      'Cuando todo llega a la vez, es normal sentir que no das abasto.',
      'El estrés no es señal de debilidad, sino de que llevas más carga de la que toca.',
      'Nadie puede rendir igual con tanta presión durante tanto tiempo.',
      'Tiene sentido que el cuerpo te pida parar.',
    ],
    ask: [
      '¿Qué es lo que más presión te está poniendo ahora?',
      '¿Qué cosas de tu lista podrían esperar o pasar a otra persona?',
      '¿Cuándo fue la última vez que tuviste un rato para ti?',
      '¿Qué pasaría si dijeras que no a una cosa esta semana?',
      '¿Cómo está respondiendo tu cuerpo a tanto estrés?',
      '¿Qué te ayuda a bajar el ritmo, aunque sea un poco?',
    ],
    steps: [
      'Escribe todo lo pendiente y elige solo lo que es de verdad urgente para hoy.',
      'Di que no, o que más adelante, a una petición que no sea imprescindible.',
      'Haz pausas cortas cada cierto tiempo para estirarte y respirar.',
      'Pide a alguien ayuda con una tarea específica.',
    ],
  },
  'self-worth': {
    reflect: [
      'Parece que te estás mirando con mucha exigencia.',
      'Suena a que te estás preguntando cuánto vales.',
      'Por lo que cuentas, la opinión de {who} pesa bastante en cómo te ves.',
    ],
    reflectHard: [
      'Suena a que esa voz crítica dentro de ti está muy fuerte ahora.',
      'Parece que te estás culpando de cosas que no dependen solo de ti.',
      'Lo que describes suena a sentir que nunca es suficiente.',
    ],
    reflectWarm: [
      'Se nota que quieres tratarte mejor.',
      'Parece que las personas que te quieren ven en ti cosas que a ti te cuesta ver.',
    ],
    validate: [
      'Equivocarte no te convierte en un fracaso, te convierte en una persona.',
      'Muchas personas se hablan a sí mismas con una dureza que nunca usarían con otras.',
      'Compararte con lo mejor de los demás deja a cualquiera en desventaja.',
      'Tu valor no se mide por lo que produces ni por lo que logras.',
    ],
    ask: [
      '¿Qué le dirías a una persona querida que pensara eso de sí misma?',
      '¿De dónde crees que viene esa voz tan exigente?',
      '¿Qué cosas haces bien que sueles pasar por alto?',
      '¿Qué te dicen de ti las personas que te conocen bien?',
      '¿En qué situaciones te sientes más a gusto contigo?',
      '¿Qué pasaría si te trataras con un poco más de paciencia?',
    ],
    steps: [
      'Escribe tres cosas que hiciste hoy, por pequeñas que sean.',
      'Cuando aparezca la crítica interna, pregúntate si se lo dirías a alguien que quieres.',
      'Guarda los mensajes bonitos que te mandan para leerlos en días difíciles.',
      'Cambia un «soy un desastre» por un «esto me ha salido mal esta vez».',
    ],
  },
  low: {
    reflect: [
      'Parece que el ánimo está bajo estos días.',
      'Suena a que todo te cuesta un poco más de lo normal.',
      'Por lo que cuentas, la energía no te alcanza para casi nada.',
    ],
    reflectHard: [
      'Suena a que estás en un pozo del que cuesta salir.',
      'Parece que la tristeza lo está tiñendo todo.',
      'Lo que describes suena a días grises, uno detrás de otro.',
    ],
    reflectWarm: [
      'Se nota que, aun así, hay cosas y personas que te importan.',
      'Parece que sigues buscando una salida, y eso dice mucho de ti.',
    ],
    validate: [
      'Hay épocas en las que cuesta hasta lo más sencillo, y no es pereza.',
      'La tristeza no necesita un motivo claro para ser real.',
      'Tiene sentido que te sientas así después de todo lo que llevas encima.',
      'Los días bajos no borran lo que eres ni lo que has logrado.',
    ],
    ask: [
      '¿Qué cosas te cuestan ahora que antes te salían solas?',
      '¿Hay algún momento del día en que te sientas un poco mejor?',
      '¿Qué ha pasado últimamente que pueda haber influido en tu ánimo?',
      '¿Qué es lo más pequeño que te daría un poco de alivio hoy?',
      '¿Con quién has podido compartir cómo te sientes?',
      '¿Cómo estás cuidando de lo básico, como comer y dormir?',
    ],
    steps: [
      'Haz una sola cosa pequeña hoy, como ducharte o abrir la ventana, y reconócete el mérito.',
      'Sal a la luz del día un rato, aunque sean unos minutos.',
      'Escribe a alguien de confianza solo para decirle que hoy está siendo un día difícil.',
      'Si esto dura semanas o pesa demasiado, pide cita con un profesional de la salud.',
    ],
  },
  general: {
    reflect: [
      'Parece que tienes muchas cosas dando vueltas ahora mismo.',
      'Suena a que esto te está ocupando bastante espacio por dentro.',
      'Por lo que cuentas, hay algo aquí que te importa de verdad.',
    ],
    reflectHard: [
      'Suena a que estás atravesando un momento duro.',
      'Parece que esto te está doliendo más de lo que se ve desde fuera.',
      'Lo que describes suena pesado de llevar.',
    ],
    reflectWarm: [
      'Se nota el cariño con el que hablas de esto.',
      'Parece que hay algo bonito en medio de todo esto.',
    ],
    validate: [
      'Tiene todo el sentido que te afecte.',
      'No hace falta tenerlo todo claro para poder hablar de ello.',
      'Cualquier persona en tu lugar sentiría algo parecido.',
      'Lo que sientes cuenta, aunque a veces cueste explicarlo.',
    ],
    ask: [
      '¿Qué parte de todo esto te gustaría mirar primero?',
      '¿Qué es lo que más ocupa tu cabeza hoy?',
      '¿Cómo ha sido tu día con todo esto encima?',
      '¿Qué te gustaría que cambiara, aunque fuera un poco?',
      '¿Qué sueles hacer cuando algo te pesa así?',
      '¿Hay algo de esto que no le hayas contado a nadie todavía?',
    ],
    steps: [
      'Escribe en un papel lo que tienes en la cabeza, sin ordenarlo, solo para sacarlo.',
      'Elige una sola cosa pequeña que puedas hacer hoy y deja el resto para mañana.',
      'Sal a caminar diez minutos, aunque sea alrededor de tu casa.',
      'Cuéntale a alguien de confianza una parte de lo que te pasa.',
    ],
  },
};
