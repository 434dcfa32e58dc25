import { Registry } from '@sage/shared';
import { describe, expect, it } from 'vitest';
import { estimateTokens, instrumentModel, modelErrorKind } from '../src/llm/instrument.ts';
import { ModelBusyError } from '../src/llm/limits.ts';
import { type ChatModel, LlmError, type StreamResult } from '../src/llm/model.ts';
import { createReplyMetrics } from '../src/metrics.ts';

const SECRET = 'my sister said something awful at dinner';

function model(fn: (onDelta: (t: string) => void) => Promise<StreamResult>): ChatModel {
  return { describe: () => 'test model', stream: (_messages, { onDelta }) => fn(onDelta) };
}

async function measured(m: ChatModel) {
  const registry = new Registry();
  const metrics = createReplyMetrics(registry);
  const wrapped = instrumentModel(m, metrics);
  const deltas: string[] = [];
  const result = await wrapped
    .stream([{ role: 'user', content: SECRET }], {
      signal: new AbortController().signal,
      onDelta: (t) => deltas.push(t),
    })
    .catch((err: unknown) => err);
  const values = async (name: string) =>
    (await registry.getSingleMetric(name)!.get()).values.map((v) => ({ labels: v.labels, value: v.value }));
  return { registry, result, deltas, values };
}

const sum = (vs: { labels: Record<string, unknown>; value: number }[], match: Record<string, string>) =>
  vs
    .filter((v) => Object.entries(match).every(([k, x]) => v.labels[k] === x))
    .reduce((n, v) => n + v.value, 0);

describe('the measured model', () => {
  it('passes every piece on and times the first one and the whole call', async () => {
    const m = await measured(
      model(async (onDelta) => {
        onDelta('Hello ');
        onDelta('there.');
        return { text: 'Hello there.', stopped: false, usage: { inputTokens: 42, outputTokens: 3 } };
      }),
    );
    expect(m.deltas).toEqual(['Hello ', 'there.']);
    expect(sum(await m.values('chat_model_time_to_first_token_seconds'), { le: '+Inf' })).toBe(1);
    expect(sum(await m.values('chat_model_duration_seconds'), { le: '+Inf', outcome: 'completed' })).toBe(1);
    const tokens = await m.values('chat_model_tokens_total');
    expect(sum(tokens, { direction: 'in', counted: 'reported' })).toBe(42);
    expect(sum(tokens, { direction: 'out', counted: 'reported' })).toBe(3);
    expect(sum(tokens, { counted: 'estimated' })).toBe(0);
  });

  it('estimates tokens at 4 characters when the provider does not report them', async () => {
    const m = await measured(
      model(async (onDelta) => {
        onDelta('12345678');
        return { text: '12345678', stopped: false };
      }),
    );
    const tokens = await m.values('chat_model_tokens_total');
    expect(sum(tokens, { direction: 'in', counted: 'estimated' })).toBe(estimateTokens(SECRET.length));
    expect(sum(tokens, { direction: 'out', counted: 'estimated' })).toBe(2);
  });

  it('counts a stopped call as stopped', async () => {
    const m = await measured(model(async () => ({ text: '', stopped: true })));
    expect(sum(await m.values('chat_model_duration_seconds'), { le: '+Inf', outcome: 'stopped' })).toBe(1);
    expect(sum(await m.values('chat_model_time_to_first_token_seconds'), { le: '+Inf' })).toBe(0);
  });

  it('counts a failed call by kind and throws the same error on', async () => {
    const err = new LlmError('timeout', 'no progress');
    const m = await measured(
      model(async () => {
        throw err;
      }),
    );
    expect(m.result).toBe(err);
    expect(sum(await m.values('chat_model_errors_total'), { kind: 'timeout' })).toBe(1);
    expect(sum(await m.values('chat_model_duration_seconds'), { le: '+Inf', outcome: 'failed' })).toBe(1);
  });

  it('names the kinds of failure', () => {
    expect(modelErrorKind(new LlmError('provider', 'x'))).toBe('provider');
    expect(modelErrorKind(new LlmError('empty', 'x'))).toBe('empty');
    expect(modelErrorKind(new ModelBusyError(1_000))).toBe('rate_limited');
    expect(modelErrorKind(new Error('socket hang up'))).toBe('other');
  });

  it('never puts what was written into a metric', async () => {
    const m = await measured(
      model(async (onDelta) => {
        onDelta(SECRET);
        return { text: SECRET, stopped: false };
      }),
    );
    const text = await m.registry.metrics();
    expect(text).not.toContain('sister');
    expect(text).toContain('chat_model_time_to_first_token_seconds_bucket');
  });
});

describe('the reply metrics', () => {
  it('follow the Prometheus naming conventions', async () => {
    const registry = new Registry();
    createReplyMetrics(registry);
    const names = (await registry.getMetricsAsJSON()).map((m) => `${m.type} ${m.name}`);
    expect(names.sort()).toEqual([
      'counter chat_model_errors_total',
      'counter chat_model_tokens_total',
      'counter chat_offline_fallbacks_total',
      'counter chat_replies_written_total',
      'histogram chat_model_duration_seconds',
      'histogram chat_model_time_to_first_token_seconds',
      'histogram chat_second_opinion_duration_seconds',
    ]);
  });
});
