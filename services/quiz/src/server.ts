import {
  checks,
  createDb,
  createKafka,
  createLogger,
  createProducer,
  onShutdown,
  startOutboxRelay,
} from '@sage/shared';
import { buildApp } from './app.ts';
import { loadQuizConfig } from './config.ts';
import { startPurgeConsumer } from './consumers/purge.ts';
import type { DB } from './db/types.ts';

const config = loadQuizConfig();
const logger = createLogger('quiz', config.LOG_LEVEL);
const db = createDb<DB>({
  connectionString: config.DATABASE_URL,
  schema: config.DB_SCHEMA,
  max: config.DB_POOL_MAX,
});

const kafka = createKafka('quiz', config.KAFKA_BROKERS, logger);
const relay = startOutboxRelay({
  db,
  producer: createProducer(kafka),
  logger,
  lockName: `${config.DB_SCHEMA}.outbox`,
});
const app = await buildApp({
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
  await relay.stop();
  await db.destroy();
});

await app.listen({ port: config.PORT, host: config.HOST });
