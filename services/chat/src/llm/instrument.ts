import type { ModelErrorKind, ReplyMetrics } from '../metrics.ts';
import { ModelBusyError } from './limits.ts';
import { type ChatModel, LlmError } from './model.ts';

/** Tokens as providers count them, when they do not say: about 4 characters a token. */
export const estimateTokens = (chars: number) => Math.ceil(chars / 4);

export function modelErrorKind(err: unknown): ModelErrorKind {
  if (err instanceof ModelBusyError) return 'rate_limited';
  if (err instanceof LlmError) return err.kind;
  return 'other';
}

/**
 * The model, measured: time to the first piece of text, the call's duration by outcome, failures by kind,
 * and tokens in and out (as the provider reported them, else estimated from the characters). Nothing of
 * the text itself is recorded.
 */
export function instrumentModel(model: ChatModel, metrics: ReplyMetrics): ChatModel {
  return {
    describe: () => model.describe(),
    async stream(messages, options) {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      let first = true;
      try {
        const result = await model.stream(messages, {
          ...options,
          onDelta: (text) => {
            if (first && text) {
              first = false;
              metrics.timeToFirstToken.observe(seconds());
            }
            options.onDelta(text);
          },
        });
        metrics.modelSeconds.observe({ outcome: result.stopped ? 'stopped' : 'completed' }, seconds());
        if (result.usage) {
          metrics.tokens.inc({ direction: 'in', counted: 'reported' }, result.usage.inputTokens);
          metrics.tokens.inc({ direction: 'out', counted: 'reported' }, result.usage.outputTokens);
        } else {
          const prompt = messages.reduce((n, m) => n + m.content.length, 0);
          metrics.tokens.inc({ direction: 'in', counted: 'estimated' }, estimateTokens(prompt));
          metrics.tokens.inc({ direction: 'out', counted: 'estimated' }, estimateTokens(result.text.length));
        }
        return result;
      } catch (err) {
        metrics.modelSeconds.observe({ outcome: 'failed' }, seconds());
        metrics.modelErrors.inc({ kind: modelErrorKind(err) });
        throw err;
      }
    },
  };
}
