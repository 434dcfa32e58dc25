import { mentionsHelp } from '@sage/safety';
import type { SafetyCategory } from '@sage/shared';
import { affirmReply } from './affirm.ts';
import { answerReply } from './answer.ts';
import { closingReply, thanksReply } from './closing.ts';
import { type Ctx, frameFits, goodNewsReply, shareReply, techniqueReply } from './compose.ts';
import { feelAbout, frictionWith, subjectHolds } from './conversation.ts';
import { helpNote } from './help.ts';
import { heardAs } from './learnedMoves.ts';
import { GENERIC_TOPICS, SERIOUS_TOPICS } from './lexicon.ts';
import { type Memory, nameSomeone, personFor, remember } from './memory.ts';
import { cannotKnow, moveOf } from './moves.ts';
import { otherLanguageReply } from './otherLanguage.ts';
import { describe } from './people.ts';
import { CASUAL, FLAG_REMINDERS, GEN_Z } from './phrasebank.ts';
import { applyCondition, casualStyle, genZStyle, Picker } from './picker.ts';
import { type PlanStep, planSuggestions } from './plan.ts';
import { reflectClause } from './reflect.ts';
import { safetyBody } from './safetyReplies.ts';
import { socialReply } from './social.ts';
import { FLAG_REMINDERS_ES, spanishReply } from './spanish.ts';
import { looksSpanish } from './spanishMoves.ts';
import { capitalize, hash, sentenceKey, splitSentences } from './text.ts';
import type {
  CompanionReply,
  OfflineInput,
  Person,
  Suggestion,
  TechniqueId,
  Topic,
  Understanding,
} from './types.ts';
import { ownCategory, understand } from './understand.ts';

export { CATALOGUE, type CatalogueEntry } from './catalogue.ts';
export { reflectClause } from './reflect.ts';
export type { CompanionReply, CompanionTurn, OfflineInput, Suggestion } from './types.ts';
export { understand } from './understand.ts';

/**
 * The offline companion: every reply when no model is configured. It understands the message (intent,
 * topic, feelings, people), remembers the conversation from `history`, and answers as a good listener
 * would: reflect, validate, one open question (steps in problem-solving mode), in the chosen tone,
 * never repeating a sentence within a conversation. Danger gets plain words and the safety engine's
 * pointer to help. Deterministic: wording is picked by a hash of the message and the turn.
 */

/** A message that names who died (not just "the funeral"). */
export const DEATH = /\b(?:died|passed|lost|put (?:him|her|them|\w+ \w+) down|death of|killed)\b/i;
const GENERIC = GENERIC_TOPICS;
const TRIED_IT =
  /\b(?:tried (?:it|that)|did(?:n'?t| not) (?:help|work)|does(?:n'?t| not) (?:help|work)|not working|still (?:feel|anxious|stressed|panicking))\b/i;

interface Resolved {
  u: Understanding;
  topic?: Topic | undefined;
  person?: Person | undefined;
  category: SafetyCategory;
  /** A follow-up in a conversation where abuse was disclosed. */
  followUp: boolean;
}

function resolve(input: OfflineInput, memory: Memory): Resolved {
  const engine: SafetyCategory = input.risk === 'none' ? 'none' : input.category;
  const u = understand(input.message, engine);
  feelAbout(memory.feelings, input.message);
  if (u.introducedName) nameSomeone(memory, u.introducedName);
  if (!u.technique && memory.lastTechnique && u.intent === 'share' && TRIED_IT.test(input.message)) {
    u.technique = memory.lastTechnique;
    u.techniqueTried = true;
  }
  let topic = u.topic;
  if (u.intent === 'share' || u.intent === 'technique' || u.intent === 'unclear') {
    if (!topic || subjectHolds(memory.topic, topic, input.message, memory.users.at(-1)?.u.topic))
      topic = memory.topic ?? topic;
  }
  let category = engine !== 'none' ? engine : ownCategory(u.topic);
  let followUp = false;
  if (
    category === 'none' &&
    (memory.abuse || memory.abuseOther) &&
    u.intent === 'share' &&
    (!u.topic || u.topic === 'family' || u.topic === 'partner' || GENERIC.has(u.topic))
  ) {
    category = 'abuse';
    topic = 'abuse';
    followUp = true;
    if (!memory.abuse) u.aboutOther = true;
  }
  if (category !== 'none' && u.intent !== 'safety') u.intent = 'safety';
  // The person a topic is about: named in this message when the message is itself about the topic
  // ("my grandma died"), otherwise the one from earlier ("my parents are fighting about the funeral" is
  // still about grandma).
  const own =
    u.topic === topic && (topic !== 'grief' || DEATH.test(input.message) || !memory.topicPerson.grief)
      ? personFor(topic, u.people)
      : undefined;
  const person =
    own ??
    (topic ? memory.topicPerson[topic] : undefined) ??
    personFor(topic, [...u.people, ...memory.people]);
  const named = person && memory.people.find((p) => p.relation === person.relation && p.name);
  return { u, topic, person: named ?? person, category, followUp };
}

