import {
  Counter,
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
import { contactRoutes } from './routes/contact.ts';

/** Largest request body the service reads; a full form at its limits fits comfortably. */
export const BODY_LIMIT = 16 * 1024;

export interface AppDeps {
  config: Pick<Config, 'KAFKA_TOPIC_PREFIX'>;
  db: Kysely<DB>;
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  enqueueMail: (contactId: string) => Promise<void>;
  /** The process's registry (startServiceRuntime's, with its outbox); tests leave it out. */
  metrics?: Registry;
}

export async function buildApp(deps: AppDeps): Promise<ServiceApp> {
  const { config, db, logger, readiness, enqueueMail } = deps;
  const metrics = deps.metrics ?? createMetricsRegistry('contact');
  const received = new Counter({
    name: 'contact_messages_total',
    help: 'Contact form submissions by outcome (accepted, or trapped as a bot)',
    labelNames: ['outcome'] as const,
    registers: [metrics],
  });
  const app = await createServiceApp({ name: 'contact', logger, readiness, bodyLimit: BODY_LIMIT, metrics });
  contactRoutes(app, { db, topicPrefix: config.KAFKA_TOPIC_PREFIX, enqueueMail, received });
  return app;
}
