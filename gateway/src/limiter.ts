import { Counter, type Logger, type Redis, type Registry } from '@sage/shared';

/** One budget a request spends from: `max` requests per `windowMs`, counted per client under `key`. */
export interface Bucket {
  name: string;
  key: string;
  max: number;
  windowMs: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** The spent budget (first one over its maximum), when refused. */
  refusedBy?: string;
  /** Seconds until the refusing budget's window ends. */
  retryAfterS: number;
  /** Whether Redis decided (false: the in-process fallback did, Redis being unavailable). */
  shared: boolean;
}

/**
 * Fixed windows for every bucket of a request in one round trip: add to each key (this request and those
 * admitted from memory since, see RateLimiter), start its window on the first hit, return count and
 * remaining milliseconds per key. Refused attempts count too, so hammering does not refill a budget.
 * ARGV: the windows, then the increments.
 */
const SCRIPT = `
local out = {}
local n = #KEYS
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[i])
  local count = redis.call('INCRBY', key, tonumber(ARGV[n + i]))
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, window)
    ttl = window
  end
  out[#out + 1] = count
  out[#out + 1] = ttl
end
return out
`;

const COMMAND = 'sageRateLimit';
type LimitCommand = (numKeys: number, ...args: (string | number)[]) => Promise<number[]>;

/** Entries the in-process fallback keeps at most before it drops expired (then all) windows. */
const LOCAL_MAX_ENTRIES = 50_000;
/** While Redis is unavailable, how often one request tries it again. */
const RETRY_EVERY_MS = 1_000;
/**
 * A budget known (from Redis's last answer) to be used less than this share is decided from memory, the
 * request's count sent to Redis within FLUSH_EVERY_MS: far from its maximum, no request waits for Redis.
 */
const FAR_SHARE = 0.5;
/** How often counts admitted from memory are sent to Redis. */
const FLUSH_EVERY_MS = 50;
/** A window this close to its end is decided by Redis (the next one starts there). */
const WINDOW_END_MS = 1_000;

/** What Redis said last of a budget's window, and what this process admitted since. */
interface Known {
  count: number;
  resetAt: number;
  windowMs: number;
  pending: number;
}

export interface LimiterOptions {
  redis: Redis;
  logger: Logger;
  metrics: Registry;
  /** How long to wait for Redis before deciding locally. */
  timeoutMs: number;
}

/**
 * The gateway's rate limiter. Redis is the shared counter for every gateway process. When Redis does not
 * answer (error, or no answer within `timeoutMs`), the same budgets are enforced per gateway process from
 * memory until it answers again: the limiter neither fails open (unlimited contact mail, model calls) nor
 * closed (the whole site down with Redis). Each such decision is counted in
 * `gateway_rate_limit_degraded_total{outcome}` and each outage is logged once, when it starts.
 * A budget Redis last reported far from its maximum is decided from memory, without waiting for Redis
 * (takeKnown): most requests spend budgets far from full, and the round trip was a third of the hop's cost.
 */
export class RateLimiter {
  private readonly redis: Redis;
  private readonly logger: Logger;
  private readonly timeoutMs: number;
  private readonly degraded: Counter<'outcome'>;
  private readonly local = new Map<string, { count: number; resetAt: number }>();
  private readonly known = new Map<string, Known>();
  private flushTimer: NodeJS.Timeout | undefined;
  private unavailableSince: number | null = null;
  private retryAt = 0;

