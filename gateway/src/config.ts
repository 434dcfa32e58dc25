import { CommonEnv, ConfigError, loadConfig, RedisEnv } from '@sage/shared';
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
  /**
   * HMAC key signing the visitor cookie (32+ characters). Required in production; in development it is
   * derived from SESSION_SECRET when that is set (as `make up` does), else random per process.
   */
  VISITOR_COOKIE_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  /** The previous visitor cookie key during a rotation: cookies it signed are accepted and re-signed. */
  VISITOR_COOKIE_SECRET_PREVIOUS: Type.Optional(Type.String({ minLength: 32 })),
  /** Only read to derive a development VISITOR_COOKIE_SECRET; production sets VISITOR_COOKIE_SECRET. */
  SESSION_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  /**
   * Visitor cookie `Secure` with the `__Host-` name: `auto` (default) when the request came over https
   * (X-Forwarded-Proto from nginx when TRUST_PROXY), `true` always, `false` never.
   */
  COOKIE_SECURE: Type.Union([Type.Literal('auto'), Type.Literal('true'), Type.Literal('false')], {
    default: 'auto',
  }),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT: Type.Integer({ minimum: 1024, default: 64 * 1024 }),
  /** How long a proxied request may wait for the upstream's answer headers (chat replies wait for the model). */
  UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 1000, default: 65_000 }),
  /**
   * Kept-alive connections per upstream (pipelining 1: one request per connection at a time). A waiting
   * chat reply holds its connection for up to CHAT_REPLY_WAIT_MS, so this is also the most chat requests
   * one gateway process waits on at once; further requests queue in the gateway. A reply takes the
   * model's seconds, so a thousand conversations at once need a thousand and more (measured in bench/:
   * 256 held replies to about 100 a second whatever else was free).
   */
  UPSTREAM_CONNECTIONS: Type.Integer({ minimum: 1, maximum: 65_536, default: 4_096 }),
  /** How long an idle upstream connection is kept (below the services' own 72 s keep-alive). */
  UPSTREAM_KEEP_ALIVE_MS: Type.Integer({ minimum: 1000, default: 60_000 }),
  RATE_LIMIT_GLOBAL_PER_MINUTE: Type.Integer({ minimum: 1, default: 600 }),
  RATE_LIMIT_SESSIONS_PER_MINUTE: Type.Integer({ minimum: 1, default: 20 }),
  RATE_LIMIT_CHAT_PER_MINUTE: Type.Integer({ minimum: 1, default: 30 }),
  RATE_LIMIT_CONTACT_PER_HOUR: Type.Integer({ minimum: 1, default: 5 }),
  /** How long the limiter waits for Redis before deciding locally (see README, rate limits). */
  RATE_LIMIT_REDIS_TIMEOUT_MS: Type.Integer({ minimum: 10, default: 250 }),
  /** Trust X-Forwarded-For / X-Forwarded-Proto from the reverse proxy in front (nginx). */
  TRUST_PROXY: Type.Boolean({ default: true }),
});

export type Config = Static<typeof ConfigSchema>;

export const loadGatewayConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const config = loadConfig(ConfigSchema, env);
  if (config.NODE_ENV === 'production' && !config.VISITOR_COOKIE_SECRET) {
    throw new ConfigError('VISITOR_COOKIE_SECRET', 'is required in production (32+ random characters)');
  }
  return config;
};
