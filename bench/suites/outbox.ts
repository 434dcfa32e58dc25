import { randomUUID } from 'node:crypto';
import {
  createConsumer,
  createKafka,
  createLogger,
  createProducer,
  type KitTables,
  makeEvent,
  startOutboxRelay,
} from '@sage/shared';
import { startKafkaMock } from '@sage/shared/testing';
import { type Kysely, sql } from 'kysely';
import type { BenchConfig } from '../lib/config.ts';
import { benchSchema } from '../lib/db.ts';
import { nowMs } from '../lib/http.ts';
import { progress, sleep } from '../lib/log.ts';
import { check, fmt, type SuiteResult } from '../lib/results.ts';
import { type LatencySummary, round, roundSummary, spread, summarizeLatency } from '../lib/stats.ts';

/** The write rate of the steady phase: the target throughput itself. */
const STEADY_RATE = 2_000;
/** Rows waiting when the relay is asked to drain as fast as it can. */
const BACKLOG_ROWS = 30_000;
const SESSION_KEYS = Array.from({ length: 1_000 }, () => randomUUID());

/** A realistic event: what the chat service writes for every message. */
function eventRows(topic: string, n: number) {
  return Array.from({ length: n }, () => {
    const sessionId = SESSION_KEYS[Math.floor(Math.random() * SESSION_KEYS.length)]!;
    return {
      topic,
      key: sessionId,
      event: makeEvent('chat.message.created', {
        messageId: randomUUID(),
        sessionId,
        role: 'user' as const,
        length: 84,
        risk: 'none' as const,
      }),
      sent_at: null,
    };
  });
}

async function insertRows(db: Kysely<KitTables>, topic: string, n: number): Promise<void> {
  for (let done = 0; done < n; done += 1_000) {
    await db
      .insertInto('outbox')
      .values(eventRows(topic, Math.min(1_000, n - done)))
      .execute();
  }
}

/** Writes `rate` rows per second for `seconds`, in small statements every few milliseconds. */
async function steadyWriter(db: Kysely<KitTables>, topic: string, rate: number, seconds: number) {
  const start = nowMs();
  let written = 0;
  for (;;) {
    const elapsed = (nowMs() - start) / 1000;
    if (elapsed >= seconds) break;
    const due = Math.min(500, Math.floor(rate * elapsed) - written);
    if (due > 0) {
      await insertRows(db, topic, due);
      written += due;
    }
    await sleep(5);
  }
  return { written, seconds: (nowMs() - start) / 1000 };
}

async function unsent(db: Kysely<KitTables>, topic: string): Promise<number> {
  const r = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('topic', '=', topic)
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

async function waitAllSent(db: Kysely<KitTables>, topic: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await unsent(db, topic)) === 0) return true;
    await sleep(20);
  }
  return false;
}

interface SteadyRun {
  topic: string;
  written: number;
  writeSeconds: number;
  /** Rows marked sent by the time the writer stopped, per second of writing. */
  publishedPerS: number;
  backlogAtStop: number;
  sentLag: LatencySummary;
  kafkaLag?: LatencySummary;
  delivered?: number;
}

