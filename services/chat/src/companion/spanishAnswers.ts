import type { Answer } from './answerTypes.ts';

/**
 * Answers to direct questions in Spanish ("que hago para dormir mejor?", "como hago amigos?"): a few
 * ideas that people in that situation often find useful. `when` is tested on the question in lower case,
 * without accents and without ¿¡; the first entry that fits is used, so the more specific ones come first.
 */
export const SPANISH_ANSWERS: Answer[] = [
  {
    id: 'pet-loss',
    topic: 'grief',
    when: /\b(?:(?:perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|mascota|conejo|hamster|caballo|loro|pajaro)\b.*\b(?:muri\w*|falleci\w*|se fue|perdi|sacrific\w*|eutanasia)|(?:muri\w*|falleci\w*|perdi a|dormir a|sacrificar a|duelo por) (?:mi |nuestr[oa] )?(?:perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|mascota))/,
    lead: [
      'Perder a un animal querido es perder a alguien de la familia, y el duelo puede ser muy intenso.',
      'El vínculo con una mascota es profundo y diario, así que su ausencia se nota en cada rincón.',
    ],
    ideas: [
      'Date permiso para llorar a tu mascota sin compararlo con otras pérdidas.',
      'Crea un pequeño recuerdo, como un álbum de fotos, una planta o unas líneas escritas sobre los momentos compartidos.',
      'Espera un tiempo antes de guardar sus cosas, y hazlo cuando te sientas con fuerzas.',
      'Mantén algunas rutinas del día, como salir a caminar, aunque al principio se hagan raras sin su compañía.',
      'Busca a personas que también hayan querido a un animal, porque suelen entender este dolor sin explicaciones.',
    ],
  },
  {
    id: 'text-ex',
    topic: 'partner',
    when: /\b(?:(?:escribir(?:le)?|escribo|mandar(?:le)? un mensaje|mando un mensaje|hablar(?:le)?|hablo|llamar(?:le|la|lo)?|llamo|contactar(?:le|la|lo)?|volver con|buscar(?:le|la|lo)?)\b.*\b(?:mi ex\b(?! (?:jefe|jefa|trabajo|empresa|compa|amig|colegio|escuela|cole|uni))|ex ?novi[oa]\b|ex pareja\b)|(?:mi ex\b(?! (?:jefe|jefa|trabajo|empresa|compa|amig|colegio|escuela|cole|uni))|ex ?novi[oa]\b|ex pareja\b).*\b(?:le escribo|escribirle|le hablo|hablarle|la llamo|lo llamo|volver|mensaje))/,
    lead: [
      'Escribir o no a tu ex es una decisión tuya, y no hay una respuesta correcta para todo el mundo.',
      'Antes de mandar ese mensaje, puede ayudarte pensar qué esperas conseguir.',
    ],
    ideas: [
      'Pregúntate qué buscas con ese mensaje, ya sea cerrar una etapa, volver, desahogarte o saber cómo está.',
      'Piensa cómo te sentirías si no hubiera respuesta o si la respuesta no fuera la que esperas.',
      'Escribe el mensaje en una nota y espera un día antes de decidir si lo envías.',
      'Habla con alguien de confianza antes de enviarlo, sobre todo si es tarde por la noche.',
      'Decidas lo que decidas, piensa en lo que vas a necesitar después, como un plan o compañía ese día.',
    ],
  },
  {
    id: 'divorce',
    topic: 'partner',
    when: /^(?!.*\b(?:mis padres|mis viejos)\b)(?=.*\b(?:divorci\w*|separarme|separarnos|nos separamos|nos estamos separando|me estoy separando|separacion)\b)/,
    lead: [
      'Un divorcio o una separación cambia muchas cosas a la vez, y es normal sentir que el suelo se mueve.',
      'Separarse implica un duelo, aunque la decisión haya sido tuya o de mutuo acuerdo.',
    ],
    ideas: [
      'Cuida lo básico estos meses, como dormir, comer y moverte, porque el desgaste emocional es grande.',
      'Separa las conversaciones prácticas, como el dinero o la vivienda, de las emocionales, y trátalas por escrito si hablar se complica.',
      'Si hay hijos, intenta que no queden en medio de los desacuerdos y explícales los cambios con calma y con un mensaje común.',
      'Busca asesoramiento legal fiable antes de firmar acuerdos importantes.',
      'Apóyate en amistades o en un grupo de personas que hayan pasado por lo mismo.',
    ],
  },
  {
    id: 'breakup',
    topic: 'partner',
    when: /\b(?:ruptura|rompimos|terminamos|cortamos|me dejo|me dejaron|nos dejamos|termine con|corte con|romper con|superar (?:a )?(?:mi ex\b(?! (?:jefe|jefa|trabajo|empresa|compa|amig|colegio|escuela|cole|uni))|una ruptura|a alguien)|olvidar a (?:mi ex\b(?! (?:jefe|jefa|trabajo|empresa|compa|amig|colegio|escuela|cole|uni))|alguien)|mi ex\b(?! (?:jefe|jefa|trabajo|empresa|compa|amig|colegio|escuela|cole|uni))|desamor|corazon roto|se acabo (?:lo nuestro|la relacion))\b/,
    lead: [
      'Una ruptura duele en el cuerpo y en la rutina, y necesita su tiempo.',
      'Después de terminar una relación, es normal pasar por días muy distintos, unos mejores y otros peores.',
    ],
    ideas: [
      'Reduce durante un tiempo el contacto con tu ex y lo que ves de su vida en redes, para que la herida pueda cerrar.',
      'Rodéate de personas que te hagan bien y acepta planes aunque no tengas muchas ganas.',
      'Escribe lo que sientes, también la rabia o la tristeza, en vez de guardártelo.',
      'Recupera algo tuyo que habías dejado de lado, como una afición o un lugar que te gustaba.',
      'Ten paciencia con los altibajos, porque sentirte mejor un día y peor al siguiente es parte del proceso.',
    ],
  },
  {
    id: 'jealousy',
    topic: 'partner',
    when: /\b(?:celos\w*|celar|me cela|desconfio de mi (?:pareja|novi[oa]|espos[oa]|marido|mujer)|desconfianza en (?:la|mi) relacion)\b/,
    lead: [
      'Los celos suelen hablar de un miedo a perder a alguien, y mirarlos con calma ayuda a entenderlos.',
      'Sentir celos es humano, y lo importante es qué haces con ellos.',
    ],
    ideas: [
      'Pregúntate qué miedo hay debajo de los celos, como el miedo a no ser suficiente o a que te dejen.',
      'Distingue entre lo que ha pasado de verdad y lo que imaginas, y escríbelo en dos columnas.',
      'Habla de cómo te sientes en primera persona, sin acusar ni revisar el teléfono de tu pareja.',
      'Si alguien te controla o te prohíbe ver a tu gente por celos, eso no es amor y mereces apoyo.',
      'Cuida también tu seguridad fuera de la relación, con amistades y actividades que sean tuyas.',
    ],
  },
  {
    id: 'partner-arguments',
    topic: 'partner',
    when: /\b(?:(?:discut|pele)\w* (?:mucho |siempre |todo el rato |a cada rato )?con (?:mi )?(?:pareja|novi[oa]|espos[oa]|marido|mujer|chic[oa])|(?:pareja|novi[oa]|espos[oa]|marido|mi mujer)\b.*\b(?:discut\w*|pele\w*|gritamos|no nos entendemos|no me escucha|no me entiende)|discusiones de pareja)/,
    lead: [
      'Discutir en pareja es normal, y lo que marca la diferencia es cómo se discute y cómo se repara después.',
      'Cuando las discusiones se repiten, suele ayudar más cambiar la forma de hablar que buscar quién tiene razón.',
    ],
    ideas: [
      'Trata un solo tema en cada conversación en lugar de sacar todo lo pendiente.',
      'Cuando la discusión se caliente, propón una pausa con hora de vuelta, como retomarla en media hora.',
      'Cambia los «siempre» y los «nunca» por ejemplos concretos y recientes.',
      'Después de una discusión, busca un gesto de reparación, como pedir perdón por una parte concreta.',
      'Si sientes miedo durante las discusiones, es una señal importante y mereces hablarlo con alguien de confianza.',
    ],
  },
  {
    id: 'grief-months',
    topic: 'grief',
    when: /\b(?:duelo|muri\w*|falleci\w*|perdi a|perdida de|extra(?:n|ñ)o a|echo de menos a|sigo (?:llorando|pensando en)|no lo supero|no la supero|como se supera|aniversario de su muerte|ya no esta con nosotros)\b/,
    lead: [
      'El duelo no sigue un calendario, y que duela meses después es mucho más común de lo que se dice.',
      'Con el tiempo el dolor suele cambiar de forma, aunque haya días en los que vuelva con fuerza.',
    ],
    ideas: [
      'Prepárate para las fechas señaladas, como cumpleaños o aniversarios, pensando cómo quieres pasarlas y con quién.',
      'Busca espacios para hablar de esa persona, porque nombrarla suele ayudar más que evitarla.',
      'Mantén algún ritual de recuerdo, como visitar un lugar especial o cocinar su receta favorita.',
      'Si el dolor no te deja funcionar en el día a día, un grupo de duelo o un profesional pueden acompañarte.',
      'Permítete también los momentos buenos, porque disfrutar no es olvidar.',
    ],
  },
  {
    id: 'sick-relative',
    topic: 'health',
    when: /\b(?:(?:madre|padre|mama|papa|abuel[oa]s?|herman[oa]s?|ti[oa]|hij[oa]s?|pareja|novi[oa]|espos[oa]|marido|mujer|amig[oa]|familiar)\b.*\b(?:enferm\w*|cancer|(?<!\b(?:chamba|trabajo|trabaja|trabajar|empleo|puesto|plaza|curro|laburo|pega|turnos?|guardias?|practicas|residencia|enfermer[oa]|medic[oa]|doctor[a]?) (?:en|de|del) (?:un |una |el |la )?)hospital\w*|diagnostic\w*|ingresad[oa]|operacion|quimio\w*|alzheimer|demencia|tratamiento)|(?:cuidar|cuido|cuidando|acompa(?:n|ñ)ar) a (?:un familiar|una persona|alguien) enferm\w*)/,
    lead: [
      'Ver enfermar a alguien que quieres remueve muchísimo, y también necesitas cuidarte tú.',
      'Acompañar a un familiar enfermo es una mezcla de amor, miedo y cansancio, y es normal sentirlo todo a la vez.',
    ],
    ideas: [
      'Pregunta qué ayuda necesita de verdad la persona enferma, en lugar de suponerlo.',
      'Reparte las tareas de cuidado con otras personas de la familia o del entorno para no cargar con todo.',
      'Ten a mano una libreta con citas, pruebas y preguntas para el equipo médico.',
      'Guarda pequeños ratos para ti, aunque sea un paseo, porque el cansancio acumulado pasa factura.',
      'Habla de lo que sientes con alguien de fuera, ya que a veces no puedes mostrarlo delante de la persona enferma.',
    ],
  },
  {
    id: 'new-city',
    topic: 'loneliness',
    when: /\b(?:ciudad nueva|nueva ciudad|me mude|me acabo de mudar|recien mudad[oa]|mudarme|me mudo|mudanza|adaptarme a (?:la|esta|una) (?:ciudad|pais|vida)|no conozco a nadie|empezar de cero en|pais nuevo|nuevo pais|vivo en el extranjero)\b/,
    lead: [
      'Adaptarse a una ciudad nueva lleva su tiempo, y las primeras semanas suelen ser las más raras.',
      'Empezar en un lugar donde aún no conoces a nadie es un cambio grande, y hay maneras de hacerlo más llevadero.',
    ],
    ideas: [
      'Crea pequeñas rutinas, como ir siempre a la misma cafetería o al mismo mercado, para que el lugar empiece a sentirse tuyo.',
      'Apúntate a algo que se repita cada semana, porque ver las mismas caras es la forma más natural de hacer amistades.',
      'Explora un barrio distinto cada fin de semana, sin prisa y sin un plan cerrado.',
      'Mantén el contacto con tu gente de siempre, sin que eso te impida abrirte a la nueva.',
      'Date permiso para extrañar lo de antes mientras construyes lo nuevo.',
    ],
  },
  {
    id: 'long-distance',
    topic: 'family',
    when: /\b(?:a distancia|la distancia|se (?:va|muda|mudo|fue|mudara|ira)(?: a vivir)? (?:a|al)|se va a vivir|viven? (?:lejos|fuera|en el extranjero|en otro pais)|al extranjero|diferencia horaria|husos? horarios?|mantener el contacto|seguir en contacto|mantenernos cerca|seguir cerca|(?:no )?distanciar(?:se|nos)|(?:no )?alejar(?:se|nos)|seguir unid[oa]s)\b/,
    lead: [
      'Mantener un vínculo a distancia es posible, aunque pide un poco de intención.',
      'Cuando alguien querido se va lejos, hay formas de seguir cerca que funcionan bien a mucha gente.',
    ],
    ideas: [
      'Propón una llamada fija cada semana o cada quince días, así el contacto no depende de que alguien se acuerde.',
      'Manda fotos, audios o mensajes cortos de tu día a día, porque lo cotidiano mantiene la cercanía más que las grandes conversaciones.',
      'Busca algo que hacer a la vez aunque sea a distancia, como ver la misma película o leer el mismo libro.',
      'Si hay diferencia horaria, anota qué horas van bien a ambas partes y tenlas a mano.',
      'Planea una próxima visita, aunque sea lejana, porque tener una fecha en el horizonte ayuda mucho.',
    ],
  },
  {
    id: 'interview-nerves',
    topic: 'anxiety',
    when: /\b(?:(?:nervios\w*|ansiedad|miedo|preparo|preparar(?:me)?|consejos?|tips)\b.*\bentrevistas?|entrevistas?\b.*\b(?:nervios\w*|ansiedad|miedo|preparo|preparar(?:me)?|consejos?|tips|ma(?:n|ñ)ana))\b/,
    lead: [
      'Los nervios antes de una entrevista son normales y hasta pueden ayudarte a estar más alerta.',
      'Preparar bien una entrevista reduce mucho la sensación de ir a ciegas.',
    ],
    ideas: [
      'Infórmate un poco sobre la empresa y el puesto para tener claro por qué te interesa.',
      'Prepara dos o tres ejemplos concretos de cosas que has hecho bien y cuéntalos en voz alta antes del día.',
      'Ensaya con alguien de confianza las preguntas típicas, como por qué quieres el puesto o cuáles son tus puntos fuertes.',
      'Lleva tú también alguna pregunta, porque una entrevista es una conversación en ambas direcciones.',
      'Justo antes de entrar, respira lento unas cuantas veces y recuerda que nadie espera perfección.',
    ],
  },
  {
    id: 'boss-meeting',
    topic: 'work',
    when: /\b(?:(?:jefe|jefa|responsable|supervisor\w*|recursos humanos|rrhh)\b.*\b(?:reunion|hablar conmigo|verme|me cito|me llamo a su)|(?:quiere|quieren) (?:hablar|reunirse) conmigo|reunion con (?:mi |el |la )?(?:jefe|jefa|responsable|supervisor\w*|rrhh|recursos humanos))/,
    lead: [
      'Que te convoquen a una reunión sin saber el motivo dispara la imaginación, casi siempre hacia lo peor.',
      'Una reunión inesperada con quien dirige tu trabajo suele ser menos dramática de lo que la mente anticipa.',
    ],
    ideas: [
      'Si puedes, pregunta con naturalidad de qué tema se va a hablar para poder prepararte.',
      'Repasa tus tareas recientes y apunta un par de logros y de dudas que quieras mencionar.',
      'Durante la reunión, toma notas y pide que te aclaren lo que no entiendas.',
      'Si te plantean algo difícil, puedes decir que quieres pensarlo y responder más tarde.',
    ],
  },
  {
    id: 'boss-overload',
    topic: 'work',
    when: /\b(?:demasiad[oa]s? (?:trabajo|tareas|cosas en el (?:trabajo|curro))|mucha carga|carga de trabajo|sobrecarga\w*|(?:jefe|jefa|responsable|supervisor\w*) (?:me )?(?:carga|da|pone|manda|exige|pide|sobrecarga)\w* (?:mas|demasiad|much|todo)|me (?:cargan|dan|ponen|mandan) (?:mas|demasiad\w*|much\w*) (?:trabajo|tareas|cosas)|decir(?:le)? que no (?:a|al) (?:mi )?(?:jefe|jefa))/,
    lead: [
      'Cuando te llega más trabajo del que cabe en tu jornada, hablarlo a tiempo suele funcionar mejor que aguantar en silencio.',
      'Una carga de trabajo excesiva no se arregla esforzándote más, sino ordenando prioridades con quien te la asigna.',
    ],
    ideas: [
      'Haz una lista de todo lo que tienes entre manos con un cálculo aproximado del tiempo que lleva cada cosa.',
      'Lleva esa lista a tu responsable y pregunta qué es prioritario y qué puede esperar.',
      'Cuando te llegue una tarea nueva, responde con una pregunta práctica, como qué tarea puede quedar en pausa para hacerla.',
      'Resume por correo lo acordado para que quede claro para ambas partes.',
      'Protege algún descanso en tu día, porque trabajar sin pausas baja el rendimiento y el ánimo.',
    ],
  },
  {
    id: 'first-weeks-job',
    topic: 'work',
    when: /\b(?:(?:nuevo|nueva) (?:trabajo|curro|chamba|empleo|puesto|pega|laburo)|(?:trabajo|curro|chamba|empleo|puesto|laburo) nuevo|primer(?:a|os|as)? (?:dia|dias|semana|semanas|mes)\b.*\b(?:trabajo|curro|chamba|empleo|puesto|empresa|oficina|laburo)|empiezo a trabajar|empiezo (?:en|el) (?:un |mi )?(?:trabajo|curro|chamba|laburo)|recien (?:contratad[oa]|llegad[oa] al (?:trabajo|equipo)))\b/,
    lead: [
      'Las primeras semanas en un trabajo nuevo cansan mucho porque todo es información nueva a la vez.',
      'Es normal sentir que vas a ciegas al principio de un empleo, y con el tiempo eso se va ordenando.',
    ],
    ideas: [
      'Lleva una libreta o una nota donde apuntar nombres, procesos y dudas, así no tienes que retenerlo todo.',
      'Pregunta sin miedo, porque al principio se espera que preguntes mucho.',
      'Pide a tu responsable una conversación breve al cabo de unas semanas para saber cómo vas y qué se espera de ti.',
      'Acércate a alguien del equipo para comer o tomar un café, aunque sea una vez.',
      'No midas tu valor por lo que aún no sabes, porque aprender lleva tiempo.',
    ],
  },
  {
    id: 'retirement',
    topic: 'work',
    when: /\b(?:jubil\w*|retir(?:o|arme|ado|ada|e)\b|pension\w*|dejar de trabajar para siempre)/,
    lead: [
      'Jubilarse es un cambio enorme, y puede sentirse raro además de liberador.',
      'Dejar el trabajo después de tantos años puede significar perder a la vez una rutina, un papel y un grupo de gente.',
    ],
    ideas: [
      'Mantén un ritmo suave cada día, como una hora fija para levantarte y una sola cosa planeada, para que los días no se mezclen.',
      'El voluntariado, enseñar lo que sabes o unas horas a la semana en algo que te guste pueden darte el sentido que antes te daba el empleo.',
      'Apúntate a una clase o a un grupo de algo que siempre quisiste hacer, porque aprendes y conoces gente al mismo tiempo.',
      'Sigue en contacto con algunos excompañeros que te caían bien, así se nota menos la falta de la compañía diaria.',
      'Date un tiempo para acostumbrarte, en lugar de esperar sentirte bien desde el primer día.',
    ],
  },
  {
    id: 'coworker-conflict',
    topic: 'work',
    when: /\b(?:compa(?:n|ñ)er[oa]s? de (?:trabajo|oficina|curro|equipo|chamba)|compa(?:n|ñ)er[oa]s?\b.*\b(?:trabajo|oficina|curro|chamba)|(?:trabajo|oficina|curro|chamba)\b.*\bcompa(?:n|ñ)er[oa]s?|conflicto en el (?:trabajo|curro)|ambiente (?:laboral|en el trabajo|en la oficina)|en mi equipo|me hacen el vacio)\b/,
    lead: [
      'Los roces con compañeros pesan mucho porque se repiten cada día y cuesta evitarlos.',
      'Un conflicto en el trabajo suele aliviarse cuando se habla pronto, con calma y sobre hechos concretos.',
    ],
    ideas: [
      'Habla en privado con la persona y describe un hecho concreto en lugar de hacer juicios generales.',
      'Explica cómo te afecta ese hecho en tu trabajo y propón algo práctico para la próxima vez.',
      'Si la situación se repite, apunta fechas y detalles por si necesitas hablarlo con tu responsable.',
      'Apóyate en alguien del equipo con quien tengas buena relación, así el día a día se hace más llevadero.',
      'Si se trata de faltas de respeto repetidas o de acoso, acude a recursos humanos o a quien corresponda en tu empresa.',
    ],
  },
  {
    id: 'job-search',
    topic: 'work',
    when: /\b(?:buscar (?:trabajo|empleo|curro|chamba|laburo)|busco (?:trabajo|empleo|curro|chamba|laburo)|buscando (?:trabajo|empleo|curro|chamba|laburo)|encontrar (?:trabajo|empleo|curro|chamba|laburo)|no me (?:llaman|contratan|cogen|responden|eligen|seleccionan)|me rechaz\w*|rechazos?|ninguna entrevista|sin trabajo|estoy en (?:el )?paro|desemplead[oa]|me despidieron|curriculum|cv)\b/,
    lead: [
      'Buscar trabajo y recibir negativas desgasta muchísimo, y no dice nada definitivo sobre lo que vales.',
      'Los rechazos forman parte de casi cualquier búsqueda de empleo, aunque cada uno duela.',
    ],
    ideas: [
      'Ponte un horario fijo de búsqueda, por ejemplo por las mañanas, y deja el resto del día para otras cosas.',
      'Adapta el currículum a cada oferta, destacando lo que más encaja con lo que piden.',
      'Pide a alguien de confianza que revise tu currículum o que haga contigo una entrevista de práctica.',
      'Cuenta a tus contactos qué tipo de trabajo buscas, porque muchas oportunidades llegan por recomendación.',
      'Celebra los pequeños avances, como una llamada o una entrevista, no solo la oferta final.',
    ],
  },
  {
    id: 'burnout',
    topic: 'stress',
    when: /\b(?:burnout|quemad[oa]|agotamiento|agotad[oa]|reventad[oa]|no puedo mas|no doy mas|exhaust[oa]|sin fuerzas)\b/,
    lead: [
      'El agotamiento que no se va con un fin de semana suele ser una señal de que llevas demasiado tiempo al límite.',
      'Cuando el cansancio es constante, descansar deja de ser un lujo y pasa a ser una necesidad.',
    ],
    ideas: [
      'Identifica qué tareas te drenan más y mira cuáles se pueden reducir, delegar o aplazar.',
      'Pon límites claros a tu horario, como no revisar mensajes de trabajo fuera de la jornada.',
      'Recupera algo que te dé energía y no dependa del rendimiento, como estar en la naturaleza o ver a una amistad.',
      'Habla con tu responsable o con quien corresponda sobre la carga, con ejemplos concretos.',
      'Si el agotamiento dura semanas y afecta a tu salud, consulta con un profesional sanitario.',
    ],
  },
  {
    id: 'presentation-nerves',
    topic: 'anxiety',
    when: /\b(?:presentacion|presentar|exponer|exposicion|hablar en publico|discurso|examen oral)\b/,
    lead: [
      'Hablar delante de otras personas pone nerviosa a muchísima gente, incluida la que parece más tranquila.',
      'Una presentación suele salir mejor cuando la has ensayado en voz alta varias veces.',
    ],
    ideas: [
      'Ensaya la presentación completa en voz alta al menos un par de veces, mejor con alguien escuchando.',
      'Prepara bien la primera frase, porque arrancar con seguridad ayuda a que el resto fluya.',
      'Usa notas breves con las ideas clave en lugar de leer un texto entero.',
      'Antes de empezar, apoya bien los pies en el suelo y suelta el aire despacio un par de veces.',
      'Si te quedas en blanco, haz una pausa, mira tus notas y continúa, porque casi nadie lo nota tanto como tú.',
    ],
  },
  {
    id: 'procrastination',
    topic: 'school',
    when: /\b(?:procrastin\w*|lo dejo todo para|dejarlo todo para|no me pongo a|no consigo ponerme|me cuesta (?:ponerme|empezar)|no puedo empezar|no arranco|posterg\w*|aplazo|aplazar las cosas)\b/,
    lead: [
      'Dejar las cosas para después suele tener más que ver con cómo te sientes ante la tarea que con la pereza.',
      'Procrastinar le pasa a casi todo el mundo, y lo que mejor funciona suele ser empezar en pequeño.',
    ],
    ideas: [
      'Decide una primera acción ridículamente pequeña, como abrir el documento y escribir el título.',
      'Ponte un temporizador de diez o quince minutos y comprométete solo a ese rato.',
      'Aleja las distracciones antes de empezar, sobre todo el teléfono.',
      'Divide la tarea grande en pasos concretos y tacha cada uno cuando lo termines.',
      'Si fallas un día, retoma al siguiente sin castigarte, porque la culpa suele alimentar más retrasos.',
    ],
  },
  {
    id: 'exam-stress',
    topic: 'school',
    when: /\b(?:examen(?:es)?|parcial(?:es)?|finales|selectividad|evau|ebau|oposiciones|estudiar|estudio|estudiando|tecnicas de estudio|concentrarme)\b/,
    lead: [
      'La presión de los exámenes es muy real, y organizarte un poco suele bajar la tensión más de lo que parece.',
      'Estudiar con nervios cuesta, pero hay maneras de hacerlo más llevadero y más eficaz.',
    ],
    ideas: [
      'Haz un calendario con lo que te falta por repasar y repártelo en sesiones cortas hasta el día del examen.',
      'Estudia poniéndote a prueba, con preguntas o explicándolo en voz alta, en lugar de solo releer.',
      'Alterna ratos de estudio con pausas breves para moverte, beber agua y despejarte.',
      'Duerme bien la noche anterior, porque el descanso ayuda a recordar lo que has estudiado.',
      'El día del examen, si te bloqueas, respira despacio unas veces y empieza por la pregunta que mejor sabes.',
    ],
  },
  {
    id: 'telling-parents',
    topic: 'family',
    when: /\b(?:contar(?:le|les|selo|selos)?|cuento|decir(?:le|les|selo|selos)?|digo|explicar(?:le|les)?|hablar(?:le|les)?) (?:algo |esto |eso )?a (?:mis |mi )?(?:padres|madre|padre|mama|papa|familia|viejos)\b/,
    lead: [
      'Contar algo difícil a tus padres da mucho vértigo, y prepararlo un poco ayuda a que salga mejor.',
      'No hay un momento perfecto para una conversación así, pero sí formas de hacerla más fácil para ti.',
    ],
    ideas: [
      'Escribe antes lo esencial que quieres que sepan, en dos o tres frases.',
      'Elige un momento sin prisas ni otras personas delante, y no justo antes de salir de casa o de dormir.',
      'Empieza diciendo que te cuesta hablar de esto, porque eso prepara a quien escucha.',
      'Recuerda que la primera reacción no tiene por qué ser la definitiva, ya que a veces hace falta tiempo.',
      'Si te preocupa cómo puedan reaccionar, piensa en alguien de confianza que pueda acompañarte o estar disponible después.',
    ],
  },
  {
    id: 'parent-conflict',
    topic: 'family',
    when: /\b(?:(?:mis padres|mi madre|mi padre|mi mama|mi papa|mis viejos)\b.*\b(?:discut\w*|pele\w*|grit\w*|no me (?:entienden|entiende|dejan|deja|escuchan|escucha|apoyan|apoya|respetan|respeta)|control\w*|me rega(?:n|ñ)\w*|me castig\w*|critic\w*)|(?:discut|pele)\w* (?:mucho |siempre |todo el rato |a cada rato |a diario )?con (?:mis padres|mi madre|mi padre|mi mama|mi papa|mis viejos)|llevarme bien con (?:mis padres|mi madre|mi padre|mi mama|mi papa))/,
    lead: [
      'Los choques con los padres duelen de una forma especial, porque son personas de las que esperamos comprensión.',
      'Convivir con tensión en casa cansa mucho, y algunas formas de hablar ayudan a que la conversación no vaya a más.',
    ],
    ideas: [
      'Busca un momento tranquilo para hablar, lejos de la discusión en caliente.',
      'Habla de lo que sientes y necesitas, en lugar de enumerar todo lo que hacen mal.',
      'Intenta escuchar también su punto de vista, aunque no estés de acuerdo, porque eso suele bajar la tensión.',
      'Si la conversación sube de tono, di que prefieres seguir más tarde y retírate con calma.',
      'Si hablar directamente no funciona, un familiar, un docente o una persona de confianza puede ayudar a mediar.',
    ],
  },
  {
    id: 'help-sad-friend',
    topic: 'friends',
    when: /\b(?:(?:ayud|apoy|anim|consol|acompa(?:n|ñ))\w* a (?:mi |un |una )?(?:mejor )?(?:amig[oa]|pana|compa|herman[oa]|prim[oa])|(?:amig[oa]|pana)\b.*\b(?:esta (?:triste|mal|deprimid[oa]|hundid[oa])|lo esta pasando mal|esta pasando por)|que le digo a (?:mi |un |una )?(?:amig[oa]|herman[oa]))/,
    lead: [
      'Querer ayudar a alguien que está triste dice mucho de ti, y no necesitas tener las palabras perfectas.',
      'Acompañar a una persona que lo está pasando mal tiene más que ver con estar que con arreglar.',
    ],
    ideas: [
      'Pregunta cómo está de verdad y escucha sin apresurarte a dar consejos.',
      'Ofrece ayuda concreta, como preparar comida, ir con esa persona a una cita o simplemente pasar un rato en compañía.',
      'Evita frases como «anímate» o «podría ser peor», aunque nazcan de buena intención.',
      'Mantén el contacto en los días siguientes con mensajes sencillos, sin presionar para que responda.',
      'Si notas que habla de no querer vivir o de hacerse daño, busca ayuda profesional o de emergencias enseguida.',
    ],
  },
  {
    id: 'siblings',
    topic: 'family',
    // A brother or sister named in another question (a gift for a sister who is expecting) is no rivalry.
    when: /\b(?:herman[oa]s?|hermanit[oa]s?)\b.*\b(?:pele\w*|discut\w*|celos\w*|compar\w*|rival\w*|envidia|no nos hablamos|no me habla|llevarme|llevarnos|nos llevamos|me molesta|me saca|insoportable|se burla\w*|favorit\w*)|\b(?:pele\w*|discut\w*|celos\w*|compar\w*|rival\w*|envidia|llevarme|llevarnos|me llevo|nos llevamos)\b.*\b(?:herman[oa]s?|hermanit[oa]s?)\b/,
    lead: [
      'La relación entre hermanos mezcla mucho cariño con viejas rivalidades, y es normal que a veces choque.',
      'Con los hermanos se comparten historia y costumbres, por eso los roces pueden tocar fibras antiguas.',
    ],
    ideas: [
      'Habla a solas, sin más familia delante, sobre lo que te molesta.',
      'Céntrate en una situación concreta y reciente en lugar de repasar años de historia.',
      'Propón un plan sencillo para compartir, como un paseo o una serie, que no gire en torno al conflicto.',
      'Pide con calma que dejen de compararte, tanto dentro de casa como fuera.',
      'Acepta que no todo se arregla en una conversación y que algunas relaciones mejoran poco a poco.',
    ],
  },
  {
    id: 'friend-drifted',
    topic: 'friends',
    when: /\b(?:amig[oa]s?\b.*\b(?:se alej\w*|ya no me (?:habla|escribe|busca|llama|contesta)|no me (?:habla|escribe|contesta|responde)|distant\w*|se enfri\w*|ha cambiado)|nos (?:hemos )?(?:alejado|distanciado)|perdimos el contacto|amistad (?:se )?(?:enfrio|enfria|acabo|termino|rompio))/,
    lead: [
      'Cuando una amistad se enfría, duele aunque nadie haya hecho nada grave.',
      'Las amistades cambian con las etapas de la vida, y a veces una conversación sincera basta para recuperar algo.',
    ],
    ideas: [
      'Escribe un mensaje sin reproches, diciendo que extrañas hablar y proponiendo un plan sencillo.',
      'Pregunta con curiosidad cómo le va, porque a veces la distancia viene de algo que esa persona está viviendo.',
      'Si no hay respuesta o la respuesta es fría, date permiso para soltar sin culparte.',
      'Reparte tu energía entre otras amistades y actividades, para que una sola relación no lo ocupe todo.',
    ],
  },
  {
    id: 'roommates',
    topic: 'friends',
    when: /\b(?:compa(?:n|ñ)er[oa]s? de (?:piso|casa|cuarto|habitacion|depa|departamento|apartamento)|roomies?|compartir (?:piso|casa|depa|departamento|apartamento)|comparto (?:piso|casa|depa|departamento|apartamento)|la gente con la que vivo|las personas con las que vivo|turnos de limpieza|convivencia)\b/,
    lead: [
      'Compartir casa pone a prueba la paciencia de cualquiera, sobre todo con lo cotidiano.',
      'La convivencia suele mejorar cuando se ponen por escrito unas normas sencillas antes de que se acumule el malestar.',
    ],
    ideas: [
      'Propón una conversación breve para hablar de limpieza, ruidos, visitas y gastos comunes.',
      'Deja por escrito los turnos de limpieza o de compra en un lugar visible para todas las personas de la casa.',
      'Saca los temas pronto y con tono amable, antes de que el enfado se acumule.',
      'Habla de hechos concretos, como los platos de anoche, y no de cómo es la otra persona.',
    ],
  },
  {
    id: 'adult-friends',
    topic: 'friends',
    when: /\b(?:hacer amig\w*|hago amig\w*|conocer (?:a )?(?:gente|personas)|conozco gente|nuevas amistades|amistades nuevas|hacer amistades|encontrar amig\w*|(?:consigo|consigue|consiguen|se hacen) amig\w*)\b/,
    lead: [
      'Hacer amistades en la edad adulta cuesta más que en el colegio, sobre todo porque ya no coincidimos a diario con la misma gente.',
      'Las amistades adultas suelen nacer de la repetición, es decir, de ver a las mismas personas varias veces en un contexto tranquilo.',
    ],
    ideas: [
      'Elige una actividad semanal que te guste, como un club de lectura, un deporte o un voluntariado, y mantente ahí unos meses.',
      'Cuando conozcas a alguien con quien conectas, propón un plan concreto en vez de un «a ver si nos vemos».',
      'Retoma el contacto con personas del pasado con las que te llevabas bien, porque suele ser más fácil de lo que parece.',
      'Acepta que las primeras conversaciones sean algo superficiales, ya que la confianza se construye con el tiempo.',
      'Di que sí a las invitaciones aunque te den un poco de pereza, al menos durante una temporada.',
    ],
  },
  {
    id: 'loneliness',
    topic: 'loneliness',
    when: /\b(?:soledad|me siento sol[oa]|sentirme sol[oa]|estoy sol[oa]|tan sol[oa]|no tengo a nadie|no tengo amig\w*|sin amig\w*|aislad[oa]|nadie con quien)\b/,
    lead: [
      'La soledad es de las sensaciones más duras, y pasa con más frecuencia de lo que la gente reconoce.',
      'Sentir soledad no es un defecto tuyo, sino una señal de que necesitas más conexión, igual que el hambre pide comida.',
    ],
    ideas: [
      'Empieza por contactos pequeños, como saludar a alguien del barrio o charlar un momento en una tienda.',
      'Escribe a una persona con la que te llevabas bien y proponle una llamada o un paseo.',
      'Busca espacios donde la gente vuelve cada semana, porque la repetición facilita los vínculos.',
      'Llena tus ratos sin compañía con actividades que disfrutes, no solo con pantallas.',
    ],
  },
  {
    id: 'racing-thoughts-night',
    topic: 'sleep',
    when: /\b(?:(?:no paro de|no dejo de|sigo) (?:pensar|darle vueltas)|pensamientos? (?:que no paran|a mil|acelerad\w*)|mi (?:cabeza|mente) no (?:para|se calla|descansa|se apaga)|la cabeza a mil|sobrepiens\w*|sobrepens\w*|le doy (?:mil )?vueltas|doy vueltas en la cama)\b/,
    lead: [
      'Cuando la mente se acelera de noche, todo parece más urgente y más grande de lo que es.',
      'Los pensamientos que no paran al acostarte suelen calmarse mejor con algo que hacer que peleando con ellos.',
    ],
    ideas: [
      'Deja una libreta junto a la cama y apunta cada pensamiento que vuelva, con la idea de revisarlo mañana.',
      'Prueba a respirar contando, inhalando en cuatro tiempos y exhalando en seis, varias veces seguidas.',
      'Fija la atención en algo neutro, como recorrer mentalmente tu casa habitación por habitación.',
      'Si llevas un buen rato sin dormir, sal de la cama y haz algo aburrido con luz tenue hasta que te entre el sueño.',
      'Durante el día, reserva unos minutos para pensar en tus preocupaciones, así llegan menos a la noche.',
    ],
  },
  {
    id: 'sleep',
    topic: 'sleep',
    when: /\b(?:dormir|duermo|dormirme|insomnio|desvel\w*|sue(?:n|ñ)o|no pego ojo|me despierto|descansar mejor|pesadillas?)\b/,
    lead: [
      'Dormir mal agota, y pequeños cambios en la rutina suelen ayudar más de lo que parece.',
      'El sueño responde bien a la constancia, así que lo que haces durante el día cuenta tanto como lo que haces por la noche.',
    ],
    ideas: [
      'Levántate cada día a una hora parecida, también tras una mala noche, para que el cuerpo encuentre su ritmo.',
      'Crea una rutina tranquila para la última hora del día, con luz baja y sin pantallas.',
      'Evita la cafeína por la tarde y las cenas muy pesadas cerca de la hora de acostarte.',
      'Usa la cama para dormir y no para trabajar, estudiar o mirar el teléfono.',
      'Sal a la luz natural por la mañana, aunque sea un rato, porque ayuda a regular el reloj interno.',
    ],
  },
  {
    id: 'money-worries',
    topic: 'money',
    when: /\b(?:deudas?|debo (?:dinero|plata)|no llego a fin de mes|no me alcanza|no me llega el (?:dinero|sueldo)|problemas (?:de|con el) (?:dinero|plata)|preocupa\w* (?:por|con) el (?:dinero|plata)|me preocupa el dinero|agobi\w* (?:por|con) (?:el )?(?:dinero|plata)|sin (?:dinero|plata|lana|pasta)|no tengo (?:dinero|plata|lana|un peso|ni un peso))\b/,
    lead: [
      'La preocupación por el dinero pesa mucho porque toca la seguridad más básica.',
      'Cuando no llegas a fin de mes, mirar los números de frente da miedo, pero suele dar más calma que evitarlos.',
    ],
    ideas: [
      'Haz una lista de lo que entra, lo que sale y lo que debes, aunque sea en un papel.',
      'Ordena los pagos según su urgencia, empezando por la vivienda, la comida y los servicios básicos.',
      'Si tienes deudas, contacta con quien te prestó el dinero para preguntar por planes de pago antes de dejar de pagar.',
      'Infórmate sobre ayudas públicas o servicios gratuitos de orientación financiera en tu zona.',
      'Habla de ello con alguien de confianza, porque guardarlo en secreto suele aumentar la angustia.',
    ],
  },
  {
    id: 'budgeting',
    topic: 'money',
    when: /\b(?:presupuesto|ahorrar|ahorro|ahorros|organizar(?:me)? (?:el|mi) (?:dinero|sueldo|plata)|administrar (?:el|mi) (?:dinero|sueldo|plata)|gastar menos|gasto (?:mucho|demasiado)|controlar (?:mis |los )?gastos|finanzas personales)\b/,
    lead: [
      'Un presupuesto no tiene que ser complicado para funcionar, basta con saber adónde va tu dinero.',
      'Organizar el dinero es una habilidad que se aprende, y empezar con algo sencillo ya marca la diferencia.',
    ],
    ideas: [
      'Apunta todos tus gastos durante un mes para ver en qué se va el dinero sin tener que adivinarlo.',
      'Separa los gastos fijos, como la vivienda o las facturas, de los variables, como el ocio.',
      'Aparta una pequeña cantidad para ahorrar en cuanto cobras, en lugar de esperar a ver qué sobra.',
      'Ponte un límite semanal para los gastos variables y revísalo cada fin de semana.',
      'Cancela las suscripciones que no usas y revisa los pagos automáticos.',
    ],
  },
  {
    id: 'self-criticism',
    topic: 'self-worth',
    when: /\b(?:autocritic\w*|me critico|criticarme|muy dur[oa] conmigo|exigente conmigo|autoexigen\w*|me machaco|machacarme|perfeccionis\w*|autoestima|quererme|valorarme|me odio|no valgo|no sirvo|fracas\w*)\b/,
    lead: [
      'La voz crítica interna suele ser mucho más dura que cualquier persona de fuera.',
      'Tratarte con más amabilidad no te vuelve conformista, sino que suele darte más fuerza para seguir.',
    ],
    ideas: [
      'Cuando te descubras criticándote, pregúntate qué le dirías a una amistad en tu misma situación.',
      'Escribe cada noche una cosa que hiciste bien o que intentaste, por pequeña que sea.',
      'Ponle un nombre a esa voz crítica para notar que es una voz y no la verdad.',
      'Cambia el «debería» por «me gustaría», que suele pesar menos.',
      'Toma los errores como información sobre qué ajustar, no como prueba de lo que vales.',
    ],
  },
  {
    id: 'body-image',
    topic: 'body',
    when: /\b(?:mi cuerpo|imagen corporal|me veo (?:gord|fe|mal|horrible)\w*|odio mi (?:cuerpo|cara|aspecto)|complejos?|me acompleja\w*|mi aspecto|mi fisico|el espejo)\b/,
    lead: [
      'Sentirte mal con tu cuerpo es muy común, y también es posible llevarte mejor con él poco a poco.',
      'La forma en que miramos nuestro cuerpo se aprende, así que también se puede ir cambiando.',
    ],
    ideas: [
      'Revisa a quién sigues en redes y deja de ver lo que te empuja a compararte.',
      'Céntrate en lo que tu cuerpo te permite hacer, como caminar, abrazar o bailar, más que en cómo se ve.',
      'Aparta la ropa que te aprieta o te incomoda y usa la que te resulta cómoda.',
      'Cuando aparezca un comentario duro hacia ti, respóndelo como lo haría alguien que te quiere.',
      'Si la relación con la comida o el ejercicio empieza a ser un sufrimiento, habla con un profesional de la salud.',
    ],
  },
  {
    id: 'phone-habits',
    topic: 'screens',
    when: /\b(?:movil|celular|telefono|pantallas?|redes sociales|redes|instagram|tiktok|scroll\w*|enganchad[oa]|adiccion a(?:l| las| los))\b/,
    lead: [
      'Reducir el uso del teléfono cuesta porque las aplicaciones están hechas para retenernos, no por falta de voluntad.',
      'Cambiar el hábito del teléfono funciona mejor con pequeños obstáculos que con fuerza de voluntad.',
    ],
    ideas: [
      'Saca de la pantalla de inicio las aplicaciones que más te absorben, o bórralas unos días.',
      'Usa un despertador de los de siempre para no empezar ni acabar el día con el teléfono en la mano.',
      'Desactiva las notificaciones que no vengan de personas.',
      'Decide de antemano para qué vas a abrir el teléfono, y ciérralo cuando termines.',
      'Ten a mano una alternativa para los ratos muertos, como un libro, música o una libreta.',
    ],
  },
  {
    id: 'anger',
    topic: 'anger',
    when: /\b(?:enojo|enojad[oa]|enfado|enfadad[oa]|rabia|(?:la|mi|de|con) ira|me enojo|me enfado|controlar (?:mi|el) (?:genio|caracter|enojo|enfado|rabia|ira)|exploto|perder los nervios|pierdo los nervios|grito)\b/,
    lead: [
      'La rabia es una emoción útil que avisa de que algo te importa, aunque a veces salga con demasiada fuerza.',
      'Manejar el enojo no significa dejar de sentirlo, sino ganar unos segundos antes de actuar.',
    ],
    ideas: [
      'Aprende a reconocer tus primeras señales, como la mandíbula apretada o el calor en la cara.',
      'Cuando notes que sube, aléjate unos minutos y respira lento antes de contestar.',
      'Gasta la energía de la rabia con movimiento, como caminar deprisa, subir escaleras o hacer ejercicio.',
      'Cuando vuelva la calma, piensa qué te hizo saltar y qué necesitabas en ese momento.',
      'Si sueles arrepentirte de lo que dices o haces con rabia, vale la pena pedir ayuda para aprender otras formas.',
    ],
  },
  {
    id: 'ask-support',
    topic: 'low',
    when: /\b(?:pedir (?:ayuda|apoyo)|pido (?:ayuda|apoyo)|abrirme (?:con|a) (?:alguien|los demas|la gente)|me cuesta (?:pedir|abrirme|contar)|contarle a alguien (?:como me siento|lo que me pasa)|no quiero (?:molestar|ser una carga)|ser una carga)\b/,
    lead: [
      'Pedir apoyo cuesta, sobre todo si te preocupa molestar, pero la mayoría de la gente agradece que confíen en ella.',
      'Abrirte con alguien es más fácil cuando sabes qué le estás pidiendo, aunque sea algo pequeño.',
    ],
    ideas: [
      'Elige a una persona que suela escuchar sin juzgar, aunque no sea la más cercana.',
      'Di con claridad lo que necesitas, por ejemplo que te escuche, que te acompañe a algún sitio o que te ayude con algo concreto.',
      'Si hablar en persona te bloquea, empieza por un mensaje diciendo que te gustaría contarle algo cuando tenga un rato.',
      'No tienes que contarlo todo de una vez, puedes ir abriéndote poco a poco.',
      'Si la primera persona no responde como esperabas, eso no significa que nadie vaya a hacerlo.',
    ],
  },
  {
    id: 'bad-day',
    topic: 'low',
    when: /\b(?:mal dia|dia horrible|dia de mierda|dia fatal|dia pesimo|dia terrible|dia malisimo|autocuidado|cuidarme hoy|sentirme mejor hoy)\b/,
    lead: [
      'Un mal día no define la semana, y está bien bajar el listón hasta mañana.',
      'Los días malos piden cuidados sencillos, no grandes soluciones.',
    ],
    ideas: [
      'Haz algo que reconforte al cuerpo, como una ducha caliente, una bebida caliente o ponerte ropa cómoda.',
      'Reduce las exigencias del resto del día y deja para mañana lo que pueda esperar.',
      'Cuéntale a alguien cómo ha ido, aunque sea en un mensaje breve.',
      'Escribe una cosa que haya salido bien hoy, aunque sea mínima.',
      'Acuéstate un poco antes, porque el descanso suele cambiar la perspectiva.',
    ],
  },
  {
    id: 'low-motivation',
    topic: 'low',
    when: /\b(?:sin ganas|no tengo ganas|sin motivacion|desmotivad[oa]|no me motiva|motivarme|motivacion|desanimad[oa]|deprimid[oa]|depre|triste|bajon|animarme|salir de (?:este|la) (?:bajon|tristeza|pozo))\b/,
    lead: [
      'Cuando el ánimo está bajo, esperar a tener ganas no suele funcionar, porque las ganas a menudo llegan después de empezar.',
      'Sentirte sin energía y sin ganas es muy pesado, y los pasos más pequeños son los que mejor funcionan.',
    ],
    ideas: [
      'Elige una acción muy pequeña y concreta para hoy, como vestirte, salir a la puerta o lavar una taza.',
      'Planifica algo agradable aunque no te apetezca, y fíjate después en cómo te sentiste.',
      'Mueve el cuerpo un poco cada día, aunque sea un paseo corto.',
      'Cuéntale a alguien de confianza cómo estás, sin necesidad de explicarlo todo.',
      'Si lo notas durante varias semanas seguidas, pedir ayuda a un profesional puede marcar una gran diferencia.',
    ],
  },
];
