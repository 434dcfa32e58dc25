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
import { loadSessionConfig } from './config.ts';
import type { DB } from './db/types.ts';

const config = loadSessionConfig();
const logger = createLogger('session', config.LOG_LEVEL);
const db = createDb<DB>({
  connectionString: config.DATABASE_URL,
  schema: config.DB_SCHEMA,
  max: config.DB_POOL_MAX,
});

const kafka = createKafka('session', config.KAFKA_BROKERS, logger);
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

onShutdown(logger, async () => {
  await app.close();
  await relay.stop();
  await db.destroy();
});

await app.listen({ port: config.PORT, host: config.HOST });