/** Every way the companion may name someone: "your dog Max", "your dog", "Max". */
function aliasesOf(people: readonly Person[]): string[] {
  return people.flatMap((p) => [
    ...(p.name ? [`your ${p.relation} ${p.name}`, p.name] : []),
    `your ${p.relation}`,
  ]);
}

function fillFor(
  input: OfflineInput,
  person: Person | undefined,
  clause: string | undefined,
  memory: Memory,
) {
  const recent = [...memory.users.slice(-2).map((x) => x.text), input.message];
  const context = recent.join(' \n ').toLowerCase();
  const friction = frictionWith(memory.feelings, person, recent);
  return (line: string): string | undefined => {
    // "<friction>" lines assume conflict with the people in it; "<calm>" lines assume none.
    const mark = /^<(friction|calm)>/.exec(line)?.[1];
    if ((mark === 'friction' && !friction) || (mark === 'calm' && friction)) return undefined;
    const template = mark ? line.slice(mark.length + 2) : line;
    const applied = applyCondition(template, context);
    if (applied === undefined) return undefined;
    let out = applied.replaceAll('{sage}', input.companionName);
    if (out.includes('{who}') || out.includes('{name}')) {
      if (!person) return undefined;
      const short = person.name ?? `your ${person.relation}`;
      const who = person.name && memory.namesSaid.has(person.name) ? person.name : describe(person);
      out = out.replaceAll('{who}', who).replaceAll('{name}', short);
    }
    if (out.includes('{c}') || out.includes('{C}')) {
      if (!clause) return undefined;
      out = out.replaceAll('{C}', capitalize(clause)).replaceAll('{c}', clause);
    }
    return out;
  };
}

const WHOLE_CLAUSE =
  /^(?:you(?:'re|'ve|'ll|'d)?|your (?:\w+ ){0,2}(?:\w+ed|is|was|has|had|keeps?|said|says|does|did|doesn't|didn't|won't|can't|wants?|thinks?|got|left|told|called|asked|made|took|gave|went|came|found|lost|hates?|loves?|never|always|just)|(?:work|school|life|home|today|this|that|college|uni|class|money|my \w+) (?:is|was|has|feels|keeps)|he|she|they|he's|she's|they're|it's|it is|everything|nothing|nobody|no one|everyone|everybody|things)\b/;

/** Social intents answered before anything else. */
const SOCIAL_FIRST = new Set(['greeting', 'how-are-you', 'identity', 'role', 'capabilities']);

