import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isVisitorId, type Logger, VISITOR_COOKIE } from '@sage/shared';
import type { Config } from './config.ts';

/**
 * The visitor cookie pair: `sage_visitor` holds the visitor id (22 base64url characters, as services
 * and tests read it) and `sage_visitor_sig` its HMAC under the gateway's key. Over https both carry the
 * `__Host-` prefix (Secure, Path=/, no Domain: no sibling subdomain can plant them). A visitor id without
 * a valid signature, including every cookie issued before signing existed, is ignored and a fresh id is
 * issued: such visitors start over as new visitors.
 */
export const SIG_SUFFIX = '_sig';
const HOST_PREFIX = '__Host-';
const CONTEXT = 'sage-visitor-cookie-v1';
export const VISITOR_COOKIE_MAX_AGE_S = 400 * 24 * 3600;

export interface CookieNames {
  id: string;
  sig: string;
}

export const cookieNames = (secure: boolean): CookieNames => {
  const id = secure ? `${HOST_PREFIX}${VISITOR_COOKIE}` : VISITOR_COOKIE;
  return { id, sig: `${id}${SIG_SUFFIX}` };
};

function sign(visitorId: string, key: string): string {
  return createHmac('sha256', key).update(`${CONTEXT}.${visitorId}`).digest('base64url');
}

export class VisitorCookies {
  /** Current key first, then the previous one (accepted, but cookies it signed are re-signed). */
  private readonly keys: string[];

  constructor(keys: string[]) {
    if (keys.length === 0) throw new Error('VisitorCookies needs a key');
    this.keys = keys;
  }

  get key(): string {
    return this.keys[0]!;
  }

  /**
   * What rate limits count by: a keyed hash of the client address, so Redis never holds addresses (and
   * they cannot be recovered from it without the key).
   */
  clientKey(address: string): string {
    return createHmac('sha256', this.key).update(`client.${address}`).digest('base64url').slice(0, 22);
  }

  sign(visitorId: string): string {
    return sign(visitorId, this.key);
  }

  /** `current` or `previous` for a genuine pair, `null` for a forged, unsigned or damaged one. */
  verify(visitorId: unknown, signature: unknown): 'current' | 'previous' | null {
    if (!isVisitorId(visitorId) || typeof signature !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(signature))
      return null;
    const given = Buffer.from(signature, 'base64url');
    let matched: 'current' | 'previous' | null = null;
    this.keys.forEach((key, i) => {
      const expected = Buffer.from(sign(visitorId, key), 'base64url');
      if (timingSafeEqual(given, expected) && matched === null) matched = i === 0 ? 'current' : 'previous';
    });
    return matched;
  }
}

/**
 * The keys from the configuration: VISITOR_COOKIE_SECRET (+ _PREVIOUS). Outside production a missing key
 * is derived from SESSION_SECRET (what `make up` provides), else made up per process, so local http works
 * without any setting (visitors then start over when the gateway restarts).
 */
export function visitorCookieKeys(config: Config, logger: Logger): string[] {
  let current = config.VISITOR_COOKIE_SECRET;
  if (!current && config.SESSION_SECRET) {
    current = createHmac('sha256', config.SESSION_SECRET).update(CONTEXT).digest('base64url');
  } else if (!current) {
    logger.warn(
      'VISITOR_COOKIE_SECRET is not set: visitor cookies are signed with a key of this process only',
    );
    current = randomBytes(32).toString('base64url');
  }
  const previous = config.VISITOR_COOKIE_SECRET_PREVIOUS;
  return previous && previous !== current ? [current, previous] : [current];
}
