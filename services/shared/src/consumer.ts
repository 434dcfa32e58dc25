import type { Consumer } from 'kafkajs';
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

export interface RunConsumerOptions {
  consumer: Consumer;
  topics: string[];
  logger: Logger;
  fromBeginning?: boolean;
  /** Called for every well-formed event; throw to have Kafka redeliver it (transient failures). */
  handle: (event: AnyEvent, meta: { topic: string; partition: number; offset: string }) => Promise<void>;
}

/** Subscribes and runs; malformed events are logged and skipped, never a crash loop. */
export async function runConsumer({
  consumer,
  topics,
  logger,
  fromBeginning = true,
  handle,
}: RunConsumerOptions) {
  await consumer.connect();
  for (const topic of topics) await consumer.subscribe({ topic, fromBeginning });
  await consumer.run({
    eachMessage: async ({ topic, partition, message }) => {
      const decoded = decodeEvent(message.value);
      if (!decoded.ok) {
        logger.warn(
          { topic, partition, offset: message.offset, reason: decoded.reason },
          'skipping malformed event',
        );
        return;
      }
      await handle(decoded.event, { topic, partition, offset: message.offset });
    },
  });
}
