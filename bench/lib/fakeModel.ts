import { type FakeLlm, type FakeLlmCall, startFakeLlm, wordChunks } from '@sage/chat/fake-llm';
import { nowMs } from './http.ts';

/** What the fake model answers, instantly, in word-sized chunks (as a real model streams). */
export const REPLY =
  "That sounds like a heavy week, and it makes sense that it's still on your mind. What part of that conversation keeps coming back to you?";
/** Every benchmark message carries `[ref <marker>]`, so the model's side of each reply can be found. */
export const MARKER = /\[ref ([a-z0-9]+)\]/;

export interface BenchModel {
  fake: FakeLlm;
  port: number;
  /** When the model wrote the first chunk for a marker (nowMs()); read once, then forgotten. */
  takeFirstChunkAt(marker: string): number | undefined;
  close(): Promise<void>;
}

const lastUser = (call: FakeLlmCall) =>
  [...call.messages].reverse().find((m) => m.role === 'user')?.content ?? '';

/**
 * The chat service's fake OpenAI-compatible server, answering at once and noting when each reply's
 * first chunk leaves it. The bench starts it before anything else, so nothing else takes its port while
 * the stack starts.
 */
export async function startBenchModel(port: number): Promise<BenchModel> {
  const firstChunkAt = new Map<string, number>();
  const fake = await startFakeLlm({
    port,
    chunkDelayMs: 0,
    respond: (call) => {
      // With no delay configured, the fake writes the first chunks synchronously right after this returns.
      const m = MARKER.exec(lastUser(call));
      if (m) firstChunkAt.set(m[1]!, nowMs());
      return wordChunks(REPLY);
    },
  });
  return {
    fake,
    port: fake.port,
    takeFirstChunkAt(marker) {
      const at = firstChunkAt.get(marker);
      firstChunkAt.delete(marker);
      return at;
    },
    close: () => fake.close(),
  };
}

export { wordChunks };
