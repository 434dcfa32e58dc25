import type { Consumer, KafkaMessage } from 'kafkajs';
import type { Kysely, Transaction } from 'kysely';
import { type AnyEvent, decodeEvent } from './events.ts';
import type { Logger } from './logger.ts';
import type { KitTables } from './outbox.ts';

/**
 * Runs `fn` at most once per (consumer group, event id): the processed id is recorded in the same
 * transaction as the handler's writes, so a redelivered event changes nothing.
 * Returns false when the event had been handled before.
 */
export async function handleOnce<DB>(
  db: Kysely<DB>,
  consumerGroup: string,
  eventId: string,
  fn: (trx: Transaction<DB>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await (trx as unknown as Kysely<KitTables>)
      .insertInto('processed_events')
      .values({ consumer_group: consumerGroup, event_id: eventId })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await fn(trx);
    return true;
  });
}

/**
 * The batch's form of handleOnce: records every event id not seen before by this consumer group and runs
 * `fn` with those events only (in their order), all in one transaction, so a redelivered batch changes
 * nothing twice. Returns the ids that were new.
 */
export async function handleNewOnce<DB>(
  db: Kysely<DB>,
  consumerGroup: string,
  events: readonly AnyEvent[],
  fn: (trx: Transaction<DB>, fresh: AnyEvent[]) => Promise<void>,
): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  return db.transaction().execute(async (trx) => {
    const inserted = await (trx as unknown as Kysely<KitTables>)
      .insertInto('processed_events')
      .values(events.map((e) => ({ consumer_group: consumerGroup, event_id: e.id })))
      .onConflict((oc) => oc.doNothing())
      .returning('event_id')
      .execute();
    const fresh = new Set(inserted.map((r) => r.event_id));
    // The same event twice in one batch is applied once (the first).
    const seen = new Set<string>();
    const todo = events.filter((e) => fresh.has(e.id) && !seen.has(e.id) && seen.add(e.id));
    if (todo.length > 0) await fn(trx, todo);
    return fresh;
  });
}

export interface RunConsumerOptions {
  consumer: Consumer;
  topics: string[];
  logger: Logger;
  fromBeginning?: boolean;
  /** Called for every well-formed event; throw to have Kafka redeliver it (transient failures). */
  handle?: (event: AnyEvent, meta: { topic: string; partition: number; offset: string }) => Promise<void>;
  /**
   * Instead of `handle`: called with the well-formed events of each batch Kafka delivers, in order (a
   * consumer that writes per batch, not per event); throw to have Kafka redeliver the batch.
   */
  handleBatch?: (events: AnyEvent[], meta: { topic: string; partition: number }) => Promise<void>;
}

/** Subscribes and runs; malformed events are logged and skipped, never a crash loop. */
export async function runConsumer({
  consumer,
  topics,
  logger,
  fromBeginning = true,
  handle,
  handleBatch,
}: RunConsumerOptions) {
  try {
    await consumer.connect();
    for (const topic of topics) await consumer.subscribe({ topic, fromBeginning });
  } catch (err) {
    // Kafka unreachable: leave nothing half-open behind; the caller retries with a fresh consumer.
    await consumer.disconnect().catch(() => undefined);
    throw err;
  }
  const decode = (topic: string, partition: number, message: KafkaMessage): AnyEvent | undefined => {
    const decoded = decodeEvent(message.value);
    if (decoded.ok) return decoded.event;
    logger.warn(
      { topic, partition, offset: message.offset, reason: decoded.reason },
      'skipping malformed event',
    );
    return undefined;
  };
  if (handleBatch) {
    await consumer.run({
      eachBatch: async ({ batch }) => {
        const events = batch.messages
          .map((m) => decode(batch.topic, batch.partition, m))
          .filter((e): e is AnyEvent => e !== undefined);
        // Offsets are committed only after the whole batch was handled (eachBatchAutoResolve).
        await handleBatch(events, { topic: batch.topic, partition: batch.partition });
      },
    });
    return;
  }
  if (!handle) throw new Error('runConsumer needs handle or handleBatch');
  await consumer.run({
    eachMessage: async ({ topic, partition, message }) => {
      const event = decode(topic, partition, message);
      if (event) await handle(event, { topic, partition, offset: message.offset });
    },
  });
}

export interface BackgroundConsumer {
  /** Resolves once the consumer runs (or when it was stopped before it could start). */
  started: Promise<void>;
  running(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts a consumer without holding the process up: while Kafka cannot be reached, `start` is tried
 * again with a growing pause (1 s, 2 s, ... 30 s), and the process serves meanwhile (events wait in Kafka
 * or in the producers' outboxes). `start` must resolve with the running consumer (e.g. after runConsumer).
 */
export function startConsumerInBackground(
  name: string,
  logger: Logger,
  start: () => Promise<Consumer>,
  maxDelayMs = 30_000,
): BackgroundConsumer {
  let stopped = false;
  let consumer: Consumer | undefined;
  let isRunning = false;
  let wake: (() => void) | undefined;
  const started = (async () => {
    for (let attempt = 0; !stopped; attempt++) {
      try {
        const c = await start();
        if (stopped) {
          await c.disconnect().catch(() => undefined);
          return;
        }
        consumer = c;
        isRunning = true;
        c.on(c.events.CRASH, (e) => {
          if (!e.payload.restart) isRunning = false;
        });
        if (attempt > 0) logger.info({ consumer: name }, 'consumer started');
        return;
      } catch (err) {
        const delay = Math.min(maxDelayMs, 1_000 * 2 ** Math.min(attempt, 5));
        logger.warn({ err, consumer: name, retryInMs: delay }, 'consumer could not start; retrying');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  })();
  return {
    started,
    running: () => isRunning,
    async stop() {
      stopped = true;
      wake?.();
      await started;
      isRunning = false;
      await consumer?.disconnect().catch(() => undefined);
    },
  };
}
