import { createRedis, QUEUES } from '@sage/shared';
import { createTestSchema, silentLogger, type TestSchema, testEnv, uniqueName } from '@sage/shared/testing';
import { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import type { DB } from '../src/db/types.ts';
import { runSweepJob, SWEEP_JOBS, type SweepScheduler, startSweepScheduler } from '../src/jobs/scheduler.ts';

describe('retention sweep schedulers', () => {
  let t: TestSchema<DB>;
  let scheduler: SweepScheduler;
  let events: QueueEvents;
  const queuePrefix = uniqueName('tq');
  const now = new Date('2030-07-01T10:00:00.000Z');

  beforeAll(async () => {
    t = await createTestSchema<DB>('retention_jobs', MIGRATIONS_FOLDER);
    // A history-off session closed before the clock's "now": the first minute sweep purges it.
    await t.db
      .insertInto('sessions_ledger')
      .values({
        session_id: 'closed-off',
        save_history: false,
        created_at: new Date('2030-07-01T09:00:00.000Z'),
        last_activity_at: new Date('2030-07-01T09:50:00.000Z'),
        closed_at: new Date('2030-07-01T09:50:00.000Z'),
      })
      .execute();
    scheduler = await startSweepScheduler({
      redisUrl: testEnv.redisUrl,
      queuePrefix,
      everyMs: 60_000,
      dailyPattern: '15 3 * * *',
      deps: { db: t.db, topicPrefix: 'jobs.', idleMinutes: 30, chunkSize: 100, logger: silentLogger },
      logger: silentLogger,
      clock: () => now,
    });
    events = new QueueEvents(QUEUES.retentionSweeps, {
      connection: createRedis(testEnv.redisUrl, 'worker'),
      prefix: queuePrefix,
    });
    await events.waitUntilReady();
  });

  afterAll(async () => {
    await events?.close();
    await scheduler?.queue.obliterate({ force: true });
    await scheduler?.stop();
    await t?.drop();
  });

  it('registers one scheduler a minute and one a day, idempotently', async () => {
    const schedulers = await scheduler.queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.every ?? null, s.pattern ?? null, s.tz ?? null]).sort()).toEqual([
      [SWEEP_JOBS.historyOff, 60_000, null, null],
      [SWEEP_JOBS.longPeriods, null, '15 3 * * *', 'UTC'],
    ]);
    // A second replica upserting the same schedulers changes nothing.
    const again = await startSweepScheduler({
      redisUrl: testEnv.redisUrl,
      queuePrefix,
      everyMs: 60_000,
      dailyPattern: '15 3 * * *',
      deps: { db: t.db, topicPrefix: 'jobs.', idleMinutes: 30, chunkSize: 100, logger: silentLogger },
      logger: silentLogger,
      clock: () => now,
    });
    await again.stop();
    expect(await scheduler.queue.getJobSchedulersCount()).toBe(2);
  });

  it('runs the minute sweep with the scheduler clock', async () => {
    const start = Date.now();
    for (;;) {
      const row = await t.db
        .selectFrom('sessions_ledger')
        .select('purged_at')
        .where('session_id', '=', 'closed-off')
        .executeTakeFirstOrThrow();
      if (row.purged_at) {
        expect(row.purged_at).toEqual(now);
        break;
      }
      if (Date.now() - start > 15_000) throw new Error('the first minute sweep did not run');
      await new Promise((r) => setTimeout(r, 50));
    }
    const commands = await t.db.selectFrom('outbox').select(['topic', 'key']).orderBy('id').execute();
    expect(commands).toEqual([
      { topic: 'jobs.retention.commands.v1', key: 'chat' },
      { topic: 'jobs.retention.commands.v1', key: 'quiz' },
    ]);
  });

  it('runs the daily sweep as a job', async () => {
    const job = await scheduler.queue.add(SWEEP_JOBS.longPeriods, {}, { removeOnComplete: { age: 3600 } });
    const result = (await job.waitUntilFinished(events, 15_000)) as { chatBefore: string };
    expect(result.chatBefore).toBe('2028-07-01T10:00:00.000Z');
    const targets = await t.db
      .selectFrom('purges')
      .select('target')
      .where('before', 'is not', null)
      .orderBy('target')
      .execute();
    expect(targets.map((r) => r.target)).toEqual(['analytics', 'chat', 'contact', 'quiz', 'session']);
  });

  it('refuses a job it does not know', async () => {
    await expect(
      runSweepJob(
        'unknown',
        { db: t.db, topicPrefix: '', idleMinutes: 30, chunkSize: 1, logger: silentLogger },
        now,
      ),
    ).rejects.toThrow(/Unknown retention sweep job/);
  });
});
