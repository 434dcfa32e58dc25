import type { Kafka } from 'kafkajs';
import type { Kysely } from 'kysely';
import { createDb } from './db.ts';
import { createKafka, createProducer } from './kafka.ts';
import { createLogger, type Logger } from './logger.ts';
import { type OutboxRelay, startOutboxRelay } from './outbox.ts';

export interface RuntimeConfig {
  LOG_LEVEL: string;
  DATABASE_URL: string;
  DB_SCHEMA: string;
  DB_POOL_MAX: number;
  KAFKA_BROKERS: string;
}

export interface ServiceRuntime<DB> {
  logger: Logger;
  db: Kysely<DB>;
  kafka: Kafka;
  relay: OutboxRelay;
  /** Stops the relay, then closes the pool: call last, after the process stopped taking work. */
  stop(): Promise<void>;
}

/**
 * What every service process starts with: its logger, its schema's pool, a Kafka client and the outbox
 * relay publishing the events it writes. Migrations are a separate step (`npm run migrate`).
 */
export function startServiceRuntime<DB>(
  processName: string,
  config: RuntimeConfig,
  options: { poolMax?: number } = {},
): ServiceRuntime<DB> {
  const logger = createLogger(processName, config.LOG_LEVEL);
  const db = createDb<DB>({
    connectionString: config.DATABASE_URL,
    schema: config.DB_SCHEMA,
    max: options.poolMax ?? config.DB_POOL_MAX,
    logger,
  });
  const kafka = createKafka(processName, config.KAFKA_BROKERS, logger);
  const relay = startOutboxRelay({
    db,
    producer: createProducer(kafka),
    logger,
    lockName: `${config.DB_SCHEMA}.outbox`,
  });
  return {
    logger,
    db,
    kafka,
    relay,
    async stop() {
      await relay.stop();
      await db.destroy();
    },
  };
}
