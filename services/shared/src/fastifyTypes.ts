import type { FastifyInstance } from 'fastify';

/** Any Fastify instance, whatever its logger and type provider: for plugins shared by services and gateway. */
export type AnyFastify = FastifyInstance<any, any, any, any, any>;
