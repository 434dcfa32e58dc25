import type { Risk } from '@sage/shared';
import type { Mode, Tone } from '../db/types.ts';
import { ELEVATED_HELP_NOTE } from '../safety/replies.ts';

/**
 * The offline companion: a built-in responder used when no model is configured or the provider keeps
 * failing, so a visitor is never left with an error. It reflects the feelings it finds in the message,
 * validates them, and asks one open question (in problem-solving mode it also offers one small, concrete
 * step), in the chosen tone. Wording is picked from several variants by a hash of the message, and it
 * never sends the same reply twice in a row.
 */

export interface OfflineInput {
  message: string;
  mode: Mode;
  tone: Tone;
  companionName: string;
  risk: Risk;
  crisisFlagged?: boolean;
  /** The companion's previous reply in this conversation, if any. */
  previousReply?: string | undefined;
}

type Feeling =
  | 'anxious'
  | 'scared'
  | 'sad'
  | 'lonely'
  | 'angry'
  | 'frustrated'
  | 'overwhelmed'
  | 'stressed'
  | 'tired'
  | 'hurt'
  | 'ashamed'
  | 'guilty'
  | 'confused'
  | 'jealous'
  | 'numb'
  | 'hopeless'
  | 'grieving'
  | 'insecure'
  | 'happy'
  | 'grateful'
  | 'proud'
  | 'excited';

