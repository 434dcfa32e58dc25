import {
  type BackgroundConsumer,
  type Logger,
  type PurgeScope,
  type PurgeTargetSpec,
  startPurgeConsumer as startKitPurgeConsumer,
} from '@sage/shared';
import type { Kafka } from 'kafkajs';
import type { Kysely, Transaction } from 'kysely';
import { deleteReceivedBefore } from '../db/messages.ts';
import type { DB } from '../db/types.ts';

/**
 * One batch of a contact purge. Contact messages belong to no session, so only a `before` scope reaches
 * any (a scope naming sessions, alone or with a time, matches none).
 */
export async function deleteContactBatch(
  trx: Transaction<DB>,
  scope: PurgeScope,
  limit: number,
): Promise<number> {
  if (scope.sessionIds || !scope.before) return 0;
  return deleteReceivedBefore(trx, scope.before, limit);
}

export const contactPurgeTarget: PurgeTargetSpec<DB> = { target: 'contact', deleteBatch: deleteContactBatch };

export interface ContactPurgeOptions {
  kafka: Kafka;
  db: Kysely<DB>;
  logger: Logger;
  topicPrefix: string;
  /** Consumer group; also the key under which handled commands are recorded. */
  groupId: string;
}

/**
 * Carries out the retention service's purge commands for contact messages (the kit runs the protocol).
 * Returns at once: while Kafka is unreachable it keeps trying in the background.
 */
export function startPurgeConsumer(opts: ContactPurgeOptions): BackgroundConsumer {
  return startKitPurgeConsumer({ ...opts, group: opts.groupId, spec: contactPurgeTarget });
}
