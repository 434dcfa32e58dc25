import { randomUUID } from 'node:crypto';
import {
  type AnyEvent,
  type BackgroundConsumer,
  createKafka,
  createProducer,
  type KitTables,
  makeEvent,
  type OutboxRelay,
  type PurgeTarget,
  startOutboxRelay,
  startPurgeConsumer,
  type TopicKey,
  topicName,
} from '@sage/shared';
import {
  createTestSchema,
  recordingPurgeTarget,
  silentLogger,
  type TestSchema,
  testEnv,
  uniqueName,
  waitUntil,
} from '@sage/shared/testing';
import type { Producer } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerConsumer, startLedgerConsumer } from '../src/consumers/ledger.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import type { DB, PurgeLedgerTarget } from '../src/db/types.ts';
import { yearsBefore } from '../src/domain/policy.ts';
import { type SweepDeps, sweepHistoryOff, sweepLongPeriods } from '../src/jobs/sweeps.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The whole purge flow from retention's side: the ledger learns of sessions from events, the sweeps issue
 * commands through the outbox, owning services carry them out with the kit's purge protocol and their
 * receipts land in the ledger. The owning services are stand-ins here (the kit's recording target, rows
 * in memory): what each real service deletes is tested against the same protocol in
 * services/shared/test/purge.int.test.ts.
 */
