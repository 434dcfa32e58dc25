import { type Redis, withTimeout } from '@sage/shared';
import {
  parseReplyEvent,
  type ReplyEvent,
  replyChannelPrefix,
  replyCounterKey,
  replyStreamKey,
  STOP_TTL_MS,
  stopChannel,
  stopKey,
} from './relayEvents.ts';

/**
 * API side of the relay: one pattern subscription per process on every reply's channel, dispatching to
 * the requests waiting in this process; reading a reply's log for a page that reattaches; stop requests.
 */

/** What a waiting request receives: an event, `timeout`, or `resync` (the subscription was down a while). */
export type ListenResult = ReplyEvent | 'timeout' | 'resync';

export interface ReplyListener {
  /** The next event, 'timeout' after `timeoutMs` (or when `signal` aborts), 'resync' after a reconnect. */
  next(timeoutMs: number, signal?: AbortSignal): Promise<ListenResult>;
  close(): void;
}

type Sink = (e: ReplyEvent | 'resync') => void;

export class ReplyHub {
  private readonly listeners = new Map<string, Set<Sink>>();
  private subscribed = false;
  private lostSinceReady = false;
  private readonly channelPrefix: string;

  constructor(
    private readonly subscriber: Redis,
    /** Commands (reading logs, stop requests); fails fast while Redis is down. */
    private readonly commands: Redis,
    private readonly prefix: string,
  ) {
    this.channelPrefix = replyChannelPrefix(prefix);
    subscriber.on('pmessage', (_pattern: string, channel: string, raw: string) => {
      const set = this.listeners.get(channel.slice(this.channelPrefix.length));
      if (!set) return;
      const event = parseReplyEvent(raw);
      if (event) for (const fn of set) fn(event);
    });
    subscriber.on('close', () => {
      this.lostSinceReady = true;
    });
    // ioredis subscribes again after a reconnect; events published meanwhile were lost: every waiting
    // request reads the log (and Postgres) once.
    subscriber.on('ready', () => {
      if (!this.lostSinceReady) return;
      this.lostSinceReady = false;
      for (const set of this.listeners.values()) for (const fn of set) fn('resync');
    });
  }

  /** Subscribes to every reply's channel (once per process). */
  async start(timeoutMs = 10_000): Promise<void> {
    // The subscription waits for Redis as long as it takes; the caller stops waiting after `timeoutMs`
    // (a process that starts while Redis is away answers 503 until it is in place).
    const subscribing = this.subscriber.psubscribe(`${this.channelPrefix}*`).then(() => {
      this.subscribed = true;
    });
    await withTimeout(subscribing, timeoutMs, 'Redis');
  }

  /** False while the subscription is not in place: a new message cannot be followed (answer 503). */
  get ready(): boolean {
    return this.subscribed && this.subscriber.status === 'ready';
  }

  /** Starts collecting a reply's events in this process (no Redis round trip). */
  listen(userMessageId: string): ReplyListener {
    const queue: (ReplyEvent | 'resync')[] = [];
    let wake: (() => void) | undefined;
    const fn: Sink = (e) => {
      queue.push(e);
      wake?.();
    };
    let set = this.listeners.get(userMessageId);
    if (!set) {
      set = new Set();
      this.listeners.set(userMessageId, set);
    }
    set.add(fn);
    return {
      close: () => {
        const s = this.listeners.get(userMessageId);
        if (!s) return;
        s.delete(fn);
        if (s.size === 0) this.listeners.delete(userMessageId);
      },
      next(ms, signal) {
        const ready = queue.shift();
        if (ready) return Promise.resolve(ready);
        if (signal?.aborted) return Promise.resolve('timeout');
        return new Promise((resolve) => {
          const done = (r: ListenResult) => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            wake = undefined;
            resolve(r);
          };
          const onAbort = () => done('timeout');
          const timer = setTimeout(() => done('timeout'), ms);
          signal?.addEventListener('abort', onAbort, { once: true });
          wake = () => done(queue.shift()!);
        });
      },
    };
  }

  /** The reply's logged events numbered above `after`, oldest first (empty once the log expired). */
  async replay(userMessageId: string, after: number, timeoutMs = 2_000): Promise<ReplyEvent[]> {
    const entries = await withTimeout(
      this.commands.xrange(replyStreamKey(this.prefix, userMessageId), `${after + 1}-0`, '+'),
      timeoutMs,
      'Redis',
    );
    const out: ReplyEvent[] = [];
    for (const [, fields] of entries) {
      const e = parseReplyEvent(fields[1] ?? '');
      if (e) out.push(e);
    }
    return out;
  }

  /** Forgets a reply's log (before it is written again: regenerate). */
  async forget(userMessageId: string): Promise<void> {
    await this.commands.del(
      replyStreamKey(this.prefix, userMessageId),
      replyCounterKey(this.prefix, userMessageId),
      stopKey(this.prefix, userMessageId),
    );
  }

  /** Asks whichever worker holds the reply to stop; remembered a while for a job not started yet. */
  async requestStop(userMessageId: string): Promise<void> {
    await this.commands.set(stopKey(this.prefix, userMessageId), '1', 'PX', STOP_TTL_MS);
    await this.commands.publish(stopChannel(this.prefix), userMessageId);
  }
}
