import type { FastifyInstance } from 'fastify';

/** Any Fastify instance, whatever its logger and type provider: for plugins shared by services and gateway. */
// biome-ignore lint/suspicious/noExplicitAny: the kit's plugins work on every instance shape.
export type AnyFastify = FastifyInstance<any, any, any, any, any>;