describe('purges carried out by the owning services', { timeout: 120_000 }, () => {
  let retention: TestSchema<DB>;
  let producer: Producer;
  let ledger: LedgerConsumer;
  const owners: TestSchema<KitTables>[] = [];
  const consumers: BackgroundConsumer[] = [];
  const relays: OutboxRelay[] = [];
  const topicPrefix = `${uniqueName('t')}.`;
  const groupId = uniqueName('retention');
  const kafka = createKafka('retention-flow-test', testEnv.kafkaBrokers, silentLogger, testEnv.kafkaOptions);
  const targets = {
    chat: recordingPurgeTarget('chat'),
    quiz: recordingPurgeTarget('quiz'),
    contact: recordingPurgeTarget('contact'),
    session: recordingPurgeTarget('session'),
  } satisfies Record<PurgeTarget, unknown>;
  let deps: SweepDeps;

  async function deliver(...batches: [TopicKey, string, AnyEvent[]][]) {
    for (const [topic, key, events] of batches) {
      await producer.send({
        topic: topicName(topic, topicPrefix),
        acks: -1,
        messages: events.map((e) => ({ key, value: JSON.stringify(e) })),
      });
    }
    const ids = batches.flatMap(([, , events]) => events.map((e) => e.id));
    await waitUntil(async () => {
      const rows = await retention.db
        .selectFrom('processed_events')
        .select('event_id')
        .where('event_id', 'in', ids)
        .execute();
      return rows.length === new Set(ids).size;
    });
  }

  /** The chat.message.created events chat publishes for its messages (ids, role, length: no text). */
  const messageEvents = (sessionId: string, count: number, at: Date) =>
    Array.from({ length: count }, (_, i) =>
      makeEvent(
        'chat.message.created',
        {
          messageId: randomUUID(),
          sessionId,
          role: i % 2 === 0 ? 'user' : 'assistant',
          length: 16,
          risk: 'none',
        },
        at,
      ),
    );

  /** Waits for the owning service's receipt of the command issued at `issuedAt` for `target`. */
  const receiptFor = (target: PurgeLedgerTarget, issuedAt: Date) =>
    waitUntil(() =>
      retention.db
        .selectFrom('purges')
        .selectAll()
        .where('target', '=', target)
        .where('issued_at', '=', issuedAt)
        .where('completed_at', 'is not', null)
        .executeTakeFirst(),
    );

  beforeAll(async () => {
    retention = await createTestSchema<DB>('retention', MIGRATIONS_FOLDER);
    producer = createProducer(kafka);
    await producer.connect();
    relays.push(
      startOutboxRelay({
        db: retention.db,
        producer: createProducer(kafka),
        logger: silentLogger,
        lockName: retention.schema,
      }),
    );
    // Each stand-in owner has a schema of its own with the kit's tables (outbox, processed_events).
    for (const target of Object.values(targets)) {
      const owner = await createTestSchema<KitTables>(`owner_${target.spec.target}`);
      owners.push(owner);
      relays.push(
        startOutboxRelay({
          db: owner.db,
          producer: createProducer(kafka),
          logger: silentLogger,
          lockName: owner.schema,
        }),
      );
      consumers.push(
        startPurgeConsumer({
          kafka,
          db: owner.db,
          logger: silentLogger,
          topicPrefix,
          group: uniqueName(`${target.spec.target}-purge`),
          spec: target.spec,
        }),
      );
    }
    ledger = startLedgerConsumer({ kafka, db: retention.db, groupId, topicPrefix, logger: silentLogger });
    await ledger.started;
    for (const c of consumers) await c.started;
    deps = { db: retention.db, topicPrefix, idleMinutes: 30, chunkSize: 500, logger: silentLogger };
  });

  afterAll(async () => {
    for (const c of consumers) await c.stop();
    await ledger?.stop();
    for (const r of relays) await r.stop();
    await producer?.disconnect();
    for (const t of [retention, ...owners] as TestSchema<unknown>[]) await t?.drop();
  });

  it("a history-off session's messages and quiz results go after close; a saved session's stay", async () => {
    const now = new Date();
    const off = uniqueName('off');
    const saved = uniqueName('saved');
    targets.chat.add(off, new Date(now.getTime() - 4 * MINUTE), 6);
    targets.chat.add(saved, new Date(now.getTime() - 4 * MINUTE), 4);
    targets.quiz.add(off, new Date(now.getTime() - 4 * MINUTE));
    targets.quiz.add(saved, new Date(now.getTime() - 4 * MINUTE));
    await deliver(
      [
        'sessionEvents',
        off,
        [
          makeEvent(
            'session.created',
            { sessionId: off, saveHistory: false },
            new Date(now.getTime() - 5 * MINUTE),
          ),
          makeEvent('session.closed', { sessionId: off }, new Date(now.getTime() - MINUTE)),
        ],
      ],
      ['chatMessages', off, messageEvents(off, 6, new Date(now.getTime() - 4 * MINUTE))],
      [
        'sessionEvents',
        saved,
        [
          makeEvent(
            'session.created',
            { sessionId: saved, saveHistory: true },
            new Date(now.getTime() - 5 * MINUTE),
          ),
          makeEvent('session.closed', { sessionId: saved }, new Date(now.getTime() - MINUTE)),
        ],
      ],
    );

    await sweepHistoryOff(deps, now);
    expect(await receiptFor('chat', now)).toMatchObject({
      reason: 'history_off_closed',
      session_count: 1,
      deleted: 6,
    });
    expect(await receiptFor('quiz', now)).toMatchObject({
      reason: 'history_off_closed',
      session_count: 1,
      deleted: 1,
    });
    // The commands named the session, and only it.
    expect(targets.chat.scopes.at(-1)).toEqual({ sessionIds: [off] });
    expect(targets.quiz.scopes.at(-1)).toEqual({ sessionIds: [off] });
    expect(targets.chat.count(off)).toBe(0);
    expect(targets.chat.count(saved)).toBe(4);
    expect(targets.quiz.count(off)).toBe(0);
    expect(targets.quiz.count(saved)).toBe(1);
  });

  it("a history-off session's messages go after 30 idle minutes; an active one's stay", async () => {
    const now = new Date(Date.now() + 60 * MINUTE);
    const idle = uniqueName('idle');
    const active = uniqueName('active');
    targets.chat.add(idle, new Date(now.getTime() - 35 * MINUTE), 4);
    targets.chat.add(active, new Date(now.getTime() - 10 * MINUTE), 2);
    await deliver(
      [
        'sessionEvents',
        idle,
        [
          makeEvent(
            'session.created',
            { sessionId: idle, saveHistory: false },
            new Date(now.getTime() - 40 * MINUTE),
          ),
        ],
      ],
      [
        'sessionEvents',
        active,
        [
          makeEvent(
            'session.created',
            { sessionId: active, saveHistory: false },
            new Date(now.getTime() - 40 * MINUTE),
          ),
        ],
      ],
      ['chatMessages', idle, messageEvents(idle, 4, new Date(now.getTime() - 35 * MINUTE))],
      ['chatMessages', active, messageEvents(active, 2, new Date(now.getTime() - 10 * MINUTE))],
    );

    await sweepHistoryOff(deps, now);
    expect(await receiptFor('chat', now)).toMatchObject({
      reason: 'history_off_idle',
      session_count: 1,
      deleted: 4,
    });
    expect(targets.chat.count(idle)).toBe(0);
    expect(targets.chat.count(active)).toBe(2);
  });

  it('the daily sweep sends each owner a cut-off: 2 years for chat, quiz and session rows, 3 for contact', async () => {
    const now = new Date(Date.now() + DAY);
    const saved = uniqueName('saved');
    targets.chat.add(saved, new Date(yearsBefore(now, 2).getTime() - DAY), 3);
    targets.chat.add(saved, new Date(yearsBefore(now, 2).getTime() + DAY), 2);
    targets.quiz.add('two-years-and-a-day', new Date(yearsBefore(now, 2).getTime() - DAY));
    targets.quiz.add('two-years-less-a-day', new Date(yearsBefore(now, 2).getTime() + DAY));
    targets.contact.add('-', new Date(yearsBefore(now, 3).getTime() - DAY));
    targets.contact.add('-', new Date(yearsBefore(now, 3).getTime() + DAY));
    targets.session.add('unseen-two-years', new Date(yearsBefore(now, 2).getTime() - DAY));
    targets.session.add('seen-last-year', new Date(yearsBefore(now, 1).getTime()));
    const contactsBefore = targets.contact.count();

    await sweepLongPeriods(deps, now);
    expect(await receiptFor('chat', now)).toMatchObject({ reason: 'chat_max_age', deleted: 3 });
    expect(await receiptFor('quiz', now)).toMatchObject({ reason: 'quiz_follows_chat', deleted: 1 });
    expect(await receiptFor('contact', now)).toMatchObject({ reason: 'contact_max_age', deleted: 1 });
    expect(await receiptFor('session', now)).toMatchObject({ reason: 'session_max_age', deleted: 1 });
    expect(targets.session.count('unseen-two-years')).toBe(0);
    expect(targets.session.count('seen-last-year')).toBe(1);
    expect(targets.chat.scopes.at(-1)).toEqual({ before: yearsBefore(now, 2) });
    expect(targets.quiz.scopes.at(-1)).toEqual({ before: yearsBefore(now, 2) });
    expect(targets.contact.scopes.at(-1)).toEqual({ before: yearsBefore(now, 3) });
    expect(targets.chat.count(saved)).toBe(2);
    expect(targets.quiz.count('two-years-and-a-day')).toBe(0);
    expect(targets.quiz.count('two-years-less-a-day')).toBe(1);
    expect(targets.contact.count()).toBe(contactsBefore - 1);
  });
});
