/**
 * What the test model says in the browser tests (e2e/support/fake-llm.ts), so a journey can tell a
 * model's reply from the offline companion's.
 */
export const FAKE_REPLIES = [
  "That sounds like a lot to hold at once, and it makes sense that it's weighing on you. I'm here with you. What part of it feels biggest right now?",
  "Thank you for telling me. Whatever you're feeling is allowed, and there's no rush to sort it all out. Where would you like to start?",
  "I'm really glad you reached out. You don't have to carry this by yourself. What has today been like for you so far?",
];

/** A message containing this gets a long, slowly streamed reply (for the Stop journey). */
export const SLOW_TRIGGER = 'long story';

export const LONG_REPLY = Array.from(
  { length: 12 },
  (_, i) =>
    `Here is part ${i + 1} of a slow and gentle story about a small boat finding its way across a calm lake at dawn, one quiet stroke at a time.`,
).join(' ');
