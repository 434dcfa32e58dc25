import type { Picker } from './picker.ts';
import type { Intent } from './types.ts';

/**
 * Simple Spanish for visitors who write in Spanish: greetings, validation, one open question, and for
 * danger the same core messages as in English (not your fault, you deserve to be safe). The help note in
 * Spanish comes from the safety engine.
 */

type SpanishTopic =
  | 'familia'
  | 'pareja'
  | 'escuela'
  | 'trabajo'
  | 'soledad'
  | 'duelo'
  | 'ansiedad'
  | 'tristeza';

/** A Spanish word list as a pattern: \b does not see accented letters, so the edges are spelled out. */
function words(source: string): RegExp {
  return new RegExp(`(?<![\\wáéíóúñ])(?:${source})(?![\\wáéíóúñ])`);
}

const TOPICS: [SpanishTopic, RegExp][] = [
  ['duelo', words('muri[oó]|falleci[oó]|perd[ií] a|duelo|funeral|ya no est[aá]')],
  ['pareja', words('novi[oa]|pareja|espos[oa]|marido|mi ex|termin(?:amos|[oó] conmigo)|rompimos|me dej[oó]')],
  ['familia', words('mam[aá]|pap[aá]|madre|padre|padres|herman[oa]s?|familia|casa')],
  ['escuela', words('escuela|colegio|ex[aá]men(?:es)?|clases?|tarea|universidad|notas|profe(?:sor[a]?)?')],
  ['trabajo', words('trabajo|jefe|jefa|empleo|despid\\w*')],
  ['soledad', words('sol[oa]|soledad|nadie me \\w+|no tengo amigos|aislad[oa]')],
  ['ansiedad', words('ansiedad|ansios[oa]|nervios[oa]|preocupad[oa]|miedo|p[aá]nico|estr[eé]s|estresad[oa]')],
  ['tristeza', words('triste|tristeza|deprimid[oa]|llor\\w*|mal|vac[ií]o|sin ganas')],
];

const REFLECT: Record<SpanishTopic | 'general', string[]> = {
  familia: [
    'Parece que las cosas en casa están siendo difíciles.',
    'Lo que pasa con tu familia te está pesando mucho.',
  ],
  pareja: [
    'Parece que tu relación te tiene con el corazón apretado.',
    'Lo que estás viviendo con tu pareja suena muy doloroso.',
  ],
  escuela: [
    'Parece que la escuela te está presionando mucho.',
    'Los exámenes y las notas pueden hacer que todo se sienta enorme.',
  ],
  trabajo: [
    'Parece que el trabajo te está quitando mucha energía.',
    'Suena a que el trabajo te está pesando mucho.',
  ],
  soledad: ['Sentirse solo o sola es muy duro.', 'Parece que has estado cargando mucho sin compañía.'],
  duelo: ['Siento mucho tu pérdida.', 'Perder a alguien que quieres lo cambia todo.'],
  ansiedad: [
    'Parece que la preocupación te está ocupando mucho espacio.',
    'La ansiedad puede hacer que todo se sienta urgente.',
  ],
  tristeza: ['Parece que te has sentido muy mal.', 'Suena a que todo pesa más de lo normal ahora mismo.'],
  general: ['Gracias por contármelo.', 'Parece que tienes mucho en la cabeza.'],
};

const VALIDATE = [
  'Lo que sientes tiene sentido.',
  'Tus sentimientos son válidos.',
  'No tienes que tenerlo todo resuelto para hablar de ello.',
  'Está bien no estar bien.',
  'No hay nada malo en ti por sentirte así.',
];

const ASK = [
  '¿Qué es lo que más te pesa ahora mismo?',
  '¿Desde cuándo te sientes así?',
  '¿Qué te ayudaría un poco en este momento?',
  '¿Hay alguien de confianza con quien puedas hablar?',
  '¿Cómo te estás cuidando con todo esto?',
  '¿Qué pasó?',
  '¿Qué es lo más difícil para ti?',
];

const STEPS = [
  'Un pequeño paso: escribe lo que te preocupa y elige una sola cosa pequeña que puedas hacer hoy.',
  'Un pequeño paso: cuéntale a una persona de confianza cómo te sientes de verdad.',
  'Un pequeño paso: respira despacio un minuto, inhalando en 4, sosteniendo 4, exhalando en 4 y sosteniendo 4.',
];

