import { checks, createRedis, onShutdown, redisReady, startServiceRuntime } from '@sage/shared';
import { buildApp } from './app.ts';
import { loadContactConfig } from './config.ts';
import { startPurgeConsumer } from './consumers/purge.ts';
import type { DB } from './db/types.ts';
import { createMailQueue, enqueueMail } from './jobs/mailQueue.ts';

const config = loadContactConfig();
const { logger, db, kafka, metrics, stop } = startServiceRuntime<DB>('contact', config);

const purge = startPurgeConsumer({
  kafka,
  db,
  logger,
  topicPrefix: config.KAFKA_TOPIC_PREFIX,
  groupId: config.CONTACT_PURGE_GROUP,
});

// Fail-fast connection: while Redis is down a request still succeeds (the message is stored) and the
// worker's recovery loop enqueues it later.
const redis = createRedis(config.REDIS_URL, 'producer');
redis.on('error', (err) => logger.warn({ err: err.message }, 'redis connection error'));
await redisReady(redis).catch((err) =>
  logger.warn({ err }, 'Redis not reachable yet; mail jobs will be recovered'),
);
const queue = createMailQueue(redis, config.QUEUE_PREFIX);
const policy = { attempts: config.CONTACT_MAIL_ATTEMPTS, backoffMs: config.CONTACT_MAIL_BACKOFF_MS };

const app = await buildApp({
  metrics,
  config,
  db,
  logger,
  readiness: { postgres: checks.postgres(db), redis: checks.redis(redis), kafka: checks.kafka(kafka) },
  enqueueMail: (contactId) => enqueueMail(queue, contactId, 'support', policy),
});

onShutdown(logger, async () => {
  await app.close();
  await purge.stop();
  await queue.close().catch(() => undefined);
  redis.disconnect();
  await stop();
});

await app.listen({ port: config.PORT, host: config.HOST });
