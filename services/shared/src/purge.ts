import type { Consumer, Kafka } from 'kafkajs';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type BackgroundConsumer, handleOnce, runConsumer, startConsumerInBackground } from './consumer.ts';
import { type AnyEvent, type EventPayloads, makeEvent, type PurgeTarget, topicName } from './events.ts';
import { createConsumer } from './kafka.ts';
import type { Logger } from './logger.ts';
import { enqueueEvent, type KitTables } from './outbox.ts';

/**
 * The purge protocol, the one implementation every owning service (chat, quiz, contact) runs. Retention
 * publishes `retention.purge` commands on `retention.commands.v1`; the service whose target the command
 * names deletes the rows in scope and answers with one `retention.purged` receipt. See
 * docs/ARCHITECTURE.md, "Retention and the purge protocol".
 *
 * - Scope: `sessionIds` and/or `before` (both: only rows matching both). A command without a usable
 *   scope is never read as "delete everything": it deletes nothing.
 * - Batches: the service's `deleteBatch` removes at most `batchSize` rows per call, each call in its own
 *   transaction, until a call deletes fewer, so no lock or transaction grows with the data.
 * - Receipt: `retention.purged {commandId, target, deleted}` through the outbox, keyed by the command id,
 *   written in the transaction that records the command as processed: once per command. A redelivered
 *   command sends nothing. A command with an id but a malformed scope gets a `deleted: 0` receipt (so
 *   retention's ledger is not left waiting) and a warning in the log.
 */

/** Rows per batch (and per transaction) unless a service says otherwise. */
export const PURGE_BATCH_SIZE = 1_000;

export interface PurgeScope {
  sessionIds?: string[];
  before?: Date;
}

/** What a service supplies: its target name and how to delete one batch of rows in a scope. */
export interface PurgeTargetSpec<DB> {
  target: PurgeTarget;
  /**
   * Deletes at most `limit` rows in `scope` in the given transaction and answers how many went. Called
   * again until it answers fewer than `limit`; the last call may also clear anything else the purged
   * rows leave behind.
   */
  deleteBatch(trx: Transaction<DB>, scope: PurgeScope, limit: number): Promise<number>;
}

/** A table whose rows belong to a session and age by one time column (sessions, quiz results). */
export interface SessionRowsTable {
  table: string;
  /** The column holding the session's id. */
  sessionColumn: string;
  /** The time a `before` scope compares against. */
  timeColumn: string;
}

/**
 * One batch of a purge over a session-owned table, in the caller's transaction: the rows of
 * `scope.sessionIds`, those older than `scope.before`, or, with both, only rows matching both. Answers
 * how many went; the purge protocol calls it until fewer than `limit` go.
 */
export async function deleteSessionRowsBatch<DB>(
  trx: Transaction<DB>,
  where: SessionRowsTable,
  scope: PurgeScope,
  limit: number,
): Promise<number> {
  const { sessionIds, before } = scope;
  if (!sessionIds && !before) return 0;
  if (sessionIds && sessionIds.length === 0) return 0;
  const conditions = [
    ...(sessionIds ? [sql`${sql.ref(where.sessionColumn)} in (${sql.join(sessionIds)})`] : []),
    ...(before ? [sql`${sql.ref(where.timeColumn)} < ${before}`] : []),
  ];
  const table = sql.table(where.table);
  const res =
    await sql`delete from ${table} where id in (select id from ${table} where ${sql.join(conditions, sql` and `)} limit ${limit})`.execute(
      trx,
    );
  return Number(res.numAffectedRows ?? 0);
}

export type PurgeScopeResult = { ok: true; scope: PurgeScope } | { ok: false; reason: string };

/**
 * A command's scope, or why there is none. Never throws, and never answers an empty scope: an empty
 * list of sessions names nothing to delete.
 */
export function decodePurgeScope(payload: Partial<EventPayloads['retention.purge']>): PurgeScopeResult {
  const { sessionIds, before } = payload as { sessionIds?: unknown; before?: unknown };
  const scope: PurgeScope = {};
  if (sessionIds !== undefined) {
    if (
      !Array.isArray(sessionIds) ||
      !sessionIds.every((s) => typeof s === 'string' && s.length > 0 && s.length <= 200)
    )
      return { ok: false, reason: 'sessionIds is not a list of session ids' };
    if (sessionIds.length === 0) return { ok: false, reason: 'sessionIds is empty' };
    scope.sessionIds = [...new Set(sessionIds as string[])];
  }
  if (before !== undefined) {
    if (typeof before !== 'string' || Number.isNaN(Date.parse(before)))
      return { ok: false, reason: 'before is not a time' };
    scope.before = new Date(before);
  }
  if (!scope.sessionIds && !scope.before)
    return { ok: false, reason: 'neither sessionIds nor before is given' };
  return { ok: true, scope };
}

