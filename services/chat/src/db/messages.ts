import { type CrisisCardCopy, crisisCardIn } from '@sage/safety';
import type { Risk, SafetyCategory, SafetyLanguage } from '@sage/shared';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, MessagesTable, Mode, ReplySource, Suggestion, Tone } from './types.ts';

export type MessageRow = Selectable<MessagesTable>;
type Db = Kysely<DB> | Transaction<DB>;

/**
 * A message as the API answers it. Only companion messages carry `risk`, `category` and `language`
 * (they drive the crisis card) and `suggestions` (library cards under the message).
 */
export interface MessageDto {
  id: string;
  content: string;
  isUser: boolean;
  sessionId: string;
  createdAt: string;
  risk?: Risk;
  category?: SafetyCategory;
  language?: SafetyLanguage;
  suggestions?: Suggestion[];
  /** A crisis reply in another language than English and Spanish: its card in that language. */
  card?: CrisisCardCopy;
}

export function toDto(
  row: Pick<
    MessageRow,
    | 'id'
    | 'content'
    | 'is_user'
    | 'session_id'
    | 'created_at'
    | 'risk'
    | 'category'
    | 'language'
    | 'suggestions'
  > &
    Partial<Pick<MessageRow, 'written_in'>>,
) {
  const dto: MessageDto = {
    id: row.id,
    content: row.content,
    isUser: row.is_user,
    sessionId: row.session_id,
    createdAt: row.created_at.toISOString(),
  };
  if (!row.is_user) {
    dto.risk = row.risk;
    dto.category = row.category;
    dto.language = row.language;
    dto.suggestions = row.suggestions ?? [];
    const card =
      row.risk === 'crisis' && row.written_in && row.category !== 'none'
        ? crisisCardIn(row.written_in, row.category)
        : undefined;
    if (card) dto.card = card;
  }
  return dto;
}

export async function insertUserMessage(
  trx: Transaction<DB>,
  m: {
    id: string;
    sessionId: string;
    content: string;
    risk: Risk;
    category: SafetyCategory;
    language: SafetyLanguage;
    writtenIn: string | null;
    mode: Mode;
    tone: Tone;
  },
): Promise<MessageRow> {
  return trx
    .insertInto('messages')
    .values({
      id: m.id,
      session_id: m.sessionId,
      is_user: true,
      content: m.content,
      risk: m.risk,
      category: m.category,
      language: m.language,
      written_in: m.writtenIn,
      suggestions: null,
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

/**
 * A page of a conversation, oldest first: the latest `limit` messages, or the `limit` messages just
 * before the one with seq `beforeSeq`.
 */
export async function listMessages(
  db: Db,
  sessionId: string,
  page: { limit: number; beforeSeq?: number },
): Promise<MessageRow[]> {
  let q = db.selectFrom('messages').selectAll().where('session_id', '=', sessionId);
  if (page.beforeSeq !== undefined) q = q.where('seq', '<', page.beforeSeq);
  const rows = await q.orderBy('seq', 'desc').limit(page.limit).execute();
  return rows.reverse();
}

/** The whole conversation, oldest first, read in pages of `pageSize` (for the export). */
export async function* allMessagePages(
  db: Db,
  sessionId: string,
  pageSize: number,
): AsyncGenerator<MessageRow[]> {
  let afterSeq = 0;
  for (;;) {
    const rows = await db
      .selectFrom('messages')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .limit(pageSize)
      .execute();
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    afterSeq = Number((rows.at(-1) as MessageRow).seq);
  }
}

/** The seq of a message of this session, for paging. */
export async function seqOf(db: Db, sessionId: string, id: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('messages')
    .select('seq')
    .where('session_id', '=', sessionId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.seq);
}

export async function getMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findReplyTo(db: Db, userMessageId: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('reply_to', '=', userMessageId).executeTakeFirst();
}

/** Records a raised verdict (a second opinion) on the user message it judged. */
export async function raiseUserRisk(
  db: Db,
  id: string,
  verdict: { risk: Risk; category: SafetyCategory },
): Promise<void> {
  await db
    .updateTable('messages')
    .set({ risk: verdict.risk, category: verdict.category })
    .where('id', '=', id)
    .execute();
}

/** The conversation before a message, newest first (the prompt builder keeps what fits its budget). */
export async function historyBefore(
  db: Db,
  sessionId: string,
  beforeSeq: number,
  limit = 60,
): Promise<Pick<MessageRow, 'is_user' | 'content' | 'source'>[]> {
  return db
    .selectFrom('messages')
    .select(['is_user', 'content', 'source'])
    .where('session_id', '=', sessionId)
    .where('seq', '<', beforeSeq)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
}

/** Inserts a reply unless the message already has one; answers the stored reply either way. */
export async function insertReply(
  trx: Transaction<DB>,
  r: {
    id: string;
    sessionId: string;
    replyTo: string;
    content: string;
    risk: Risk;
    category: SafetyCategory;
    language: SafetyLanguage;
    suggestions: Suggestion[];
    source: ReplySource;
  },
): Promise<{ row: MessageRow; inserted: boolean }> {
  const values: Insertable<MessagesTable> = {
    id: r.id,
    session_id: r.sessionId,
    is_user: false,
    content: r.content,
    risk: r.risk,
    category: r.category,
    language: r.language,
    written_in: null,
    suggestions: r.suggestions.length ? JSON.stringify(r.suggestions) : null,
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
