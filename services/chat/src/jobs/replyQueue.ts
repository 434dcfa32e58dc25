import { QUEUES, type Redis } from '@sage/shared';
import { type JobsOptions, Queue } from 'bullmq';
import type { Mode, ReplySource, Tone } from '../db/types.ts';

/** Jobs carry ids and settings only; the worker reads the message text from Postgres. */
export interface ReplyJobData {
  userMessageId: string;
  sessionId: string;
  mode: Mode;
  tone: Tone;
  /** The x-request-id of the request that sent the message, for the worker's logs. */
  requestId?: string | undefined;
}

export interface ReplyJobResult {
  replyId: string | null;
  source: ReplySource | 'existing' | 'discarded';
}

export type ReplyQueue = Queue<ReplyJobData, ReplyJobResult, 'reply'>;

export interface ReplyRetryPolicy {
  attempts: number;
  backoffMs: number;
}

export function createReplyQueue(connection: Redis, prefix: string): ReplyQueue {
  return new Queue<ReplyJobData, ReplyJobResult, 'reply'>(QUEUES.chatReplies, { connection, prefix });
}

/** The job id is the user message id: adding it twice, or retrying it, never makes a second reply. */
export function replyJobOptions(userMessageId: string, policy: ReplyRetryPolicy): JobsOptions {
  return {
    jobId: userMessageId,
    attempts: policy.attempts,
    backoff: { type: 'exponential', delay: policy.backoffMs },
    // Kept a while: `removeOnComplete: true` races `waitUntilFinished`, and a kept id keeps duplicates out.
    removeOnComplete: { age: 3600 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}

/** Adds a reply job, failing within `timeoutMs` when Redis does not answer. */
export async function enqueueReply(
  queue: ReplyQueue,
  data: ReplyJobData,
  policy: ReplyRetryPolicy,
  timeoutMs = 2_000,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`queue did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  const adding = queue.add('reply', data, replyJobOptions(data.userMessageId, policy));
  adding.catch(() => undefined);
  try {
    await Promise.race([adding, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** True when the job for a pending message can no longer answer it (gone, or failed for good). */
export async function replyJobIsDead(queue: ReplyQueue, userMessageId: string): Promise<boolean> {
  const job = await queue.getJob(userMessageId);
  if (!job) return true;
  const state = await job.getState();
  return state === 'failed' || state === 'completed' || state === 'unknown';
}
