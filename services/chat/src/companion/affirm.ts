import type { Ctx } from './compose.ts';
import { FRICTION } from './conversation.ts';
import { DONE, fixContractions, WORRY_FUTURE } from './moves.ts';
import { packFor } from './packs.ts';
import { normalize } from './text.ts';

/**
 * A plan the visitor makes is backed, in their own words where they read well ("you'll ask him for ten
 * minutes on Friday"), and where it helps made a little more concrete. The subject stays theirs.
 */

const WILL =
  /(?:i(?:'ll| will)|i(?:'m| am) (?:going to|gonna)|im (?:going to|gonna)|gonna|going to|i plan(?:ned)? to|(?:i'?m )?planning (?:to|on)|i(?:'ve| have)? decided to|i think i'?ll|i want to|i'?d like to|i might|i can|i could|i should|let me)\s+((?:(?:just|probably|definitely|actually|really|finally|at least|maybe|try to|try and) )*[a-z].*)$/;
/** Someone else's words before "i should" or "i'll" (third person: "i think i'll" is the visitor's own). */
const OTHERS_VIEW = /\b(?:thinks|says|reckons|keeps saying|wants me to|told me) (?:that )?$/;
/** Someone else's words reported earlier in the sentence: "he said if i dont finish it i can forget about my review". */
const REPORTED = /(?<!\bi )\b(?:said|says|told me|keeps saying|threatened)\b/;
const IDEA = /\b(?:like|love) (?:the idea of|the sound of) (.+)$/;

const SWAP: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  "we're": "you're",
  "we'll": "you'll",
};

function secondPerson(words: string): string {
  return words
    .split(' ')
    .map((w) => SWAP[w] ?? w)
    .join(' ');
}

/** The plan as a phrase after "to": "ask him for ten minutes on friday"; undefined when it reads badly. */
/** Words of harm: a "plan" with them in it is not one the companion repeats back. */
const HARM =
  /\b(?:kill\w*|murder\w*|hurt\w*|stab\w*|shoot\w*|strangl\w*|beat (?:him|her|them|the|my|up)|punch\w*|hit (?:him|her|them|my)|poison\w*|burn (?:it|him|her|them|the|down)|die|dying|end (?:it|things|(?:my|your) life)|overdose\w*|(?:cut|burn|hang|harm|starve|drown) (?:my ?self|myself|your ?self|yourself|me)\b(?! (?:some )?slack)|jump (?:off|from|in front)|suicide|unalive|weapon|gun|knife|pills)\b/;

