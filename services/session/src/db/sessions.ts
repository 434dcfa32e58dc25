import { deleteSessionRowsBatch, type PurgeScope } from '@sage/shared';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, SessionsTable } from './types.ts';

export type SessionRow = Selectable<SessionsTable>;

export async function insertSession(
  trx: Transaction<DB>,
  id: string,
  saveHistory: boolean,
): Promise<SessionRow> {
  return trx
    .insertInto('sessions')
    .values({ id, save_history: saveHistory, closed_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Reads a session and marks it seen, so retention can tell idle sessions apart. */
export async function touchSession(db: Kysely<DB>, id: string): Promise<SessionRow | undefined> {
  return db
    .updateTable('sessions')
    .set({ last_seen_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function updateSaveHistory(
  trx: Transaction<DB>,
  id: string,
  saveHistory: boolean,
): Promise<SessionRow | undefined> {
  return trx
    .updateTable('sessions')
    .set({ save_history: saveHistory, last_seen_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Closes an open session; answers undefined when it is unknown or already closed. */
export async function closeSession(trx: Transaction<DB>, id: string): Promise<SessionRow | undefined> {
  return trx
    .updateTable('sessions')
    .set({ closed_at: new Date(), last_seen_at: new Date() })
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * One batch of a retention purge: the sessions named, or those not seen since `before` (a session row
 * outlives nothing else of its visitor's: it goes when its conversation would).
 */
export function deleteSessionsBatch(trx: Transaction<DB>, scope: PurgeScope, limit: number): Promise<number> {
  return deleteSessionRowsBatch(
    trx,
    { table: 'sessions', sessionColumn: 'id', timeColumn: 'last_seen_at' },
    scope,
    limit,
  );
}
