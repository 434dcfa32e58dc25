import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AppError,
  badRequest,
  Counter,
  conflict,
  enqueueEvent,
  errorBody,
  Histogram,
  inTransaction,
  type Logger,
  makeEvent,
  ownedSessionId,
  type Redis,
  type Registry,
  SAFETY_CATEGORIES,
  type ServiceApp,
  topicName,
  unavailable,
} from '@sage/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { crisisFlag, flagCrisis } from '../db/flags.ts';
import {
  allMessagePages,
  deleteSessionMessages,
  findPending,
  findReplyTo,
  getMessage,
  insertUserMessage,
  listMessages,
  lockPending,
  type MessageDto,
  type MessageRow,
  recentUserMessages,
  releasePending,
  seqOf,
  toDto,
} from '../db/messages.ts';
import type { DB } from '../db/types.ts';
import { cleanMessage, conversationMarkdownChunks, exportFileName } from '../domain/messages.ts';
import { enqueueReply, type ReplyQueue, type ReplyRetryPolicy, replyJobIsDead } from '../jobs/replyQueue.ts';
import { type ReplyHub, type ReplyListener, requestStop } from '../relay.ts';
import {
  assessConversation,
  CONTEXT_WINDOW,
  type ConversationAssessment,
  CRISIS_STAYS_FOR,
} from '../safety/assess.ts';

export interface ChatRouteDeps {
  db: Kysely<DB>;
  logger: Logger;
  secret: string;
  topicPrefix: string;
  queuePrefix: string;
  companionName: string;
  queue: ReplyQueue;
  hub: ReplyHub;
  /** Commands (stop requests); fails fast while Redis is down. */
  redis: Redis;
  retry: ReplyRetryPolicy;
  /** How long POST /api/chat waits for the reply, and the stream waits without news. */
  replyWaitMs: number;
  /** How often a waiting request also looks in Postgres, in case a `done` message was lost. */
  pollMs?: number;
  /** Comment line sent on an idle stream so proxies keep it open. */
  pingMs?: number;
  metrics?: ChatMetrics;
}

export interface ChatMetrics {
  /** Messages accepted, by risk level. */
  messages: Counter<'risk' | 'category'>;
  /** How each wait for a reply ended, by route. */
  outcomes: Counter<'route' | 'outcome'>;
  /** Seconds from accepting a message to its reply (done only), by route. */
  replySeconds: Histogram<'route'>;
}

