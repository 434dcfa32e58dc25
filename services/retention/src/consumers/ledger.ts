import {
  type AnyEvent,
  createConsumer,
  handleOnce,
  type Logger,
  runConsumer,
  type TopicKey,
  topicName,
} from '@sage/shared';
import type { Consumer, Kafka } from 'kafkajs';
import type { Kysely, Transaction } from 'kysely';
import {
  recordContact,
  recordHistoryCleared,
  recordMessage,
  recordQuizCompleted,
  recordSaveHistory,
  recordSessionClosed,
  recordSessionCreated,
} from '../db/ledger.ts';
import { recordReceipt } from '../db/purges.ts';
import { bumpStat } from '../db/stats.ts';
import type { DB } from '../db/types.ts';
import { utcDay } from '../domain/policy.ts';
import { LEDGER_EVENT_TYPES } from './payload.ts';
import { metricsFor } from './stats.ts';

/** Topics the retention consumer group reads. */
export const LEDGER_TOPICS: TopicKey[] = [
  'sessionEvents',
  'chatMessages',
  'quizResults',
  'contactEvents',
  'retentionDone',
];

/** Applies one event to the ledger and the daily counts, inside the caller's transaction. */
export async function applyEvent(trx: Transaction<DB>, event: AnyEvent, logger: Logger): Promise<void> {
  const at = new Date(event.at);
  switch (event.type) {
    case 'session.created':
      await recordSessionCreated(trx, event.payload.sessionId, event.payload.saveHistory, at);
      break;
    case 'session.updated':
      await recordSaveHistory(trx, event.payload.sessionId, event.payload.saveHistory, at);
      break;
    case 'session.closed':
      await recordSessionClosed(trx, event.payload.sessionId, at);
      break;
    case 'chat.message.created':
      await recordMessage(trx, event.payload.sessionId, at);
      break;
    case 'chat.history.cleared':
      await recordHistoryCleared(trx, event.payload.sessionId, at);
      break;
    case 'quiz.completed':
      await recordQuizCompleted(trx, event.payload.sessionId, at);
      break;
    case 'contact.received':
      await recordContact(trx, event.payload.id, at);
      break;
    case 'retention.purged': {
      const { commandId, target, deleted } = event.payload;
      const known = await recordReceipt(trx, commandId, deleted, at);
      if (!known)
        logger.warn({ commandId, target, deleted }, 'receipt for a purge command this ledger never issued');
      break;
    }
    default:
      return;
  }
  const day = utcDay(at);
  for (const metric of metricsFor(event)) await bumpStat(trx, day, metric);
}

export type EventOutcome = 'applied' | 'duplicate' | 'malformed' | 'ignored';

/**
 * Handles one decoded event: checks its payload, then applies it at most once per consumer group (the
 * processed event id commits with the ledger writes). A malformed payload is logged and skipped.
 */
export async function handleLedgerEvent(
  db: Kysely<DB>,
  groupId: string,
  event: AnyEvent,
  logger: Logger,
): Promise<EventOutcome> {
  if (!LEDGER_EVENT_TYPES.has(event.type)) return 'ignored';
  const applied = await handleOnce(db, groupId, event.id, (trx) => applyEvent(trx, event, logger));
  return applied ? 'applied' : 'duplicate';
}

export interface LedgerConsumerDeps {
  kafka: Kafka;
  db: Kysely<DB>;
  groupId: string;
  topicPrefix: string;
  logger: Logger;
  onEvent?: (event: AnyEvent, outcome: EventOutcome) => void;
}

export interface LedgerConsumer {
  topics: string[];
  /** Resolves once the consumer runs (or when it is stopped before it could start). */
  started: Promise<void>;
  /** True while the consumer runs: the readiness check. */
  running(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts the one retention consumer group on every topic the ledger reads, in the background: when Kafka
 * cannot be reached yet it keeps trying with a growing pause, so the process still answers `/health`
 * and the sweeps still run. `stop` closes the consumer only after `run()` resolved.
 */
export function startLedgerConsumer(deps: LedgerConsumerDeps): LedgerConsumer {
  const { kafka, db, groupId, topicPrefix, logger, onEvent } = deps;
  const topics = LEDGER_TOPICS.map((k) => topicName(k, topicPrefix));
  let consumer: Consumer | undefined;
  let stopped = false;
  let running = false;
  let wake: (() => void) | undefined;

  const handle = async (event: AnyEvent, meta: { topic: string; partition: number; offset: string }) => {
    try {
      const outcome = await handleLedgerEvent(db, groupId, event, logger);
      onEvent?.(event, outcome);
    } catch (err) {
      // Thrown errors (database down) make Kafka redeliver the event; nothing was committed.
      logger.error({ err, eventId: event.id, type: event.type, ...meta }, 'ledger update failed, will retry');
      throw err;
    }
  };

  const started = (async () => {
    for (let attempt = 0; !stopped; attempt++) {
      consumer = createConsumer(kafka, groupId);
      try {
        await runConsumer({ consumer, topics, logger, handle });
        running = true;
        consumer.on(consumer.events.CRASH, (e) => {
          if (!e.payload.restart) running = false;
        });
        return;
      } catch (err) {
        await consumer.disconnect().catch(() => undefined);
        consumer = undefined;
        const delay = Math.min(30_000, 1_000 * 2 ** Math.min(attempt, 5));
        logger.warn({ err, retryInMs: delay }, 'ledger consumer could not start; retrying');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  })();

  return {
    topics,
    started,
    running: () => running,
    async stop() {
      stopped = true;
      wake?.();
      await started;
      running = false;
      await consumer?.disconnect();
    },
  };
}
