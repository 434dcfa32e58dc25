import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRedis, type Redis, redisReady } from '@sage/shared';
import { createTestSchema, silentLogger, type TestSchema, testEnv, uniqueName } from '@sage/shared/testing';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate.ts';
import type { DB } from '../../src/db/types.ts';
import { createMailQueue, type MailQueue, type MailRetryPolicy } from '../../src/jobs/mailQueue.ts';
import { type MailWorker, type MailWorkerConfig, startMailWorker } from '../../src/jobs/mailWorker.ts';
import { createSmtpTransport, type MailTransport } from '../../src/mail/transport.ts';
import { type SmtpSink, startSmtpSink } from './smtpSink.ts';

/** Polls `check` until it returns something truthy. */
export async function waitUntil<T>(
  check: () => Promise<T> | T,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A port nobody listens on right now (an SMTP server that is down), to be used for a real one later. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function tempMailDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sage-mail-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export const TEST_MAIL_SETTINGS = {
  CONTACT_FROM: 'Sage <no-reply@sage.example>',
  SUPPORT_EMAIL: 'support@sage.example',
  SITE_NAME: 'Sage',
} as const;

export interface MailRig {
  db: TestSchema<DB>['db'];
  schema: TestSchema<DB>;
  queue: MailQueue;
  queuePrefix: string;
  policy: MailRetryPolicy;
  worker: MailWorker;
  transport: MailTransport;
  smtpPort: number;
  close(): Promise<void>;
}

/**
 * A migrated schema, a queue with a unique prefix and a running mail worker pointed at `smtpPort`
 * (a sink the test starts, or nothing at all: SMTP down).
 */
export async function startMailRig(opts: {
  smtpPort: number;
  attempts?: number;
  backoffMs?: number;
  ack?: boolean;
  schema?: TestSchema<DB>;
}): Promise<MailRig> {
  const schema = opts.schema ?? (await createTestSchema<DB>('contact', MIGRATIONS_FOLDER));
  const queuePrefix = uniqueName('cq');
  const producer: Redis = createRedis(testEnv.redisUrl, 'producer');
  const workerConnection: Redis = createRedis(testEnv.redisUrl, 'worker');
  await redisReady(producer);
  const queue = createMailQueue(producer, queuePrefix);
  const policy = { attempts: opts.attempts ?? 3, backoffMs: opts.backoffMs ?? 50 };
  const config: MailWorkerConfig = {
    ...TEST_MAIL_SETTINGS,
    CONTACT_SEND_ACK: opts.ack ?? false,
    CONTACT_MAIL_ATTEMPTS: policy.attempts,
    CONTACT_MAIL_BACKOFF_MS: policy.backoffMs,
    CONTACT_MAIL_CONCURRENCY: 2,
    QUEUE_PREFIX: queuePrefix,
  };
  const transport = createSmtpTransport(`smtp://127.0.0.1:${opts.smtpPort}`, 2_000);
  const worker = startMailWorker({
    config,
    db: schema.db,
    logger: silentLogger,
    connection: workerConnection,
    queue,
    transport,
  });
  return {
    db: schema.db,
    schema,
    queue,
    queuePrefix,
    policy,
    worker,
    transport,
    smtpPort: opts.smtpPort,
    async close() {
      await worker.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      transport.close();
      producer.disconnect();
      workerConnection.disconnect();
      if (!opts.schema) await schema.drop();
    },
  };
}

export async function startSink(port = 0): Promise<SmtpSink & { stop(): Promise<void> }> {
  const { dir, remove } = await tempMailDir();
  const sink = await startSmtpSink({ port, dir });
  return Object.assign(sink, {
    async stop() {
      await sink.close();
      await remove();
    },
  });
}
