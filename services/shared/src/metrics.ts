import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { AnyFastify } from './fastifyTypes.ts';
import type { Logger } from './logger.ts';

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

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one given for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * `/metrics` on a small port of its own, for processes without an HTTP server (the workers): plain
 * node:http, GET /metrics in Prometheus text format, 404 for anything else. When the port is taken the
 * process carries on without it (a worker writing replies matters more than its metrics): the error is
 * logged and `undefined` returned.
 */
export async function startMetricsServer(opts: {
  registry: Registry;
  port: number;
  host: string;
  logger: Logger;
}): Promise<MetricsServer | undefined> {
  const { registry, logger } = opts;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":{"code":"not_found","message":"Only GET /metrics is served here"}}');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType });
        res.end(text);
      },
      (err: unknown) => {
        logger.warn({ err }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"error":{"code":"internal","message":"Metrics could not be collected"}}');
      },
    );
  });
  // Scrapes are short: idle keep-alive connections are not held open.
  server.keepAliveTimeout = 5_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port, opts.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    logger.error(
      { err, port: opts.port },
      'metrics port unavailable; this process serves no /metrics (set METRICS_PORT)',
    );
    return undefined;
  }
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, host: opts.host }, 'metrics served on /metrics');
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
