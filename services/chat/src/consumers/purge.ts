import {
  type AnyEvent,
  createConsumer,
  enqueueEvent,
  handleOnce,
  inTransaction,
  type Logger,
  makeEvent,
  runConsumer,
  topicName,
} from '@sage/shared';
import type { Consumer, Kafka } from 'kafkajs';
import type { Kysely } from 'kysely';
import { purgeBatch } from '../db/messages.ts';
import type { DB } from '../db/types.ts';

/** Carries out the retention service's purge commands for chat messages. */
export const PURGE_GROUP = 'chat.retention-purge';
export const PURGE_BATCH_ROWS = 5_000;

export interface PurgeDeps {
  db: Kysely<DB>;
  logger: Logger;
  topicPrefix: string;
  group: string;
  batchSize?: number;
}

/**
 * Deletes the messages a `retention.purge` command names (by session, or older than `before`), one
 * bounded batch per transaction so no lock or transaction grows with the data, then sends the receipt
 * (`retention.purged` with the count) through the outbox, once per command: a redelivered command finds
 * nothing more to delete and sends no second receipt. Answers the number deleted, or null when the event
 * was not a chat purge it could carry out.
 */
export async function handlePurgeCommand(deps: PurgeDeps, event: AnyEvent): Promise<number | null> {
  if (event.type !== 'retention.purge' || event.payload.target !== 'chat') return null;
  const { commandId, sessionIds, before } = event.payload;
  const where: { sessionIds?: string[]; before?: Date } = {};
  if (Array.isArray(sessionIds)) {
    const ids = sessionIds.filter(
      (s): s is string => typeof s === 'string' && s.length > 0 && s.length <= 200,
    );
    if (ids.length > 0) where.sessionIds = ids;
  }
  if (typeof before === 'string' && !Number.isNaN(Date.parse(before))) where.before = new Date(before);
  if (typeof commandId !== 'string' || commandId.length === 0 || (!where.sessionIds && !where.before)) {
    // Never read a command without a scope as "delete everything".
    deps.logger.warn({ eventId: event.id }, 'skipping a purge command without a valid id and scope');
    return null;
  }

  const done = await deps.db
    .selectFrom('processed_events')
    .select('event_id')
    .where('consumer_group', '=', deps.group)
    .where('event_id', '=', event.id)
    .executeTakeFirst();
  if (done) return 0;

  const batchSize = deps.batchSize ?? PURGE_BATCH_ROWS;
  let deleted = 0;
  for (;;) {
    const n = await inTransaction(deps.db, (trx) => purgeBatch(trx, where, batchSize));
    deleted += n;
    if (n < batchSize) break;
  }
  // Nothing about a purged session stays: its crisis flag and its copy of the quiz result go too.
  if (where.sessionIds) {
    await deps.db.deleteFrom('session_flags').where('session_id', 'in', where.sessionIds).execute();
    await deps.db.deleteFrom('attachment_styles').where('session_id', 'in', where.sessionIds).execute();
  }
  if (where.before) {
    await deps.db.deleteFrom('session_flags').where('crisis_at', '<', where.before).execute();
    await deps.db.deleteFrom('attachment_styles').where('completed_at', '<', where.before).execute();
  }
  await handleOnce(deps.db, deps.group, event.id, async (trx) => {
    await enqueueEvent(
      trx,
      topicName('retentionDone', deps.topicPrefix),
      'chat',
      makeEvent('retention.purged', { commandId, target: 'chat', deleted }),
    );
  });
  deps.logger.info({ commandId, deleted, reason: event.payload.reason }, 'retention purge carried out');
  return deleted;
}

export async function startPurgeConsumer(opts: {
  kafka: Kafka;
  db: Kysely<DB>;
  logger: Logger;
  topicPrefix: string;
}): Promise<Consumer> {
  const group = `${opts.topicPrefix}${PURGE_GROUP}`;
  const consumer = createConsumer(opts.kafka, group);
  await runConsumer({
    consumer,
    topics: [topicName('retentionCommands', opts.topicPrefix)],
    logger: opts.logger,
    handle: async (event) => {
      await handlePurgeCommand(
        { db: opts.db, logger: opts.logger, topicPrefix: opts.topicPrefix, group },
        event,
      );
    },
  });
  return consumer;
}