  constructor({ redis, logger, metrics, timeoutMs }: LimiterOptions) {
    this.redis = redis;
    this.logger = logger;
    this.timeoutMs = timeoutMs;
    if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { lua: SCRIPT });
    this.degraded = new Counter({
      name: 'gateway_rate_limit_degraded_total',
      help: 'Requests the rate limiter decided in-process because Redis was unavailable, by outcome',
      labelNames: ['outcome'],
      registers: [metrics],
    });
    this.degraded.inc({ outcome: 'allowed' }, 0);
    this.degraded.inc({ outcome: 'refused' }, 0);
  }

  get available(): boolean {
    return this.unavailableSince === null;
  }

  async take(buckets: Bucket[]): Promise<LimitDecision> {
    if (buckets.length === 0) return { allowed: true, retryAfterS: 0, shared: true };
    const now = Date.now();
    if (this.unavailableSince === null && this.takeKnown(buckets, now)) {
      return { allowed: true, retryAfterS: 0, shared: true };
    }
    if (this.unavailableSince === null || now >= this.retryAt) {
      try {
        const counts = await this.takeShared(buckets, now);
        if (this.unavailableSince !== null) {
          this.logger.info(
            { outageMs: now - this.unavailableSince },
            'rate limiter: Redis answers again, limits are shared again',
          );
          this.unavailableSince = null;
          this.local.clear();
        }
        return decide(buckets, counts, true);
      } catch (err) {
        if (this.unavailableSince === null) {
          this.unavailableSince = now;
          this.logger.warn(
            { err: (err as Error).message },
            'rate limiter: Redis unavailable, enforcing limits per gateway process until it is back',
          );
        }
        this.retryAt = now + RETRY_EVERY_MS;
      }
    }
    const decision = decide(buckets, this.takeLocal(buckets, now), false);
    this.degraded.inc({ outcome: decision.allowed ? 'allowed' : 'refused' });
    return decision;
  }

  /**
   * Admits a request from memory when every budget it spends is known, far from its maximum and not at the
   * end of its window; its count goes to Redis with the next flush. Other gateway processes do the same:
   * between two flushes each may admit up to half a budget (README, "Gateway: rate limits").
   */
  private takeKnown(buckets: Bucket[], now: number): boolean {
    for (const b of buckets) {
      const k = this.known.get(b.key);
      if (!k || k.resetAt - now < WINDOW_END_MS || k.count + k.pending + 1 > b.max * FAR_SHARE) return false;
    }
    for (const b of buckets) (this.known.get(b.key) as Known).pending += 1;
    this.flushTimer ??= setTimeout(() => this.flush(), FLUSH_EVERY_MS).unref();
    return true;
  }

  /** Sends what was admitted from memory; a failed flush loses only counts (the budget is far from full). */
  private flush(): void {
    this.flushTimer = undefined;
    const waiting = [...this.known].filter(([, k]) => k.pending > 0);
    if (waiting.length === 0) return;
    const command = (this.redis as unknown as Record<string, LimitCommand>)[COMMAND]!;
    const added = waiting.map(([, k]) => k.pending);
    for (const [, k] of waiting) k.pending = 0;
    const now = Date.now();
    command
      .call(
        this.redis,
        waiting.length,
        ...waiting.map(([key]) => key),
        ...waiting.map(([, k]) => k.windowMs),
        ...added,
      )
      .then((counts) => {
        waiting.forEach(([key, k], i) => {
          this.remember(key, k.windowMs, counts, i, now);
        });
      })
      .catch((err: Error) => this.logger.debug({ err: err.message }, 'rate limiter: counts not sent'));
  }

  private remember(key: string, windowMs: number, counts: number[], i: number, now: number): void {
    const k = this.known.get(key);
    const count = Number(counts[2 * i]);
    const resetAt = now + Number(counts[2 * i + 1]);
    if (k) Object.assign(k, { count, resetAt });
    else {
      if (this.known.size > LOCAL_MAX_ENTRIES) this.forgetExpired(now);
      this.known.set(key, { count, resetAt, windowMs, pending: 0 });
    }
  }

  private forgetExpired(now: number): void {
    for (const [k, v] of this.known) if (v.resetAt <= now && v.pending === 0) this.known.delete(k);
    if (this.known.size > LOCAL_MAX_ENTRIES) this.known.clear();
  }

  /** The request counted in Redis, with what this process admitted from memory for the same budgets. */
  private async takeShared(buckets: Bucket[], now: number): Promise<number[]> {
    const command = (this.redis as unknown as Record<string, LimitCommand>)[COMMAND]!;
    // Sent now: should the call fail, those counts are lost, not sent twice.
    const pending = buckets.map((b) => {
      const k = this.known.get(b.key);
      const p = k?.pending ?? 0;
      if (k) k.pending = 0;
      return p;
    });
    const call = command.call(
      this.redis,
      buckets.length,
      ...buckets.map((b) => b.key),
      ...buckets.map((b) => b.windowMs),
      ...pending.map((p) => p + 1),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    const counts = await Promise.race([call, timeout]).finally(() => clearTimeout(timer));
    buckets.forEach((b, i) => {
      this.remember(b.key, b.windowMs, counts, i, now);
    });
    return counts;
  }

  private takeLocal(buckets: Bucket[], now: number): number[] {
    if (this.local.size > LOCAL_MAX_ENTRIES) {
      for (const [k, v] of this.local) if (v.resetAt <= now) this.local.delete(k);
      if (this.local.size > LOCAL_MAX_ENTRIES) this.local.clear();
    }
    const out: number[] = [];
    for (const b of buckets) {
      let entry = this.local.get(b.key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + b.windowMs };
        this.local.set(b.key, entry);
      }
      entry.count += 1;
      out.push(entry.count, entry.resetAt - now);
    }
    return out;
  }
}

function decide(buckets: Bucket[], counts: number[], shared: boolean): LimitDecision {
  for (let i = 0; i < buckets.length; i++) {
    const b = buckets[i]!;
    if (Number(counts[2 * i]) > b.max) {
      const retryAfterS = Math.max(1, Math.ceil(Number(counts[2 * i + 1]) / 1000));
      return { allowed: false, refusedBy: b.name, retryAfterS, shared };
    }
  }
  return { allowed: true, retryAfterS: 0, shared };
}
