import type { Redis } from '@sage/shared';
import type { MessageDto } from './db/messages.ts';

/**
 * The worker tells the API how a reply is going through Redis pub/sub, one channel per user message.
 * The API subscribes before it enqueues the job, so nothing is missed in the normal case; if a `done`
 * is lost anyway (a Redis blip), the API finds the stored reply in Postgres by polling (see routes).
 *
 * A `run` id is minted every time a worker starts writing a reply. When a job is retried or recovered
 * after its worker died, the new run writes the reply from the start; the API forwards the deltas of
 * the first run only, and `done` carries the reply as stored.
 */
export type ReplyEvent =
  | { type: 'delta'; run: string; text: string }
  | { type: 'done'; message: MessageDto }
  /** The conversation was cleared while the reply was being written; nothing was stored. */
  | { type: 'gone' }
  /** The job failed for good (every attempt); nothing was stored. */
  | { type: 'failed' };

export const replyChannel = (prefix: string, userMessageId: string) =>
  `${prefix}:chat:reply:${userMessageId}`;
export const stopChannel = (prefix: string) => `${prefix}:chat:stop`;
export const stopKey = (prefix: string, userMessageId: string) => `${prefix}:chat:stopped:${userMessageId}`;

const STOP_TTL_MS = 10 * 60_000;

export function publishReplyEvent(redis: Redis, prefix: string, userMessageId: string, event: ReplyEvent) {
  return redis.publish(replyChannel(prefix, userMessageId), JSON.stringify(event));
}

/** Asks whichever worker holds the reply to stop; remembered a while for a job not started yet. */
export async function requestStop(redis: Redis, prefix: string, userMessageId: string): Promise<void> {
  await redis.set(stopKey(prefix, userMessageId), '1', 'PX', STOP_TTL_MS);
  await redis.publish(stopChannel(prefix), userMessageId);
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    }),
  ]);
}

export interface ReplyListener {
  /** The next event, or 'timeout' when none arrives within `timeoutMs`. */
  next(timeoutMs: number): Promise<ReplyEvent | 'timeout'>;
  close(): Promise<void>;
}

/** API side: one subscriber connection per process, shared by every request waiting for a reply. */
export class ReplyHub {
  private readonly listeners = new Map<string, Set<(e: ReplyEvent) => void>>();

  constructor(
    private readonly subscriber: Redis,
    private readonly prefix: string,
  ) {
    subscriber.on('message', (channel: string, raw: string) => {
      const set = this.listeners.get(channel);
      if (!set) return;
      let event: ReplyEvent;
      try {
        event = JSON.parse(raw) as ReplyEvent;
      } catch {
        return;
      }
      for (const fn of set) fn(event);
    });
  }

  /** Subscribes to one user message's channel; resolves once Redis confirmed the subscription. */
  async listen(userMessageId: string, timeoutMs = 2_000): Promise<ReplyListener> {
    const channel = replyChannel(this.prefix, userMessageId);
    const queue: ReplyEvent[] = [];
    let wake: (() => void) | undefined;
    const fn = (e: ReplyEvent) => {
      queue.push(e);
      wake?.();
    };
    let set = this.listeners.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(fn);
    const close = async () => {
      const s = this.listeners.get(channel);
      if (!s) return;
      s.delete(fn);
      if (s.size === 0) {
        this.listeners.delete(channel);
        await this.subscriber.unsubscribe(channel).catch(() => undefined);
      }
    };
    if (first) {
      try {
        await withTimeout(this.subscriber.subscribe(channel), timeoutMs, 'Redis');
      } catch (err) {
        await close();
        throw err;
      }
    }
    return {
      close,
      next(ms: number) {
        const ready = queue.shift();
        if (ready) return Promise.resolve(ready);
        return new Promise((resolve) => {
          const timer = setTimeout(() => {
            wake = undefined;
            resolve('timeout');
          }, ms);
          wake = () => {
            clearTimeout(timer);
            wake = undefined;
            resolve(queue.shift()!);
          };
        });
      },
    };
  }
}

/**
 * Worker side: one subscriber per process on the stop channel. Each reply being written registers an
 * AbortController that a stop request aborts; a stop that came before the job started is found in Redis.
 */
export class StopWatcher {
  private readonly active = new Map<string, AbortController>();

  constructor(
    private readonly subscriber: Redis,
    private readonly commands: Redis,
    private readonly prefix: string,
  ) {
    subscriber.on('message', (channel: string, id: string) => {
      if (channel === stopChannel(prefix)) this.active.get(id)?.abort();
    });
  }

  async start(): Promise<void> {
    await this.subscriber.subscribe(stopChannel(this.prefix));
  }

  async watch(userMessageId: string): Promise<AbortSignal> {
    const controller = new AbortController();
    this.active.set(userMessageId, controller);
    if (await this.commands.exists(stopKey(this.prefix, userMessageId))) controller.abort();
    return controller.signal;
  }

  unwatch(userMessageId: string): void {
    this.active.delete(userMessageId);
  }
}
