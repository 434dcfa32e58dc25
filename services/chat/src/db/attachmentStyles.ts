import type { AttachmentType } from '@sage/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './types.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Keeps the latest quiz result per session: an older event arriving late changes nothing. */
export async function upsertAttachmentStyle(
  db: Db,
  sessionId: string,
  primaryType: AttachmentType,
  completedAt: Date,
): Promise<void> {
  await db
    .insertInto('attachment_styles')
    .values({ session_id: sessionId, primary_type: primaryType, completed_at: completedAt })
    .onConflict((oc) =>
      oc
        .column('session_id')
        .doUpdateSet((eb) => ({
          primary_type: eb.ref('excluded.primary_type'),
          completed_at: eb.ref('excluded.completed_at'),
          updated_at: new Date(),
        }))
        .whereRef('attachment_styles.completed_at', '<=', 'excluded.completed_at'),
    )
    .execute();
}
