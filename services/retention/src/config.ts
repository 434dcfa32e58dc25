import { CommonEnv, DatabaseEnv, KafkaEnv, loadConfig, RedisEnv } from '@sage/shared';
import { type Static, Type } from 'typebox';
import { DEFAULT_IDLE_HISTORY_OFF_MINUTES } from './domain/policy.ts';

export const ConfigSchema = Type.Object({
  ...CommonEnv,
  ...DatabaseEnv,
  ...RedisEnv,
  ...KafkaEnv,
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 8095 }),
  DB_SCHEMA: Type.String({ default: 'retention', pattern: '^[a-z_][a-z0-9_]*$' }),
  /** The one consumer group every retention replica joins. */
  KAFKA_GROUP_ID: Type.String({ default: 'retention', minLength: 1 }),
  /** A session with history off loses its messages after this many idle minutes (or when it closes). */
  IDLE_HISTORY_OFF_MINUTES: Type.Integer({
    minimum: 1,
    maximum: 24 * 60,
    default: DEFAULT_IDLE_HISTORY_OFF_MINUTES,
  }),
  /** Session ids per purge command, so one command stays a small Kafka message. */
  PURGE_CHUNK_SIZE: Type.Integer({ minimum: 1, maximum: 5_000, default: 500 }),
  /** How often the history-off sweep runs. */
  IDLE_SWEEP_EVERY_MS: Type.Integer({ minimum: 1_000, default: 60_000 }),
  /** When the daily sweep of the long periods runs (cron pattern, UTC). */
  DAILY_SWEEP_PATTERN: Type.String({ default: '15 3 * * *', minLength: 9 }),
});

export type Config = Static<typeof ConfigSchema>;

export const loadRetentionConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig(ConfigSchema, env);