const SOCIAL: Partial<Record<Intent, string[]>> = {
  greeting: [
    '¡Hola! Soy {sage}. ¿Qué tienes en mente hoy?',
    'Hola, soy {sage} y estoy aquí para escucharte. ¿Cómo te sientes hoy?',
  ],
  'how-are-you': [
    'Soy una IA, así que no tengo días como los tuyos, pero gracias por preguntar. ¿Cómo estás tú?',
  ],
  thanks: ['De nada. Aquí estoy cuando quieras hablar.', 'Con gusto. Me alegra que te haya ayudado un poco.'],
  goodbye: [
    'Cuídate mucho. Aquí estaré cuando quieras volver.',
    'Gracias por hablar conmigo. Sé amable contigo.',
  ],
  identity: [
    'No soy una persona ni terapeuta: soy {sage}, una compañía de inteligencia artificial. Puedo escucharte y ayudarte a pensar en los próximos pasos. ¿Qué tienes en mente?',
  ],
  capabilities: [
    'Soy {sage}, una compañía de IA. Puedo escucharte y ayudarte a ordenar lo que sientes. ¿Qué tienes en mente?',
  ],
  unclear: ['Está bien, a veces cuesta ponerlo en palabras. ¿Qué ha estado en tu mente últimamente?'],
};

const SAFETY: Record<'abuse' | 'violence' | 'eating' | 'distress', string[]> = {
  abuse: [
    'Gracias por contármelo; eso requiere valor. Lo que describes no está bien y no es tu culpa. Mereces estar a salvo.',
    'Siento mucho que te esté pasando esto. No es tu culpa, y mereces sentirte a salvo en casa.',
  ],
  violence: [
    'Gracias por ser honesto conmigo. Tener estos pensamientos no te hace una mala persona; lo que importa es lo que hagas ahora. Si sientes que podrías actuar, aléjate de esa persona ahora mismo.',
  ],
  eating: [
    'Gracias por contármelo; no es fácil. Los problemas con la comida son más comunes de lo que parece, y mereces apoyo.',
  ],
  distress: [
    'Gracias por contármelo. No tienes que cargar con esto sin ayuda.',
    'Siento mucho que estés sufriendo tanto.',
  ],
};

const SAFETY_ASK = [
  '¿Estás a salvo ahora mismo?',
  '¿Hay alguien de confianza que sepa lo que está pasando?',
  '¿Cómo te sientes ahora mismo?',
];

/** Social messages in Spanish (the English reading of intent does not see them). */
const SPANISH_INTENTS: [Intent, RegExp][] = [
  ['greeting', /^(?:hola|buenas|buenos d[ií]as|buenas tardes|buenas noches)[\s!.,¡]*(?:sage)?[\s!.]*$/],
  ['thanks', /^(?:muchas )?gracias(?: sage| por (?:escucharme|todo))?[\s!.]*$/],
  ['goodbye', /^(?:adi[oó]s|chao|hasta (?:luego|ma[nñ]ana|pronto)|me voy a dormir|nos vemos)[\s!.]*$/],
  [
    'identity',
    /\b(?:eres (?:una |un )?(?:persona|humano|humana|bot|robot|ia|terapeuta|psic[oó]log[oa])|hablo con (?:una persona|un bot))\b/,
  ],
  ['how-are-you', /^(?:hola[\s,!]*)?(?:c[oó]mo est[aá]s|qu[eé] tal)[\s?!.]*$/],
];

export const FLAG_REMINDERS_ES = [
  'Si las cosas se ponen muy difíciles, puedes llamar o enviar un mensaje al 988 a cualquier hora.',
  'Recuerda que el 988 está disponible por llamada o mensaje, de día y de noche.',
  'Si en algún momento es demasiado, llamar o escribir al 988 te conecta con alguien enseguida.',
];

export function spanishReply(
  message: string,
  intent: Intent,
  safety: 'abuse' | 'violence' | 'eating' | 'distress' | undefined,
  solve: boolean,
  picker: Picker,
): string {
  if (safety) {
    return [picker.one(SAFETY[safety], 'es-safety'), picker.one(SAFETY_ASK, 'es-safety-ask')]
      .filter(Boolean)
      .join(' ');
  }
  const plain = message.toLowerCase().replace(/[¿¡]/g, '').trim();
  const own = SPANISH_INTENTS.find(([, re]) => re.test(plain))?.[0];
  const social = SOCIAL[own ?? intent];
  if (social && (own ?? intent) !== 'share') {
    const s = picker.one(social, `es-${intent}`);
    if (s) return s;
  }
  const text = message.toLowerCase();
  const topic = TOPICS.find(([, re]) => re.test(text))?.[0] ?? 'general';
  const parts = [
    picker.one(REFLECT[topic], 'es-reflect') ?? picker.one(REFLECT.general, 'es-reflect-general'),
    picker.one(VALIDATE, 'es-validate'),
    solve ? picker.one(STEPS, 'es-step') : undefined,
    picker.one(ASK, 'es-ask'),
  ];
  return parts.filter(Boolean).join(' ');
}
