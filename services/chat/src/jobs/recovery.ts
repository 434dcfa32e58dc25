import { type Logger, type Periodic, type SweepResult, startPeriodic, sweepLostJobs } from '@sage/shared';
import type { Kysely } from 'kysely';
import { releasePending } from '../db/messages.ts';
import { findAwaitingBefore } from '../db/replyPath.ts';
import type { DB } from '../db/types.ts';
import { replyJobFor } from '../domain/acceptMessage.ts';
import type { ReplyPublisher } from '../relayWorker.ts';
import { enqueueReply, JOB_GRACE_MS, type ReplyQueue, type ReplyRetryPolicy } from './replyQueue.ts';

export interface ReplyRecoveryDeps {
  db: Kysely<DB>;
  queue: ReplyQueue;
  publisher: ReplyPublisher;
  logger: Logger;
  retry: ReplyRetryPolicy;
  /** Messages waiting longer than this are checked (the API adds the job right after the commit). */
  olderThanMs?: number;
  batchSize?: number;
}

/**
 * The chat side of "commit, enqueue, sweep": a message still waiting for its reply whose job is unknown
 * (the add failed, or the API died between the commit and the add) gets its job again (same id, so a
 * late duplicate is harmless); one whose job failed for good is released and the API told.
 */
export async function recoverLostReplies(deps: ReplyRecoveryDeps): Promise<SweepResult> {
  const { db, queue, publisher, logger } = deps;
  const result = await sweepLostJobs(
    queue,
    {
      find: (before, limit) => findAwaitingBefore(db, before, limit),
      jobId: (row) => row.id,
      requeue: (row) => enqueueReply(queue, replyJobFor(row), deps.retry),
      markFailed: async (row) => {
        await releasePending(db, row.id);
        await publisher.publish(row.id, { type: 'failed' });
        return true;
      },
    },
    { olderThanMs: deps.olderThanMs ?? JOB_GRACE_MS, batchSize: deps.batchSize ?? 100 },
  );
  if (result.requeued + result.markedFailed > 0) logger.info(result, 'reply recovery');
  return result;
}

export function startReplyRecovery(deps: ReplyRecoveryDeps & { intervalMs: number }): Periodic {
  return startPeriodic(() => recoverLostReplies(deps), {
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    what: 'reply recovery',
    firstAfterMs: deps.intervalMs,
  });
}
