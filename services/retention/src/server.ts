import {
  checks,
  createRedis,
  degradable,
  instanceName,
  instrumentQueueWorker,
  onShutdown,
  type ReadinessCheck,
  redisReady,
  startHeartbeat,
  startServiceRuntime,
} from '@sage/shared';
import { buildApp } from './app.ts';
import { loadRetentionConfig } from './config.ts';
import { registerConsumerLag } from './consumers/lag.ts';
import { startLedgerConsumer } from './consumers/ledger.ts';
import type { DB } from './db/types.ts';
import { startSweepScheduler } from './jobs/scheduler.ts';
import { createRetentionMetrics } from './metrics.ts';

// Migrations run as their own step (`npm run migrate -w services/retention`), before the service starts.
const config = loadRetentionConfig();
const { logger, db, kafka, metrics: registry, stop } = startServiceRuntime<DB>('retention', config);

const metrics = createRetentionMetrics(registry);
const ledger = startLedgerConsumer({
  kafka,
  db,
  groupId: config.KAFKA_GROUP_ID,
  topicPrefix: config.KAFKA_TOPIC_PREFIX,
  logger,
  onEvent: metrics.onEvent,
});
const lag = registerConsumerLag({
  kafka,
  groupId: config.KAFKA_GROUP_ID,
  topics: ledger.topics,
  registry,
  logger,
});
const sweeps = await startSweepScheduler({
  redisUrl: config.REDIS_URL,
  queuePrefix: config.QUEUE_PREFIX,
  everyMs: config.IDLE_SWEEP_EVERY_MS,
  dailyPattern: config.DAILY_SWEEP_PATTERN,
  deps: {
    db,
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
    idleMinutes: config.IDLE_HISTORY_OFF_MINUTES,
    chunkSize: config.PURGE_CHUNK_SIZE,
    logger,
    onCommand: metrics.onCommand,
  },
  logger,
});

const redis = createRedis(config.REDIS_URL, 'producer');
redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
await redisReady(redis).catch((err) => logger.warn({ err: err.message }, 'redis not ready yet'));
// The sweeps' queue and worker on the service's /metrics, like every worker's.
instrumentQueueWorker({ registry, worker: sweeps.worker, queue: sweeps.queue, redis, logger });
// The ledger consumer is degradable: without Kafka the events wait (in Kafka, or in the producers'
// outboxes) and the ledger catches up when it is back.
const readiness: Record<string, ReadinessCheck> = {
  postgres: checks.postgres(db),
  redis: checks.redis(redis),
  kafka: checks.kafka(kafka),
  ledger: degradable(async () => {
    if (!ledger.running()) throw new Error('the ledger consumer is not running');
  }),
};
const app = await buildApp({ db, logger, metrics: registry, readiness });
// Retention has no route behind the gateway: `/api/health` reads this heartbeat (its /ready, every second).
const heartbeat = startHeartbeat({
  redis,
  prefix: config.QUEUE_PREFIX,
  name: 'retention',
  instance: instanceName(config.INSTANCE_NAME),
  logger,
  readiness,
});

onShutdown(logger, async () => {
  await heartbeat.stop();
  await app.close();
  await sweeps.stop();
  await ledger.stop();
  await lag.close();
  redis.disconnect();
  await stop();
});

await app.listen({ port: config.PORT, host: config.HOST });
