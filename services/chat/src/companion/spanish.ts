import { saidInFewWords } from './conversation.ts';
import { heardAs } from './learnedMoves.ts';
import type { Picker } from './picker.ts';
import { SPANISH_ANSWERS } from './spanishAnswers.ts';
import {
  AFFIRM_ES,
  AFFIRM_NOPLAN_ES,
  ANSWER_ASK_ES,
  CANNOT_KNOW_ES,
  CLOSE_ES,
  CONCRETE_ES,
  LISTEN_SHORT_ES,
  NERVES_ES,
  TALK_CONCRETE_ES,
  THANKS_ES,
} from './spanishLines.ts';
import {
  cannotKnowSpanish,
  FRICTION_ES,
  plainSpanish,
  planIn,
  SPANISH_GREETING,
  spanishFeeling,
  spanishMove,
  spanishPeople,
  spanishPlan,
} from './spanishMoves.ts';
import { SPANISH_PACKS, SPANISH_TOPICS } from './spanishPacks.ts';
import type { SpanishPack } from './spanishPackTypes.ts';
import {
  NO_ANSWER_ASK_ES,
  NO_ANSWER_ES,
  REASSURE_ES,
  REASSURE_WHEN_ES,
  SPANISH_SITUATIONS,
} from './spanishSituations.ts';
import type { Intent, Topic } from './types.ts';

/** Nerves or fear said beside a plan: "qué nervios", "me da miedo", "estoy nerviosa". */
const NERVES =
  /\b(?:que nervios|nervios[oa]s?|nerviosisim[oa]|me da(?:n)? (?:miedo|nervios|cosa|panico|ansiedad)|tengo (?:miedo|nervios|panico)|estoy (?:asustad[oa]|ansios[oa]|cagad[oa]))\b/;

/** A plan to talk to someone: ask, tell, call, write, propose. */
const TALK_ES =
  /\b(?:habl(?:ar|o|arle|arlo)|dec(?:ir|irle|irselo)|digo|pregunt(?:ar|o|arle)|llam(?:ar|o|arla|arlo)|escrib(?:ir|o|irle)|mand(?:ar|o)le|cont(?:ar|arle|arselo)|cuento|plante(?:ar|o|arle)|propon(?:er|erle)|propongo|ped(?:ir|irle)|pido)\b/;

/**
 * The companion in Spanish, with the same conversation as in English: the subject and the people in it
 * kept across turns (a loved sister is not a conflict), direct questions answered, plans backed, warm
 * goodbyes; for danger the same core messages as in English (not your fault, you deserve to be safe).
 * The help note in Spanish comes from the safety engine.
 */

const REFLECT_GENERAL = ['Gracias por contármelo.', 'Parece que tienes mucho en la cabeza.'];

const VALIDATE = [
  'Lo que sientes tiene sentido.',
  'No tienes que tenerlo todo resuelto para hablar de ello.',
  'Está bien no estar bien.',
];

