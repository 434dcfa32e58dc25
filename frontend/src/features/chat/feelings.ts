/**
 * Example openings typed out one by one in the message box, so a visitor who doesn't know how to start
 * sees that any feeling, big or small, is a fine place to begin.
 */
export const FEELING_EXAMPLES: readonly string[] = [
  "I'm feeling anxious about tomorrow...",
  "I can't stop overthinking...",
  'I feel lonely even when people are around...',
  "I'm so tired of pretending I'm fine...",
  'Work has been overwhelming lately...',
  'I had a fight with my best friend...',
  "I don't know what I want anymore...",
  "I can't fall asleep at night...",
  'I feel like I am falling behind everyone...',
  "My mind won't slow down today...",
  'I miss someone who is no longer in my life...',
  "I'm nervous about a big decision...",
  'I keep doubting myself...',
  "I'm stressed about money...",
  'I feel stuck in the same routine...',
  "I'm proud of something and want to share it...",
  'My family doesn’t really understand me...',
  "I'm dreading going back to school...",
  "I feel numb and I'm not sure why...",
  'I said something I regret...',
  "I'm worried about my relationship...",
  'Everything feels like too much right now...',
  "I'm angry and I don't know where to put it...",
  "I'm having a hard time since the move...",
  'I want to set a boundary but feel guilty...',
  "I can't focus on anything today...",
  'I feel like nobody really listens to me...',
  "I'm scared of disappointing people...",
  "I had a good day and I'm not used to that...",
  "I'm grieving and it comes in waves...",
  'I compare myself to others all the time...',
  "I'm burnt out and need to slow down...",
  "I'm nervous about meeting new people...",
  'I keep replaying a conversation in my head...',
  "I'm not sure how to ask for help...",
  'I feel restless and on edge...',
  "I'm trying to be kinder to myself...",
  'My heart races before every meeting...',
  'I just need to vent for a minute...',
  "I'm hopeful but a little afraid...",
];

/** Shown instead of the typing animation when motion is reduced or once the visitor starts typing. */
export const STATIC_PLACEHOLDER = "Share what's on your mind...";
