import { QUEUES, type Redis } from '@sage/shared';
import { type JobsOptions, Queue } from 'bullmq';

export type MailJobName = 'support' | 'ack';

/** Jobs carry the contact id only; the worker reads the message from Postgres. */
export interface MailJobData {
  contactId: string;
}

export type MailQueue = Queue<MailJobData, void, MailJobName>;

export interface MailRetryPolicy {
  attempts: number;
  backoffMs: number;
}

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
  return {
    jobId: mailJobId(contactId, kind),
    attempts: policy.attempts,
    backoff: { type: 'exponential', delay: policy.backoffMs },
    // Completed jobs stay a while: `removeOnComplete: true` races `waitUntilFinished`, and a kept job id
    // keeps late duplicates out.
    removeOnComplete: { age: 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
  };
}

/** Adds a mail job, failing within `timeoutMs` when Redis does not answer (it may still land later). */
export async function enqueueMail(
  queue: MailQueue,
  contactId: string,
  kind: MailJobName,
  policy: MailRetryPolicy,
  timeoutMs = 2_000,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`queue did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  const adding = queue.add(kind, { contactId }, mailJobOptions(contactId, kind, policy));
  adding.catch(() => undefined); // a late failure after the timeout is already reported
  try {
    await Promise.race([adding, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
