import type { Pack } from './packTypes.ts';

/** Sleep and screens: the everyday habits people ask about most. */
export const HABIT_PACKS = {
  sleep: {
    reflect: [
      'Not sleeping makes everything feel heavier.',
      'It sounds like sleep has been really hard to come by.',
      'Lying awake with your mind racing is so draining.',
    ],
    validate: [
      'When sleep goes, everything else gets harder, so it makes sense you are feeling it.',
      'Trying hard to sleep and not being able to is really frustrating.',
      'Nights can make worries feel bigger than they do in the daytime.',
      '[nightmare]Nightmares can leave you shaken long after you wake up.',
    ],
    ask: [
      '[!nightmare]What tends to keep you awake?',
      '[nightmare]What do the nightmares tend to be about, if you want to share?',
      'What goes through your mind when you are lying there?',
      'How long has sleep been like this?',
      'What does your evening usually look like before bed?',
      'How are you feeling during the day with so little sleep?',
    ],
    askSolve: [
      'Which of these could you try tonight?',
      'What usually happens in the hour before you go to bed?',
      'What has helped you sleep better in the past?',
    ],
    steps: [
      'Keep the same wake-up time for a few days, even after a bad night; a steady wake time helps set your body clock.',
      'Give yourself thirty to sixty minutes to wind down before bed, with lights low and screens away.',
      'If you have been lying awake for what feels like twenty minutes, get up and do something quiet in dim light, then go back when sleepy.',
      'An hour or two before bed, spend ten minutes writing down what is on your mind and any next steps.',
      'In bed, try 4-7-8 breathing: in through your nose for 4, hold for 7, out through your mouth for 8, about four times.',
      'Avoid caffeine from early afternoon, and go easy on alcohol, which tends to disrupt sleep later in the night.',
    ],
  },
  screens: {
    reflect: [
      'It sounds like your phone has been taking up more of your time than you want.',
      'Screens are designed to be hard to put down, so this is really common.',
    ],
    validate: [
      'Apps are built to keep you scrolling, so struggling to stop is not a lack of willpower.',
      'Wanting a healthier balance with your phone is a good instinct.',
      'Scrolling is often a way to rest or escape, and it makes sense to want something that restores you more.',
    ],
    ask: [
      'When do you find yourself reaching for your phone most?',
      'How do you usually feel after a long scroll?',
      'What would you like to do with some of that time instead?',
      'What is the phone helping you escape from, if anything?',
    ],
    askSolve: [
      'Which of these feels easiest to start with?',
      'What time of day is the hardest to put it down?',
    ],
    steps: [
      'Move your most-scrolled apps off your home screen, so opening them takes one more step.',
      'Keep your phone out of the bedroom at night, with a simple alarm clock instead.',
      'Set one screen-free window a day, like the first half hour after waking.',
      'Turn off notifications for everything that is not from a person.',
    ],
  },
} satisfies Record<string, Pack>;
