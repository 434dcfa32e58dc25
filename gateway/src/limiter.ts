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
 * Fixed windows for every bucket of a request in one round trip: INCR each key, start its window on the
 * first hit, return count and remaining milliseconds per key. Refused attempts count too, so hammering
 * does not refill a budget.
 */
const SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[i])
  local count = redis.call('INCR', key)
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
 */
export class RateLimiter {
  private readonly redis: Redis;
  private readonly logger: Logger;
  private readonly timeoutMs: number;
  private readonly degraded: Counter<'outcome'>;
  private readonly local = new Map<string, { count: number; resetAt: number }>();
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
    if (this.unavailableSince === null || now >= this.retryAt) {
      try {
        const counts = await this.takeShared(buckets);
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

  private takeShared(buckets: Bucket[]): Promise<number[]> {
    const command = (this.redis as unknown as Record<string, LimitCommand>)[COMMAND]!;
    const call = command.call(
      this.redis,
      buckets.length,
      ...buckets.map((b) => b.key),
      ...buckets.map((b) => b.windowMs),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
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
