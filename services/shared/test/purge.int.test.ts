import { Writable } from 'node:stream';
import { chatPurgeFixture } from '@sage/chat/purge-fixture';
import { contactPurgeFixture } from '@sage/contact/purge-fixture';
import { quizPurgeFixture } from '@sage/quiz/purge-fixture';
import { type Kysely, sql, type Transaction } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyEvent, type EventPayloads, encodeEvent, makeEvent, topicName } from '../src/events.ts';
import { createKafka, createProducer } from '../src/kafka.ts';
import type { KitTables } from '../src/outbox.ts';
import { startOutboxRelay } from '../src/outbox.ts';
import {
  decodePurgeScope,
  handlePurgeCommand,
  type PurgeDeps,
  type PurgeScope,
  type PurgeTargetSpec,
  startPurgeConsumer,
} from '../src/purge.ts';
import {
  createTestSchema,
  type PurgeFixture,
  readTopics,
  silentLogger,
  type TestSchema,
  testEnv,
  uniqueName,
} from '../src/testing/index.ts';

/**
 * The purge protocol (services/shared/src/purge.ts), checked once against every owning service's batch
 * delete: scope decoding, batches in their own transactions, one receipt per command keyed by its id,
 * redelivery, malformed commands, and the consumer over Kafka.
 */

const YEAR = 365 * 24 * 3600_000;

describe('purge command scope', () => {
  const base = { commandId: 'c', target: 'quiz' as const, reason: 'test' };
  it('reads session ids, a cut-off time, or both', () => {
    expect(decodePurgeScope({ ...base, sessionIds: ['a', 'b', 'a'] })).toEqual({
      ok: true,
      scope: { sessionIds: ['a', 'b'] },
    });
    expect(decodePurgeScope({ ...base, before: '2024-01-01T00:00:00.000Z' })).toEqual({
      ok: true,
      scope: { before: new Date('2024-01-01T00:00:00.000Z') },
    });
    expect(decodePurgeScope({ ...base, sessionIds: ['a'], before: '2024-01-01T00:00:00.000Z' })).toEqual({
      ok: true,
      scope: { sessionIds: ['a'], before: new Date('2024-01-01T00:00:00.000Z') },
    });
  });

  it('never turns a malformed command into "delete everything"', () => {
    const bad = (p: object) => decodePurgeScope({ ...base, ...p });
    expect(bad({})).toEqual({ ok: false, reason: 'neither sessionIds nor before is given' });
    expect(bad({ sessionIds: [] })).toEqual({ ok: false, reason: 'sessionIds is empty' });
    expect(bad({ sessionIds: [], before: '2024-01-01T00:00:00.000Z' }).ok).toBe(false);
    expect(bad({ sessionIds: 'a' }).ok).toBe(false);
    expect(bad({ sessionIds: [1] }).ok).toBe(false);
    expect(bad({ sessionIds: [''] }).ok).toBe(false);
    expect(bad({ before: '2024-13-45T00:00:00Z' })).toEqual({ ok: false, reason: 'before is not a time' });
  });
});

/** A logger whose warnings the test can read. */
function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'warn' }, stream), warnings: () => lines.filter((l) => l.level === 40) };
}

const fixtures = [chatPurgeFixture, quizPurgeFixture, contactPurgeFixture] as PurgeFixture<unknown>[];

