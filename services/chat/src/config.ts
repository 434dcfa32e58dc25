import { CommonEnv, DatabaseEnv, KafkaEnv, loadConfig, RedisEnv, SessionSecretEnv } from '@sage/shared';
import { type Static, Type } from 'typebox';
import type { SecondOpinionSettings } from './llm/secondOpinion.ts';

const Ms = (def: number, minimum = 1) => Type.Integer({ minimum, default: def });

export const ConfigSchema = Type.Object({
  ...CommonEnv,
  ...DatabaseEnv,
  ...RedisEnv,
  ...KafkaEnv,
  ...SessionSecretEnv,
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 8092 }),
  DB_SCHEMA: Type.String({ default: 'chat', pattern: '^[a-z_][a-z0-9_]*$' }),
  /** The companion's name in replies and in the prompt. */
  COMPANION_NAME: Type.String({ default: 'Sage', minLength: 1, maxLength: 40 }),
  /**
   * Any OpenAI-compatible endpoint. With neither this nor OPENAI_API_KEY set, the offline companion
   * answers every message. With only the key set, the SDK's default endpoint is used.
   */
  OPENAI_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  OPENAI_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  LLM_MODEL: Type.String({ default: 'gpt-4o-mini', minLength: 1 }),
  /** A model call fails when no progress (first answer or next chunk) arrives for this long. */
  LLM_TIMEOUT_MS: Ms(30_000, 100),
  /** Attempts per reply job (BullMQ retries); the last attempt falls back to the offline companion. */
  LLM_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 10, default: 3 }),
  /** First retry delay; doubles on every further attempt. */
  LLM_BACKOFF_MS: Ms(1_000, 1),
  /**
   * A second opinion on each message from the provider, beside the rules (only with a model
   * configured): `classify` asks the chat model for a strict JSON verdict, `moderation` calls the
   * provider's moderation endpoint, `off` keeps the rules alone. It can only raise a level.
   */
  SAFETY_SECOND_OPINION: Type.Enum(['classify', 'moderation', 'off'], { default: 'classify' }),
  SAFETY_MODERATION_MODEL: Type.String({ default: 'omni-moderation-latest', minLength: 1 }),
  /** The longest a second opinion may delay a reply; after that the rules' verdict stands. */
  SAFETY_SECOND_OPINION_TIMEOUT_MS: Ms(1_500, 10),
  /**
   * The provider's limits, shared by every worker process (a counter per minute in Redis): replies over
   * them wait in the queue, in order. A 429 from the provider pauses every worker for its Retry-After.
   */
  LLM_REQUESTS_PER_MINUTE: Type.Optional(Type.Integer({ minimum: 1 })),
  LLM_TOKENS_PER_MINUTE: Type.Optional(Type.Integer({ minimum: 100 })),
  /** The longest reply the model may write, in tokens. */
  LLM_MAX_TOKENS: Type.Integer({ minimum: 16, maximum: 8_192, default: 600 }),
  /** The whole model call (all chunks) must end within this, whatever the progress. */
  LLM_DEADLINE_MS: Ms(40_000, 100),
  /**
   * Ask the endpoint for each reply's token usage (`stream_options.include_usage`), for the worker's
   * `chat_model_tokens_total`; turn off for an endpoint that refuses the option (tokens are then estimated).
   */
  LLM_STREAM_USAGE: Type.Boolean({ default: true }),
  /** How long POST /api/chat waits for the reply (and the stream waits without any news) before giving up. */
  CHAT_REPLY_WAIT_MS: Ms(45_000, 100),
  /**
   * Replies one worker process writes at once. A reply mostly waits on the model, so one process holds
   * hundreds (each costs memory, tens of kilobytes, not CPU); more processes help only when CPU is full.
   */
  CHAT_WORKER_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 10_000, default: 1_000 }),
  /**
   * Backpressure: a new message is turned away at once (429, Retry-After) while the oldest reply waiting
   * for a worker has waited this long, or while this many wait. A crisis is answered whatever the queue.
   */
  CHAT_QUEUE_MAX_WAIT_MS: Ms(15_000, 100),
  CHAT_QUEUE_MAX_WAITING: Type.Integer({ minimum: 1, default: 5_000 }),
  /** Budget for the prompt (system text + recent conversation), in tokens of about 4 characters. */
  PROMPT_TOKEN_BUDGET: Type.Integer({ minimum: 500, default: 3_000 }),
  /** BullMQ job lock of the reply worker; a killed worker's job is picked up again after it lapses. */
  WORKER_LOCK_DURATION_MS: Ms(30_000, 200),
  /** How often the reply worker looks for stalled jobs (jobs whose worker died). */
  WORKER_STALLED_INTERVAL_MS: Ms(30_000, 100),
  /** Run the Kafka consumers (quiz-result projection, retention purges) in the API process. */
  CHAT_CONSUMERS_ENABLED: Type.Boolean({ default: true }),
  /**
   * The reply worker's `/metrics` port (the API serves its own on PORT). `make up` gives each worker
   * instance its own (9400, 9401, ...); in a container the default is fine, each has its own network.
   */
  METRICS_PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 9400 }),
});

export type Config = Static<typeof ConfigSchema>;

export const loadChatConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig(ConfigSchema, env);

/** Which model answers: an OpenAI-compatible endpoint, or the built-in offline companion. */
export type LlmSettings =
  | {
      mode: 'openai';
      baseURL: string | undefined;
      apiKey: string;
      model: string;
      timeoutMs: number;
      maxTokens: number;
      deadlineMs: number;
      streamUsage: boolean;
    }
  | { mode: 'offline' };

export function llmSettings(config: Config): LlmSettings {
  if (!config.OPENAI_BASE_URL && !config.OPENAI_API_KEY) return { mode: 'offline' };
  return {
    mode: 'openai',
    baseURL: config.OPENAI_BASE_URL,
    // Local OpenAI-compatible servers often need no key; the SDK still wants a string.
    apiKey: config.OPENAI_API_KEY ?? 'not-needed',
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
    maxTokens: config.LLM_MAX_TOKENS,
    deadlineMs: config.LLM_DEADLINE_MS,
    streamUsage: config.LLM_STREAM_USAGE,
  };
}

/** The second opinion's settings, or null when there is no model to ask or it is turned off. */
export function secondOpinionSettings(config: Config): SecondOpinionSettings | null {
  const llm = llmSettings(config);
  if (llm.mode === 'offline' || config.SAFETY_SECOND_OPINION === 'off') return null;
  return {
    mode: config.SAFETY_SECOND_OPINION,
    baseURL: llm.baseURL,
    apiKey: llm.apiKey,
    model: llm.model,
    moderationModel: config.SAFETY_MODERATION_MODEL,
  };
}
