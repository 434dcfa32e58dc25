import { createSessionId, visitorOf } from '@sage/shared';
import type { FastifyRequest } from 'fastify';

/** A new session id bound to the caller's browser; history is saved unless the visitor opted out. */
export function newSessionFor(req: FastifyRequest, secret: string, saveHistory = true) {
  return { sessionId: createSessionId(visitorOf(req), secret), saveHistory };
}
