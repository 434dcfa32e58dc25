import { type Logger, type ServiceApp, topicName } from '@sage/shared';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { DB } from '../db/types.ts';
import type { QueueLoad } from '../domain/queueLoad.ts';
import type { ReplyQueue, ReplyRetryPolicy } from '../jobs/replyQueue.ts';
import type { ChatMetrics } from '../metrics.ts';
import type { ReplyHub } from '../relayApi.ts';
import {
  type ConversationDeps,
  clearConversation,
  exportConversation,
  readHistory,
  stopReply,
} from './conversation.ts';
import { type ReplyRouteDeps, regenerate, resumeStream, sendAndStream, sendAndWait } from './replies.ts';
import {
  ErrorBody,
  HistoryQuery,
  Message,
  Params,
  RegenerateBody,
  Reply,
  ResumeQuery,
  SendBody,
} from './schemas.ts';

export type { ChatMetrics } from '../metrics.ts';
export { createChatMetrics } from '../metrics.ts';

export interface ChatRouteDeps {
  db: Kysely<DB>;
  logger: Logger;
  secret: string;
  topicPrefix: string;
  companionName: string;
  queue: ReplyQueue;
  load?: QueueLoad | undefined;
  hub: ReplyHub;
  retry: ReplyRetryPolicy;
  /** How long POST /api/chat waits for the reply, and the stream waits without news. */
  replyWaitMs: number;
  /** Comment line sent on an idle stream so proxies keep it open. */
  pingMs?: number;
  metrics?: ChatMetrics;
}

/** Registers the chat API: each route's schema with its handler (the handlers live beside this file). */
export function chatRoutes(app: ServiceApp, deps: ChatRouteDeps): void {
  const topic = topicName('chatMessages', deps.topicPrefix);
  const replies: ReplyRouteDeps = { ...deps, topic, pingMs: deps.pingMs ?? 15_000 };
  const conversation: ConversationDeps = { ...deps, topic };
  const Stopping = Type.Object({ stopping: Type.Boolean() });

  app.get(
    '/api/chat/:id',
    {
      schema: {
        params: Params,
        querystring: HistoryQuery,
        response: { 200: Type.Array(Message), 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req, reply) => readHistory(conversation, req, reply),
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
          429: ErrorBody,
          503: ErrorBody,
          504: ErrorBody,
        },
      },
    },
    (req, reply) => sendAndWait(replies, req, reply),
  );
  app.post(
    '/api/chat/stream',
    {
      schema: {
        body: SendBody,
        response: { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    (req, reply) => sendAndStream(replies, req, reply),
  );
  app.get(
    '/api/chat/:id/stream',
    {
      schema: {
        params: Params,
        querystring: ResumeQuery,
        description: 'Reattach to the reply being written: events after `after`, then the rest live',
        response: { 400: ErrorBody, 404: ErrorBody, 503: ErrorBody },
      },
    },
    (req, reply) => resumeStream(replies, req, reply),
  );
  app.post(
    '/api/chat/:id/regenerate',
    {
      schema: {
        params: Params,
        body: RegenerateBody,
        description: 'Write the last reply again (it is replaced); answers like /api/chat/stream',
        response: { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody },
      },
    },
    (req, reply) => regenerate(replies, req, reply),
  );
  app.post(
    '/api/chat/:id/stop',
    { schema: { params: Params, response: { 202: Stopping, 404: ErrorBody, 503: ErrorBody } } },
    (req, reply) => stopReply(conversation, req, reply),
  );
  app.delete(
    '/api/chat/:id',
    { schema: { params: Params, response: { 204: Type.Null(), 404: ErrorBody } } },
    (req, reply) => clearConversation(conversation, req, reply),
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
    (req, reply) => exportConversation(conversation, req, reply),
  );
}
