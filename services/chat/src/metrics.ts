import { Counter, Histogram, type Registry } from '@sage/shared';

export interface ChatMetrics {
  /** Messages accepted, by risk level. */
  messages: Counter<'risk' | 'category'>;
  /** How each wait for a reply ended, by route. */
  outcomes: Counter<'route' | 'outcome'>;
  /** Seconds from accepting a message to its reply (done only), by route. */
  replySeconds: Histogram<'route'>;
}

export function createChatMetrics(registry: Registry): ChatMetrics {
  return {
    messages: new Counter({
      name: 'chat_messages_total',
      help: 'Messages accepted, by assessed risk and kind of danger',
      labelNames: ['risk', 'category'],
      registers: [registry],
    }),
    outcomes: new Counter({
      name: 'chat_reply_outcomes_total',
      help: 'How waits for a reply ended (done, timeout, gone, failed, closed), by route',
      labelNames: ['route', 'outcome'],
      registers: [registry],
    }),
    replySeconds: new Histogram({
      name: 'chat_reply_seconds',
      help: 'Time from accepting a message to its stored reply',
      labelNames: ['route'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
      registers: [registry],
    }),
  };
}

/** Kinds of a failed model call in `chat_model_errors_total`. */
export type ModelErrorKind = 'timeout' | 'provider' | 'empty' | 'rate_limited' | 'other';

/**
 * The reply worker's own metrics (its `/metrics` on METRICS_PORT): the model's calls, the offline
 * companion standing in for a failing model, the second opinion, and the replies this process wrote.
 * Labels are fixed words only (outcome, kind, direction, source): never an id or a visitor's text.
 */
export interface ReplyMetrics {
  /** Seconds from the start of a model call to its first piece of text. */
  timeToFirstToken: Histogram<never>;
  /** Seconds a model call took, by how it ended (completed, stopped, failed). */
  modelSeconds: Histogram<'outcome'>;
  /** Tokens of the reply calls, in (prompt) and out (reply), as the provider reported or estimated. */
  tokens: Counter<'direction' | 'counted'>;
  /** Failed model calls by kind (timeout, provider, empty, rate_limited, other). */
  modelErrors: Counter<'kind'>;
  /** Replies the offline companion wrote because the model still failed on the job's last attempt. */
  offlineFallbacks: Counter<never>;
  /** The second opinion's latency, by outcome (raised, agreed, none, timeout, failed). */
  secondOpinionSeconds: Histogram<'outcome'>;
  /** Replies stored by this process, by what wrote them (llm, offline, safety, stopped). */
  replies: Counter<'source'>;
}

const MODEL_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30, 45, 60];

export function createReplyMetrics(registry: Registry): ReplyMetrics {
  return {
    timeToFirstToken: new Histogram({
      name: 'chat_model_time_to_first_token_seconds',
      help: 'Time from the start of a model call to its first piece of text',
      buckets: MODEL_BUCKETS,
      registers: [registry],
    }),
    modelSeconds: new Histogram({
      name: 'chat_model_duration_seconds',
      help: 'Time a model call took, by how it ended (completed, stopped, failed)',
      labelNames: ['outcome'],
      buckets: MODEL_BUCKETS,
      registers: [registry],
    }),
    tokens: new Counter({
      name: 'chat_model_tokens_total',
      help: 'Tokens of the reply calls: direction in (prompt) or out (reply); counted as reported by the provider or estimated (4 characters a token)',
      labelNames: ['direction', 'counted'],
      registers: [registry],
    }),
    modelErrors: new Counter({
      name: 'chat_model_errors_total',
      help: 'Failed model calls by kind (timeout, provider, empty, rate_limited, other)',
      labelNames: ['kind'],
      registers: [registry],
    }),
    offlineFallbacks: new Counter({
      name: 'chat_offline_fallbacks_total',
      help: 'Replies written by the offline companion because the model still failed on the last attempt',
      registers: [registry],
    }),
    secondOpinionSeconds: new Histogram({
      name: 'chat_second_opinion_duration_seconds',
      help: 'Time the second opinion took, by outcome (raised, agreed, none, timeout, failed)',
      labelNames: ['outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5],
      registers: [registry],
    }),
    replies: new Counter({
      name: 'chat_replies_written_total',
      help: 'Replies stored by this worker process, by what wrote them (llm, offline, safety, stopped)',
      labelNames: ['source'],
      registers: [registry],
    }),
  };
}
