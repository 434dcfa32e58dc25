import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { ContactForm } from '../domain/contact.ts';
import type { ContactMessagesTable, DB } from './types.ts';

export type ContactMessageRow = Selectable<ContactMessagesTable>;

/** Stores a received message as `queued`; the visitor consented to the privacy policy when sending it. */
export async function insertMessage(
  trx: Transaction<DB>,
  id: string,
  form: ContactForm,
  receivedAt: Date,
): Promise<void> {
  await trx
    .insertInto('contact_messages')
    .values({ id, ...form, received_at: receivedAt, consented_at: receivedAt })
    .execute();
}

export async function findMessage(db: Kysely<DB>, id: string): Promise<ContactMessageRow | undefined> {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Locks the row for one delivery attempt, so two workers (a stalled job picked up again while the first
 * is still sending) can never send the same message at once. Throws `RowBusyError` when another holds it.
 */
export async function lockForDelivery(
  trx: Transaction<DB>,
  id: string,
): Promise<ContactMessageRow | undefined> {
  try {
    return await trx
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .noWait()
      .executeTakeFirst();
  } catch (err) {
    if ((err as { code?: string }).code === '55P03') throw new RowBusyError(id);
    throw err;
  }
}

export class RowBusyError extends Error {
  constructor(id: string) {
    super(`contact message ${id} is being delivered by another worker`);
    this.name = 'RowBusyError';
  }
}

export async function markDelivered(trx: Transaction<DB>, id: string, at = new Date()): Promise<void> {
  await trx
    .updateTable('contact_messages')
    .set({
      status: 'delivered',
      delivered_at: at,
      last_error: null,
      attempts: sql`attempts + 1`,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

export async function recordFailedAttempt(trx: Transaction<DB>, id: string, error: string): Promise<void> {
  await trx
    .updateTable('contact_messages')
    .set({ last_error: error, attempts: sql`attempts + 1`, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** After the last attempt: a message still waiting is marked failed (a delivered one stays delivered). */
export async function markFailed(db: Kysely<DB>, id: string, error: string | undefined): Promise<boolean> {
  const res = await db
    .updateTable('contact_messages')
    .set((eb) => ({
      status: 'failed',
      last_error: error === undefined ? eb.ref('last_error') : error,
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Ids of messages still waiting for delivery that were received before `before`, oldest first. */
export async function findQueuedBefore(db: Kysely<DB>, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('contact_messages')
    .select('id')
    .where('status', '=', 'queued')
    .where('received_at', '<', before)
    .orderBy('received_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Deletes up to `limit` messages received before `before`; answers how many went. */
export async function deleteReceivedBefore(
  trx: Transaction<DB> | Kysely<DB>,
  before: Date,
  limit: number,
): Promise<number> {
  const res = await trx
    .deleteFrom('contact_messages')
    .where(
      'id',
      'in',
      trx.selectFrom('contact_messages').select('id').where('received_at', '<', before).limit(limit),
    )
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
