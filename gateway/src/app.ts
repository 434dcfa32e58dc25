import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import {
  AppError,
  createMetricsRegistry,
  errorBody,
  installErrorHandler,
  type Logger,
  logEachRequest,
  newVisitorId,
  REQUEST_ID_HEADER,
  type ReadinessCheck,
  type Redis,
  type Registry,
  registerHealth,
  registerMetrics,
  type ServiceApp,
  VISITOR_HEADER,
} from '@sage/shared';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { Config } from './config.ts';
import { type Bucket, RateLimiter } from './limiter.ts';
import { isCanonicalPath, pathOf } from './paths.ts';
import { rateBudgets, upstreams } from './routes.ts';
import { cookieNames, VISITOR_COOKIE_MAX_AGE_S, VisitorCookies, visitorCookieKeys } from './visitor.ts';

declare module 'fastify' {
  interface FastifyRequest {
    visitorId: string;
  }
}

export interface GatewayDeps {
  config: Config;
  logger: Logger;
  redis: Redis;
  readiness?: Record<string, ReadinessCheck>;
  metrics?: Registry;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A request id a client may choose; anything else is replaced by a fresh UUID. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** Routes logged at debug only (probes every few seconds). */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Malformed HTTP (bad Content-Length, oversized headers...) answers JSON too, before any route. */
function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, code, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'request_timeout', 'The request took too long to arrive']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'headers_too_large', 'Request headers are too large']
        : [400, 'Bad Request', 'bad_request', 'Malformed HTTP request'];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

