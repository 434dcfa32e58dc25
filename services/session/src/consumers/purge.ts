import {
  type BackgroundConsumer,
  type Logger,
  type PurgeTargetSpec,
  startPurgeConsumer as startKitPurgeConsumer,
} from '@sage/shared';
import type { Kafka } from 'kafkajs';
import type { Kysely } from 'kysely';
import { deleteSessionsBatch } from '../db/sessions.ts';
import type { DB } from '../db/types.ts';

/** Carries out the retention service's purge commands for session rows (the kit runs the protocol). */
export const PURGE_CONSUMER_GROUP = 'session.retention-purge';

export const sessionPurgeTarget: PurgeTargetSpec<DB> = {
  target: 'session',
  deleteBatch: deleteSessionsBatch,
};

export interface SessionPurgeOptions {
  db: Kysely<DB>;
  kafka: Kafka;
  logger: Logger;
  topicPrefix: string;
  /** Unique per test; one group per deployment otherwise. */
  groupId?: string;
}

/** Subscribes to the retention commands in the background: boot never waits for Kafka. */
export function startPurgeConsumer(opts: SessionPurgeOptions): BackgroundConsumer {
  return startKitPurgeConsumer({
    ...opts,
    group: opts.groupId ?? PURGE_CONSUMER_GROUP,
    spec: sessionPurgeTarget,
  });
}
