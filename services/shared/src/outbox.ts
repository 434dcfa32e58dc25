import type { Producer } from 'kafkajs';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type EventEnvelope, encodeEvent } from './events.ts';
import { type Listener, listenForNotifications } from './listen.ts';
import type { Logger } from './logger.ts';

/** The outbox table every service has in its own schema (created by the kit migration). */
export interface OutboxTable {
  id: import('kysely').Generated<number>;
  topic: string;
  key: string;
  event: EventEnvelope;
  created_at: import('kysely').Generated<Date>;
  sent_at: Date | null;
}

export interface KitTables {
  outbox: OutboxTable;
  processed_events: {
    consumer_group: string;
    event_id: string;
    processed_at: import('kysely').Generated<Date>;
  };
}

/**
 * The channel an outbox announces new rows on: a trigger on every schema's `outbox` (kit migration
 * `00000000_0001_kit_outbox_notify`) runs `pg_notify` with this name, once per inserting statement, and
 * Postgres delivers it when the transaction commits. So every way of writing the outbox (enqueueEvent, or a
 * service's own SQL) wakes the relay, and a rolled-back write wakes nobody. Identifiers stop at 63 bytes.
 */
export function outboxChannel(schema: string): string {
  return `outbox_${schema}`.slice(0, 63);
}

/** What a pass answers when another relay of the schema holds the lock. */
const ANOTHER_RELAY = -1;

/** How often a relay woken by notifications still looks, for rows whose notification it missed. */
export const OUTBOX_FALLBACK_POLL_MS = 5_000;

/** Records an event in the same transaction as the state change it describes. */
export async function enqueueEvent(
  trx: Transaction<any> | Kysely<any>,
  topic: string,
  key: string,
  event: EventEnvelope,
): Promise<void> {
  await (trx as Kysely<KitTables>)
    .insertInto('outbox')
    .values({ topic, key, event, sent_at: null })
    .execute();
}

export interface OutboxRelayOptions {
  db: Kysely<any>;
  producer: Producer;
  logger: Logger;
  /** Lock key unique to the schema, so only one replica publishes at a time and order per key holds. */
  lockName: string;
  batchSize?: number;
  /**
   * Pause after a pass that found nothing more to do. Without `listen` the relay polls this often (50 ms);
   * with it this is only the fallback poll for missed notifications (OUTBOX_FALLBACK_POLL_MS).
   */
  idleMs?: number;
  maxBackoffMs?: number;
  /**
   * Wake on the outbox's notifications (see outboxChannel) through a connection of the relay's own, opened
   * again by itself whenever it drops. Each (re)connection starts a pass, for rows written meanwhile.
   */
  listen?: { connectionString: string; schema: string };
  /**
   * A woken relay waits this long before it looks (10 ms), so rows committed close together (a message
   * and its reply's, many visitors' at once) go out in one pass: a pass costs five statements.
   */
  gatherMs?: number;
  /**
   * After finding another relay of the schema at work (it holds the lock, and it is woken by the same
   * notifications), this one stays out of the way this long (1 s) before it looks again: it takes over
   * within that time if the other stops.
   */
  standbyMs?: number;
  onPublished?: (rows: { id: number; created_at: Date }[]) => void;
}

export interface OutboxRelay {
  /** Publishes everything pending now; resolves when the outbox is empty (tests, shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
  /** False while Kafka refuses the last publish attempt. */
  healthy(): boolean;
  /** With `listen`: true while notifications can wake the relay (otherwise only the fallback poll does). */
  listening(): boolean;
}

/**
 * Publishes unsent outbox rows in id order (so in order per key) with acks from all replicas, then marks
 * them sent in the same transaction that locked them. If Kafka is down the transaction rolls back, the
 * rows stay, and the relay backs off exponentially. A crash between publish and commit republishes:
 * delivery is at-least-once and consumers dedupe on the event id.
 *
 * With `listen`, an idle relay sleeps until a notification says a transaction wrote outbox rows (or the
 * fallback poll comes round); a notification during a pass makes it pass again at once, so a row committed
 * after the pass read the outbox is not left waiting. Notifications only decide when to look, never what
 * is sent: a lost one delays a row by at most `idleMs`.
 */
