import { Redis } from 'ioredis';

export { Redis } from 'ioredis';

/** Reconnect quickly after a dropped connection (100, 200, 400 ms, then every 500 ms). */
const reconnectDelay = (attempt: number) => Math.min(50 * 2 ** attempt, 500);

/**
 * `worker`: blocking BullMQ workers and subscribers; commands wait through reconnects (BullMQ requires
 * `maxRetriesPerRequest: null`). `producer`: request paths; a command sent while the connection is being
 * re-established (a Redis restart, a killed connection) waits for it, so a blip costs a few hundred ms
 * instead of an error, but it fails after two failed reconnect attempts (about 1 s when Redis is really
 * down) instead of hanging: the request then answers 503.
 */
export function createRedis(url: string, role: 'worker' | 'producer'): Redis {
  return role === 'worker'
    ? new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, retryStrategy: reconnectDelay })
    : new Redis(url, {
        maxRetriesPerRequest: 2,
        enableOfflineQueue: true,
        enableReadyCheck: true,
        connectTimeout: 3_000,
        retryStrategy: reconnectDelay,
      });
}

/** Resolves once the client is connected (producers refuse commands before that). */
export function redisReady(redis: Redis, timeoutMs = 10_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Redis not ready in time')), timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