export async function outboxBench(cfg: BenchConfig): Promise<SuiteResult> {
  const started = Date.now();
  const writeSeconds = cfg.durationS * 2;
  const base: SuiteResult = {
    name: 'outbox',
    title: 'Outbox relay',
    status: 'ok',
    durationS: 0,
    settings: {
      relay:
        "startOutboxRelay from @sage/shared as every service runs it: woken by the outbox trigger's notifications (fallback poll 5 s), batch 500, acks -1, one request in flight",
      kafka: 'librdkafka mock cluster (startKafkaMock): in memory, one broker',
      steadyLoad: `${STEADY_RATE} events/s for ${writeSeconds} s, multi-row inserts every ~5 ms`,
      backlog: `${BACKLOG_ROWS.toLocaleString('en-US')} rows committed at once, then drained`,
      event: 'chat.message.created, keys spread over 1,000 session ids',
      runs: cfg.runs,
      database: 'a throwaway schema in the benchmark database',
    },
    tables: [],
    targets: [],
    findings: [],
    data: {},
  };

  const mock = await startKafkaMock();
  const t = await benchSchema<KitTables>(cfg.benchDatabaseUrl, 'outbox');
  const writer = t.pool(4);
  const logger = createLogger('bench-outbox', 'warn');
  // The mock holds every fetch for the whole consumer wait: a short one, as the local stack configures.
  const kafka = createKafka('bench-outbox', mock.brokers, logger, { consumerMaxWaitMs: 250 });
  const warmProducer = createProducer(kafka);
  const relay = startOutboxRelay({
    db: t.db as Kysely<any>,
    producer: createProducer(kafka),
    logger,
    lockName: `${t.schema}.outbox`,
    listen: { connectionString: cfg.benchDatabaseUrl, schema: t.schema },
  });
  const steady: SteadyRun[] = [];
  const drains: { rows: number; seconds: number; perS: number }[] = [];
  try {
    await warmProducer.connect();
    const newTopic = async (name: string) => {
      const topic = `bench.${name}.${randomUUID().slice(0, 8)}`;
      // Topics auto-create on first use: create it before timing, so the first batch does not pay for it.
      await warmProducer.send({ topic, acks: -1, messages: [{ key: 'warm', value: 'warm-up' }] });
      return topic;
    };

    for (let run = 0; run < cfg.runs; run++) {
      const topic = await newTopic('steady');
      progress(`outbox: steady ${STEADY_RATE} events/s for ${writeSeconds} s, run ${run + 1}/${cfg.runs}`);
      const w = await steadyWriter(writer, topic, STEADY_RATE, writeSeconds);
      const backlogAtStop = await unsent(writer, topic);
      if (!(await waitAllSent(writer, topic, 60_000)))
        throw new Error('the relay did not catch up within 60 s');
      const lags = await sql<{ lag: number }>`
        select extract(epoch from (sent_at - created_at)) * 1000 as lag from outbox where topic = ${topic}`.execute(
        writer,
      );
      steady.push({
        topic,
        written: w.written,
        writeSeconds: w.seconds,
        publishedPerS: (w.written - backlogAtStop) / w.seconds,
        backlogAtStop,
        sentLag: summarizeLatency(lags.rows.map((r) => Number(r.lag))),
      });

      const drainTopic = await newTopic('drain');
      progress(`outbox: drain a backlog of ${BACKLOG_ROWS} rows, run ${run + 1}/${cfg.runs}`);
      await insertRows(writer, drainTopic, BACKLOG_ROWS);
      const committedAt = nowMs();
      if (!(await waitAllSent(writer, drainTopic, 120_000)))
        throw new Error('the backlog did not drain within 120 s');
      const last = await sql<{ at: number }>`
        select extract(epoch from max(sent_at)) * 1000 as at from outbox where topic = ${drainTopic}`.execute(
        writer,
      );
      const seconds = (Number(last.rows[0]!.at) - committedAt) / 1000;
      drains.push({ rows: BACKLOG_ROWS, seconds, perS: BACKLOG_ROWS / seconds });
    }

    // Read back what reached Kafka: every event once at least, and the time the relay handed it over
    // (the record timestamp, set by the producer when it sends the batch).
    progress('outbox: reading the steady-phase topics back from Kafka');
    const byTopic = new Map(steady.map((s) => [s.topic, new Map<string, number>()]));
    const consumer = createConsumer(kafka, `bench-outbox-reader-${randomUUID().slice(0, 8)}`);
    await consumer.connect();
    for (const s of steady) await consumer.subscribe({ topic: s.topic, fromBeginning: true });
    await consumer.run({
      eachBatch: async ({ batch }) => {
        const seen = byTopic.get(batch.topic)!;
        for (const m of batch.messages) {
          const text = m.value?.toString() ?? '';
          if (!text.startsWith('{')) continue;
          const id = (JSON.parse(text) as { id: string }).id;
          if (!seen.has(id)) seen.set(id, Number(m.timestamp));
        }
      },
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && steady.some((s) => byTopic.get(s.topic)!.size < s.written))
      await sleep(100);
    await consumer.disconnect();
    for (const s of steady) {
      const seen = byTopic.get(s.topic)!;
      s.delivered = seen.size;
      const rows = await sql<{ id: string; created: number }>`
        select event->>'id' as id, extract(epoch from created_at) * 1000 as created
        from outbox where topic = ${s.topic}`.execute(writer);
      const lags: number[] = [];
      for (const r of rows.rows) {
        const ts = seen.get(r.id);
        if (ts !== undefined) lags.push(ts - Number(r.created));
      }
      s.kafkaLag = summarizeLatency(lags);
    }
  } catch (err) {
    return {
      ...base,
      status: 'failed',
      reason: (err as Error).message,
      durationS: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    await relay.stop();
    await warmProducer.disconnect().catch(() => undefined);
    await t.drop();
    await mock.stop();
  }

  const steadyRate = spread(steady.map((s) => s.publishedPerS));
  const writeRate = spread(steady.map((s) => s.written / s.writeSeconds));
  const drainRate = spread(drains.map((d) => d.perS));
  const sentP50 = spread(steady.map((s) => s.sentLag.p50));
  const sentP99 = spread(steady.map((s) => s.sentLag.p99));
  const kafkaP50 = spread(steady.map((s) => s.kafkaLag?.p50 ?? Number.NaN));
  const kafkaP99 = spread(steady.map((s) => s.kafkaLag?.p99 ?? Number.NaN));
  const delivered = steady.reduce((n, s) => n + (s.delivered ?? 0), 0);
  const written = steady.reduce((n, s) => n + s.written, 0);
  const perS = (v: number) => `${fmt.num(v)}/s`;

  const tables = [
    {
      title: `Median (min – max) of ${cfg.runs} runs`,
      columns: ['Figure', 'Value'],
      rows: [
        ['Steady phase: rows written per second', fmt.spread(writeRate, perS)],
        ['Steady phase: rows published per second while writing', fmt.spread(steadyRate, perS)],
        ['Steady phase: lag to Kafka record time, p50', fmt.spread(kafkaP50, fmt.ms)],
        ['Steady phase: lag to Kafka record time, p99', fmt.spread(kafkaP99, fmt.ms)],
        ['Steady phase: lag to `sent_at` (commit), p50', fmt.spread(sentP50, fmt.ms)],
        ['Steady phase: lag to `sent_at` (commit), p99', fmt.spread(sentP99, fmt.ms)],
        [
          'Steady phase: events read back from Kafka / written',
          `${fmt.num(delivered)} / ${fmt.num(written)}`,
        ],
        [`Drain of ${fmt.num(BACKLOG_ROWS)} waiting rows: events per second`, fmt.spread(drainRate, perS)],
      ],
      note: "Lag is measured from the row's `created_at` (the writer's commit) to the record timestamp the producer stamps when it sends the batch, and to the relay's `sent_at`, written after Kafka acknowledged.",
    },
  ];
  const targets = [
    check(
      'outbox.events_per_s',
      "events/s to Kafka (draining a backlog: the relay's capacity)",
      drainRate.median,
      '>=',
      2_000,
      'events/s',
      perS,
      ` (runs ${perS(drainRate.min)} – ${perS(drainRate.max)}); ${perS(steadyRate.median)} kept up under the steady ${perS(STEADY_RATE)} load`,
    ),
    check(
      'outbox.lag_p99',
      `publish lag p99 at a steady ${perS(STEADY_RATE)} (to the Kafka record time)`,
      kafkaP99.median,
      '<',
      1_000,
      'ms',
      fmt.ms,
      ` (runs ${fmt.ms(kafkaP99.min)} – ${fmt.ms(kafkaP99.max)}); to sent_at ${fmt.ms(sentP99.median)}`,
    ),
  ];
  const findings: string[] = [];
  for (const tc of targets)
    if (tc.met === false) findings.push(`Missed: ${tc.label}: ${tc.measured}, target ${tc.target}.`);
  if (delivered < written) findings.push(`Only ${delivered} of ${written} events were read back from Kafka.`);
  findings.push(
    'Kafka here is the in-memory mock: no disk and no replication, so a real cluster adds its own append and replication time to the lag.',
  );

  const data = {
    steady: steady.map((s) => ({
      written: s.written,
      writeSeconds: round(s.writeSeconds, 3),
      publishedPerS: round(s.publishedPerS, 1),
      backlogAtStop: s.backlogAtStop,
      delivered: s.delivered,
      sentLag: roundSummary(s.sentLag),
      kafkaLag: s.kafkaLag ? roundSummary(s.kafkaLag) : null,
    })),
    drains: drains.map((d) => ({ rows: d.rows, seconds: round(d.seconds, 3), perS: round(d.perS, 1) })),
  };
  return { ...base, durationS: Math.round((Date.now() - started) / 1000), tables, targets, findings, data };
}
