import {
  type AnyEvent,
  createConsumer,
  type EventEnvelope,
  enqueueEvent,
  handleOnce,
  type Logger,
  makeEvent,
  runConsumer,
  topicName,
} from '@sage/shared';
import type { Consumer, Kafka } from 'kafkajs';
import type { Kysely } from 'kysely';
import { deleteResults, type PurgeScope } from '../db/results.ts';
import type { DB } from '../db/types.ts';

export const PURGE_CONSUMER_GROUP = 'quiz.retention-purge';

export interface PurgeConsumerDeps {
  db: Kysely<DB>;
  kafka: Kafka;
  logger: Logger;
  topicPrefix: string;
  /** Unique per test; one group per deployment otherwise. */
  groupId?: string;
}

export interface PurgeConsumer {
  started: Promise<void>;
  stop(): Promise<void>;
}

/** The command's scope, or why it cannot be carried out. Never throws on a malformed payload. */
export function purgeScopeOf(payload: EventEnvelope<'retention.purge'>['payload']): PurgeScope | string {
  const { sessionIds, before } = payload as { sessionIds?: unknown; before?: unknown };
  const scope: PurgeScope = {};
  if (sessionIds !== undefined) {
    if (!Array.isArray(sessionIds) || !sessionIds.every((s) => typeof s === 'string'))
      return 'sessionIds is not a list of strings';
    scope.sessionIds = sessionIds;
  }
  if (before !== undefined) {
    if (typeof before !== 'string' || Number.isNaN(Date.parse(before))) return 'before is not a time';
    scope.before = new Date(before);
  }
  if (!scope.sessionIds && !scope.before) return 'neither sessionIds nor before is given';
  return scope;
}

/**
 * Handles one event from `retention.commands.v1`. Only `retention.purge` commands aimed at the quiz are
 * ours: the named results are deleted and a `retention.purged` receipt is written to the outbox in the
 * same transaction, at most once per command event (redeliveries change nothing). A command whose
 * scope is malformed deletes nothing, but still gets a receipt (deleted: 0) so retention is not left
 * waiting. Returns whether the event was carried out now.
 */
export async function handlePurgeCommand(
  deps: Pick<PurgeConsumerDeps, 'db' | 'logger' | 'topicPrefix'> & { groupId: string },
  event: AnyEvent,
): Promise<boolean> {
  if (event.type !== 'retention.purge' || event.payload?.target !== 'quiz') return false;
  const { commandId, reason } = event.payload;
  if (typeof commandId !== 'string' || commandId.length === 0) {
    deps.logger.warn({ eventId: event.id }, 'skipping purge command without a commandId');
    return false;
  }
  const scope = purgeScopeOf(event.payload);
  const doneTopic = topicName('retentionDone', deps.topicPrefix);
  let deleted = 0;
  const applied = await handleOnce(deps.db, deps.groupId, event.id, async (trx) => {
    deleted = typeof scope === 'string' ? 0 : await deleteResults(trx, scope);
    await enqueueEvent(
      trx,
      doneTopic,
      commandId,
      makeEvent('retention.purged', { commandId, target: 'quiz', deleted }),
    );
  });
  if (!applied) {
    deps.logger.debug({ commandId }, 'purge command seen before; nothing to do');
    return false;
  }
  if (typeof scope === 'string')
    deps.logger.warn({ commandId, reason: scope }, 'malformed purge command; nothing deleted');
  else deps.logger.info({ commandId, reason, deleted }, 'quiz results purged');
  return true;
}

/**
 * Subscribes to the retention commands in the background. When Kafka cannot be reached at start, it
 * keeps trying with a growing pause (the HTTP API works meanwhile; commands wait in Kafka). `started`
 * resolves once the consumer runs. `stop` closes it only after `run()` resolved (DESIGN section 8).
 */
export function startPurgeConsumer(deps: PurgeConsumerDeps): PurgeConsumer {
  const groupId = deps.groupId ?? PURGE_CONSUMER_GROUP;
  let stopped = false;
  let consumer: Consumer | undefined;
  let wake: (() => void) | undefined;

  async function loop(): Promise<void> {
    for (let attempt = 0; !stopped; attempt++) {
      consumer = createConsumer(deps.kafka, groupId);
      try {
        await runConsumer({
          consumer,
          topics: [topicName('retentionCommands', deps.topicPrefix)],
          logger: deps.logger,
          handle: async (event) => {
            await handlePurgeCommand({ ...deps, groupId }, event);
          },
        });
        return;
      } catch (err) {
        await consumer.disconnect().catch(() => undefined);
        consumer = undefined;
        const delay = Math.min(30_000, 1_000 * 2 ** Math.min(attempt, 5));
        deps.logger.warn({ err, retryInMs: delay }, 'purge consumer could not start; retrying');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  const started = loop();
  return {
    started,
    async stop() {
      stopped = true;
      wake?.();
      await started;
      await consumer?.disconnect();
    },
  };
}
