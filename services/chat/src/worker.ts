import {
  checks,
  createRedis,
  instanceName,
  instrumentQueueWorker,
  onShutdown,
  startHeartbeat,
  startMetricsServer,
  startServiceRuntime,
} from '@sage/shared';
import { llmSettings, loadChatConfig, secondOpinionSettings } from './config.ts';
import type { DB } from './db/types.ts';
import { startReplyRecovery } from './jobs/recovery.ts';
import { createReplyQueue } from './jobs/replyQueue.ts';
import { startReplyWorker } from './jobs/replyWorker.ts';
import { createModel, describeLlm } from './llm/index.ts';
import { instrumentModel } from './llm/instrument.ts';
import { createModelLimits } from './llm/limits.ts';
import { configuredSecondOpinion } from './llm/secondOpinion.ts';
import { createReplyMetrics } from './metrics.ts';
import { ReplyPublisher, StopWatcher } from './relayWorker.ts';

/** The reply worker: a process of its own, scaled apart from the API (more processes, or concurrency). */
const config = loadChatConfig();
// Replies' events are published from here too, so they go out even when no API process runs the relay.
// Its own pool size (DB_POOL_MAX), whatever the concurrency: a reply holds a connection only for its few
// short statements, so a few connections serve hundreds of replies that mostly wait on the model, and
// every worker process added must still fit PostgreSQL's connection limit.
const { logger, db, metrics: registry, stop } = startServiceRuntime<DB>('chat-worker', config);

// Its own /metrics on METRICS_PORT: the queue, the model, the second opinion, the replies it wrote.
const metrics = createReplyMetrics(registry);
const configured = createModel(llmSettings(config));
const model = configured && instrumentModel(configured, metrics);
const secondOpinion = configuredSecondOpinion(
  secondOpinionSettings(config),
  config.SAFETY_SECOND_OPINION_TIMEOUT_MS,
);
logger.info(
  { secondOpinion: secondOpinion ? config.SAFETY_SECOND_OPINION : 'off', boundMs: secondOpinion?.boundMs },
  describeLlm(model),
);

const connection = createRedis(config.REDIS_URL, 'worker');
const publisher = createRedis(config.REDIS_URL, 'worker');
const stopSubscriber = createRedis(config.REDIS_URL, 'worker');
for (const client of [connection, publisher, stopSubscriber]) {
  client.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
}
const stops = new StopWatcher(stopSubscriber, publisher, config.QUEUE_PREFIX);
await stops.start();

const replies = new ReplyPublisher(publisher, config.QUEUE_PREFIX);
const limits = model
  ? createModelLimits(publisher, {
      requestsPerMinute: config.LLM_REQUESTS_PER_MINUTE,
      tokensPerMinute: config.LLM_TOKENS_PER_MINUTE,
      prefix: config.QUEUE_PREFIX,
    })
  : null;
const worker = startReplyWorker({
  db,
  publisher: replies,
  stops,
  logger,
  model,
  secondOpinion,
  limits,
  config,
  metrics,
  connection,
  concurrency: config.CHAT_WORKER_CONCURRENCY,
  lockDurationMs: config.WORKER_LOCK_DURATION_MS,
  stalledIntervalMs: config.WORKER_STALLED_INTERVAL_MS,
});

// "Commit, enqueue, sweep": messages whose job was lost get it again; jobs failed for good are recorded.
const queue = createReplyQueue(publisher, config.QUEUE_PREFIX);
queue.on('error', (err) => logger.warn({ err: err.message }, 'reply queue error'));
instrumentQueueWorker({ registry, worker, queue, redis: publisher, logger });
const metricsServer = await startMetricsServer({
  registry,
  port: config.METRICS_PORT,
  host: config.HOST,
  logger,
});
const recovery = startReplyRecovery({
  db,
  queue,
  publisher: replies,
  logger,
  retry: { attempts: config.LLM_MAX_ATTEMPTS, backoffMs: config.LLM_BACKOFF_MS },
  intervalMs: 5_000,
});

// `/api/health` is 503 within seconds of the last reply worker dying (its heartbeat expires).
const heartbeat = startHeartbeat({
  redis: publisher,
  prefix: config.QUEUE_PREFIX,
  name: 'chat-worker',
  instance: instanceName(config.INSTANCE_NAME),
  logger,
  readiness: {
    postgres: checks.postgres(db),
    worker: async () => {
      if (!worker.isRunning()) throw new Error('the reply worker is not running');
    },
  },
});

// worker.close() lets the replies in progress finish (no job stalls); a reply may wait on the model for
// up to the timeout, so the grace period covers that.
onShutdown(
  logger,
  async () => {
    await heartbeat.stop();
    await recovery.stop();
    await worker.close();
    await metricsServer?.close();
    await queue.close().catch(() => undefined);
    stopSubscriber.disconnect();
    publisher.disconnect();
    connection.disconnect();
    await stop();
  },
  config.LLM_TIMEOUT_MS + 15_000,
);

await worker.waitUntilReady();
logger.info(
  { concurrency: config.CHAT_WORKER_CONCURRENCY, queuePrefix: config.QUEUE_PREFIX },
  'reply worker ready',
);
