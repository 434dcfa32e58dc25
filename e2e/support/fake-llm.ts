/**
 * The OpenAI-compatible test server for the browser tests (started by e2e/run.sh): the chat service's
 * fake model (services/chat/test/support/fakeLlm.ts) on FAKE_LLM_PORT (default 8099), streaming word by
 * word every FAKE_LLM_DELAY_MS (default 40). It answers with one of FAKE_REPLIES, and with a long reply
 * for a message containing SLOW_TRIGGER, so the Stop button can be pressed mid-reply; the safety second
 * opinion gets a short JSON verdict.
 */
import { type FakeLlmCall, startFakeLlm, wordChunks } from '../../services/chat/test/support/fakeLlm.ts';
import { FAKE_REPLIES, LONG_REPLY, SLOW_TRIGGER } from './fakeReplies.ts';

function lastUserMessage(call: FakeLlmCall): string {
  return [...call.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
}

const port = Number(process.env.FAKE_LLM_PORT ?? 8099);
const llm = await startFakeLlm({
  port,
  host: '127.0.0.1',
  chunkDelayMs: Number(process.env.FAKE_LLM_DELAY_MS ?? 40),
  respond: (call) => {
    // The safety second opinion (the one call not streamed) gets a short verdict, as a real model writes.
    if (!call.stream) return ['{"level": "none", "category": "none"}'];
    const text = lastUserMessage(call);
    if (text.toLowerCase().includes(SLOW_TRIGGER)) return wordChunks(LONG_REPLY);
    let h = 0;
    for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    return wordChunks(FAKE_REPLIES[h % FAKE_REPLIES.length]!);
  },
});
console.log(`test model listening on ${llm.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void llm.close().then(() => process.exit(0));
  });
}
