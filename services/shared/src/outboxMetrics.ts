import { type Kysely, sql } from 'kysely';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { withTimeout } from './jobs.ts';
import type { Logger } from './logger.ts';
import type { KitTables } from './outbox.ts';
import { QUEUE_SECONDS_BUCKETS } from './queueMetrics.ts';

/**
 * Metrics of a service's outbox: the events not yet published and the age of the oldest (read from its
 * table on each scrape, through the partial index of unsent rows), and, from the relay of this process,
 * how many it published and how long each waited between its transaction and Kafka. The registry's
 * `service` label tells the outboxes apart.
 */
export function registerOutboxMetrics(opts: {
  registry: Registry;
  db: Kysely<any>;
  logger: Logger;
  timeoutMs?: number;
}): { onPublished: (rows: { created_at: Date }[]) => void } {
  const { registry, db, logger, timeoutMs = 2_000 } = opts;
  let warned = false;
  /** One read per scrape serves both gauges. */
  let reading: { at: number; result: Promise<{ pending: number; oldestSeconds: number }> } | undefined;
  const read = () => {
    if (!reading || Date.now() - reading.at > 1_000) {
      const result = withTimeout(
        sql<{ pending: string; oldest: Date | null }>`
          select count(*) as pending, min(created_at) as oldest from outbox where sent_at is null`.execute(
          db as Kysely<KitTables>,
        ),
        timeoutMs,
        'postgres',
      ).then(({ rows }) => ({
        pending: Number(rows[0]?.pending ?? 0),
        oldestSeconds: rows[0]?.oldest ? Math.max(0, Date.now() - rows[0].oldest.getTime()) / 1000 : 0,
      }));
      reading = { at: Date.now(), result };
    }
    return reading.result;
  };
  const collect = (pick: (r: { pending: number; oldestSeconds: number }) => number) =>
    async function (this: Gauge) {
      try {
        this.set(pick(await read()));
        warned = false;
      } catch (err) {
        if (!warned)
          logger.warn({ err }, 'outbox metrics: the database did not answer; values are the last read');
        warned = true;
      }
    };
  new Gauge({
    name: 'outbox_pending_events',
    help: 'Events written to the outbox and not yet published to Kafka',
    registers: [registry],
    collect: collect((r) => r.pending),
  });
  new Gauge({
    name: 'outbox_oldest_pending_seconds',
    help: 'Age of the oldest event not yet published (0 when none waits)',
    registers: [registry],
    collect: collect((r) => r.oldestSeconds),
  });
  const published = new Counter({
    name: 'outbox_published_total',
    help: 'Events this process published from its outbox',
    registers: [registry],
  });
  const lag = new Histogram({
    name: 'outbox_publish_lag_seconds',
    help: 'Time from an event being written to the outbox to its publication',
    buckets: QUEUE_SECONDS_BUCKETS,
    registers: [registry],
  });
  return {
    onPublished(rows) {
      const now = Date.now();
      published.inc(rows.length);
      for (const r of rows) lag.observe(Math.max(0, now - r.created_at.getTime()) / 1000);
    },
  };
}
