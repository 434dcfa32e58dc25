import type { SafetyCategory } from '@sage/shared';
import type { Picker } from './picker.ts';

/**
 * Replies for messages about danger: abuse or not feeling safe at home, harm to others, eating concerns,
 * and distress the safety engine rated elevated. Plain, calm words (never slang), no conflict or
 * communication advice, and the safety engine's help note is added after them by the caller.
 */
interface SafetyPool {
  open: string[];
  middle: string[];
  close: string[];
  ask: string[];
  steps: string[];
}

const POOLS: Record<'abuse' | 'abuseOther' | 'violence' | 'eating' | 'distress' | 'medical', SafetyPool> = {
  abuseOther: {
    open: [
      'It says a lot about you that you are worried about them.',
      'Thank you for caring enough to ask about this.',
    ],
    middle: [
      'You cannot fix it for them, but staying close and believing them can matter more than you might think.',
      'What is happening to them is not their fault, and it is not your job to carry it alone either.',
    ],
    close: [
      'Domestic violence hotlines also talk with friends and family who are worried about someone.',
      'If anyone is in danger right now, 911 is the right call.',
    ],
    ask: [
      'How are they doing, as far as you know?',
      'Have they talked to you about it, or is it something you have noticed?',
      'How are you holding up with worrying about them?',
    ],
    steps: [
      'Let them know, without pressure, that you are there and that they do not deserve it.',
      'Listen more than you advise, and let them decide their next steps; pushing can make it harder for them.',
      'A domestic violence hotline can help you learn, together or on your own, how to help safely.',
    ],
  },
  abuse: {
    open: [
      "I'm really glad you told me. That took courage.",
      "I'm so sorry this is happening to you.",
      'Thank you for trusting me with this.',
      'I hear you, and I believe you.',
    ],
    middle: [
      'What you are describing is not okay, and it is not your fault.',
      'None of this is your fault, and nothing you did makes it okay for someone to hurt you.',
      'It is not your fault, no matter what anyone says.',
      'This is not your fault, and you did nothing to deserve it.',
      'No one has the right to hurt you, not even family, and it is not your fault.',
    ],
    close: [
      '[home|house|dad|mom|mum|parent|step|father|mother]You deserve to be safe at home.',
      'You deserve to feel safe, always.',
      'You deserve to be safe and cared for.',
      'Your safety matters more than keeping the peace.',
    ],
    ask: [
      'Are you safe right now?',
      'Is there an adult or someone you trust who knows what is happening?',
      'How are you doing right now, after telling me?',
      'Is there somewhere safe you could go if things get bad?',
      'Who is someone you feel safe with?',
      'What feels most scary about it right now?',
    ],
    steps: [
      'If you are in danger right now, call 911 or your local emergency number.',
      "Think of one trusted adult, like a teacher, school counselor, relative or a friend's parent, who you could tell.",
      "If you can, keep your phone charged and know where you could go, like a friend's or relative's home, if things get bad.",
      'A domestic violence or child abuse hotline can help you think through a safety plan, confidentially.',
    ],
  },
  violence: {
    open: [
      'Thank you for being honest with me about this.',
      'It sounds like you are incredibly angry right now.',
      "I'm glad you said this out loud instead of keeping it in.",
    ],
    middle: [
      'Having thoughts like this does not make you a bad person; what you do next is what matters.',
      'Rage like this usually means something has really hurt you.',
      'I am not here to judge you, and I do want everyone, including you, to stay safe.',
    ],
    close: [
      'If you feel you might act on it, put some distance between you and the other person right now.',
      'Stepping away, even for a few minutes, can keep a hard moment from becoming something you regret.',
    ],
    ask: [
      'What happened that brought you to this point?',
      'Are you somewhere away from them right now?',
      'What is going on inside you right now?',
      'What would help you cool down a little right now?',
    ],
    steps: [
      'Put some physical distance between you and the person, like another room or a walk outside.',
      'Let the energy out safely: run, walk fast, or write everything down in a message you never send.',
      'Slow your breathing, in for 4 and out for 6, until the first wave passes.',
    ],
  },
  eating: {
    open: [
      "Thank you for telling me. That's not easy to share.",
      "I'm really glad you told me about this.",
      'I hear you, and I am glad you said it.',
    ],
    middle: [
      'Struggles with food and eating are more common than people think, and they are not about willpower.',
      'Nothing about this is shameful, and you deserve support with it.',
      'Your body deserves care and nourishment, whatever that critical voice is saying.',
    ],
    close: [
      'A doctor or counselor can really help with this, and you do not have to have it all figured out first.',
      'Telling someone you trust could be a brave first step.',
      'You deserve to feel at peace with food and with yourself.',
    ],
    ask: [
      'How long has eating felt this hard?',
      'How are you feeling in your body right now?',
      'Who in your life knows what you are going through?',
      'What goes through your mind around mealtimes?',
    ],
    steps: [
      'Tell one person you trust, or a doctor or school counselor, what has been going on with food.',
      'Try to eat something small and regular today, even if it feels hard.',
      'Mute accounts that push diets or "perfect" bodies, at least for now.',
    ],
  },
  distress: {
    open: [
      "Thank you for telling me. I'm really glad you did.",
      'That sounds really painful, and I am glad you said it.',
      'I hear how much you are hurting.',
    ],
    middle: [
      'You do not have to carry these feelings alone.',
      'Feelings this heavy can change, even when it does not seem like it, and help really does work.',
      'What you are feeling matters, and so do you.',
      '[relapse|clean for|was \\d+ \\w+ clean|months clean|days clean|weeks clean]A slip does not erase the progress you made; that time still counts.',
    ],
    close: [
      'Talking to someone you trust, or a counselor, can make this feel less heavy.',
      'You deserve support, not just tonight but for as long as this lasts.',
      'I am here to keep talking with you.',
    ],
    ask: [
      'Are you safe right now?',
      'How are you feeling right now, in this moment?',
      'When do these thoughts tend to show up?',
      'Who could you be with tonight?',
      'What has helped you get through moments like this before?',
    ],
    steps: [
      'Let one person you trust know how you are really doing today.',
      'Stay near other people tonight if you can, even just in the same room.',
      'Write down a few things that have helped you get through hard nights before.',
    ],
  },
  medical: {
    open: ['That sounds worrying, and I am glad you told me.', 'I hear you, and I want you to be okay.'],
    middle: [
      'I am not able to give medical advice, and a doctor, nurse or pharmacist can tell you what is safe.',
      'For anything affecting your body like this, a medical professional is the right person to ask.',
    ],
    close: ['If it feels urgent or is getting worse, call 911 or your local emergency number.'],
    ask: ['Is someone with you right now?', 'How are you feeling right now?'],
    steps: [
      'Contact a doctor, urgent care or a pharmacist today.',
      'Let someone near you know what is happening.',
    ],
  },
};

