import {
  createMetricsRegistry,
  createServiceApp,
  type Logger,
  type ReadinessCheck,
  type Registry,
  type ServiceApp,
} from '@sage/shared';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DB } from './db/types.ts';
import type { QueueLoad } from './domain/queueLoad.ts';
import type { ReplyQueue } from './jobs/replyQueue.ts';
import { createChatMetrics } from './metrics.ts';
import type { ReplyHub } from './relayApi.ts';
import { chatRoutes } from './routes/chat.ts';

export interface AppDeps {
  config: Pick<
    Config,
    | 'SESSION_SECRET'
    | 'KAFKA_TOPIC_PREFIX'
    | 'QUEUE_PREFIX'
    | 'COMPANION_NAME'
    | 'CHAT_REPLY_WAIT_MS'
    | 'LLM_MAX_ATTEMPTS'
    | 'LLM_BACKOFF_MS'
  >;
  db: Kysely<DB>;
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  /** The process's registry (startServiceRuntime's, with its outbox); tests leave it out. */
  metrics?: Registry;
  queue: ReplyQueue;
  /** How long the replies queue is now (backpressure); none: every message is taken. */
  load?: QueueLoad;
  /** The process's reply subscription (started), with its command connection for logs and stops. */
  hub: ReplyHub;
  /** Tests shorten this. */
  pingMs?: number;
}

export async function buildApp(deps: AppDeps): Promise<ServiceApp> {
  const { config, logger } = deps;
  const metrics = deps.metrics ?? createMetricsRegistry('chat');
  // A 4,000-character message can take up to 6 bytes a character as JSON escapes, plus the other fields.
  const app = await createServiceApp({
    name: 'chat',
    logger,
    readiness: deps.readiness,
    bodyLimit: 64 * 1024,
    metrics,
  });
  chatRoutes(app, {
    db: deps.db,
    logger,
    secret: config.SESSION_SECRET,
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
    companionName: config.COMPANION_NAME,
    queue: deps.queue,
    load: deps.load,
    hub: deps.hub,
    retry: { attempts: config.LLM_MAX_ATTEMPTS, backoffMs: config.LLM_BACKOFF_MS },
    replyWaitMs: config.CHAT_REPLY_WAIT_MS,
    metrics: createChatMetrics(metrics),
    ...(deps.pingMs ? { pingMs: deps.pingMs } : {}),
  });
  return app;
}
