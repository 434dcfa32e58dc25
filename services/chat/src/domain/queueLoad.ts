import { AppError, type Logger, type Redis } from '@sage/shared';
import type { ReplyQueue } from '../jobs/replyQueue.ts';

/** Said to a visitor whose message is not taken because the replies queue is too long. */
export const busyMessage = (seconds: number) =>
  `Sage is very busy right now, so your message was not sent. Please try again in about ${seconds} seconds.`;

export const busy = (retryAfterS: number) =>
  new AppError(429, 'busy', busyMessage(retryAfterS), { 'retry-after': String(retryAfterS) });

export interface QueueLoadOptions {
  /** A new message is turned away when the oldest waiting reply has waited this long already. */
  maxWaitMs: number;
  /** ...or when this many replies are waiting (a bound on memory whatever the speed). */
  maxWaiting: number;
  /** How often the queue is looked at (three small Redis commands; no cost per message). */
  sampleMs?: number;
}

/**
 * How long a new message would wait for a worker, read from the replies queue every second: the queue is
 * first in, first out, so the oldest waiting job's age is what the next one can expect. Sampled, not read
 * per message, so a full queue turns a message away at once and costs Redis nothing more.
 */
export class QueueLoad {
  private oldestAgeMs = 0;
  private waiting = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly queue: ReplyQueue,
    /** A command connection to the queue's Redis. */
    private readonly redis: Redis,
    private readonly opts: QueueLoadOptions,
    private readonly log: Logger,
  ) {}

  start(): this {
    const tick = () => {
      this.sample()
        .catch((err) => this.log.warn({ err: (err as Error).message }, 'cannot read the replies queue'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, this.opts.sampleMs ?? 1_000).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
    return this;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  async sample(): Promise<void> {
    // The waiting list's length and its oldest job (BullMQ adds at the head), read directly: the queue's
    // own getJobs reads and parses the whole job.
    const wait = this.queue.keys.wait as string;
    const [waiting, oldestId] = await Promise.all([this.redis.llen(wait), this.redis.lindex(wait, -1)]);
    const at = oldestId ? Number(await this.redis.hget(this.queue.toKey(oldestId), 'timestamp')) : 0;
    this.waiting = waiting;
    this.oldestAgeMs = at > 0 ? Math.max(0, Date.now() - at) : 0;
  }

  /** Seconds to wait before sending again when the queue is too long now; undefined when it is not. */
  retryAfterS(): number | undefined {
    const { maxWaitMs, maxWaiting } = this.opts;
    if (this.oldestAgeMs < maxWaitMs && this.waiting < maxWaiting) return undefined;
    // The queue drains at the rate it has been served: what waits now has waited about as long.
    return Math.min(120, Math.max(5, Math.ceil(this.oldestAgeMs / 1000)));
  }

  /** For /metrics and logs. */
  get state() {
    return { waiting: this.waiting, oldestAgeMs: this.oldestAgeMs };
  }
}
