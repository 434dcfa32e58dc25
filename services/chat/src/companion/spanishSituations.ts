/**
 * Situations the Spanish companion recognises within a subject, with their own words: a breakup by mutual
 * agreement is not a relationship to fix, a grandmother's visit is not conflict at home. Tried on the
 * latest message, then the two before it (lower case, no accents); the first that fits is used.
 */
export interface SpanishSituation {
  when: RegExp;
  reflect: string[];
  ask: string[];
  /** The topic's general lines do not fit it (a breakup is not a relationship to improve). */
  own?: boolean;
}

export const SPANISH_SITUATIONS: SpanishSituation[] = [
  {
    when: /\b(?:lo he dejado|lo hemos dejado|lo dejamos|terminamos(?! (?:peleados|discutiendo|gritando|cansad[oa]s|tarde|temprano|a las|de|en|el|la|los|las|bien|mal|juntos|hablando))|rompimos|cortamos|me dejo|ruptura|nos separamos|se acabo lo nuestro)\b/,
    reflect: [
      'Una ruptura duele aunque haya sido de mutuo acuerdo o la decisión correcta.',
      'Cuando termina una relación larga, se nota el hueco en cada rutina del día.',
    ],
    ask: [
      '¿Qué es lo que más echas de menos ahora mismo?',
      '¿Cómo estás llevando los días desde que terminó?',
      '¿Quién te está acompañando en estos días?',
      '¿Qué te ayuda, aunque sea un poco, cuando llega el bajón?',
    ],
    own: true,
  },
  {
    // Leaving a job or a school of years: a stage closing, not trouble at work to fix.
    when: /\b(?:(?:ultimo|ultima) (?:dia|semana|turno) (?:en|de) (?:la |el |mi )?(?:empresa|trabajo|chamba|oficina|pega|curro|laburo|tienda|escuela|colegio|clases|liceo|prepa)|me despedi de (?:todos|todas|mis (?:compas|companeros|companeras|colegas))|renuncie|me jubil\w*|deje (?:la empresa|el trabajo|la chamba))\b/,
    reflect: [
      'Cerrar una etapa de tantos años mueve mucho, aunque sea para bien.',
      'Despedirse de un lugar y de la gente con la que pasaste tantas horas deja un hueco, y también algo de orgullo.',
    ],
    ask: [
      '¿Qué te llevas de esos años?',
      '¿A quién vas a echar más de menos de ahí?',
      '¿Cómo te sientes con lo que viene ahora?',
    ],
    own: true,
  },
  {
    when: /\b(?:se muda|se mudan|se va a vivir|se van a vivir|se va (?:a|en|el|este|dentro)|le salio (?:un|una)|se marcha|erasmus|se va fuera)\b/,
    reflect: [
      'Que alguien a quien quieres se vaya lejos mezcla la alegría por esa persona con la pena propia.',
      'Una despedida así remueve mucho, incluso cuando es por algo bueno.',
    ],
    ask: [
      '¿Qué vas a echar más de menos de tenerle cerca?',
      '¿Cómo os imagináis el contacto cuando haya distancia?',
    ],
    own: true,
  },
  {
    when: /\b(?:viene|vienen|llega|llegan) (?:a (?:quedarse|vernos|visitarnos|pasar)|el|este|la semana|en|de visita)|\bde visita\b/,
    reflect: [
      'Qué ilusión una visita así; se nota que tenías ganas.',
      'Se nota que esta visita te hace mucha ilusión.',
    ],
    ask: [
      '¿Qué te apetece hacer durante la visita?',
      '¿Qué es lo que más ganas tienes de compartir en esos días?',
    ],
    own: true,
  },
  {
    when: /\b(?:me grito|me gritaron|nos grito|me humill\w*|delante de todos|enfrente de todos|frente a todos|me echo la bronca)\b/,
    reflect: [
      'Que te griten delante de otras personas duele y da mucha vergüenza, y no lo merecías.',
      'Una escena así delante de todo el mundo se queda dando vueltas en la cabeza.',
    ],
    ask: ['¿Cómo te quedaste después de lo que pasó?', '¿Qué te habría gustado poder decir en ese momento?'],
  },
  {
    when: /\b(?:fregar|los platos|la cocina|limpiar|tareas de (?:la )?casa|compa\w* de piso|roommate|convivencia|vivimos juntas|vivimos juntos)\b/,
    reflect: [
      'Convivir cuando la carga de la casa no está repartida cansa muchísimo.',
      'Sentir que todo el peso de la casa cae sobre ti desgasta mucho.',
    ],
    ask: [
      '¿Habéis podido hablar alguna vez de cómo repartir las tareas?',
      '¿Qué reparto te parecería justo?',
    ],
  },
  {
    when: /\b(?:me han cogido|me cogieron|me aceptaron|me admitieron|me dieron el (?:trabajo|puesto)|aprobe|me ascendieron|consegui el|me salio el trabajo|me contrataron|me han contratado)\b/,
    reflect: [
      '¡Qué buena noticia! Me alegro muchísimo por ti.',
      '¡Enhorabuena! Se nota todo el esfuerzo que hay detrás.',
    ],
    ask: ['¿Cómo lo vas a celebrar?', '¿Qué es lo que más ilusión te hace de esto?'],
    own: true,
  },
  {
    when: /\b(?:embarazad[ao]|va a ser (?:mama|papa)|voy a ser (?:tia|tio|abuel[ao])|el bebe|un bebe|nacio|va a nacer)\b/,
    reflect: [
      '¡Qué noticia tan grande! Es normal sentir alegría y nervios a la vez.',
      'Un bebé en camino lo cambia todo un poco, para bien y con mucho movimiento.',
    ],
    ask: ['¿Cómo te sientes tú con la noticia?', '¿Qué papel te gustaría tener en esta nueva etapa?'],
    own: true,
  },
  {
    when: /\b(?:boda|se casa|se casan|nos casamos|me caso|padrino|madrina|dama de honor)\b/,
    reflect: [
      'Una boda trae mucha emoción y también mucho que organizar.',
      'Se nota que esta boda es importante para ti.',
    ],
    ask: ['¿Qué papel vas a tener en la boda?', '¿Qué parte de la boda te hace más ilusión?'],
    own: true,
  },
  {
    when: /\b(?:biopsia|resultados|diagnostico|pruebas medicas|le van a operar|la van a operar|lo van a operar|esta ingresad[oa]|en el hospital)\b/,
    reflect: [
      'Esperar noticias médicas de alguien a quien quieres es de lo más angustiante.',
      'La incertidumbre de los resultados pesa muchísimo.',
    ],
    ask: ['¿Cómo lo estás llevando mientras esperas?', '¿Quién te está acompañando en todo esto?'],
  },
  {
    when: /\b(?:me mude|me he mudado|nueva ciudad|otra ciudad|otro pais|no conozco a nadie|recien llegad[oa]|acabo de llegar)\b/,
    reflect: [
      'Empezar de cero en un sitio nuevo puede sentirse muy solitario al principio.',
      'Mudarse es mucho más que cambiar de casa; cambia toda la red de apoyo.',
    ],
    ask: ['¿Qué echas más de menos de donde vivías antes?', '¿Qué tipo de gente te gustaría conocer allí?'],
  },
];

/** "¿Es normal...?", "¿Soy exagerada?": reassurance first. */
export const REASSURE_WHEN_ES =
  /\b(?:es normal|es raro|esta mal|soy (?:rar[oa]|exagerad[oa]|mala persona|egoista|tont[oa])|exagero|me paso|es egoista|soy la unica|soy el unico|le pasa a (?:la gente|mas gente|otros))\b/;
export const REASSURE_ES = [
  'Es muy normal sentirse así; le pasa a mucha más gente de la que parece.',
  'No es raro en absoluto, y no dice nada malo de ti.',
  'Lo que describes tiene mucho sentido, y no es una exageración.',
];
export const NO_ANSWER_ES = [
  'No tengo una respuesta segura para eso, pero me gustaría pensarlo contigo.',
  'Prefiero no darte una respuesta vaga a una pregunta tan real, así que déjame preguntarte algo primero.',
];
/** After an honest "no answer", a question about the question itself, not a probe on a topic. */
export const NO_ANSWER_ASK_ES = [
  '¿Qué se te ha ocurrido hasta ahora, aunque sea a medias?',
  'Si alguien de confianza te preguntara lo mismo, ¿qué le dirías?',
  '¿Cómo sería para ti una buena respuesta?',
];
