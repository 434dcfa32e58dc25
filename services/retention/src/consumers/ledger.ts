import {
  type AnyEvent,
  createConsumer,
  handleNewOnce,
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
  recordMessages,
  recordQuizCompleted,
  recordSaveHistory,
  recordSessionClosed,
  recordSessionCreated,
} from '../db/ledger.ts';
import { recordReceipt } from '../db/purges.ts';
import { bumpStats } from '../db/stats.ts';
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

/**
 * Applies one event to the ledger, inside the caller's transaction (not a message: those are counted per
 * batch, see applyEvents).
 */
async function applyEvent(trx: Transaction<DB>, event: AnyEvent, logger: Logger): Promise<void> {
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
}

/**
 * Applies a batch's new events in order, inside the caller's transaction, in a few statements: a run of
 * chat messages is one upsert of each session's count and latest time (the busy case: two events a
 * reply), any other event is applied on its own after the messages before it; the daily counts are
 * added together once.
 */
async function applyEvents(trx: Transaction<DB>, events: readonly AnyEvent[], logger: Logger): Promise<void> {
  const counts = new Map<string, number>();
  let messages = new Map<string, { count: number; at: Date }>();
  for (const event of events) {
    const at = new Date(event.at);
    if (event.type === 'chat.message.created') {
      const m = messages.get(event.payload.sessionId);
      if (m) {
        m.count += 1;
        if (at > m.at) m.at = at;
      } else messages.set(event.payload.sessionId, { count: 1, at });
    } else {
      await recordMessages(trx, messages);
      messages = new Map();
      await applyEvent(trx, event, logger);
    }
    const day = utcDay(at);
    for (const metric of metricsFor(event))
      counts.set(`${day} ${metric}`, (counts.get(`${day} ${metric}`) ?? 0) + 1);
  }
  await recordMessages(trx, messages);
  await bumpStats(trx, counts);
}

export type EventOutcome = 'applied' | 'duplicate' | 'malformed' | 'ignored';

/**
 * Handles a batch of decoded events: checks their payloads, then applies the ones this consumer group has
 * not applied before, at most once (the processed event ids commit with the ledger writes, in one
 * transaction). A malformed payload is logged and skipped.
 */
export async function handleLedgerBatch(
  db: Kysely<DB>,
  groupId: string,
  events: readonly AnyEvent[],
  logger: Logger,
): Promise<EventOutcome[]> {
  const ledger = events.filter((e) => LEDGER_EVENT_TYPES.has(e.type));
  const fresh = await handleNewOnce(db, groupId, ledger, (trx, todo) => applyEvents(trx, todo, logger));
  const applied = new Set<string>();
  return events.map((e) => {
    if (!LEDGER_EVENT_TYPES.has(e.type)) return 'ignored';
    if (!fresh.has(e.id) || applied.has(e.id)) return 'duplicate';
    applied.add(e.id);
    return 'applied';
  });
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

  const handleBatch = async (events: AnyEvent[], meta: { topic: string; partition: number }) => {
    try {
      const outcomes = await handleLedgerBatch(db, groupId, events, logger);
      for (const [i, event] of events.entries()) onEvent?.(event, outcomes[i]!);
    } catch (err) {
      // Thrown errors (database down) make Kafka redeliver the batch; nothing was committed.
      logger.error({ err, events: events.length, ...meta }, 'ledger update failed, will retry');
      throw err;
    }
  };

  const started = (async () => {
    for (let attempt = 0; !stopped; attempt++) {
      consumer = createConsumer(kafka, groupId);
      try {
        await runConsumer({ consumer, topics, logger, handleBatch });
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
