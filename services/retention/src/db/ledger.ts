import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from './types.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The session ledger keeps, per session, what the retention rules need and nothing more. Events can
 * arrive in any order across topics and more than once, so every write is an upsert that only moves
 * times forward: last activity is the latest seen, the close time the earliest seen.
 *
 * A row first created by a chat or quiz event assumes history is saved (the product default) until the
 * session's own event says otherwise.
 */

/** New activity after a purge means there is something to purge again. */
const reopenIfNewer = sql<Date | null>`case when sessions_ledger.purged_at < excluded.last_activity_at then null else sessions_ledger.purged_at end`;
const latestActivity = sql<Date>`greatest(sessions_ledger.last_activity_at, excluded.last_activity_at)`;

export async function recordSessionCreated(trx: Db, sessionId: string, saveHistory: boolean, at: Date) {
  await trx
    .insertInto('sessions_ledger')
    .values({ session_id: sessionId, save_history: saveHistory, created_at: at, last_activity_at: at })
    .onConflict((oc) =>
      oc.column('session_id').doUpdateSet({
        save_history: saveHistory,
        created_at: at,
        last_activity_at: latestActivity,
      }),
    )
    .execute();
}

export async function recordSaveHistory(trx: Db, sessionId: string, saveHistory: boolean, at: Date) {
  await trx
    .insertInto('sessions_ledger')
    .values({ session_id: sessionId, save_history: saveHistory, last_activity_at: at })
    .onConflict((oc) =>
      oc.column('session_id').doUpdateSet({ save_history: saveHistory, last_activity_at: latestActivity }),
    )
    .execute();
}

export async function recordSessionClosed(trx: Db, sessionId: string, at: Date) {
  await trx
    .insertInto('sessions_ledger')
    .values({ session_id: sessionId, closed_at: at, last_activity_at: at })
    .onConflict((oc) =>
      oc.column('session_id').doUpdateSet({
        closed_at: sql`least(sessions_ledger.closed_at, excluded.closed_at)`,
        last_activity_at: latestActivity,
      }),
    )
    .execute();
}

/** Many sessions' messages at once (a batch of events): each session's count and its latest time. */
export async function recordMessages(trx: Db, sessions: ReadonlyMap<string, { count: number; at: Date }>) {
  if (sessions.size === 0) return;
  await trx
    .insertInto('sessions_ledger')
    .values(
      [...sessions].map(([session_id, m]) => ({
        session_id,
        last_activity_at: m.at,
        message_count: m.count,
      })),
    )
    .onConflict((oc) =>
      oc.column('session_id').doUpdateSet({
        message_count: sql`sessions_ledger.message_count + excluded.message_count`,
        last_activity_at: latestActivity,
        purged_at: reopenIfNewer,
      }),
    )
    .execute();
}

export async function recordHistoryCleared(trx: Db, sessionId: string, at: Date) {
  await trx
    .insertInto('sessions_ledger')
    .values({ session_id: sessionId, last_activity_at: at, message_count: 0 })
    .onConflict((oc) =>
      oc.column('session_id').doUpdateSet({ message_count: 0, last_activity_at: latestActivity }),
    )
    .execute();
}

export async function recordQuizCompleted(trx: Db, sessionId: string, at: Date) {
  await trx
    .insertInto('sessions_ledger')
    .values({ session_id: sessionId, last_activity_at: at })
    .onConflict((oc) =>
      oc.column('session_id').doUpdateSet({ last_activity_at: latestActivity, purged_at: reopenIfNewer }),
    )
    .execute();
}

export async function recordContact(trx: Db, id: string, at: Date) {
  await trx
    .insertInto('contact_ledger')
    .values({ id, received_at: at, purged_at: null })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export type ExpiredBy = 'closed' | 'idle';

/**
 * Up to `limit` history-off sessions not yet purged that are closed (at or before `now`) or idle since
 * `idleCutoff`, locked for this transaction (other replicas skip them). Mirrors `historyOffPurgeReason`.
 */
export async function lockExpiredHistoryOff(
  trx: Transaction<DB>,
  by: ExpiredBy,
  now: Date,
  idleCutoff: Date,
  limit: number,
): Promise<string[]> {
  let q = trx
    .selectFrom('sessions_ledger')
    .select('session_id')
    .where('save_history', '=', false)
    .where('purged_at', 'is', null);
  q =
    by === 'closed'
      ? q.where('closed_at', 'is not', null).where('closed_at', '<=', now)
      : q.where('last_activity_at', '<=', idleCutoff);
  const rows = await q.orderBy('session_id').limit(limit).forUpdate().skipLocked().execute();
  return rows.map((r) => r.session_id);
}

export async function markSessionsPurged(trx: Transaction<DB>, sessionIds: string[], now: Date) {
  if (sessionIds.length === 0) return;
  await trx
    .updateTable('sessions_ledger')
    .set({ purged_at: now, message_count: 0 })
    .where('session_id', 'in', sessionIds)
    .execute();
}

/**
 * Forgets history-on sessions with no activity since `cutoff`: everything they held is older than the
 * chat limit and goes with the same sweep. History-off rows stay, so a session that comes back keeps its
 * setting. Returns how many rows went.
 */
export async function forgetInactiveSavedSessions(trx: Transaction<DB>, cutoff: Date): Promise<number> {
  const res = await trx
    .deleteFrom('sessions_ledger')
    .where('save_history', '=', true)
    .where('last_activity_at', '<', cutoff)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function markContactsPurged(trx: Transaction<DB>, cutoff: Date, now: Date): Promise<number> {
  const res = await trx
    .updateTable('contact_ledger')
    .set({ purged_at: now })
    .where('received_at', '<', cutoff)
    .where('purged_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
