/**
 * Example openings typed out one by one in the message box, so a visitor who doesn't know how to start
 * sees that any feeling, big or small, is a fine place to begin.
 */
export const FEELING_EXAMPLES: readonly string[] = [
  "I'm feeling anxious about tomorrow...",
  "I can't stop overthinking...",
  'I feel lonely, even around people...',
  "I'm tired of pretending I'm fine...",
  'Work has been overwhelming lately...',
  'I had a fight with my best friend...',
  "I don't know what I want anymore...",
  "I can't fall asleep at night...",
  "I feel like I'm falling behind...",
  "My mind won't slow down today...",
  'I miss someone so much lately...',
  "I'm nervous about a big decision...",
  'I keep doubting myself...',
  "I'm stressed about money...",
  'I feel stuck in the same routine...',
  "I did something I'm proud of...",
  "My family doesn't get me...",
  "I'm dreading going back to school...",
  "I feel numb and I'm not sure why...",
  'I said something I regret...',
  "I'm worried about my relationship...",
  'Everything feels like too much...',
  "I'm angry and can't let it go...",
  'Moving away has been hard...',
  'Saying no makes me feel guilty...',
  "I can't focus on anything today...",
  'I feel like nobody listens...',
  "I'm scared of letting people down...",
  'I had a good day, for once...',
  'My grief keeps coming in waves...',
  'I keep comparing myself to others...',
  "I'm burnt out and need a break...",
  'New people make me nervous...',
  'I keep replaying what I said...',
  "I'm not sure how to ask for help...",
  'I feel restless and on edge...',
  "I'm trying to be kinder to myself...",
  'My heart races before meetings...',
  'I just need to vent for a minute...',
  "I'm hopeful but a little afraid...",
];

/** Shown instead of the typing animation when motion is reduced or once the visitor starts typing. */
export const STATIC_PLACEHOLDER = "Share what's on your mind...";
