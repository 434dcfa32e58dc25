import { randomUUID } from 'node:crypto';
import {
  assessConversation,
  CONTEXT_WINDOW,
  type ConversationAssessment,
  CRISIS_STAYS_FOR,
  raisesFlag,
} from '@sage/safety';
import {
  AppError,
  enqueueEvent,
  inTransaction,
  type Logger,
  makeEvent,
  type Risk,
  type SafetyCategory,
  type SafetyLanguage,
  unavailable,
} from '@sage/shared';
import type { Kysely } from 'kysely';
import { flagCrisis } from '../db/flags.ts';
import { insertUserMessage, lockPending, type MessageRow, releasePending } from '../db/messages.ts';
import { insertUserMessageWithEvent, judgingContext } from '../db/replyPath.ts';
import type { DB, Mode, Tone } from '../db/types.ts';
import { safetyDraft } from '../jobs/draft.ts';
import { enqueueReply, type ReplyQueue, type ReplyRetryPolicy, replyJobIsDead } from '../jobs/replyQueue.ts';
import { storeReply } from '../jobs/storeReply.ts';
import type { ChatMetrics } from '../metrics.ts';
import type { ReplyHub, ReplyListener } from '../relayApi.ts';
import { cleanMessage } from './messages.ts';
import { busy, type QueueLoad } from './queueLoad.ts';
import { crisisRepliesInARow } from './replyDecision.ts';

export const QUEUE_DOWN_MESSAGE = 'Chat replies are unavailable right now. Please try again in a moment.';

export const inFlight = () =>
  new AppError(
    409,
    'reply_in_progress',
    'A reply is already on its way. Please wait for it before sending another message.',
  );

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export interface AcceptDeps {
  db: Kysely<DB>;
  queue: ReplyQueue;
  hub: ReplyHub;
  retry: ReplyRetryPolicy;
  /** The chat messages topic (with its prefix). */
  topic: string;
  companionName: string;
  /** How long the replies queue is: a message that would wait too long is turned away (not a crisis). */
  load?: QueueLoad | undefined;
  metrics?: ChatMetrics | undefined;
}

export interface Incoming {
  sessionId: string;
  message: string;
  mode: Mode;
  tone: Tone;
  requestId: string;
  /** The sender waits for the stored reply only (POST /api/chat): its words are not relayed as written. */
  quiet?: boolean;
}

/**
 * The message judged with the session's recent user messages and its crisis flag: a disclosure a few
 * turns back (or a flag a second opinion raised since) keeps the conversation at crisis.
 */
export async function assessInContext(
  db: Kysely<DB>,
  sessionId: string,
  content: string,
): Promise<ConversationAssessment> {
  const { recent, flag } = await judgingContext(db, sessionId, CONTEXT_WINDOW - 1);
  // Turns a disclosure keeps its crisis for (the assessment's own window, counted in user messages).
  const oldestRecent = recent.at(CRISIS_STAYS_FOR - 1)?.created_at;
  return assessConversation([...recent.map((m) => m.content).reverse(), content], {
    crisisFlagged: flag !== undefined,
    flaggedCategory: flag?.category,
    flaggedRecently: flag !== undefined && (oldestRecent === undefined || flag.at >= oldestRecent),
  });
}

/** The job for a stored user message: everything the worker needs, so it never waits for the row. */
export function replyJobFor(row: MessageRow, requestId?: string, quiet = false) {
  return {
    userMessageId: row.id,
    sessionId: row.session_id,
    seq: Number(row.seq),
    content: row.content,
    mode: row.mode ?? 'supportive',
    tone: row.tone ?? 'casual',
    risk: row.risk as Risk,
    category: row.category as SafetyCategory,
    language: row.language as SafetyLanguage,
    ...(row.written_in ? { writtenIn: row.written_in } : {}),
    ...(requestId ? { requestId } : {}),
    ...(quiet ? { quiet } : {}),
  };
}

/** Enough of the latest companion messages to tell every follow-up wording apart. */
const CRISIS_REPLIES_COUNTED = 12;

/** How many of the session's latest companion messages in a row were crisis replies (their words vary). */
async function crisisRepliesBefore(db: Kysely<DB>, sessionId: string) {
  const rows = await db
    .selectFrom('messages')
    .select('source')
    .where('session_id', '=', sessionId)
    .where('is_user', '=', false)
    .orderBy('seq', 'desc')
    .limit(CRISIS_REPLIES_COUNTED)
    .execute();
  return crisisRepliesInARow(rows.map((r) => r.source));
}

