import type { Redis } from '@sage/shared';
import {
  REPLY_LOG_MAX,
  REPLY_LOG_TTL_MS,
  type ReplyEventBody,
  replyChannel,
  replyCounterKey,
  replyStreamKey,
  stopChannel,
  stopKey,
} from './relayEvents.ts';

/**
 * Worker side of the relay: writing a reply's events (numbered, logged, published), coalescing the
 * model's deltas, and watching for stop requests.
 */

/**
 * Numbers the event, appends it to the reply's log, refreshes the log's expiry and publishes it, in
 * one round trip and atomically (so a reader that subscribed and then read the log misses nothing).
 */
const APPEND_AND_PUBLISH = `
local n = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
local event = '{"n":' .. n .. ',' .. string.sub(ARGV[1], 2)
redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[3], n .. '-1', 'e', event)
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('PUBLISH', KEYS[3], event)
return n
`;

type RelayRedis = Redis & {
  appendReplyEvent(
    log: string,
    counter: string,
    channel: string,
    event: string,
    ttl: number,
    max: number,
  ): Promise<number>;
};

export class ReplyPublisher {
  private readonly redis: RelayRedis;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    if (!('appendReplyEvent' in redis)) {
      redis.defineCommand('appendReplyEvent', { numberOfKeys: 3, lua: APPEND_AND_PUBLISH });
    }
    this.redis = redis as RelayRedis;
  }

  /** Answers the event's number in the reply's log. */
  publish(userMessageId: string, event: ReplyEventBody): Promise<number> {
    return this.redis.appendReplyEvent(
      replyStreamKey(this.prefix, userMessageId),
      replyCounterKey(this.prefix, userMessageId),
      replyChannel(this.prefix, userMessageId),
      JSON.stringify(event),
      REPLY_LOG_TTL_MS,
      REPLY_LOG_MAX,
    );
  }
}

/**
 * Collects deltas and sends them at most every `windowMs`: the first at once (the first words show
 * without delay), later ones joined, so a fast model costs a few Redis writes a second, not one a token.
 * `flush()` sends what is held (before `done`, or before a new run starts).
 */
export class DeltaCoalescer {
  private held = '';
  private timer: NodeJS.Timeout | undefined;
  private lastSent = 0;

  constructor(
    private readonly send: (text: string) => void,
    private readonly windowMs = 25,
  ) {}

  push(text: string): void {
    if (!text) return;
    this.held += text;
    if (this.timer) return;
    const wait = this.lastSent + this.windowMs - Date.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.held) return;
    const text = this.held;
    this.held = '';
    this.lastSent = Date.now();
    this.send(text);
  }
}

/**
 * One subscriber per worker process on the stop channel. Each reply being written registers an
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
