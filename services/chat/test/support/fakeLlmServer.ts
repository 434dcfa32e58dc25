/**
 * Runs the fake OpenAI-compatible server for the local stack and browser tests:
 * `FAKE_LLM_PORT` (default 8099), `FAKE_LLM_DELAY_MS` between chunks (default 40). Point the chat worker
 * at it with `OPENAI_BASE_URL=http://127.0.0.1:8099/v1 OPENAI_API_KEY=fake`.
 */
import { type FakeLlmCall, startFakeLlm, wordChunks } from './fakeLlm.ts';

const REPLIES = [
  "That sounds like a lot to carry, and it makes sense that you feel this way. I'm here and listening. What feels heaviest about it right now?",
  "Thank you for sharing that with me. Your feelings are valid, and you don't have to figure it all out at once. What would help most to talk through first?",
  "I hear you. It's okay to feel what you're feeling, and you're not alone in it. How long has this been on your mind?",
];

function lastUserMessage(call: FakeLlmCall): string {
  return [...call.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
}

const port = Number(process.env.FAKE_LLM_PORT ?? 8099);
const delay = Number(process.env.FAKE_LLM_DELAY_MS ?? 40);
const llm = await startFakeLlm({
  port,
  host: process.env.FAKE_LLM_HOST ?? '127.0.0.1',
  chunkDelayMs: delay,
  respond: (call) => {
    // The safety second opinion (the one call not streamed) gets a short verdict, as a real model writes.
    if (!call.stream) return ['{"level": "none", "category": "none"}'];
    const text = lastUserMessage(call);
    let h = 0;
    for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    return wordChunks(REPLIES[h % REPLIES.length]!);
  },
});
console.log(`fake LLM listening on ${llm.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void llm.close().then(() => process.exit(0));
  });
}
