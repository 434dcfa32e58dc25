import {
  createServiceApp,
  type Logger,
  type ReadinessCheck,
  type Registry,
  type ServiceApp,
} from '@sage/shared';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DB } from './db/types.ts';
import { sessionRoutes } from './routes/sessions.ts';

export interface AppDeps {
  config: Pick<Config, 'SESSION_SECRET' | 'KAFKA_TOPIC_PREFIX'>;
  db: Kysely<DB>;
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  /** The process's registry (startServiceRuntime's, with its outbox); tests leave it out. */
  metrics?: Registry;
}

export async function buildApp({ config, db, logger, readiness, metrics }: AppDeps): Promise<ServiceApp> {
  const app = await createServiceApp({ name: 'session', logger, readiness, bodyLimit: 4 * 1024, metrics });
  sessionRoutes(app, { db, secret: config.SESSION_SECRET, topicPrefix: config.KAFKA_TOPIC_PREFIX });
  return app;
}
