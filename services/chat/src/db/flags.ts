import type { SafetyCategory } from '@sage/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './types.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Marks a session as having shown crisis signs. The flag outlives a cleared conversation. */
export async function flagCrisis(
  db: Db,
  sessionId: string,
  category: SafetyCategory,
  at = new Date(),
): Promise<void> {
  await db
    .insertInto('session_flags')
    .values({ session_id: sessionId, crisis_at: at, category })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ crisis_at: at, category }))
    .execute();
}

export interface CrisisFlag {
  at: Date;
  category: SafetyCategory;
}

export async function crisisFlag(db: Db, sessionId: string): Promise<CrisisFlag | undefined> {
  const row = await db
    .selectFrom('session_flags')
    .select(['crisis_at', 'category'])
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row && { at: row.crisis_at, category: row.category };
}
