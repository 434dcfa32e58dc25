import {
  type BackgroundConsumer,
  type Logger,
  type PurgeTargetSpec,
  startPurgeConsumer as startKitPurgeConsumer,
} from '@sage/shared';
import type { Kafka } from 'kafkajs';
import type { Kysely } from 'kysely';
import { deleteResultsBatch } from '../db/results.ts';
import type { DB } from '../db/types.ts';

/** Carries out the retention service's purge commands for quiz results (the kit runs the protocol). */
export const PURGE_CONSUMER_GROUP = 'quiz.retention-purge';

export const quizPurgeTarget: PurgeTargetSpec<DB> = { target: 'quiz', deleteBatch: deleteResultsBatch };

export interface QuizPurgeOptions {
  db: Kysely<DB>;
  kafka: Kafka;
  logger: Logger;
  topicPrefix: string;
  /** Unique per test; one group per deployment otherwise. */
  groupId?: string;
}

/** Subscribes to the retention commands in the background: boot never waits for Kafka. */
export function startPurgeConsumer(opts: QuizPurgeOptions): BackgroundConsumer {
  return startKitPurgeConsumer({
    ...opts,
    group: opts.groupId ?? PURGE_CONSUMER_GROUP,
    spec: quizPurgeTarget,
  });
}
