import { POSITIVE_FEELINGS } from './lexicon.ts';
import type { Memory } from './memory.ts';
import { GENERAL_PACK, packFor } from './packs.ts';
import { ATTACHMENT_LINES, FEELING_LINES, type Voice } from './phrasebank.ts';
import type { Picker } from './picker.ts';
import { explain, resolveTechnique, TECHNIQUES } from './techniques.ts';
import type { OfflineInput, Person, TechniqueId, Topic, Understanding } from './types.ts';

/** Everything one reply is composed from. */
export interface Ctx {
  input: OfflineInput;
  u: Understanding;
  memory: Memory;
  /** This message's topic, or the conversation's when this message has none. */
  topic?: Topic | undefined;
  person?: Person | undefined;
  voice: Voice;
  /** The plain voice of the companion (used for anything serious in any tone). */
  plain: Voice;
  picker: Picker;
  /** Their own words, reflected ("your friends left you"). */
  clause?: string | undefined;
}

const RELATIONAL = new Set<Topic>(['partner', 'friends', 'family', 'loneliness']);

/** Frames for clauses that say what they keep doing or missing: "Of course you miss him so much." */
const EMPATHIC_CLAUSE =
  /^you (?:miss|keep (?:thinking|crying|replaying|checking|wondering|looking|going back)|can'?t stop (?:thinking|crying|replaying)|wish|still (?:miss|love|think)|just want|feel so (?:alone|lonely|sad|lost)|really miss|cry|cried|can'?t believe)\b/;
/** A memory shared in grief: "he used to take you fishing". */
const MEMORY_CLAUSE = /\b(?:used to|always|remember when|every (?:summer|sunday|weekend|morning|night))\b/;
const MEMORY_FRAMES = [
  '{C}. That sounds like a memory worth holding on to.',
  'It sounds like {c}. Thank you for sharing that with me.',
];
/** Topics where hurt is assumed even with no feeling word ("my parents are getting divorced"). */
const PAINFUL = new Set<Topic>([
  'grief',
  'loneliness',
  'abuse',
  'violence',
  'eating',
  'self-worth',
  'low',
  'stress',
  'anxiety',
  'anger',
  'body',
  'health',
]);
const EMPATHIC = ['Of course {c}.', 'It makes so much sense that {c}.'];
const NAMED = ['Thank you for telling me about {name}.', '{name} sounds like someone really special.'];

const CLOSERS = [
  "I'm here, and I'm listening.",
  "Take your time. I'm not going anywhere.",
  'Whatever you want to say next, I am here for it.',
  'You can tell me as much or as little as you like.',
];

/**
 * Whether a frame reads well around a clause: their words stand alone as a sentence ("{C}.") only when
 * they are about them ("you ..."), never as the companion's own claim ("Your boss is the worst."); no
 * "sounds like you feel like"; no "So you're so"; short clauses only in the simplest frames.
 */
