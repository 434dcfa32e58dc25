import type { Redis } from 'ioredis';
import type { Kafka } from 'kafkajs';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AnyFastify } from './fastifyTypes.ts';

/** A readiness check resolves when the dependency answers and rejects (or times out) otherwise. */
export type ReadinessCheck = () => Promise<unknown>;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

export const checks = {
  postgres:
    (db: Kysely<any>): ReadinessCheck =>
    () =>
      sql`select 1`.execute(db),
  redis:
    (redis: Redis): ReadinessCheck =>
    () =>
      redis.ping(),
  kafka: (kafka: Kafka): ReadinessCheck => {
    const admin = kafka.admin();
    let connected: Promise<void> | undefined;
    return async () => {
      connected ??= admin.connect().catch((e) => {
        connected = undefined;
        throw e;
      });
      await connected;
      await admin.describeCluster();
    };
  },
};

/** `/health`: the process is alive. `/ready`: every dependency this process uses answers. */
export async function registerHealth(
  app: AnyFastify,
  readiness: Record<string, ReadinessCheck>,
): Promise<void> {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (_req, reply) => {
    const results: Record<string, 'up' | 'down'> = {};
    await Promise.all(
      Object.entries(readiness).map(async ([name, check]) => {
        try {
          await withTimeout(check(), 1_500);
          results[name] = 'up';
        } catch {
          results[name] = 'down';
        }
      }),
    );
    const ready = Object.values(results).every((s) => s === 'up');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks: results });
  });
}
