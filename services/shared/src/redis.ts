import { Redis } from 'ioredis';

export { Redis } from 'ioredis';

/**
 * `worker`: blocking BullMQ workers and subscribers; commands wait through reconnects (BullMQ requires
 * `maxRetriesPerRequest: null`). `producer`: request paths; fail fast while Redis is down instead of
 * queueing commands, so an HTTP request answers 503 rather than hanging.
 */
export function createRedis(url: string, role: 'worker' | 'producer'): Redis {
  return role === 'worker'
    ? new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true })
    : new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, enableReadyCheck: true });
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
