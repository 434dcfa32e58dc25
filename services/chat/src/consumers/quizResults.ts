import {
  type AnyEvent,
  type AttachmentType,
  createConsumer,
  handleOnce,
  type Logger,
  runConsumer,
  topicName,
} from '@sage/shared';
import type { Consumer, Kafka } from 'kafkajs';
import type { Kysely } from 'kysely';
import { upsertAttachmentStyle } from '../db/attachmentStyles.ts';
import type { DB } from '../db/types.ts';

/** The chat service's own view of quiz results: the latest attachment style per session, for the prompt. */
export const QUIZ_PROJECTION_GROUP = 'chat.quiz-projection';

const TYPES = new Set<string>(['secure', 'anxious', 'avoidant', 'disorganized']);

export type ProjectionOutcome = 'applied' | 'duplicate' | 'ignored' | 'malformed';

export async function handleQuizEvent(
  db: Kysely<DB>,
  group: string,
  event: AnyEvent,
): Promise<ProjectionOutcome> {
  if (event.type !== 'quiz.completed') return 'ignored';
  const { sessionId, primaryType } = event.payload as { sessionId?: unknown; primaryType?: unknown };
  if (typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > 200) return 'malformed';
  if (typeof primaryType !== 'string' || !TYPES.has(primaryType)) return 'malformed';
  const applied = await handleOnce(db, group, event.id, (trx) =>
    upsertAttachmentStyle(trx, sessionId, primaryType as AttachmentType, new Date(event.at)),
  );
  return applied ? 'applied' : 'duplicate';
}

export async function startQuizProjection(opts: {
  kafka: Kafka;
  db: Kysely<DB>;
  logger: Logger;
  topicPrefix: string;
}): Promise<Consumer> {
  const group = `${opts.topicPrefix}${QUIZ_PROJECTION_GROUP}`;
  const consumer = createConsumer(opts.kafka, group);
  await runConsumer({
    consumer,
    topics: [topicName('quizResults', opts.topicPrefix)],
    logger: opts.logger,
    handle: async (event, meta) => {
      const outcome = await handleQuizEvent(opts.db, group, event);
      if (outcome === 'malformed')
        opts.logger.warn({ ...meta, eventId: event.id }, 'skipping a malformed quiz result');
    },
  });
  return consumer;
}
