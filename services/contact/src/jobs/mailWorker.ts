import { type Logger, onFinalFailure, QUEUES, type Redis } from '@sage/shared';
import { type Job, Worker } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import {
  findMessage,
  lockForDelivery,
  markDelivered,
  markFailed,
  recordFailedAttempt,
} from '../db/messages.ts';
import type { DB } from '../db/types.ts';
import { ackMail, type MailSettings, supportMail } from '../domain/mail.ts';
import { describeMailError, type MailTransport } from '../mail/transport.ts';
import { enqueueMail, type MailJobData, type MailJobName, type MailQueue } from './mailQueue.ts';

export type MailWorkerConfig = Pick<
  Config,
  | 'CONTACT_FROM'
  | 'SUPPORT_EMAIL'
  | 'SITE_NAME'
  | 'CONTACT_SEND_ACK'
  | 'CONTACT_MAIL_ATTEMPTS'
  | 'CONTACT_MAIL_BACKOFF_MS'
  | 'CONTACT_MAIL_CONCURRENCY'
  | 'QUEUE_PREFIX'
>;

export interface MailWorkerDeps {
  config: MailWorkerConfig;
  db: Kysely<DB>;
  logger: Logger;
  /** A `worker` Redis connection (waits through reconnects) for the blocking BullMQ worker. */
  connection: Redis;
  /** Where acknowledgement jobs are added. */
  queue: MailQueue;
  transport: MailTransport;
}

export type MailJobResult = 'delivered' | 'already-delivered' | 'missing' | 'ack-sent';

/** Thrown when an attempt fails; the job is retried with backoff until its attempts run out. */
export class DeliveryError extends Error {
  constructor(reason: string) {
    super(`mail delivery failed: ${reason}`);
    this.name = 'DeliveryError';
  }
}

export function mailSettings(config: MailWorkerConfig): MailSettings {
  return { from: config.CONTACT_FROM, supportEmail: config.SUPPORT_EMAIL, siteName: config.SITE_NAME };
}

/**
 * Delivers one message to the support inbox. The row is locked for the attempt and checked first: a
 * delivered message is never sent again, whatever queued the job. Success and failure are recorded in
 * the same transaction. (A crash between the SMTP answer and the commit can repeat one mail; it carries
 * the same Message-ID.)
 */
async function deliverSupportMail(deps: MailWorkerDeps, contactId: string): Promise<MailJobResult> {
  const { db, transport, logger } = deps;
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await lockForDelivery(trx, contactId);
    if (!row) return { kind: 'missing' as const };
    if (row.status === 'delivered') return { kind: 'already-delivered' as const };
    try {
      await transport.send(supportMail(row, mailSettings(deps.config)));
    } catch (err) {
      const reason = describeMailError(err);
      await recordFailedAttempt(trx, contactId, reason);
      return { kind: 'error' as const, reason };
    }
    await markDelivered(trx, contactId);
    return { kind: 'delivered' as const };
  });

  if (outcome.kind === 'error') throw new DeliveryError(outcome.reason);
  if (outcome.kind === 'missing') {
    // Deleted by retention (or never stored): nothing to send, nothing to retry.
    logger.info({ contactId }, 'contact message gone; mail job skipped');
    return 'missing';
  }
  if (outcome.kind === 'already-delivered') {
    logger.info({ contactId }, 'contact message already delivered; not sent again');
    return 'already-delivered';
  }
  logger.info({ contactId }, 'contact message delivered');
  if (deps.config.CONTACT_SEND_ACK) {
    try {
      await enqueueMail(deps.queue, contactId, 'ack', {
        attempts: deps.config.CONTACT_MAIL_ATTEMPTS,
        backoffMs: deps.config.CONTACT_MAIL_BACKOFF_MS,
      });
    } catch (err) {
      logger.warn({ err, contactId }, 'acknowledgement not queued');
    }
  }
  return 'delivered';
}

/** The optional "we received your message" mail to the visitor. */
async function sendAck(deps: MailWorkerDeps, contactId: string): Promise<MailJobResult> {
  const row = await findMessage(deps.db, contactId);
  if (!row) return 'missing';
  try {
    await deps.transport.send(ackMail(row, mailSettings(deps.config)));
  } catch (err) {
    throw new DeliveryError(describeMailError(err));
  }
  deps.logger.info({ contactId }, 'acknowledgement sent');
  return 'ack-sent';
}

export function processMailJob(
  deps: MailWorkerDeps,
  job: Job<MailJobData, MailJobResult, MailJobName>,
): Promise<MailJobResult> {
  return job.name === 'ack'
    ? sendAck(deps, job.data.contactId)
    : deliverSupportMail(deps, job.data.contactId);
}

export interface MailWorker {
  worker: Worker<MailJobData, MailJobResult, MailJobName>;
  close(): Promise<void>;
}

/** Starts the BullMQ worker of the `contact-mail` queue. */
export function startMailWorker(deps: MailWorkerDeps): MailWorker {
  const { config, db, logger } = deps;
  const worker = new Worker<MailJobData, MailJobResult, MailJobName>(
    QUEUES.contactMail,
    (job) => processMailJob(deps, job),
    {
      connection: deps.connection,
      prefix: config.QUEUE_PREFIX,
      concurrency: config.CONTACT_MAIL_CONCURRENCY,
    },
  );

  // Only the last failure of a support mail marks its row; the recovery sweep catches a missed one.
  onFinalFailure(
    worker,
    logger,
    async (job, err) => {
      if (job.name !== 'support') return;
      await markFailed(
        db,
        job.data.contactId,
        err instanceof DeliveryError ? undefined : err.message.slice(0, 500),
      );
    },
    (job) => ({ contactId: job.data.contactId, kind: job.name }),
  );

  return {
    worker,
    async close() {
      await worker.close();
    },
  };
}
