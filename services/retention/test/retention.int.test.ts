import {
  type AnyEvent,
  createKafka,
  createMetricsRegistry,
  createProducer,
  type EventEnvelope,
  makeEvent,
  type OutboxRelay,
  startOutboxRelay,
  type TopicKey,
  topicName,
} from '@sage/shared';
import {
  createTestSchema,
  readTopics,
  silentLogger,
  type TestSchema,
  type TopicReader,
  testEnv,
  uniqueName,
} from '@sage/shared/testing';
import type { Producer } from 'kafkajs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { registerConsumerLag } from '../src/consumers/lag.ts';
import { handleLedgerBatch, type LedgerConsumer, startLedgerConsumer } from '../src/consumers/ledger.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import { listPurges } from '../src/db/purges.ts';
import { readStats } from '../src/db/stats.ts';
import type { DB } from '../src/db/types.ts';
import { chatHistoryCutoff, contactCutoff, yearsBefore } from '../src/domain/policy.ts';
import { type SweepDeps, sweepHistoryOff, sweepLongPeriods } from '../src/jobs/sweeps.ts';
import { createRetentionMetrics } from '../src/metrics.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const minutesBefore = (t: Date, m: number) => new Date(t.getTime() - m * MINUTE);
const minutesAfter = (t: Date, m: number) => new Date(t.getTime() + m * MINUTE);

async function waitUntil<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Command = EventEnvelope<'retention.purge'> & { key: string | null };

