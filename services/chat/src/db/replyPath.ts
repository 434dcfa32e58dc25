import { type Kysely, sql } from 'kysely';
import type { insertUserMessage, MessageRow } from './messages.ts';
import type { DB } from './types.ts';

/**
 * The reply path's own queries, each one round trip: storing a message with its event, what a reply job
 * reads before writing, and what the recovery sweep looks for. (The reply's store is jobs/storeReply.ts.)
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
 * What a reply job reads before writing, in one query: whether its message is still there, a reply
 * already stored for it (a job run again after its worker died), and the conversation before it,
 * newest first (the prompt builder keeps what fits its budget).
 */
export async function replyContextOf(
  db: Db,
  m: { userMessageId: string; sessionId: string; seq: number },
  limit = 60,
): Promise<{
  exists: boolean;
  reply: MessageRow | undefined;
  history: Pick<MessageRow, 'is_user' | 'content' | 'source'>[];
}> {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
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
    else if (r.reply_to === m.userMessageId) reply = r;
    else if (Number(r.seq) < m.seq && history.length < limit)
      history.push({ is_user: r.is_user, content: r.content, source: r.source });
  }
  return { exists, reply, history };
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
