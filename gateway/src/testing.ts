import { createRedis, type Logger, type Redis, redisReady } from '@sage/shared';
import { silentLogger, testEnv, uniqueName } from '@sage/shared/testing';
import { buildGateway } from './app.ts';
import { type Config, loadGatewayConfig } from './config.ts';

export interface TestGateway {
  url: string;
  close(): Promise<void>;
}

/** Port 1 refuses connections: upstreams a test does not start answer 503 like a service that is down. */
const DOWN = 'http://127.0.0.1:1';

/** The visitor cookie key of test gateways (so two of them accept each other's cookies). */
export const VISITOR_COOKIE_SECRET_FOR_TESTS = 'visitor-test-secret-visitor-test-secret-0123';

export interface TestGatewayOptions {
  /** Where the gateway logs (silent by default). */
  logger?: Logger;
  /** A Redis client to use instead of a fresh one to TEST_REDIS_URL (closed by the test, not here). */
  redis?: Redis;
}

/**
 * The real gateway on a random port, in front of whichever services a test started. Rate limits are
 * generous and namespaced per gateway unless a test sets them.
 */
export async function startTestGateway(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: TestGatewayOptions = {},
): Promise<TestGateway> {
  const config = loadGatewayConfig({
    SESSION_URL: DOWN,
    CHAT_URL: DOWN,
    QUIZ_URL: DOWN,
    CONTACT_URL: DOWN,
    REDIS_URL: testEnv.redisUrl,
    QUEUE_PREFIX: uniqueName('gw'),
    VISITOR_COOKIE_SECRET: VISITOR_COOKIE_SECRET_FOR_TESTS,
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    RATE_LIMIT_SESSIONS_PER_MINUTE: '100000',
    RATE_LIMIT_CHAT_PER_MINUTE: '100000',
    RATE_LIMIT_CONTACT_PER_HOUR: '100000',
    UPSTREAM_TIMEOUT_MS: '30000',
    ...overrides,
  });
  const redis = options.redis ?? createRedis(config.REDIS_URL, 'producer');
  if (!options.redis) await redisReady(redis);
  const app = await buildGateway({ config, logger: options.logger ?? silentLogger, redis });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      if (!options.redis) redis.disconnect();
    },
  };
}