/**
 * Accepts a message: assesses it in context, stores it with its event (and the session's crisis flag)
 * in one transaction, then, committed, adds its reply job ("commit, enqueue, sweep": when the add fails,
 * the worker's sweep adds it later, and the wait still ends with the reply or a timeout). The caller's
 * listener is in place before the job exists, so no event is missed.
 *
 * A crisis never waits for a worker: its fixed reply needs no model, so it is stored with the message, in
 * the same transaction, and answered at once (`reply`), however long the queue. Any other message is
 * turned away at once (429 with Retry-After, nothing stored) while the queue is too long to answer it in
 * time.
 */
export async function acceptMessage(
  deps: AcceptDeps,
  incoming: Incoming,
  log: Logger,
): Promise<{ user: MessageRow; listener: ReplyListener; reply?: MessageRow }> {
  const { db, hub, queue } = deps;
  const { sessionId } = incoming;
  const content = cleanMessage(incoming.message);
  const assessment = await assessInContext(db, sessionId, content);
  const { level: risk, category, language } = assessment;
  const answerNow = risk === 'crisis';
  if (!answerNow) {
    if (!hub.ready) throw unavailable(QUEUE_DOWN_MESSAGE);
    const retryAfterS = deps.load?.retryAfterS();
    if (retryAfterS !== undefined) {
      deps.metrics?.outcomes.inc({ route: 'accept', outcome: 'busy' });
      log.warn({ retryAfterS, ...deps.load?.state }, 'replies queue too long; message turned away');
      throw busy(retryAfterS);
    }
  }
  const id = randomUUID();
  const listener = hub.listen(id);
  const event = makeEvent('chat.message.created', {
    messageId: id,
    sessionId,
    role: 'user',
    length: content.length,
    risk,
    ...(risk === 'none' ? {} : { category }),
  });
  const values = {
    id,
    sessionId,
    content,
    risk,
    category,
    language,
    writtenIn: assessment.writtenIn ?? null,
    mode: incoming.mode,
    tone: incoming.tone,
  };
  // Only the writer's own signs of danger (re)start the crisis flag's clock (raisesFlag): turns kept at crisis
  // by an earlier disclosure must not keep the conversation there forever, and a crisis read from weak
  // evidence alone must not hold the next turns at crisis when they show no danger.
  const flags = raisesFlag(assessment);
  /** The general path: a pending message is looked at (its job may be dead), the flag is set. */
  const inOneTransaction = () =>
    inTransaction(db, async (trx): Promise<{ row: MessageRow; reply?: MessageRow | undefined }> => {
      const pending = await lockPending(trx, sessionId);
      if (pending) {
        const dead = await replyJobIsDead(queue, pending).catch((err) => {
          log.warn({ err }, 'cannot read the reply job');
          throw unavailable(QUEUE_DOWN_MESSAGE);
        });
        if (!dead) throw inFlight();
        await releasePending(trx, pending.id);
      }
      const row = await insertUserMessage(trx, values);
      await enqueueEvent(trx, deps.topic, sessionId, event);
      if (flags) await flagCrisis(trx, sessionId, category);
      if (!answerNow) return { row };
      const draft = safetyDraft(assessment, {
        companionName: deps.companionName,
        writtenIn: assessment.writtenIn,
        crisisRepliesBefore: await crisisRepliesBefore(trx, sessionId),
      });
      const reply = await storeReply(
        trx,
        deps.topic,
        { id, sessionId },
        { ...draft, writtenIn: assessment.writtenIn },
      );
      return { row, reply };
    });
  let stored: { row: MessageRow; reply?: MessageRow | undefined };
  try {
    // The usual case in one round trip; a message still pending (the unique index says so), a crisis
    // flag to set or a crisis to answer takes the general path.
    stored =
      flags || answerNow
        ? await inOneTransaction()
        : await insertUserMessageWithEvent(db, values, deps.topic, event).then(
            (row) => ({ row }),
            (err) => {
              if (isUniqueViolation(err)) return inOneTransaction();
              throw err;
            },
          );
  } catch (err) {
    listener.close();
    if (isUniqueViolation(err)) throw inFlight();
    throw err;
  }
  const { row: user, reply } = stored;
  if (!reply) {
    try {
      await enqueueReply(queue, replyJobFor(user, incoming.requestId, incoming.quiet), deps.retry);
    } catch (err) {
      log.warn({ err }, 'cannot enqueue the reply job; the recovery sweep adds it');
    }
  }
  deps.metrics?.messages.inc({ risk, category });
  if (risk !== 'none') {
    log.info(
      { messageId: id, risk, category, reasons: assessment.reasons, context: assessment.context },
      'message risk assessed',
    );
  }
  return reply ? { user, listener, reply } : { user, listener };
}