describe.each(fixtures.map((f) => [f.spec.target, f] as const))(
  'the purge protocol for %s',
  (target, fixture) => {
    let t: TestSchema<unknown>;
    const topicPrefix = `${uniqueName('t')}.`;
    /** The service's batch delete, recording the transaction each batch ran in. */
    const transactions: string[] = [];
    const spec: PurgeTargetSpec<unknown> = {
      target,
      async deleteBatch(trx: Transaction<unknown>, scope: PurgeScope, limit: number) {
        const r = await sql<{ id: string }>`select txid_current()::text as id`.execute(trx);
        transactions.push(r.rows[0]!.id);
        return fixture.spec.deleteBatch(trx, scope, limit);
      },
    };
    const kit = () => t.db as unknown as Kysely<KitTables>;
    const deps = (over: Partial<PurgeDeps<unknown>> = {}): PurgeDeps<unknown> => ({
      db: t.db,
      logger: silentLogger,
      topicPrefix,
      group: 'purge-protocol',
      spec,
      ...over,
    });
    const command = (payload: Omit<EventPayloads['retention.purge'], 'reason' | 'target'>) =>
      makeEvent('retention.purge', { reason: 'test', target, ...payload });
    const receipts = async (commandId: string) =>
      (await kit().selectFrom('outbox').select(['topic', 'key', 'event']).execute()).filter(
        (r) =>
          r.event.type === 'retention.purged' &&
          (r.event.payload as { commandId?: string }).commandId === commandId,
      );

    beforeAll(async () => {
      t = await createTestSchema<unknown>(fixture.service, fixture.migrationsFolder);
    });
    afterAll(async () => {
      await t?.drop();
    });

    it('deletes by session in batches, each its own transaction, and answers once per command', async () => {
      const now = new Date();
      await fixture.seed(t.db, { sessionId: 's-a', at: now, count: 23 });
      await fixture.seed(t.db, { sessionId: 's-b', at: now, count: 4 });
      await fixture.seed(t.db, { sessionId: 's-keep', at: now, count: 3 });
      const event = command({ commandId: `${target}-by-session`, sessionIds: ['s-a', 's-b', 's-unknown'] });
      transactions.length = 0;

      const first = await handlePurgeCommand(deps({ batchSize: 5 }), event);
      const expected = fixture.bySession ? 27 : 0;
      expect(first).toEqual({ outcome: 'purged', deleted: expected });
      if (fixture.bySession) {
        expect(await fixture.count(t.db, 's-a')).toBe(0);
        expect(await fixture.count(t.db, 's-b')).toBe(0);
        expect(await fixture.count(t.db, 's-keep')).toBe(3);
        // 27 rows at 5 a batch: six batches, six transactions.
        expect(transactions).toHaveLength(6);
        expect(new Set(transactions).size).toBe(6);
      } else {
        expect(await fixture.count(t.db)).toBe(30);
      }

      // Redelivered: nothing deleted, no second receipt.
      expect(await handlePurgeCommand(deps({ batchSize: 5 }), event)).toEqual({ outcome: 'duplicate' });
      const sent = await receipts(`${target}-by-session`);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        topic: topicName('retentionDone', topicPrefix),
        key: `${target}-by-session`,
        event: { payload: { commandId: `${target}-by-session`, target, deleted: expected } },
      });
    });

    it('deletes rows older than `before`, and with sessions too only rows matching both', async () => {
      const old = new Date(Date.now() - 3 * YEAR);
      await fixture.seed(t.db, { sessionId: 's-old', at: old, count: 7 });
      await fixture.seed(t.db, { sessionId: 's-both', at: old, count: 2 });
      await fixture.seed(t.db, { sessionId: 's-both', at: new Date(), count: 2 });
      const total = await fixture.count(t.db);
      const cutoff = new Date(Date.now() - 2 * YEAR).toISOString();

      const both = await handlePurgeCommand(
        deps(),
        command({ commandId: `${target}-both`, sessionIds: ['s-both'], before: cutoff }),
      );
      expect(both).toEqual({ outcome: 'purged', deleted: fixture.bySession ? 2 : 0 });
      if (fixture.bySession) expect(await fixture.count(t.db, 's-both')).toBe(2);

      const byAge = await handlePurgeCommand(
        deps(),
        command({ commandId: `${target}-by-age`, before: cutoff }),
      );
      expect(byAge).toEqual({ outcome: 'purged', deleted: fixture.bySession ? 7 : 9 });
      expect(await fixture.count(t.db)).toBe(total - 9);
      expect((await receipts(`${target}-by-age`)).map((r) => r.event.payload)).toEqual([
        { commandId: `${target}-by-age`, target, deleted: fixture.bySession ? 7 : 9 },
      ]);
    });

    it('answers a command without a usable scope with deleted: 0 and a warning, deleting nothing', async () => {
      const total = await fixture.count(t.db);
      const { logger, warnings } = capturingLogger();
      const malformed: [string, { sessionIds?: string[]; before?: string }][] = [
        [`${target}-no-scope`, {}],
        [`${target}-empty`, { sessionIds: [] }],
        [`${target}-bad-time`, { before: '2024-13-45T00:00:00Z' }],
      ];
      for (const [commandId, scope] of malformed) {
        const event = command({ commandId, ...scope });
        expect(await handlePurgeCommand(deps({ logger }), event)).toEqual({
          outcome: 'malformed',
          deleted: 0,
        });
        expect(await handlePurgeCommand(deps({ logger }), event)).toEqual({ outcome: 'duplicate' });
        expect((await receipts(commandId)).map((r) => [r.key, r.event.payload])).toEqual([
          [commandId, { commandId, target, deleted: 0 }],
        ]);
      }
      expect(warnings()).toHaveLength(3);
      expect(await fixture.count(t.db)).toBe(total);
    });

    it("leaves other targets' commands alone", async () => {
      const other = target === 'chat' ? 'quiz' : 'chat';
      const event = makeEvent('retention.purge', {
        commandId: `${target}-other`,
        target: other,
        reason: 'x',
        before: new Date().toISOString(),
      });
      const total = await fixture.count(t.db);
      expect(await handlePurgeCommand(deps(), event as AnyEvent)).toEqual({ outcome: 'ignored' });
      expect(await fixture.count(t.db)).toBe(total);
      expect(await receipts(`${target}-other`)).toEqual([]);
    });

    it('carries out commands from Kafka and publishes one receipt, even when a command comes twice', async () => {
      await fixture.seed(t.db, { sessionId: 's-kafka', at: new Date(Date.now() - 10 * YEAR), count: 3 });
      const kafka = createKafka(
        `${target}-purge-test`,
        testEnv.kafkaBrokers,
        silentLogger,
        testEnv.kafkaOptions,
      );
      const consumer = startPurgeConsumer({ ...deps(), kafka, group: uniqueName(`${target}-purge`) });
      // Returns at once: boot never waits for Kafka.
      expect(consumer.running()).toBe(false);
      const relay = startOutboxRelay({
        db: t.db,
        producer: createProducer(kafka),
        logger: silentLogger,
        lockName: t.schema,
      });
      const producer = createProducer(kafka);
      await producer.connect();
      const reader = await readTopics(testEnv.kafkaBrokers, [topicName('retentionDone', topicPrefix)]);
      try {
        await consumer.started;
        const commandId = `${target}-kafka`;
        const event = command({ commandId, before: new Date(Date.now() - 5 * YEAR).toISOString() });
        await producer.send({
          topic: topicName('retentionCommands', topicPrefix),
          messages: [
            { key: target, value: 'not json at all' },
            { key: target, value: encodeEvent(event) },
            { key: target, value: encodeEvent(event) },
          ],
        });
        const done = await reader.waitFor(
          (events) => events.some((e) => e.type === 'retention.purged' && e.payload.commandId === commandId),
          30_000,
        );
        await new Promise((r) => setTimeout(r, 500));
        const mine = reader.events.filter(
          (e) => e.type === 'retention.purged' && e.payload.commandId === commandId,
        );
        expect(done.length).toBeGreaterThan(0);
        expect(mine.map((e) => [e.key, e.payload])).toEqual([[commandId, { commandId, target, deleted: 3 }]]);
        if (fixture.bySession) expect(await fixture.count(t.db, 's-kafka')).toBe(0);
      } finally {
        await reader.close();
        await producer.disconnect();
        await consumer.stop();
        await relay.stop();
      }
    }, 60_000);
  },
);
