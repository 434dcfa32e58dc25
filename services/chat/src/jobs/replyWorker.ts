import { onFinalFailure, QUEUES, type Redis } from '@sage/shared';
import { Worker } from 'bullmq';
import { releasePending } from '../db/messages.ts';
import { createReplyProcessor, type ReplyProcessorDeps } from './replyProcessor.ts';
import type { ReplyJobData, ReplyJobResult } from './replyQueue.ts';

export type ReplyWorkerDeps = ReplyProcessorDeps;

export interface ReplyWorkerOptions extends ReplyWorkerDeps {
  /** A blocking connection for BullMQ (`createRedis(url, 'worker')`). */
  connection: Redis;
  concurrency: number;
  lockDurationMs: number;
  stalledIntervalMs: number;
}

/**
 * The BullMQ worker of the `chat-replies` queue. A job that failed for good releases its message (the
 * visitor can send again) and tells the API; one whose worker died twice is given up the same way.
 */
export function startReplyWorker(opts: ReplyWorkerOptions): Worker<ReplyJobData, ReplyJobResult, 'reply'> {
  const { logger, db } = opts;
  const worker: Worker<ReplyJobData, ReplyJobResult, 'reply'> = new Worker<
    ReplyJobData,
    ReplyJobResult,
    'reply'
  >(QUEUES.chatReplies, createReplyProcessor({ ...opts, pauseQueue: (ms) => worker.rateLimit(ms) }), {
    connection: opts.connection,
    prefix: opts.config.QUEUE_PREFIX,
    concurrency: opts.concurrency,
    lockDuration: opts.lockDurationMs,
    stalledInterval: opts.stalledIntervalMs,
    maxStalledCount: 2,
    // Never reached by itself: it lets a model's limits pause every worker (worker.rateLimit).
    limiter: { max: 1_000_000_000, duration: 1_000 },
  });
  onFinalFailure(
    worker,
    logger,
    async (job) => {
      await releasePending(db, job.data.userMessageId);
      await opts.publisher.publish(job.data.userMessageId, { type: 'failed' });
    },
    (job) => ({ jobId: job.id, reqId: job.data.requestId }),
  );
  return worker;
}