export async function buildGateway({
  config,
  logger,
  redis,
  readiness,
  metrics,
}: GatewayDeps): Promise<ServiceApp> {
  // The gateway builds its own Fastify instance (not createServiceApp) for three settings services do not
  // need: client request ids are checked before use, one log line per request, JSON client errors.
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: config.BODY_LIMIT,
    requestIdHeader: false,
    genReqId: (raw) => {
      const given = raw.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logController: new LogController({ disableRequestLogging: true }),
    clientErrorHandler,
    return503OnClosing: true,
    trustProxy: config.TRUST_PROXY,
  }) as unknown as ServiceApp;
  const registry = metrics ?? createMetricsRegistry('gateway');

  app.addHook('onSend', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  logEachRequest(app);
  installErrorHandler(app);
  await registerHealth(app, readiness ?? { redis: () => redis.ping() });
  registerMetrics(app, registry);

  const allowedOrigins = new Set(
    config.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
  const visitors = new VisitorCookies(visitorCookieKeys(config, logger));
  const limiter = new RateLimiter({
    redis,
    logger,
    metrics: registry,
    timeoutMs: config.RATE_LIMIT_REDIS_TIMEOUT_MS,
  });
  const ratePrefix = `${config.QUEUE_PREFIX}:rate:`;
  const budgets = rateBudgets(config);
  const secureCookie = (req: FastifyRequest) =>
    config.COOKIE_SECURE === 'auto' ? req.protocol === 'https' : config.COOKIE_SECURE === 'true';

  await app.register(helmet, { global: true });
  await app.register(cookie);

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    // Budgets and checks see the path the router acts on only if there is one spelling of it.
    const path = pathOf(req.url);
    if (!isCanonicalPath(path)) {
      throw new AppError(
        400,
        'invalid_path',
        'Request paths must be plain: no encoded characters, dot segments, duplicate or trailing slashes',
      );
    }
    if (!path.startsWith('/api/')) return;

    if (MUTATING.has(req.method)) {
      const origin = req.headers.origin;
      if (origin !== undefined && !allowedOrigins.has(origin)) {
        throw new AppError(403, 'forbidden_origin', 'Requests from this origin are not allowed');
      }
      const length = req.headers['content-length'];
      if (req.headers['transfer-encoding'] !== undefined) {
        // Bodies are streamed to the services unparsed: only a declared length can be held to BODY_LIMIT.
        // nginx always sends one (it buffers request bodies).
        throw new AppError(411, 'length_required', 'Send the body with a Content-Length');
      }
      if (length !== undefined && length !== '0') {
        const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== 'application/json') {
          throw new AppError(415, 'unsupported_media_type', 'Send the body as application/json');
        }
        if (Number(length) > config.BODY_LIMIT) {
          throw new AppError(
            413,
            'payload_too_large',
            `Request body is larger than ${config.BODY_LIMIT} bytes`,
          );
        }
      }
    }

    // Every budget of the request in one Redis round trip, keyed by a keyed hash of the client address.
    const client = visitors.clientKey(req.ip);
    const buckets: Bucket[] = [
      {
        name: 'all',
        key: `${ratePrefix}all:${client}`,
        max: config.RATE_LIMIT_GLOBAL_PER_MINUTE,
        windowMs: 60_000,
      },
    ];
    for (const b of budgets) {
      if (b.matches(req.method, path))
        buckets.push({
          name: b.name,
          key: `${ratePrefix}${b.name}:${client}`,
          max: b.max,
          windowMs: b.timeWindow,
        });
    }
    const decision = await limiter.take(buckets);
    if (!decision.allowed) {
      const seconds = decision.retryAfterS;
      throw new AppError(429, 'rate_limited', `Too many requests. Please try again in ${seconds} seconds.`, {
        'retry-after': String(seconds),
      });
    }

    // The visitor id ties a browser to its sessions; only the gateway ever sets it, signed.
    const secure = secureCookie(req);
    const names = cookieNames(secure);
    let visitorId = req.cookies[names.id];
    const verdict = visitors.verify(visitorId, req.cookies[names.sig]);
    if (verdict === null) visitorId = newVisitorId();
    if (verdict !== 'current') {
      const options = {
        httpOnly: true,
        sameSite: 'lax' as const,
        secure,
        path: '/',
        maxAge: VISITOR_COOKIE_MAX_AGE_S,
      };
      reply.setCookie(names.id, visitorId!, options);
      reply.setCookie(names.sig, visitors.sign(visitorId!), options);
    }
    req.visitorId = visitorId!;
  });

  // The whole stack: each service's /ready, and the heartbeats of the workers and retention (see
  // stackHealth in @sage/shared). 503 when anything is down; 200 `degraded` naming what is worked around.
  app.get('/api/health', { schema: { hide: true } }, async (_req, reply) => {
    const { stackHealth } = await import('@sage/shared');
    const health = await stackHealth({ upstreams: upstreams(config), redis, prefix: config.QUEUE_PREFIX });
    return reply.status(health.ok ? 200 : 503).send(health.body);
  });

  for (const u of upstreams(config)) {
    await app.register(proxy, {
      upstream: u.url,
      prefix: u.prefix,
      rewritePrefix: u.prefix,
      websocket: false,
      // reply-from's own two lines per request (one with the path, which holds session ids) are off.
      disableRequestLogging: true,
      undici: {
        headersTimeout: config.UPSTREAM_TIMEOUT_MS,
        bodyTimeout: config.UPSTREAM_TIMEOUT_MS * 3,
        connections: config.UPSTREAM_CONNECTIONS,
        pipelining: 1,
        keepAliveTimeout: config.UPSTREAM_KEEP_ALIVE_MS,
        keepAliveMaxTimeout: config.UPSTREAM_KEEP_ALIVE_MS,
      },
      replyOptions: {
        rewriteRequestHeaders: (req, headers) => {
          // Never forward the browser's cookies or its own copy of the trusted visitor header.
          const { cookie: _cookie, [VISITOR_HEADER]: _spoofed, ...rest } = headers;
          return {
            ...rest,
            [VISITOR_HEADER]: (req as FastifyRequest).visitorId,
            [REQUEST_ID_HEADER]: String(req.id),
          };
        },
        // Errors under /api are JSON whoever produces them: a service's non-JSON error is replaced.
        onResponse: (_req, reply, res) => {
          const type = String(reply.getHeader('content-type') ?? '');
          if (res.statusCode < 400 || JSON_TYPE.test(type)) {
            void reply.send(res.stream);
            return;
          }
          res.stream.resume();
          for (const h of ['content-length', 'content-encoding', 'transfer-encoding', 'content-type'])
            reply.removeHeader(h);
          reply.log.warn({ upstream: u.name, status: res.statusCode }, 'upstream answered a non-JSON error');
          void reply.send(
            errorBody(
              res.statusCode >= 500 ? 'upstream_error' : 'bad_request',
              res.statusCode >= 500
                ? `The ${u.name} service could not answer`
                : `The ${u.name} service could not use this request`,
            ),
          );
        },
        onError: (reply, { error }) => {
          // reply-from has logged the error already ("response errored"); the request line names the route.
          const timedOut = /TIMEOUT/i.test((error as { code?: string }).code ?? '');
          void reply
            .status(timedOut ? 504 : 503)
            .send(
              errorBody(
                timedOut ? 'upstream_timeout' : 'unavailable',
                timedOut
                  ? `The ${u.name} service took too long to answer`
                  : `The ${u.name} service is unavailable`,
              ),
            );
        },
      },
    });
  }

  return app;
}
