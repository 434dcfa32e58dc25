import { checks, onShutdown, startServiceRuntime } from '@sage/shared';
import { buildApp } from './app.ts';
import { loadSessionConfig } from './config.ts';
import { startPurgeConsumer } from './consumers/purge.ts';
import type { DB } from './db/types.ts';

const config = loadSessionConfig();
const { logger, db, kafka, metrics, stop } = startServiceRuntime<DB>('session', config);

const app = await buildApp({
  metrics,
  config,
  db,
  logger,
  readiness: { postgres: checks.postgres(db), kafka: checks.kafka(kafka) },
});

const purge = startPurgeConsumer({ db, kafka, logger, topicPrefix: config.KAFKA_TOPIC_PREFIX });

onShutdown(logger, async () => {
  await app.close();
  await purge.stop();
  await stop();
});

await app.listen({ port: config.PORT, host: config.HOST });
