import { randomUUID } from 'node:crypto';
import { createRedis, inTransaction, QUEUES, redisReady } from '@sage/shared';
import { createTestSchema, silentLogger, type TestSchema, testEnv, uniqueName } from '@sage/shared/testing';
import { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMessage, insertMessage } from '../src/db/messages.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import type { DB } from '../src/db/types.ts';
import { createMailQueue, enqueueMail } from '../src/jobs/mailQueue.ts';
import { recoverLostMail } from '../src/jobs/recovery.ts';
import { parseEml } from './support/eml.ts';
import { freePort, startMailRig, startSink, waitUntil } from './support/harness.ts';

const form = (subject = 'Hello') => ({
  name: 'Ana',
  email: 'ana@example.com',
  subject,
  message: 'Thank you for being here.',
});

async function store(t: TestSchema<DB>, subject?: string, receivedAt = new Date()): Promise<string> {
  const id = randomUUID();
  await inTransaction(t.db, (trx) => insertMessage(trx, id, form(subject), receivedAt));
  return id;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('mail worker', () => {
  let t: TestSchema<DB>;

  beforeAll(async () => {
    t = await createTestSchema<DB>('contact', MIGRATIONS_FOLDER);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('retries while SMTP is down and delivers exactly once when it comes back', async () => {
    const port = await freePort();
    const rig = await startMailRig({ smtpPort: port, attempts: 8, backoffMs: 100, schema: t });
    let sink: Awaited<ReturnType<typeof startSink>> | undefined;
    try {
      const id = await store(t, 'While the mail server was away');
      await enqueueMail(rig.queue, id, 'support', rig.policy);

      const failing = await waitUntil(
        async () => {
          const row = await findMessage(t.db, id);
          return row && row.attempts >= 2 ? row : undefined;
        },
        15_000,
        'two failed attempts',
      );
      expect(failing.status).toBe('queued');
      expect(failing.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);

      sink = await startSink(port);
      const row = await waitUntil(
        async () => {
          const r = await findMessage(t.db, id);
          return r?.status === 'delivered' ? r : undefined;
        },
        20_000,
        'delivery',
      );
      expect(row.delivered_at).toBeInstanceOf(Date);
      expect(row.last_error).toBeNull();
      expect(row.attempts).toBeGreaterThanOrEqual(3);

      // A second enqueue of the same message (same job id) and a late duplicate job change nothing.
      await enqueueMail(rig.queue, id, 'support', rig.policy);
      const job = await rig.queue.getJob(id);
      await job?.remove();
      await enqueueMail(rig.queue, id, 'support', rig.policy);
      await waitUntil(async () => (await rig.queue.getJobState(id)) === 'completed', 10_000, 'duplicate job');
      expect((await rig.queue.getJob(id))?.returnvalue).toBe('already-delivered');
      await sleep(300);
      expect(sink.received).toHaveLength(1);
      const mail = parseEml(sink.received[0]!.raw);
      expect(mail.headers['message-id']).toBe(`<contact-${id}@sage.example>`);
      expect(mail.headers.subject).toBe('[Sage] While the mail server was away');
    } finally {
      await rig.close();
      await sink?.stop();
    }
  });

  it('marks a message failed after its last attempt, keeping the reason', async () => {
    const rig = await startMailRig({ smtpPort: await freePort(), attempts: 3, backoffMs: 20, schema: t });
    try {
      const id = await store(t);
      await enqueueMail(rig.queue, id, 'support', rig.policy);
      const row = await waitUntil(
        async () => {
          const r = await findMessage(t.db, id);
          return r?.status === 'failed' ? r : undefined;
        },
        15_000,
        'failed status',
      );
      expect(row.attempts).toBe(3);
      expect(row.delivered_at).toBeNull();
      expect(row.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
      expect(row.last_error).not.toContain('Thank you');
    } finally {
      await rig.close();
    }
  });

  it('skips a message that is already delivered or no longer exists', async () => {
    const sink = await startSink();
    const rig = await startMailRig({ smtpPort: sink.port, schema: t });
    try {
      const delivered = await store(t);
      await t.db
        .updateTable('contact_messages')
        .set({ status: 'delivered', delivered_at: new Date() })
        .where('id', '=', delivered)
        .execute();
      const gone = randomUUID();
      await enqueueMail(rig.queue, delivered, 'support', rig.policy);
      await enqueueMail(rig.queue, gone, 'support', rig.policy);
      await waitUntil(
        async () =>
          (await rig.queue.getJobState(delivered)) === 'completed' &&
          (await rig.queue.getJobState(gone)) === 'completed',
        10_000,
        'both jobs',
      );
      expect((await rig.queue.getJob(delivered))?.returnvalue).toBe('already-delivered');
      expect((await rig.queue.getJob(gone))?.returnvalue).toBe('missing');
      expect(sink.received).toHaveLength(0);
    } finally {
      await rig.close();
      await sink.stop();
    }
  });

  it('sends the acknowledgement to the visitor when enabled', async () => {
    const sink = await startSink();
    const rig = await startMailRig({ smtpPort: sink.port, ack: true, schema: t });
    try {
      const id = await store(t, 'Please write back');
      await enqueueMail(rig.queue, id, 'support', rig.policy);
      await sink.waitFor(2);
      await sleep(200);
      expect(sink.received).toHaveLength(2);
      const byRecipient = Object.fromEntries(sink.received.map((m) => [m.envelopeTo[0], parseEml(m.raw)]));
      expect(Object.keys(byRecipient).sort()).toEqual(['ana@example.com', 'support@sage.example']);
      const ack = byRecipient['ana@example.com']!;
      expect(ack.headers.subject).toBe('[Sage] We received your message');
      expect(ack.headers['message-id']).toBe(`<contact-${id}-ack@sage.example>`);
      expect(ack.headers['reply-to']).toBe('Sage support <support@sage.example>');
      expect(ack.text).toContain('988');
      expect(ack.text).not.toContain('Please write back');
    } finally {
      await rig.close();
      await sink.stop();
    }
  });

  it('recovers messages whose job never reached the queue', async () => {
    const sink = await startSink();
    const rig = await startMailRig({ smtpPort: sink.port, schema: t });
    try {
      const lost = await store(t, 'Lost while Redis was down', new Date(Date.now() - 5 * 60_000));
      const fresh = await store(t, 'Just arrived');
      const recover = () =>
        recoverLostMail({
          db: t.db,
          queue: rig.queue,
          logger: silentLogger,
          policy: rig.policy,
          olderThanMs: 60_000,
        });

      expect(await recover()).toEqual({ requeued: 1, markedFailed: 0 });
      await waitUntil(
        async () => (await findMessage(t.db, lost))?.status === 'delivered',
        10_000,
        'recovered',
      );
      expect((await findMessage(t.db, fresh))?.status).toBe('queued'); // too young: its job may be on the way
      expect(sink.received.map((m) => parseEml(m.raw).headers.subject)).toEqual([
        '[Sage] Lost while Redis was down',
      ]);
      expect(await recover()).toEqual({ requeued: 0, markedFailed: 0 });
    } finally {
      await rig.close();
      await sink.stop();
    }
  });

  it('marks a still-queued message failed when its job has failed for good', async () => {
    // A queue whose only worker always fails and has no `failed` handler: the event that marks rows is missed.
    const prefix = uniqueName('cq');
    const producer = createRedis(testEnv.redisUrl, 'producer');
    await redisReady(producer);
    const queue = createMailQueue(producer, prefix);
    const failing = new Worker(
      QUEUES.contactMail,
      async () => {
        throw new Error('simulated');
      },
      { connection: createRedis(testEnv.redisUrl, 'worker'), prefix },
    );
    try {
      const id = await store(t, 'Orphan', new Date(Date.now() - 5 * 60_000));
      await enqueueMail(queue, id, 'support', { attempts: 1, backoffMs: 10 });
      await waitUntil(async () => (await queue.getJobState(id)) === 'failed', 10_000, 'job failure');
      const result = await recoverLostMail({
        db: t.db,
        queue,
        logger: silentLogger,
        policy: { attempts: 1, backoffMs: 10 },
        olderThanMs: 60_000,
      });
      expect(result.markedFailed).toBe(1);
      expect((await findMessage(t.db, id))?.status).toBe('failed');
    } finally {
      await failing.close();
      await queue.obliterate({ force: true });
      await queue.close();
      producer.disconnect();
    }
  });
});
