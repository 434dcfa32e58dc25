import { ANSWERS } from './answers.ts';
import type { Answer } from './answerTypes.ts';
import type { Ctx } from './compose.ts';
import { STICKY_TOPICS } from './lexicon.ts';
import { packFor } from './packs.ts';
import { normalize } from './text.ts';
import { topicOf } from './understand.ts';

/**
 * A direct question gets an answer: ideas from the answer library that fit the question (or, failing
 * that, the conversation's subject), the topic's own steps when the library has nothing closer, an
 * honest "I can't know" for what nobody could know, and reassurance for "is it normal to...?".
 */

const CANNOT_KNOW = [
  "I honestly can't know that, and I wish I could give you a sure answer.",
  "I can't see how it will turn out, and I don't want to guess about something this important to you.",
  'Nobody can promise how that will go, me included.',
  "That's something I can't know for sure, and I won't pretend to.",
];
const CANNOT_KNOW_TURN = [
  'What I can do is help you think about the part that is in your hands.',
  'What we can look at together is what you want, whatever happens.',
  'Not knowing is often the hardest part of all.',
];
const NO_ANSWER = [
  "I'm not sure I have a good answer to that, but I'd like to think it through with you.",
  "I don't want to give you a vague answer to a real question, so let me ask one thing first.",
];
/** After an honest "no answer", a question about the question itself: a probe on a topic would go past it. */
const NO_ANSWER_ASK = [
  'What have you thought of so far, even if it is only half an idea?',
  'If a friend asked you the same thing, what would you tell them?',
  'What would a good answer look like for you?',
];
const MORE_IDEAS = ['A few more ideas, in case those did not fit:', 'Here are some other things people try:'];
const ENDINGS = [
  'Would any of these fit you?',
  'Take whatever fits and leave the rest.',
  'Which of these feels closest to something you could do?',
  'You know your situation best, so keep only what feels right.',
];
const STEPS_LEAD = ['Here are a few things that often help:', 'A few ideas that might help:'];

function question(ctx: Ctx): string {
  return normalize(ctx.input.message);
}

/** The library entry the question itself asks about, not given before. */
function findDirect(text: string, ctx: Ctx): Answer | undefined {
  const held = ctx.topic !== undefined && STICKY_TOPICS.has(ctx.topic);
  return ANSWERS.find(
    (a) => a.when.test(text) && (!held || a.topic === ctx.topic) && !ctx.memory.answered.has(a.id),
  );
}

/** The library entry for the question, else one about the conversation's subject, not given before. */
export function findAnswer(text: string, ctx: Ctx): Answer | undefined {
  const given = ctx.memory.answered;
  // Entries that fit the question, those on the conversation's subject first.
  // A loss or an illness holds the conversation: an entry on another subject would answer past it.
  const held = ctx.topic !== undefined && STICKY_TOPICS.has(ctx.topic);
  const direct = ANSWERS.filter((a) => a.when.test(text) && (!held || a.topic === ctx.topic)).sort(
    (a, b) => Number(b.topic === ctx.topic) - Number(a.topic === ctx.topic),
  );
  const fresh = direct.find((a) => !given.has(a.id));
  if (fresh) return fresh;
  if (direct.length > 0) return direct[0];
  const recent = ctx.memory.users
    .slice(-3)
    .map((x) => normalize(x.text))
    .join(' \n ');
  return ANSWERS.find((a) => a.topic === ctx.topic && a.when.test(recent) && !given.has(a.id));
}

function ideasBlock(ctx: Ctx, lead: string | undefined, ideas: string[], slot: string): string | undefined {
  const picked = ctx.picker.many(ideas, 3, slot);
  if (picked.length === 0) return undefined;
  return [lead, ...picked.map((i) => `- ${i}`)].filter(Boolean).join('\n');
}

export function answerReply(ctx: Ctx, move: 'answer' | 'cannot-know'): string {
  const { picker, voice } = ctx;
  const pack = packFor(ctx.topic, ctx.person);
  if (move === 'cannot-know') {
    const honest = picker.one(CANNOT_KNOW, 'cannot-know');
    const turn = picker.one(CANNOT_KNOW_TURN, 'cannot-know-turn');
    const ask = picker.one(pack.ask, 'ask', true) ?? picker.one(voice.ask, 'ask-voice');
    return [[honest, turn].filter(Boolean).join(' '), ask].filter(Boolean).join(' ');
  }
  const parts: string[] = [];
  if (ctx.u.wantsReassurance) {
    const r = picker.one(voice.reassure, 'reassure');
    if (r) parts.push(r);
  }
  // "Is it normal...?", "does that make me a bad friend?": reassurance, and ideas only from an entry
  // that fits the question itself, never the topic's general steps.
  const reassuring = parts.length > 0;
  const answer = reassuring ? findDirect(question(ctx), ctx) : findAnswer(question(ctx), ctx);
  let block: string | undefined;
  if (answer) {
    const again = ctx.memory.answered.has(answer.id);
    const lead = again ? picker.one(MORE_IDEAS, 'more-ideas') : picker.one(answer.lead, `lead-${answer.id}`);
    block = ideasBlock(ctx, lead, answer.ideas, `ideas-${answer.id}`);
  }
  // The topic's general steps only when the question is about the topic itself; otherwise an honest word
  // serves better than advice for something else.
  if (!block && !reassuring && pack.steps.length > 0 && topicOf(question(ctx)) === ctx.topic)
    block = ideasBlock(ctx, picker.one(STEPS_LEAD, 'steps-lead'), pack.steps, 'steps');
  if (!block && parts.length > 0) {
    const v = picker.one(voice.validate, 'validate-voice');
    const ask = picker.one(pack.ask, 'ask', true) ?? picker.one(voice.ask, 'ask-voice');
    return [...parts, v, ask].filter(Boolean).join(' ');
  }
  if (!block) {
    const honest = picker.one(NO_ANSWER, 'no-answer');
    const ask =
      picker.one(NO_ANSWER_ASK, 'no-answer-ask') ??
      picker.one(pack.ask, 'ask', true) ??
      picker.one(voice.ask, 'ask-voice');
    return [honest, ask].filter(Boolean).join(' ');
  }
  const ending = picker.one(ENDINGS, 'answer-end');
  return [parts.join(' '), block, ending].filter(Boolean).join('\n\n');
}

/** The answer library entry a reply drew on (for memory: never the same ideas twice). */
export function answeredIn(reply: string): string[] {
  return ANSWERS.filter((a) => a.ideas.some((i) => reply.toLowerCase().includes(i.toLowerCase()))).map(
    (a) => a.id,
  );
}