export function startOutboxRelay(opts: OutboxRelayOptions): OutboxRelay {
  const { db, producer, logger, lockName, batchSize = 500, maxBackoffMs = 10_000 } = opts;
  const idleMs = opts.idleMs ?? (opts.listen ? OUTBOX_FALLBACK_POLL_MS : 50);
  const gatherMs = opts.gatherMs ?? 10;
  const standbyMs = opts.standbyMs ?? 1_000;
  let stopped = false;
  let ok = true;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let connected = false;
  /** The timer is an idle wait (not a retry backoff): a notification may cut it short. */
  let idle = false;
  /** A notification came during a pass: pass again as soon as it ends. */
  let woken = false;

  async function publishBatch(): Promise<number> {
    if (!connected) {
      await producer.connect();
      connected = true;
    }
    return db.transaction().execute(async (trx) => {
      const lock = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(hashtext(${lockName})) as locked`.execute(trx);
      if (!lock.rows[0]?.locked) return ANOTHER_RELAY;
      const rows = await (trx as unknown as Kysely<KitTables>)
        .selectFrom('outbox')
        .select(['id', 'topic', 'key', 'event', 'created_at'])
        .where('sent_at', 'is', null)
        .orderBy('id')
        .limit(batchSize)
        .execute();
      if (rows.length === 0) return 0;
      // Consecutive rows of one topic go in one request; topics keep their relative order.
      let i = 0;
      while (i < rows.length) {
        const topic = rows[i]!.topic;
        const messages = [];
        while (i < rows.length && rows[i]!.topic === topic) {
          const r = rows[i]!;
          messages.push({ key: r.key, value: encodeEvent(r.event), headers: { 'event-type': r.event.type } });
          i++;
        }
        await producer.send({ topic, acks: -1, messages });
      }
      await (trx as unknown as Kysely<KitTables>)
        .updateTable('outbox')
        .set({ sent_at: new Date() })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      opts.onPublished?.(rows);
      return rows.length;
    });
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    let delay = idleMs;
    idle = false;
    woken = false;
    try {
      running = publishBatch();
      const n = await running;
      if (!ok) logger.info('outbox relay: Kafka reachable again');
      ok = true;
      failures = 0;
      // Another relay is at work: it sees the same notifications, so this one waits without them.
      if (n === ANOTHER_RELAY) delay = standbyMs;
      else if (n === batchSize || woken) delay = 0;
      else idle = true;
    } catch (err) {
      ok = false;
      failures++;
      connected = false;
      delay = Math.min(maxBackoffMs, 200 * 2 ** Math.min(failures, 10));
      logger.warn({ err, retryInMs: delay }, 'outbox relay: publish failed, rows kept for retry');
    } finally {
      running = undefined;
    }
    if (!stopped) timer = setTimeout(tick, delay);
  }

  /** New rows were committed (or may have been, unseen): look now, unless Kafka is being waited for. */
  function wake(): void {
    if (stopped) return;
    if (running) woken = true;
    else if (idle) {
      idle = false;
      clearTimeout(timer);
      timer = setTimeout(tick, gatherMs);
    }
  }

  const listener: Listener | undefined = opts.listen
    ? listenForNotifications({
        connectionString: opts.listen.connectionString,
        channel: outboxChannel(opts.listen.schema),
        logger,
        applicationName: `outbox relay ${opts.listen.schema}`.slice(0, 63),
        onNotify: wake,
        onListening: wake,
      })
    : undefined;
  timer = setTimeout(tick, 0);

  return {
    healthy: () => ok,
    listening: () => listener?.listening() ?? false,
    async flush() {
      for (;;) {
        if (running) await running.catch(() => 0);
        const n = await publishBatch();
        if (n === 0 || n === ANOTHER_RELAY) {
          const left = await (db as Kysely<KitTables>)
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('sent_at', 'is', null)
            .executeTakeFirstOrThrow();
          if (Number(left.n) === 0) return;
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await listener?.stop();
      if (running) await running.catch(() => 0);
      if (connected) await producer.disconnect().catch(() => undefined);
    },
  };
}

/** Published outbox rows are kept this long (for people reading them), then pruned. */
export const SENT_OUTBOX_RETENTION_MS = 24 * 3600_000;
/** Processed-event ids only guard against redelivery, which happens within minutes, not weeks. */
export const PROCESSED_EVENTS_RETENTION_MS = 30 * 24 * 3600_000;

/**
 * Deletes published outbox rows older than `olderThanMs`, in batches (each its own statement) so no
 * transaction runs long; rows another process is deleting are skipped. Answers how many went.
 */
export async function pruneOutbox(
  db: Kysely<any>,
  olderThanMs = SENT_OUTBOX_RETENTION_MS,
  batchSize = 10_000,
): Promise<number> {
  const before = new Date(Date.now() - olderThanMs);
  return deleteInBatches(
    db,
    (limit) => sql`delete from outbox where id in (
      select id from outbox where sent_at is not null and sent_at < ${before}
      limit ${limit} for update skip locked)`,
    batchSize,
  );
}

/** Deletes processed-event ids recorded more than `olderThanMs` ago, in batches. Answers how many went. */
export async function pruneProcessedEvents(
  db: Kysely<any>,
  olderThanMs = PROCESSED_EVENTS_RETENTION_MS,
  batchSize = 10_000,
): Promise<number> {
  const before = new Date(Date.now() - olderThanMs);
  return deleteInBatches(
    db,
    (limit) => sql`delete from processed_events where ctid in (
      select ctid from processed_events where processed_at < ${before}
      limit ${limit} for update skip locked)`,
    batchSize,
  );
}

async function deleteInBatches(
  db: Kysely<any>,
  statement: (limit: number) => ReturnType<typeof sql>,
  batchSize: number,
): Promise<number> {
  let total = 0;
  for (;;) {
    const res = await statement(batchSize).execute(db);
    const n = Number(res.numAffectedRows ?? 0);
    total += n;
    if (n < batchSize) return total;
  }
}
