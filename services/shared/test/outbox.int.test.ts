import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleOnce } from '../src/consumer.ts';
import { makeEvent } from '../src/events.ts';
import { createKafka, createProducer } from '../src/kafka.ts';
import { createMetricsRegistry, type Registry } from '../src/metrics.ts';
import { enqueueEvent, type KitTables, type OutboxRelay, startOutboxRelay } from '../src/outbox.ts';
import { registerOutboxMetrics } from '../src/outboxMetrics.ts';
import {
  createTestSchema,
  readTopics,
  silentLogger,
  startKafkaMock,
  type TestSchema,
  testEnv,
  uniqueName,
} from '../src/testing/index.ts';

describe('outbox relay', () => {
  let t: TestSchema<KitTables>;
  beforeAll(async () => {
    t = await createTestSchema<KitTables>('outbox');
  });
  afterAll(async () => {
    await t.drop();
  });

  it('delivers every row in order per key, including after Kafka was unreachable', async () => {
    // A cluster of its own, so freezing it does not disturb other tests.
    const mock = await startKafkaMock();
    const topic = uniqueName('outbox.test');
    const kafka = createKafka('outbox-test', mock.brokers, silentLogger, {
      connectionTimeout: 1_000,
      requestTimeout: 2_000,
    });
    const relay = startOutboxRelay({
      db: t.db,
      producer: createProducer(kafka),
      logger: silentLogger,
      lockName: t.schema,
      idleMs: 20,
      maxBackoffMs: 500,
    });
    const keys = ['a', 'b', 'c', 'd'];
    const write = async (round: number) => {
      for (let i = 0; i < 10; i++) {
        await t.db.transaction().execute(async (trx) => {
          for (const key of keys)
            await enqueueEvent(
              trx,
              topic,
              key,
              makeEvent('session.updated', { sessionId: `${key}:${round}:${i}`, saveHistory: true }),
            );
        });
      }
    };
    try {
      await write(0);
      await relay.flush();

      // Kafka goes away: the broker stops answering (a frozen process, as in a network partition).
      process.kill(mock.process.pid!, 'SIGSTOP');
      await write(1);
      const deadline = Date.now() + 15_000;
      while (relay.healthy() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(relay.healthy()).toBe(false);
      const pending = await t.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sent_at', 'is', null)
        .executeTakeFirstOrThrow();
      expect(Number(pending.n)).toBeGreaterThan(0);

      // Kafka comes back: the relay catches up by itself.
      process.kill(mock.process.pid!, 'SIGCONT');
      const until = Date.now() + 25_000;
      for (;;) {
        const left = await t.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('sent_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(left.n) === 0) break;
        if (Date.now() > until) throw new Error(`${left.n} rows still unsent`);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(relay.healthy()).toBe(true);

      const reader = await readTopics(mock.brokers, [topic]);
      const events = await reader.waitFor((e) => new Set(e.map((x) => x.id)).size >= 80, 20_000);
      await reader.close();
      const unique = new Map(events.map((e) => [e.id, e]));
      expect(unique.size).toBe(80);
      for (const key of keys) {
        const seen = events
          .filter((e) => e.key === key)
          .map((e) => (e.payload as { sessionId: string }).sessionId);
        const firstSeen = [...new Set(seen)];
        const expected = [0, 1].flatMap((round) =>
          Array.from({ length: 10 }, (_, i) => `${key}:${round}:${i}`),
        );
        expect(firstSeen).toEqual(expected);
      }
    } finally {
      await relay.stop();
      process.kill(mock.process.pid!, 'SIGCONT');
      await mock.stop();
    }
  }, 90_000);

  it('handleOnce runs a handler once per consumer group and event id', async () => {
    let runs = 0;
    const first = await handleOnce(t.db, 'g1', 'e1', async () => {
      runs++;
    });
    const again = await handleOnce(t.db, 'g1', 'e1', async () => {
      runs++;
    });
    const otherGroup = await handleOnce(t.db, 'g2', 'e1', async () => {
      runs++;
    });
    expect([first, again, otherGroup, runs]).toEqual([true, false, true, 2]);
  });

  it('handleOnce records nothing when the handler fails, so redelivery retries it', async () => {
    await expect(
      handleOnce(t.db, 'g3', 'e9', async () => {
        throw new Error('transient');
      }),
    ).rejects.toThrow('transient');
    expect(await handleOnce(t.db, 'g3', 'e9', async () => {})).toBe(true);
  });
});

describe('outbox relay woken by notifications', () => {
  let t: TestSchema<KitTables>;
  let relay: OutboxRelay;
  const topic = uniqueName('outbox.listen');
  beforeAll(async () => {
    t = await createTestSchema<KitTables>('outboxlisten');
    relay = startOutboxRelay({
      db: t.db,
      producer: createProducer(createKafka('outbox-listen-test', testEnv.kafkaBrokers, silentLogger)),
      logger: silentLogger,
      lockName: t.schema,
      // The fallback poll far beyond every wait below: only a notification can explain a prompt publish.
      idleMs: 120_000,
      listen: { connectionString: testEnv.databaseUrl, schema: t.schema },
    });
    await until(() => relay.listening(), 10_000, 'the relay to listen');
    await relay.flush();
  });
  afterAll(async () => {
    await relay?.stop();
    await t.drop();
  });

  const event = (id: string) => makeEvent('session.updated', { sessionId: id, saveHistory: true });
  async function unsent(): Promise<number> {
    const r = await t.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
  async function until(cond: () => boolean | Promise<boolean>, ms: number, what: string) {
    const deadline = Date.now() + ms;
    while (!(await cond())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  /** The relay's listening connections, terminated first when `terminate`. */
  async function listeners(terminate = false): Promise<number> {
    const c = new pg.Client({ connectionString: testEnv.databaseUrl });
    await c.connect();
    try {
      const r = await c.query(
        `select count(${terminate ? 'pg_terminate_backend(pid)' : '*'})::int as n from pg_stat_activity
          where application_name = $1`,
        [`outbox relay ${t.schema}`.slice(0, 63)],
      );
      return r.rows[0].n as number;
    } finally {
      await c.end();
    }
  }

  it('publishes a committed row at once, whether enqueueEvent or plain SQL wrote it', async () => {
    await t.db.transaction().execute((trx) => enqueueEvent(trx, topic, 'k', event('one')));
    await until(async () => (await unsent()) === 0, 5_000, 'the enqueued row to be sent');
    await sql`insert into outbox (topic, key, event) values (${topic}, 'k', ${JSON.stringify(event('two'))}::jsonb)`.execute(
      t.db,
    );
    await until(async () => (await unsent()) === 0, 5_000, 'the row written in SQL to be sent');
  });

  it('listens again by itself after its connection is terminated, and catches up on rows written meanwhile', async () => {
    expect(await listeners(true)).toBe(1);
    // Written while nothing listens: its notification is lost.
    await t.db.transaction().execute((trx) => enqueueEvent(trx, topic, 'k', event('meanwhile')));
    await until(() => relay.listening(), 10_000, 'the relay to listen again');
    await until(async () => (await unsent()) === 0, 5_000, 'the row written meanwhile to be sent');
    // And notifications work again.
    await t.db.transaction().execute((trx) => enqueueEvent(trx, topic, 'k', event('after')));
    await until(async () => (await unsent()) === 0, 5_000, 'a row written after to be sent');
    expect(await listeners()).toBe(1);
  });

  it('stands by while another relay holds the lock, and takes over within a second once it is free', async () => {
    const other = new pg.Client({ connectionString: testEnv.databaseUrl });
    await other.connect();
    try {
      // Another relay of the schema at work, as far as this one can tell.
      await other.query('select pg_advisory_lock(hashtext($1))', [t.schema]);
      await t.db.transaction().execute((trx) => enqueueEvent(trx, topic, 'k', event('held')));
      await new Promise((r) => setTimeout(r, 300));
      expect(await unsent()).toBe(1);
      await other.query('select pg_advisory_unlock(hashtext($1))', [t.schema]);
      const freed = Date.now();
      await until(async () => (await unsent()) === 0, 3_000, 'the relay to take over');
      expect(Date.now() - freed).toBeLessThan(1_500);
    } finally {
      await other.end();
    }
  });

  it('still publishes when no notification comes at all: the fallback poll', async () => {
    const quiet = startOutboxRelay({
      db: t.db,
      producer: createProducer(createKafka('outbox-poll-test', testEnv.kafkaBrokers, silentLogger)),
      logger: silentLogger,
      lockName: `${t.schema}.poll`,
      idleMs: 300,
      // Listens on a schema that never notifies.
      listen: { connectionString: testEnv.databaseUrl, schema: `${t.schema}_silent` },
    });
    await relay.stop();
    try {
      await until(() => quiet.listening(), 10_000, 'the second relay to listen');
      // The pass that listening starts is over: from here only the poll looks.
      await new Promise((r) => setTimeout(r, 500));
      await t.db.transaction().execute((trx) => enqueueEvent(trx, topic, 'k', event('polled')));
      await until(async () => (await unsent()) === 0, 5_000, 'the fallback poll to send the row');
    } finally {
      await quiet.stop();
    }
  });
});

export type { Kysely };

describe('outbox metrics', () => {
  let t: TestSchema<KitTables>;
  beforeAll(async () => {
    t = await createTestSchema<KitTables>('outbox_metrics');
  });
  afterAll(async () => {
    await t.drop();
  });

  const value = async (registry: Registry, name: string) =>
    (await registry.getSingleMetric(name)!.get()).values.reduce((sum, v) => sum + v.value, 0);

  it('reports the unpublished events and their age, then what the relay published and how late', async () => {
    const registry = createMetricsRegistry('outbox-test');
    const metrics = registerOutboxMetrics({ registry, db: t.db, logger: silentLogger });
    const topic = uniqueName('outbox.metrics');
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 3; i++)
        await enqueueEvent(
          trx,
          topic,
          `k${i}`,
          makeEvent('session.updated', { sessionId: `s${i}`, saveHistory: true }),
        );
    });
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await value(registry, 'outbox_pending_events')).toBe(3);
    expect(await value(registry, 'outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(1);
    expect(await registry.metrics()).not.toContain('s0');

    const relay = startOutboxRelay({
      db: t.db,
      producer: createProducer(createKafka('outbox-metrics-test', testEnv.kafkaBrokers, silentLogger)),
      logger: silentLogger,
      lockName: t.schema,
      idleMs: 20,
      onPublished: metrics.onPublished,
    });
    try {
      await relay.flush();
    } finally {
      await relay.stop();
    }
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await value(registry, 'outbox_pending_events')).toBe(0);
    expect(await value(registry, 'outbox_oldest_pending_seconds')).toBe(0);
    expect(await value(registry, 'outbox_published_total')).toBe(3);
    const text = await registry.metrics();
    expect(text).toMatch(/outbox_publish_lag_seconds_count\{service="outbox-test"\} 3/);
    expect(text).toMatch(/outbox_publish_lag_seconds_bucket\{le="0\.5",service="outbox-test"\} 0/);
  });
});
