import type { Kysely, Transaction } from 'kysely';
import type { DB } from './types.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Marks a session as having shown crisis signs. The flag outlives a cleared conversation. */
export async function flagCrisis(db: Db, sessionId: string, at = new Date()): Promise<void> {
  await db
    .insertInto('session_flags')
    .values({ session_id: sessionId, crisis_at: at })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ crisis_at: at }))
    .execute();
}

export async function crisisFlag(db: Db, sessionId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('session_flags')
    .select('crisis_at')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row?.crisis_at;
}
