import { type Static, type TObject, Type } from 'typebox';
import { Value } from 'typebox/value';

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses environment variables once against a schema: applies defaults, converts strings to the declared
 * types and fails fast with an error that names the first bad variable. Only `config.ts` files call this.
 */
export function loadConfig<S extends TObject>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): Static<S> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const raw = env[key];
    if (raw !== undefined && raw !== '') picked[key] = raw;
  }
  const withDefaults = Value.Default(schema, picked);
  const converted = Value.Convert(schema, withDefaults);
  const firstError = Value.Errors(schema, converted)[0];
  if (firstError) {
    const path = firstError.instancePath.replace(/^\//, '');
    const missing = (firstError.params as { requiredProperties?: string[] }).requiredProperties?.[0];
    const variable = path || missing || '(unknown)';
    const detail = missing && !path ? 'is required' : `is invalid: ${firstError.message}`;
    throw new ConfigError(variable, detail);
  }
  return converted as Static<S>;
}

/** Variables shared by every process; services spread these into their own schemas. */
export const CommonEnv = {
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('test'), Type.Literal('production')], {
    default: 'development',
  }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  HOST: Type.String({ default: '127.0.0.1' }),
  /**
   * This process's name among others of its kind, in `/api/health`'s `instances` (the local stack sets
   * `chat-worker`, `chat-worker-2`...). Unset: the host name and pid (in a container, its id or pod name).
   */
  INSTANCE_NAME: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._-]{1,64}$' })),
};

export const DatabaseEnv = {
  DATABASE_URL: Type.String({
    default: 'postgres://postgres:postgres@127.0.0.1:5432/sage',
    pattern: '^postgres(ql)?://',
  }),
  DB_POOL_MAX: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
};

export const RedisEnv = {
  REDIS_URL: Type.String({ default: 'redis://127.0.0.1:6379', pattern: '^rediss?://' }),
  /** Prefix for every BullMQ key, so several stacks (or tests) can share one Redis. */
  QUEUE_PREFIX: Type.String({ default: 'sage', pattern: '^[a-zA-Z0-9_-]+$' }),
};

export const KafkaEnv = {
  KAFKA_BROKERS: Type.String({ default: '127.0.0.1:9092', minLength: 1 }),
  /** Prefix for every topic name, so tests can isolate themselves on a shared cluster. */
  KAFKA_TOPIC_PREFIX: Type.String({ default: '', pattern: '^[a-zA-Z0-9._-]*$' }),
  /**
   * How long a consumer's fetch may wait at the broker when there is nothing to read. Real Kafka answers
   * as soon as a record arrives, so the default only spaces out idle fetches; the local mock holds every
   * fetch for the whole wait, so the local stack sets a short one (infra/local/lib.sh).
   */
  KAFKA_CONSUMER_MAX_WAIT_MS: Type.Integer({ minimum: 10, maximum: 10_000, default: 5_000 }),
  /** Published outbox rows are pruned after this many hours (the service runtime does it). */
  OUTBOX_RETENTION_HOURS: Type.Number({ exclusiveMinimum: 0, default: 24 }),
  /** Processed-event ids are pruned after this many days: far past any redelivery. */
  PROCESSED_EVENTS_RETENTION_DAYS: Type.Number({ exclusiveMinimum: 0, default: 30 }),
  /** How often the runtime prunes the outbox and processed_events. */
  BOOKKEEPING_PRUNE_EVERY_MS: Type.Integer({ minimum: 1_000, default: 3_600_000 }),
};

export const SessionSecretEnv = {
  SESSION_SECRET: Type.String({ minLength: 32 }),
};
