import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import { installErrorHandler } from './errors.ts';
import { type ReadinessCheck, registerHealth } from './health.ts';
import { type Logger, REQUEST_ID_HEADER } from './logger.ts';
import { createMetricsRegistry, type Registry, registerMetrics } from './metrics.ts';

export type ServiceApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  bodyLimit?: number;
  metrics?: Registry;
  /** Trust X-Forwarded-* from the proxy in front (the gateway behind nginx). */
  trustProxy?: boolean;
}

/** Routes polled by health checks and Prometheus: logged at debug only. */
const QUIET_ROUTES = new Set(['/health', '/ready', '/metrics']);

/**
 * The one log line of a request, when it is answered: no client address and no path (paths hold session
 * ids), only the route, the status and the time taken. (Fastify's own two lines per request are off.)
 */
export function logEachRequest(app: FastifyInstance<any, any, any, any, any>): void {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const fields = {
      method: req.method,
      route,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (QUIET_ROUTES.has(route)) req.log.debug(fields, 'request');
    else req.log.info(fields, 'request');
  });
}

/**
 * The Fastify instance every service starts from: request ids carried from the gateway, one log line per
 * request, JSON schemas that reject unknown fields, one error format, OpenAPI at /docs/json, /health, /ready and /metrics.
 */
export async function createServiceApp(opts: ServiceAppOptions): Promise<ServiceApp> {
  const app = Fastify({
    loggerInstance: opts.logger as FastifyBaseLogger,
    bodyLimit: opts.bodyLimit ?? 64 * 1024,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    return503OnClosing: true,
    trustProxy: opts.trustProxy ?? false,
    disableRequestLogging: true,
  }).withTypeProvider<TypeBoxTypeProvider>();
  logEachRequest(app);

  app.addHook('onSend', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  installErrorHandler(app);
  await app.register(swagger, {
    openapi: { info: { title: `Sage ${opts.name} service`, version: '1.0.0' } },
  });
  app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());
  await registerHealth(app, opts.readiness);
  registerMetrics(app, opts.metrics ?? createMetricsRegistry(opts.name));
  return app as unknown as ServiceApp;
}