export function planPhrase(message: string): string | undefined {
  const sentences = fixContractions(normalize(message))
    .split(/(?<=[.!?])\s+|,\s*(?:and |but |so )?(?=i\b)|\s+(?:but|because|cause|since)\s+/)
    .map((s) => s.replace(/[.!?]+$/, '').trim());
  for (const s of sentences) {
    const m = WILL.exec(s);
    if (!m) continue;
    // A fear is no plan ("she worries i'll take a tumble"), nor someone else's view of what the visitor
    // should do ("my daughter thinks i should rehome my dog").
    if (WORRY_FUTURE.test(s) || OTHERS_VIEW.test(s.slice(0, m.index)) || REPORTED.test(s.slice(0, m.index)))
      continue;
    const phrase = secondPerson(
      m[1]!
        .replace(/^(?:just|probably|definitely|actually|really|finally|maybe) /, '')
        .replace(/\s*(?:lol|haha+|tbh|ngl|i guess|i think|idk|or something|maybe)$/g, '')
        // A time or a "1:1" keeps its colon.
        .replace(/[^a-z0-9':\s-]+|(?<!\d):|:(?!\d)/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    // Leaving is not a plan to reflect ("going to bed now"), and harm is never one to back or wish well
    // ("im going to kill my little brother" over a hoodie).
    if (/^(?:bed|sleep|go|head|leave|log|sign|rest|nap|get some sleep|try (?:and|to) sleep)\b/.test(phrase))
      continue;
    // What one can hear or see is no plan either ("i can hear them shushing it").
    if (
      /^(?:hear|see|feel|smell|taste|tell|imagine|picture|barely|never|not|still|only|remember)\b/.test(
        phrase,
      )
    )
      continue;
    if (HARM.test(phrase)) continue;
    const n = phrase.split(' ').length;
    if (
      n >= 2 &&
      n <= 12 &&
      !/\b(?:you|your) (?:is|am|was)\b|\b(?:and|or|to|the|a|with|for|on)$/.test(phrase)
    )
      return phrase;
  }
  return undefined;
}

function ideaPhrase(message: string): string | undefined {
  const m = IDEA.exec(normalize(message).replace(/[.!?]+$/, ''));
  const idea = m?.[1]?.trim();
  return idea && idea.split(' ').length <= 8 ? secondPerson(idea) : undefined;
}

const WITH_PLAN = [
  'That sounds like a good plan: to {p}.',
  'I like that. Deciding to {p} is a real step.',
  "It sounds like you've decided to {p}, and that feels like a solid next step.",
  'Good. Choosing to {p} puts something concrete in your hands.',
];
const WITH_IDEA = ['{I} sounds like a lovely way to do it.', 'I like the sound of {i}.'];
const NO_PHRASE = [
  'That sounds like a clear, doable plan.',
  'I like that plan. It sounds like something you can actually do.',
  'That feels like a good next step.',
  'Good thinking. A small, concrete step like that counts.',
];
const TALK =
  /\b(?:ask|talk|tell|text|(?<!good )call|message|dm|email|write|speak|say|apologi[sz]e|reach out|ring|contact|open up|check in|bring (?:it|this) up)\b/;
const CONCRETE_TALK = [
  'It can help to decide beforehand the one thing you most want them to hear.',
  'Jotting down your first sentence can make starting that conversation easier.',
  '<friction>Starting with how you feel, rather than what they did, tends to keep people listening.',
];
const CONCRETE = [
  'Putting it in your calendar, even roughly, can make it more likely to happen.',
  'Keeping the first step small makes it much easier to actually start.',
  'It might help to decide when, so it does not have to be decided again in the moment.',
];
const PLAN_ASK = [
  'How are you feeling about doing it?',
  'What would help it go the way you hope?',
  'Is there anything about it that feels tricky?',
];

/** A life-sized decision is met with room to think, not a cheer: quitting, leaving, moving out. */
const BIG =
  /\b(?:quit(?:ting)?|resign\w*|hand(?:ed)? in my notice|leave (?:him|her|them|my (?:job|husband|wife|partner|boyfriend|girlfriend))|break up|breaking up|divorce|move out|moving out|drop out|dropping out|move (?:back|abroad|away|countries)|end (?:it|things) with)\b/;
const BIG_LINES = [
  'That sounds like a big decision, and it sounds like you have been thinking about it for a while.',
  'That is a big step, and it makes sense to take it seriously.',
];
const BIG_ASK = [
  'What has brought you to it?',
  'How does it feel to say it out loud?',
  'What would you need in place to feel okay about it?',
];

/** A step already taken is recognised as done, not planned again ("decide when" would not fit). */
const STEP_TAKEN = [
  'You did it. That took some doing.',
  'Good for you for following through.',
  'That is done now, and you were the one who did it.',
];
const STEP_ASK = ['How does it feel now that it is done?', 'What is next, if anything?'];

/** Nerves or fear said beside a plan: "starting on monday, so nervous", "scared but i'll ask him". */
const NERVES =
  /\b(?:nervous|nervy|anxious|scared|terrified|freaking out|bricking it|shitting it|butterflies|jitters)\b/;
const NERVES_LINES = [
  'It is very normal to feel nervous before a step like this.',
  'Nerves before a step like this make sense, and they do not mean it will go badly.',
  'It makes sense to feel nervous: it matters to you how it goes.',
];

export function affirmReply(ctx: Ctx): string {
  const { picker } = ctx;
  const done = DONE.test(fixContractions(normalize(ctx.input.message)));
  if (done && !BIG.test(normalize(ctx.input.message))) {
    const taken = picker.one(STEP_TAKEN, 'step-taken');
    if (taken) return [taken, picker.one(STEP_ASK, 'step-ask')].filter(Boolean).join(' ');
  }
  if (BIG.test(normalize(ctx.input.message))) {
    const big = picker.one(BIG_LINES, 'big');
    if (big) return [big, picker.one(BIG_ASK, 'big-ask')].filter(Boolean).join(' ');
  }
  const plan = planPhrase(ctx.input.message);
  const idea = plan ? undefined : ideaPhrase(ctx.input.message);
  const backing =
    (plan
      ? picker.one(
          WITH_PLAN.map((l) => l.replaceAll('{p}', plan)),
          'affirm',
        )
      : undefined) ??
    (idea
      ? picker.one(
          WITH_IDEA.map((l) =>
            l.replaceAll('{I}', idea.charAt(0).toUpperCase() + idea.slice(1)).replaceAll('{i}', idea),
          ),
          'affirm-idea',
        )
      : undefined) ??
    picker.one(NO_PHRASE, 'affirm-plain');
  const talk = TALK.test(normalize(ctx.input.message));
  // A tip about a hard conversation only where there is friction: asking a manager for a check-in is not one.
  const friction = [...ctx.memory.users.slice(-3).map((x) => x.text), ctx.input.message].some((m) =>
    FRICTION.test(normalize(m)),
  );
  const tips = (talk ? CONCRETE_TALK : CONCRETE).flatMap((t) =>
    t.startsWith('<friction>') ? (friction ? [t.slice('<friction>'.length)] : []) : [t],
  );
  const concrete = picker.one(tips, 'concrete');
  const ask = picker.roll('plan-ask', 2) === 0 ? picker.one(PLAN_ASK, 'plan-ask') : undefined;
  const validate = concrete ? undefined : picker.one(packFor(ctx.topic, ctx.person).validate, 'validate');
  // Nerves said with the plan are met first: a plan is backed, the feeling is not skipped.
  const nerves = NERVES.test(normalize(ctx.input.message)) ? picker.one(NERVES_LINES, 'nerves') : undefined;
  return [nerves, backing, concrete ?? validate, ask].filter(Boolean).join(' ');
}
