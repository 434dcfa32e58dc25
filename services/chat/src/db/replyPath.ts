import type { AttachmentType, SafetyCategory } from '@sage/shared';
import { type Kysely, sql } from 'kysely';
import type { CrisisFlag } from './flags.ts';
import type { insertUserMessage, MessageRow } from './messages.ts';
import type { DB } from './types.ts';

/**
 * The reply path's own queries, each one round trip: what a new message is judged with, storing it with
 * its event, what a reply job reads before writing, and what the recovery sweep looks for. (The reply's
 * store is jobs/storeReply.ts.)
 */
type Db = Kysely<DB>;

/**
 * Stores a user message (waiting for its reply) and its outbox event in one statement: one round trip,
 * one implicit transaction. Fails with a unique violation while the session has a message pending.
 */
export async function insertUserMessageWithEvent(
  db: Kysely<DB>,
  m: Parameters<typeof insertUserMessage>[1],
  topic: string,
  event: unknown,
): Promise<MessageRow> {
  const { rows } = await sql<MessageRow>`
    with message as (
      insert into messages (id, session_id, is_user, content, risk, category, language, written_in,
                            suggestions, mode, tone, reply_to, awaiting_reply, source)
      values (${m.id}, ${m.sessionId}, true, ${m.content}, ${m.risk}, ${m.category}, ${m.language},
              ${m.writtenIn}, null, ${m.mode}, ${m.tone}, null, true, null)
      returning *
    ),
    recorded as (
      insert into outbox (topic, key, event, sent_at)
      select ${topic}, ${m.sessionId}, ${JSON.stringify(event)}::jsonb, null from message
    )
    select * from message
  `.execute(db);
  return rows[0]!;
}

/**
 * What a new message is judged with, in one query: the session's latest user messages (newest first) and
 * its crisis flag (which outlives a cleared conversation, so it is read apart from the messages).
 */
export async function judgingContext(
  db: Db,
  sessionId: string,
  limit: number,
): Promise<{ recent: Pick<MessageRow, 'content' | 'created_at'>[]; flag: CrisisFlag | undefined }> {
  const { rows } = await sql<{
    flag_at: Date | null;
    flag_category: SafetyCategory | null;
    recent: { content: string; created_at: string }[];
  }>`
    select f.crisis_at as flag_at, f.category as flag_category,
           coalesce((select json_agg(json_build_object('content', r.content, 'created_at', r.created_at)
                                     order by r.seq desc)
                     from (select content, created_at, seq from messages
                           where session_id = ${sessionId} and is_user
                           order by seq desc limit ${limit}) r), '[]'::json) as recent
    from (select 1) as one left join session_flags f on f.session_id = ${sessionId}
  `.execute(db);
  const row = rows[0]!;
  return {
    recent: row.recent.map((r) => ({ content: r.content, created_at: new Date(r.created_at) })),
    flag: row.flag_at && row.flag_category ? { at: row.flag_at, category: row.flag_category } : undefined,
  };
}

/**
 * What a reply job reads before writing, in one query: whether its message is still there, a reply
 * already stored for it (a job run again after its worker died), the conversation before it, newest
 * first (the prompt builder keeps what fits its budget), the session's crisis flag and its attachment
 * style (each read once for the query, not per row).
 */
export async function replyContextOf(
  db: Db,
  m: { userMessageId: string; sessionId: string; seq: number },
  limit = 60,
): Promise<{
  exists: boolean;
  reply: MessageRow | undefined;
  history: Pick<MessageRow, 'is_user' | 'content' | 'source'>[];
  flag: CrisisFlag | undefined;
  attachmentStyle: AttachmentType | undefined;
}> {
  const rows = await db
    .selectFrom('messages')
    .selectAll('messages')
    .select((eb) => [
      eb.selectFrom('session_flags').select('crisis_at').where('session_id', '=', m.sessionId).as('flag_at'),
      eb
        .selectFrom('session_flags')
        .select('category')
        .where('session_id', '=', m.sessionId)
        .as('flag_category'),
      eb
        .selectFrom('attachment_styles')
        .select('primary_type')
        .where('session_id', '=', m.sessionId)
        .as('style'),
    ])
    .where('session_id', '=', m.sessionId)
    .where((eb) => eb.or([eb('seq', '<=', m.seq), eb('reply_to', '=', m.userMessageId)]))
    .orderBy('seq', 'desc')
    .limit(limit + 2)
    .execute();
  const history: Pick<MessageRow, 'is_user' | 'content' | 'source'>[] = [];
  let exists = false;
  let reply: MessageRow | undefined;
  for (const r of rows) {
    if (r.id === m.userMessageId) exists = true;
    else if (r.reply_to === m.userMessageId) {
      const { flag_at: _a, flag_category: _c, style: _s, ...row } = r;
      reply = row;
    } else if (Number(r.seq) < m.seq && history.length < limit)
      history.push({ is_user: r.is_user, content: r.content, source: r.source });
  }
  const first = rows[0];
  return {
    exists,
    reply,
    history,
    flag:
      first?.flag_at && first.flag_category
        ? { at: first.flag_at, category: first.flag_category }
        : undefined,
    attachmentStyle: first?.style ?? undefined,
  };
}

/** User messages still waiting for their reply, stored before `before` (the recovery sweep reads them). */
export async function findAwaitingBefore(db: Db, before: Date, limit: number): Promise<MessageRow[]> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('awaiting_reply', '=', true)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
