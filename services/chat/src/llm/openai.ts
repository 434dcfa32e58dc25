import OpenAI from 'openai';
import { ModelBusyError } from './limits.ts';
import type { ChatModel, StreamOptions, StreamResult } from './model.ts';
import { LlmError } from './model.ts';

export interface OpenAiSettings {
  baseURL: string | undefined;
  apiKey: string;
  model: string;
  /** The call fails when no progress (the answer's start, or the next chunk) arrives for this long. */
  timeoutMs: number;
  /** The longest reply, in tokens. */
  maxTokens: number;
  /** The whole call must end within this, however steadily chunks arrive. */
  deadlineMs: number;
  /** Ask for the call's token usage in the stream's last chunk (`stream_options.include_usage`). */
  streamUsage?: boolean;
}

/** How long a provider's 429 asks to wait (Retry-After in seconds or as a date, or retry-after-ms). */
export function retryAfterMs(headers: unknown, now = Date.now()): number {
  const get = (name: string): string | null | undefined =>
    headers && typeof (headers as Headers).get === 'function'
      ? (headers as Headers).get(name)
      : (headers as Record<string, string> | undefined)?.[name];
  const ms = Number(get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return Math.min(ms, 120_000);
  const raw = get('retry-after');
  const seconds = Number(raw);
  if (raw && Number.isFinite(seconds) && seconds >= 0)
    return Math.min(Math.max(seconds * 1000, 500), 120_000);
  const date = raw ? Date.parse(raw) : Number.NaN;
  if (Number.isFinite(date)) return Math.min(Math.max(date - now, 500), 120_000);
  return 5_000;
}

function hostOf(baseURL: string | undefined): string {
  if (!baseURL) return 'api.openai.com';
  try {
    return new URL(baseURL).host;
  } catch {
    return baseURL;
  }
}

/**
 * Any OpenAI-compatible endpoint through the `openai` SDK, streamed. The SDK's own retries are off: the
 * reply job's BullMQ attempts (with exponential backoff) are the one retry policy.
 */
export function createOpenAiModel(settings: OpenAiSettings): ChatModel {
  const client = new OpenAI({
    baseURL: settings.baseURL,
    apiKey: settings.apiKey,
    maxRetries: 0,
    timeout: settings.timeoutMs,
  });
  return {
    describe: () => `openai-compatible at ${hostOf(settings.baseURL)}, model ${settings.model}`,
    async stream(messages, { signal, onDelta }: StreamOptions): Promise<StreamResult> {
      const controller = new AbortController();
      let timedOut = false;
      let pastDeadline = false;
      let timer: NodeJS.Timeout | undefined;
      const deadline = setTimeout(() => {
        pastDeadline = true;
        controller.abort();
      }, settings.deadlineMs);
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, settings.timeoutMs);
      };
      const onStop = () => controller.abort();
      signal.addEventListener('abort', onStop, { once: true });
      let text = '';
      let usage: StreamResult['usage'];
      try {
        if (signal.aborted) return { text, stopped: true };
        arm();
        const stream = await client.chat.completions.create(
          {
            model: settings.model,
            messages,
            stream: true,
            max_tokens: settings.maxTokens,
            ...(settings.streamUsage ? { stream_options: { include_usage: true } } : {}),
          },
          { signal: controller.signal },
        );
        for await (const chunk of stream) {
          arm();
          if (chunk.usage) {
            usage = { inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens };
          }
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) {
            text += delta;
            onDelta(delta);
          }
        }
        if (!text.trim()) throw new LlmError('empty', 'the model answered with an empty reply');
        return { text, stopped: false, usage };
      } catch (err) {
        if (signal.aborted) return { text, stopped: true };
        if (err instanceof LlmError) throw err;
        if (timedOut)
          throw new LlmError('timeout', `no progress from the model for ${settings.timeoutMs} ms`);
        if (pastDeadline)
          throw new LlmError('timeout', `the model did not finish within ${settings.deadlineMs} ms`);
        const status = (err as { status?: number }).status;
        // The provider's own limit: every worker waits, the reply goes back to the queue.
        if (status === 429 && !text)
          throw new ModelBusyError(retryAfterMs((err as { headers?: unknown }).headers));
        const detail = err instanceof Error ? err.message : String(err);
        throw new LlmError('provider', status ? `provider answered ${status}: ${detail}` : detail);
      } finally {
        clearTimeout(timer);
        clearTimeout(deadline);
        signal.removeEventListener('abort', onStop);
      }
    },
  };
}