function compose(
  input: OfflineInput,
  memory: Memory,
  r: Resolved,
): { text: string; move: NonNullable<CompanionReply['move']>; technique?: TechniqueId } {
  const { u, topic, person, category } = r;
  const serious =
    input.risk !== 'none' ||
    input.crisisFlagged ||
    u.distress ||
    category !== 'none' ||
    (topic !== undefined && SERIOUS_TOPICS.has(topic));
  const genZ = input.tone === 'gen-z' && !serious;
  const names = [
    input.companionName,
    ...memory.people.map((p) => p.name ?? ''),
    ...u.people.map((p) => p.name ?? ''),
  ];
  // Their words come back only as a whole, short clause about someone ("you miss her", "he didn't
  // call"); fragments ("found out today...", "the thing is...") are left to the companion's own words.
  const reflected = reflectClause(input.message, names);
  const clause =
    reflected && WHOLE_CLAUSE.test(reflected) && reflected.split(' ').length <= 14 ? reflected : undefined;
  const picker = new Picker(
    memory.said,
    hash(`${input.message}\u0000${memory.turn}`),
    fillFor(input, person, clause, memory),
    genZ ? genZStyle(names) : casualStyle,
    input.message.toLowerCase(),
    aliasesOf([...memory.people, ...u.people]),
  );
  const solve = input.mode === 'problem-solving';

  if (input.language === 'es') {
    const kind =
      category === 'abuse' || category === 'violence' || category === 'eating'
        ? category
        : category !== 'none'
          ? 'distress'
          : undefined;
    return spanishReply(
      {
        message: input.message,
        intent: u.intent,
        safety: kind,
        solve,
        earlier: memory.users.map((x) => x.text),
      },
      picker,
    );
  }

  const voice = genZ ? GEN_Z : CASUAL;
  const ctx: Ctx = { input, u, memory, topic, person, voice, plain: CASUAL, picker, clause };
  // Thanks and goodbyes at an elevated moment are closed warmly (the help note follows), not probed again.
  const ruled = moveOf(input.message, memory.users.at(-1)?.text);
  // The learned reader only where nothing worrying was read: a worry is answered by the rules' reading.
  const move =
    input.risk === 'none' && u.intent !== 'safety'
      ? heardAs(ruled, input.message, memory.users.length > 0, cannotKnow)
      : ruled;
  if (
    input.risk === 'elevated' &&
    (move === 'close' || move === 'thanks') &&
    category !== 'abuse' &&
    category !== 'violence'
  )
    return { text: move === 'close' ? closingReply(ctx) : thanksReply(ctx), move };
  if (u.intent === 'safety') {
    const words = clause?.split(' ').length ?? 0;
    const frames = clause ? CASUAL.frames.slice(0, 3).filter((f) => frameFits(f, clause, words)) : [];
    const frame = clause && category !== 'abuse' ? picker.one(frames, 'safety-frame') : undefined;
    const other = category === 'abuse' && u.aboutOther;
    return {
      text: safetyBody(category, picker, {
        solve,
        followUp: r.followUp,
        reflection: other ? undefined : frame,
        aboutOther: other,
      }),
      move: 'safety',
    };
  }
  if (SOCIAL_FIRST.has(u.intent) || (u.intent === 'thanks' && memory.turn === 0)) {
    const social = socialReply(u, memory, voice, picker, input.message);
    if (social) return { text: social, move: 'social' };
  }
  if (move === 'close' || u.intent === 'goodbye') return { text: closingReply(ctx), move: 'close' };
  if (move === 'thanks' || u.intent === 'thanks') return { text: thanksReply(ctx), move: 'thanks' };
  if (u.intent === 'technique' || (u.intent === 'share' && u.technique && u.techniqueTried))
    return { ...techniqueReply(ctx), move: 'answer' };
  if (move === 'answer' || move === 'cannot-know') return { text: answerReply(ctx, move), move };
  if (move === 'affirm') return { text: affirmReply(ctx), move };
  if (u.intent === 'good-news') return { text: goodNewsReply(ctx), move: 'listen' };
  const social = socialReply(u, memory, voice, picker, input.message);
  if (social) return { text: social, move: 'listen' };
  return { text: shareReply(ctx), move: 'listen', technique: u.techniqueTried ? undefined : u.technique };
}

/**
 * Points to help below crisis, at most once in HELP_SPACING replies: the safety engine's note when it rated
 * the message elevated or the companion answers it as a danger (abuse told, a safety check-in), with the
 * numbers even when the reply's steps name a hotline in words; or a varied reminder of 988 in a session a
 * real disclosure flagged earlier. Ordinary distress alone gets no hotline: listening comes first. With the
 * engine's risk at none, only abuse the companion reads itself or its words of distress ("nobody would
 * notice if i disappeared") bring the note; its own reading of anger or eating ("i want to hit him with a
 * pillow lol") is answered gently without one.
 */
/** The help named earlier, pointed to again without repeating its sentence. */
const NOTE_AGAIN = 'The line I mentioned earlier is still there for you, any time of day or night.';
const NOTE_AGAIN_ES =
  'La línea que te mencioné antes sigue ahí para ti, a cualquier hora del día o de la noche.';

function withHelp(text: string, input: OfflineInput, memory: Memory, r: Resolved, seed: number): string {
  if (memory.helpRecently) return text;
  if (
    input.risk !== 'none' ||
    r.followUp ||
    (r.u.intent === 'safety' && (r.category === 'abuse' || r.u.distress))
  ) {
    const note = helpNote(r.category, input.language);
    if (text.includes(note)) return text;
    // Said once already in this conversation: a short pointer back, so no sentence comes twice.
    const said = splitSentences(note).every((s) => memory.said.has(sentenceKey(s)));
    return `${text}\n\n${said ? (input.language === 'es' ? NOTE_AGAIN_ES : NOTE_AGAIN) : note}`;
  }
  if (input.crisisFlagged && !mentionsHelp(text)) {
    const picker = new Picker(
      memory.said,
      seed,
      (t) => t,
      (t) => t,
    );
    const reminder =
      picker.one(input.language === 'es' ? FLAG_REMINDERS_ES : FLAG_REMINDERS, 'flag') ??
      helpNote('suicide', input.language);
    return `${text}\n\n${reminder}`;
  }
  return text;
}

