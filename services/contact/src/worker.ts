import {
  checks,
  createDb,
  createLogger,
  createMetricsRegistry,
  createRedis,
  instanceName,
  instrumentQueueWorker,
  onShutdown,
  redisReady,
  startHeartbeat,
  startMetricsServer,
} from '@sage/shared';
import { loadContactConfig } from './config.ts';
import type { DB } from './db/types.ts';
import { createMailQueue } from './jobs/mailQueue.ts';
import { startMailWorker } from './jobs/mailWorker.ts';
import { startRecoveryLoop } from './jobs/recovery.ts';
import { createSmtpTransport } from './mail/transport.ts';

/** The mail worker: a second process of the contact service that delivers `contact-mail` jobs over SMTP. */
const config = loadContactConfig();
const logger = createLogger('contact-worker', config.LOG_LEVEL);
const db = createDb<DB>({
  connectionString: config.DATABASE_URL,
  schema: config.DB_SCHEMA,
  max: config.CONTACT_MAIL_CONCURRENCY + 2,
  logger,
});

const transport = createSmtpTransport(config.SMTP_URL, config.SMTP_TIMEOUT_MS);
const queueRedis = createRedis(config.REDIS_URL, 'worker');
const workerRedis = createRedis(config.REDIS_URL, 'worker');
for (const r of [queueRedis, workerRedis])
  r.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
await redisReady(queueRedis, 60_000);

const queue = createMailQueue(queueRedis, config.QUEUE_PREFIX);
const mail = startMailWorker({ config, db, logger, connection: workerRedis, queue, transport });
// Its own /metrics on METRICS_PORT: the mail queue's depth, how long mails waited and took.
const registry = createMetricsRegistry('contact-worker');
instrumentQueueWorker({ registry, worker: mail.worker, queue, redis: queueRedis, logger });
const metricsServer = await startMetricsServer({
  registry,
  port: config.METRICS_PORT,
  host: config.HOST,
  logger,
});
const recovery = startRecoveryLoop({
  db,
  queue,
  logger,
  policy: { attempts: config.CONTACT_MAIL_ATTEMPTS, backoffMs: config.CONTACT_MAIL_BACKOFF_MS },
  olderThanMs: config.CONTACT_RECOVERY_AFTER_MS,
  intervalMs: config.CONTACT_RECOVERY_INTERVAL_MS,
});
logger.info(
  {
    smtp: new URL(config.SMTP_URL).host,
    concurrency: config.CONTACT_MAIL_CONCURRENCY,
    ack: config.CONTACT_SEND_ACK,
  },
  'mail worker started',
);

// `/api/health` is 503 within seconds of the mail worker dying (its heartbeat expires).
const heartbeat = startHeartbeat({
  redis: queueRedis,
  prefix: config.QUEUE_PREFIX,
  name: 'mail-worker',
  instance: instanceName(config.INSTANCE_NAME),
  logger,
  readiness: {
    postgres: checks.postgres(db),
    worker: async () => {
      if (!mail.worker.isRunning()) throw new Error('the mail worker is not running');
    },
  },
});

onShutdown(logger, async () => {
  await heartbeat.stop();
  await recovery.stop();
  await mail.close();
  await metricsServer?.close();
  await queue.close();
  transport.close();
  queueRedis.disconnect();
  workerRedis.disconnect();
  await db.destroy();
});
