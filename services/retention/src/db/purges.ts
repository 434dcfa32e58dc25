import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB, PurgeLedgerTarget, PurgesTable } from './types.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type PurgeRow = Selectable<PurgesTable>;

export interface NewPurge {
  commandId: string;
  target: PurgeLedgerTarget;
  reason: string;
  sessionCount: number | null;
  before: Date | null;
  issuedAt: Date;
  /** Set for purges retention carries out itself (its own analytics). */
  completedAt?: Date;
  deleted?: number;
}

export async function insertPurge(trx: Db, p: NewPurge): Promise<void> {
  await trx
    .insertInto('purges')
    .values({
      command_id: p.commandId,
      target: p.target,
      reason: p.reason,
      session_count: p.sessionCount,
      before: p.before,
      issued_at: p.issuedAt,
      completed_at: p.completedAt ?? null,
      deleted: p.deleted ?? null,
    })
    .execute();
}

/**
 * Records an owning service's receipt. Receipts add up, so a service that reports each batch separately
 * is counted right too (each receipt is a distinct event; a redelivered one never gets here twice).
 * Returns false for a command this ledger never issued.
 */
export async function recordReceipt(trx: Db, commandId: string, deleted: number, at: Date): Promise<boolean> {
  const res = await trx
    .updateTable('purges')
    .set({
      deleted: sql`coalesce(purges.deleted, 0) + ${deleted}`,
      completed_at: sql`greatest(purges.completed_at, ${at}::timestamptz)`,
    })
    .where('command_id', '=', commandId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function listPurges(db: Db): Promise<PurgeRow[]> {
  return db.selectFrom('purges').selectAll().orderBy('issued_at').orderBy('command_id').execute();
}

/** The most recent purges first, at most `limit`, and how many still wait for their receipt. */
export async function recentPurges(db: Db, limit: number): Promise<{ rows: PurgeRow[]; waiting: number }> {
  const rows = await db
    .selectFrom('purges')
    .selectAll()
    .orderBy('issued_at', 'desc')
    .orderBy('command_id')
    .limit(limit)
    .execute();
  const w = await db
    .selectFrom('purges')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('completed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { rows, waiting: Number(w.n) };
}
