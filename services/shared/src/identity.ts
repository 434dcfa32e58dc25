import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Trusted header carrying the browser's visitor id from the gateway to services. The gateway drops any
 * copy a client sends and sets it from its HttpOnly cookie, so services can believe it.
 */
export const VISITOR_HEADER = 'x-sage-visitor';
export const VISITOR_COOKIE = 'sage_visitor';

const NONCE_BYTES = 16;

function mac(nonce: string, visitorId: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${nonce}.${visitorId}`).digest();
}

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22}$/.test(value);
}

/** A session id is `nonce.mac`: 128 random bits plus an HMAC binding them to one visitor. */
export function createSessionId(visitorId: string, secret: string): string {
  const nonce = randomBytes(NONCE_BYTES).toString('base64url');
  return `${nonce}.${mac(nonce, visitorId, secret).toString('base64url')}`;
}

/** True only for an id minted by us for this visitor; constant-time, no lookup. */
export function verifySessionId(sessionId: string, visitorId: string, secret: string): boolean {
  if (typeof sessionId !== 'string' || sessionId.length > 100) return false;
  const parts = sessionId.split('.');
  if (parts.length !== 2) return false;
  const [nonce, given] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]{22}$/.test(nonce) || !/^[A-Za-z0-9_-]{43}$/.test(given)) return false;
  const expected = mac(nonce, visitorId, secret);
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function visitorOf(req: FastifyRequest): string {
  const v = req.headers[VISITOR_HEADER];
  if (!isVisitorId(v)) throw new AppError(401, 'no_visitor', 'Missing visitor identity');
  return v;
}

/**
 * The session id from a request, verified against the caller's visitor id. Foreign, forged and unknown
 * ids all answer the same 404, so nobody can probe which sessions exist.
 */
export function ownedSessionId(
  req: FastifyRequest,
  sessionId: string,
  secret: string,
  notFoundMessage = 'Session not found',
): string {
  if (!verifySessionId(sessionId, visitorOf(req), secret))
    throw new AppError(404, 'not_found', notFoundMessage);
  return sessionId;
}
