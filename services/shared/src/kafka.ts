import { type Consumer, Kafka, logLevel, Partitioners, type Producer } from 'kafkajs';
import './kafkajsIdle.ts';
import type { Logger } from './logger.ts';

export interface KafkaClientOptions {
  connectionTimeout?: number;
  requestTimeout?: number;
  /**
   * How long the broker may hold a consumer's fetch when there is nothing to read (KAFKA_CONSUMER_MAX_WAIT_MS).
   * A real broker answers as soon as a record arrives, so a long wait costs no latency and keeps idle
   * consumers quiet: one fetch per wait. Consumers created from this client use it.
   */
  consumerMaxWaitMs?: number;
}

/** Consumer settings that belong to the cluster a client talks to (see createConsumer). */
const consumerWaits = new WeakMap<Kafka, number>();

/** kafkajs's own default: suits a real broker. */
export const CONSUMER_MAX_WAIT_MS = 5_000;

export function createKafka(
  clientId: string,
  brokers: string,
  logger?: Logger,
  timeouts: KafkaClientOptions = {},
): Kafka {
  const kafka = new Kafka({
    clientId,
    brokers: brokers.split(',').map((b) => b.trim()),
    connectionTimeout: timeouts.connectionTimeout ?? 3_000,
    requestTimeout: timeouts.requestTimeout ?? 10_000,
    retry: { retries: 3, initialRetryTime: 200, maxRetryTime: 5_000 },
    logLevel: logLevel.WARN,
    logCreator: () => (entry) => {
      if (!logger) return;
      const { message, ...extra } = entry.log;
      logger[entry.level <= logLevel.ERROR ? 'error' : 'warn']({ kafka: extra }, `kafka: ${message}`);
    },
  });
  consumerWaits.set(kafka, timeouts.consumerMaxWaitMs ?? CONSUMER_MAX_WAIT_MS);
  return kafka;
}

/**
 * At-least-once producer. Not idempotent on purpose: the local mock cluster rejects idempotent producers
 * (docs/ARCHITECTURE.md, "Kafka on this machine"); ordering per key is kept by one request in flight instead, and consumers dedupe.
 */
export function createProducer(kafka: Kafka): Producer {
  return kafka.producer({
    // Named, not defaulted: the key-to-partition mapping events were written with stays the same (and KafkaJS
    // stops warning at every start that its default changed).
    createPartitioner: Partitioners.LegacyPartitioner,
    idempotent: false,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: true,
    retry: { retries: 2, initialRetryTime: 200, maxRetryTime: 2_000 },
  });
}

/**
 * A consumer with settings for a real broker: an idle fetch is held up to the client's consumer wait
 * (createKafka; 5 s unless configured), heartbeats every 3 s within a 30 s session, retries growing to 10 s.
 * The local mock cluster holds every fetch for the whole wait even when records arrive meanwhile, so the
 * local stack and the tests configure a short wait (infra/local/lib.sh, vitest.global-setup.ts).
 */
export function createConsumer(kafka: Kafka, groupId: string): Consumer {
  return kafka.consumer({
    groupId,
    allowAutoTopicCreation: true,
    sessionTimeout: 30_000,
    heartbeatInterval: 3_000,
    maxWaitTimeInMs: consumerWaits.get(kafka) ?? CONSUMER_MAX_WAIT_MS,
    retry: { retries: 10, initialRetryTime: 300, maxRetryTime: 10_000 },
  });
}
