import type { Logger } from '@sage/shared';
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
 * whose job already failed for good is marked failed (its `failed` event was missed).
 */
export async function recoverLostMail(deps: RecoveryDeps): Promise<RecoveryResult> {
  const { db, queue, logger, policy, olderThanMs, batchSize = 100 } = deps;
  const ids = await findQueuedBefore(db, new Date(Date.now() - olderThanMs), batchSize);
  const result: RecoveryResult = { requeued: 0, markedFailed: 0 };
  for (const contactId of ids) {
    const state = await queue.getJobState(mailJobId(contactId, 'support'));
    if (state === 'unknown') {
      await enqueueMail(queue, contactId, 'support', policy);
      result.requeued++;
    } else if (state === 'failed') {
      if (await markFailed(db, contactId, undefined)) result.markedFailed++;
    }
    // Waiting, delayed or active: the job is on its way.
  }
  if (result.requeued + result.markedFailed > 0) logger.info(result, 'mail recovery');
  return result;
}

export interface RecoveryLoop {
  stop(): Promise<void>;
}

/** Runs `recoverLostMail` now and then every `intervalMs`; errors are logged and the loop carries on. */
export function startRecoveryLoop(deps: RecoveryDeps & { intervalMs: number }): RecoveryLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const tick = async () => {
    if (stopped) return;
    running = recoverLostMail(deps).catch((err) =>
      deps.logger.warn({ err }, 'mail recovery failed; trying again later'),
    );
    await running;
    running = undefined;
    if (!stopped) timer = setTimeout(tick, deps.intervalMs);
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