describe('retention service', { timeout: 60_000 }, () => {
  let t: TestSchema<DB>;
  let producer: Producer;
  let relay: OutboxRelay;
  let ledger: LedgerConsumer;
  let commands: TopicReader;
  let deps: SweepDeps;
  const topicPrefix = `${uniqueName('t')}.`;
  const groupId = uniqueName('retention');
  const kafka = createKafka('retention-test', testEnv.kafkaBrokers, silentLogger, testEnv.kafkaOptions);
  const registry = createMetricsRegistry('retention');
  const metrics = createRetentionMetrics(registry);

  /** Publishes an event as the owning service's outbox relay would (key = session id or similar). */
  async function publish(topic: TopicKey, key: string, event: AnyEvent | string) {
    await producer.send({
      topic: topicName(topic, topicPrefix),
      acks: -1,
      messages: [{ key, value: typeof event === 'string' ? event : JSON.stringify(event) }],
    });
  }

  const ledgerRow = (sessionId: string) =>
    t.db.selectFrom('sessions_ledger').selectAll().where('session_id', '=', sessionId).executeTakeFirst();

  const processed = (eventId: string) =>
    t.db
      .selectFrom('processed_events')
      .select('event_id')
      .where('consumer_group', '=', groupId)
      .where('event_id', '=', eventId)
      .executeTakeFirst();

  /**
   * Publishes events (in order per topic and key) and waits until every one has been applied. The Kafka
   * mock answers a fetch only when its wait time ends, so tests publish together and wait once.
   */
  async function deliver(...batches: [TopicKey, string, AnyEvent[]][]) {
    for (const [topic, key, events] of batches) for (const e of events) await publish(topic, key, e);
    const ids = new Set(batches.flatMap(([, , events]) => events.map((e) => e.id)));
    await waitUntil(async () => {
      const rows = await t.db
        .selectFrom('processed_events')
        .select('event_id')
        .where('consumer_group', '=', groupId)
        .where('event_id', 'in', [...ids])
        .execute();
      return rows.length === ids.size;
    }, 30_000);
  }

  /** Sends the outbox to Kafka and returns the purge commands naming `sessionId` (or all when absent). */
  async function commandsFor(predicate: (c: Command) => boolean, expected: number): Promise<Command[]> {
    await relay.flush();
    const seen = await commands.waitFor(
      (events) =>
        events.filter((e) => e.type === 'retention.purge' && predicate(e as Command)).length >= expected,
    );
    return seen.filter((e) => e.type === 'retention.purge' && predicate(e as Command)) as Command[];
  }

  beforeAll(async () => {
    t = await createTestSchema<DB>('retention', MIGRATIONS_FOLDER);
    producer = createProducer(kafka);
    await producer.connect();
    deps = { db: t.db, topicPrefix, idleMinutes: 30, chunkSize: 500, logger: silentLogger };
    relay = startOutboxRelay({
      db: t.db,
      producer: createProducer(kafka),
      logger: silentLogger,
      lockName: t.schema,
    });
    ledger = startLedgerConsumer({
      kafka,
      db: t.db,
      groupId,
      topicPrefix,
      logger: silentLogger,
      onEvent: metrics.onEvent,
    });
    await ledger.started;
    expect(ledger.running()).toBe(true);
    commands = await readTopics(testEnv.kafkaBrokers, [topicName('retentionCommands', topicPrefix)]);
  });

  afterAll(async () => {
    await commands?.close();
    await ledger?.stop();
    await relay?.stop();
    await producer?.disconnect();
    await t?.drop();
  });

  it('purges a history-off session on close, and leaves a saved one alone', async () => {
    const now = new Date();
    const off = uniqueName('off');
    const saved = uniqueName('saved');
    const batches: [TopicKey, string, AnyEvent[]][] = [];
    for (const [id, saveHistory] of [
      [off, false],
      [saved, true],
    ] as const) {
      batches.push([
        'sessionEvents',
        id,
        [
          makeEvent('session.created', { sessionId: id, saveHistory }, minutesBefore(now, 5)),
          makeEvent('session.closed', { sessionId: id }, minutesBefore(now, 1)),
        ],
      ]);
      batches.push([
        'chatMessages',
        id,
        [
          makeEvent(
            'chat.message.created',
            { messageId: `${id}-1`, sessionId: id, role: 'user', length: 20, risk: 'none' },
            minutesBefore(now, 4),
          ),
          makeEvent(
            'chat.message.created',
            { messageId: `${id}-2`, sessionId: id, role: 'assistant', length: 80, risk: 'none' },
            minutesBefore(now, 4),
          ),
        ],
      ]);
    }
    await deliver(...batches);
    expect(await ledgerRow(off)).toMatchObject({
      save_history: false,
      message_count: 2,
      closed_at: minutesBefore(now, 1),
      last_activity_at: minutesBefore(now, 1),
      purged_at: null,
    });

    const result = await sweepHistoryOff(deps, now);
    expect(result.sessions).toBeGreaterThanOrEqual(1);
    const sent = await commandsFor((c) => c.payload.sessionIds?.includes(off) ?? false, 2);
    expect(sent.map((c) => [c.key, c.payload.target, c.payload.reason]).sort()).toEqual([
      ['chat', 'chat', 'history_off_closed'],
      ['quiz', 'quiz', 'history_off_closed'],
    ]);
    for (const c of sent) {
      expect(c.payload).toEqual({
        commandId: expect.any(String),
        target: c.payload.target,
        reason: 'history_off_closed',
        sessionIds: expect.arrayContaining([off]),
      });
      expect(c.payload.sessionIds).not.toContain(saved);
      expect(c.at).toBe(now.toISOString());
    }
    expect(await ledgerRow(off)).toMatchObject({ purged_at: now, message_count: 0 });
    expect(await ledgerRow(saved)).toMatchObject({ purged_at: null, message_count: 2 });

    // The audit trail records each command, without content.
    const purges = await listPurges(t.db);
    for (const c of sent) {
      expect(purges.find((p) => p.command_id === c.payload.commandId)).toMatchObject({
        target: c.payload.target,
        reason: 'history_off_closed',
        session_count: c.payload.sessionIds!.length,
        before: null,
        issued_at: now,
        completed_at: null,
        deleted: null,
      });
    }

    // A second sweep finds nothing new for this session.
    await sweepHistoryOff(deps, minutesAfter(now, 1));
    await relay.flush();
    await new Promise((r) => setTimeout(r, 300));
    expect(
      commands.events.filter((e) => e.type === 'retention.purge' && e.payload.sessionIds?.includes(off)),
    ).toHaveLength(2);
  });

  it('purges a history-off session after the idle minutes, and again after it comes back', async () => {
    const now = new Date(Date.now() + 10 * DAY); // a clock of our own, past every other test's sessions
    const idle = uniqueName('idle');
    const active = uniqueName('active');
    await deliver(
      [
        'sessionEvents',
        idle,
        [makeEvent('session.created', { sessionId: idle, saveHistory: false }, minutesBefore(now, 40))],
      ],
      [
        'chatMessages',
        idle,
        [
          makeEvent(
            'chat.message.created',
            { messageId: `${idle}-1`, sessionId: idle, role: 'user', length: 9, risk: 'none' },
            minutesBefore(now, 35),
          ),
        ],
      ],
      [
        'sessionEvents',
        active,
        [
          makeEvent('session.created', { sessionId: active, saveHistory: true }, minutesBefore(now, 40)),
          makeEvent('session.updated', { sessionId: active, saveHistory: false }, minutesBefore(now, 20)),
        ],
      ],
      [
        'quizResults',
        active,
        [
          makeEvent(
            'quiz.completed',
            {
              sessionId: active,
              quizType: 'attachment',
              primaryType: 'avoidant',
              scores: { secure: 1, anxious: 2, avoidant: 5, disorganized: 2 },
            },
            minutesBefore(now, 10),
          ),
        ],
      ],
    );

    await sweepHistoryOff(deps, now);
    const first = await commandsFor((c) => c.payload.sessionIds?.includes(idle) ?? false, 2);
    expect(first.every((c) => c.payload.reason === 'history_off_idle')).toBe(true);
    expect(first.every((c) => !c.payload.sessionIds!.includes(active))).toBe(true);
    expect((await ledgerRow(idle))!.purged_at).toEqual(now);
    expect((await ledgerRow(active))!.purged_at).toBeNull();

    // 20 minutes idle is not enough; 30 is.
    await sweepHistoryOff(deps, minutesAfter(now, 10));
    expect((await ledgerRow(active))!.purged_at).toBeNull();
    const later = minutesAfter(now, 20);
    await sweepHistoryOff(deps, later);
    const second = await commandsFor((c) => c.payload.sessionIds?.includes(active) ?? false, 2);
    expect(second.map((c) => c.payload.target).sort()).toEqual(['chat', 'quiz']);

    // The visitor comes back to the idle session: new messages are purged after the next idle stretch.
    await deliver([
      'chatMessages',
      idle,
      [
        makeEvent(
          'chat.message.created',
          { messageId: `${idle}-2`, sessionId: idle, role: 'user', length: 9, risk: 'none' },
          minutesAfter(now, 25),
        ),
      ],
    ]);
    expect(await ledgerRow(idle)).toMatchObject({ purged_at: null, message_count: 1 });
    await sweepHistoryOff(deps, minutesAfter(now, 54));
    expect((await ledgerRow(idle))!.purged_at).toBeNull();
    await sweepHistoryOff(deps, minutesAfter(now, 55));
    expect((await ledgerRow(idle))!.purged_at).toEqual(minutesAfter(now, 55));
    await commandsFor((c) => c.payload.sessionIds?.includes(idle) ?? false, 4);
  });

  it('sends the daily commands: chat and quiz older than 2 years, contact older than 3 years', async () => {
    const now = new Date(Date.now() + 20 * DAY);
    const old = uniqueName('old');
    const recent = uniqueName('recent');
    const oldContact = uniqueName('contact');
    const newContact = uniqueName('contact');
    await deliver(
      [
        'sessionEvents',
        old,
        [makeEvent('session.created', { sessionId: old, saveHistory: true }, yearsBefore(now, 3))],
      ],
      [
        'sessionEvents',
        recent,
        [makeEvent('session.created', { sessionId: recent, saveHistory: true }, yearsBefore(now, 1))],
      ],
      [
        'contactEvents',
        'c',
        [
          makeEvent('contact.received', { id: oldContact }, yearsBefore(now, 4)),
          makeEvent('contact.received', { id: newContact }, yearsBefore(now, 2)),
        ],
      ],
    );

    const result = await sweepLongPeriods(deps, now);
    expect(result.chatBefore).toEqual(chatHistoryCutoff(now));
    expect(result.forgottenSessions).toBeGreaterThanOrEqual(1);
    const sent = await commandsFor((c) => c.at === now.toISOString(), 4);
    const byTarget = Object.fromEntries(sent.map((c) => [c.payload.target, c]));
    expect(byTarget.chat!.payload).toEqual({
      commandId: expect.any(String),
      target: 'chat',
      reason: 'chat_max_age',
      before: chatHistoryCutoff(now).toISOString(),
    });
    expect(byTarget.quiz!.payload).toEqual({
      commandId: expect.any(String),
      target: 'quiz',
      reason: 'quiz_follows_chat',
      before: chatHistoryCutoff(now).toISOString(),
    });
    expect(byTarget.contact!.payload).toEqual({
      commandId: expect.any(String),
      target: 'contact',
      reason: 'contact_max_age',
      before: contactCutoff(now).toISOString(),
    });
    expect(byTarget.session!.payload).toEqual({
      commandId: expect.any(String),
      target: 'session',
      reason: 'session_max_age',
      before: chatHistoryCutoff(now).toISOString(),
    });
    expect(sent.map((c) => c.key).sort()).toEqual(['chat', 'contact', 'quiz', 'session']);

    // Sessions whose whole history is past the limit leave the ledger; recent ones stay.
    expect(await ledgerRow(old)).toBeUndefined();
    expect(await ledgerRow(recent)).toBeDefined();
    const contacts = await t.db
      .selectFrom('contact_ledger')
      .selectAll()
      .where('id', 'in', [oldContact, newContact])
      .execute();
    expect(contacts.find((c) => c.id === oldContact)!.purged_at).toEqual(now);
    expect(contacts.find((c) => c.id === newContact)!.purged_at).toBeNull();
  });

  it('keeps anonymized daily counts and deletes those older than 5 years', async () => {
    const now = new Date('2031-03-10T09:00:00.000Z');
    // Events far in the past give their own days, apart from the other tests.
    const id = uniqueName('stats');
    await deliver(
      [
        'sessionEvents',
        id,
        [
          makeEvent(
            'session.created',
            { sessionId: id, saveHistory: false },
            new Date('2026-03-09T10:00:00Z'),
          ),
        ],
      ],
      [
        'chatMessages',
        id,
        [
          makeEvent(
            'chat.message.created',
            { messageId: `${id}-1`, sessionId: id, role: 'user', length: 9, risk: 'crisis' },
            new Date('2026-03-11T10:00:00Z'),
          ),
        ],
      ],
    );
    await t.db
      .insertInto('daily_stats')
      .values([
        { day: '2020-01-01', metric: 'sessions_created', value: 4 },
        { day: '2026-03-09', metric: 'quiz_secure', value: 2 },
        { day: '2026-03-10', metric: 'quiz_secure', value: 3 },
      ])
      .execute();
    const before = await readStats(t.db);
    expect(before).toEqual(
      expect.arrayContaining([
        { day: '2026-03-09', metric: 'sessions_created', value: 1 },
        { day: '2026-03-09', metric: 'sessions_history_off', value: 1 },
        { day: '2026-03-11', metric: 'messages_user', value: 1 },
        { day: '2026-03-11', metric: 'crisis_flags', value: 1 },
      ]),
    );
    // No ids and no text: only a day, a metric name and a number.
    for (const row of before) expect(Object.keys(row).sort()).toEqual(['day', 'metric', 'value']);
    expect(before.some((r) => r.metric.includes(id))).toBe(false);

    const result = await sweepLongPeriods(deps, now);
    expect(result.analyticsBeforeDay).toBe('2026-03-10');
    const after = await readStats(t.db);
    expect(after.filter((r) => r.day < '2026-03-10')).toEqual([]);
    expect(after).toEqual(
      expect.arrayContaining([
        { day: '2026-03-10', metric: 'quiz_secure', value: 3 },
        { day: '2026-03-11', metric: 'messages_user', value: 1 },
      ]),
    );
    const audit = (await listPurges(t.db)).filter(
      (p) => p.target === 'analytics' && p.issued_at.getTime() === now.getTime(),
    );
    expect(audit).toHaveLength(1);
    const expectedDeleted = before.filter((r) => r.day < '2026-03-10').length;
    expect(expectedDeleted).toBeGreaterThanOrEqual(4);
    expect(audit[0]).toMatchObject({
      reason: 'analytics_max_age',
      completed_at: now,
      deleted: expectedDeleted,
    });
  });

  it('changes nothing when an event is delivered again', async () => {
    const id = uniqueName('again');
    const at = new Date('2029-05-05T05:05:05.000Z');
    const created = makeEvent('session.created', { sessionId: id, saveHistory: false }, at);
    const message = makeEvent(
      'chat.message.created',
      { messageId: `${id}-1`, sessionId: id, role: 'user', length: 9, risk: 'elevated' },
      at,
    );
    // The last event of each partition is new, so every copy before it has been read when it is applied.
    const closed = makeEvent('session.closed', { sessionId: id }, at);
    const reply = makeEvent(
      'chat.message.created',
      { messageId: `${id}-2`, sessionId: id, role: 'assistant', length: 40, risk: 'none' },
      at,
    );
    await deliver(
      ['sessionEvents', id, [created, created, created, closed]],
      ['chatMessages', id, [message, message, message, reply]],
    );
    // And once more, after they were all applied.
    await deliver(['sessionEvents', id, [created, closed]], ['chatMessages', id, [message, reply]]);

    expect(await ledgerRow(id)).toMatchObject({ message_count: 2, save_history: false });
    const day = (await readStats(t.db)).filter((r) => r.day === '2029-05-05');
    expect(day).toEqual([
      { day: '2029-05-05', metric: 'elevated_flags', value: 1 },
      { day: '2029-05-05', metric: 'messages_assistant', value: 1 },
      { day: '2029-05-05', metric: 'messages_user', value: 1 },
      { day: '2029-05-05', metric: 'sessions_closed', value: 1 },
      { day: '2029-05-05', metric: 'sessions_created', value: 1 },
      { day: '2029-05-05', metric: 'sessions_history_off', value: 1 },
    ]);
    const counted = await registry.getSingleMetric('retention_events_total')!.get();
    expect(
      counted.values.find(
        (v) => v.labels.type === 'chat.message.created' && v.labels.outcome === 'duplicate',
      )!.value,
    ).toBeGreaterThanOrEqual(2);
  });

  it('applies a batch in order in a few statements: messages, a clear, a message; a repeat once', async () => {
    const id = uniqueName('batch');
    const at = (minute: number) => new Date(Date.UTC(2029, 6, 7, 7, minute));
    const message = (n: number, minute: number) =>
      makeEvent(
        'chat.message.created',
        { messageId: `${id}-${n}`, sessionId: id, role: 'user', length: 5, risk: 'none' },
        at(minute),
      );
    const first = message(1, 1);
    const batch = [
      first,
      message(2, 2),
      first,
      message(3, 3),
      makeEvent('chat.history.cleared', { sessionId: id, deleted: 3 }, at(4)),
      message(4, 5),
    ];
    const group = uniqueName('g');
    const outcomes = await handleLedgerBatch(t.db, group, batch, silentLogger);
    expect(outcomes).toEqual(['applied', 'applied', 'duplicate', 'applied', 'applied', 'applied']);
    expect(await ledgerRow(id)).toMatchObject({ message_count: 1, last_activity_at: at(5) });
    // The same batch again (Kafka redelivers after a crash): nothing changes.
    const again = await handleLedgerBatch(t.db, group, batch, silentLogger);
    expect(new Set(again)).toEqual(new Set(['duplicate']));
    expect(await ledgerRow(id)).toMatchObject({ message_count: 1 });
    const day = (await readStats(t.db)).filter((r) => r.day === '2029-07-07');
    expect(day).toEqual([
      { day: '2029-07-07', metric: 'history_cleared', value: 1 },
      { day: '2029-07-07', metric: 'messages_user', value: 4 },
    ]);
  });

  it('skips a malformed event and keeps consuming', async () => {
    const id = uniqueName('malformed');
    await publish('sessionEvents', id, 'not json at all');
    await publish('sessionEvents', id, JSON.stringify({ id: 'x', type: 'session.created', version: 1 }));
    const badPayload = {
      ...makeEvent('session.created', { sessionId: id, saveHistory: true }),
      payload: { sessionId: id },
    };
    await publish('sessionEvents', id, badPayload as unknown as AnyEvent);
    await publish(
      'sessionEvents',
      id,
      JSON.stringify({ ...makeEvent('session.closed', { sessionId: id }), type: 'x.y' }),
    );
    const good = makeEvent('session.created', { sessionId: id, saveHistory: false });
    await deliver(['sessionEvents', id, [good]]);
    expect(await ledgerRow(id)).toMatchObject({ save_history: false, closed_at: null });
    expect(await processed(badPayload.id)).toBeUndefined();
  });

  it('records receipts from the owning services once', async () => {
    const now = new Date(Date.now() + 30 * DAY);
    const id = uniqueName('receipt');
    await deliver([
      'sessionEvents',
      id,
      [
        makeEvent('session.created', { sessionId: id, saveHistory: false }, minutesBefore(now, 3)),
        makeEvent('session.closed', { sessionId: id }, minutesBefore(now, 2)),
      ],
    ]);
    await sweepHistoryOff(deps, now);
    const [chat] = await commandsFor(
      (c) => c.payload.target === 'chat' && (c.payload.sessionIds?.includes(id) ?? false),
      1,
    );
    const receipt = makeEvent(
      'retention.purged',
      { commandId: chat!.payload.commandId, target: 'chat', deleted: 7 },
      minutesAfter(now, 1),
    );
    const unknown = makeEvent('retention.purged', { commandId: 'never-issued', target: 'quiz', deleted: 3 });
    await deliver(['retentionDone', chat!.payload.commandId, [receipt, receipt, unknown, receipt]]);
    const row = (await listPurges(t.db)).find((p) => p.command_id === chat!.payload.commandId);
    expect(row).toMatchObject({ completed_at: minutesAfter(now, 1), deleted: 7 });
    expect((await listPurges(t.db)).some((p) => p.command_id === 'never-issued')).toBe(false);
  });

  it('serves health, readiness and metrics with the consumer lag', async () => {
    const lag = registerConsumerLag({
      kafka,
      groupId,
      topics: ledger.topics,
      registry,
      logger: silentLogger,
    });
    const app = await buildApp({
      db: t.db,
      logger: silentLogger,
      metrics: registry,
      readiness: { postgres: async () => sql`select 1`.execute(t.db) },
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', checks: { postgres: 'up' } });
      const text = await waitUntil(async () => {
        const body = (await app.inject({ method: 'GET', url: '/metrics' })).body;
        return (
          body.includes(`retention_consumer_lag{topic="${topicName('sessionEvents', topicPrefix)}"`) && body
        );
      });
      const lines = text.split('\n').filter((l) => l.startsWith('retention_consumer_lag{'));
      expect(lines.length).toBeGreaterThanOrEqual(ledger.topics.length);
      for (const l of lines) expect(l).toMatch(/partition="\d+".* \d+$/);
      expect(text).toContain('retention_purge_commands_total');
      expect((await app.inject({ method: 'GET', url: '/api/anything' })).statusCode).toBe(404);
      // The purge ledger for operators: counts and times, never a session id.
      const purges = await app.inject({ method: 'GET', url: '/purges?limit=2' });
      expect(purges.statusCode).toBe(200);
      const body = purges.json() as { waiting: number; purges: Record<string, unknown>[] };
      expect(body.purges.length).toBeLessThanOrEqual(2);
      expect(body.waiting).toBeGreaterThanOrEqual(0);
      for (const p of body.purges)
        expect(Object.keys(p).sort()).toEqual([
          'before',
          'commandId',
          'completedAt',
          'deleted',
          'issuedAt',
          'reason',
          'sessionCount',
          'target',
        ]);
      expect((await app.inject({ method: 'GET', url: '/purges?limit=0' })).statusCode).toBe(400);
    } finally {
      await app.close();
      await lag.close();
    }
  });
});

describe('purging 100,000 expired history-off sessions', () => {
  let t: TestSchema<DB>;
  beforeAll(async () => {
    t = await createTestSchema<DB>('retention_bulk', MIGRATIONS_FOLDER);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('goes out in chunks, one short transaction and two commands per chunk', async () => {
    const now = new Date('2030-01-01T12:00:00.000Z');
    await sql`insert into sessions_ledger (session_id, save_history, created_at, last_activity_at, message_count)
      select 'bulk-' || lpad(g::text, 6, '0'), false, ${minutesBefore(now, 120)}, ${minutesBefore(now, 90)}, 10
      from generate_series(1, 100000) g`.execute(t.db);
    const chunkSize = 500;
    const sessions = new Set<string>();
    const result = await sweepHistoryOff(
      { db: t.db, topicPrefix: 'bulk.', idleMinutes: 30, chunkSize, logger: silentLogger },
      now,
    );
    expect(result).toEqual({ sessions: 100_000, commands: 400 });
    // now() in Postgres is the start of the transaction: one distinct outbox time per transaction.
    const transactions = await sql<{
      n: number;
    }>`select count(distinct created_at)::int as n from outbox`.execute(t.db);
    expect(transactions.rows[0]!.n).toBe(200);

    const outbox = await t.db.selectFrom('outbox').select(['topic', 'key', 'event']).orderBy('id').execute();
    expect(outbox).toHaveLength(400);
    for (const row of outbox) {
      expect(row.topic).toBe('bulk.retention.commands.v1');
      const ids = (row.event as EventEnvelope<'retention.purge'>).payload.sessionIds!;
      expect(ids.length).toBeLessThanOrEqual(chunkSize);
      if (row.key === 'chat') for (const s of ids) sessions.add(s);
    }
    expect(sessions.size).toBe(100_000);
    const left = await t.db
      .selectFrom('sessions_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('purged_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(left.n).toBe(0);
    const purges = await t.db
      .selectFrom('purges')
      .select(['target', (eb) => eb.fn.sum<number>('session_count').as('sessions')])
      .groupBy('target')
      .orderBy('target')
      .execute();
    expect(purges).toEqual([
      { target: 'chat', sessions: 100_000 },
      { target: 'quiz', sessions: 100_000 },
    ]);
  }, 240_000);
});

describe('the ledger consumer without Kafka', () => {
  it('keeps trying in the background, reports not running, and stops cleanly', async () => {
    const kafka = createKafka('retention-down-test', '127.0.0.1:1', undefined, { connectionTimeout: 200 });
    const ledger = startLedgerConsumer({
      kafka,
      db: undefined as never,
      groupId: uniqueName('retention'),
      topicPrefix: 'down.',
      logger: silentLogger,
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(ledger.running()).toBe(false);
    await ledger.stop();
    expect(ledger.running()).toBe(false);
  });
});
