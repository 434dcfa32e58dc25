import { conflict, errorBody, type Logger, notFound, ownedSessionId, unavailable } from '@sage/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findPending, findReplyTo, getMessage, type MessageRow, toDto } from '../db/messages.ts';
import type { DB } from '../db/types.ts';
import { type AcceptDeps, acceptMessage } from '../domain/acceptMessage.ts';
import { regenerateLastReply } from '../domain/regenerateReply.ts';
import { type Outcome, waitForReply } from '../domain/waitForReply.ts';
import type { ChatMetrics } from '../metrics.ts';
import type { ReplyHub, ReplyListener } from '../relayApi.ts';
import { CLEARED_MESSAGE, FAILED_MESSAGE, type SendBodyT, TIMEOUT_MESSAGE } from './schemas.ts';
import { type EventStream, openEventStream } from './sse.ts';

/** The handlers that wait for a reply: send and wait, send and stream, reattach to a stream. */
export interface ReplyRouteDeps extends AcceptDeps {
  db: Kysely<DB>;
  hub: ReplyHub;
  secret: string;
  logger: Logger;
  /** How long POST /api/chat waits for the reply, and a stream waits without news. */
  replyWaitMs: number;
  /** Comment line sent on an idle stream so proxies keep it open. */
  pingMs: number;
  metrics?: ChatMetrics | undefined;
}

type Route = 'post' | 'stream' | 'resume' | 'regenerate';

function observe(deps: ReplyRouteDeps, route: Route, outcome: Outcome, startedAt: number): void {
  deps.metrics?.outcomes.inc({ route, outcome: outcome.kind });
  if (outcome.kind === 'done') deps.metrics?.replySeconds.observe({ route }, (Date.now() - startedAt) / 1000);
}

function accept(deps: ReplyRouteDeps, req: FastifyRequest, body: SendBodyT, quiet: boolean) {
  const sessionId = ownedSessionId(req, body.sessionId, deps.secret);
  return acceptMessage(
    deps,
    { sessionId, message: body.message, mode: body.mode, tone: body.tone, requestId: String(req.id), quiet },
    req.log as Logger,
  );
}

/** POST /api/chat: stores the message and answers with the stored reply. */
export async function sendAndWait(deps: ReplyRouteDeps, req: FastifyRequest, reply: FastifyReply) {
  const startedAt = Date.now();
  const { user, listener, reply: now } = await accept(deps, req, req.body as SendBodyT, true);
  if (now) {
    listener.close();
    observe(deps, 'post', { kind: 'done', message: toDto(now) }, startedAt);
    return { ...toDto(now), isUser: false as const, risk: now.risk };
  }
  try {
    const outcome = await waitForReply(deps.db, deps.hub, listener, user.id, {
      waitMs: deps.replyWaitMs,
      extendOnProgress: false,
    });
    observe(deps, 'post', outcome, startedAt);
    switch (outcome.kind) {
      case 'done':
        return { ...outcome.message, isUser: false as const, risk: outcome.message.risk ?? 'none' };
      case 'gone':
        throw conflict(CLEARED_MESSAGE);
      case 'failed':
        throw unavailable(FAILED_MESSAGE);
      default:
        return reply.status(504).send(errorBody('reply_timeout', TIMEOUT_MESSAGE));
    }
  } finally {
    listener.close();
  }
}

/**
 * Streams one reply: deltas (each with its number in the reply's log as the event id, for `after`),
 * then `done` with the stored reply, or `error`.
 */