const STEP_INTROS: Record<string, string[]> = {
  abuse: [
    'Some things that can help keep you safe:',
    'A few things that might help right now:',
    'Some steps you could take:',
  ],
  abuseOther: ['A few ways to support them:', 'Some things that can help:'],
  violence: ['A few things that can help right now:', 'Some things you could do in this moment:'],
  eating: ['A few gentle steps:', 'Some small things that might help:'],
  distress: ['A few things that might help tonight:', 'Some small steps you could take:'],
  medical: ['Please do this now:'],
};

function poolFor(category: SafetyCategory): SafetyPool {
  if (category === 'abuse' || category === 'violence' || category === 'eating' || category === 'medical')
    return POOLS[category];
  return POOLS.distress;
}

/**
 * The body of a safety reply: acknowledgement, the message that matters most for this danger, and one
 * question (in problem-solving mode, safety steps instead of any other advice).
 */
export function safetyBody(
  category: SafetyCategory,
  picker: Picker,
  opts: { solve: boolean; followUp: boolean; reflection?: string | undefined; aboutOther?: boolean },
): string {
  const pool = opts.aboutOther ? POOLS.abuseOther : poolFor(category);
  const lines: string[] = [];
  const open = picker.one(pool.open, 'safety-open');
  if (open) lines.push(open);
  if (opts.reflection) lines.push(opts.reflection);
  const middle = picker.one(pool.middle, 'safety-middle');
  if (middle) lines.push(middle);
  const close = picker.one(pool.close, 'safety-close');
  if (close && (!opts.followUp || !middle)) lines.push(close);
  let text = lines.join(' ');
  if (opts.solve) {
    const steps = picker.many(pool.steps, 2, 'safety-steps');
    const key = opts.aboutOther ? 'abuseOther' : category in STEP_INTROS ? category : 'distress';
    const intro = picker.one(STEP_INTROS[key]!, 'safety-steps-intro');
    if (steps.length) text += `\n\n${[intro, ...steps.map((s) => `- ${s}`)].filter(Boolean).join('\n')}`;
  }
  // The first question after a disclosure of danger is about safety now.
  const first = pool.ask[0]!;
  const ask =
    !opts.followUp && (pool === POOLS.abuse || pool === POOLS.distress) && picker.fresh(first)
      ? picker.say(first)
      : picker.one(pool.ask, 'safety-ask');
  if (ask) text += opts.solve ? `\n\n${ask}` : ` ${ask}`;
  return text;
}
