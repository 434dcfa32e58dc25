import type { TechniqueId } from './types.ts';

/**
 * Short, correct explanations of the techniques the library teaches, with the library's own figures:
 * lesson "Box Breathing and 4-7-8 Breathing" and "Coherent and Triangle Breathing for Everyday Calm"
 * (/article/breathing), "Grounding Through Your Senses" and the article "Grounding Techniques for Anxious
 * Moments", "Journaling for Emotional Clarity", "Sleep and Emotional Wellbeing" (muscle relaxation and
 * sleep habits), "What Self-Compassion Really Means" (the self-compassion break), "A Simple Gratitude
 * Practice" and "Mindfulness Meditation for Beginners" (body scan).
 */
export interface Technique {
  name: string;
  /** One sentence on what it is and when it helps. */
  intro: string;
  steps: string[];
  /** A closing tip, one sentence. */
  tip: string;
}

export const TECHNIQUES: Record<Exclude<TechniqueId, 'breathing'>, Technique> = {
  'box-breathing': {
    name: 'box breathing',
    intro:
      'Box breathing (4-4-4-4) uses four equal counts, like tracing the sides of a square, and it is great for steadying yourself quickly.',
    steps: [
      'Breathe in slowly through your nose for a count of 4.',
      'Hold your breath gently for 4.',
      'Breathe out slowly for 4.',
      'Hold with empty lungs for 4.',
    ],
    tip: 'Repeat for four or more rounds, or a few minutes, and if the holds feel uncomfortable, skip them and just breathe slowly in and out.',
  },
  '4-7-8': {
    name: '4-7-8 breathing',
    intro:
      '4-7-8 breathing uses a long exhale, which makes it a good one for winding down or getting ready for sleep.',
    steps: [
      'Breathe out completely through your mouth.',
      'Breathe in quietly through your nose for a count of 4.',
      'Hold your breath for 7.',
      'Breathe out fully through your mouth for 8, with a soft whoosh.',
    ],
    tip: 'Do four cycles to begin with; the ratio matters more than the speed, so count faster if holding for 7 feels like too much.',
  },
  'triangle-breathing': {
    name: 'triangle breathing',
    intro:
      'Triangle breathing (3-3-3) has three short, equal parts, so it is easy to learn and handy for quick resets.',
    steps: ['Breathe in through your nose for a count of 3.', 'Hold gently for 3.', 'Breathe out for 3.'],
    tip: 'Repeat for a minute or two, picturing the three sides of a triangle if that helps.',
  },
  'coherent-breathing': {
    name: 'coherent breathing',
    intro:
      'Coherent breathing slows you to about six breaths a minute, with no holds, just a smooth, even rhythm.',
    steps: [
      'Sit or lie down comfortably and let your shoulders drop.',
      'Breathe in gently through your nose for about 5 seconds.',
      'Breathe out smoothly for about 5 seconds.',
      'Keep going without pausing, like slow waves, for 5 to 10 minutes.',
    ],
    tip: 'If 5 seconds feels long at first, start with 4 and work up.',
  },
  'counting-breaths': {
    name: 'counting breaths',
    intro: 'Counting breaths to 10 gives a busy mind one simple thing to hold on to.',
    steps: [
      'Let your breathing settle into its own rhythm.',
      'Each time you breathe out, count silently: one, then two, and so on.',
      'When you reach 10, start again at one.',
      'If your mind wanders and you lose count, simply start over at one.',
    ],
    tip: 'Losing count is not failing; noticing and coming back is the whole practice.',
  },
  grounding: {
    name: 'the 5-4-3-2-1 grounding exercise',
    intro:
      'The 5-4-3-2-1 exercise brings your attention out of spiraling thoughts and back to what your senses notice right now.',
    steps: [
      'Name 5 things you can see.',
      'Name 4 things you can feel, like your feet on the floor or the chair under you.',
      'Name 3 things you can hear.',
      'Name 2 things you can smell.',
      'Name 1 thing you can taste.',
    ],
    tip: 'Go slowly and notice the details; if you lose count, just carry on, because there is no way to fail at this.',
  },
  journaling: {
    name: 'journaling',
    intro:
      'Journaling is just writing down what is going on inside, which slows thoughts down so you can look at them. No talent or special notebook needed.',
    steps: [
      'Set a timer for five minutes; that is plenty.',
      'Write without stopping or fixing spelling, even if it is "I don\'t know what to write".',
      'Or try a check-in: what am I feeling, where do I notice it in my body, and what might it be telling me.',
    ],
    tip: 'A single sentence still counts, and nobody else ever needs to read it.',
  },
  'sleep-habits': {
    name: 'sleep habits',
    intro: 'A few steady habits can make sleep come more easily, and no single one has to be perfect.',
    steps: [
      'Wake up at roughly the same time every day, even after a poor night.',
      'Give yourself thirty to sixty minutes to wind down, with dim lights and screens away.',
      'Avoid caffeine from early afternoon.',
      'If you have been awake for about twenty minutes, get up and do something quiet in dim light, then return when sleepy.',
    ],
    tip: 'Trying too hard to sleep can backfire, so it helps to think "I am resting my body, and that counts too".',
  },
  'muscle-relaxation': {
    name: 'progressive muscle relaxation',
    intro:
      'Progressive muscle relaxation means tensing and releasing your muscles one group at a time, which helps your body let go of tension, especially at bedtime.',
    steps: [
      'Start with your toes: tense them gently for a few seconds.',
      'Release, and notice the difference between tension and relaxation.',
      'Move up your body, group by group, until you reach your face.',
    ],
    tip: 'Keep the tension gentle, never to the point of pain.',
  },
  'self-compassion-break': {
    name: 'the self-compassion break',
    intro: 'The self-compassion break takes less than a minute and can soften a hard moment.',
    steps: [
      'Acknowledge the pain: "This is really hard right now."',
      'Remember you are not alone: "Struggling is part of being human. Other people feel this way too."',
      'Offer yourself kindness: place a hand on your chest and say "May I be kind to myself", or whatever words feel natural.',
    ],
    tip: 'It can feel awkward at first, and that is normal; there is no right script.',
  },
  gratitude: {
    name: 'three good things',
    intro:
      'Three good things is a simple gratitude practice that trains your attention to notice what is quietly good.',
    steps: [
      'Before bed, think of three good things from today, however small.',
      'For each one, note why it mattered.',
      'Be specific: "my friend texted to check on me" works better than "friends".',
    ],
    tip: 'On hard days, lower the bar; getting through the day can be one of the three.',
  },
  'body-scan': {
    name: 'a body scan',
    intro:
      'A body scan is a slow tour of your body with your attention, noticing without trying to change anything.',
    steps: [
      'Lie down or sit comfortably.',
      'Slowly move your attention from your toes up to the top of your head.',
      'Notice warmth, tingling, tension or nothing at all, and keep moving.',
    ],
    tip: 'If your mind wanders, that is normal; just come back to where you were.',
  },
};

/** A general request ("any breathing exercise?") resolved by what else they said. */
export function resolveTechnique(
  id: TechniqueId,
  context: { sleep: boolean; anxious: boolean },
): Exclude<TechniqueId, 'breathing'> {
  if (id !== 'breathing') return id;
  if (context.sleep) return '4-7-8';
  return 'box-breathing';
}

/** The technique as a short reply body: intro, numbered steps, tip. */
export function explain(id: Exclude<TechniqueId, 'breathing'>): string {
  const t = TECHNIQUES[id];
  const steps = t.steps.map((s, i) => `${i + 1}. ${s}`).join('\n');
  return `${t.intro}\n\n${steps}\n\n${t.tip}`;
}
