import type { Kafka } from 'kafkajs';
import type { Kysely } from 'kysely';
import { createDb } from './db.ts';
import { type Periodic, startPeriodic } from './jobs.ts';
import { createKafka, createProducer } from './kafka.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMetricsRegistry, type Registry } from './metrics.ts';
import {
  type OutboxRelay,
  PROCESSED_EVENTS_RETENTION_MS,
  pruneOutbox,
  pruneProcessedEvents,
  SENT_OUTBOX_RETENTION_MS,
  startOutboxRelay,
} from './outbox.ts';
import { registerOutboxMetrics } from './outboxMetrics.ts';

export interface RuntimeConfig {
  LOG_LEVEL: string;
  DATABASE_URL: string;
  DB_SCHEMA: string;
  DB_POOL_MAX: number;
  KAFKA_BROKERS: string;
  /** From KafkaEnv; the defaults below apply when a config leaves them out. */
  KAFKA_CONSUMER_MAX_WAIT_MS?: number;
  OUTBOX_RETENTION_HOURS?: number;
  PROCESSED_EVENTS_RETENTION_DAYS?: number;
  BOOKKEEPING_PRUNE_EVERY_MS?: number;
}

export interface ServiceRuntime<DB> {
  logger: Logger;
  db: Kysely<DB>;
  kafka: Kafka;
  relay: OutboxRelay;
  /** The process's metrics registry, with its outbox's metrics: the app's or worker's /metrics serves it. */
  metrics: Registry;
  /** Stops the relay and the prune, then closes the pool: call last, after the process stopped taking work. */
  stop(): Promise<void>;
}

export interface BookkeepingPruneOptions {
  outboxRetentionMs: number;
  processedEventsRetentionMs: number;
  everyMs: number;
  /** First run after this long, so a starting fleet does not prune all at once. */
  firstAfterMs?: number;
}

export interface BookkeepingPruned {
  outbox: number;
  processedEvents: number;
}

/** One prune of the schema's kit tables: published outbox rows and old processed-event ids. */
export async function pruneBookkeeping(
  db: Kysely<any>,
  opts: Pick<BookkeepingPruneOptions, 'outboxRetentionMs' | 'processedEventsRetentionMs'>,
): Promise<BookkeepingPruned> {
  return {
    outbox: await pruneOutbox(db, opts.outboxRetentionMs),
    processedEvents: await pruneProcessedEvents(db, opts.processedEventsRetentionMs),
  };
}

/** Prunes periodically; logs what went (info when anything did), and failures as warnings. */
export function startBookkeepingPrune(
  db: Kysely<any>,
  logger: Logger,
  opts: BookkeepingPruneOptions,
): Periodic {
  return startPeriodic(
    async () => {
      const pruned = await pruneBookkeeping(db, opts);
      const level = pruned.outbox + pruned.processedEvents > 0 ? 'info' : 'debug';
      logger[level]({ pruned }, 'outbox and processed_events pruned');
    },
    {
      intervalMs: opts.everyMs,
      logger,
      what: 'bookkeeping prune',
      firstAfterMs: opts.firstAfterMs ?? Math.min(opts.everyMs, 60_000 + Math.floor(Math.random() * 60_000)),
    },
  );
}

/**
 * What every service process starts with: its logger, its schema's pool, a Kafka client, the outbox
 * relay publishing the events it writes, and the periodic prune of the outbox and processed_events.
 * Migrations are a separate step (`npm run migrate`).
 */
export function startServiceRuntime<DB>(
  processName: string,
  config: RuntimeConfig,
  options: { poolMax?: number; prune?: boolean } = {},
): ServiceRuntime<DB> {
  const logger = createLogger(processName, config.LOG_LEVEL);
  const db = createDb<DB>({
    connectionString: config.DATABASE_URL,
    schema: config.DB_SCHEMA,
    max: options.poolMax ?? config.DB_POOL_MAX,
    logger,
  });
  const kafka = createKafka(processName, config.KAFKA_BROKERS, logger, {
    consumerMaxWaitMs: config.KAFKA_CONSUMER_MAX_WAIT_MS,
  });
  const metrics = createMetricsRegistry(processName);
  const outboxMetrics = registerOutboxMetrics({ registry: metrics, db, logger });
  const relay = startOutboxRelay({
    db,
    producer: createProducer(kafka),
    logger,
    lockName: `${config.DB_SCHEMA}.outbox`,
    onPublished: outboxMetrics.onPublished,
    // Woken by the outbox's notifications; polls only every OUTBOX_FALLBACK_POLL_MS when idle.
    listen: { connectionString: config.DATABASE_URL, schema: config.DB_SCHEMA },
  });
  const prune =
    options.prune === false
      ? undefined
      : startBookkeepingPrune(db, logger, {
          outboxRetentionMs:
            (config.OUTBOX_RETENTION_HOURS ?? SENT_OUTBOX_RETENTION_MS / 3_600_000) * 3_600_000,
          processedEventsRetentionMs:
            (config.PROCESSED_EVENTS_RETENTION_DAYS ?? PROCESSED_EVENTS_RETENTION_MS / 86_400_000) *
            86_400_000,
          everyMs: config.BOOKKEEPING_PRUNE_EVERY_MS ?? 3_600_000,
        });
  return {
    logger,
    db,
    kafka,
    relay,
    metrics,
    async stop() {
      await prune?.stop();
      await relay.stop();
      await db.destroy();
    },
  };
}
