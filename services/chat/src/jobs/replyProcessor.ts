import { type Logger, topicName } from '@sage/shared';
import { type Job, Worker } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { toDto } from '../db/messages.ts';
import { replyContextOf } from '../db/replyPath.ts';
import type { DB } from '../db/types.ts';
import { ModelBusyError, type ModelLimits } from '../llm/limits.ts';
import type { ChatModel } from '../llm/model.ts';
import type { SecondOpinion } from '../llm/secondOpinion.ts';
import type { ReplyMetrics } from '../metrics.ts';
import type { ReplyEventBody } from '../relayEvents.ts';
import { DeltaCoalescer, type ReplyPublisher, type StopWatcher } from '../relayWorker.ts';
import { type DraftOutput, newRunId, writeDraft } from './draft.ts';
import type { ReplyJobData, ReplyJobResult } from './replyQueue.ts';
import { storeReply } from './storeReply.ts';

export interface ReplyProcessorDeps {
  db: Kysely<DB>;
  /** Writes reply events (a connection that waits through reconnects). */
  publisher: ReplyPublisher;
  stops: StopWatcher;
  logger: Logger;
  /** null: the offline companion answers every message. */
  model: ChatModel | null;
  /** A second opinion on each message beside the rules, and how long it may delay a reply. */
  secondOpinion?: { judge: SecondOpinion; boundMs: number } | null;
  /** The provider's limits on requests and tokens per minute, shared by all workers. */
  limits?: ModelLimits | null;
  /** Pauses the whole queue, every worker, for this long (BullMQ's rate limit). */
  pauseQueue?: (ms: number) => Promise<void>;
  config: Pick<
    Config,
    'COMPANION_NAME' | 'PROMPT_TOKEN_BUDGET' | 'LLM_MAX_TOKENS' | 'QUEUE_PREFIX' | 'KAFKA_TOPIC_PREFIX'
  >;
  /** Deltas are sent at most this often (the first at once). */
  coalesceMs?: number;
  /** The worker's metrics; none in tests that do not read them. */
  metrics?: ReplyMetrics | undefined;
}

/**
 * One reply job: read the conversation before the message (the message itself comes with the job),
 * write the draft while streaming it, store it once, tell the API.
 */
export function createReplyProcessor(deps: ReplyProcessorDeps) {
  const { db, config } = deps;
  const topic = topicName('chatMessages', config.KAFKA_TOPIC_PREFIX);

  return async function processReply(job: Job<ReplyJobData, ReplyJobResult>): Promise<ReplyJobResult> {
    const { data } = job;
    const id = data.userMessageId;
    const log = deps.logger.child({ jobId: job.id, reqId: data.requestId, attempt: job.attemptsMade + 1 });
    const publish = (event: ReplyEventBody) => deps.publisher.publish(id, event);

    // Everything read before writing, at once: the conversation with the session's flag and style (one
    // query), and whether a stop came before the start.
    const [ctx, signal] = await Promise.all([replyContextOf(db, data), deps.stops.watch(id)]).catch((err) => {
      deps.stops.unwatch(id);
      throw err;
    });
    if (!ctx.exists) {
      deps.stops.unwatch(id);
      log.info('the message is gone (cleared); nothing to answer');
      await publish({ type: 'gone' });
      return { replyId: null, source: 'discarded' };
    }
    if (ctx.reply) {
      deps.stops.unwatch(id);
      await publish({ type: 'done', message: toDto(ctx.reply) });
      return { replyId: ctx.reply.id, source: 'existing' };
    }

    let run = newRunId();
    const coalescer = new DeltaCoalescer((text) => {
      if (data.quiet) return;
      publish({ type: 'delta', run, text }).catch((err) => log.warn({ err }, 'cannot relay a delta'));
    }, deps.coalesceMs ?? 25);
    const out: DraftOutput = {
      emit: (text) => coalescer.push(text),
      newRun: () => {
        coalescer.flush();
        run = newRunId();
      },
    };
    try {
      const d = await writeDraft(
        deps,
        { data, lastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) },
        { history: ctx.history, crisisFlagged: ctx.flag !== undefined, attachmentStyle: ctx.attachmentStyle },
        signal,
        out,
        log,
      ).catch(async (err) => {
        if (!(err instanceof ModelBusyError) || !deps.pauseQueue) throw err;
        // The provider's limits: every worker waits, and this reply goes back to the queue, in order,
        // without using an attempt.
        log.warn({ waitMs: err.waitMs }, 'model limits reached; replies wait');
        await deps.pauseQueue(err.waitMs);
        throw Worker.RateLimitError();
      });
      coalescer.flush();
      const stored = await storeReply(
        db,
        topic,
        { id, sessionId: data.sessionId },
        { ...d, writtenIn: data.writtenIn },
      );
      if (!stored) {
        log.info('the conversation was cleared while the reply was written; nothing stored');
        await publish({ type: 'gone' });
        return { replyId: null, source: 'discarded' };
      }
      await publish({ type: 'done', message: toDto(stored) });
      deps.metrics?.replies.inc({ source: stored.source ?? 'unknown' });
      log.info({ source: stored.source, risk: stored.risk, length: stored.content.length }, 'reply stored');
      return { replyId: stored.id, source: d.source };
    } finally {
      coalescer.flush();
      deps.stops.unwatch(id);
    }
  };
}