export async function streamReplyEvents(
  deps: ReplyRouteDeps,
  route: Route,
  stream: EventStream,
  listener: ReplyListener,
  userMessageId: string,
  startedAt: number,
  log: Logger,
  replayAfter?: number,
): Promise<void> {
  try {
    const outcome = await waitForReply(deps.db, deps.hub, listener, userMessageId, {
      waitMs: deps.replyWaitMs,
      extendOnProgress: true,
      onDelta: (text, n) => stream.send('delta', { text }, n),
      signal: stream.signal,
      ...(replayAfter === undefined ? {} : { replayAfter }),
    });
    observe(deps, route, outcome, startedAt);
    if (outcome.kind === 'done') stream.send('done', { message: outcome.message });
    else if (outcome.kind === 'gone') stream.send('error', errorBody('conflict', CLEARED_MESSAGE));
    else if (outcome.kind === 'failed') stream.send('error', errorBody('unavailable', FAILED_MESSAGE));
    else if (outcome.kind === 'timeout') stream.send('error', errorBody('reply_timeout', TIMEOUT_MESSAGE));
  } catch (err) {
    log.error({ err }, 'reply stream failed');
    stream.send('error', errorBody('internal', 'Something went wrong on our side'));
  } finally {
    listener.close();
    stream.end();
  }
}

/** POST /api/chat/stream: validation, ownership and the one-in-flight rule answer as JSON first. */
export async function sendAndStream(deps: ReplyRouteDeps, req: FastifyRequest, reply: FastifyReply) {
  const startedAt = Date.now();
  const { user, listener, reply: now } = await accept(deps, req, req.body as SendBodyT, false);
  const stream = openEventStream(req, reply, deps.pingMs);
  stream.send('user', { message: toDto(user) });
  if (now) {
    // A crisis: its fixed reply was stored with the message.
    listener.close();
    observe(deps, 'stream', { kind: 'done', message: toDto(now) }, startedAt);
    stream.send('done', { message: toDto(now) });
    stream.end();
    return;
  }
  await streamReplyEvents(deps, 'stream', stream, listener, user.id, startedAt, req.log as Logger);
}

/**
 * GET /api/chat/:id/stream: a page that reloaded (or lost its connection) while a reply was written
 * reattaches: what was written after event `after` first, then the rest live; `done` when it is stored.
 */
export async function resumeStream(deps: ReplyRouteDeps, req: FastifyRequest, reply: FastifyReply) {
  const startedAt = Date.now();
  const { id } = req.params as { id: string };
  const query = req.query as { after?: string; message?: string };
  const sessionId = ownedSessionId(req, id, deps.secret);
  let target: MessageRow | undefined;
  if (query.message) {
    target = await getMessage(deps.db, query.message);
    if (!target || target.session_id !== sessionId || !target.is_user) throw notFound('Message not found');
  } else {
    target = await findPending(deps.db, sessionId);
    if (!target) throw notFound('No reply is being written');
  }
  if (!target.awaiting_reply) {
    // Already answered (or given up): the stored reply at once, nothing to follow.
    const stored = await findReplyTo(deps.db, target.id);
    if (!stored) throw notFound('No reply is being written');
    const stream = openEventStream(req, reply, deps.pingMs);
    stream.send('done', { message: toDto(stored) });
    stream.end();
    return;
  }
  if (!deps.hub.ready) throw unavailable('Replies cannot be followed right now. Please reload in a moment.');
  const listener = deps.hub.listen(target.id);
  const stream = openEventStream(req, reply, deps.pingMs);
  await streamReplyEvents(
    deps,
    'resume',
    stream,
    listener,
    target.id,
    startedAt,
    req.log as Logger,
    Number(query.after ?? 0),
  );
}

/**
 * POST /api/chat/:id/regenerate: the last reply is written again (it is replaced in history). Answers
 * like the stream: `user` (the message answered again, with `replaces`: the old reply's id), deltas,
 * then `done` with the new stored reply.
 */
export async function regenerate(deps: ReplyRouteDeps, req: FastifyRequest, reply: FastifyReply) {
  const startedAt = Date.now();
  const { id } = req.params as { id: string };
  const body = (req.body ?? {}) as { mode?: SendBodyT['mode']; tone?: SendBodyT['tone'] };
  const sessionId = ownedSessionId(req, id, deps.secret);
  const { user, replaced, listener } = await regenerateLastReply(
    deps,
    { sessionId, mode: body.mode, tone: body.tone, requestId: String(req.id) },
    req.log as Logger,
  );
  const stream = openEventStream(req, reply, deps.pingMs);
  stream.send('user', { message: toDto(user), replaces: replaced });
  await streamReplyEvents(deps, 'regenerate', stream, listener, user.id, startedAt, req.log as Logger);
}
