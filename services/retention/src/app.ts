import {
  createServiceApp,
  type Logger,
  type ReadinessCheck,
  type Registry,
  type ServiceApp,
} from '@sage/shared';

export interface AppDeps {
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  metrics: Registry;
}

/**
 * Retention has no public API: only `/health`, `/ready` and `/metrics` (with the consumer lag) for the
 * operators and the orchestrator.
 */
export async function buildApp({ logger, readiness, metrics }: AppDeps): Promise<ServiceApp> {
  return createServiceApp({ name: 'retention', logger, readiness, metrics });
}
