import { randomUUID } from 'node:crypto';
import {
  type AnyEvent,
  createKafka,
  createProducer,
  inTransaction,
  makeEvent,
  type OutboxRelay,
  startOutboxRelay,
  type TopicKey,
  topicName,
} from '@sage/shared';
import { createTestSchema, silentLogger, type TestSchema, testEnv, uniqueName } from '@sage/shared/testing';
import type { Producer } from 'kafkajs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The owning services' real purge consumers and tables: retention only publishes commands, they delete.
import { startPurgeConsumer as startChatPurge } from '../../chat/src/consumers/purge.ts';
import { MIGRATIONS_FOLDER as CHAT_MIGRATIONS } from '../../chat/src/db/migrate.ts';
import type { DB as ChatDB } from '../../chat/src/db/types.ts';
import { startPurgeConsumer as startContactPurge } from '../../contact/src/consumers/purge.ts';
import { insertMessage } from '../../contact/src/db/messages.ts';
import { MIGRATIONS_FOLDER as CONTACT_MIGRATIONS } from '../../contact/src/db/migrate.ts';
import type { DB as ContactDB } from '../../contact/src/db/types.ts';
import { startPurgeConsumer as startQuizPurge } from '../../quiz/src/consumers/purge.ts';
import { MIGRATIONS_FOLDER as QUIZ_MIGRATIONS } from '../../quiz/src/db/migrate.ts';
import { insertResult } from '../../quiz/src/db/results.ts';
import type { DB as QuizDB } from '../../quiz/src/db/types.ts';
import { type LedgerConsumer, startLedgerConsumer } from '../src/consumers/ledger.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import type { DB, PurgeLedgerTarget } from '../src/db/types.ts';
import { type SweepDeps, sweepHistoryOff, sweepLongPeriods } from '../src/jobs/sweeps.ts';
import { yearsBefore } from '../src/policy.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function waitUntil<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('purges carried out by the owning services', { timeout: 120_000 }, () => {
  let retention: TestSchema<DB>;
  let chat: TestSchema<ChatDB>;
  let quiz: TestSchema<QuizDB>;
  let contact: TestSchema<ContactDB>;
  let producer: Producer;
  let ledger: LedgerConsumer;
  const stops: (() => Promise<void>)[] = [];
  const relays: OutboxRelay[] = [];
  const topicPrefix = `${uniqueName('t')}.`;
  const groupId = uniqueName('retention');
  const kafka = createKafka('retention-flow-test', testEnv.kafkaBrokers, silentLogger);
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

  /** Chat messages as the chat service stores them (content lives only there). */
  async function seedChat(sessionId: string, count: number, createdAt: Date) {
    await sql`insert into messages (id, session_id, is_user, content, created_at)
      select gen_random_uuid(), ${sessionId}, g % 2 = 1, 'How I felt today', ${createdAt}
      from generate_series(1, ${count}::int) g`.execute(chat.db);
  }
  const chatCount = async (sessionId: string) =>
    Number(
      (
        await chat.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('session_id', '=', sessionId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** The chat.message.created events chat publishes for those messages (ids, role, length: no text). */
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

  async function seedQuiz(sessionId: string, completedAt: Date) {
    await inTransaction(quiz.db, (trx) =>
      insertResult(trx, {
        sessionId,
        quizType: 'attachment',
        primaryType: 'anxious',
        scores: { secure: 1, anxious: 5, avoidant: 2, disorganized: 2 },
        answers: [{ questionId: 1, answerId: 12 }],
        completedAt,
      }),
    );
  }

  async function seedContact(receivedAt: Date): Promise<string> {
    const id = randomUUID();
    await inTransaction(contact.db, (trx) =>
      insertMessage(
        trx,
        id,
        { name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'Thanks' },
        receivedAt,
      ),
    );
    return id;
  }

  const quizSessions = async () =>
    (await quiz.db.selectFrom('quiz_results').select('session_id').execute()).map((r) => r.session_id);
  const contactIds = async () =>
    (await contact.db.selectFrom('contact_messages').select('id').execute()).map((r) => r.id);

  /** Waits for the owning service's receipt of the command issued at `now` for `target`. */
  const receiptFor = (target: PurgeLedgerTarget, issuedAt: Date, timeoutMs?: number) =>
    waitUntil(
      () =>
        retention.db
          .selectFrom('purges')
          .selectAll()
          .where('target', '=', target)
          .where('issued_at', '=', issuedAt)
          .where('completed_at', 'is not', null)
          .executeTakeFirst(),
      timeoutMs,
    );

  beforeAll(async () => {
    retention = await createTestSchema<DB>('retention', MIGRATIONS_FOLDER);
    chat = await createTestSchema<ChatDB>('chat', CHAT_MIGRATIONS);
    quiz = await createTestSchema<QuizDB>('quiz', QUIZ_MIGRATIONS);
    contact = await createTestSchema<ContactDB>('contact', CONTACT_MIGRATIONS);
    producer = createProducer(kafka);
    await producer.connect();
    for (const t of [retention, chat, quiz, contact] as TestSchema<unknown>[]) {
      relays.push(
        startOutboxRelay({
          db: t.db,
          producer: createProducer(kafka),
          logger: silentLogger,
          lockName: t.schema,
        }),
      );
    }
    ledger = startLedgerConsumer({
      kafka,
      db: retention.db,
      groupId,
      topicPrefix,
      logger: silentLogger,
    });
    await ledger.started;
    const quizPurge = startQuizPurge({
      kafka,
      db: quiz.db,
      logger: silentLogger,
      topicPrefix,
      groupId: uniqueName('quiz-purge'),
    });
    const contactPurge = startContactPurge({
      kafka,
      db: contact.db,
      logger: silentLogger,
      topicPrefix,
      groupId: uniqueName('contact-purge'),
    });
    const chatPurge = await startChatPurge({ kafka, db: chat.db, logger: silentLogger, topicPrefix });
    stops.push(
      () => chatPurge.disconnect(),
      () => quizPurge.stop(),
      () => contactPurge.stop(),
    );
    deps = { db: retention.db, topicPrefix, idleMinutes: 30, chunkSize: 500, logger: silentLogger };
  });

  afterAll(async () => {
    for (const stop of stops) await stop();
    await ledger?.stop();
    for (const r of relays) await r.stop();
    await producer?.disconnect();
    for (const t of [retention, chat, quiz, contact] as TestSchema<unknown>[]) await t?.drop();
  });

  it("a history-off session's messages and quiz results disappear after close; a saved session's stay", async () => {
    const now = new Date();
    const off = uniqueName('off');
    const saved = uniqueName('saved');
    await seedChat(off, 6, new Date(now.getTime() - 4 * MINUTE));
    await seedChat(saved, 4, new Date(now.getTime() - 4 * MINUTE));
    await seedQuiz(off, new Date(now.getTime() - 4 * MINUTE));
    await seedQuiz(saved, new Date(now.getTime() - 4 * MINUTE));
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
    expect(await chatCount(off)).toBe(0);
    expect(await chatCount(saved)).toBe(4);
    const left = await quizSessions();
    expect(left).not.toContain(off);
    expect(left).toContain(saved);
  });

  it("a history-off session's messages disappear after 30 idle minutes; an active one's stay", async () => {
    const now = new Date(Date.now() + 60 * MINUTE);
    const idle = uniqueName('idle');
    const active = uniqueName('active');
    await seedChat(idle, 4, new Date(now.getTime() - 35 * MINUTE));
    await seedChat(active, 2, new Date(now.getTime() - 10 * MINUTE));
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
    expect(await chatCount(idle)).toBe(0);
    expect(await chatCount(active)).toBe(2);
  });

  it('saved messages and quiz results older than 2 years, contact messages older than 3 years disappear; newer ones stay', async () => {
    const now = new Date(Date.now() + DAY);
    const saved = uniqueName('saved');
    await seedChat(saved, 3, new Date(yearsBefore(now, 2).getTime() - DAY));
    await seedChat(saved, 2, new Date(yearsBefore(now, 2).getTime() + DAY));
    await seedQuiz('two-years-and-a-day', new Date(yearsBefore(now, 2).getTime() - DAY));
    await seedQuiz('two-years-less-a-day', new Date(yearsBefore(now, 2).getTime() + DAY));
    const oldContact = await seedContact(new Date(yearsBefore(now, 3).getTime() - DAY));
    const newContact = await seedContact(new Date(yearsBefore(now, 3).getTime() + DAY));

    await sweepLongPeriods(deps, now);
    expect(await receiptFor('chat', now)).toMatchObject({ reason: 'chat_max_age', deleted: 3 });
    expect(await chatCount(saved)).toBe(2);
    expect(await receiptFor('quiz', now)).toMatchObject({ reason: 'quiz_follows_chat', deleted: 1 });
    expect(await receiptFor('contact', now)).toMatchObject({ reason: 'contact_max_age', deleted: 1 });
    const quizLeft = await quizSessions();
    expect(quizLeft).not.toContain('two-years-and-a-day');
    expect(quizLeft).toContain('two-years-less-a-day');
    const contactsLeft = await contactIds();
    expect(contactsLeft).not.toContain(oldContact);
    expect(contactsLeft).toContain(newContact);
  });

  it('100,000 expired contact messages go in batches, each its own transaction, with one receipt', async () => {
    const now = new Date(Date.now() + DAY);
    await sql`insert into contact_messages (id, name, email, subject, message, received_at, consented_at)
      select gen_random_uuid(), 'Sam', 'sam@example.com', 'Hello', 'Thanks', t, t
      from (select ${yearsBefore(now, 4)}::timestamptz - g * interval '1 second' as t
            from generate_series(1, 100000) g) s`.execute(contact.db);
    const keep = await seedContact(new Date(now.getTime() - DAY));

    // Watch the table from another connection: rows leave in steps, not all at once at the end.
    const seen = new Set<number>();
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const r = await sql<{ n: number }>`select count(*)::int as n from contact_messages`.execute(
          contact.db,
        );
        seen.add(r.rows[0]!.n);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    await sweepLongPeriods(deps, now);
    const receipt = await receiptFor('contact', now, 110_000);
    watching = false;
    await watcher;

    expect(receipt).toMatchObject({ reason: 'contact_max_age', deleted: 100_000 });
    expect(await contactIds()).toContain(keep);
    const expired = await contact.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('received_at', '<', yearsBefore(now, 3))
      .executeTakeFirstOrThrow();
    expect(expired.n).toBe(0);
    const between = [...seen].filter((n) => n > 1 && n < 100_001);
    expect(between.length).toBeGreaterThan(0);
  });

  it('100,000 expired chat messages go in batches, each its own transaction, with one receipt', async () => {
    const now = new Date(Date.now() + DAY);
    await sql`insert into messages (id, session_id, is_user, content, created_at)
      select gen_random_uuid(), 'bulk-' || (g / 20), g % 2 = 0, 'How I felt that day', ${yearsBefore(now, 3)}
      from generate_series(1, 100000) g`.execute(chat.db);
    const keep = uniqueName('keep');
    await seedChat(keep, 3, new Date(now.getTime() - DAY));

    const seen = new Set<number>();
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const r = await sql<{
          n: number;
        }>`select count(*)::int as n from messages where session_id like 'bulk-%'`.execute(chat.db);
        seen.add(r.rows[0]!.n);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    await sweepLongPeriods(deps, now);
    const receipt = await receiptFor('chat', now, 110_000);
    watching = false;
    await watcher;

    expect(receipt).toMatchObject({ reason: 'chat_max_age', deleted: 100_000 });
    expect(await chatCount(keep)).toBe(3);
    const left = await chat.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '<', yearsBefore(now, 2))
      .executeTakeFirstOrThrow();
    expect(left.n).toBe(0);
    // Seen part-way from another connection: the batches committed one by one.
    expect([...seen].filter((n) => n > 0 && n < 100_000).length).toBeGreaterThan(0);
  });
});