const ASK = [
  '¿Qué es lo que más te pesa ahora mismo?',
  '¿Qué te ayudaría un poco en este momento?',
  '¿Qué es lo más difícil para ti?',
  '¿Cómo te estás cuidando con todo esto?',
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
  ['greeting', SPANISH_GREETING],
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

/** Wording that presumes conflict or hurt with the people in it. */
const ASSUMES_FRICTION =
  /frustraci|dolor|discut|pelea|tensi[oó]n|tenso|choque|choca|entiend|cambiara|cambiado|conflicto|roce|molest|rivalidad|te gustar[ií]a que (?:cambiara|fuera distint)|poner distancia|l[ií]mites?\b/i;

/** Short answers to the companion's question: "sí", "un poco", "desde marzo". */
const SHORT = /^(?:\S+\s?){1,4}$/;

/** A time to be at work or in class is the day's timetable, not its subject: "y yo entro a trabajar a las 7". */
const TIMETABLE_ES =
  /\b(?:(?:entro|entrar|empiezo|empezar|me levanto|levantarme|salgo) (?:a las \d+(?::\d+)? )?(?:a|para) (?:trabajar|currar|laburar|chambear|la pega|clases?)|(?:tengo|tenia|tenemos|hay) clases? a las)\b(?: (?:a las )?\d+(?::\d+)?)?/g;

function topicOf(plain: string): Topic | undefined {
  const said = plain.replace(TIMETABLE_ES, ' ');
  return SPANISH_TOPICS.find(([, re]) => re.test(said))?.[0];
}

const GENERIC = new Set<Topic>(['anxiety', 'stress', 'low', 'anger', 'self-worth']);
const STICKY = new Set<Topic>(['grief', 'health']);
const SERIOUS = new Set<Topic>(['grief', 'abuse', 'violence', 'eating']);
const MOVING_ON_ES = /\b(?:tambien|otra cosa|por cierto|cambiando de tema|aparte|ademas|otro tema)\b/;
const OWN_SUBJECT_ES: Partial<Record<Topic, RegExp>> = {
  partner:
    /\b(?:relacion|cortamos|terminamos(?! (?:peleados|discutiendo|gritando|cansad[oa]s|tarde|temprano|a las|de|en|el|la|los|las|bien|mal|juntos|hablando))|rompimos|me dejo|lo dejamos|ruptura|divorci\w*|cuernos|infiel|ex)\b/,
  friends: /\b(?:amistad|grupo de amig[oa]s|me dejaron de lado|no me invitaron|nos peleamos|discutimos)\b/,
  family: /\b(?:mi familia|la familia|en casa de mis padres)\b/,
  loneliness: /\b(?:soledad|me siento (?:muy |tan |medio )?sol[oa]|tan sol[oa]|aislad[oa])\b/,
};

/**
 * The subject of the conversation after each message: a feeling gives way to a concrete subject, a loss
 * or an illness stays until they clearly move on, and someone named in passing ("mi novio dice...") does
 * not change it unless the message is about that relationship or has friction in it.
 */
function subjectOf(messages: readonly string[]): Topic | undefined {
  let subject: Topic | undefined;
  let previous: Topic | undefined;
  for (const m of messages) {
    const plain = plainSpanish(m);
    const topic = topicOf(plain);
    const before = previous;
    previous = topic;
    if (!topic || topic === subject) continue;
    const moving = MOVING_ON_ES.test(plain);
    const own = OWN_SUBJECT_ES[topic];
    const holds =
      subject !== undefined &&
      !moving &&
      ((GENERIC.has(topic) && !GENERIC.has(subject)) ||
        STICKY.has(subject) ||
        (!FRICTION_ES.test(plain) &&
          (own
            ? !own.test(plain)
            : // One word of another subject is a detail of this one; said again next, it is the subject.
              !GENERIC.has(subject) &&
              !STICKY.has(topic) &&
              !SERIOUS.has(topic) &&
              topic !== before &&
              !saidInFewWords(plain))));
    if (!holds) subject = topic;
  }
  return subject;
}

export interface SpanishTurn {
  message: string;
  intent: Intent;
  safety: 'abuse' | 'violence' | 'eating' | 'distress' | undefined;
  solve: boolean;
  /** Earlier messages of the visitor, oldest first. */
  earlier: readonly string[];
}

export type SpanishMove = ReturnType<typeof spanishMove> | 'safety' | 'social';

export function spanishReply(turn: SpanishTurn, picker: Picker): { text: string; move: SpanishMove } {
  const { message, intent, safety, solve, earlier } = turn;
  if (safety) {
    const text = [picker.one(SAFETY[safety], 'es-safety'), picker.one(SAFETY_ASK, 'es-safety-ask')]
      .filter(Boolean)
      .join(' ');
    // Every line already said (a long conversation on it): the reply listens instead of saying nothing.
    if (text) return { text, move: 'safety' };
  }
  const plain = plainSpanish(message);
  const found = SPANISH_INTENTS.find(([, re]) => re.test(plain))?.[0];
  // "buenas noches" after a conversation is a goodnight, not a hello.
  const own = found === 'greeting' && earlier.length > 0 && /\bnoches\b/.test(plain) ? 'goodbye' : found;
  const social = SOCIAL[own ?? intent];
  const kind = own ?? intent;
  if (social && kind !== 'share' && kind !== 'thanks' && kind !== 'goodbye' && kind !== 'unclear') {
    const s = picker.one(social, `es-${kind}`);
    if (s) return { text: s, move: 'social' };
  }
  const move =
    kind === 'goodbye'
      ? 'close'
      : heardAs(spanishMove(message), message, earlier.length > 0, cannotKnowSpanish);
  // The subject: this message's, or the latest one of the conversation; its person, the latest named.
  const topic = subjectOf([...earlier, message]);
  const people = [...earlier, message].flatMap(spanishPeople);
  const who = spanishPeople(message).at(-1) ?? people.at(-1);
  const pack: SpanishPack = SPANISH_PACKS[topic ?? 'general'] ?? SPANISH_PACKS.general!;
  // Lines that assume friction are kept for conversations that show it.
  const friction = spanishFeeling([...earlier.slice(-3), message]) === 'hard';
  const fill = (lines: readonly string[]) =>
    lines
      .filter((l) => (who || !l.includes('{who}')) && (friction || !ASSUMES_FRICTION.test(l)))
      .map((l) => l.replaceAll('{who}', who ?? ''));
  const ask = () => picker.one(fill(pack.ask), 'es-ask') ?? picker.one(ASK, 'es-ask-general');

  switch (move) {
    case 'close': {
      // The plan said with the goodbye ("mañana le pido a juan que me explique. gracias") first.
      const plan = [...earlier, message].reverse().map(spanishPlan).find(Boolean);
      // A plan said with the goodbye that has no "voy a" to name is still backed ("mañana le pido a juan...").
      const wish = plan
        ? picker.one(
            [`Ojalá te vaya bien cuando vayas a ${plan}.`, `Mucha suerte con eso de ${plan}.`],
            'es-wish',
          )
        : planIn(plain)
          ? picker.one(AFFIRM_NOPLAN_ES, 'es-affirm-plain')
          : undefined;
      return {
        text: [wish, picker.one(CLOSE_ES, 'es-close') ?? picker.one(SOCIAL.goodbye!, 'es-bye')]
          .filter(Boolean)
          .join(' '),
        move,
      };
    }
    case 'thanks':
      return {
        text: picker.one(THANKS_ES, 'es-thanks') ?? picker.one(SOCIAL.thanks!, 'es-thanks-any') ?? 'De nada.',
        move,
      };
    case 'cannot-know':
      return { text: [picker.one(CANNOT_KNOW_ES, 'es-cannot'), ask()].filter(Boolean).join(' '), move };
    case 'answer': {
      // Entries that fit the question, then the subject's; the first with ideas not yet given.
      const recent = earlier.slice(-2).map(plainSpanish).join(' ');
      const candidates = [
        ...SPANISH_ANSWERS.filter((a) => a.when.test(plain)),
        ...SPANISH_ANSWERS.filter((a) => a.topic === topic && a.when.test(recent)),
      ];
      let answer: (typeof candidates)[number] | undefined;
      let ideas: string[] = [];
      for (const a of candidates) {
        ideas = picker.many(a.ideas, 3, `es-ideas-${a.id}`);
        if (ideas.length > 0) {
          answer = a;
          break;
        }
      }
      const reassure = REASSURE_WHEN_ES.test(plain) ? picker.one(REASSURE_ES, 'es-reassure') : undefined;
      if (ideas.length === 0) {
        // Nothing in the library fits: reassurance where asked, otherwise an honest word; then its question.
        if (reassure) return { text: [reassure, ask()].filter(Boolean).join(' '), move };
        const honest = picker.one(NO_ANSWER_ES, 'es-no-answer');
        const about = picker.one(NO_ANSWER_ASK_ES, 'es-no-answer-ask') ?? ask();
        return { text: [honest, about].filter(Boolean).join(' '), move };
      }
      const lead = answer ? picker.one(answer.lead, `es-lead-${answer.id}`) : undefined;
      const block = [reassure, [lead, ...ideas.map((i) => `- ${i}`)].filter(Boolean).join('\n')]
        .filter(Boolean)
        .join('\n\n');
      const end =
        picker.roll('es-answer-end', 2) === 0 ? picker.one(ANSWER_ASK_ES, 'es-answer-ask') : undefined;
      return { text: [block, end].filter(Boolean).join('\n\n'), move };
    }
    case 'affirm': {
      const plan = spanishPlan(message);
      const backing =
        (plan
          ? picker.one(
              AFFIRM_ES.map((l) => l.replaceAll('{plan}', plan)),
              'es-affirm',
            )
          : undefined) ?? picker.one(AFFIRM_NOPLAN_ES, 'es-affirm-plain');
      // A first sentence to prepare fits a plan to talk to someone, not a walk or a doctor's visit.
      const tips = TALK_ES.test(plainSpanish(message)) ? [TALK_CONCRETE_ES, ...CONCRETE_ES] : CONCRETE_ES;
      // Nerves said with the plan are met first: a plan is backed, the feeling is not skipped.
      const nerves = NERVES.test(plainSpanish(message)) ? picker.one(NERVES_ES, 'es-nerves') : undefined;
      return {
        text: [nerves, backing, picker.one(tips, 'es-concrete')].filter(Boolean).join(' '),
        move,
      };
    }
    default: {
      const feeling = spanishFeeling([...earlier.slice(-3), message]);
      const situation = [message, ...[...earlier].reverse()]
        .map((m) => SPANISH_SITUATIONS.find((x) => x.when.test(plainSpanish(m))))
        .find(Boolean);
      const reflections = fill(
        feeling === 'hard'
          ? pack.reflectHard
          : feeling === 'warm'
            ? [...pack.reflectWarm, ...pack.reflect]
            : pack.reflect,
      );
      const short = earlier.length > 0 && SHORT.test(plain) && !topicOf(plain);
      // A loss told for the first time is met with condolence before anything else.
      const firstLoss = topic === 'grief' && !earlier.some((m) => topicOf(plainSpanish(m)) === 'grief');
      const opening = firstLoss
        ? picker.one(['Siento mucho tu pérdida.', 'Lo siento muchísimo.'], 'es-sorry')
        : short
          ? picker.one(LISTEN_SHORT_ES, 'es-short')
          : ((situation ? picker.one(situation.reflect, 'es-situation') : undefined) ??
            (situation?.own ? picker.one(REFLECT_GENERAL, 'es-reflect-general') : undefined) ??
            picker.one(reflections, 'es-reflect') ??
            picker.one(REFLECT_GENERAL, 'es-reflect-general'));
      const validate =
        short || situation || picker.roll('es-validate-roll', 3) === 0
          ? undefined
          : (picker.one(fill(pack.validate), 'es-validate') ?? picker.one(VALIDATE, 'es-validate-general'));
      const steps = solve ? picker.one(fill(pack.steps), 'es-step') : undefined;
      const question =
        (situation ? picker.one(situation.ask, 'es-situation-ask') : undefined) ??
        (situation?.own ? picker.one(ASK, 'es-ask-general') : undefined) ??
        ask();
      return { text: [opening, validate, steps, question].filter(Boolean).join(' '), move: 'listen' };
    }
  }
}
