import { randomUUID } from 'node:crypto';
import {
  enqueueEvent,
  inTransaction,
  type Logger,
  makeEvent,
  QUEUES,
  type Redis,
  type Risk,
  type SafetyCategory,
  type SafetyLanguage,
  topicName,
} from '@sage/shared';
import { type Job, Worker } from 'bullmq';
import type { Kysely } from 'kysely';
import { offlineReply, suggestionsFor } from '../companion/index.ts';
import type { Config } from '../config.ts';
import { attachmentStyleOf } from '../db/attachmentStyles.ts';
import { crisisFlag, flagCrisis } from '../db/flags.ts';
import {
  findReplyTo,
  getMessage,
  historyBefore,
  insertReply,
  type MessageRow,
  raiseUserRisk,
  releasePending,
  toDto,
} from '../db/messages.ts';
import type { DB, Mode, ReplySource, Suggestion, Tone } from '../db/types.ts';
import { GuardedStream } from '../domain/guardedStream.ts';
import { buildPrompt } from '../domain/prompt.ts';
import type { ChatModel } from '../llm/model.ts';
import { publishReplyEvent, type ReplyEvent, type StopWatcher } from '../relay.ts';
import {
  elevatedNote,
  mentionsHelp,
  SAFE_OUTPUT_REPLY,
  STOPPED_BEFORE_START_REPLY,
  safetyReply,
} from '../safety/replies.ts';
import { type Opinion, type SecondOpinion, withSecondOpinion } from '../safety/secondOpinion.ts';
import type { ReplyJobData, ReplyJobResult } from './replyQueue.ts';

export interface ReplyWorkerDeps {
  db: Kysely<DB>;
  /** Publishes reply events (a connection that waits through reconnects). */
  publisher: Redis;
  stops: StopWatcher;
  logger: Logger;
  /** null: the offline companion answers every message. */
  model: ChatModel | null;
  /** A second opinion on each message beside the rules, and how long it may delay a reply. */
  secondOpinion?: { judge: SecondOpinion; boundMs: number } | null;
  config: Pick<Config, 'COMPANION_NAME' | 'PROMPT_TOKEN_BUDGET' | 'QUEUE_PREFIX' | 'KAFKA_TOPIC_PREFIX'>;
  /** How long to wait for the user message to become visible (its transaction commits after the enqueue). */
  messageWaitMs?: number;
}