export interface PurgeDeps<DB> {
  db: Kysely<DB>;
  logger: Logger;
  topicPrefix: string;
  /** The consumer group; also the key under which handled commands are recorded in processed_events. */
  group: string;
  spec: PurgeTargetSpec<DB>;
  batchSize?: number;
}

export type PurgeOutcome =
  /** Not a purge command for this target. */
  | { outcome: 'ignored' }
  /** Handled before (a redelivery): nothing deleted, no receipt. */
  | { outcome: 'duplicate' }
  /** No command id: nothing to answer to. */
  | { outcome: 'unanswerable' }
  /** Carried out; the receipt is in the outbox (`malformed`: nothing deleted, receipt with 0). */
  | { outcome: 'purged' | 'malformed'; deleted: number };

/** Carries out one event from `retention.commands.v1` (see the protocol above). */
export async function handlePurgeCommand<DB>(deps: PurgeDeps<DB>, event: AnyEvent): Promise<PurgeOutcome> {
  const { db, logger, group, spec } = deps;
  if (event.type !== 'retention.purge' || event.payload?.target !== spec.target)
    return { outcome: 'ignored' };
  const { commandId, reason } = event.payload;
  if (typeof commandId !== 'string' || commandId.length === 0) {
    logger.warn({ eventId: event.id, target: spec.target }, 'purge command without a command id; skipped');
    return { outcome: 'unanswerable' };
  }
  const kit = db as unknown as Kysely<KitTables>;
  const seen = await kit
    .selectFrom('processed_events')
    .select('event_id')
    .where('consumer_group', '=', group)
    .where('event_id', '=', event.id)
    .executeTakeFirst();
  if (seen) return { outcome: 'duplicate' };

  const decoded = decodePurgeScope(event.payload);
  const batchSize = deps.batchSize ?? PURGE_BATCH_SIZE;
  let deleted = 0;
  if (decoded.ok) {
    for (;;) {
      const n = await db.transaction().execute((trx) => spec.deleteBatch(trx, decoded.scope, batchSize));
      deleted += n;
      if (n < batchSize) break;
    }
  } else {
    logger.warn(
      { commandId, eventId: event.id, target: spec.target, problem: decoded.reason },
      'malformed purge command; nothing deleted',
    );
  }
  const answered = await handleOnce(db, group, event.id, async (trx) => {
    await enqueueEvent(
      trx,
      topicName('retentionDone', deps.topicPrefix),
      commandId,
      makeEvent('retention.purged', { commandId, target: spec.target, deleted }),
    );
  });
  // A concurrent delivery answered first: its receipt counts, this one is not sent.
  if (!answered) return { outcome: 'duplicate' };
  if (decoded.ok)
    logger.info({ commandId, target: spec.target, reason, deleted }, 'retention purge carried out');
  return { outcome: decoded.ok ? 'purged' : 'malformed', deleted };
}

export interface PurgeConsumerOptions<DB> extends PurgeDeps<DB> {
  kafka: Kafka;
}

/** Subscribes to `retention.commands.v1` and runs; resolves with the running consumer. */
export async function runPurgeConsumer<DB>(opts: PurgeConsumerOptions<DB>): Promise<Consumer> {
  const consumer = createConsumer(opts.kafka, opts.group);
  await runConsumer({
    consumer,
    topics: [topicName('retentionCommands', opts.topicPrefix)],
    logger: opts.logger,
    handle: async (event) => {
      await handlePurgeCommand(opts, event);
    },
  });
  return consumer;
}

/**
 * The purge consumer in the background: never holds up boot; while Kafka is away it keeps trying (the
 * commands wait in Kafka meanwhile).
 */
export function startPurgeConsumer<DB>(opts: PurgeConsumerOptions<DB>): BackgroundConsumer {
  return startConsumerInBackground(`${opts.spec.target} purges`, opts.logger, () => runPurgeConsumer(opts));
}
