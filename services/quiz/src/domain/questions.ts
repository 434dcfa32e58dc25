import type { AttachmentType } from '@sage/shared';

/**
 * The attachment-style quiz: 10 questions about everyday moments with partners, friends and family.
 *
 * Adult attachment research describes close relationships along two dimensions: anxiety (worry about
 * being let down or left) and avoidance (discomfort with closeness and depending on others). The four
 * styles sit in the four corners:
 *
 *                      low avoidance     high avoidance
 *   low anxiety        secure            avoidant
 *   high anxiety       anxious           disorganized (fearful-avoidant)
 *
 * Every question offers one answer from each corner, in varying order. An answer gives 3 points to its
 * own style, 1 point to each style that shares one of its two dimensions, and 0 to the opposite corner.
 * The weights stay on the server: clients only ever see ids and text.
 */

export type Weights = Record<AttachmentType, number>;

export interface QuizOption {
  /** Unique across the whole quiz (question id × 10 + position), so an option names its question. */
  id: number;
  text: string;
  weights: Weights;
}

export interface QuizQuestion {
  id: number;
  text: string;
  options: QuizOption[];
}

/** Low anxiety, low avoidance. */
const SECURE: Weights = { secure: 3, anxious: 1, avoidant: 1, disorganized: 0 };
/** High anxiety, low avoidance. */
const ANXIOUS: Weights = { secure: 1, anxious: 3, avoidant: 0, disorganized: 1 };
/** Low anxiety, high avoidance. */
const AVOIDANT: Weights = { secure: 1, anxious: 0, avoidant: 3, disorganized: 1 };
/** High anxiety, high avoidance. */
const DISORGANIZED: Weights = { secure: 0, anxious: 1, avoidant: 1, disorganized: 3 };

