import { randomUUID } from 'node:crypto';
import { makeEvent } from '@sage/shared';
import { type Kysely, sql } from 'kysely';
import { findReplyTo, type MessageRow } from '../db/messages.ts';
import type { DB } from '../db/types.ts';
import type { Draft } from './draft.ts';

/**
 * Stores a reply, releases its message and records its event, once, in one statement (one round trip,
 * one implicit transaction): the message is locked first, so a conversation cleared meanwhile gets
 * nothing; the reply's `reply_to` is unique, so a second writer stores nothing and reads the first one's.
 * Answers the stored reply (this one or one stored before), or undefined when the message is gone.
 */
export async function storeReply(
  db: Kysely<DB>,
  topic: string,
  user: { id: string; sessionId: string },
  d: Draft,
): Promise<MessageRow | undefined> {
  const id = randomUUID();
  const event = makeEvent('chat.message.created', {
    messageId: id,
    sessionId: user.sessionId,
    role: 'assistant',
    length: d.content.length,
    risk: d.risk,
    ...(d.risk === 'none' ? {} : { category: d.category }),
  });
  const suggestions = d.suggestions.length ? JSON.stringify(d.suggestions) : null;
  const { rows } = await sql<MessageRow & { still_there: boolean }>`
    with still as (select id from messages where id = ${user.id} for update),
    reply as (
      insert into messages (id, session_id, is_user, content, risk, category, language, written_in,
                            suggestions, mode, tone, reply_to, awaiting_reply, source)
      select ${id}, ${user.sessionId}, false, ${d.content}, ${d.risk}, ${d.category}, ${d.language},
             ${d.writtenIn ?? null}, ${suggestions}::jsonb, null, null, still.id, false, ${d.source}
      from still
      on conflict (reply_to) do nothing
      returning *
    ),
    released as (update messages set awaiting_reply = false where id in (select reply_to from reply)),
    recorded as (
      insert into outbox (topic, key, event, sent_at)
      select ${topic}, ${user.sessionId}, ${JSON.stringify(event)}::jsonb, null from reply
    )
    select reply.*, exists (select 1 from still) as still_there
    from (select 1) as one left join reply on true
  `.execute(db);
  const row = rows[0];
  if (!row?.still_there) return undefined;
  if (row.id) {
    const { still_there: _, ...reply } = row;
    return reply;
  }
  // Another writer stored the reply first.
  return findReplyTo(db, user.id);
}
