import { type Logger, type Periodic, startPeriodic, sweepLostJobs } from '@sage/shared';
import type { Kysely } from 'kysely';
import { findQueuedBefore, markFailed } from '../db/messages.ts';
import type { DB } from '../db/types.ts';
import { enqueueMail, type MailQueue, type MailRetryPolicy, mailJobId } from './mailQueue.ts';

export interface RecoveryDeps {
  db: Kysely<DB>;
  queue: MailQueue;
  logger: Logger;
  policy: MailRetryPolicy;
  /** Rows still `queued` after this long are checked. */
  olderThanMs: number;
  batchSize?: number;
}

export interface RecoveryResult {
  requeued: number;
  markedFailed: number;
}

/**
 * Finds messages whose mail job went missing: stored, but the job was never added (Redis was down when
 * the request came in) or was lost. Adding again is safe because the job id is the message id. A row
 * whose job already failed for good is marked failed (its `failed` event was missed). The kit's sweep
 * (`sweepLostJobs`, "commit, enqueue, sweep") does the walking.
 */
export async function recoverLostMail(deps: RecoveryDeps): Promise<RecoveryResult> {
  const { db, queue, logger, policy } = deps;
  const result = await sweepLostJobs(
    queue,
    {
      find: (before, limit) => findQueuedBefore(db, before, limit),
      jobId: (contactId) => mailJobId(contactId, 'support'),
      requeue: (contactId) => enqueueMail(queue, contactId, 'support', policy),
      markFailed: (contactId) => markFailed(db, contactId, undefined),
    },
    { olderThanMs: deps.olderThanMs, batchSize: deps.batchSize ?? 100 },
  );
  if (result.requeued + result.markedFailed > 0) logger.info(result, 'mail recovery');
  return result;
}

export type RecoveryLoop = Periodic;

/** Runs `recoverLostMail` now and then every `intervalMs`; errors are logged and the loop carries on. */
export function startRecoveryLoop(deps: RecoveryDeps & { intervalMs: number }): RecoveryLoop {
  return startPeriodic(() => recoverLostMail(deps), {
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    what: 'mail recovery',
  });
}