interface Draft {
  content: string;
  source: ReplySource;
  risk: Risk;
  category: SafetyCategory;
  language: SafetyLanguage;
  suggestions: Suggestion[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The API enqueues the job inside the transaction that stores the message, so a fast worker can start
 * before that commit is visible: look again a few times, quickly at first.
 */
async function waitForMessage(db: Kysely<DB>, id: string, waitMs: number): Promise<MessageRow | undefined> {
  const deadline = Date.now() + waitMs;
  let pause = 5;
  for (;;) {
    const row = await getMessage(db, id);
    if (row || Date.now() >= deadline) return row;
    await sleep(pause);
    pause = Math.min(pause * 2, 200);
  }
}

/** Splits a ready-made reply into sentence-sized deltas, so it streams like a model's would. */
function emitInPieces(text: string, emit: (piece: string) => void): void {
  for (const piece of text.split(/(?<=[.!?:]\s+|\n)/)) if (piece) emit(piece);
}

/**
 * Writes one reply: crisis messages get the fixed crisis reply; others go to the model (streamed, with
 * the output check before anything is sent) or to the offline companion. A model failure is thrown so
 * BullMQ retries with backoff; on the last attempt the offline companion answers instead. The reply and
 * its event are stored in one transaction, once: the reply's `reply_to` is unique.
 */
export function createReplyProcessor(deps: ReplyWorkerDeps) {
  const { db, config } = deps;
  const topic = topicName('chatMessages', config.KAFKA_TOPIC_PREFIX);
  const prefix = config.QUEUE_PREFIX;

  async function draft(
    job: Job<ReplyJobData, ReplyJobResult>,
    user: MessageRow,
    signal: AbortSignal,
    publish: (e: ReplyEvent) => Promise<unknown>,
    log: Logger,
  ): Promise<Draft> {
    let run = randomUUID();
    const emit = (text: string) => {
      publish({ type: 'delta', run, text }).catch((err) => log.warn({ err }, 'cannot relay a delta'));
    };
    const mode: Mode = user.mode ?? job.data.mode;
    const tone: Tone = user.tone ?? job.data.tone;
    const language = user.language;

    const [attachmentStyle, flag, history] = await Promise.all([
      attachmentStyleOf(db, user.session_id),
      crisisFlag(db, user.session_id),
      historyBefore(db, user.session_id, user.seq),
    ]);
    const verdict = await judged(user, history, log);
    const { level: risk, category } = verdict;
    const base = { risk, category, language, suggestions: [] as Suggestion[] };

    if (risk === 'crisis') {
      // A later turn of a crisis gets a shorter opening with the same resources.
      const followUp = history.find((m) => !m.is_user)?.source === 'crisis';
      const content = safetyReply(category === 'none' ? 'suicide' : category, {
        companionName: config.COMPANION_NAME,
        language,
        followUp,
      });
      emitInPieces(content, emit);
      return { ...base, content, source: 'crisis' };
    }
    if (signal.aborted) {
      emit(STOPPED_BEFORE_START_REPLY);
      return { ...base, content: STOPPED_BEFORE_START_REPLY, source: 'stopped' };
    }

    const crisisFlagged = flag !== undefined;
    const oldestFirst = [...history].reverse();
    const offline = (): Draft => {
      const reply = offlineReply({
        message: user.content,
        mode,
        tone,
        companionName: config.COMPANION_NAME,
        risk,
        category,
        language,
        crisisFlagged,
        attachmentStyle,
        history: oldestFirst.map((m) => ({ isUser: m.is_user, content: m.content })),
      });
      emitInPieces(reply.content, emit);
      return { ...base, content: reply.content, suggestions: reply.suggestions, source: 'offline' };
    };
    if (!deps.model) return offline();

    const messages = buildPrompt({
      companionName: config.COMPANION_NAME,
      mode,
      tone,
      attachmentStyle,
      risk,
      crisisFlagged,
      history: history.map((m) => ({ isUser: m.is_user, content: m.content })),
      message: user.content,
      tokenBudget: config.PROMPT_TOKEN_BUDGET,
    });
    const guard = new GuardedStream(emit);
    let result: Awaited<ReturnType<ChatModel['stream']>>;
    try {
      result = await deps.model.stream(messages, {
        signal,
        onDelta: (d) => guard.push(guard.fullText ? d : d.trimStart()),
      });
    } catch (err) {
      const attempts = job.opts.attempts ?? 1;
      if (job.attemptsMade + 1 < attempts) {
        log.warn({ err: (err as Error).message }, 'model call failed; the job retries with backoff');
        throw err;
      }
      log.warn(
        { err: (err as Error).message },
        'model still failing after retries; the offline companion answers',
      );
      // Whatever part was streamed is replaced: a new run keeps the API from appending to it.
      if (guard.emittedText) run = randomUUID();
      return offline();
    }

    if (!guard.finish()) {
      log.warn('model output failed the safety check; replaced by the safe reply');
      run = randomUUID();
      emitInPieces(SAFE_OUTPUT_REPLY, emit);
      return {
        ...base,
        content: SAFE_OUTPUT_REPLY,
        source: 'safety',
        risk: risk === 'none' ? 'elevated' : risk,
      };
    }
    if (result.stopped) {
      if (guard.fullText.trim()) return { ...base, content: guard.fullText, source: 'stopped' };
      emit(STOPPED_BEFORE_START_REPLY);
      return { ...base, content: STOPPED_BEFORE_START_REPLY, source: 'stopped' };
    }
    let content = guard.fullText;
    if (risk === 'elevated' && !mentionsHelp(content)) {
      const note = `\n\n${elevatedNote(category, language)}`;
      emit(note);
      content += note;
    }
    const recentUser = [...oldestFirst.filter((m) => m.is_user).map((m) => m.content), user.content];
    return { ...base, content, suggestions: suggestionsFor(recentUser.slice(-4)), source: 'llm' };
  }

  /**
   * The rules' verdict (made when the message was accepted), raised by the second opinion when one is
   * configured. A raised verdict is recorded on the message, and a crisis flags the session, so the
   * next turns stay on the safety footing.
   */
  async function judged(
    user: MessageRow,
    history: { is_user: boolean; content: string }[],
    log: Logger,
  ): Promise<Opinion> {
    const rules: Opinion = { level: user.risk, category: user.category };
    const second = deps.secondOpinion;
    if (!second || rules.level === 'crisis') return rules;
    const recentUser = history
      .filter((m) => m.is_user)
      .slice(0, 3)
      .map((m) => m.content)
      .reverse();
    const { verdict, outcome } = await withSecondOpinion(
      rules,
      [...recentUser, user.content],
      second.judge,
      second.boundMs,
    );
    if (outcome === 'timeout' || outcome === 'failed') {
      log.warn({ outcome }, 'second opinion unavailable; the rules stand');
    }
    if (outcome !== 'raised') return rules;
    log.info(
      { from: rules.level, to: verdict.level, category: verdict.category },
      'second opinion raised the risk',
    );
    await raiseUserRisk(db, user.id, { risk: verdict.level, category: verdict.category });
    if (verdict.level === 'crisis') await flagCrisis(db, user.session_id, verdict.category);
    return verdict;
  }

  async function store(user: MessageRow, d: Draft): Promise<MessageRow | undefined> {
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
        sessionId: user.session_id,
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
          user.session_id,
          makeEvent('chat.message.created', {
            messageId: row.id,
            sessionId: user.session_id,
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

  return async function processReply(job: Job<ReplyJobData, ReplyJobResult>): Promise<ReplyJobResult> {
    const id = job.data.userMessageId;
    const log = deps.logger.child({
      jobId: job.id,
      reqId: job.data.requestId,
      attempt: job.attemptsMade + 1,
    });
    const publish = (event: ReplyEvent) => publishReplyEvent(deps.publisher, prefix, id, event);

    const user = await waitForMessage(db, id, deps.messageWaitMs ?? 10_000);
    if (!user) {
      log.info('the message is gone (cleared, or never committed); nothing to answer');
      await publish({ type: 'gone' });
      return { replyId: null, source: 'discarded' };
    }
    const existing = await findReplyTo(db, id);
    if (existing) {
      await publish({ type: 'done', message: toDto(existing) });
      return { replyId: existing.id, source: 'existing' };
    }

    const signal = await deps.stops.watch(id);
    try {
      const d = await draft(job, user, signal, publish, log);
      const stored = await store(user, d);
      if (!stored) {
        log.info('the conversation was cleared while the reply was written; nothing stored');
        await publish({ type: 'gone' });
        return { replyId: null, source: 'discarded' };
      }
      await publish({ type: 'done', message: toDto(stored) });
      log.info({ source: stored.source, risk: stored.risk, length: stored.content.length }, 'reply stored');
      return { replyId: stored.id, source: d.source };
    } finally {
      deps.stops.unwatch(id);
    }
  };
}

export interface ReplyWorkerOptions extends ReplyWorkerDeps {
  /** A blocking connection for BullMQ (`createRedis(url, 'worker')`). */
  connection: Redis;
  concurrency: number;
  lockDurationMs: number;
  stalledIntervalMs: number;
}

export function startReplyWorker(opts: ReplyWorkerOptions): Worker<ReplyJobData, ReplyJobResult, 'reply'> {
  const { logger, db } = opts;
  const worker = new Worker<ReplyJobData, ReplyJobResult, 'reply'>(
    QUEUES.chatReplies,
    createReplyProcessor(opts),
    {
      connection: opts.connection,
      prefix: opts.config.QUEUE_PREFIX,
      concurrency: opts.concurrency,
      lockDuration: opts.lockDurationMs,
      stalledInterval: opts.stalledIntervalMs,
      // A job whose worker died twice is given up; the visitor can send again.
      maxStalledCount: 2,
    },
  );
  worker.on('failed', (job, err) => {
    if (!job) return;
    void (async () => {
      const state = await job.getState().catch(() => 'unknown');
      if (state !== 'failed') return;
      logger.error(
        { jobId: job.id, reqId: job.data.requestId, err: err.message },
        'reply job failed for good',
      );
      await releasePending(db, job.data.userMessageId);
      await publishReplyEvent(opts.publisher, opts.config.QUEUE_PREFIX, job.data.userMessageId, {
        type: 'failed',
      });
    })().catch((e) => logger.warn({ err: e }, 'cannot record a failed reply job'));
  });
  worker.on('error', (err) => logger.error({ err }, 'reply worker error'));
  return worker;
}
