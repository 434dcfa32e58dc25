import { checks, onShutdown, startServiceRuntime } from '@sage/shared';
import { buildApp } from './app.ts';
import { loadQuizConfig } from './config.ts';
import { startPurgeConsumer } from './consumers/purge.ts';
import type { DB } from './db/types.ts';

const config = loadQuizConfig();
const { logger, db, kafka, metrics, stop } = startServiceRuntime<DB>('quiz', config);

const app = await buildApp({
  metrics,
  config,
  db,
  logger,
  readiness: { postgres: checks.postgres(db), kafka: checks.kafka(kafka) },
});

const purge = config.QUIZ_CONSUMERS_ENABLED
  ? startPurgeConsumer({ db, kafka, logger, topicPrefix: config.KAFKA_TOPIC_PREFIX })
  : undefined;

onShutdown(logger, async () => {
  await app.close();
  await purge?.stop();
  await stop();
});

await app.listen({ port: config.PORT, host: config.HOST });