function planStep(r: Resolved, technique?: TechniqueId): PlanStep {
  return {
    u: r.u,
    topic: r.topic,
    technique,
    category: r.u.distress && r.category === 'none' ? 'distress' : r.category,
  };
}

/**
 * The language to answer in: the safety engine's reading, unless the words say Spanish; a message that
 * does not tell ("ok", "ME HAN COGIDO") takes the conversation's language.
 */
function replyLanguage(input: OfflineInput, memory: Memory): OfflineInput['language'] {
  const earlier = memory.users.map((x) => looksSpanish(x.text)).filter((x) => x !== undefined);
  const spanishBefore = earlier.filter(Boolean).length > earlier.length / 2;
  const own = looksSpanish(input.message);
  // The engine reads Spanish from a word or two; English words in an English conversation say otherwise.
  if (input.language === 'es') return own === false && earlier.length > 0 && !spanishBefore ? 'en' : 'es';
  const short = input.message.trim().split(/\s+/).length < 4;
  if (own === undefined || (short && earlier.length > 0)) return spanishBefore ? 'es' : input.language;
  return own ? 'es' : input.language;
}

export function offlineReply(given: OfflineInput): CompanionReply {
  const memory = remember(given.history);
  // A language the companion cannot converse in: said honestly, with the way to help, never reflected.
  if (given.writtenIn && given.writtenIn !== 'en' && given.writtenIn !== 'es')
    return { content: otherLanguageReply(given.writtenIn, memory), suggestions: [], move: 'social' };
  const input = { ...given, language: replyLanguage(given, memory) };
  const r = resolve(input, memory);
  const { text, technique, move } = compose(input, memory, r);
  const helped = withHelp(text, input, memory, r, hash(`${input.message}\u0001${memory.turn}`));
  const content = alarmSettled(given)
    ? `${SETTLED[input.language === 'es' ? 'es' : 'en']} ${helped}`
    : helped;
  // Suggestions: replay the plan over the earlier user messages, so nothing is suggested twice.
  const earlier = replay(input.history);
  const plan = planSuggestions([...earlier, planStep(r, technique)]);
  return { content, suggestions: plan.at(-1) ?? [], move };
}

/**
 * Said once when the crisis reply came just before and the visitor's next words showed no danger (a kitchen
 * cut explained, a plan to talk): the alarm is owned, without saying that all is well. Once a conversation.
 */
const SETTLED = {
  en: "Thank you for explaining. I'm sorry if my last message felt like a lot; I would rather check than miss something.",
  es: 'Gracias por explicármelo. Perdona si mi último mensaje fue demasiado; prefiero preguntar a pasar algo por alto.',
} as const;
function alarmSettled(given: OfflineInput): boolean {
  const said = given.history.some(
    (t) => !t.isUser && (t.content.startsWith(SETTLED.en) || t.content.startsWith(SETTLED.es)),
  );
  return given.risk === 'none' && !said && given.history.findLast((t) => !t.isUser)?.crisisReply === true;
}

/** The plan steps of earlier user messages, each resolved against the conversation before it. */
function replay(history: OfflineInput['history']): PlanStep[] {
  const steps: PlanStep[] = [];
  remember(history, (memory, message) => {
    const r = resolve(
      {
        message,
        mode: 'supportive',
        tone: 'casual',
        companionName: '',
        risk: 'none',
        category: 'none',
        language: 'en',
        crisisFlagged: false,
        history: [],
      },
      memory,
    );
    steps.push(planStep(r, r.u.intent === 'technique' ? r.u.technique : undefined));
  });
  return steps;
}

/** What the companion understood of a message in its conversation (for the evaluation and debugging). */
export function analyse(input: OfflineInput): {
  intent: Understanding['intent'];
  topic?: Topic | undefined;
  category: SafetyCategory;
} {
  const r = resolve(input, remember(input.history));
  return { intent: r.u.intent, topic: r.topic, category: r.category };
}

/** For the model path: suggestions picked by the same matcher from the recent user messages (oldest first). */
export function suggestionsFor(userMessages: string[]): Suggestion[] {
  const history = userMessages.slice(0, -1).map((content) => ({ isUser: true, content }));
  const steps = replay([...history, { isUser: true, content: userMessages.at(-1) ?? '' }]);
  return planSuggestions(steps).at(-1) ?? [];
}
