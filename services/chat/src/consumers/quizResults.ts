import { type AnyEvent, createConsumer, handleOnce, type Logger, runConsumer, topicName } from '@sage/shared';
import type { Consumer, Kafka } from 'kafkajs';
import type { Kysely } from 'kysely';
import { upsertAttachmentStyle } from '../db/attachmentStyles.ts';
import type { DB } from '../db/types.ts';

/** The chat service's own view of quiz results: the latest attachment style per session, for the prompt. */
export const QUIZ_PROJECTION_GROUP = 'chat.quiz-projection';

/** Payloads are checked against their schema when decoded (the kit's decodeEvent). */
export type ProjectionOutcome = 'applied' | 'duplicate' | 'ignored';

export async function handleQuizEvent(
  db: Kysely<DB>,
  group: string,
  event: AnyEvent,
): Promise<ProjectionOutcome> {
  if (event.type !== 'quiz.completed') return 'ignored';
  const { sessionId, primaryType } = event.payload;
  const applied = await handleOnce(db, group, event.id, (trx) =>
    upsertAttachmentStyle(trx, sessionId, primaryType, new Date(event.at)),
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
    handle: async (event) => {
      await handleQuizEvent(opts.db, group, event);
    },
  });
  return consumer;
}