export function frameFits(frame: string, clause: string, words: number): boolean {
  const bare = /^(?:ugh, |oof, |so |okay so )?\{[cC]\}/i.test(frame);
  if (bare && !/^you\b/.test(clause)) return false;
  if (/sounds like \{c\}/.test(frame) && /^you (?:feel|felt) like\b/.test(clause)) return false;
  if (/^(?:okay )?so \{c\}/i.test(frame) && /^you(?:'re| are| were)? (?:so|such)\b/.test(clause))
    return false;
  return words > 3 || /\{c\}\.$/.test(frame);
}

function lowerFirst(text: string): string {
  return /^(?:I\b|[A-Z][a-z]+[A-Z])/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function stepsBlock(ctx: Ctx, steps: string[]): string {
  const { picker, voice } = ctx;
  if (steps.length === 1) {
    const intro = picker.one(voice.stepOne, 'step-one');
    return intro ? `${intro} ${lowerFirst(steps[0]!)}` : `- ${steps[0]}`;
  }
  const intro = picker.one(voice.stepMany, 'step-many');
  return [intro, ...steps.map((s) => `- ${s}`)].filter(Boolean).join('\n');
}

/** Reflection, validation, maybe steps, and one open question. */
export function shareReply(ctx: Ctx): string {
  const { u, memory, picker, voice, input } = ctx;
  const pack = packFor(ctx.topic, ctx.person);
  const earlier = memory.users.filter((x) => x.u.topic === ctx.topic && ctx.topic).length;
  const first = earlier === 0;
  const hard =
    u.feelings.some((f) => !POSITIVE_FEELINGS.has(f)) ||
    (ctx.topic !== undefined && PAINFUL.has(ctx.topic)) ||
    /\b(?:fight|fought|yell|broke up|dumped|left me|ignor|cheat|fail|lost|hate|never|awful|worst|too much|bad|badly|terrible|horrible|destroy|killing|drown|credit|debt|behind|scared|afraid)\w*/.test(
      input.message.toLowerCase(),
    );
  const solve = input.mode === 'problem-solving' || u.wantsAdvice;

  let opening: string | undefined;
  const reflections = pack.reflect.filter((s) => first || !/sorry/i.test(s));
  if (ctx.topic === 'grief' && first) {
    opening = picker.one(
      reflections.filter((s) => /sorry/.test(s)),
      'grief-open',
      true,
    );
  }
  if (!opening && u.introducedName) opening = picker.one(NAMED, 'named', true);
  const clause = ctx.clause;
  const words = clause?.split(' ').length ?? 0;
  if (!opening && clause && ctx.topic === 'grief' && MEMORY_CLAUSE.test(clause))
    opening = picker.one(MEMORY_FRAMES, 'memory');
  if (!opening && clause && EMPATHIC_CLAUSE.test(clause)) opening = picker.one(EMPATHIC, 'empathic');
  if (!opening && clause && (words > 3 || picker.roll('short', 2) === 0)) {
    const frames = (hard ? voice.frames : voice.framesNeutral).filter((f) => frameFits(f, clause, words));
    opening = picker.one(frames, 'frame');
  }
  if (!opening) opening = picker.one(reflections, 'reflect', true);

  const feeling = u.feelings.find((f) => FEELING_LINES[f]);
  const validations = [
    ...(picker.roll('val-order', 3) === 0 && feeling ? (FEELING_LINES[feeling] ?? []) : []),
    ...pack.validate,
  ];
  let validation = picker.one(validations, 'validate') ?? picker.one(voice.validate, 'validate-voice');
  const situational = validation !== undefined && /^\[(?!!)/.test(picker.lastTemplate);

  // Later turns vary in shape: sometimes only a reflection, sometimes only a validation (their own
  // words, reflected, are never the part left out).
  const shape = first ? 0 : picker.roll('shape', 3);
  const ownWords = opening !== undefined && !reflections.some((r) => picker.styled(r) === opening);
  if (shape === 1 && opening && validation && !situational) validation = undefined;
  else if (shape === 2 && opening && validation && !ownWords) opening = undefined;

  const extras: string[] = [];
  if (u.wantsReassurance) {
    const r = picker.one(voice.reassure, 'reassure');
    if (r) extras.push(r);
  }
  if (input.attachmentStyle && ctx.topic && RELATIONAL.has(ctx.topic) && picker.roll('attach', 2) === 0) {
    const a = picker.one(ATTACHMENT_LINES[input.attachmentStyle], 'attach');
    if (a) extras.push(a);
  }

  let steps: string[] = [];
  if (solve) {
    const n = first || u.wantsAdvice ? 2 : 1;
    steps = picker.many(pack.steps, n, 'steps');
    if (steps.length === 0 && ctx.topic !== 'grief')
      steps = picker.many(GENERAL_PACK.steps, 1, 'steps-general');
  }

  // The topic's own questions come first; general ones ("what have you already tried?") only when those
  // are used up, and never for grief. A first message about a topic gets the gentlest ones.
  const own = ctx.topic === 'grief';
  const opener = first && pack.askFirst ? picker.one(pack.askFirst, 'ask-first', true) : undefined;
  const question =
    opener ??
    (solve && steps.length ? picker.one(pack.askSolve, 'ask-solve', true) : undefined) ??
    picker.one(pack.ask, 'ask', true) ??
    picker.one(own ? [] : solve ? voice.askSolve : voice.ask, 'ask-voice') ??
    picker.one(CLOSERS, 'closer');

  const paragraph = [opening, validation, ...extras].filter(Boolean).join(' ');
  if (steps.length) return [paragraph, stepsBlock(ctx, steps), question].filter(Boolean).join('\n\n');
  return [paragraph, question].filter(Boolean).join(' ');
}

const GOOD_GENERIC = [
  'That is really good to hear!',
  'I love this news.',
  'That sounds like a really good moment.',
  'That is so good to hear.',
];

const TALK_HELPS = [
  "I'm really glad talking helps. I'm here for as long as you want to keep going.",
  "I'm so glad this is helping a little. Take all the time you need.",
];

export function goodNewsReply(ctx: Ctx): string {
  const { picker, voice } = ctx;
  if (/helps to talk|talking (?:to you )?helps|this is helping/i.test(ctx.input.message)) {
    const glad = picker.one(TALK_HELPS, 'talk-helps');
    const more = picker.one(
      ['What else is on your mind tonight?', 'What would you like to talk about next?'],
      'talk-more',
    );
    if (glad) return [glad, more].filter(Boolean).join(' ');
  }
  const opening =
    (ctx.clause && ctx.clause.split(' ').length > 2
      ? picker.one(voice.goodNewsFrames, 'good-frame')
      : undefined) ?? picker.one(GOOD_GENERIC, 'good-generic');
  const hardBefore = ctx.memory.users.some((x) => x.u.topic && x.u.intent === 'share');
  const warm = hardBefore
    ? picker.one(
        ["I'm really glad things feel a bit lighter.", 'After everything, you deserve this.'],
        'good-after',
      )
    : undefined;
  const validate = warm ?? picker.one(voice.goodNews, 'good-validate');
  const ask = picker.one(voice.goodNewsAsk, 'good-ask') ?? picker.one(CLOSERS, 'closer');
  return [opening, validate, ask].filter(Boolean).join(' ');
}

const TECH_INTRO = [
  "Sure, here's how it works.",
  'Of course, here is a simple way to do it.',
  'Happy to walk you through it.',
];
const TECH_INTRO_GZ = [
  "okay so here's how it works.",
  "bet, here's the quick version.",
  "ofc! here's how it goes.",
];
const TECH_ASK = [
  'Want to try a round now and tell me how it feels?',
  'How does that sound to try?',
  'Would you like to try it together right now?',
  'When do you think you might try it?',
];
const ALTERNATIVE: Partial<Record<TechniqueId, Exclude<TechniqueId, 'breathing'>>> = {
  'box-breathing': 'grounding',
  '4-7-8': 'muscle-relaxation',
  'triangle-breathing': 'grounding',
  'coherent-breathing': 'grounding',
  'counting-breaths': 'grounding',
  breathing: 'grounding',
  grounding: 'box-breathing',
  journaling: 'self-compassion-break',
  'sleep-habits': 'muscle-relaxation',
  'muscle-relaxation': '4-7-8',
  'self-compassion-break': 'journaling',
  gratitude: 'journaling',
  'body-scan': 'box-breathing',
};

/** Explains a technique (or, when they tried one that did not help, offers another). */
export function techniqueReply(ctx: Ctx): { text: string; technique: TechniqueId } {
  const { u, picker, input } = ctx;
  const sleep = ctx.topic === 'sleep' || /\bsleep|bed|night\b/.test(input.message.toLowerCase());
  let id = resolveTechnique(u.technique ?? 'breathing', { sleep, anxious: true });
  const parts: string[] = [];
  if (u.techniqueTried) {
    const okay = picker.one(
      [
        "That's okay. Not every technique fits every person or every moment.",
        'Thanks for giving it a go. It does not always click the first time, and that is fine.',
      ],
      'tried',
    );
    if (okay) parts.push(okay);
    id = ALTERNATIVE[id] ?? 'grounding';
    parts.push(picker.one([`Another one you could try is ${TECHNIQUES[id].name}.`], 'tried-alt') ?? '');
  } else {
    const intro = picker.one(input.tone === 'gen-z' ? TECH_INTRO_GZ : TECH_INTRO, 'tech-intro');
    if (intro) parts.push(intro);
  }
  let body = picker.styled(explain(id));
  if (!picker.fresh(body)) {
    id = ALTERNATIVE[id] ?? 'grounding';
    body = picker.styled(explain(id));
  }
  picker.say(body);
  const ask = picker.one(TECH_ASK, 'tech-ask');
  const head = parts.filter(Boolean).join(' ');
  return { text: [head, body, ask].filter(Boolean).join('\n\n'), technique: id };
}
