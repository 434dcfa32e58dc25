import { addJobWithin, jobOptions, QUEUES, type Redis, type RetryPolicy } from '@sage/shared';
import { type JobsOptions, Queue } from 'bullmq';

export type MailJobName = 'support' | 'ack';

/** Jobs carry the contact id only; the worker reads the message from Postgres. */
export interface MailJobData {
  contactId: string;
}

export type MailQueue = Queue<MailJobData, void, MailJobName>;

export type MailRetryPolicy = RetryPolicy;

export function createMailQueue(connection: Redis, prefix: string): MailQueue {
  return new Queue<MailJobData, void, MailJobName>(QUEUES.contactMail, { connection, prefix });
}

/**
 * The job id is the contact id (plus `-ack` for the acknowledgement), so adding the same message twice,
 * from the request and again from the recovery loop, never makes a second job.
 */
export const mailJobId = (contactId: string, kind: MailJobName) =>
  kind === 'support' ? contactId : `${contactId}-ack`;

export function mailJobOptions(contactId: string, kind: MailJobName, policy: MailRetryPolicy): JobsOptions {
  return jobOptions(mailJobId(contactId, kind), policy, { failedS: 30 * 24 * 3600 });
}

/** Adds a mail job, failing within `timeoutMs` when Redis does not answer (it may still land later). */
export async function enqueueMail(
  queue: MailQueue,
  contactId: string,
  kind: MailJobName,
  policy: MailRetryPolicy,
  timeoutMs = 2_000,
): Promise<void> {
  await addJobWithin(queue, kind, { contactId }, mailJobOptions(contactId, kind, policy), timeoutMs);
}
