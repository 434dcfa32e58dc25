import { trainedModel } from '@sage/safety';
import {
  type BackgroundConsumer,
  checks,
  createRedis,
  onShutdown,
  redisReady,
  startConsumerInBackground,
  startServiceRuntime,
} from '@sage/shared';
import { buildApp } from './app.ts';
import { loadChatConfig } from './config.ts';
import { startPurgeConsumer } from './consumers/purge.ts';
import { startQuizProjection } from './consumers/quizResults.ts';
import type { DB } from './db/types.ts';
import { QueueLoad } from './domain/queueLoad.ts';
import { createReplyQueue } from './jobs/replyQueue.ts';
import { ReplyHub } from './relayApi.ts';

const config = loadChatConfig();
const { logger, db, kafka, metrics, stop } = startServiceRuntime<DB>('chat', config);
// The API assesses every message: read the classifier now rather than on the first visitor's message.
trainedModel();

const redis = createRedis(config.REDIS_URL, 'producer');
const subscriber = createRedis(config.REDIS_URL, 'worker');
for (const [name, client] of [
  ['redis', redis],
  ['redis subscriber', subscriber],
] as const) {
  client.on('error', (err) => logger.warn({ err: err.message }, `${name} error`));
}
await redisReady(redis).catch((err) => logger.warn({ err: err.message }, 'redis not ready yet'));
const queue = createReplyQueue(redis, config.QUEUE_PREFIX);
queue.on('error', (err) => logger.warn({ err: err.message }, 'reply queue error'));
const load = new QueueLoad(
  queue,
  redis,
  { maxWaitMs: config.CHAT_QUEUE_MAX_WAIT_MS, maxWaiting: config.CHAT_QUEUE_MAX_WAITING },
  logger,
).start();
// One pattern subscription for every reply this process waits for; requests answer 503 until it is in place.
const hub = new ReplyHub(subscriber, redis, config.QUEUE_PREFIX);
hub.start(60_000).catch((err) => logger.error({ err: err.message }, 'cannot subscribe to replies'));

// In the background: the API serves while Kafka is away (its events wait in the outbox meanwhile).
const consumers: BackgroundConsumer[] = [];
if (config.CHAT_CONSUMERS_ENABLED) {
  const opts = { kafka, db, logger, topicPrefix: config.KAFKA_TOPIC_PREFIX };
  consumers.push(
    startConsumerInBackground('quiz projection', logger, () => startQuizProjection(opts)),
    startConsumerInBackground('retention purges', logger, () => startPurgeConsumer(opts)),
  );
}

const app = await buildApp({
  metrics,
  config,
  db,
  logger,
  queue,
  load,
  hub,
  readiness: { postgres: checks.postgres(db), redis: checks.redis(redis), kafka: checks.kafka(kafka) },
});

// Streams stay open while a reply is written; give them the longest reply wait to finish.
onShutdown(
  logger,
  async () => {
    await app.close();
    load.stop();
    for (const c of consumers) await c.stop();
    await queue.close().catch(() => undefined);
    subscriber.disconnect();
    redis.disconnect();
    await stop();
  },
  config.CHAT_REPLY_WAIT_MS + 5_000,
);

await app.listen({ port: config.PORT, host: config.HOST });
