import { planPhrase } from './affirm.ts';
import type { Ctx } from './compose.ts';

/**
 * Thanks and goodbyes: a warm word and no new question. A plan made in the conversation is wished well.
 */

const CLOSE = [
  "I'm really glad we talked. Take care of yourself, and come back whenever you like.",
  'Thank you for sharing all of this with me. Be gentle with yourself tonight.',
  "Take care. I'm here whenever you want to pick this up again.",
  'It was good to talk with you. Look after yourself, and come back anytime.',
  '[night|bed|sleep|\\bgn\\b|tired|rest]Goodnight. I hope you get some real rest.',
  '[night|bed|sleep|\\bgn\\b|tired|rest]Sleep well, or at least rest well. I am here whenever you need me.',
  '[night|bed|sleep|\\bgn\\b|tired|rest]Rest well tonight. You did something good for yourself by talking it through.',
];
const WISH = ['I hope it goes well when you {p}.', 'Good luck when you {p}; I am rooting for you.'];
const THANKS = [
  "You're welcome. I'm really glad that helped a little.",
  "Of course. I'm glad this is useful.",
  "I'm glad that helped. I'm here for whatever comes next.",
  'Anytime. Thank you for talking it through with me.',
  "You're very welcome.",
];

/** A plan said on the way out ("thanks, going to make some tea"). */
const GOOD_PLAN = [
  'That sounds like a good way to look after yourself.',
  'That sounds like just the right thing right now.',
  'Good plan.',
];

export function closingReply(ctx: Ctx): string {
  const { picker } = ctx;
  const now = planPhrase(ctx.input.message);
  const plan = now
    ? undefined
    : [...ctx.memory.users]
        .reverse()
        .map((x) => planPhrase(x.text))
        .find(Boolean);
  const wish = now
    ? picker.one(GOOD_PLAN, 'good-plan')
    : plan
      ? picker.one(
          WISH.map((w) => w.replaceAll('{p}', plan)),
          'wish',
        )
      : undefined;
  const bye = picker.one(CLOSE, 'close') ?? picker.one(ctx.voice.goodbye, 'bye');
  return [wish, bye].filter(Boolean).join(' ');
}

export function thanksReply(ctx: Ctx): string {
  return (
    ctx.picker.one(THANKS, 'thanks') ?? ctx.picker.one(ctx.voice.thanks, 'thanks-voice') ?? "You're welcome."
  );
}
