import { createKafka, createProducer, makeEvent, topicName } from '@sage/shared';
import { readTopics, silentLogger, testEnv, uniqueName } from '@sage/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlePurgeCommand } from '../src/consumers/purge.ts';
import { type ChatHarness, startChatHarness } from './support/harness.ts';

describe('retention purge commands', () => {
  let h: ChatHarness;

  beforeAll(async () => {
    h = await startChatHarness({ llm: false, consumers: true });
  });
  afterAll(async () => {
    await h?.close();
  });

  async function seed(sessionId: string, count: number, createdAt = new Date()) {
    const rows = Array.from({ length: count }, (_, i) => ({
      id: crypto.randomUUID(),
      session_id: sessionId,
      is_user: i % 2 === 0,
      content: `m${i}`,
      risk: 'none' as const,
      mode: null,
      tone: null,
      reply_to: null,
      source: null,
      created_at: createdAt,
    }));
    await h.t.db.insertInto('messages').values(rows).execute();
  }
  const count = async (sessionId: string) =>
    (await h.t.db.selectFrom('messages').select('id').where('session_id', '=', sessionId).execute()).length;

  it('deletes in bounded batches and answers once per command, even when redelivered', async () => {
    await seed('s-a', 23);
    await seed('s-b', 4);
    await seed('s-keep', 3);
    await h.t.db
      .insertInto('session_flags')
      .values([
        { session_id: 's-a', crisis_at: new Date(), category: 'abuse' },
        { session_id: 's-keep', crisis_at: new Date() },
      ])
      .execute();
    await h.t.db
      .insertInto('attachment_styles')
      .values({ session_id: 's-b', primary_type: 'anxious', completed_at: new Date() })
      .execute();
    const event = makeEvent('retention.purge', {
      commandId: 'cmd-1',
      target: 'chat',
      reason: 'history_off_closed',
      sessionIds: ['s-a', 's-b'],
    });
    const deps = {
      db: h.t.db,
      logger: silentLogger,
      topicPrefix: h.config.KAFKA_TOPIC_PREFIX,
      group: uniqueName('g'),
    };
    expect(await handlePurgeCommand({ ...deps, batchSize: 5 }, event)).toBe(27);
    expect(await handlePurgeCommand({ ...deps, batchSize: 5 }, event)).toBe(0);
    expect(await count('s-a')).toBe(0);
    expect(await count('s-keep')).toBe(3);
    // Nothing about a purged session stays in the chat schema: not its crisis flag, not its quiz copy.
    const flagged = await h.t.db.selectFrom('session_flags').select('session_id').execute();
    expect(flagged.map((f) => f.session_id)).toEqual(['s-keep']);
    expect(await h.t.db.selectFrom('attachment_styles').selectAll().execute()).toEqual([]);
    const receipts = await h.t.db
      .selectFrom('outbox')
      .select('event')
      .where('topic', '=', topicName('retentionDone', h.config.KAFKA_TOPIC_PREFIX))
      .execute();
    expect(receipts.map((r) => r.event.payload)).toEqual([
      { commandId: 'cmd-1', target: 'chat', deleted: 27 },
    ]);

    const other = makeEvent('retention.purge', {
      commandId: 'q',
      target: 'quiz',
      reason: 'x',
      sessionIds: ['s-keep'],
    });
    expect(await handlePurgeCommand(deps, other)).toBeNull();
    const unscoped = makeEvent('retention.purge', { commandId: 'c2', target: 'chat', reason: 'x' });
    expect(await handlePurgeCommand(deps, unscoped)).toBeNull();
    expect(await count('s-keep')).toBe(3);
  });

  it('carries out commands from Kafka: messages before a time, and sends the receipt', async () => {
    const old = new Date(Date.now() - 3 * 365 * 24 * 3600_000);
    await seed('s-old', 6, old);
    await seed('s-new', 2);
    await h.t.db
      .insertInto('session_flags')
      .values([
        { session_id: 's-old', crisis_at: old },
        { session_id: 's-new', crisis_at: new Date() },
      ])
      .execute();
    const producer = createProducer(createKafka('purge-test', testEnv.kafkaBrokers));
    await producer.connect();
    const command = makeEvent('retention.purge', {
      commandId: 'cmd-old',
      target: 'chat',
      reason: 'chat_history_2y',
      before: new Date(Date.now() - 2 * 365 * 24 * 3600_000).toISOString(),
    });
    await producer.send({
      topic: topicName('retentionCommands', h.config.KAFKA_TOPIC_PREFIX),
      messages: [{ key: 'chat', value: JSON.stringify(command) }],
    });
    await producer.disconnect();

    const reader = await readTopics(testEnv.kafkaBrokers, [
      topicName('retentionDone', h.config.KAFKA_TOPIC_PREFIX),
    ]);
    const events = await reader.waitFor((e) =>
      e.some((x) => x.type === 'retention.purged' && x.payload.commandId === 'cmd-old'),
    );
    await reader.close();
    expect(
      events.find((x) => x.type === 'retention.purged' && x.payload.commandId === 'cmd-old')!.payload,
    ).toEqual({
      commandId: 'cmd-old',
      target: 'chat',
      deleted: 6,
    });
    expect(await count('s-old')).toBe(0);
    expect(await count('s-new')).toBe(2);
    const flags = await h.t.db.selectFrom('session_flags').select('session_id').execute();
    expect(flags.map((f) => f.session_id).sort()).toEqual(['s-keep', 's-new']);
  });
});
