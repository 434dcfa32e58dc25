import {
  createDb,
  createKafka,
  createLogger,
  createProducer,
  createRedis,
  migrateToLatest,
  onShutdown,
  startOutboxRelay,
} from '@sage/shared';
import { llmSettings, loadChatConfig } from './config.ts';
import { MIGRATIONS_FOLDER } from './db/migrate.ts';
import type { DB } from './db/types.ts';
import { startReplyWorker } from './jobs/replyWorker.ts';
import { createModel, describeLlm } from './llm/index.ts';
import { StopWatcher } from './relay.ts';

/** The reply worker: a process of its own, scaled apart from the API (more processes, or concurrency). */
const config = loadChatConfig();
const logger = createLogger('chat-worker', config.LOG_LEVEL);
const db = createDb<DB>({
  connectionString: config.DATABASE_URL,
  schema: config.DB_SCHEMA,
  max: Math.max(config.DB_POOL_MAX, Math.min(config.CHAT_WORKER_CONCURRENCY + 2, 50)),
});
await migrateToLatest({ db, schema: config.DB_SCHEMA, folder: MIGRATIONS_FOLDER, logger });

const model = createModel(llmSettings(config));
logger.info(describeLlm(model));

// Replies' events are published from here too, so they go out even when no API process runs the relay.
const kafka = createKafka('chat-worker', config.KAFKA_BROKERS, logger);
const relay = startOutboxRelay({
  db,
  producer: createProducer(kafka),
  logger,
  lockName: `${config.DB_SCHEMA}.outbox`,
});

const connection = createRedis(config.REDIS_URL, 'worker');
const publisher = createRedis(config.REDIS_URL, 'worker');
const stopSubscriber = createRedis(config.REDIS_URL, 'worker');
for (const client of [connection, publisher, stopSubscriber]) {
  client.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
}
const stops = new StopWatcher(stopSubscriber, publisher, config.QUEUE_PREFIX);
await stops.start();

const worker = startReplyWorker({
  db,
  publisher,
  stops,
  logger,
  model,
  config,
  connection,
  concurrency: config.CHAT_WORKER_CONCURRENCY,
  lockDurationMs: config.WORKER_LOCK_DURATION_MS,
  stalledIntervalMs: config.WORKER_STALLED_INTERVAL_MS,
});

// worker.close() lets the replies in progress finish (no job stalls); a reply may wait on the model for
// up to the timeout, so the grace period covers that.
onShutdown(
  logger,
  async () => {
    await worker.close();
    await relay.stop();
    stopSubscriber.disconnect();
    publisher.disconnect();
    connection.disconnect();
    await db.destroy();
  },
  config.LLM_TIMEOUT_MS + 15_000,
);

await worker.waitUntilReady();
logger.info(
  { concurrency: config.CHAT_WORKER_CONCURRENCY, queuePrefix: config.QUEUE_PREFIX },
  'reply worker ready',
);