export const ATTACHMENT_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 1,
    text: 'When someone close to you takes much longer than usual to answer a message, what usually goes through your mind?',
    options: [
      {
        id: 11,
        text: "They're probably busy. I'll hear from them when they have a moment.",
        weights: SECURE,
      },
      {
        id: 12,
        text: 'I start wondering whether I said something wrong, and I keep checking my phone.',
        weights: ANXIOUS,
      },
      {
        id: 13,
        text: "I hardly notice. I'm usually wrapped up in my own things anyway.",
        weights: AVOIDANT,
      },
      {
        id: 14,
        text: "I worry they're drifting away, then tell myself I shouldn't have let myself care so much.",
        weights: DISORGANIZED,
      },
    ],
  },
  {
    id: 2,
    text: 'After a hard day, how do you feel about leaning on a partner, a friend or someone in your family?',
    options: [
      {
        id: 21,
        text: "I'd rather sort it out on my own. Talking it through doesn't do much for me.",
        weights: AVOIDANT,
      },
      {
        id: 22,
        text: "I reach out and tell them what's going on. Sharing it makes the day lighter.",
        weights: SECURE,
      },
      {
        id: 23,
        text: 'I want comfort, but when someone offers it I often tense up and close off.',
        weights: DISORGANIZED,
      },
      {
        id: 24,
        text: 'I want to reach out, but I worry about being too much for them.',
        weights: ANXIOUS,
      },
    ],
  },
  {
    id: 3,
    text: 'When a relationship starts to feel closer and more serious, you tend to...',
    options: [
      {
        id: 31,
        text: 'Feel excited but on edge, watching for signs that it matters to them as much as it does to me.',
        weights: ANXIOUS,
      },
      {
        id: 32,
        text: 'Feel drawn in and scared at the same time, and sometimes push them away just as we get close.',
        weights: DISORGANIZED,
      },
      {
        id: 33,
        text: 'Enjoy it and let things grow at a pace that feels natural to both of us.',
        weights: SECURE,
      },
      { id: 34, text: 'Feel a bit crowded and want to protect my own space.', weights: AVOIDANT },
    ],
  },
  {
    id: 4,
    text: 'How do you usually handle a disagreement with someone you care about?',
    options: [
      {
        id: 41,
        text: 'I go quiet or change the subject and wait for it to blow over.',
        weights: AVOIDANT,
      },
      {
        id: 42,
        text: 'I worry it means we are in trouble, and I try to fix things right away.',
        weights: ANXIOUS,
      },
      {
        id: 43,
        text: 'I say how I feel, listen to their side, and we find our way through it.',
        weights: SECURE,
      },
      {
        id: 44,
        text: "My reactions swing: sometimes I get very upset, sometimes I shut down, and it's hard to tell which it will be.",
        weights: DISORGANIZED,
      },
    ],
  },
  {
    id: 5,
    text: 'When someone close to you needs a lot from you emotionally, you usually...',
    options: [
      {
        id: 51,
        text: 'Want to help, but feel overwhelmed and unsure whether it is safe to get that involved.',
        weights: DISORGANIZED,
      },
      {
        id: 52,
        text: "Am glad to be there for them, and honest about what I can and can't give.",
        weights: SECURE,
      },
      {
        id: 53,
        text: 'Give as much as I can, partly hoping it will keep them close.',
        weights: ANXIOUS,
      },
      { id: 54, text: 'Start to feel drained and want some distance.', weights: AVOIDANT },
    ],
  },
  {
    id: 6,
    text: 'How easy is it for you to trust the people closest to you?',
    options: [
      {
        id: 61,
        text: 'I trust myself more than anyone. Relying on myself feels safest.',
        weights: AVOIDANT,
      },
      {
        id: 62,
        text: 'I long to trust people, yet I half expect to get hurt when I do.',
        weights: DISORGANIZED,
      },
      {
        id: 63,
        text: 'I want to, but I often wonder whether they care about me as much as I care about them.',
        weights: ANXIOUS,
      },
      {
        id: 64,
        text: 'Fairly easy. I trust people unless they give me a real reason not to.',
        weights: SECURE,
      },
    ],
  },
  {
    id: 7,
    text: 'When you spend time apart from a partner or close friend, like a trip or a busy week, you usually...',
    options: [
      {
        id: 71,
        text: 'Miss them a little, enjoy my own time, and look forward to catching up.',
        weights: SECURE,
      },
      {
        id: 72,
        text: 'Enjoy the break and the extra breathing room.',
        weights: AVOIDANT,
      },
      {
        id: 73,
        text: 'Feel relieved and worried at once, and struggle to settle into either feeling.',
        weights: DISORGANIZED,
      },
      {
        id: 74,
        text: 'Feel uneasy, and want frequent check-ins to stay connected.',
        weights: ANXIOUS,
      },
    ],
  },
  {
    id: 8,
    text: 'Sharing your deeper feelings, like fears or insecurities, with someone close to you feels...',
    options: [
      {
        id: 81,
        text: "Important, though I worry about how they'll react and whether they'll still want me around.",
        weights: ANXIOUS,
      },
      {
        id: 82,
        text: "Uncomfortable. I'd rather keep those things to myself.",
        weights: AVOIDANT,
      },
      {
        id: 83,
        text: 'Mostly comfortable. It usually brings us closer.',
        weights: SECURE,
      },
      {
        id: 84,
        text: 'Risky. Part of me wants to open up, and part of me fears it will be used against me.',
        weights: DISORGANIZED,
      },
    ],
  },
  {
    id: 9,
    text: 'When someone tells you they care about you, how do you tend to take it?',
    options: [
      {
        id: 91,
        text: 'I want it to be true, but I find it hard to believe and sometimes test them.',
        weights: DISORGANIZED,
      },
      {
        id: 92,
        text: 'I appreciate it, though it can feel a little awkward or like pressure.',
        weights: AVOIDANT,
      },
      {
        id: 93,
        text: 'It reassures me for a while, but the doubts tend to creep back.',
        weights: ANXIOUS,
      },
      { id: 94, text: 'I believe them, and it feels good to hear.', weights: SECURE },
    ],
  },
  {
    id: 10,
    text: 'Looking at your close relationships overall, which sounds most like you?',
    options: [
      {
        id: 101,
        text: 'I often want more closeness than the people around me seem ready to give.',
        weights: ANXIOUS,
      },
      {
        id: 102,
        text: 'They feel steady. I can be close to people and still be fully myself.',
        weights: SECURE,
      },
      {
        id: 103,
        text: "I'm most at ease when I keep a little distance and don't need anyone too much.",
        weights: AVOIDANT,
      },
      {
        id: 104,
        text: 'They often feel confusing. I want closeness, yet it can feel unsafe once I have it.',
        weights: DISORGANIZED,
      },
    ],
  },
];

/** Every quiz the service knows, by its `quizType`. */
export const QUIZZES = { attachment: ATTACHMENT_QUESTIONS } as const;

export type QuizType = keyof typeof QUIZZES;

export const QUIZ_TYPES = Object.keys(QUIZZES) as QuizType[];

export function isQuizType(value: string): value is QuizType {
  return Object.hasOwn(QUIZZES, value);
}
