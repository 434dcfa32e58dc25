import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pino from 'pino';
import { createDb } from '../db.ts';
import { migrateToLatest } from '../migrate.ts';

/** Connection settings for integration tests; CI and `make test` point them at the local services. */
export const testEnv = {
  databaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/sage_test',
  redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  get kafkaBrokers(): string {
    const b = process.env.KAFKA_BROKERS;
    if (!b) throw new Error('KAFKA_BROKERS is not set: integration tests run under the vitest global setup');
    return b;
  },
  /** Client settings for the test cluster (createKafka's last argument): the mock's short consumer wait. */
  get kafkaOptions(): { consumerMaxWaitMs?: number } {
    const wait = Number(process.env.KAFKA_CONSUMER_MAX_WAIT_MS);
    return Number.isInteger(wait) && wait > 0 ? { consumerMaxWaitMs: wait } : {};
  },
};

export const SESSION_SECRET_FOR_TESTS = 'test-secret-test-secret-test-secret-0123456789';

/** A short random suffix that keeps schemas, queues, topics and consumer groups of one test apart. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

export const silentLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

export interface TestSchema<DB> {
  db: Kysely<DB>;
  schema: string;
  drop(): Promise<void>;
}

/** A fresh schema migrated with the service's migrations; `drop()` removes it and closes the pool. */
export async function createTestSchema<DB>(base: string, folder?: string): Promise<TestSchema<DB>> {
  const schema = uniqueName(`t_${base}`);
  const db = createDb<DB>({ connectionString: testEnv.databaseUrl, schema, max: 5 });
  await migrateToLatest({ db: db as Kysely<any>, schema, folder });
  return {
    db,
    schema,
    async drop() {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    },
  };
}
