import { CommonEnv, loadConfig, RedisEnv } from '@sage/shared';
import { type Static, Type } from 'typebox';

const Url = (def: string) => Type.String({ default: def, pattern: '^https?://' });

export const ConfigSchema = Type.Object({
  ...CommonEnv,
  ...RedisEnv,
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 8081 }),
  SESSION_URL: Url('http://127.0.0.1:8091'),
  CHAT_URL: Url('http://127.0.0.1:8092'),
  QUIZ_URL: Url('http://127.0.0.1:8093'),
  CONTACT_URL: Url('http://127.0.0.1:8094'),
  /** Origins allowed to send mutating requests (comma-separated). Requests without Origin pass. */
  ALLOWED_ORIGINS: Type.String({ default: 'http://localhost:8080,http://127.0.0.1:8080' }),
  /** Mark the visitor cookie Secure (set to true whenever the site is served over https). */
  COOKIE_SECURE: Type.Boolean({ default: false }),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT: Type.Integer({ minimum: 1024, default: 64 * 1024 }),
  /** How long a proxied request may wait for the upstream's answer headers (chat replies wait for the model). */
  UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 1000, default: 65_000 }),
  RATE_LIMIT_GLOBAL_PER_MINUTE: Type.Integer({ minimum: 1, default: 600 }),
  RATE_LIMIT_SESSIONS_PER_MINUTE: Type.Integer({ minimum: 1, default: 20 }),
  RATE_LIMIT_CHAT_PER_MINUTE: Type.Integer({ minimum: 1, default: 30 }),
  RATE_LIMIT_CONTACT_PER_HOUR: Type.Integer({ minimum: 1, default: 5 }),
  /** Trust X-Forwarded-For from the reverse proxy in front (nginx) to find the client address. */
  TRUST_PROXY: Type.Boolean({ default: true }),
});

export type Config = Static<typeof ConfigSchema>;

export const loadGatewayConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig(ConfigSchema, env);
