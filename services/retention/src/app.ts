import {
  createServiceApp,
  type Logger,
  type ReadinessCheck,
  type Registry,
  type ServiceApp,
} from '@sage/shared';
import type { Kysely } from 'kysely';
import type { DB } from './db/types.ts';
import { purgeRoutes } from './routes/purges.ts';

export interface AppDeps {
  db: Kysely<DB>;
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  metrics: Registry;
}

/**
 * Retention has no public API (the gateway routes nothing to it): `/health`, `/ready` and `/metrics`
 * (with the consumer lag) for the operators and the orchestrator, and the purge ledger at `/purges`.
 */
export async function buildApp({ db, logger, readiness, metrics }: AppDeps): Promise<ServiceApp> {
  const app = await createServiceApp({ name: 'retention', logger, readiness, metrics });
  purgeRoutes(app, { db });
  return app;
}
