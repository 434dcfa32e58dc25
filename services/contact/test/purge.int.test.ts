import { randomUUID } from 'node:crypto';
import {
  createKafka,
  createProducer,
  encodeEvent,
  inTransaction,
  makeEvent,
  type OutboxRelay,
  startOutboxRelay,
  topicName,
} from '@sage/shared';
import {
  createTestSchema,
  readTopics,
  silentLogger,
  type TestSchema,
  testEnv,
  uniqueName,
} from '@sage/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlePurgeCommand, startPurgeConsumer } from '../src/consumers/purge.ts';
import { insertMessage } from '../src/db/messages.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import type { DB } from '../src/db/types.ts';

const YEAR_MS = 365 * 24 * 3600_000;

describe('retention purge of contact messages', () => {
  let t: TestSchema<DB>;
  const topicPrefix = `${uniqueName('t')}.`;

  beforeAll(async () => {
    t = await createTestSchema<DB>('contact', MIGRATIONS_FOLDER);
  });
  afterAll(async () => {
    await t.drop();
  });

  async function seed(ages: number[]): Promise<string[]> {
    const ids: string[] = [];
    for (const ageMs of ages) {
      const id = randomUUID();
      ids.push(id);
      await inTransaction(t.db, (trx) =>
        insertMessage(
          trx,
          id,
          { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Old news' },
          new Date(Date.now() - ageMs),
        ),
      );
    }
    return ids;
  }

  const remaining = async () =>
    (await t.db.selectFrom('contact_messages').select('id').execute()).map((r) => r.id);
  const receipts = async () =>
    (await t.db.selectFrom('outbox').select(['topic', 'key', 'event']).execute()).filter(
      (r) => r.event.type === 'retention.purged',
    );

  it('deletes messages older than the cutoff in batches and answers once through the outbox', async () => {
    const old = await seed([3.5 * YEAR_MS, 3.2 * YEAR_MS, 3.1 * YEAR_MS, 4 * YEAR_MS, 5 * YEAR_MS]);
    const keep = await seed([2.9 * YEAR_MS, 1000]);
    const commandId = randomUUID();
    const command = makeEvent('retention.purge', {
      commandId,
      target: 'contact',
      reason: 'contact messages are kept 3 years',
      before: new Date(Date.now() - 3 * YEAR_MS).toISOString(),
    });
    const deps = { db: t.db, logger: silentLogger, topicPrefix, groupId: 'contact.retention', batchSize: 2 };

    expect(await handlePurgeCommand(deps, command)).toBe(true);
    const left = await remaining();
    for (const id of old) expect(left).not.toContain(id);
    for (const id of keep) expect(left).toContain(id);
    const answers = await receipts();
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({
      topic: `${topicPrefix}retention.done.v1`,
      key: commandId,
      event: { type: 'retention.purged', payload: { commandId, target: 'contact', deleted: 5 } },
    });

    // Redelivered: nothing more happens.
    expect(await handlePurgeCommand(deps, command)).toBe(false);
    expect(await receipts()).toHaveLength(1);
  });

  it('ignores commands for other targets and answers session-only commands with nothing deleted', async () => {
    const before = (await remaining()).length;
    const deps = { db: t.db, logger: silentLogger, topicPrefix, groupId: 'contact.retention' };
    const chat = makeEvent('retention.purge', {
      commandId: randomUUID(),
      target: 'chat',
      reason: 'x',
      before: new Date().toISOString(),
    });
    expect(await handlePurgeCommand(deps, chat)).toBe(false);
    const sessions = makeEvent('retention.purge', {
      commandId: randomUUID(),
      target: 'contact',
      reason: 'session closed',
      sessionIds: ['abc'],
    });
    expect(await handlePurgeCommand(deps, sessions)).toBe(true);
    expect((await remaining()).length).toBe(before);
    expect((await receipts()).at(-1)?.event.payload).toMatchObject({ deleted: 0 });
  });

  it('carries out commands arriving on Kafka and publishes the receipt', async () => {
    const [old] = await seed([10 * YEAR_MS]);
    const kafka = createKafka('contact-purge-test', testEnv.kafkaBrokers, silentLogger);
    const consumer = startPurgeConsumer({
      kafka,
      db: t.db,
      logger: silentLogger,
      topicPrefix,
      groupId: uniqueName('contact-purge'),
    });
    const relay: OutboxRelay = startOutboxRelay({
      db: t.db,
      producer: createProducer(kafka),
      logger: silentLogger,
      lockName: t.schema,
    });
    const producer = createProducer(kafka);
    await producer.connect();
    try {
      const commandId = randomUUID();
      const command = makeEvent('retention.purge', {
        commandId,
        target: 'contact',
        reason: 'kept 3 years',
        before: new Date(Date.now() - 3 * YEAR_MS).toISOString(),
      });
      const topic = topicName('retentionCommands', topicPrefix);
      await producer.send({
        topic,
        messages: [
          { key: 'bad', value: 'not json at all' },
          { key: commandId, value: encodeEvent(command) },
          { key: commandId, value: encodeEvent(command) }, // delivered twice
        ],
      });
      const reader = await readTopics(testEnv.kafkaBrokers, [topicName('retentionDone', topicPrefix)]);
      try {
        const done = await reader.waitFor(
          (events) => events.some((e) => e.type === 'retention.purged' && e.payload.commandId === commandId),
          30_000,
        );
        await new Promise((r) => setTimeout(r, 500));
        const mine = done.filter((e) => e.type === 'retention.purged' && e.payload.commandId === commandId);
        expect(mine).toHaveLength(1);
        expect(mine[0]!.payload).toEqual({ commandId, target: 'contact', deleted: 1 });
        expect(await remaining()).not.toContain(old);
      } finally {
        await reader.close();
      }
    } finally {
      await producer.disconnect();
      await consumer.stop();
      await relay.stop();
    }
  }, 60_000);
});
