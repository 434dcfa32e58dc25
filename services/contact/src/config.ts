import { CommonEnv, DatabaseEnv, KafkaEnv, loadConfig, RedisEnv } from '@sage/shared';
import { type Static, Type } from 'typebox';

/** One configuration for both processes of the contact service: the HTTP server and the mail worker. */
export const ConfigSchema = Type.Object({
  ...CommonEnv,
  ...DatabaseEnv,
  ...RedisEnv,
  ...KafkaEnv,
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 8094 }),
  DB_SCHEMA: Type.String({ default: 'contact', pattern: '^[a-z_][a-z0-9_]*$' }),
  /** Where mail goes out: `smtp://host:port` (plain, STARTTLS when offered) or `smtps://` (TLS), with optional user:pass. */
  SMTP_URL: Type.String({ default: 'smtp://127.0.0.1:1025', pattern: '^smtps?://' }),
  /** How long one SMTP step (connect, greeting, each command) may take before the attempt counts as failed. */
  SMTP_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 15_000 }),
  /** Sender of every mail this service writes, as `Name <address>`. */
  CONTACT_FROM: Type.String({ default: 'Sage <no-reply@sage.example>', minLength: 3 }),
  /** The inbox that receives the contact form. */
  SUPPORT_EMAIL: Type.String({ default: 'support@sage.example', minLength: 3 }),
  /** Site name used in mail subjects and bodies. */
  SITE_NAME: Type.String({ default: 'Sage', minLength: 1 }),
  /** Also send the visitor a short "we received your message" mail. */
  CONTACT_SEND_ACK: Type.Boolean({ default: false }),
  /** Delivery attempts per message before it is marked failed. */
  CONTACT_MAIL_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 50, default: 8 }),
  /** First retry delay; each later retry waits twice as long (8 attempts ≈ 21 minutes in total). */
  CONTACT_MAIL_BACKOFF_MS: Type.Integer({ minimum: 1, default: 10_000 }),
  /** Messages the mail worker sends at the same time. */
  CONTACT_MAIL_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 50, default: 4 }),
  /** Rows still `queued` after this long get their job enqueued again (it was lost, e.g. Redis was down). */
  CONTACT_RECOVERY_AFTER_MS: Type.Integer({ minimum: 1_000, default: 60_000 }),
  /** How often the worker looks for such rows. */
  CONTACT_RECOVERY_INTERVAL_MS: Type.Integer({ minimum: 100, default: 30_000 }),
  /** Kafka consumer group that carries out retention purge commands. */
  CONTACT_PURGE_GROUP: Type.String({ default: 'contact.retention', minLength: 1 }),
  /**
   * The mail worker's `/metrics` port (the API serves its own on PORT). `make up` gives each worker
   * instance its own (9410, 9411, ...); in a container the default is fine, each has its own network.
   */
  METRICS_PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 9410 }),
});

export type Config = Static<typeof ConfigSchema>;

export const loadContactConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig(ConfigSchema, env);
