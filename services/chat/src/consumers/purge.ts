import { type Logger, type PurgeScope, type PurgeTargetSpec, runPurgeConsumer } from '@sage/shared';
import type { Consumer, Kafka } from 'kafkajs';
import type { Kysely, Transaction } from 'kysely';
import { purgeBatch } from '../db/messages.ts';
import type { DB } from '../db/types.ts';

/** Carries out the retention service's purge commands for chat messages (the kit runs the protocol). */
export const PURGE_GROUP = 'chat.retention-purge';

/**
 * One batch of a chat purge: messages in scope, at most `limit`. The last batch (fewer than `limit`)
 * also removes what else the chat schema keeps about the purged sessions or period: their crisis flags
 * and their copies of quiz results. Only messages are counted in the receipt.
 */
export async function deleteChatBatch(
  trx: Transaction<DB>,
  scope: PurgeScope,
  limit: number,
): Promise<number> {
  const n = await purgeBatch(trx, scope, limit);
  if (n < limit) {
    if (scope.sessionIds) {
      await trx.deleteFrom('session_flags').where('session_id', 'in', scope.sessionIds).execute();
      await trx.deleteFrom('attachment_styles').where('session_id', 'in', scope.sessionIds).execute();
    }
    if (scope.before) {
      await trx.deleteFrom('session_flags').where('crisis_at', '<', scope.before).execute();
      await trx.deleteFrom('attachment_styles').where('completed_at', '<', scope.before).execute();
    }
  }
  return n;
}

export const chatPurgeTarget: PurgeTargetSpec<DB> = { target: 'chat', deleteBatch: deleteChatBatch };

export interface ChatPurgeOptions {
  kafka: Kafka;
  db: Kysely<DB>;
  logger: Logger;
  topicPrefix: string;
}

const purgeOptions = (opts: ChatPurgeOptions) => ({
  ...opts,
  group: `${opts.topicPrefix}${PURGE_GROUP}`,
  spec: chatPurgeTarget,
});

/** Subscribes and runs; resolves with the running consumer (for startConsumerInBackground). */
export function startPurgeConsumer(opts: ChatPurgeOptions): Promise<Consumer> {
  return runPurgeConsumer(purgeOptions(opts));
}
