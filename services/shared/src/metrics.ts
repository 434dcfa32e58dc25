import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { AnyFastify } from './fastifyTypes.ts';

export { Counter, Gauge, Histogram, Registry } from 'prom-client';

export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  // The event-loop delay is sampled by a timer at this precision: prom-client's 10 ms default wakes every
  // process 100 times a second, about 0.5 % of a core each with no traffic; 100 ms still shows a loop that
  // stalls (nodejs_eventloop_lag_*), at a tenth of the cost (bench/REPORT.md, "Idle cost").
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 100 });
  return registry;
}

/** `/metrics` in Prometheus text format plus a request-duration histogram labelled by route. */
export function registerMetrics(app: AnyFastify, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/metrics' || route === '/health' || route === '/ready') return;
    duration.observe(
      { method: req.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
