import { randomUUID } from 'node:crypto';
import { enqueueEvent, inTransaction, makeEvent } from '@sage/shared';
import type { Kysely } from 'kysely';
import { insertReply, type MessageRow, releasePending } from '../db/messages.ts';
import type { DB } from '../db/types.ts';
import type { Draft } from './draft.ts';

/**
 * Stores a reply and its event in one transaction, once: the reply's `reply_to` is unique, and a
 * message cleared meanwhile (it is locked first) gets nothing. Answers the stored reply (this one or
 * one stored before), or undefined when the message is gone.
 */
export async function storeReply(
  db: Kysely<DB>,
  topic: string,
  user: { id: string; sessionId: string },
  d: Draft,
): Promise<MessageRow | undefined> {
  return inTransaction(db, async (trx) => {
    const still = await trx
      .selectFrom('messages')
      .select('id')
      .where('id', '=', user.id)
      .forUpdate()
      .executeTakeFirst();
    if (!still) return undefined;
    const { row, inserted } = await insertReply(trx, {
      id: randomUUID(),
      sessionId: user.sessionId,
      replyTo: user.id,
      content: d.content,
      risk: d.risk,
      category: d.category,
      language: d.language,
      suggestions: d.suggestions,
      source: d.source,
    });
    if (inserted) {
      await releasePending(trx, user.id);
      await enqueueEvent(
        trx,
        topic,
        user.sessionId,
        makeEvent('chat.message.created', {
          messageId: row.id,
          sessionId: user.sessionId,
          role: 'assistant',
          length: row.content.length,
          risk: row.risk,
          ...(row.risk === 'none' ? {} : { category: row.category }),
        }),
      );
    }
    return row;
  });
}
