import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import rateLimit from '@fastify/rate-limit';
import {
  AppError,
  createServiceApp,
  errorBody,
  isVisitorId,
  type Logger,
  newVisitorId,
  REQUEST_ID_HEADER,
  type ReadinessCheck,
  type Redis,
  type ServiceApp,
  VISITOR_COOKIE,
  VISITOR_HEADER,
} from '@sage/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { rateBudgets, upstreams } from './routes.ts';

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
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VISITOR_COOKIE_MAX_AGE_S = 400 * 24 * 3600;

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

export async function buildGateway({ config, logger, redis, readiness }: GatewayDeps): Promise<ServiceApp> {
  const app = await createServiceApp({
    name: 'gateway',
    logger,
    readiness: readiness ?? { redis: () => redis.ping() },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
  });
  const allowedOrigins = new Set(
    config.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );

  await app.register(helmet, { global: true });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${config.QUEUE_PREFIX}:rate:`,
    // A Redis outage must not take the site down: requests pass unlimited until it is back.
    skipOnError: true,
  });

  // Several independent budgets per request (global + the route's own), each checked explicitly.
  const limiter = (name: string, max: number, timeWindow: number) => {
    const check = app.createRateLimit({ max, timeWindow, keyGenerator: (req) => `${name}:${req.ip}` });
    return async (req: FastifyRequest, reply: FastifyReply) => {
      const result = await check(req);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        reply.header('retry-after', String(seconds));
        throw new AppError(429, 'rate_limited', `Too many requests. Please try again in ${seconds} seconds.`);
      }
    };
  };
  const globalLimit = limiter('all', config.RATE_LIMIT_GLOBAL_PER_MINUTE, 60_000);
  const budgets = rateBudgets(config).map((b) => ({ ...b, check: limiter(b.name, b.max, b.timeWindow) }));

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.url.startsWith('/api/')) return;
    const path = req.url.split('?')[0]!;

    if (MUTATING.has(req.method)) {
      const origin = req.headers.origin;
      if (origin !== undefined && !allowedOrigins.has(origin)) {
        throw new AppError(403, 'forbidden_origin', 'Requests from this origin are not allowed');
      }
      if (hasBody(req)) {
        const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== 'application/json') {
          throw new AppError(415, 'unsupported_media_type', 'Send the body as application/json');
        }
        if (Number(req.headers['content-length'] ?? 0) > config.BODY_LIMIT) {
          throw new AppError(
            413,
            'payload_too_large',
            `Request body is larger than ${config.BODY_LIMIT} bytes`,
          );
        }
      }
    }

    await globalLimit(req, reply);
    for (const b of budgets) if (b.matches(req.method, path)) await b.check(req, reply);

    // The visitor id ties a browser to its sessions; only the gateway ever sets it.
    let visitorId = req.cookies[VISITOR_COOKIE];
    if (!isVisitorId(visitorId)) {
      visitorId = newVisitorId();
      reply.setCookie(VISITOR_COOKIE, visitorId, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.COOKIE_SECURE,
        path: '/',
        maxAge: VISITOR_COOKIE_MAX_AGE_S,
      });
    }
    req.visitorId = visitorId;
  });

  app.get('/api/health', { schema: { hide: true } }, async (_req, reply) => {
    const services: Record<string, 'up' | 'down'> = {};
    await Promise.all(
      upstreams(config).map(async (u) => {
        try {
          const res = await fetch(`${u.url}/ready`, { signal: AbortSignal.timeout(2_000) });
          services[u.name] = res.ok ? 'up' : 'down';
        } catch {
          services[u.name] = 'down';
        }
      }),
    );
    const ok = Object.values(services).every((s) => s === 'up');
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', services });
  });

  for (const u of upstreams(config)) {
    await app.register(proxy, {
      upstream: u.url,
      prefix: u.prefix,
      rewritePrefix: u.prefix,
      websocket: false,
      undici: {
        headersTimeout: config.UPSTREAM_TIMEOUT_MS,
        bodyTimeout: config.UPSTREAM_TIMEOUT_MS * 3,
        connections: 128,
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
        onError: (reply, { error }) => {
          const timedOut = /TIMEOUT/i.test((error as { code?: string }).code ?? '');
          reply.log.warn({ err: error, upstream: u.name }, 'upstream request failed');
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