export function createChatMetrics(registry: Registry): ChatMetrics {
  return {
    messages: new Counter({
      name: 'chat_messages_total',
      help: 'Messages accepted, by assessed risk and kind of danger',
      labelNames: ['risk', 'category'],
      registers: [registry],
    }),
    outcomes: new Counter({
      name: 'chat_reply_outcomes_total',
      help: 'How waits for a reply ended (done, timeout, gone, failed, closed), by route',
      labelNames: ['route', 'outcome'],
      registers: [registry],
    }),
    replySeconds: new Histogram({
      name: 'chat_reply_seconds',
      help: 'Time from accepting a message to its stored reply',
      labelNames: ['route'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
      registers: [registry],
    }),
  };
}

const Risk = Type.Enum(['none', 'elevated', 'crisis']);
const Message = Type.Object({
  id: Type.String(),
  content: Type.String(),
  isUser: Type.Boolean(),
  sessionId: Type.String(),
  createdAt: Type.String(),
  risk: Type.Optional(Risk),
  category: Type.Optional(Type.Enum([...SAFETY_CATEGORIES])),
  language: Type.Optional(Type.Enum(['en', 'es'])),
  suggestions: Type.Optional(
    Type.Array(
      Type.Object({
        title: Type.String(),
        href: Type.String(),
        kind: Type.Enum(['article', 'lesson', 'exercise']),
      }),
      { maxItems: 2 },
    ),
  ),
});
const Reply = Type.Object({ ...Message.properties, isUser: Type.Literal(false), risk: Risk });
const ErrorBody = Type.Object({ error: Type.Object({ code: Type.String(), message: Type.String() }) });
const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
/** History is read a page at a time: the latest messages first, older pages by `before`. */
const HISTORY_PAGE = 200;
const EXPORT_PAGE = 1_000;
const HistoryQuery = Type.Object(
  {
    // Query strings are not coerced: a number from 1 to 500, as text.
    limit: Type.Optional(Type.String({ pattern: '^(?:[1-9][0-9]?|[1-4][0-9]{2}|500)$' })),
    before: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
const SendBody = Type.Object(
  {
    // The 4,000-character limit applies after trimming, in cleanMessage; this only bounds the parse.
    message: Type.String({ maxLength: 20_000 }),
    sessionId: Type.String({ minLength: 1, maxLength: 200 }),
    mode: Type.Enum(['supportive', 'problem-solving']),
    tone: Type.Enum(['casual', 'gen-z']),
  },
  { additionalProperties: false },
);
type SendBodyT = {
  message: string;
  sessionId: string;
  mode: 'supportive' | 'problem-solving';
  tone: 'casual' | 'gen-z';
};

const TIMEOUT_MESSAGE =
  'The reply is taking longer than usual. It will appear in your conversation as soon as it is ready.';
const CLEARED_MESSAGE = 'The conversation was cleared before the reply was ready.';
const FAILED_MESSAGE = "We couldn't write a reply just now. Please try sending your message again.";
const QUEUE_DOWN_MESSAGE = 'Chat replies are unavailable right now. Please try again in a moment.';

type Outcome =
  | { kind: 'done'; message: MessageDto }
  | { kind: 'gone' }
  | { kind: 'failed' }
  | { kind: 'timeout' }
  | { kind: 'closed' };

interface WaitOptions {
  /** Give up after this long without news (with `extendOnProgress`) or in total. */
  waitMs: number;
  extendOnProgress: boolean;
  pollMs: number;
  onDelta?: (text: string) => void;
  isClosed?: () => boolean;
}

/**
 * Waits for a reply's outcome from the worker (pub/sub), looking in Postgres every `pollMs` too, so a
 * lost `done` costs at most one poll. Deltas of the first run only are passed on (see relay.ts).
 */
async function waitForReply(
  db: Kysely<DB>,
  listener: ReplyListener,
  userMessageId: string,
  opts: WaitOptions,
): Promise<Outcome> {
  let deadline = Date.now() + opts.waitMs;
  let run: string | undefined;
  for (;;) {
    if (opts.isClosed?.()) return { kind: 'closed' };
    const left = deadline - Date.now();
    if (left <= 0) return { kind: 'timeout' };
    const event = await listener.next(Math.min(left, opts.pollMs));
    if (event === 'timeout') {
      const stored = await findReplyTo(db, userMessageId);
      if (stored) return { kind: 'done', message: toDto(stored) };
      if (!(await getMessage(db, userMessageId))) return { kind: 'gone' };
      continue;
    }
    switch (event.type) {
      case 'delta':
        run ??= event.run;
        if (event.run === run) opts.onDelta?.(event.text);
        if (opts.extendOnProgress) deadline = Date.now() + opts.waitMs;
        break;
      case 'done':
        return { kind: 'done', message: event.message };
      case 'gone':
        return { kind: 'gone' };
      case 'failed':
        return { kind: 'failed' };
    }
  }
}

/** Turns a disclosure keeps its crisis for (the assessment's own window, counted in user messages). */
const CRISIS_TURNS = CRISIS_STAYS_FOR;

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export function chatRoutes(app: ServiceApp, deps: ChatRouteDeps): void {
  const { db, secret, queue, hub } = deps;
  const topic = topicName('chatMessages', deps.topicPrefix);
  const pollMs = deps.pollMs ?? 1_000;
  const pingMs = deps.pingMs ?? 15_000;
  const observe = (route: 'post' | 'stream', outcome: Outcome, startedAt: number) => {
    deps.metrics?.outcomes.inc({ route, outcome: outcome.kind });
    if (outcome.kind === 'done')
      deps.metrics?.replySeconds.observe({ route }, (Date.now() - startedAt) / 1000);
  };

  /**
   * The message judged with the session's recent user messages and its crisis flag: a disclosure a
   * few turns back (or a flag a second opinion raised since) keeps the conversation at crisis.
   */
  async function assessInContext(sessionId: string, content: string): Promise<ConversationAssessment> {
    const [recent, flag] = await Promise.all([
      recentUserMessages(db, sessionId, CONTEXT_WINDOW - 1),
      crisisFlag(db, sessionId),
    ]);
    const oldestRecent = recent.at(CRISIS_TURNS - 1)?.created_at;
    return assessConversation([...recent.map((m) => m.content).reverse(), content], {
      crisisFlagged: flag !== undefined,
      flaggedCategory: flag?.category,
      flaggedRecently: flag !== undefined && (oldestRecent === undefined || flag.at >= oldestRecent),
    });
  }

  /**
   * Validates, stores the user message with its event and enqueues its reply job, all in one transaction
   * (a failed enqueue rolls the message back). Subscribes to the reply first, so no news is missed.
   */
  async function accept(
    req: FastifyRequest,
    body: SendBodyT,
  ): Promise<{ user: MessageRow; listener: ReplyListener }> {
    const sessionId = ownedSessionId(req, body.sessionId, secret);
    const content = cleanMessage(body.message);
    const assessment = await assessInContext(sessionId, content);
    const { level: risk, category, language } = assessment;
    const id = randomUUID();
    let listener: ReplyListener;
    try {
      listener = await hub.listen(id);
    } catch (err) {
      req.log.warn({ err }, 'cannot subscribe to replies');
      throw unavailable(QUEUE_DOWN_MESSAGE);
    }
    try {
      const user = await inTransaction(db, async (trx) => {
        const pending = await lockPending(trx, sessionId);
        if (pending) {
          const dead = await replyJobIsDead(queue, pending.id).catch((err) => {
            req.log.warn({ err }, 'cannot read the reply job');
            throw unavailable(QUEUE_DOWN_MESSAGE);
          });
          if (!dead) throw inFlight();
          await releasePending(trx, pending.id);
        }
        const row = await insertUserMessage(trx, {
          id,
          sessionId,
          content,
          risk,
          category,
          language,
          mode: body.mode,
          tone: body.tone,
        });
        await enqueueEvent(
          trx,
          topic,
          sessionId,
          makeEvent('chat.message.created', {
            messageId: id,
            sessionId,
            role: 'user',
            length: content.length,
            risk,
            ...(risk === 'none' ? {} : { category }),
          }),
        );
        // Only a message's own signs (re)start the flag's clock: turns kept at crisis by an earlier
        // disclosure must not keep the conversation there forever.
        const ownSigns = assessment.reasons.some((r) => r !== 'recent_disclosure');
        if (risk === 'crisis' && ownSigns) await flagCrisis(trx, sessionId, category);
        try {
          await enqueueReply(
            queue,
            { userMessageId: id, sessionId, mode: body.mode, tone: body.tone, requestId: String(req.id) },
            deps.retry,
          );
        } catch (err) {
          req.log.warn({ err }, 'cannot enqueue the reply job');
          throw unavailable(QUEUE_DOWN_MESSAGE);
        }
        return row;
      });
      deps.metrics?.messages.inc({ risk, category });
      if (risk !== 'none') {
        req.log.info(
          { messageId: id, risk, category, reasons: assessment.reasons, context: assessment.context },
          'message risk assessed',
        );
      }
      return { user, listener };
    } catch (err) {
      await listener.close();
      if (isUniqueViolation(err)) throw inFlight();
      throw err;
    }
  }

  app.get(
    '/api/chat/:id',
    {
      schema: {
        params: Params,
        querystring: HistoryQuery,
        response: { 200: Type.Array(Message), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const sessionId = ownedSessionId(req, req.params.id, secret);
      const limit = req.query.limit === undefined ? HISTORY_PAGE : Number(req.query.limit);
      const { before } = req.query;
      let beforeSeq: number | undefined;
      if (before !== undefined) {
        beforeSeq = await seqOf(db, sessionId, before);
        if (beforeSeq === undefined)
          throw badRequest('querystring.before is not a message of this conversation');
      }
      const rows = await listMessages(db, sessionId, { limit, beforeSeq });
      // A full page may have older messages before it: say where the previous page starts.
      const first = rows[0];
      if (rows.length === limit && first) {
        reply.header(
          'link',
          `</api/chat/${encodeURIComponent(req.params.id)}?before=${first.id}&limit=${limit}>; rel="prev"`,
        );
      }
      return rows.map(toDto);
    },
  );

  app.post(
    '/api/chat',
    {
      schema: {
        body: SendBody,
        response: {
          200: Reply,
          400: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          503: ErrorBody,
          504: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const startedAt = Date.now();
      const { user, listener } = await accept(req, req.body as SendBodyT);
      try {
        const outcome = await waitForReply(db, listener, user.id, {
          waitMs: deps.replyWaitMs,
          extendOnProgress: false,
          pollMs,
        });
        observe('post', outcome, startedAt);
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
        await listener.close();
      }
    },
  );

  app.post(
    '/api/chat/stream',
    {
      schema: {
        body: SendBody,
        response: { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody },
      },
    },
    async (req, reply) => {
      // Validation, ownership and the one-in-flight rule answer as JSON before the stream starts.
      const startedAt = Date.now();
      const { user, listener } = await accept(req, req.body as SendBodyT);
      reply.hijack();
      const res = reply.raw;
      let closed = false;
      res.on('close', () => {
        closed = true;
      });
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
        'x-request-id': String(req.id),
      });
      const send = (event: string, data: unknown) => {
        if (!closed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const ping = setInterval(() => {
        if (!closed) res.write(': ping\n\n');
      }, pingMs);
      try {
        send('user', { message: toDto(user) });
        const outcome = await waitForReply(db, listener, user.id, {
          waitMs: deps.replyWaitMs,
          extendOnProgress: true,
          pollMs,
          onDelta: (text) => send('delta', { text }),
          isClosed: () => closed,
        });
        observe('stream', outcome, startedAt);
        if (outcome.kind === 'done') send('done', { message: outcome.message });
        else if (outcome.kind === 'gone') send('error', errorBody('conflict', CLEARED_MESSAGE));
        else if (outcome.kind === 'failed') send('error', errorBody('unavailable', FAILED_MESSAGE));
        else if (outcome.kind === 'timeout') send('error', errorBody('reply_timeout', TIMEOUT_MESSAGE));
      } catch (err) {
        req.log.error({ err }, 'reply stream failed');
        send('error', errorBody('internal', 'Something went wrong on our side'));
      } finally {
        clearInterval(ping);
        await listener.close();
        if (!closed) res.end();
      }
    },
  );

  app.post(
    '/api/chat/:id/stop',
    {
      schema: {
        params: Params,
        response: { 202: Type.Object({ stopping: Type.Boolean() }), 404: ErrorBody, 503: ErrorBody },
      },
    },
    async (req, reply) => {
      const sessionId = ownedSessionId(req, req.params.id, secret);
      const pending = await findPending(db, sessionId);
      if (pending) {
        try {
          await requestStop(deps.redis, deps.queuePrefix, pending.id);
        } catch (err) {
          req.log.warn({ err }, 'cannot send the stop request');
          throw unavailable('Stopping is unavailable right now. Please try again in a moment.');
        }
      }
      return reply.status(202).send({ stopping: Boolean(pending) });
    },
  );

  app.delete(
    '/api/chat/:id',
    { schema: { params: Params, response: { 204: Type.Null(), 404: ErrorBody } } },
    async (req, reply) => {
      const sessionId = ownedSessionId(req, req.params.id, secret);
      const pending = await inTransaction(db, async (trx) => {
        const inFlightMessage = await lockPending(trx, sessionId);
        const deleted = await deleteSessionMessages(trx, sessionId);
        await enqueueEvent(trx, topic, sessionId, makeEvent('chat.history.cleared', { sessionId, deleted }));
        return inFlightMessage;
      });
      // A reply still being written has nothing left to answer: stop it (best effort; the worker also
      // finds the message gone and stores nothing).
      if (pending) {
        await requestStop(deps.redis, deps.queuePrefix, pending.id).catch((err) =>
          req.log.warn({ err }, 'cannot stop the reply in flight'),
        );
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/chat/:id/export',
    {
      schema: {
        params: Params,
        description: 'The conversation as Markdown, streamed page by page',
        response: { 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const sessionId = ownedSessionId(req, req.params.id, secret);
      const now = new Date();
      const pages = (async function* () {
        for await (const rows of allMessagePages(db, sessionId, EXPORT_PAGE)) {
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
    },
  );
}

const inFlight = () =>
  new AppError(
    409,
    'reply_in_progress',
    'A reply is already on its way. Please wait for it before sending another message.',
  );
