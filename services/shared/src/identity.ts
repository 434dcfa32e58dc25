import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ConfigError } from './config.ts';
import { AppError } from './errors.ts';

/**
 * Trusted header carrying the browser's visitor id from the gateway to services. The gateway drops any
 * copy a client sends and sets it from its signed HttpOnly cookie, so services can believe it.
 */
export const VISITOR_HEADER = 'x-sage-visitor';
export const VISITOR_COOKIE = 'sage_visitor';

const NONCE_BYTES = 16;
const MIN_SECRET_LENGTH = 32;

function mac(nonce: string, visitorId: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${nonce}.${visitorId}`).digest();
}

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22}$/.test(value);
}

/**
 * The previous session secret during a rotation: ids minted with it keep verifying while it is set.
 * Read here (not in each service's config.ts) so that every service calling `ownedSessionId` honours it
 * without passing it around; a bad value stops the process at start like any config error.
 *
 * Rotation: set SESSION_SECRET_PREVIOUS to the old secret and SESSION_SECRET to a new one, restart; once
 * the old ids no longer matter (their sessions are closed or purged), remove SESSION_SECRET_PREVIOUS.
 */
export function readPreviousSessionSecrets(env: Record<string, string | undefined>): string[] {
  const raw = env.SESSION_SECRET_PREVIOUS?.trim();
  if (!raw) return [];
  if (raw.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      'SESSION_SECRET_PREVIOUS',
      `is invalid: must be at least ${MIN_SECRET_LENGTH} characters`,
    );
  }
  return [raw];
}

let previousSessionSecrets: readonly string[] = readPreviousSessionSecrets(process.env);

/** Replaces the previous secrets read from the environment (tests, or a process that loads its own). */
export function setPreviousSessionSecrets(secrets: readonly string[]): void {
  previousSessionSecrets = [...secrets];
}

/** A session id is `nonce.mac`: 128 random bits plus an HMAC binding them to one visitor. */
export function createSessionId(visitorId: string, secret: string): string {
  const nonce = randomBytes(NONCE_BYTES).toString('base64url');
  return `${nonce}.${mac(nonce, visitorId, secret).toString('base64url')}`;
}

/**
 * True only for an id minted by us for this visitor, with the current secret or (during a rotation) a
 * previous one; constant-time per key, no lookup.
 */
export function verifySessionId(
  sessionId: string,
  visitorId: string,
  secret: string,
  previous: readonly string[] = previousSessionSecrets,
): boolean {
  if (typeof sessionId !== 'string' || sessionId.length > 100) return false;
  const parts = sessionId.split('.');
  if (parts.length !== 2) return false;
  const [nonce, given] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]{22}$/.test(nonce) || !/^[A-Za-z0-9_-]{43}$/.test(given)) return false;
  const actual = Buffer.from(given, 'base64url');
  let ok = false;
  for (const key of [secret, ...previous]) {
    const expected = mac(nonce, visitorId, key);
    // Every key is tried whatever the outcome, so timing does not tell which one matched.
    ok = (actual.length === expected.length && timingSafeEqual(actual, expected)) || ok;
  }
  return ok;
}

export function visitorOf(req: FastifyRequest): string {
  const v = req.headers[VISITOR_HEADER];
  if (!isVisitorId(v)) throw new AppError(401, 'no_visitor', 'Missing visitor identity');
  return v;
}

/**
 * The session id from a request, verified against the caller's visitor id (with the current secret, or
 * SESSION_SECRET_PREVIOUS during a rotation). Foreign, forged and unknown ids all answer the same 404, so
 * nobody can probe which sessions exist.
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