const FEELINGS: [Feeling, RegExp][] = [
  [
    'grieving',
    /\b(?:grie(?:f|ving|ve)|passed away|funeral|lost my (?:mom|mum|dad|mother|father|grandma|grandpa|friend|dog|cat|pet|brother|sister))\b/,
  ],
  [
    'anxious',
    /\b(?:anxious|anxiety|nervous|worried|worrying|worry|panic\w*|on edge|uneasy|restless|overthink\w*)\b/,
  ],
  ['scared', /\b(?:scared|afraid|terrified|frightened|fear(?:ful)?)\b/],
  [
    'sad',
    /\b(?:sad|unhappy|depressed|crying|cried|cry|tears|heartbroken|miserable|gloomy|(?:feel|feeling|felt|so) (?:down|low|blue))\b/,
  ],
  [
    'lonely',
    /\b(?:lonely|alone|isolated|left out|no friends|nobody to talk to|no one to talk to|invisible)\b/,
  ],
  ['angry', /\b(?:angry|mad|furious|pissed|rage|irritated|annoyed|resent\w*)\b/],
  ['frustrated', /\b(?:frustrat\w*|fed up|stuck|going nowhere)\b/],
  [
    'overwhelmed',
    /\b(?:overwhelm\w*|too much|drowning|swamped|can'?t cope|falling apart|spiraling|spiralling)\b/,
  ],
  ['stressed', /\b(?:stress\w*|pressure|deadlines?|tense)\b/],
  [
    'tired',
    /\b(?:tired|exhausted|drained|burn(?:ed|t) out|burnout|worn out|no energy|can'?t sleep|insomnia)\b/,
  ],
  ['hurt', /\b(?:hurt|betrayed|rejected|let down|abandoned|ignored)\b/],
  ['ashamed', /\b(?:ashamed|embarrass\w*|humiliat\w*|shame)\b/],
  ['guilty', /\b(?:guilt\w*|my fault|regret\w*)\b/],
  ['confused', /\b(?:confused|lost|unsure|don'?t know what to do|torn|mixed feelings)\b/],
  ['jealous', /\b(?:jealous|envious|envy)\b/],
  ['numb', /\b(?:numb|empty|hollow|nothing matters|feel nothing)\b/],
  ['hopeless', /\b(?:hopeless|pointless|no point|give up|giving up)\b/],
  ['insecure', /\b(?:insecure|not good enough|worthless|ugly|stupid|failure|useless|a burden)\b/],
  ['happy', /\b(?:happy|glad|good day|great day|feeling good|feel good|better today|relieved)\b/],
  ['grateful', /\b(?:grateful|thankful|appreciat\w*)\b/],
  ['proud', /\b(?:proud|accomplished|i did it|finally did)\b/],
  ['excited', /\b(?:excited|can'?t wait|thrilled|pumped)\b/],
];

const POSITIVE = new Set<Feeling>(['happy', 'grateful', 'proud', 'excited']);

type Topic = 'relationship' | 'work' | 'school' | 'family' | 'friends' | 'health' | 'money' | 'sleep';

const TOPICS: [Topic, RegExp, string][] = [
  [
    'relationship',
    /\b(?:boyfriend|girlfriend|partner|husband|wife|ex|breakup|broke up|dating|crush|relationship)\b/,
    'your relationship',
  ],
  ['work', /\b(?:job|work|boss|coworkers?|colleagues?|shift|career|office|interview)\b/, 'work'],
  [
    'school',
    /\b(?:school|exams?|tests?|class(?:es)?|homework|grades?|college|university|uni|teacher|assignment)\b/,
    'school',
  ],
  ['family', /\b(?:mom|mum|dad|mother|father|parents?|sister|brother|family|siblings?)\b/, 'your family'],
  ['friends', /\b(?:friends?|friendship|bestie|group chat)\b/, 'your friends'],
  ['health', /\b(?:sick|illness|doctor|diagnos\w*|pain|health|hospital)\b/, 'your health'],
  ['money', /\b(?:money|rent|bills?|debt|broke|afford)\b/, 'money'],
  ['sleep', /\b(?:sleep|insomnia|nightmares?)\b/, 'sleep'],
];

const LABEL: Record<Feeling, string> = {
  anxious: 'anxious',
  scared: 'scared',
  sad: 'sad',
  lonely: 'lonely',
  angry: 'angry',
  frustrated: 'frustrated',
  overwhelmed: 'overwhelmed',
  stressed: 'stressed',
  tired: 'worn out',
  hurt: 'hurt',
  ashamed: 'embarrassed or ashamed',
  guilty: 'guilty',
  confused: 'unsure what to do',
  jealous: 'jealous',
  numb: 'numb',
  hopeless: 'hopeless',
  grieving: 'full of grief',
  insecure: 'down on yourself',
  happy: 'good',
  grateful: 'grateful',
  proud: 'proud',
  excited: 'excited',
};

/** One small step per feeling, for problem-solving mode. */
const STEPS: Partial<Record<Feeling | Topic | 'default', string[]>> = {
  anxious: [
    'try slow breathing for a minute: in for 4, hold for 4, out for 6',
    'write the worry down, then one thing that is in your control about it',
    'name five things you can see around you to bring yourself back to right now',
  ],
  scared: [
    'say out loud what exactly you are afraid might happen, then how likely it really is',
    'pick one person you trust and tell them what is scaring you',
  ],
  overwhelmed: [
    'write down everything on your plate, then circle just one thing to do first',
    'pick the smallest task on your list and give it ten minutes, nothing more',
  ],
  stressed: [
    'block out a short break today that is only for you',
    'split the biggest task into three small pieces and start with the first',
  ],
  tired: [
    'protect one early night this week, with screens off half an hour before bed',
    'drop or postpone one thing this week that drains you more than it gives back',
  ],
  angry: [
    'give the anger somewhere to go first: a walk, a run, or writing it all out unsent',
    'wait until you feel calmer, then write down what you need from the other person',
  ],
  frustrated: [
    'list what you have already tried, so you can see which approach is left',
    'ask one person for a fresh pair of eyes on it',
  ],
  lonely: [
    'send one low-pressure message to someone you miss, even just a meme',
    'look for one regular activity or group around something you enjoy',
  ],
  sad: ['do one small kind thing for yourself today, like a walk, a shower or a favorite song'],
  hurt: [
    'write down what hurt and what you wish had happened instead, before deciding whether to talk to them',
  ],
  guilty: ['ask yourself what you would tell a friend in your place, then write that down for yourself'],
  confused: [
    'write the options side by side with one pro and one con for each',
    'ask yourself which choice you would make if nobody else would ever know',
  ],
  relationship: ['write down what you need from this relationship and what you are getting right now'],
  work: ['write down the one work problem that weighs most and one person who could help with it'],
  school: [
    'plan a short, focused study block with a clear stopping time',
    'reach out to your teacher or a classmate about the part that feels hardest',
  ],
  family: ['pick a calm moment to share one thing you need, starting with "I feel" rather than "you always"'],
  money: ['write down your fixed costs for the month, so the problem has clear edges'],
  sleep: ['keep the same wake-up time for a few days and see if sleep follows'],
  default: [
    'write down what is on your mind, then pick one small thing you could do about it today',
    'think of one person you trust who you could talk to about this',
  ],
};

interface ToneText {
  reflect: ((feelings: string, topic: string) => string)[];
  reflectGeneral: string[];
  reflectPositive: ((feelings: string) => string)[];
  validate: string[];
  validatePositive: string[];
  stepIntro: string[];
  questionsSupportive: string[];
  questionsSolving: string[];
  questionsPositive: string[];
  greeting: (name: string) => string[];
}

const TONES: Record<Tone, ToneText> = {
  casual: {
    reflect: [
      (f, t) => `It sounds like you're feeling ${f}${t}.`,
      (f, t) => `I'm hearing that you feel ${f}${t}.`,
      (f, t) => `That sounds like a lot: feeling ${f}${t} is heavy.`,
      (f, t) =>
        `It seems like ${t ? `${t.replace(/^ (?:about|around|with) /, '')} has` : 'this has'} left you feeling ${f}.`,
    ],
    reflectGeneral: [
      "Thank you for telling me about this. It sounds like it's been on your mind.",
      "I'm really glad you shared that with me.",
      "It sounds like there's a lot going on for you right now.",
      "I'm here, and I'm listening.",
    ],
    reflectPositive: [
      (f) => `That's really good to hear: you sound ${f}.`,
      (f) => `I love that you're feeling ${f}.`,
      (f) => `It sounds like you're feeling ${f}, and that's worth noticing.`,
    ],
    validate: [
      'That makes a lot of sense, and it is okay to feel this way.',
      'Anyone in your place could feel the same, and your feelings are valid.',
      "You don't have to have it all figured out to talk about it.",
      "It's completely understandable, and you're not alone in it.",
    ],
    validatePositive: [
      'Moments like this matter.',
      'You deserve to enjoy this.',
      "It's great to take a second to notice the good stuff.",
    ],
    stepIntro: ['One small thing that might help:', 'Something you could try:', 'A first step could be to'],
    questionsSupportive: [
      'What feels heaviest about it right now?',
      'How long have you been carrying this?',
      'What would feel most helpful to talk through first?',
      'What has been going through your mind when it gets hard?',
      'How are you taking care of yourself with all of this?',
      'What do you wish the people around you understood about it?',
    ],
    questionsSolving: [
      'Which part would you like to tackle first?',
      'What feels like a realistic first move for you?',
      'What have you already tried, and what happened?',
      'What would a good outcome look like for you?',
    ],
    questionsPositive: [
      'What made it feel so good?',
      'How do you want to celebrate it?',
      "What's been different that helped?",
    ],
    greeting: (name) => [
      `Hey, I'm ${name}. What's been on your mind today?`,
      `Hi, I'm ${name}, and I'm here to listen. How are you feeling today?`,
      `Hey there. I'm ${name}. What would you like to talk about?`,
    ],
  },
  'gen-z': {
    reflect: [
      (f, t) => `ngl it sounds like you're feeling ${f}${t}, and that's a lot.`,
      (f, t) => `okay so you're feeling ${f}${t}, i hear you.`,
      (f, t) => `feeling ${f}${t} is so real, and honestly heavy.`,
      (f, t) => `lowkey sounds like you're ${f}${t}, and that's rough.`,
    ],
    reflectGeneral: [
      'thank you for telling me, fr.',
      "i'm really glad you shared that with me.",
      "sounds like there's a lot going on rn.",
      "i'm here and i'm listening, no judgment.",
    ],
    reflectPositive: [
      (f) => `okay this is a vibe, you sound ${f}.`,
      (f) => `love that you're feeling ${f}, fr.`,
      (f) => `feeling ${f}? that's a whole win.`,
    ],
    validate: [
      'your feelings are valid, full stop.',
      'that makes total sense, anyone would feel that way.',
      "you don't need to have it all figured out to talk about it.",
      "it's okay to not be okay, and you're not alone in this.",
    ],
    validatePositive: ['you deserve this moment.', 'big energy, honestly.', 'take a sec to soak it in.'],
    stepIntro: ['one tiny thing that might help:', 'something you could try:', 'a first step could be to'],
    questionsSupportive: [
      "what's weighing on you the most rn?",
      'how long have you been carrying this?',
      'what would help most to talk through first?',
      "what's been going through your head when it gets hard?",
      'how are you looking after yourself with all this?',
      'what do you wish people around you got about it?',
    ],
    questionsSolving: [
      'which part do you wanna tackle first?',
      'what feels like a doable first move for you?',
      "what have you tried already, and how'd it go?",
      'what would a good outcome look like for you?',
    ],
    questionsPositive: [
      'what made it hit so good?',
      'how are you gonna celebrate?',
      'what helped make it happen?',
    ],
    greeting: (name) => [
      `hey, i'm ${name}. what's on your mind today?`,
      `hi! i'm ${name} and i'm here to listen. how are you feeling rn?`,
      `heyy, ${name} here. what do you wanna talk about?`,
    ],
  },
};

const GREETING =
  /^(?:hi+|hey+|hello+|yo|hiya|heya|sup|what'?s up|good (?:morning|afternoon|evening))[\s!.,?]*(?:there|sage)?[\s!.,?]*$/i;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function pick<T>(list: readonly T[], seed: number, salt: number): T {
  return list[(seed + salt * 7919) % list.length]!;
}

function joinFeelings(labels: string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export function findFeelings(message: string): Feeling[] {
  const t = message.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  return FEELINGS.filter(([, re]) => re.test(t)).map(([f]) => f);
}

function findTopic(message: string): [Topic, string] | undefined {
  const t = message.toLowerCase();
  const hit = TOPICS.find(([, re]) => re.test(t));
  return hit ? [hit[0], hit[2]] : undefined;
}

function compose(input: OfflineInput, seed: number): string {
  const text = TONES[input.tone];
  const message = input.message.trim();
  if (GREETING.test(message)) return pick(text.greeting(input.companionName), seed, 0);

  const feelings = findFeelings(message);
  const hard = feelings.filter((f) => !POSITIVE.has(f));
  const topic = findTopic(message);
  const topicPhrase = topic ? ` about ${topic[1]}` : '';
  const parts: string[] = [];

  if (hard.length === 0 && feelings.length > 0) {
    const labels = feelings.slice(0, 2).map((f) => LABEL[f]);
    parts.push(pick(text.reflectPositive, seed, 1)(joinFeelings(labels)));
    parts.push(pick(text.validatePositive, seed, 2));
    parts.push(pick(text.questionsPositive, seed, 3));
    return parts.join(' ');
  }

  if (hard.length > 0) {
    const labels = hard.slice(0, 2).map((f) => LABEL[f]);
    parts.push(pick(text.reflect, seed, 1)(joinFeelings(labels), topicPhrase));
  } else {
    parts.push(pick(text.reflectGeneral, seed, 1));
  }
  parts.push(pick(text.validate, seed, 2));

  if (input.mode === 'problem-solving') {
    const pool =
      STEPS[hard[0] as Feeling] ?? (topic ? STEPS[topic[0]] : undefined) ?? (STEPS.default as string[]);
    const step = pick(pool, seed, 4);
    const intro = pick(text.stepIntro, seed, 5);
    parts.push(`${intro} ${step}.`);
    parts.push(pick(text.questionsSolving, seed, 3));
  } else {
    parts.push(pick(text.questionsSupportive, seed, 3));
  }
  return parts.join(' ');
}

function sentences(text: string): Set<string> {
  return new Set(
    text
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** A reply in the chosen mode and tone; never the same as `previousReply`, and varied from it. */
export function offlineReply(input: OfflineInput): string {
  const base = hash(`${input.message}\u0000${input.previousReply ?? ''}`);
  const previous = input.previousReply ? sentences(input.previousReply) : new Set<string>();
  let best: string | undefined;
  let bestOverlap = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 12; attempt++) {
    const candidate = compose(input, base + attempt * 104729);
    if (candidate === input.previousReply) continue;
    const overlap = [...sentences(candidate)].filter((s) => previous.has(s)).length;
    if (overlap < bestOverlap) {
      best = candidate;
      bestOverlap = overlap;
    }
    if (overlap === 0) break;
  }
  let reply = best ?? `${compose(input, base + 1)} I'm here with you.`;
  if (reply === input.previousReply) reply = `${reply} I'm here with you.`;
  if (input.risk === 'elevated' || input.crisisFlagged) reply = `${reply}\n\n${ELEVATED_HELP_NOTE}`;
  return reply;
}
