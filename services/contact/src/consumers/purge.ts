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
import { deleteReceivedBefore } from '../db/messages.ts';
import type { DB } from '../db/types.ts';

export interface PurgeDeps {
  db: Kysely<DB>;
  logger: Logger;
  topicPrefix: string;
  /** Consumer group; also the key under which handled command ids are recorded. */
  groupId: string;
  batchSize?: number;
}

/**
 * Carries out one `retention.purge` command for the contact target: deletes every message received
 * before `before`, a batch per transaction so no lock is held for long, then answers `retention.purged`
 * through the outbox. A command seen twice is answered once; deleting again would find nothing anyway.
 * Contact messages belong to no session, so a command naming only sessions deletes nothing.
 */
export async function handlePurgeCommand(deps: PurgeDeps, event: AnyEvent): Promise<boolean> {
  if (event.type !== 'retention.purge' || event.payload.target !== 'contact') return false;
  const { db, logger, groupId, batchSize = 1_000 } = deps;
  const { commandId } = event.payload;

  const seen = await db
    .selectFrom('processed_events')
    .select('event_id')
    .where('consumer_group', '=', groupId)
    .where('event_id', '=', event.id)
    .executeTakeFirst();
  if (seen) return false;

  const before = event.payload.before ? new Date(event.payload.before) : undefined;
  if (event.payload.before && Number.isNaN(before?.getTime())) {
    logger.warn({ commandId, eventId: event.id }, 'purge command with an invalid time; nothing deleted');
  }
  const cutoff = before && !Number.isNaN(before.getTime()) ? before : undefined;

  let deleted = 0;
  if (cutoff) {
    for (;;) {
      const n = await inTransaction(db, (trx) => deleteReceivedBefore(trx, cutoff, batchSize));
      deleted += n;
      if (n < batchSize) break;
    }
  }
  const answered = await handleOnce(db, groupId, event.id, async (trx) => {
    await enqueueEvent(
      trx,
      topicName('retentionDone', deps.topicPrefix),
      commandId,
      makeEvent('retention.purged', { commandId, target: 'contact', deleted }),
    );
  });
  if (answered) logger.info({ commandId, deleted }, 'contact messages purged');
  return answered;
}

export interface PurgeConsumer {
  stop(): Promise<void>;
}

/**
 * Subscribes to `retention.commands.v1` and runs purge commands meant for this service. Returns at once:
 * while Kafka is unreachable it keeps trying in the background, so the service still takes messages.
 */
export function startPurgeConsumer(deps: PurgeDeps & { kafka: Kafka; retryMs?: number }): PurgeConsumer {
  let stopped = false;
  let consumer: Consumer | undefined;
  let wake: (() => void) | undefined;

  const started = (async () => {
    while (!stopped) {
      consumer = createConsumer(deps.kafka, deps.groupId);
      try {
        await runConsumer({
          consumer,
          topics: [topicName('retentionCommands', deps.topicPrefix)],
          logger: deps.logger,
          handle: async (event) => {
            await handlePurgeCommand(deps, event);
          },
        });
        return;
      } catch (err) {
        deps.logger.warn({ err }, 'purge consumer could not start; retrying');
        await consumer.disconnect().catch(() => undefined);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, deps.retryMs ?? 5_000);
        });
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake?.();
      await started;
      await consumer?.disconnect();
    },
  };
}
