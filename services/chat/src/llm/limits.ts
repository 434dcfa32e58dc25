import type { Redis } from '@sage/shared';

/**
 * The model provider's limits on requests and tokens per minute, shared by every worker process through
 * one Redis counter per minute, so scaling out never turns into provider errors. A call takes its share
 * before it starts (its prompt and the longest reply it may write, as providers count it); when the
 * minute is spent, it is told how long until the next one and the reply waits in the queue.
 */
export interface ModelLimits {
  /** 0 when the call may go now; otherwise milliseconds until it may. */
  take(tokens: number): Promise<number>;
}

export interface ModelLimitSettings {
  requestsPerMinute: number | undefined;
  tokensPerMinute: number | undefined;
  /** Keys are kept apart per queue prefix (a test's, a benchmark's). */
  prefix: string;
}

// Both counters of the current minute are checked and taken together, or neither is.
const TAKE = `
local req = tonumber(ARGV[1])
local tok = tonumber(ARGV[2])
local maxReq = tonumber(ARGV[3])
local maxTok = tonumber(ARGV[4])
local r = tonumber(redis.call('GET', KEYS[1]) or '0')
local t = tonumber(redis.call('GET', KEYS[2]) or '0')
if (maxReq > 0 and r + req > maxReq) or (maxTok > 0 and r > 0 and t + tok > maxTok) then
  return 1
end
redis.call('INCRBY', KEYS[1], req)
redis.call('INCRBY', KEYS[2], tok)
redis.call('PEXPIRE', KEYS[1], 61000)
redis.call('PEXPIRE', KEYS[2], 61000)
return 0
`;

/** Limits as configured, or null when none is set (the provider's own 429s still pause the queue). */
export function createModelLimits(redis: Redis, settings: ModelLimitSettings): ModelLimits | null {
  const { requestsPerMinute: rpm, tokensPerMinute: tpm } = settings;
  if (!rpm && !tpm) return null;
  return {
    async take(tokens) {
      const now = Date.now();
      const minute = Math.floor(now / 60_000);
      const base = `${settings.prefix}:model-limits:${minute}`;
      const refused = await redis.eval(
        TAKE,
        2,
        `${base}:requests`,
        `${base}:tokens`,
        1,
        tokens,
        rpm ?? 0,
        tpm ?? 0,
      );
      // A call bigger than the whole minute's tokens still goes alone at the start of a minute (r = 0).
      return refused === 1 ? (minute + 1) * 60_000 - now : 0;
    },
  };
}

/** Thrown when a call must wait for the provider's limits: the reply goes back to the queue, in order. */
export class ModelBusyError extends Error {
  constructor(readonly waitMs: number) {
    super(`the model's limits are reached; replies wait ${waitMs} ms`);
    this.name = 'ModelBusyError';
  }
}
