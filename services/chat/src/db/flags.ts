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
