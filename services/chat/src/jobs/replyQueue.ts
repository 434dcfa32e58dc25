import {
  addJobWithin,
  jobOptions,
  QUEUES,
  type Redis,
  type RetryPolicy,
  type Risk,
  type SafetyCategory,
  type SafetyLanguage,
} from '@sage/shared';
import type { JobsOptions } from 'bullmq';
import { Queue } from 'bullmq';
import type { Mode, ReplySource, Tone } from '../db/types.ts';

/**
 * A job carries what the worker needs to write the reply (the message as stored, with its assessment),
 * so the worker never waits for the row; it reads the conversation before it from Postgres.
 */
export interface ReplyJobData {
  userMessageId: string;
  sessionId: string;
  /** The message's place in the conversation (history is what came before it). */
  seq: number;
  content: string;
  mode: Mode;
  tone: Tone;
  /** The rules' verdict when the message was accepted. */
  risk: Risk;
  category: SafetyCategory;
  language: SafetyLanguage;
  /** ISO 639-1 code of the language the message is written in, when the engine could tell. */
  writtenIn?: string | undefined;
  /** The x-request-id of the request that sent the message, for the worker's logs. */
  requestId?: string | undefined;
  /**
   * Nobody follows the reply's words as they are written (POST /api/chat waits for the stored reply):
   * only `done` is relayed, not one Redis write and one read in the API per piece of the model's text.
   */
  quiet?: boolean | undefined;
}

export interface ReplyJobResult {
  replyId: string | null;
  source: ReplySource | 'existing' | 'discarded';
}

export type ReplyQueue = Queue<ReplyJobData, ReplyJobResult, 'reply'>;

export type ReplyRetryPolicy = RetryPolicy;

export function createReplyQueue(connection: Redis, prefix: string): ReplyQueue {
  return new Queue<ReplyJobData, ReplyJobResult, 'reply'>(QUEUES.chatReplies, { connection, prefix });
}

/** The job id is the user message id: adding it twice, or retrying it, never makes a second reply. */
export function replyJobOptions(userMessageId: string, policy: ReplyRetryPolicy): JobsOptions {
  return jobOptions(userMessageId, policy);
}

/** Adds a reply job, failing within `timeoutMs` when Redis does not answer. */
export async function enqueueReply(
  queue: ReplyQueue,
  data: ReplyJobData,
  policy: ReplyRetryPolicy,
  timeoutMs = 2_000,
): Promise<void> {
  await addJobWithin(queue, 'reply', data, replyJobOptions(data.userMessageId, policy), timeoutMs);
}

/**
 * A pending message's job is only looked for after this long: the job is added just after the message
 * commits, so a younger message without one is on its way (the sweep adds a lost one).
 */
export const JOB_GRACE_MS = 10_000;

/** True when the job for a pending message can no longer answer it (gone, or failed for good). */
export async function replyJobIsDead(
  queue: ReplyQueue,
  pending: { id: string; created_at: Date },
): Promise<boolean> {
  const state = await queue.getJobState(pending.id);
  if (state === 'unknown') return Date.now() - pending.created_at.getTime() > JOB_GRACE_MS;
  return state === 'failed' || state === 'completed';
}
