import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, RedisEnv } from '../src/config.ts';

const schema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 3000 }),
  SESSION_SECRET: Type.String({ minLength: 32 }),
  FLAG: Type.Boolean({ default: false }),
  ...RedisEnv,
});

describe('loadConfig', () => {
  it('applies defaults and converts strings', () => {
    const c = loadConfig(schema, { SESSION_SECRET: 'x'.repeat(32), PORT: '8080', FLAG: 'true' });
    expect(c).toMatchObject({
      PORT: 8080,
      FLAG: true,
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: 'sage',
    });
  });

  it('names a missing variable', () => {
    expect(() => loadConfig(schema, {})).toThrow(/SESSION_SECRET is required/);
  });

  it('names a variable of the wrong type', () => {
    expect(() => loadConfig(schema, { SESSION_SECRET: 'x'.repeat(32), PORT: 'eighty' })).toThrow(
      /PORT is invalid/,
    );
  });

  it('names a variable that breaks a constraint', () => {
    try {
      loadConfig(schema, { SESSION_SECRET: 'short' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as ConfigError).variable).toBe('SESSION_SECRET');
    }
  });

  it('rejects a malformed URL', () => {
    expect(() => loadConfig(schema, { SESSION_SECRET: 'x'.repeat(32), REDIS_URL: 'http://nope' })).toThrow(
      /REDIS_URL/,
    );
  });
});
