import { AppError, inTransaction, type Logger, unavailable } from '@sage/shared';
import { lockPending, type MessageRow } from '../db/messages.ts';
import type { Mode, Tone } from '../db/types.ts';
import { enqueueReply } from '../jobs/replyQueue.ts';
import type { ReplyListener } from '../relayApi.ts';
import { type AcceptDeps, inFlight, QUEUE_DOWN_MESSAGE, replyJobFor } from './acceptMessage.ts';

const nothingToRegenerate = () =>
  new AppError(409, 'nothing_to_regenerate', 'There is no reply to write again yet.');

/**
 * Writes the conversation's last reply again: the reply is deleted and its message waits for a new
 * one, written by the same path as any reply (so safety applies the same way: a crisis message gets the
 * same safety reply again). The new reply is stored with its own `chat.message.created` event. The old
 * reply's log, stop mark and finished job are forgotten first, so a page reattaching never sees them.
 */
export async function regenerateLastReply(
  deps: AcceptDeps,
  input: { sessionId: string; mode?: Mode | undefined; tone?: Tone | undefined; requestId: string },
  log: Logger,
): Promise<{ user: MessageRow; replaced: string; listener: ReplyListener }> {
  const { db, hub, queue } = deps;
  if (!hub.ready) throw unavailable(QUEUE_DOWN_MESSAGE);
  const last = await db
    .selectFrom('messages')
    .select(['id', 'is_user', 'reply_to', 'awaiting_reply'])
    .where('session_id', '=', input.sessionId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last?.awaiting_reply) throw inFlight();
  if (!last || last.is_user || !last.reply_to) throw nothingToRegenerate();
  const userMessageId = last.reply_to;
  await hub.forget(userMessageId);
  const listener = hub.listen(userMessageId);
  let user: MessageRow;
  try {
    user = await inTransaction(db, async (trx) => {
      if (await lockPending(trx, input.sessionId)) throw inFlight();
      const deleted = await trx
        .deleteFrom('messages')
        .where('id', '=', last.id)
        .where('session_id', '=', input.sessionId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1) throw nothingToRegenerate();
      return trx
        .updateTable('messages')
        .set({
          awaiting_reply: true,
          ...(input.mode ? { mode: input.mode } : {}),
          ...(input.tone ? { tone: input.tone } : {}),
        })
        .where('id', '=', userMessageId)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (err) {
    listener.close();
    if ((err as { code?: string }).code === '23505') throw inFlight();
    throw err;
  }
  try {
    // The finished job keeps its id a while: it goes, so the same id can be added again.
    await queue.remove(userMessageId).catch(() => 0);
    await enqueueReply(queue, replyJobFor(user, input.requestId), deps.retry);
  } catch (err) {
    log.warn({ err }, 'cannot enqueue the regenerated reply; the recovery sweep adds it');
  }
  return { user, replaced: last.id, listener };
}
