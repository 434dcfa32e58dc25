import {
  createKafka,
  createProducer,
  type EventPayloads,
  encodeEvent,
  makeEvent,
  type OutboxRelay,
  startOutboxRelay,
} from '@sage/shared';
import {
  createTestSchema,
  readTopics,
  silentLogger,
  type TestSchema,
  testEnv,
  uniqueName,
} from '@sage/shared/testing';
import type { Producer } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PurgeConsumer, startPurgeConsumer } from '../src/consumers/purge.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import { insertResult } from '../src/db/results.ts';
import type { DB } from '../src/db/types.ts';

describe('retention purge commands', () => {
  let t: TestSchema<DB>;
  let relay: OutboxRelay;
  let purge: PurgeConsumer;
  let producer: Producer;
  const topicPrefix = `${uniqueName('t')}.`;
  const commands = `${topicPrefix}retention.commands.v1`;
  const done = `${topicPrefix}retention.done.v1`;

  const scores = { secure: 30, anxious: 10, avoidant: 10, disorganized: 0 };
  async function seed(sessionId: string, completedAt: Date) {
    await t.db.transaction().execute((trx) =>
      insertResult(trx, {
        sessionId,
        quizType: 'attachment',
        primaryType: 'secure',
        scores,
        answers: [{ questionId: 1, answerId: 11 }],
        completedAt,
      }),
    );
  }
  async function sessionsLeft(): Promise<string[]> {
    const rows = await t.db.selectFrom('quiz_results').select('session_id').orderBy('session_id').execute();
    return rows.map((r) => r.session_id);
  }
  async function send(...events: (ReturnType<typeof makeEvent> | string)[]) {
    await producer.send({
      topic: commands,
      acks: -1,
      messages: events.map((e) => ({ key: 'quiz', value: typeof e === 'string' ? e : encodeEvent(e) })),
    });
  }
  const command = (payload: Omit<EventPayloads['retention.purge'], 'reason'>) =>
    makeEvent('retention.purge', { reason: 'test', ...payload });

  beforeAll(async () => {
    t = await createTestSchema<DB>('quiz', MIGRATIONS_FOLDER);
    const kafka = createKafka('quiz-purge-test', testEnv.kafkaBrokers, silentLogger);
    relay = startOutboxRelay({
      db: t.db,
      producer: createProducer(kafka),
      logger: silentLogger,
      lockName: t.schema,
    });
    producer = createProducer(kafka);
    await producer.connect();
    purge = startPurgeConsumer({
      db: t.db,
      kafka,
      logger: silentLogger,
      topicPrefix,
      groupId: uniqueName('quiz-purge'),
    });
    await purge.started;
  });

  afterAll(async () => {
    await purge.stop();
    await producer.disconnect();
    await relay.stop();
    await t.drop();
  });

  it('deletes by session and by age, once per command, and answers with a receipt', async () => {
    const old = new Date(Date.now() - 3 * 365 * 24 * 3600_000);
    await seed('s-a', new Date());
    await seed('s-a', new Date());
    await seed('s-b', new Date());
    await seed('s-c', new Date());
    await seed('s-old', old);

    const bySession = command({ commandId: 'c-1', target: 'quiz', sessionIds: ['s-a', 's-b', 's-unknown'] });
    const forChat = command({ commandId: 'c-2', target: 'chat', sessionIds: ['s-c'] });
    const byAge = command({
      commandId: 'c-3',
      target: 'quiz',
      before: new Date(Date.now() - 2 * 365 * 24 * 3600_000).toISOString(),
    });
    const both = command({
      commandId: 'c-4',
      target: 'quiz',
      sessionIds: ['s-c'],
      before: old.toISOString(),
    });
    const nothing = command({ commandId: 'c-5', target: 'quiz' });
    // A redelivered command (same event id) changes nothing; malformed events are skipped.
    await send(bySession, bySession, 'not json', forChat, byAge, both, nothing);

    const reader = await readTopics(testEnv.kafkaBrokers, [done]);
    const receipts = await reader.waitFor((e) => e.length >= 4);
    await new Promise((r) => setTimeout(r, 500));
    await reader.close();

    // Receipts are keyed by command id, so they may arrive across partitions in any order.
    const sorted = [...receipts].sort((a, b) => String(a.key).localeCompare(String(b.key)));
    expect(sorted.map((e) => [e.type, e.payload])).toEqual([
      ['retention.purged', { commandId: 'c-1', target: 'quiz', deleted: 3 }],
      ['retention.purged', { commandId: 'c-3', target: 'quiz', deleted: 1 }],
      ['retention.purged', { commandId: 'c-4', target: 'quiz', deleted: 0 }],
      ['retention.purged', { commandId: 'c-5', target: 'quiz', deleted: 0 }],
    ]);
    expect(sorted.map((e) => e.key)).toEqual(['c-1', 'c-3', 'c-4', 'c-5']);
    // s-c stays: the chat command is not ours, and c-4 only reaches results older than `old`.
    expect(await sessionsLeft()).toEqual(['s-c']);
  });
});
