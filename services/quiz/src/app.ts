import { createServiceApp, type Logger, type ReadinessCheck, type ServiceApp } from '@sage/shared';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DB } from './db/types.ts';
import { quizRoutes } from './routes/quiz.ts';

export interface AppDeps {
  config: Pick<Config, 'SESSION_SECRET' | 'KAFKA_TOPIC_PREFIX'>;
  db: Kysely<DB>;
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
}

export async function buildApp({ config, db, logger, readiness }: AppDeps): Promise<ServiceApp> {
  const app = await createServiceApp({ name: 'quiz', logger, readiness, bodyLimit: 8 * 1024 });
  quizRoutes(app, { db, secret: config.SESSION_SECRET, topicPrefix: config.KAFKA_TOPIC_PREFIX });
  return app;
}
