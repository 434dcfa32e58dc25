import { Readable } from 'node:stream';
import {
  badRequest,
  enqueueEvent,
  inTransaction,
  makeEvent,
  ownedSessionId,
  unavailable,
} from '@sage/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  allMessagePages,
  deleteSessionMessages,
  findPending,
  listMessages,
  lockPending,
  type MessageDto,
  seqOf,
  toDto,
} from '../db/messages.ts';
import type { DB } from '../db/types.ts';
import { conversationMarkdownChunks, exportFileName } from '../domain/messages.ts';
import type { ReplyHub } from '../relayApi.ts';
import { EXPORT_PAGE, HISTORY_PAGE } from './schemas.ts';

/** The handlers about a conversation as a whole: read a page, stop the reply, clear, export. */
export interface ConversationDeps {
  db: Kysely<DB>;
  hub: ReplyHub;
  secret: string;
  topic: string;
  companionName: string;
}

type WithId = FastifyRequest & { params: { id: string } };

/** GET /api/chat/:id: a page of history, oldest first, with a `Link` to the previous page when full. */
export async function readHistory(deps: ConversationDeps, req: FastifyRequest, reply: FastifyReply) {
  const { params, query } = req as WithId & { query: { limit?: string; before?: string } };
  const sessionId = ownedSessionId(req, params.id, deps.secret);
  const limit = query.limit === undefined ? HISTORY_PAGE : Number(query.limit);
  let beforeSeq: number | undefined;
  if (query.before !== undefined) {
    beforeSeq = await seqOf(deps.db, sessionId, query.before);
    if (beforeSeq === undefined) throw badRequest('querystring.before is not a message of this conversation');
  }
  const rows = await listMessages(deps.db, sessionId, { limit, beforeSeq });
  // A full page may have older messages before it: say where the previous page starts.
  const first = rows[0];
  if (rows.length === limit && first) {
    reply.header(
      'link',
      `</api/chat/${encodeURIComponent(params.id)}?before=${first.id}&limit=${limit}>; rel="prev"`,
    );
  }
  return rows.map((r) => {
    const dto: MessageDto & { awaitingReply?: true } = toDto(r);
    if (r.awaiting_reply) dto.awaitingReply = true;
    return dto;
  });
}

/** POST /api/chat/:id/stop: 202; the reply in flight stops and keeps what was said. */
export async function stopReply(deps: ConversationDeps, req: FastifyRequest, reply: FastifyReply) {
  const sessionId = ownedSessionId(req, (req as WithId).params.id, deps.secret);
  const pending = await findPending(deps.db, sessionId);
  if (pending) {
    try {
      await deps.hub.requestStop(pending.id);
    } catch (err) {
      req.log.warn({ err }, 'cannot send the stop request');
      throw unavailable('Stopping is unavailable right now. Please try again in a moment.');
    }
  }
  return reply.status(202).send({ stopping: Boolean(pending) });
}

/** DELETE /api/chat/:id: clears the conversation with its event; a reply in flight is stopped. */
export async function clearConversation(deps: ConversationDeps, req: FastifyRequest, reply: FastifyReply) {
  const sessionId = ownedSessionId(req, (req as WithId).params.id, deps.secret);
  const pending = await inTransaction(deps.db, async (trx) => {
    const inFlightMessage = await lockPending(trx, sessionId);
    const deleted = await deleteSessionMessages(trx, sessionId);
    await enqueueEvent(trx, deps.topic, sessionId, makeEvent('chat.history.cleared', { sessionId, deleted }));
    return inFlightMessage;
  });
  // A reply still being written has nothing left to answer: stop it (best effort; the worker also finds
  // the message gone and stores nothing).
  if (pending) {
    await deps.hub
      .requestStop(pending.id)
      .catch((err) => req.log.warn({ err }, 'cannot stop the reply in flight'));
  }
  return reply.status(204).send(null);
}

/** GET /api/chat/:id/export: the conversation as Markdown, streamed page by page. */
export async function exportConversation(deps: ConversationDeps, req: FastifyRequest, reply: FastifyReply) {
  const sessionId = ownedSessionId(req, (req as WithId).params.id, deps.secret);
  const now = new Date();
  const pages = (async function* () {
    for await (const rows of allMessagePages(deps.db, sessionId, EXPORT_PAGE)) {
      yield rows.map((r) => ({ isUser: r.is_user, content: r.content, createdAt: r.created_at }));
    }
  })();
  const body = Readable.from(
    conversationMarkdownChunks(pages, { companionName: deps.companionName, exportedAt: now }),
  );
  return reply
    .header('content-type', 'text/markdown; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(deps.companionName, now)}"`)
    .header('cache-control', 'no-store')
    .send(body as never); // a stream: the schema types only the JSON error answers
}
