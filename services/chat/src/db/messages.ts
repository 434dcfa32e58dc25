import type { Risk } from '@sage/shared';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, MessagesTable, Mode, ReplySource, Tone } from './types.ts';

export type MessageRow = Selectable<MessagesTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** A message as the API answers it. `risk` is only on companion messages (it drives the crisis card). */
export interface MessageDto {
  id: string;
  content: string;
  isUser: boolean;
  sessionId: string;
  createdAt: string;
  risk?: Risk;
}

export function toDto(
  row: Pick<MessageRow, 'id' | 'content' | 'is_user' | 'session_id' | 'created_at' | 'risk'>,
) {
  const dto: MessageDto = {
    id: row.id,
    content: row.content,
    isUser: row.is_user,
    sessionId: row.session_id,
    createdAt: row.created_at.toISOString(),
  };
  if (!row.is_user) dto.risk = row.risk;
  return dto;
}

export async function insertUserMessage(
  trx: Transaction<DB>,
  m: { id: string; sessionId: string; content: string; risk: Risk; mode: Mode; tone: Tone },
): Promise<MessageRow> {
  return trx
    .insertInto('messages')
    .values({
      id: m.id,
      session_id: m.sessionId,
      is_user: true,
      content: m.content,
      risk: m.risk,
      mode: m.mode,
      tone: m.tone,
      reply_to: null,
      awaiting_reply: true,
      source: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The session's user message still waiting for its reply, locked for the caller's transaction. */
export async function lockPending(trx: Transaction<DB>, sessionId: string): Promise<MessageRow | undefined> {
  return trx
    .selectFrom('messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('awaiting_reply', '=', true)
    .forUpdate()
    .executeTakeFirst();
}

export async function findPending(db: Db, sessionId: string): Promise<MessageRow | undefined> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('awaiting_reply', '=', true)
    .executeTakeFirst();
}

/** Stops waiting for a reply that will never come (its job is gone or failed for good). */
export async function releasePending(db: Db, id: string): Promise<void> {
  await db.updateTable('messages').set({ awaiting_reply: false }).where('id', '=', id).execute();
}

export async function listMessages(db: Db, sessionId: string): Promise<MessageRow[]> {
  return db.selectFrom('messages').selectAll().where('session_id', '=', sessionId).orderBy('seq').execute();
}

export async function getMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findReplyTo(db: Db, userMessageId: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('reply_to', '=', userMessageId).executeTakeFirst();
}

/** The conversation before a message, newest first (the prompt builder keeps what fits its budget). */
export async function historyBefore(
  db: Db,
  sessionId: string,
  beforeSeq: number,
  limit = 60,
): Promise<Pick<MessageRow, 'is_user' | 'content'>[]> {
  return db
    .selectFrom('messages')
    .select(['is_user', 'content'])
    .where('session_id', '=', sessionId)
    .where('seq', '<', beforeSeq)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
}

/** Inserts a reply unless the message already has one; answers the stored reply either way. */
export async function insertReply(
  trx: Transaction<DB>,
  r: { id: string; sessionId: string; replyTo: string; content: string; risk: Risk; source: ReplySource },
): Promise<{ row: MessageRow; inserted: boolean }> {
  const values: Insertable<MessagesTable> = {
    id: r.id,
    session_id: r.sessionId,
    is_user: false,
    content: r.content,
    risk: r.risk,
    mode: null,
    tone: null,
    reply_to: r.replyTo,
    awaiting_reply: false,
    source: r.source,
  };
  const inserted = await trx
    .insertInto('messages')
    .values(values)
    .onConflict((oc) => oc.column('reply_to').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, inserted: true };
  const existing = await findReplyTo(trx, r.replyTo);
  if (!existing) throw new Error('reply conflict without a stored reply');
  return { row: existing, inserted: false };
}

export async function deleteSessionMessages(trx: Transaction<DB>, sessionId: string): Promise<number> {
  const res = await trx.deleteFrom('messages').where('session_id', '=', sessionId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/**
 * Deletes up to `batchSize` messages matching the purge, in the caller's transaction; answers how many
 * went. Callers loop until it answers less than `batchSize`, so no transaction grows without bound.
 */
export async function purgeBatch(
  trx: Transaction<DB>,
  where: { sessionIds?: string[]; before?: Date },
  batchSize: number,
): Promise<number> {
  let ids = trx.selectFrom('messages').select('id').limit(batchSize);
  if (where.sessionIds) ids = ids.where('session_id', 'in', where.sessionIds);
  if (where.before) ids = ids.where('created_at', '<', where.before);
  const res = await trx.deleteFrom('messages').where('id', 'in', ids).executeTakeFirst();
  return Number(res.numDeletedRows);
}
